import { rm } from 'node:fs/promises';
import { isoAt } from '../clock';
import { sql, type Db } from './db';

/**
 * Housekeeping: rows that can no longer matter are deleted, so the
 * security tables stay small. Ended sessions and used codes are kept a day
 * (enough to answer "why was I signed out?"), nonces until their token expired.
 */
export async function pruneExpired(db: Db, now: number): Promise<void> {
  const dayAgo = isoAt(now - 86_400_000);
  const nowIso = isoAt(now);
  await db.run(sql`DELETE FROM sessions WHERE expires_at < ${dayAgo}::timestamptz OR revoked_at < ${dayAgo}::timestamptz`);
  await db.run(sql`DELETE FROM otp_codes WHERE expires_at < ${dayAgo}::timestamptz`);
  await db.run(sql`DELETE FROM password_resets WHERE expires_at < ${dayAgo}::timestamptz`);
  await db.run(sql`DELETE FROM cross_login_nonces WHERE expires_at < ${nowIso}::timestamptz`);
  // Background exports a day after they finished, with their kept files (their download links expired long before).
  const exports = await db.rows<{ file_path: string | null }>(sql`
    DELETE FROM background_jobs WHERE kind = 'export' AND finished_at < ${dayAgo}::timestamptz RETURNING file_path`);
  await Promise.all(exports.map((e) => e.file_path && rm(e.file_path, { force: true })));
  // The limits' counted events: the longest window is an hour.
  await db.run(sql`DELETE FROM rate_limit_hits WHERE at < ${dayAgo}::timestamptz`);
}
