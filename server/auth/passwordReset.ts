import { isoAt, type Clock } from '../clock';
import { sql, type Db } from '../db/db';
import { randomToken, sha256 } from './tokens';

/** A reset link works once, for 60 minutes; asking again retires the earlier links. */
export const RESET_TTL_MS = 60 * 60_000;

export async function createResetToken(db: Db, clock: Clock, email: string): Promise<string> {
  const token = randomToken();
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.run(sql`
      UPDATE password_resets SET used_at = ${isoAt(now)}::timestamptz
      WHERE lower(email) = lower(${email}) AND used_at IS NULL`);
    await tx.run(sql`
      INSERT INTO password_resets (email, token_hash, created_at, expires_at)
      VALUES (${email.toLowerCase()}, ${sha256(token)}, ${isoAt(now)}::timestamptz, ${isoAt(now + RESET_TTL_MS)}::timestamptz)`);
  });
  return token;
}

/**
 * Use up a reset token for `email` inside the caller's transaction: true only
 * for a live, unused token of that address. The UPDATE ... RETURNING is the
 * single-use guarantee, also under two simultaneous requests.
 */
export async function consumeResetToken(tx: Db, clock: Clock, email: string, token: string): Promise<boolean> {
  const now = isoAt(clock.now());
  const row = await tx.one(sql`
    UPDATE password_resets SET used_at = ${now}::timestamptz
    WHERE token_hash = ${sha256(token)} AND lower(email) = lower(${email})
      AND used_at IS NULL AND expires_at > ${now}::timestamptz
    RETURNING id`);
  return Boolean(row);
}

/** Cheap look-up before the expensive password hash, so a bad token costs us nothing. */
export async function resetTokenIsLive(db: Db, clock: Clock, email: string, token: string): Promise<boolean> {
  const now = isoAt(clock.now());
  const row = await db.one(sql`
    SELECT id FROM password_resets
    WHERE token_hash = ${sha256(token)} AND lower(email) = lower(${email})
      AND used_at IS NULL AND expires_at > ${now}::timestamptz`);
  return Boolean(row);
}
