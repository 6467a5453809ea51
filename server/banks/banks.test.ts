import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/** Banks Maintenance through the resource kit: list, create, update, active switch, revisions, refusals. */
let t: TestServer;
let admin: string;
let finance: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance, viewer] = await Promise.all(['admin', 'finance', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const revisionsOf = (id: number) =>
  t.db.rows<{ action: string; changes: { field: string; old: unknown; new: unknown }[]; user_id: number }>(
    sql`SELECT action, changes, user_id FROM revisions WHERE entity = 'banks' AND entity_id = ${id} ORDER BY id`,
  );

describe('banks', () => {
  it('lists the demo banks sorted by code, searched, filtered by status, paged', async () => {
    const all = await call('GET', '/banks', finance, undefined, { page_size: '100' });
    expect(all.status).toBe(200);
    expect(all.body.total_rows).toBe(12);
    const codes = all.body.result.map((b: { bank_code: string }) => b.bank_code);
    expect(codes).toEqual([...codes].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(all.body.result[0]).toMatchObject({ bank_code: 'BDO', bank_name: 'BDO Unibank, Inc.', swift_code: 'BNORPHMM', active: true, updated_at: expect.stringMatching(/Z$/) });
    const found = await call('GET', '/banks', finance, undefined, { search: 'landbank' });
    expect(found.body.result.map((b: { bank_code: string }) => b.bank_code)).toEqual(['LBP']);
    const inactive = await call('GET', '/banks', finance, undefined, { active: 'inactive' });
    expect(inactive.body.result.map((b: { bank_code: string }) => b.bank_code)).toEqual(['PSB']);
    const p1 = await call('GET', '/banks', finance, undefined, { page: '1', page_size: '50', order_by: 'bank_name', direction: 'desc' });
    expect(p1.body).toMatchObject({ code: '00000', result: [], total_rows: 12 });
    // A wildcard in the search is a character, not a pattern.
    expect((await call('GET', '/banks', finance, undefined, { search: '%' })).body.total_rows).toBe(0);
  });

  it('creates a bank with its revision; a duplicate code (any case) is a 00001 on the field', async () => {
    const res = await call('POST', '/banks', finance, { bank_code: 'AUB', bank_name: 'Asia United Bank Corporation', short_name: ' AUB ', swift_code: 'aubkphmm' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('00003');
    expect(res.body.result).toMatchObject({ bank_code: 'AUB', short_name: 'AUB', swift_code: 'AUBKPHMM', active: true });
    const revs = await revisionsOf(res.body.result.bank_id);
    expect(revs).toHaveLength(1);
    expect(revs[0].action).toBe('created');
    expect(revs[0].changes.map((c) => c.field).sort()).toEqual(['bank_code', 'bank_name', 'short_name', 'swift_code']);
    const dup = await call('POST', '/banks', finance, { bank_code: 'aub', bank_name: 'Again' });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({ code: '00001', result: ['Bank code already exists.'], fields: { bank_code: ['Bank code already exists.'] } });
  });

  it('refuses bad input with its messages and writes nothing', async () => {
    const before = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM banks`))!.n;
    const bad = await call('POST', '/banks', finance, { bank_code: '', bank_name: 'x'.repeat(121), swift_code: 'NOPE' });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
    expect(bad.body.result).toEqual(
      expect.arrayContaining(['Bank code is required.', 'Bank name must be at most 120 characters.', 'SWIFT code must be 8 or 11 letters and digits (e.g. BNORPHMM).']),
    );
    // A form's call also says which field each message is about.
    expect(bad.body.fields).toEqual({
      bank_code: ['Bank code is required.'],
      bank_name: ['Bank name must be at most 120 characters.'],
      swift_code: ['SWIFT code must be 8 or 11 letters and digits (e.g. BNORPHMM).'],
    });
    expect((await call('POST', '/banks', finance, { bank_code: 'A\u0000B', bank_name: 'Nul' })).body.code).toBe('00001');
    expect((await call('POST', '/banks', finance, { bank_code: 'X1', bank_name: 'Extra', bank_id: 5 })).body.code).toBe('00001');
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM banks`))!.n).toBe(before);
  });

  it('updates a bank, recording only the fields that changed; unknown ids are 404', async () => {
    const bpi = (await call('GET', '/banks', finance, undefined, { search: 'BOPIPHMM' })).body.result[0];
    const res = await call('PUT', `/banks/${bpi.bank_id}`, finance, { bank_code: 'BPI', bank_name: 'Bank of the Philippine Islands', short_name: 'BPI Bank', swift_code: 'BOPIPHMM' });
    expect(res.body).toMatchObject({ code: '00004', result: { short_name: 'BPI Bank' } });
    const revs = await revisionsOf(bpi.bank_id);
    expect(revs.at(-1)).toMatchObject({ action: 'updated', changes: [{ field: 'short_name', old: 'BPI', new: 'BPI Bank' }] });
    expect((await call('PUT', `/banks/${bpi.bank_id}`, finance, { bank_code: 'BDO', bank_name: 'Clash' })).body.fields).toEqual({ bank_code: ['Bank code already exists.'] });
    expect((await call('PUT', '/banks/999999', finance, { bank_code: 'ZZZ', bank_name: 'Nobody' })).status).toBe(404);
    expect((await call('GET', '/banks/999999', finance)).status).toBe(404);
    expect((await call('GET', '/banks/2147483648', finance)).body.code).toBe('00001');
  });

  it('deactivates and reactivates with a revision each; the same state twice writes nothing', async () => {
    const dbp = (await call('GET', '/banks', finance, undefined, { search: 'DBPHPHMM' })).body.result[0];
    expect((await call('POST', `/banks/${dbp.bank_id}/active`, finance, { active: false })).body.result.active).toBe(false);
    expect((await call('POST', `/banks/${dbp.bank_id}/active`, finance, { active: false })).body.result.active).toBe(false);
    expect((await call('POST', `/banks/${dbp.bank_id}/active`, finance, { active: true })).body.result.active).toBe(true);
    expect((await revisionsOf(dbp.bank_id)).map((r) => r.action)).toEqual(['deactivated', 'activated']);
    expect((await call('POST', `/banks/${dbp.bank_id}/active`, finance, { active: 'no' })).body.code).toBe('00001');
  });

  it('needs its scopes', async () => {
    expect((await call('GET', '/banks', viewer)).status).toBe(403);
    expect((await call('POST', '/banks', viewer, { bank_code: 'V', bank_name: 'Viewer' })).status).toBe(403);
    expect((await call('GET', '/banks', admin)).status).toBe(200);
  });
});
