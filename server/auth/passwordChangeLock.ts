import { changePasswordEp, logoutEp, meEp, PASSWORD_CHANGE_REQUIRED } from '../../contract';
import { Codes } from '../../contract/codes';
import type { Answer } from '../http/answer';
import type { AuthUser } from './users';

/**
 * First sign-in lock: a user whose password an administrator set (a new user,
 * an administrator's change) may call only these until they change it; every
 * other authenticated call answers 403 saying so. Checked by the route
 * registry right after the session (server/http/routeRegistry.ts).
 */
const OPEN_WHILE_LOCKED = new Set([changePasswordEp, logoutEp, meEp].map((ep) => `${ep.method} ${ep.path}`));

export const PASSWORD_CHANGE_LOCKED: Answer = { status: 403, code: Codes.FORBIDDEN, result: PASSWORD_CHANGE_REQUIRED };

/** The 403 answer when the user must change their password first and the route is not one of the open ones. */
export function passwordChangeLock(user: AuthUser, route: { method: string; url: string }): Answer | null {
  if (!user.mustChangePassword) return null;
  return OPEN_WHILE_LOCKED.has(`${route.method} ${route.url}`) ? null : PASSWORD_CHANGE_LOCKED;
}
