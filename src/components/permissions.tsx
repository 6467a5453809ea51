import type { ReactNode } from 'react';
import type { Scope } from '../../contract/scopes';
import { config } from '../lib/config';
import { useAppSelector } from '../state/hooks';
import type { UserProfile } from '../../contract/auth';

/** The one permission rule: superuser role passes; otherwise any one of the scopes. */
export function hasAnyScope(
  profile: Pick<UserProfile, 'roles'> | null,
  held: readonly string[],
  wanted: readonly Scope[],
): boolean {
  if (profile?.roles?.some((r) => r.slug === config.superuserRoleCode || r.role === config.superuserRoleCode)) return true;
  if (wanted.length === 0) return true;
  return wanted.some((s) => held.includes(s));
}

/** `usePermission('view_products')` or `usePermission(['a', 'b'])`: true when the user holds any. */
export function usePermission(scopes: Scope | readonly Scope[]): boolean {
  const profile = useAppSelector((s) => s.auth.profileData);
  const held = useAppSelector((s) => s.auth.permissions);
  return hasAnyScope(profile, held, typeof scopes === 'string' ? [scopes] : scopes);
}

/** Returns a checker for many scope sets at once (menus, tab strips). */
export function usePermissionCheck(): (scopes: readonly Scope[]) => boolean {
  const profile = useAppSelector((s) => s.auth.profileData);
  const held = useAppSelector((s) => s.auth.permissions);
  return (scopes) => hasAnyScope(profile, held, scopes);
}

export function Can({ scopes, children, fallback = null }: { scopes: Scope | readonly Scope[]; children: ReactNode; fallback?: ReactNode }) {
  return usePermission(scopes) ? <>{children}</> : <>{fallback}</>;
}
