import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../app';
import { signCrossLoginToken } from '../auth/crossLogin';
import { createTestServer, type TestServer } from '../testing';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer({ env: { SO_PORTAL_URL: 'https://so.example.invalid/login?from=erp' } });
});
afterAll(async () => {
  await s?.close();
});

function signin(euid: string, token: string) {
  return s.call({ method: 'GET', url: '/api/signin', query: { euid, token } });
}
const FAILED = { code: '00010', result: 'Authentication Failed.' };

describe('GET /api/signin (single sign-on arrival)', () => {
  it('signs in with a valid token: code 00006, user and session', async () => {
    const token = signCrossLoginToken(s.config.crossLoginSecret, 'EMP-0002', s.clock.now());
    const res = await signin('EMP-0002', token);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('00006');
    expect(res.body.result.user.username).toBe('finance');
    const me = await s.call({ method: 'GET', url: '/api/users/me', token: res.body.result.token });
    expect(me.body.result.employee_no).toBe('EMP-0002');
  });

  it('refuses a token used before (single-use nonce)', async () => {
    const token = signCrossLoginToken(s.config.crossLoginSecret, 'EMP-0003', s.clock.now());
    expect((await signin('EMP-0003', token)).body.code).toBe('00006');
    expect((await signin('EMP-0003', token)).body).toEqual(FAILED);
  });

  it('refuses an expired token (older than 120 s)', async () => {
    const token = signCrossLoginToken(s.config.crossLoginSecret, 'EMP-0002', s.clock.now() - 121_000);
    expect((await signin('EMP-0002', token)).body).toEqual(FAILED);
  });

  it('refuses a bad signature, another euid, garbage and a deactivated user', async () => {
    const forged = signCrossLoginToken('not-the-secret', 'EMP-0002', s.clock.now());
    expect((await signin('EMP-0002', forged)).body).toEqual(FAILED);
    const other = signCrossLoginToken(s.config.crossLoginSecret, 'EMP-0002', s.clock.now());
    expect((await signin('EMP-0001', other)).body).toEqual(FAILED);
    expect((await signin('EMP-0002', 'garbage')).body).toEqual(FAILED);
    const inactive = signCrossLoginToken(s.config.crossLoginSecret, 'EMP-0008', s.clock.now());
    expect((await signin('EMP-0008', inactive)).body).toEqual(FAILED);
    const unknown = signCrossLoginToken(s.config.crossLoginSecret, 'EMP-9999', s.clock.now());
    expect((await signin('EMP-9999', unknown)).body).toEqual(FAILED);
  });

  it('needs euid and token (00001)', async () => {
    const res = await s.call({ method: 'GET', url: '/api/signin' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('00001');
  });
});

describe('GET /api/ecosystem_detail/:user_id', () => {
  it('answers the SO portal URL with euid and a token that signs the same user in', async () => {
    const token = await s.login('finance');
    const res = await s.call({ method: 'GET', url: '/api/ecosystem_detail/2', token });
    expect(res.body.code).toBe('00000');
    const url = new URL(res.body.result);
    expect(`${url.origin}${url.pathname}`).toBe('https://so.example.invalid/login');
    expect(url.searchParams.get('from')).toBe('erp');
    expect(url.searchParams.get('euid')).toBe('EMP-0002');
    const sso = await signin('EMP-0002', url.searchParams.get('token')!);
    expect(sso.body.code).toBe('00006');
  });

  it("refuses another user's id (403)", async () => {
    const res = await s.call({ method: 'GET', url: '/api/ecosystem_detail/1', token: await s.login('finance') });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('00403');
  });
});

describe('production gate', () => {
  it('is off without credentials', async () => {
    const res = await s.call({ method: 'GET', url: '/api/gate/status' });
    expect(res.body).toEqual({ code: '00000', result: { required: false } });
  });

  it('with credentials: required until the right entry sets the cookie', async () => {
    // A second app on the same database, configured with gate credentials.
    const app = await buildApp({ config: { ...s.config, gateUsername: 'gatekeeper', gatePassword: 'open-sesame' }, db: s.db });
    const g = {
      call: async (o: InjectOptions) => {
        const res = await app.inject(o);
        return { body: res.json(), headers: res.headers };
      },
    };
    try {
      expect((await g.call({ method: 'GET', url: '/api/gate/status' })).body.result).toEqual({ required: true });
      const wrong = await g.call({ method: 'POST', url: '/api/gate/verify', payload: { username: 'gatekeeper', password: 'nope' } });
      expect(wrong.body).toEqual({ code: '00010', result: 'Incorrect Credentials.' });
      expect(wrong.headers['set-cookie']).toBeUndefined();
      const right = await g.call({ method: 'POST', url: '/api/gate/verify', payload: { username: 'gatekeeper', password: 'open-sesame' } });
      expect(right.body.code).toBe('00000');
      expect(right.headers['set-cookie']).toMatch(/^erp_gate=1; Max-Age=18000; Path=\/; SameSite=Strict/);
      const after = await g.call({ method: 'GET', url: '/api/gate/status', headers: { cookie: 'other=x; erp_gate=1' } });
      expect(after.body.result).toEqual({ required: false });
      // Wrong entries are rate-limited per address.
      for (let i = 0; i < 10; i++) await g.call({ method: 'POST', url: '/api/gate/verify', payload: { username: 'a', password: 'b' } });
      const limited = await g.call({ method: 'POST', url: '/api/gate/verify', payload: { username: 'gatekeeper', password: 'open-sesame' } });
      expect(limited.body.code).toBe('00009');
    } finally {
      await app.close();
    }
  });
});
