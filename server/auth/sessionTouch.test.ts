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

describe('signed-in users kept by the instance', () => {
  it('serves a session from memory until the database says it changed: revoked, a role taken, the user deactivated', async () => {
    const token = await t.login('credit');
    const sessions = t.app.deps.sessions;
    const first = await sessions.authenticate(token);
    // Kept: the same user again, without asking the database.
    expect(await sessions.authenticate(token)).toBe(first);

    // A grant taken from one of the user's roles (as the permission screen would): every kept user is forgotten.
    const { scope } = (await t.db.one<{ scope: string }>(sql`
      SELECT p.scope FROM permissions p JOIN role_permissions rp ON rp.permission_id = p.id JOIN user_roles ur ON ur.role_id = rp.role_id
      WHERE ur.user_id = ${first!.id} ORDER BY p.scope LIMIT 1`))!;
    expect(first!.scopes.has(scope)).toBe(true);
    await t.db.run(sql`
      DELETE FROM role_permissions WHERE role_id IN (SELECT role_id FROM user_roles WHERE user_id = ${first!.id})
        AND permission_id = (SELECT id FROM permissions WHERE scope = ${scope})`);
    const after = await sessions.authenticate(token);
    expect(after).not.toBe(first);
    expect(after!.scopes.has(scope)).toBe(false);

    // The session revoked elsewhere (another instance's logout): refused at once.
    await t.db.run(sql`UPDATE sessions SET revoked_at = now() WHERE token_hash = ${first!.sessionHash}`);
    expect(await sessions.authenticate(token)).toBeNull();
    expect((await t.call({ method: 'GET', url: '/api/users/me', token })).status).toBe(401);
  });
});
