import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, base64url: session tokens and password reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token: its SHA-256, hex. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export function hmacSha256(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('base64url');
}

/** Constant-time comparison of two strings (different lengths compare unequal without leaking where). */
export function safeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a).digest();
  const hb = createHash('sha256').update(b).digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** Shape of a token made by randomToken(); anything else is refused before touching the database. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
