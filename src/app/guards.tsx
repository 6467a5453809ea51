import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAppSelector } from '../state/hooks';
import { usePermission } from '../components/permissions';
import PermissionDenied from '../components/PermissionDenied';
import type { Scope } from '../../contract/scopes';

/** Unauthenticated visitors go to the root route (spec 000 §2.1). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const isAuthed = useAppSelector((s) => s.auth.isAuthed);
  const mustChangePassword = useAppSelector((s) => s.auth.mustChangePassword);
  const location = useLocation();
  if (!isAuthed) return <Navigate to="/" replace state={{ from: location.pathname }} />;
  // A password an administrator set is changed before any screen (the server refuses their calls until then).
  if (mustChangePassword) return <Navigate to="/change-password" replace />;
  return <>{children}</>;
}

/** A signed-in user opening the sign-in page goes straight to the dashboard. */
export function RedirectIfAuthed({ children }: { children: ReactNode }) {
  const isAuthed = useAppSelector((s) => s.auth.isAuthed);
  return isAuthed ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}

/** A screen the user holds none of the scopes for shows the permission error view. */
export function RequireScopes({ scopes, title, children }: { scopes: readonly Scope[]; title: string; children: ReactNode }) {
  const allowed = usePermission(scopes);
  return allowed ? <>{children}</> : <PermissionDenied what={title} />;
}
