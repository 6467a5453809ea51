import { isoAt, type Clock } from '../clock';
import { sql, timeMs, type Db, type SQL } from '../db/db';
import { randomToken, sha256, TOKEN_PATTERN } from './tokens';
import { isoText } from '../kit/sqlText';
import { ROLE_SCOPES, scopeSetOf, toProfile, USER_COLUMNS, USER_ROLES_JSON, type AuthUser, type UserRow } from './users';
import type { Role } from '../../contract';

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
  superuserRoleCode: string;
}

export interface NewSession {
  token: string;
  /** When the session ends if unused (idle expiry, capped by the absolute expiry), ISO. */
  expiresAt: string;
}

/**
 * Opaque bearer sessions. The token is 32 random bytes shown to the client
 * once; the database keeps only its SHA-256. A session ends at the first of:
 * idle expiry (no request for SESSION_IDLE_MINUTES), absolute expiry
 * (SESSION_ABSOLUTE_HOURS after sign-in), logout/revocation, or the user being
 * deactivated.
 */
/** A session's last use is written at most this often. */
export const TOUCH_EVERY_MS = 60_000;

/**
 * The users this instance has just authenticated, by session (issue 30: a request then costs no query to sign it
 * in). An entry serves until the session's last use must be written again (TOUCH_EVERY_MS) and at most
 * CACHE_MS; every instance forgets a session as soon as the database says it was revoked or removed, and everyone
 * when a user, a role or a grant changed (NOTIFY erp_auth, migration 150). While that channel is not known to be
 * heard (starting, a lost connection), nothing is served from here.
 */
const CACHE_MS = 30_000;
const CACHE_MAX = 20_000;
export const AUTH_CHANNEL = 'erp_auth';

interface CachedUser {
  user: AuthUser;
  lastSeen: number;
  expiresAt: number;
  cachedAt: number;
}

export class Sessions {
  private readonly cache = new Map<string, CachedUser>();
  /** Real time (not the app's clock) until which the cache is not trusted: notices may have been missed. */
  private distrustUntil = Infinity;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly policy: SessionPolicy,
  ) {}

  /** Starts hearing the database's notices of revoked sessions and changed users; answers the stop. */
  async listen(): Promise<() => Promise<void>> {
    const stop = await this.db.listen(AUTH_CHANNEL, (payload) => {
      if (payload === null) {
        this.cache.clear();
        this.distrustUntil = Date.now() + 2_000;
      } else if (payload === '*') this.cache.clear();
      else this.cache.delete(payload);
    });
    if (this.distrustUntil === Infinity) this.distrustUntil = 0;
    return async () => {
      this.distrustUntil = Infinity;
      this.cache.clear();
      await stop();
    };
  }

  private get idleMs() {
    return this.policy.idleMinutes * 60_000;
  }

  async create(userId: number): Promise<NewSession> {
    const token = randomToken();
    const now = this.clock.now();
    const absolute = now + this.policy.absoluteHours * 3_600_000;
    await this.db.run(sql`
      INSERT INTO sessions (token_hash, user_id, created_at, last_seen_at, expires_at)
      VALUES (${sha256(token)}, ${userId}, ${isoAt(now)}::timestamptz, ${isoAt(now)}::timestamptz, ${isoAt(absolute)}::timestamptz)`);
    return { token, expiresAt: isoAt(Math.min(now + this.idleMs, absolute)) };
  }

  /**
   * The user of a bearer token, or null. A live session is touched
   * (last_seen_at = now) in the same statement that finds it, which is what
   * moves the idle expiry forward; at most once a minute, so a busy user's
   * requests are reads, not a write each (the idle expiry is then up to a
   * minute early, which an idle limit in minutes does not notice).
   */
  async authenticate(token: string | undefined): Promise<AuthUser | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    return this.userOfSession(sha256(token), true);
  }

  /**
   * The user of a live session by its hash, touched (a request) or not (a background job working for the session:
   * the work is not the user's activity, and ends with the session like its download links).
   */
  async userOfSession(hash: string, touch = false): Promise<AuthUser | null> {
    const now = this.clock.now();
    const hit = this.cache.get(hash);
    if (hit && Date.now() >= this.distrustUntil) {
      const fresh = now - hit.cachedAt < CACHE_MS && hit.expiresAt > now && hit.lastSeen > now - this.idleMs && !(touch && hit.lastSeen < now - TOUCH_EVERY_MS);
      if (fresh) return hit.user;
      this.cache.delete(hash);
    }
    // One statement: touch the live session, and read its user with roles and scopes.
    // A data-modifying WITH runs whether or not the query reads it.
    const user = await this.db.one<UserRow & { roles: Role[]; granted: string[]; last_write_at: string | null; last_seen_at: string; expires_at: string }>(sql`
      WITH s AS (
        SELECT token_hash, user_id, last_seen_at, last_write_at, expires_at FROM sessions
        WHERE token_hash = ${hash} AND ${this.alive('sessions')}),
      touched AS (
        UPDATE sessions SET last_seen_at = ${isoAt(now)}::timestamptz
        FROM s WHERE ${touch} AND sessions.token_hash = s.token_hash AND s.last_seen_at < ${isoAt(now - TOUCH_EVERY_MS)}::timestamptz)
      SELECT ${USER_COLUMNS}, ${USER_ROLES_JSON(sql`users.id`)} AS roles, ${ROLE_SCOPES(sql`users.id`)} AS granted, s.last_write_at,
             ${isoText('s.last_seen_at')} AS last_seen_at, ${isoText('s.expires_at')} AS expires_at
      FROM users JOIN s ON s.user_id = users.id`);
    if (!user || !user.active) return null;
    const roles = user.roles;
    const { scopes, isSuperuser } = scopeSetOf(roles, user.granted, this.policy.superuserRoleCode);
    const authUser: AuthUser = {
      id: user.id,
      employeeNo: user.employee_no,
      profile: toProfile(user, roles),
      scopes: new Set(scopes),
      isSuperuser,
      sessionHash: hash,
      mustChangePassword: user.must_change_password,
      lastWriteAt: user.last_write_at === null ? null : timeMs(user.last_write_at),
    };
    const seen = timeMs(user.last_seen_at);
    if (Date.now() >= this.distrustUntil) {
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(hash, { user: authUser, lastSeen: touch && seen < now - TOUCH_EVERY_MS ? now : seen, expiresAt: timeMs(user.expires_at), cachedAt: now });
    }
    return authUser;
  }

  /** When the session last wrote, read now (a cached user's may be older): what a replica must have replayed. */
  async lastWriteOf(sessionHash: string): Promise<number | null> {
    const row = await this.db.one<{ at: string | null }>(sql`SELECT last_write_at AS at FROM sessions WHERE token_hash = ${sessionHash}`);
    return row?.at ? timeMs(row.at) : null;
  }

  /**
   * SQL condition: the session row `alias` is alive now (not revoked, not past
   * its absolute expiry, used within the idle window). Export downloads check
   * their requesting session with the same rule.
   */
  alive(alias: 'sessions' | 's'): SQL {
    const now = this.clock.now();
    const t = sql.raw(alias);
    return sql`${t}.revoked_at IS NULL
        AND ${t}.expires_at > ${isoAt(now)}::timestamptz
        AND ${t}.last_seen_at > ${isoAt(now - this.idleMs)}::timestamptz`;
  }

  /** Notes that the session just wrote (after the write committed): see AuthUser.lastWriteAt. */
  async noteWrite(sessionHash: string): Promise<void> {
    await this.db.run(sql`UPDATE sessions SET last_write_at = ${isoAt(this.clock.now())}::timestamptz WHERE token_hash = ${sessionHash}`);
  }

  async revoke(sessionHash: string): Promise<void> {
    await this.db.run(sql`
      UPDATE sessions SET revoked_at = ${isoAt(this.clock.now())}::timestamptz
      WHERE token_hash = ${sessionHash} AND revoked_at IS NULL`);
  }

  /** End every session of a user (password reset or change), optionally keeping one. */
  async revokeAllOf(userId: number, keepHash?: string, db: Db = this.db): Promise<void> {
    await db.run(sql`
      UPDATE sessions SET revoked_at = ${isoAt(this.clock.now())}::timestamptz
      WHERE user_id = ${userId} AND revoked_at IS NULL AND token_hash <> ${keepHash ?? ''}`);
  }
}
