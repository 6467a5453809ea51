import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt (OWASP password storage cheat sheet: N=2^17,
 * r=8, p=1). Stored as `scrypt$N$r$p$salt$hash` (salt and hash base64url) so
 * the parameters travel with the hash: raising the cost later keeps old
 * hashes verifiable. Uses the async scrypt so a sign-in (~0.6 s of CPU here)
 * does not block the event loop for everyone else.
 */
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
const R = 8;
const P = 1;
/** 128 * N * r bytes are needed; 256 MiB leaves room for N=2^17 and a little more. */
const MAX_MEM = 256 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFC'), salt, keyLength, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

/** Hash a password; `cost` is log2(N), 17 unless a test lowers it (PASSWORD_HASH_COST). */
export async function hashPassword(password: string, cost = 17): Promise<string> {
  const N = 2 ** cost;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when `password` matches `stored`; false for any malformed hash (never throws on bad input). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  // Refuse parameters that would be absurdly cheap or exhaust memory.
  if (!Number.isInteger(N) || N < 2 ** 10 || N > 2 ** 20 || (N & (N - 1)) !== 0) return false;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4], 'base64url');
  const expected = Buffer.from(parts[5], 'base64url');
  if (salt.length < 8 || expected.length < 16) return false;
  const actual = await scrypt(password, salt, expected.length, { N, r, p, maxmem: Math.max(MAX_MEM, 256 * N * r) });
  return timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password at the configured cost. Checking a password
 * against it when the username does not exist makes unknown and known
 * usernames take the same time to refuse (no user enumeration by timing).
 */
export function dummyHasher(cost: number): () => Promise<string> {
  let cached: Promise<string> | undefined;
  return () => (cached ??= hashPassword(randomBytes(16).toString('hex'), cost));
}
