import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevisionRow } from '../../contract/revisions';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { verifyRevisionChain } from './chain';
import { lastWrittenHead, writeHead } from './head';

/**
 * What the chain alone cannot show (issue 24): the newest rows removed (found
 * against the head written out of the database), and a user renamed (the
 * history keeps the name and roles of the moment, inside the hashed record).
 * Its own server: the tests break the chain on purpose.
 */
let t: TestServer;
let admin: string;
let finance: string;
let financeId = 0;
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance] = await Promise.all(['admin', 'finance'].map((u) => t.login(u)));
  financeId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'finance'`))!.id;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, query?: Record<string, string>) => t.call({ method, url: `/api${url}`, token, payload, query });
const unguarded = (q: ReturnType<typeof sql>) =>
  t.db.transaction(async (tx) => {
    await tx.run(sql`ALTER TABLE revisions DISABLE TRIGGER revisions_append_only`);
    await tx.run(q);
    await tx.run(sql`ALTER TABLE revisions ENABLE TRIGGER revisions_append_only`);
  });

describe('who acted, as they were', () => {
  it('keeps the actor name and roles of the moment inside the hashed record: a rename changes no past revision', async () => {
    const made = await call('POST', '/banks', finance, { bank_code: 'RNM', bank_name: 'Rename Bank' });
    expect(made.body.code).toBe('00003');
    await t.db.run(sql`UPDATE users SET first_name = 'Mariel', last_name = 'Cruz' WHERE id = ${financeId}`);
    await t.db.run(sql`DELETE FROM user_roles WHERE user_id = ${financeId}`);
    const row = (await call('GET', '/revision/history', admin, undefined, { revision_history_id: 'RNM' })).body.result[0] as RevisionRow;
    expect(row.user).toBe('Maria Santos');
    const detail = await call('GET', `/revision/history/${row.revision_history_id}`, admin);
    expect(detail.body.result).toMatchObject({ user: 'Maria Santos', actor_roles: ['Finance'], on_behalf_of: null });
    expect((await verifyRevisionChain(t.db)).ok).toBe(true);
  });
});

describe('the head written out of the database', () => {
  it('removing the newest rows is found against the head last written', async () => {
    const file = t.config.revisionHeadFile;
    const written = await writeHead(t.db, file, new Date('2026-03-02T02:00:00Z'));
    expect(lastWrittenHead(file)).toEqual(written);
    // Written once: the same head is not written again.
    expect(await writeHead(t.db, file, new Date('2026-03-03T02:00:00Z'))).toEqual(written);
    expect((await call('GET', '/revision/verify', admin)).body.result).toMatchObject({ ok: true, witnessed_head: { id: written!.id, found: true } });
    // An intruder removes the newest revision: the chain before it still links...
    await unguarded(sql`DELETE FROM revisions WHERE id = ${written!.id}`);
    expect((await verifyRevisionChain(t.db)).ok).toBe(true);
    // ...but the head written out is gone.
    expect((await call('GET', '/revision/verify', admin)).body.result).toMatchObject({ ok: false, first_broken_id: null, witnessed_head: { id: written!.id, found: false } });
  });

  it('the actor name is covered by the hash: rewriting it breaks the chain at that row', async () => {
    const row = (await t.db.one<{ id: number }>(sql`SELECT id::int FROM revisions WHERE actor_name IS NOT NULL ORDER BY id LIMIT 1`))!;
    await unguarded(sql`UPDATE revisions SET actor_name = 'Someone Else' WHERE id = ${row.id}`);
    expect(await verifyRevisionChain(t.db)).toMatchObject({ ok: false, first_broken_id: row.id });
  });
});
