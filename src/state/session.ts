import type { LoginResult, UserProfile } from '../../contract/auth';
import { persistConfig } from './persistConfig';
import { loggingOut, passwordChanged, permissionsLoaded, signedIn, signedOut } from './authSlice';
import type { AppDispatch } from './hooks';

/**
 * The session's declared endpoints and `callEndpoint`, loaded on first use
 * (see ./sessionCalls.ts): the sign-in screens call them imperatively without
 * zod or the endpoint kit in their first bundle.
 */
export const sessionCalls = () => import('./sessionCalls');

/** Start loading the session's calls ahead of need (e.g. as the user types); a failure shows at the call itself. */
export function preloadSessionCalls(): void {
  sessionCalls().catch(() => {});
}

/**
 * Finish a sign-in (password, one-time code or single sign-on): store the
 * session, then fetch and store the permission scopes (spec 000 §4).
 */
export async function completeSignIn(dispatch: AppDispatch, result: LoginResult): Promise<void> {
  if (!result.user || !result.token) throw new Error('Sign-in answer carries no user');
  const mustChangePassword = result.must_change_password === true;
  dispatch(signedIn({ user: result.user as UserProfile, token: result.token, mustChangePassword }));
  // A password set by an administrator is changed first (RequireAuth sends the user there); the server
  // refuses every other call until then, the scopes included: they are read after the change.
  if (mustChangePassword) return;
  // Our server sends the scopes with the sign-in (an optional addition); otherwise they are asked for.
  if (result.permissions) {
    dispatch(permissionsLoaded(result.permissions));
    scopesReadByThisPage = true;
  } else await loadPermissions(dispatch);
}

/** The first password was replaced: the session is a normal one now, with its scopes. */
export async function completePasswordChange(dispatch: AppDispatch): Promise<void> {
  dispatch(passwordChanged());
  await loadPermissions(dispatch);
}

/** Whether this page has read the user's scopes from the server already (a sign-in did, just now). */
let scopesReadByThisPage = false;
export const scopesReadSinceLoad = () => scopesReadByThisPage;

async function loadPermissions(dispatch: AppDispatch): Promise<void> {
  const { callEndpoint, permissionsEp } = await sessionCalls();
  const perms = await callEndpoint(permissionsEp);
  dispatch(permissionsLoaded(perms.result ?? []));
  scopesReadByThisPage = true;
}

/**
 * Log out: revoke the session on the server (best effort), forget every
 * client-held state, and remove the encrypted copy from storage.
 */
export async function signOut(dispatch: AppDispatch): Promise<void> {
  dispatch(loggingOut());
  try {
    const { callEndpoint, logoutEp } = await sessionCalls();
    await callEndpoint(logoutEp, {}, { noAuthRedirect: true });
  } catch {
    // The server may already consider the session gone; the local purge still happens.
  }
  // Also drops the API cache (see rootReducer).
  dispatch(signedOut());
  await persistConfig.storage.removeItem(`persist:${persistConfig.key}`);
}
