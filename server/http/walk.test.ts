import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isScope } from '../../contract';
import { buildApp } from '../app';
import { createTestServer, type TestServer } from '../testing';
import { ok } from './answer';
import { defineRoute, type RouteDef } from './routeRegistry';
import { SECURITY_HEADERS } from './securityHeaders';

/**
 * THE WALK: every route in the registry is called without a token, with the
 * viewer's token (only `bypass`), and with garbage input, so a route that
 * forgets its guard or lets bad input through fails here, including routes
 * added later.
 */

/** Probe routes: one needing a scope (the app has no such route yet in this slice) and one that throws. */
const probeScoped = defineRoute({
  method: 'POST',
  url: '/__probe__/ledger',
  scopes: ['get_general_ledger', 'export_general_ledger'],
  summary: 'test probe needing a finance scope',
  body: z.object({ n: z.number(), label: z.string() }),
  handler: async ({ body }) => ok(body.n),
});
const probeThrows = defineRoute({
  method: 'GET',
  url: '/__probe__/boom',
  scopes: 'public',
  summary: 'test probe that throws',
  handler: async () => {
    throw new Error('secret internal detail');
  },
});

/** The public routes, on purpose: adding one means editing this list. */
const EXPECTED_PUBLIC = [
  'POST /api/users/login',
  'POST /api/get-user-otp-via',
  'POST /api/resend-otp',
  'POST /api/verify-otp',
  'GET /api/signin',
  'POST /api/forgot-password',
  'POST /api/forgot-password/reset',
  'GET /api/gate/status',
  'POST /api/gate/verify',
  'GET /api/__demo__/outbox',
  'POST /api/customer/credit/assessment',
  'GET /api/__probe__/boom',
].sort();

let s: TestServer;
let staticDir: string;
let viewer: string;
let admin: string;
let routes: readonly RouteDef[];

beforeAll(async () => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'erp-static-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>ERP</title><div id="root"></div>');
  mkdirSync(path.join(staticDir, 'assets'));
  writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  s = await createTestServer({ env: { STATIC_DIR: staticDir }, extraRoutes: [probeScoped, probeThrows] });
  routes = s.app.routeRegistry;
  viewer = await s.login('viewer');
  admin = await s.login('admin');
});
afterAll(async () => {
  await s?.close();
  if (staticDir) rmSync(staticDir, { recursive: true, force: true });
});

const name = (r: RouteDef) => `${r.method} ${r.path}`;
/** A concrete URL: path parameters filled with a plausible value. */
const urlOf = (r: RouteDef) => r.path.replace(/:employee_no/g, 'EMP-0001').replace(/:[a-z_]+/g, '1');

describe('the route registry', () => {
  it('every route declares its access: public, authenticated, or known scopes', () => {
    expect(routes.length).toBeGreaterThanOrEqual(16);
    for (const r of routes) {
      const ok = r.scopes === 'public' || r.scopes === 'authenticated' || (r.scopes.length > 0 && r.scopes.every(isScope));
      expect(ok, name(r)).toBe(true);
      expect(r.path.startsWith('/api/'), name(r)).toBe(true);
      expect(r.summary.length, name(r)).toBeGreaterThan(5);
    }
    expect(new Set(routes.map(name)).size).toBe(routes.length);
  });

  it('the public routes are exactly the expected ones', () => {
    expect(routes.filter((r) => r.scopes === 'public').map(name).sort()).toEqual(EXPECTED_PUBLIC);
  });

  it('the only API routes outside the registry are the raw ones (file downloads, access by link token)', async () => {
    // They stream files instead of answering the envelope; server/export/downloads.test.ts tests them in depth.
    const byToken = s.app.rawApiRoutes.filter((r) => r.access === 'download token');
    expect(byToken.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/downloads/:token']);
    for (const r of byToken) {
      expect(s.app.hasRoute({ method: r.method as 'GET', url: r.path }), r.path).toBe(true);
      expect(routes.some((d) => d.path === r.path), r.path).toBe(false);
      for (const token of ['x', 'x'.repeat(43), '%00', 'a'.repeat(90)]) {
        const res = await s.call({ method: 'GET', url: r.path.replace(':token', token), token: admin });
        expect(res.status, token).toBe(404);
        expect(String(res.headers['content-type']), token).toMatch(/^text\/plain/);
      }
    }
  });

  it('the uploaded-file routes (raw, scoped) answer 401 without a session and 403 to the viewer', async () => {
    // server/uploads streams files to holders of the route's scopes; server/products/productFiles.test.ts tests them in depth.
    const scoped = s.app.rawApiRoutes.filter((r) => r.access !== 'download token');
    expect(scoped.length).toBeGreaterThan(0);
    for (const r of scoped) {
      expect(r.access.split(' | ').every(isScope), r.path).toBe(true);
      expect(s.app.hasRoute({ method: r.method as 'GET', url: r.path }), r.path).toBe(true);
      expect((await s.call({ method: 'GET', url: r.path.replace(':id', '1') })).status, r.path).toBe(401);
      expect((await s.call({ method: 'GET', url: r.path.replace(':id', '1'), token: viewer })).status, r.path).toBe(403);
    }
  });

  it('refuses an empty scope list at definition', () => {
    expect(() =>
      defineRoute({ method: 'GET', url: '/x', scopes: [] as unknown as ['bypass'], summary: 'x', handler: async () => ok(1) }),
    ).toThrow(/empty scope list/);
  });
});

describe('the walk', () => {
  it('every non-public route answers 401 without a token (and with a bogus one)', async () => {
    const guarded = routes.filter((r) => r.scopes !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const r of guarded) {
      for (const token of [undefined, 'x'.repeat(43)]) {
        const res = await s.call({ method: r.method, url: urlOf(r), token });
        expect(res.status, name(r)).toBe(401);
        expect(res.body, name(r)).toEqual({ code: '00401', result: 'Unauthenticated.' });
      }
    }
  });

  it("every route needing scopes answers 403 to the viewer (only 'bypass'); the superuser passes", async () => {
    const scoped = routes.filter((r) => Array.isArray(r.scopes));
    expect(scoped.length).toBeGreaterThan(0);
    for (const r of scoped) {
      const res = await s.call({ method: r.method, url: urlOf(r), token: viewer, payload: {} });
      expect(res.status, name(r)).toBe(403);
      expect(res.body, name(r)).toEqual({ code: '00403', result: 'You do not have permission to access this.' });
      const asAdmin = await s.call({ method: r.method, url: urlOf(r), token: admin, payload: {} });
      expect([401, 403], name(r)).not.toContain(asAdmin.status);
    }
    const finance = await s.login('finance');
    expect((await s.call({ method: 'POST', url: '/api/__probe__/ledger', token: finance, payload: { n: 7, label: 'seven' } })).body).toEqual({
      code: '00000',
      result: 7,
    });
  });

  it('garbage bodies on every route with a body: 422 and 00001 with messages, never a 500', async () => {
    const withBody = routes.filter((r) => r.body);
    expect(withBody.length).toBeGreaterThanOrEqual(8);
    for (const r of withBody) {
      const shape = (r.body as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      const allWrong = Object.fromEntries(Object.keys(shape).map((k) => [k, { nested: [1, 2] }]));
      const numbers = Object.fromEntries(Object.keys(shape).map((k) => [k, 12345]));
      const payloads: { payload?: string; type: string }[] = [
        { payload: JSON.stringify(allWrong), type: 'application/json' },
        { payload: JSON.stringify(numbers), type: 'application/json' },
        { payload: '[1,2,3]', type: 'application/json' },
        { payload: '"text"', type: 'application/json' },
        { payload: 'null', type: 'application/json' },
        { payload: '{}', type: 'application/json' },
        { payload: '{not json', type: 'application/json' },
        { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
        { payload: 'plain text', type: 'text/plain' },
        { type: 'application/json' },
      ];
      // A body whose every field is optional (an export of everything) rightly takes {}: the other garbage still counts.
      const emptyIsValid = (r.body as unknown as z.ZodType).safeParse({}).success;
      // Likewise a body of one id (a lookup by city) rightly takes {"city_id": 12345}.
      const numbersAreValid = (r.body as unknown as z.ZodType).safeParse(numbers).success;
      // And a body that may be left out (a delete whose address names the record) rightly takes none.
      const absentIsValid = (r.body as unknown as z.ZodType).safeParse(undefined).success;
      for (const p of payloads) {
        if (emptyIsValid && p.payload === '{}') continue;
        if (absentIsValid && p.payload === undefined) continue;
        if (numbersAreValid && p.payload === JSON.stringify(numbers)) continue;
        const res = await s.call({ method: r.method, url: urlOf(r), token: admin, payload: p.payload, headers: { 'content-type': p.type } });
        const label = `${name(r)} with ${p.type} ${p.payload ?? '(empty)'}`;
        expect(res.status, label).toBe(422);
        expect(res.body.code, label).toBe('00001');
        expect(Array.isArray(res.body.result) && res.body.result.length > 0, label).toBe(true);
        for (const m of res.body.result) expect(typeof m === 'string' && m.length > 0, label).toBe(true);
      }
    }
  });

  it('garbage queries and path parameters: 422 and 00001, never a 500', async () => {
    for (const r of routes.filter((x) => x.query || x.params)) {
      // Longer than any parameter schema allows, shorter than fastify's own 100-character cap (a 404).
      const url = r.path.replace(/:[a-z_]+/g, 'x'.repeat(80));
      const res = await s.call({
        method: r.method,
        url,
        token: admin,
        query: { page: 'NaN', page_size: '-5', direction: 'up', order_by: 'drop table', limit: '1e9', channel: 'fax', euid: '', token: '' },
      });
      expect(res.status, name(r)).toBe(422);
      expect(res.body.code, name(r)).toBe('00001');
    }
  });

  it('a thrown error answers 500 with 00500 and no detail', async () => {
    const res = await s.call({ method: 'GET', url: '/api/__probe__/boom' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: '00500', result: 'Error occured. Please try again later.' });
  });

  it('an unknown API path answers 404 with 00002, for every method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await s.call({ method, url: '/api/no/such/thing' });
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('00002');
    }
  });
});

describe('headers and the built app', () => {
  it('security headers on API answers, errors, the SPA and static files; no-store on the API', async () => {
    const answers = [
      await s.call({ method: 'POST', url: '/api/users/login', payload: { username: 'x', password: 'y' } }),
      await s.call({ method: 'GET', url: '/api/users/me' }),
      await s.call({ method: 'GET', url: '/api/nope' }),
      await s.call({ method: 'GET', url: '/dashboard' }),
      await s.call({ method: 'GET', url: '/assets/app-abc123.js' }),
      await s.call({ method: 'GET', url: '/api/__probe__/boom' }),
    ];
    for (const res of answers) {
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(res.headers[k]).toBe(v);
    }
    expect(answers[0].headers['cache-control']).toBe('no-store');
    expect(answers[2].headers['cache-control']).toBe('no-store');
    expect(answers[4].headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the build\'s brotli variant of a file to a browser that accepts it, the file itself otherwise', async () => {
    const compressed = await s.call({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    const plain = await s.call({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('compresses JSON answers for a browser that accepts it (brotli, else gzip), and not for one that does not', async () => {
    const token = await s.login('finance');
    const page = (encoding: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/ledger/trial-balance',
        payload: { date_from: '2025-01-01', date_to: '2025-12-31', page: 0, page_size: 50 },
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      });
    const plain = await page('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await page('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(JSON.parse(plain.payload));
    const gz = await page('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(JSON.parse(plain.payload));
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) expect(br.headers[k]).toBe(v);
  });

  it('serves index.html at / and for client-side routes; API and missing assets stay 404', async () => {
    for (const url of ['/', '/dashboard', '/cross-login/EMP-0002/abc.def', '/reset-password?token=x&email=y']) {
      const res = await s.call({ method: 'GET', url });
      expect(res.status, url).toBe(200);
      expect(String(res.headers['content-type']), url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
    expect((await s.call({ method: 'GET', url: '/dashboard' })).headers['cache-control']).toBe('no-cache');
    expect((await s.call({ method: 'GET', url: '/assets/missing.js' })).status).toBe(404);
    expect((await s.call({ method: 'POST', url: '/dashboard' })).body.code).toBe('00002');
    expect((await s.call({ method: 'GET', url: '/api/unknown' })).body.code).toBe('00002');
  });

  it('production mode does not register the demo outbox', async () => {
    const prod = await buildApp({ config: { ...s.config, mode: 'production', staticDir: '/nonexistent' }, db: s.db });
    try {
      expect(prod.routeRegistry.some((r) => r.demoOnly)).toBe(false);
      const res = await prod.inject({ method: 'GET', url: '/api/__demo__/outbox' });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
