import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { DEMO_PASSWORD } from '../seed/demoData';
import { createTestServer, type TestServer } from '../testing';
import { MSG } from './messages';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s?.close();
});

let ipCounter = 0;
/** Each test signs in from its own address so rate limits of one test do not leak into another. */
const freshIp = () => `10.0.0.${++ipCounter}`;

function login(username: string, password: string, remoteAddress = freshIp()) {
  return s.call({ method: 'POST', url: '/api/users/login', payload: { username, password }, remoteAddress });
}

describe('POST /api/users/login', () => {
  it('signs in with the right password: profile, token, idle expiry', async () => {
    const res = await login('finance', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('00000');
    expect(res.body.result.user).toEqual({
      user_id: 2,
      employee_no: 'EMP-0002',
      username: 'finance',
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'maria.santos@demo.invalid',
      job_name: 'Finance Manager',
      roles: [{ role: 'Finance', slug: 'finance' }],
    });
    expect(res.body.result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.result.expires_at).toBe(new Date(s.clock.now() + 30 * 60_000).toISOString());
    const me = await s.call({ method: 'GET', url: '/api/users/me', token: res.body.result.token });
    expect(me.body.result.username).toBe('finance');
  });

  it('stores only the SHA-256 of the token', async () => {
    const res = await login('approver', DEMO_PASSWORD);
    const rows = await s.db.rows<{ token_hash: string }>(sql`SELECT token_hash FROM sessions`);
    expect(rows.some((r) => r.token_hash === res.body.result.token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('ignores the case of the username', async () => {
    expect((await login('FINANCE', DEMO_PASSWORD)).body.code).toBe('00000');
  });

  it('answers 00010 Invalid Credentials, with HTTP 200, for a wrong password or an unknown user', async () => {
    for (const [u, p] of [
      ['finance', 'wrong-password'],
      ['nobody', DEMO_PASSWORD],
    ]) {
      const res = await login(u, p);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ code: '00010', result: 'Invalid Credentials' });
    }
  });

  it('tells a deactivated user so (00011), but only after the right password', async () => {
    expect((await login('inactive', DEMO_PASSWORD)).body).toEqual({ code: '00011', result: MSG.deactivated });
    expect((await login('inactive', 'wrong-password')).body.code).toBe('00010');
  });

  it('answers user and token null for a user with one-time codes, and sends nothing yet', async () => {
    const before = (await s.outbox('paolo.garcia@demo.invalid')).length;
    const res = await login('otpuser', DEMO_PASSWORD);
    expect(res.body).toEqual({ code: '00000', result: { user: null, token: null } });
    expect(await s.outbox('paolo.garcia@demo.invalid')).toHaveLength(before);
  });

  it('rate-limits failures per username and address: 00009 after 5, even with the right password', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login('warehouse', 'bad', ip)).body.code).toBe('00010');
    const blocked = await login('warehouse', DEMO_PASSWORD, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ code: '00009', result: 'Too many attempts. Please try again in 15 minutes.' });
    expect(blocked.headers['retry-after']).toBe('900');
    // Another address is not blocked; after the window the user may try again.
    expect((await login('warehouse', DEMO_PASSWORD)).body.code).toBe('00000');
    s.clock.advance(15 * 60_000);
    expect((await login('warehouse', DEMO_PASSWORD, ip)).body.code).toBe('00000');
  });

  it('counts an attempt before its hash: 30 concurrent wrong passwords for one account get at most 5 evaluated', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('purchaser', 'wrong', ip)));
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === '00010')).toHaveLength(5);
    expect(codes.filter((c) => c === '00009')).toHaveLength(25);
  });

  it('rate-limits failures per address across usernames', async () => {
    const ip = freshIp();
    for (let i = 0; i < 50; i++) await login(`spray${i}`, 'bad', ip);
    expect((await login('finance', DEMO_PASSWORD, ip)).body.code).toBe('00009');
  });
});

describe('one-time codes', () => {
  const email = 'paolo.garcia@demo.invalid';
  const base = { username: 'otpuser', password: DEMO_PASSWORD };

  async function sendCode(via: 'email' | 'sms' = 'email') {
    const res = await s.call({ method: 'POST', url: '/api/resend-otp', payload: { ...base, otp: '', via }, remoteAddress: freshIp() });
    return res;
  }
  async function latestCode(recipient = email): Promise<string> {
    const [msg] = await s.outbox(recipient);
    return /\b(\d{6})\b/.exec(msg.body)![1];
  }
  function verify(otp: string) {
    return s.call({ method: 'POST', url: '/api/verify-otp', payload: { ...base, otp }, remoteAddress: freshIp() });
  }
  /** Move past the 30 s resend spacing (and, now and then, the 10-minute budget). */
  const wait = (ms = 31_000) => s.clock.advance(ms);

  it('lists the channels with masked destinations', async () => {
    const res = await s.call({ method: 'POST', url: '/api/get-user-otp-via', payload: { username: 'otpuser' } });
    expect(res.body).toEqual({
      code: '00000',
      result: {
        channels: [
          { via: 'sms', destination: '+63 9** *** 4567' },
          { via: 'email', destination: 'p***@demo.invalid' },
        ],
      },
    });
  });

  it('gives an unknown or deactivated username channels shaped like a real user\'s, the same each time', async () => {
    const via = (username: string) => s.call({ method: 'POST', url: '/api/get-user-otp-via', payload: { username } }).then((r) => r.body);
    const real = (await via('otpuser')).result.channels as { via: string; destination: string }[];
    const shapes = (channels: { via: string; destination: string }[]) =>
      channels.map((c) => `${c.via}:${c.destination.replace(/\d/g, '9').replace(/^[a-z0-9](?=\*)/, 'x')}`);
    for (const name of ['nobody', 'ghost.user', 'zeta']) {
      const first = await via(name);
      expect(first.code).toBe('00000');
      expect(await via(name)).toEqual(first);
      const decoy = first.result.channels as { via: string; destination: string }[];
      // Same vocabulary as a real answer: sms (if any) first, then an address on the users' own domain.
      expect(shapes(decoy).every((sh) => shapes(real).includes(sh))).toBe(true);
      expect(decoy.at(-1)!.destination).toBe(`${name[0]}***@demo.invalid`);
    }
    await s.db.run(sql`UPDATE users SET active = false WHERE username = 'otpuser'`);
    try {
      expect((await via('otpuser')).result.channels).not.toEqual(real);
    } finally {
      await s.db.run(sql`UPDATE users SET active = true WHERE username = 'otpuser'`);
    }
  });

  it('sends a code, accepts it once, and the session works', async () => {
    wait();
    const sent = await sendCode('email');
    expect(sent.body).toEqual({ code: '00000', result: 'Your code was successfully sent to you via email' });
    const code = await latestCode();
    const ok = await verify(code);
    expect(ok.body.code).toBe('00000');
    expect(ok.body.result.user.username).toBe('otpuser');
    const me = await s.call({ method: 'GET', url: '/api/users/me', token: ok.body.result.token });
    expect(me.status).toBe(200);
    // Single use.
    expect((await verify(code)).body).toEqual({ code: '00010', result: 'Invalid OTP.' });
  });

  it('sends by sms to the mobile number', async () => {
    wait();
    expect((await sendCode('sms')).body.result).toBe('Your code was successfully sent to you via sms');
    expect(await latestCode('+639171234567')).toMatch(/^\d{6}$/);
  });

  it('refuses a wrong code, and kills the code after 5 wrong tries', async () => {
    wait();
    await sendCode();
    const code = await latestCode();
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(wrong)).body).toEqual({ code: '00010', result: 'Invalid OTP.' });
    expect((await verify(code)).body.result).toBe('Invalid OTP.');
  });

  it('refuses an expired code (10 minutes)', async () => {
    wait(10 * 60_000);
    await sendCode();
    const code = await latestCode();
    s.clock.advance(10 * 60_000 + 1);
    expect((await verify(code)).body.result).toBe('Invalid OTP.');
  });

  it('only the newest code counts', async () => {
    wait(10 * 60_000);
    await sendCode();
    const first = await latestCode();
    wait();
    await sendCode();
    const second = await latestCode();
    if (first !== second) expect((await verify(first)).body.result).toBe('Invalid OTP.');
    expect((await verify(second)).body.code).toBe('00000');
  });

  it('limits sending: one per 30 s, five per 10 minutes', async () => {
    wait(10 * 60_000);
    expect((await sendCode()).body.code).toBe('00000');
    const soon = await sendCode();
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('00009');
    for (let i = 0; i < 4; i++) {
      wait();
      expect((await sendCode()).body.code).toBe('00000');
    }
    wait();
    expect((await sendCode()).body.code).toBe('00009');
  });

  it('checks the password again on resend and verify', async () => {
    wait(10 * 60_000);
    const res = await s.call({
      method: 'POST',
      url: '/api/resend-otp',
      payload: { ...base, password: 'wrong', via: 'email' },
      remoteAddress: freshIp(),
    });
    expect(res.body).toEqual({ code: '00010', result: 'Invalid Credentials' });
    const v = await s.call({ method: 'POST', url: '/api/verify-otp', payload: { ...base, password: 'wrong', otp: '123456' } });
    expect(v.body.code).toBe('00010');
  });

  it('rejects a code that is not six digits with 00001', async () => {
    const res = await verify('12ab');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: '00001', result: ['The code has six digits'] });
  });
});

describe('sessions', () => {
  it('logout revokes the session: the token then gets 401', async () => {
    const token = await s.login('viewer');
    expect((await s.call({ method: 'GET', url: '/api/users/me', token })).status).toBe(200);
    const out = await s.call({ method: 'POST', url: '/api/users/logout', token });
    expect(out.body.code).toBe('00000');
    const after = await s.call({ method: 'GET', url: '/api/users/me', token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ code: '00401', result: 'Unauthenticated.' });
  });

  it('logout with an empty JSON body (Content-Type set, no body) works', async () => {
    const token = await s.login('viewer');
    const res = await s.call({ method: 'POST', url: '/api/users/logout', token, headers: { 'content-type': 'application/json' } });
    expect(res.body.code).toBe('00000');
  });

  it('expires after 30 idle minutes; each request moves the idle expiry', async () => {
    const token = await s.login('finance');
    s.clock.advance(29 * 60_000);
    expect((await s.call({ method: 'GET', url: '/api/users/me', token })).status).toBe(200);
    s.clock.advance(29 * 60_000);
    expect((await s.call({ method: 'GET', url: '/api/users/me', token })).status).toBe(200);
    s.clock.advance(30 * 60_000 + 1);
    expect((await s.call({ method: 'GET', url: '/api/users/me', token })).status).toBe(401);
  });

  it('ends after 12 hours even when used all the time', async () => {
    const token = await s.login('finance');
    for (let i = 0; i < 12 * 3; i++) {
      s.clock.advance(20 * 60_000);
      const status = (await s.call({ method: 'GET', url: '/api/users/me', token })).status;
      expect(status).toBe(i < 35 ? 200 : 401);
    }
  });

  it('ends when the user is deactivated', async () => {
    const token = await s.login('purchaser');
    await s.db.run(sql`UPDATE users SET active = false WHERE username = 'purchaser'`);
    expect((await s.call({ method: 'GET', url: '/api/users/me', token })).status).toBe(401);
    await s.db.run(sql`UPDATE users SET active = true WHERE username = 'purchaser'`);
  });

  it('refuses malformed and unknown bearer tokens', async () => {
    for (const authorization of ['Bearer nope', 'Bearer ' + 'a'.repeat(43), 'Basic abc', '']) {
      const res = await s.call({ method: 'GET', url: '/api/users/me', headers: { authorization } });
      expect(res.status).toBe(401);
    }
  });

  it('permissions: the union of the role scopes plus bypass; everything for the superuser', async () => {
    const viewer = await s.call({ method: 'GET', url: '/api/users/permissions', token: await s.login('viewer') });
    expect(viewer.body.result).toEqual(['bypass']);
    const admin = await s.call({ method: 'GET', url: '/api/users/permissions', token: await s.login('admin') });
    expect(admin.body.result).toContain('update_user');
    expect(admin.body.result).toContain('get_general_ledger');
    const approver = await s.call({ method: 'GET', url: '/api/users/permissions', token: await s.login('approver') });
    expect(approver.body.result).toEqual(
      [
        'approve_chart_of_account',
        'approve_deals_and_discounts',
        'approve_product',
        'bypass',
        'can_approve_purchase_request',
        'can_decline_purchase_request',
        'get_specific_product',
        'view_approved_purchase_request_list',
        'view_cancelled_purchase_request_list',
        'view_chart_of_accounts',
        'view_deals_and_discounts',
        'view_editing_purchase_request_list',
        'view_pending_purchase_request_list',
        'view_products',
        'view_credit_and_collections',
        'view_memos',
        'view_debit_memos',
        'view_srpf',
        'srpf_approval_list',
        'srpf_approved_list',
        'srpf_declined_list',
        'srpf_returned_list',
        'view_payable_vouchers',
        'view_journal_vouchers',
        'view_treasury',
        'view_treasury_approvals',
        'approve_memo',
        'approve_Srpf',
        'decline_Srpf',
        'split_srpf',
        'approve_payable_voucher',
        'approve_journal_voucher',
        'approve_treasury_request',
        'decline_treasury_request',
        // The checker of the warehouse's stock documents, purchasing's orders and cash advance overrides.
        'receipt_list',
        'view_inventory_receipts',
        'view_inventory_adjustments',
        'view_inventory_transfer_confirmation',
        'view_inventory_transfer_in_transit',
        'view_inventory_transfer_received',
        'view_inventory_transfer_cancelled',
        'view_purchase_orders',
        'view_regulatory',
        'view_asset_management',
        'view_cash_advance',
        'approve_inventory_receipt',
        'approve_inventory_adjustment',
        'approve_inventory_transfer',
        'approve_purchase_order',
        'override_cash_advance',
      ].sort(),
    );
  });

  it('the sign-in answer carries the scopes the permissions call gives (an addition the app uses instead of that call)', async () => {
    for (const username of ['viewer', 'approver', 'admin']) {
      const signedIn = await login(username, DEMO_PASSWORD);
      expect(signedIn.body.code).toBe('00000');
      const asked = await s.call({ method: 'GET', url: '/api/users/permissions', token: signedIn.body.result.token });
      expect(signedIn.body.result.permissions).toEqual(asked.body.result);
    }
  });
});
