import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RevisionRow } from '../../contract/revisions';
import { sql } from '../db/db';
import { recordRevision } from '../kit';
import { createTestServer, type TestServer } from '../testing';
import { verifyRevisionChain } from './chain';

/** Revision History: the kits' writes with module and reference, the list and its filters, the detail, the export, the append-only chain. */
let t: TestServer;
let admin: string;
let finance: string;
let approver: string;
let viewer: string;
// The viewer never changes anything (the seeds now make purchase orders as the purchaser).
let ids: Record<'admin' | 'finance' | 'viewer', number>;
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance, viewer, approver] = await Promise.all(['admin', 'finance', 'viewer', 'approver'].map((u) => t.login(u)));
  const users = await t.db.rows<{ username: 'admin' | 'finance' | 'viewer'; id: number }>(sql`SELECT username, id FROM users WHERE username IN ('admin', 'finance', 'viewer')`);
  ids = Object.fromEntries(users.map((u) => [u.username, u.id])) as typeof ids;
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const history = (query: Record<string, string>, token = admin) => call('GET', '/revision/history', token, undefined, query);
const refs = (rows: RevisionRow[]) => rows.map((r) => r.reference_code);
/** The database's own message of a refused statement (drizzle wraps it in "Failed query"), or null when it ran. */
async function refusal(statement: Promise<unknown>): Promise<string | null> {
  try {
    await statement;
    return null;
  } catch (e) {
    const err = e as Error & { cause?: Error };
    return String(err.cause?.message ?? err.message);
  }
}

/** Revisions of an imaginary module written at given times (Manila is UTC+8: 16:30Z is the next Manila day). */
async function seedModule(module: string, rows: { ref: string; at: string; user: number; remarks?: string }[]) {
  await t.db.transaction(async (tx) => {
    for (const [i, r] of rows.entries()) {
      await recordRevision(tx, { entity: 'probe_items', entityId: i + 1, action: 'updated', userId: r.user, at: r.at, module, reference: r.ref, remarks: r.remarks ?? null });
    }
  });
}

describe('writes of the kits appear with their module and reference', () => {
  it('a bank created and changed: module Banks Maintenance, the bank code, the employee, field labels old -> new', async () => {
    const created = await call('POST', '/banks', finance, { bank_code: 'RVH', bank_name: 'Revision Bank' });
    expect(created.body.code).toBe('00003');
    await call('PUT', `/banks/${created.body.result.bank_id}`, finance, { bank_code: 'RVH', bank_name: 'Revision Bank', swift_code: 'RVHBPHMM' });
    await call('POST', `/banks/${created.body.result.bank_id}/active`, finance, { active: false });

    const list = await history({ revision_history_id: 'rvh' });
    expect(list.status).toBe(200);
    expect(list.body.total_rows).toBe(3);
    // Newest first by default.
    expect(list.body.result.map((r: RevisionRow) => r.activity)).toEqual(['Deactivated', 'Updated', 'Created']);
    expect(list.body.result[2]).toEqual({
      revision_history_id: expect.any(Number),
      activity: 'Created',
      user: 'Maria Santos',
      user_id: ids.finance,
      date_time: '2026-03-02T01:00:00Z',
      reference_code: 'RVH',
      module_name: 'Banks Maintenance',
      remarks: null,
    });
    const updated = await call('GET', `/revision/history/${list.body.result[1].revision_history_id}`, admin);
    expect(updated.body.result.changes).toEqual([{ field: 'swift_code', label: 'SWIFT Code', old: null, new: 'RVHBPHMM' }]);
    const deactivated = await call('GET', `/revision/history/${list.body.result[0].revision_history_id}`, admin);
    expect(deactivated.body.result.changes).toEqual([{ field: 'active', label: 'Active', old: 'Yes', new: 'No' }]);
  });

  it('a product switched inactive: module Products, the product code', async () => {
    const p = (await call('GET', '/products/code/GSK-PAN-500', admin)).body.result;
    expect((await call('POST', '/product/active/status', admin, { product_id: p.product_id, is_check: 0 })).body.code).toBe('00004');
    const list = await history({ revision_history_id: 'GSK-PAN-500', module: 'Products' });
    expect(list.body.result).toMatchObject([{ activity: 'Deactivated', reference_code: 'GSK-PAN-500', module_name: 'Products', user_id: ids.admin }]);
  });

  it('a purchase request transition: module Purchase Request, the PR number, the status in words', async () => {
    const pr = await t.db.one<{ pr_hdr_id: number; pr_no: string }>(sql`SELECT pr_hdr_id, pr_no FROM purchase_requests WHERE status = 0 ORDER BY pr_hdr_id LIMIT 1`);
    expect(pr).toBeDefined();
    const res = await t.call({ method: 'POST', url: '/api/purchase-requests/cancel', token: admin, payload: { pr_hdr_id: pr!.pr_hdr_id, remarks: 'No longer needed' } });
    expect(res.status).toBe(200);
    const list = await history({ revision_history_id: pr!.pr_no, module: 'Purchase Request' });
    expect(list.body.result).toMatchObject([{ activity: 'Cancelled', reference_code: pr!.pr_no, remarks: 'No longer needed' }]);
    const detail = await call('GET', `/revision/history/${list.body.result[0].revision_history_id}`, admin);
    expect(detail.body.result.changes).toEqual([{ field: 'status', label: 'Status', old: 'For Approval', new: 'Cancelled' }]);
  });
});

describe('GET /revision/history', () => {
  beforeAll(async () => {
    await seedModule('Probe Module', [
      { ref: 'PRB-001', at: '2026-01-10T02:00:00Z', user: ids.admin },
      { ref: 'PRB-002', at: '2026-01-10T16:30:00Z', user: ids.admin },
      { ref: 'PRB-003', at: '2026-01-12T03:00:00Z', user: ids.admin, remarks: 'third' },
    ]);
    await seedModule('Probe Users', [
      { ref: 'USR-A', at: '2026-02-01T00:00:00Z', user: ids.admin },
      { ref: 'USR-F', at: '2026-02-01T00:00:01Z', user: ids.finance },
    ]);
  });

  it('filters by module, by day in Manila time, by user; pages with total_rows; sorts by any sortable column', async () => {
    expect(refs((await history({ module: 'Probe Module' })).body.result)).toEqual(['PRB-003', 'PRB-002', 'PRB-001']);
    // 2026-01-10T16:30Z is 2026-01-11 00:30 in Manila.
    expect(refs((await history({ module: 'Probe Module', date_from: '2026-01-11', date_to: '2026-01-11' })).body.result)).toEqual(['PRB-002']);
    expect(refs((await history({ module: 'Probe Module', date_to: '2026-01-10' })).body.result)).toEqual(['PRB-001']);
    expect(refs((await history({ module: 'Probe Users', user_id: String(ids.finance) })).body.result)).toEqual(['USR-F']);
    const page1 = await history({ module: 'Probe Module', page: '1', page_size: '2', order_by: 'reference_code', direction: 'asc' });
    expect(page1.body).toMatchObject({ code: '00000', total_rows: 3 });
    expect(refs(page1.body.result)).toEqual(['PRB-003']);
    // An empty module, date or reference (a cleared field; the spec's list always sends revision_history_id) is "all";
    // a reference of spaces or a blank user is not an id.
    expect((await history({ module: 'Probe Module', date_from: '' })).body.total_rows).toBe(3);
    expect((await history({ module: 'Probe Module', revision_history_id: '' })).body.total_rows).toBe(3);
    expect((await history({ revision_history_id: '  ' })).body.code).toBe('00001');
    expect((await history({ user_id: '' })).body.code).toBe('00001');
    // A reference search's wildcard is a character; a number finds that revision.
    expect((await history({ revision_history_id: '%' })).body.total_rows).toBe(0);
    const one = (await history({ module: 'Probe Module' })).body.result[0] as RevisionRow;
    expect(refs((await history({ revision_history_id: String(one.revision_history_id) })).body.result)).toContain('PRB-003');
  });

  it('refuses bad filters with 00001 and their messages', async () => {
    const reversed = await history({ date_from: '2026-02-01', date_to: '2026-01-01' });
    expect(reversed.status).toBe(422);
    expect(reversed.body).toMatchObject({ code: '00001', result: ['Date From must not be after Date To.'] });
    expect((await history({ date_from: '2026-02-30' })).body.code).toBe('00001');
    expect((await history({ order_by: 'changes' })).body.code).toBe('00001');
    expect((await history({ user_id: 'me' })).body.code).toBe('00001');
    expect((await history({ module: 'x\u0000' })).body.code).toBe('00001');
  });

  it('lists the modules and the people of the history for the filters', async () => {
    const modules = (await call('GET', '/revision/modules', admin)).body.result;
    expect(modules).toEqual(expect.arrayContaining(['Banks Maintenance', 'Probe Module', 'Probe Users', 'Products', 'Purchase Request']));
    expect(modules).toEqual([...modules].sort());
    const people = (await call('GET', '/revision/users', admin)).body.result;
    expect(people).toEqual(expect.arrayContaining([{ user_id: ids.finance, name: 'Maria Santos' }]));
    expect(people.map((p: { user_id: number }) => p.user_id)).not.toContain(ids.viewer);
  });

  it('one revision: 404 when unknown, 00001 when not an id', async () => {
    expect((await call('GET', '/revision/history/2147483647', admin)).status).toBe(404);
    expect((await call('GET', '/revision/history/abc', admin)).body.code).toBe('00001');
  });

  it('needs view_revision_history on every call', async () => {
    for (const [method, url] of [
      ['GET', '/revision/history'],
      ['GET', '/revision/history/1'],
      ['POST', '/revision/history/export'],
      ['GET', '/revision/modules'],
      ['GET', '/revision/users'],
      ['GET', '/revision/verify'],
    ] as const) {
      expect((await call(method, url, viewer, method === 'POST' ? {} : undefined)).status, url).toBe(403);
      // The approver works with products and purchase requests but audits nothing (the Finance role does, since the demo grants it).
      expect((await call(method, url, approver, method === 'POST' ? {} : undefined)).status, url).toBe(403);
      if (method === 'GET') expect((await call(method, url, finance)).status, url).not.toBe(403);
    }
  });
});

describe('POST /revision/history/export', () => {
  it('writes the filtered rows newest first with readable headers and the filters in the header rows', async () => {
    const res = await call('POST', '/revision/history/export', admin, { module: 'Probe Module' });
    expect(res.body.code).toBe('00000');
    const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${admin}` } });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    let head = 1;
    while (head < 15 && values(head)[0] !== 'Activity') head++;
    expect(values(head)).toEqual(['Activity', 'User', 'Date and Time', 'Reference', 'Module', 'Remarks', 'Revision No.']);
    expect([2, 3, 4].map((i) => values(head + i - 1)[3])).toEqual(['PRB-003', 'PRB-002', 'PRB-001']);
    expect(values(head + 1)[5]).toBe('third');
    const top = Array.from({ length: head - 1 }, (_, i) => values(i + 1).join(' ')).join('\n');
    expect(top).toMatch(/Revision History/);
    expect(top).toMatch(/Module.*Probe Module/);
    expect((await call('POST', '/revision/history/export', admin, { date_from: '2026-02-01', date_to: '2026-01-01' })).body.code).toBe('00001');
  });
});

describe('the trail is append-only and tamper-evident', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE of a revision', async () => {
    const count = async () => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE remarks IS DISTINCT FROM 'edited'`))!.n;
    const before = await count();
    expect(await refusal(t.db.run(sql`UPDATE revisions SET remarks = 'edited' WHERE id = (SELECT MIN(id) FROM revisions)`))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.db.run(sql`DELETE FROM revisions WHERE id = (SELECT MIN(id) FROM revisions)`))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(t.db.run(sql`TRUNCATE revisions`))).toMatch(/append-only: TRUNCATE refused/);
    expect(await count()).toBe(before);
  });

  it('every insert links to the row before; two writers at once keep one chain', async () => {
    const write = (n: number) =>
      t.db.transaction(async (tx) => {
        const id = await recordRevision(tx, { entity: 'probe_items', entityId: n, action: 'created', userId: ids.admin, at: '2026-03-02T01:00:00Z', module: 'Probe Race' });
        await tx.run(sql`SELECT pg_sleep(0.01)`);
        return id;
      });
    const written = await Promise.all([1, 2, 3, 4].map(write));
    const rows = await t.db.rows<{ id: number; prev_hash: string; hash: string; before: string | null }>(sql`
      SELECT id::int, prev_hash, hash, lag(hash) OVER (ORDER BY id) AS before FROM revisions ORDER BY id`);
    const ours = rows.filter((r) => written.includes(r.id));
    expect(ours).toHaveLength(4);
    for (const r of ours) expect(r.prev_hash).toBe(r.before);
    // No two rows claim the same predecessor: the chain did not fork.
    expect(new Set(rows.map((r) => r.prev_hash)).size).toBe(rows.length);
    expect(await verifyRevisionChain(t.db)).toEqual({ ok: true, checked: rows.length, first_broken_id: null });
    expect((await call('GET', '/revision/verify', admin)).body.result).toEqual({ ok: true, checked: rows.length, first_broken_id: null });
  });

  it('an edited row is found, and so is a removed one (by the row after it)', async () => {
    const [victim, next] = await t.db.rows<{ id: number; remarks: string | null }>(sql`SELECT id::int, remarks FROM revisions ORDER BY id LIMIT 2 OFFSET 2`);
    // As the table owner, with the guard switched off: what an intruder with database access could do.
    const unguarded = (q: ReturnType<typeof sql>) =>
      t.db.transaction(async (tx) => {
        await tx.run(sql`ALTER TABLE revisions DISABLE TRIGGER revisions_append_only`);
        await tx.run(q);
        await tx.run(sql`ALTER TABLE revisions ENABLE TRIGGER revisions_append_only`);
      });
    await unguarded(sql`UPDATE revisions SET remarks = 'nothing happened' WHERE id = ${victim.id}`);
    expect(await verifyRevisionChain(t.db)).toMatchObject({ ok: false, first_broken_id: victim.id });
    expect((await call('GET', '/revision/verify', admin)).body.result).toMatchObject({ ok: false, first_broken_id: victim.id });
    await unguarded(sql`UPDATE revisions SET remarks = ${victim.remarks} WHERE id = ${victim.id}`);
    expect((await verifyRevisionChain(t.db)).ok).toBe(true);
    await unguarded(sql`DELETE FROM revisions WHERE id = ${victim.id}`);
    expect(await verifyRevisionChain(t.db)).toMatchObject({ ok: false, first_broken_id: next.id });
    // The guard is back on.
    expect(await refusal(t.db.run(sql`DELETE FROM revisions WHERE id = ${next.id}`))).toMatch(/append-only: DELETE refused/);
  });

});
