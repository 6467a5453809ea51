import { randomBytes } from 'node:crypto';
import { isoAt } from '../clock';
import { sql, type Db } from '../db/db';
import { hmacSha256, safeEqual } from './tokens';

/**
 * Single sign-on tokens exchanged with the other portals (SO portal ->
 * /cross-login/{euid}/{token} and back through /ecosystem_detail):
 *
 *   base64url(euid) . exp . nonce . HMAC-SHA256(secret, "base64url(euid).exp.nonce")
 *
 * exp is in Unix seconds, 120 s after signing; the nonce is single-use (kept in
 * cross_login_nonces until the token would have expired anyway), so a token
 * seen in a log or a browser history cannot be replayed.
 */
export const CROSS_LOGIN_TTL_SECONDS = 120;
/** Tolerated clock difference between portals. */
const SKEW_SECONDS = 30;

export function signCrossLoginToken(secret: string, euid: string, now: number): string {
  const exp = Math.floor(now / 1000) + CROSS_LOGIN_TTL_SECONDS;
  const nonce = randomBytes(16).toString('base64url');
  const payload = `${Buffer.from(euid, 'utf8').toString('base64url')}.${exp}.${nonce}`;
  return `${payload}.${hmacSha256(secret, payload)}`;
}

export interface CrossLoginClaims {
  euid: string;
  exp: number;
  nonce: string;
}

/** Signature, expiry and euid checks only (no database); null when any fails. */
export function readCrossLoginToken(secret: string, token: string, euid: string, now: number): CrossLoginClaims | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [euidPart, expPart, nonce, signature] = parts;
  if (!safeEqual(signature, hmacSha256(secret, `${euidPart}.${expPart}.${nonce}`))) return null;
  if (!/^\d{1,12}$/.test(expPart) || !/^[A-Za-z0-9_-]{16,64}$/.test(nonce)) return null;
  const exp = Number(expPart);
  const nowSeconds = Math.floor(now / 1000);
  if (exp < nowSeconds) return null;
  // A token that claims to live much longer than we issue is not one of ours.
  if (exp > nowSeconds + CROSS_LOGIN_TTL_SECONDS + SKEW_SECONDS) return null;
  const tokenEuid = Buffer.from(euidPart, 'base64url').toString('utf8');
  if (!safeEqual(tokenEuid, euid)) return null;
  return { euid: tokenEuid, exp, nonce };
}

/** Full check: valid token and a nonce never used before (recorded now). */
export async function consumeCrossLoginToken(
  db: Db,
  secret: string,
  token: string,
  euid: string,
  now: number,
): Promise<CrossLoginClaims | null> {
  const claims = readCrossLoginToken(secret, token, euid, now);
  if (!claims) return null;
  const fresh = await db.one(sql`
    INSERT INTO cross_login_nonces (nonce, used_at, expires_at)
    VALUES (${claims.nonce}, ${isoAt(now)}::timestamptz, ${isoAt((claims.exp + SKEW_SECONDS) * 1000)}::timestamptz)
    ON CONFLICT (nonce) DO NOTHING RETURNING nonce`);
  return fresh ? claims : null;
}
