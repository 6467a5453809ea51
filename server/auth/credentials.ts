import type { LoginResult } from '../../contract';
import type { Deps } from '../deps';
import { verifyPassword } from './password';
import { findUserByUsername, rolesOf, scopesOf, toProfile, type UserRow } from './users';

export type PasswordCheck =
  | { kind: 'ok'; user: UserRow }
  | { kind: 'bad' }
  | { kind: 'limited'; retryAfterMs: number };

/** How long a sign-in refused because too many are being checked at once is asked to wait. */
export const HASH_BUSY_RETRY_MS = 2_000;

/**
 * Username + password check shared by login, resend-otp and verify-otp, so
 * the one-time-code calls are not a way around the login rate limit. Every
 * attempt is counted before the slow hash (so N concurrent wrong passwords
 * get at most the limit evaluated) and given back when it succeeds; the
 * hashing itself waits for a slot of the hash gate (too many waiting: 00009).
 * Unknown usernames cost the same scrypt work as known ones.
 */
export async function checkPassword(deps: Deps, username: string, password: string, ip: string): Promise<PasswordCheck> {
  const { loginUserIp, loginIp } = deps.limiters;
  const userKey = `${username.toLowerCase()}|${ip}`;
  const byUser = await loginUserIp.take(userKey);
  if (byUser.wait > 0) return { kind: 'limited', retryAfterMs: byUser.wait };
  const byIp = await loginIp.take(ip);
  if (byIp.wait > 0) {
    await loginUserIp.giveBack(byUser.hit);
    return { kind: 'limited', retryAfterMs: byIp.wait };
  }

  const checked = await deps.hashGate.run(async () => {
    const user = await findUserByUsername(deps.db, username);
    const good = await verifyPassword(password, user?.password_hash ?? (await deps.dummyHash()));
    return { user, good };
  });
  if (checked === null) {
    // Not evaluated: the attempt does not count against the user.
    await loginUserIp.giveBack(byUser.hit);
    await loginIp.giveBack(byIp.hit);
    return { kind: 'limited', retryAfterMs: HASH_BUSY_RETRY_MS };
  }
  const { user, good } = checked;
  if (!user || !good) return { kind: 'bad' };
  await loginUserIp.reset(userKey);
  await loginIp.giveBack(byIp.hit);
  return { kind: 'ok', user };
}

/** Open a session for a user and build the sign-in answer. */
export async function signIn(deps: Deps, user: UserRow): Promise<Required<Omit<LoginResult, 'must_change_password' | 'permissions'>> & LoginResult> {
  const session = await deps.sessions.create(user.id);
  const roles = await rolesOf(deps.db, user.id);
  return {
    user: toProfile(user, roles),
    token: session.token,
    expires_at: session.expiresAt,
    // must_change_password only when set; otherwise the scopes, an addition that saves the app the permissions call
    // (which answers 403 until a first password is changed).
    ...(user.must_change_password
      ? { must_change_password: true as const }
      : { permissions: [...(await scopesOf(deps.db, user.id, roles, deps.config.superuserRoleCode)).scopes].sort() }),
  };
}
