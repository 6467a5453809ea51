import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './routeRegistry';

/**
 * Headers on every answer, API and static files alike. The CSP allows only
 * our own origin (the built SPA has no inline scripts); inline styles are
 * allowed because UI libraries set style attributes. Frames may show blob:
 * URLs: the document preview shows an uploaded PDF (fetched with the bearer
 * token, its type sniffed on upload) in an iframe. API answers are never
 * cached: they carry personal data and tokens.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
    "font-src 'self' data:; connect-src 'self'; frame-src 'self' blob:; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (isApiPath(req.url)) reply.header('cache-control', 'no-store');
    return payload;
  });
}
