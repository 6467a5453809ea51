import type { LoginResult, UserProfile } from '../../contract/auth';
import { api } from '../api/client';
import { persistConfig } from './persistConfig';
import { loggingOut, permissionsLoaded, signedIn, signedOut } from './authSlice';
import type { AppDispatch } from './hooks';

/**
 * Finish a sign-in (password, one-time code or single sign-on): store the
 * session, then fetch and store the permission scopes (spec 000 §4).
 */
export async function completeSignIn(dispatch: AppDispatch, result: LoginResult): Promise<void> {
  if (!result.user || !result.token) throw new Error('Sign-in answer carries no user');
  dispatch(signedIn({ user: result.user as UserProfile, token: result.token }));
  const perms = await api.get<string[]>('/users/permissions');
  dispatch(permissionsLoaded(perms.result ?? []));
}

/**
 * Log out: revoke the session on the server (best effort), forget every
 * client-held state, and remove the encrypted copy from storage.
 */
export async function signOut(dispatch: AppDispatch): Promise<void> {
  dispatch(loggingOut());
  try {
    await api.post('/users/logout', undefined, { noAuthRedirect: true });
  } catch {
    // The server may already consider the session gone; the local purge still happens.
  }
  // Also drops the API cache (see rootReducer).
  dispatch(signedOut());
  await persistConfig.storage.removeItem(`persist:${persistConfig.key}`);
}
