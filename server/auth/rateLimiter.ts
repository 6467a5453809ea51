import { createHash } from 'node:crypto';
import { isoAt, type Clock } from '../clock';
import { sql, type Db } from '../db/db';

/**
 * Sliding-window limits kept in the database (table rate_limit_hits), so that every server instance sees the same
 * counts (issue 30: a limit reached through one instance holds on the others, and a restart forgets nothing).
 *
 * `take` checks and counts in one transaction under an advisory lock on the key, so N concurrent attempts on any
 * number of instances get at most the limit through. Checking is a read of a handful of index rows; only an attempt
 * that is let through writes one.
 */
export interface Rule {
  limit: number;
  windowMs: number;
}

/** An event counted by take(): its row, to give back when the attempt turned out not to count. */
export type Hit = number;

export class RateLimiter {
  private readonly longestWindow: number;
  private readonly deepest: number;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Names this limiter's counts apart from the others' in the shared table. */
    private readonly bucket: string,
    private readonly rules: readonly Rule[],
  ) {
    this.longestWindow = Math.max(...rules.map((r) => r.windowMs));
    this.deepest = Math.max(...rules.map((r) => r.limit));
  }

  /** Milliseconds until `key` may act again; 0 when it may act now. */
  retryAfterMs(key: string, db: Db = this.db): Promise<number> {
    return this.waitOf(db, digest(key), this.clock.now());
  }

  /**
   * Checks and counts one event for `key` at once: `{ wait }` above 0 when the key must wait (nothing counted),
   * otherwise `{ wait: 0, hit }` with the counted event.
   */
  async take(key: string): Promise<{ wait: number; hit: Hit | null }> {
    const k = digest(key);
    return this.db.transaction(async (tx) => {
      await tx.run(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${this.bucket}|${k}`}, 0))`);
      const now = this.clock.now();
      const wait = await this.waitOf(tx, k, now);
      if (wait > 0) return { wait, hit: null };
      const row = await tx.one<{ hit_id: number }>(sql`
        INSERT INTO rate_limit_hits (bucket, key_hash, at) VALUES (${this.bucket}, ${k}, ${isoAt(now)}::timestamptz)
        RETURNING hit_id::float8 AS hit_id`);
      return { wait: 0, hit: row!.hit_id };
    });
  }

  /** Counts one event (a failure, or a message sent) for `key`. */
  async record(key: string): Promise<void> {
    await this.db.run(sql`
      INSERT INTO rate_limit_hits (bucket, key_hash, at) VALUES (${this.bucket}, ${digest(key)}, ${isoAt(this.clock.now())}::timestamptz)`);
  }

  /** Forgets every counted event of `key`. */
  async reset(key: string): Promise<void> {
    await this.db.run(sql`DELETE FROM rate_limit_hits WHERE bucket = ${this.bucket} AND key_hash = ${digest(key)}`);
  }

  /** Takes back one event counted by take() (the attempt was allowed to pass uncounted). */
  async giveBack(hit: Hit | null): Promise<void> {
    if (hit !== null) await this.db.run(sql`DELETE FROM rate_limit_hits WHERE hit_id = ${hit}`);
  }

  private async waitOf(db: Db, k: string, now: number): Promise<number> {
    // The newest events inside the longest window, newest first: no rule needs more than its limit of them.
    const rows = await db.rows<{ ms: number }>(sql`
      SELECT (extract(epoch FROM at) * 1000)::float8 AS ms FROM rate_limit_hits
      WHERE bucket = ${this.bucket} AND key_hash = ${k} AND at > ${isoAt(now - this.longestWindow)}::timestamptz
      ORDER BY at DESC LIMIT ${this.deepest}`);
    let wait = 0;
    for (const rule of this.rules) {
      const inWindow = rows.filter((r) => r.ms > now - rule.windowMs);
      // The window frees a slot when the hit `limit` places before the newest leaves it.
      if (inWindow.length >= rule.limit) wait = Math.max(wait, inWindow[rule.limit - 1].ms + rule.windowMs - now);
    }
    return Math.max(0, Math.round(wait));
  }
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex');

/** The 00009 text, in whole minutes rounded up. */
export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

const MINUTE = 60_000;

/** The public credit assessment page, per address: generous for people opening it, tight for anyone walking through customer codes. */
export const ASSESSMENT_RATE_RULES: Rule[] = [
  { limit: 20, windowMs: MINUTE },
  { limit: 200, windowMs: 60 * MINUTE },
];

/** Every limit of the server; the counts are the database's, so all instances share them. */
export function createLimiters(db: Db, clock: Clock) {
  const limiter = (bucket: string, rules: Rule[]) => new RateLimiter(db, clock, bucket, rules);
  return {
    /** Failed passwords per username + client address. */
    loginUserIp: limiter('login-user-ip', [{ limit: 5, windowMs: 15 * MINUTE }]),
    /** Failed passwords per client address, any username (generous: an office shares one address). */
    loginIp: limiter('login-ip', [{ limit: 50, windowMs: 15 * MINUTE }]),
    /** One-time codes sent per user. */
    otpSend: limiter('otp-send', [
      { limit: 1, windowMs: 30_000 },
      { limit: 5, windowMs: 10 * MINUTE },
    ]),
    /** Wrong one-time codes per user (each code also dies after 5 wrong tries). */
    otpVerify: limiter('otp-verify', [{ limit: 10, windowMs: 15 * MINUTE }]),
    /** Masked-destination look-ups per client address. */
    otpVia: limiter('otp-via', [{ limit: 30, windowMs: 15 * MINUTE }]),
    /** Forgot-password requests per address and per e-mail. */
    resetIp: limiter('reset-ip', [{ limit: 5, windowMs: 15 * MINUTE }]),
    resetEmail: limiter('reset-email', [{ limit: 3, windowMs: 60 * MINUTE }]),
    /** Wrong current passwords on change-password, per user. */
    changePassword: limiter('change-password', [{ limit: 5, windowMs: 15 * MINUTE }]),
    /** Wrong production-gate entries per address. */
    gate: limiter('gate', [{ limit: 10, windowMs: 15 * MINUTE }]),
    /** The public credit assessment page, per address. */
    assessment: limiter('credit-assessment', ASSESSMENT_RATE_RULES),
  };
}
export type Limiters = ReturnType<typeof createLimiters>;
