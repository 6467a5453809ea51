import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed/demoData';
import { createTestServer, type TestServer } from '../testing';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;

function login(username: string, password: string) {
  return s.call({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress: freshIp() });
}
function forgot(email: string, remoteAddress = freshIp()) {
  return s.call({ method: 'POST', url: '/api/forgot-password', payload: { email }, remoteAddress });
}
function reset(body: Record<string, string>) {
  return s.call({ method: 'POST', url: '/api/forgot-password/reset', payload: body });
}
async function resetLink(email: string): Promise<URL> {
  const [msg] = await s.outbox(email);
  return new URL(/(https?:\/\/\S+)/.exec(msg.body)![1]);
}
const INVALID = { code: '00008', result: { email: 'This password reset token is invalid.' } };

describe('forgot password and reset', () => {
  it('answers the same for known and unknown addresses; only a known one gets a link', async () => {
    const known = await forgot('cristina.villanueva@demo.invalid');
    const unknown = await forgot('nobody@demo.invalid');
    expect(known.body).toEqual(unknown.body);
    expect(known.body.code).toBe('00000');
    expect(await s.outbox('nobody@demo.invalid')).toEqual([]);
    const link = await resetLink('cristina.villanueva@demo.invalid');
    expect(link.pathname).toBe('/reset-password');
    expect(link.searchParams.get('email')).toBe('cristina.villanueva@demo.invalid');
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('answers before the address is looked up: known and unknown addresses cannot differ in time', async () => {
    // Hold the background work: the answer for a known address must come while nothing about it has run yet.
    const bg = s.app.deps.background;
    const run = bg.run.bind(bg);
    const release: (() => void)[] = [];
    bg.run = (what, work) => run(what, async () => (await new Promise<void>((r) => release.push(r)), work()));
    try {
      const before = (await s.outbox('liza.mendoza@demo.invalid')).length;
      const known = await forgot('liza.mendoza@demo.invalid');
      expect(known.body).toEqual({ code: '00000', result: expect.any(String) });
      expect(release).toHaveLength(1);
      release[0]();
      expect(await s.outbox('liza.mendoza@demo.invalid')).toHaveLength(before + 1);
    } finally {
      bg.run = run;
    }
  });

  it('resets once with the link, ends the old sessions, and the token cannot be used again', async () => {
    const email = 'ramon.delacruz@demo.invalid';
    const oldSession = await s.login('warehouse');
    await forgot(email);
    const link = await resetLink(email);
    const body = { password: 'NewPass#2026', password2: 'NewPass#2026', token: link.searchParams.get('token')!, email };
    expect((await reset(body)).body).toEqual({ code: '00000', result: ['success', 'Your password has been reset.'] });
    expect((await s.call({ method: 'GET', url: '/api/users/me', token: oldSession })).status).toBe(401);
    expect((await login('warehouse', 'NewPass#2026')).body.code).toBe('00000');
    expect((await login('warehouse', DEMO_PASSWORD)).body.code).toBe('00010');
    expect((await reset({ ...body, password: 'Another#2026', password2: 'Another#2026' })).body).toEqual(INVALID);
  });

  it('refuses a wrong token, another address, and an expired link (60 minutes)', async () => {
    const email = 'antonio.bautista@demo.invalid';
    await forgot(email);
    const token = (await resetLink(email)).searchParams.get('token')!;
    const pw = { password: 'NewPass#2026', password2: 'NewPass#2026' };
    expect((await reset({ ...pw, token: 'x'.repeat(43), email })).body).toEqual(INVALID);
    expect((await reset({ ...pw, token, email: 'maria.santos@demo.invalid' })).body).toEqual(INVALID);
    s.clock.advance(60 * 60_000 + 1);
    expect((await reset({ ...pw, token, email })).body).toEqual(INVALID);
  });

  it('a new request retires the earlier link', async () => {
    const email = 'liza.mendoza@demo.invalid';
    await forgot(email);
    const first = (await resetLink(email)).searchParams.get('token')!;
    await forgot(email);
    const pw = { password: 'NewPass#2026', password2: 'NewPass#2026', email };
    expect((await reset({ ...pw, token: first })).body).toEqual(INVALID);
  });

  it('checks that the two passwords match (00001)', async () => {
    const res = await reset({ password: 'NewPass#2026', password2: 'Different#1', token: 't', email: 'a@demo.invalid' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: '00001', result: ["Password doesn't match!"] });
  });

  it('is rate-limited per address and per e-mail (00009)', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await forgot(`x${i}@demo.invalid`, ip)).body.code).toBe('00000');
    expect((await forgot('x9@demo.invalid', ip)).body.code).toBe('00009');
    for (let i = 0; i < 3; i++) await forgot('same@demo.invalid');
    expect((await forgot('SAME@demo.invalid')).body.code).toBe('00009');
  });
});

describe('PUT /api/users/change-password', () => {
  const change = (token: string, body: Record<string, unknown>) =>
    s.call({ method: 'PUT', url: '/api/users/change-password', payload: body, token });

  it('own password: needs the right current one, keeps this session and ends the others', async () => {
    const token = await s.login('approver');
    const other = await s.login('approver');
    const wrong = await change(token, { user_id: 3, current_password: 'nope', new_password: 'Changed#2026', confirm_new_password: 'Changed#2026' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ code: '00001', result: ['The current password is incorrect.'] });
    const missing = await change(token, { user_id: 3, new_password: 'Changed#2026', confirm_new_password: 'Changed#2026' });
    expect(missing.body.result).toEqual(['The current password is incorrect.']);
    const same = await change(token, { user_id: 3, current_password: DEMO_PASSWORD, new_password: DEMO_PASSWORD, confirm_new_password: DEMO_PASSWORD });
    expect(same.body.result).toEqual(['Current Password cannot be the same as new password']);

    const ok = await change(token, { user_id: 3, current_password: DEMO_PASSWORD, new_password: 'Changed#2026', confirm_new_password: 'Changed#2026' });
    expect(ok.body).toEqual({ code: '00000', result: 'Password successfully changed.' });
    expect((await s.call({ method: 'GET', url: '/api/users/me', token })).status).toBe(200);
    expect((await s.call({ method: 'GET', url: '/api/users/me', token: other })).status).toBe(401);
    expect((await login('approver', 'Changed#2026')).body.code).toBe('00000');
  });

  it("another user's password: 403 without update_user; the administrator confirms with their own current password (002 §5: all three fields)", async () => {
    const viewer = await s.login('viewer');
    const denied = await change(viewer, { user_id: 2, new_password: 'Hijack#2026', confirm_new_password: 'Hijack#2026' });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe('00403');

    const admin = await s.login('admin');
    const financeSession = await s.login('finance');
    const without = await change(admin, { user_id: 2, new_password: 'ByAdmin#2026', confirm_new_password: 'ByAdmin#2026' });
    expect(without.body.code).toBe('00001');
    const ok = await change(admin, { user_id: 2, current_password: DEMO_PASSWORD, new_password: 'ByAdmin#2026', confirm_new_password: 'ByAdmin#2026' });
    expect(ok.body.code).toBe('00000');
    expect((await s.call({ method: 'GET', url: '/api/users/me', token: financeSession })).status).toBe(401);
    expect((await login('finance', 'ByAdmin#2026')).body.code).toBe('00000');
  });

  it('unknown user (404, 00002) and mismatched confirmation (00001)', async () => {
    const admin = await s.login('admin');
    const missing = await change(admin, { user_id: 999, new_password: 'Whatever#1', confirm_new_password: 'Whatever#1' });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('00002');
    const mismatch = await change(admin, { user_id: 2, new_password: 'Whatever#1', confirm_new_password: 'Other#1' });
    expect(mismatch.body).toEqual({ code: '00001', result: ['The new password and confirmation do not match'] });
  });

  it('wrong current passwords are rate-limited (00009)', async () => {
    const token = await s.login('purchaser');
    const body = { user_id: 4, current_password: 'nope', new_password: 'Changed#2026', confirm_new_password: 'Changed#2026' };
    for (let i = 0; i < 5; i++) expect((await change(token, body)).body.code).toBe('00001');
    expect((await change(token, { ...body, current_password: DEMO_PASSWORD })).body.code).toBe('00009');
  });
});
