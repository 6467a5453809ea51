import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { TOUCH_EVERY_MS } from './sessions';

/** A signed-in user's requests read the session; its last use is written at most once a minute. */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(async () => t?.close());

const lastSeen = async () => (await t.db.one<{ at: string }>(sql`SELECT last_seen_at::text AS at FROM sessions ORDER BY created_at DESC LIMIT 1`))!.at;

describe('session touch', () => {
  it('writes last use at most once a minute, and idle expiry still moves forward', async () => {
    const token = await t.login('finance');
    const created = await lastSeen();
    const me = () => t.call({ method: 'GET', url: '/api/users/me', token });
    t.clock.advance(TOUCH_EVERY_MS / 2);
    expect((await me()).status).toBe(200);
    expect(await lastSeen()).toBe(created);
    t.clock.advance(TOUCH_EVERY_MS);
    expect((await me()).status).toBe(200);
    const touched = await lastSeen();
    expect(touched).not.toBe(created);
    expect((await me()).status).toBe(200);
    expect(await lastSeen()).toBe(touched);
    // Kept alive by use: far past the idle limit from sign-in, still signed in.
    const idleMs = t.config.sessionIdleMinutes * 60_000;
    for (let used = 0; used < idleMs * 2; used += idleMs / 2) {
      t.clock.advance(idleMs / 2);
      expect((await me()).status).toBe(200);
    }
    t.clock.advance(idleMs + TOUCH_EVERY_MS);
    expect((await me()).status).toBe(401);
  });
});
