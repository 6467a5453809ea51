import { randomInt } from 'node:crypto';
import { isoAt, type Clock } from '../clock';
import { sql, type Db } from '../db/db';
import type { Channel } from './sender';
import { safeEqual, sha256 } from './tokens';

/** A code lives 10 minutes and dies after 5 wrong tries; only the newest code of a user counts. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

function codeHash(userId: number, code: string): string {
  return sha256(`otp:${userId}:${code}`);
}

/** Make a new six-digit code for a user, retiring any earlier one. Returns the code to send. */
export async function issueOtp(db: Db, clock: Clock, userId: number, channel: Channel): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.run(sql`
      UPDATE otp_codes SET expires_at = ${isoAt(now)}::timestamptz
      WHERE user_id = ${userId} AND used_at IS NULL AND expires_at > ${isoAt(now)}::timestamptz`);
    await tx.run(sql`
      INSERT INTO otp_codes (user_id, code_hash, channel, created_at, expires_at)
      VALUES (${userId}, ${codeHash(userId, code)}, ${channel}, ${isoAt(now)}::timestamptz, ${isoAt(now + OTP_TTL_MS)}::timestamptz)`);
  });
  return code;
}

/** Check a code; a right code is consumed (single use), a wrong one costs an attempt. */
export async function verifyOtp(db: Db, clock: Clock, userId: number, code: string): Promise<boolean> {
  const now = isoAt(clock.now());
  const live = await db.one<{ id: number; code_hash: string }>(sql`
    SELECT id, code_hash FROM otp_codes
    WHERE user_id = ${userId} AND used_at IS NULL AND expires_at > ${now}::timestamptz AND attempts < ${OTP_MAX_ATTEMPTS}
    ORDER BY id DESC LIMIT 1`);
  if (!live) return false;
  if (!safeEqual(live.code_hash, codeHash(userId, code))) {
    await db.run(sql`UPDATE otp_codes SET attempts = attempts + 1 WHERE id = ${live.id}`);
    return false;
  }
  // The WHERE makes two simultaneous uses of one code succeed only once.
  const used = await db.one(sql`
    UPDATE otp_codes SET used_at = ${now}::timestamptz WHERE id = ${live.id} AND used_at IS NULL RETURNING id`);
  return Boolean(used);
}
