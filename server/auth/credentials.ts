import type { LoginResult } from '../../contract';
import type { Deps } from '../deps';
import { verifyPassword } from './password';
import { profileOf, findUserByUsername, type UserRow } from './users';

export type PasswordCheck =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'bad' }
  | { kind: 'limited'; retryAfterMs: number };

/**
 * Username + password check shared by login, resend-otp and verify-otp, so
 * the one-time-code calls are not a way around the login rate limit. The
 * limit is checked before any hashing; unknown usernames cost the same scrypt
 * work as known ones. Success clears the username+address counter.
 */
export async function checkPassword(deps: Deps, username: string, password: string, ip: string): Promise<PasswordCheck> {
  const { loginUserIp, loginIp } = deps.limiters;
  const userKey = `${username.toLowerCase()}|${ip}`;
  const wait = Math.max(loginUserIp.retryAfterMs(userKey), loginIp.retryAfterMs(ip));
  if (wait > 0) return { kind: 'limited', retryAfterMs: wait };

  const user = await findUserByUsername(deps.db, username);
  const good = await verifyPassword(password, user?.password_hash ?? (await deps.dummyHash()));
  if (!user || !good) {
    loginUserIp.record(userKey);
    loginIp.record(ip);
    return { kind: 'bad' };
  }
  loginUserIp.reset(userKey);
  return { kind: 'ok', user };
}

/** Open a session for a user and build the sign-in answer. */
export async function signIn(deps: Deps, user: UserRow): Promise<Required<LoginResult>> {
  const session = await deps.sessions.create(user.id);
  return { user: await profileOf(deps.db, user), token: session.token, expires_at: session.expiresAt };
}
