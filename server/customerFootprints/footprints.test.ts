import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FootprintRow } from '../../contract/customerFootprints';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { multipartBody, PDF, PNG } from '../uploads/testFiles';
import { seedCustomerFootprints } from './seed';

/** Footprint tracing (spec 002 §2.10, §3.19, §7.7) on the seeded demo business. */
let t: TestServer;
let finance: string;
let approver: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  await seedCustomerFootprints(t.db);
  [finance, approver, viewer] = await Promise.all(['finance', 'approver', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const api = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.call({ method, url: `/api${url}`, token, payload });
const list = async (code: string) => (await api('GET', `/customer/footprint/${code}`, finance)).body.result as FootprintRow[];
const saveMultipart = async (token: string, fields: Record<string, string>, file?: { bytes: Buffer; fileName: string; type: string }) => {
  const body = await multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...(file ? [{ name: 'signature', value: file }] : [])]);
  return t.call({ method: 'POST', url: '/api/customer/footprint', token, ...body });
};
const revisionsOf = (id: number) =>
  t.db.rows<{ action: string; module: string; reference_code: string; changes: { field: string; old: unknown; new: unknown }[] }>(sql`
    SELECT action, module, reference_code, changes FROM revisions WHERE entity = 'customer_footprints' AND entity_id = ${id} ORDER BY id`);
const count = async () => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_footprints`))!.n;

describe('the footprint list', () => {
  it("lists a customer's footprints newest first with who recorded them; an unknown customer is 404", async () => {
    const rows = await list('C-00001');
    expect(rows.map((r) => r.date_created)).toEqual(['2026-02-26T01:45:00.000Z', '2026-02-09T06:15:00.000Z', '2026-01-12T02:30:00.000Z']);
    expect(rows[0]).toMatchObject({ customer_code: 'C-00001', note: expect.stringContaining('statement of account'), get_signature: null, created_by: 'Maria Santos' });
    expect(await list('C-00004')).toHaveLength(2);
    expect(await list('C-00002')).toEqual([]);
    const unknown = await api('GET', '/customer/footprint/C-99999', finance);
    expect(unknown).toMatchObject({ status: 404, body: { code: '00002', result: 'Customer not found.' } });
  });
});

describe('saving a footprint', () => {
  it('saves a note without a signature (JSON or multipart), 00003, revisioned under Customers with the customer code', async () => {
    const res = await api('POST', '/customer/footprint', finance, { customer_code: 'C-00002', note: '  Visited the branch; owner away.  ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '00003', result: { customer_code: 'C-00002', note: 'Visited the branch; owner away.', get_signature: null, date_created: '2026-03-02T01:00:00.000Z' } });
    const id = res.body.result.footprint_id as number;
    expect((await list('C-00002')).map((r) => r.footprint_id)).toEqual([id]);
    expect(await revisionsOf(id)).toEqual([
      { action: 'footprint added', module: 'Customers', reference_code: 'C-00002', changes: [{ field: 'note', label: 'Notes/Remarks', old: null, new: 'Visited the branch; owner away.' }] },
    ]);
    const form = await saveMultipart(finance, { customer_code: 'C-00002', note: 'Second visit.' });
    expect(form.body).toMatchObject({ code: '00003', result: { note: 'Second visit.', get_signature: null } });
  });

  it('saves a signature file with it, served back to readers only', async () => {
    const res = await saveMultipart(finance, { customer_code: 'C-00003', note: 'Check details received.' }, { bytes: PNG, fileName: 'signed.png', type: 'image/png' });
    expect(res.body.code).toBe('00003');
    const row = res.body.result as FootprintRow;
    expect(row.get_signature).toEqual({ processed_path: `/customer/footprint/signature/${row.footprint_id}`, file_name: 'signed.png' });
    const file = await t.call({ method: 'GET', url: `/api${row.get_signature!.processed_path}`, token: finance });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect((await t.call({ method: 'GET', url: `/api${row.get_signature!.processed_path}`, token: viewer })).status).toBe(403);
    expect((await revisionsOf(row.footprint_id))[0].changes).toContainEqual({ field: 'signature', label: 'Signature', old: null, new: 'signed.png' });
    // A PDF scan of the signed form is a signature file too.
    expect((await saveMultipart(finance, { customer_code: 'C-00003', note: 'Scan.' }, { bytes: PDF, fileName: 'form.pdf', type: 'application/pdf' })).body.code).toBe('00003');
  });

  it('refuses a blank or overlong note, a wrong file and an unknown customer with messages on the fields, writing nothing', async () => {
    const before = await count();
    const blank = await api('POST', '/customer/footprint', finance, { customer_code: 'C-00002', note: '   ' });
    expect(blank).toMatchObject({ status: 422, body: { code: '00001', result: ['Notes/Remarks is required.'], fields: { note: ['Notes/Remarks is required.'] } } });
    const missing = await api('POST', '/customer/footprint', finance, { customer_code: 'C-00002' });
    expect(missing.body.fields).toEqual({ note: ['Notes/Remarks is required.'] });
    const long = await api('POST', '/customer/footprint', finance, { customer_code: 'C-00002', note: 'x'.repeat(1001) });
    expect(long.body.result).toEqual(['Notes/Remarks must be at most 1000 characters.']);
    const extra = await api('POST', '/customer/footprint', finance, { customer_code: 'C-00002', note: 'a', footprint_id: 1 });
    expect(extra.body.code).toBe('00001');
    const text = await saveMultipart(finance, { customer_code: 'C-00002', note: '' }, { bytes: Buffer.from('hello'), fileName: 'a.txt', type: 'text/plain' });
    expect(text).toMatchObject({ status: 422, body: { code: '00001', fields: { note: ['Notes/Remarks is required.'], signature: ['Signature must be a PDF, PNG, JPEG or WebP file.'] } } });
    const unknown = await api('POST', '/customer/footprint', finance, { customer_code: 'C-99999', note: 'Nobody.' });
    expect(unknown).toMatchObject({ status: 404, body: { code: '00002' } });
    expect(await count()).toBe(before);
  });
});

describe('deleting footprints', () => {
  it('deletes the selected ones (kept for the history, no longer listed or shown), all or none', async () => {
    const [newest, middle, oldest] = await list('C-00001');
    const gone = await api('POST', '/customer/footprint/delete', finance, { footprint_ids: [newest.footprint_id, middle.footprint_id, newest.footprint_id] });
    expect(gone.body).toEqual({ code: '00006', result: 'The selected footprint record(s) have been deleted.' });
    expect((await list('C-00001')).map((r) => r.footprint_id)).toEqual([oldest.footprint_id]);
    const kept = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_footprints WHERE footprint_id = ${newest.footprint_id} AND deleted_at IS NOT NULL AND deleted_by IS NOT NULL`);
    expect(kept!.n).toBe(1);
    expect((await revisionsOf(newest.footprint_id)).map((r) => [r.action, r.reference_code, r.changes[0].old])).toEqual([['footprint deleted', 'C-00001', newest.note]]);
    expect((await api('GET', `/customer/footprint/show/${newest.footprint_id}`, finance)).status).toBe(404);

    // One already deleted among them: nothing is deleted, and the answer says which.
    const again = await api('POST', '/customer/footprint/delete', finance, { footprint_ids: [oldest.footprint_id, middle.footprint_id] });
    expect(again).toMatchObject({ status: 404, body: { code: '00002', result: expect.stringContaining(String(middle.footprint_id)) } });
    expect((await list('C-00001')).map((r) => r.footprint_id)).toEqual([oldest.footprint_id]);
  });

  it('refuses an empty selection or ids that are not ids', async () => {
    const none = await api('POST', '/customer/footprint/delete', finance, { footprint_ids: [] });
    expect(none).toMatchObject({ status: 422, body: { code: '00001', result: ['Select at least one footprint to delete.'] } });
    expect((await api('POST', '/customer/footprint/delete', finance, {})).body.result).toEqual(['Select at least one footprint to delete.']);
    expect((await api('POST', '/customer/footprint/delete', finance, { footprint_ids: ['x'] })).body.code).toBe('00001');
  });
});

describe('the detail and the scopes', () => {
  it('shows one footprint to holders of edit_customer_footprint', async () => {
    const [row] = await list('C-00004');
    const res = await api('GET', `/customer/footprint/show/${row.footprint_id}`, finance);
    expect(res.body).toEqual({ code: '00000', result: row });
    expect((await api('GET', '/customer/footprint/show/999999', finance)).body).toEqual({ code: '00002', result: 'Footprint not found.' });
  });

  it('refuses every call without its scope (403), before anything is written', async () => {
    const before = await count();
    const [row] = await list('C-00004');
    for (const token of [approver, viewer]) {
      expect((await api('GET', '/customer/footprint/C-00004', token)).status).toBe(403);
      expect((await api('GET', `/customer/footprint/show/${row.footprint_id}`, token)).status).toBe(403);
      expect((await api('POST', '/customer/footprint', token, { customer_code: 'C-00004', note: 'x' })).status).toBe(403);
      expect((await saveMultipart(token, { customer_code: 'C-00004', note: 'x' }, { bytes: PNG, fileName: 's.png', type: 'image/png' })).status).toBe(403);
      expect((await api('POST', '/customer/footprint/delete', token, { footprint_ids: [row.footprint_id] })).status).toBe(403);
    }
    expect(await count()).toBe(before);
    expect((await list('C-00004')).map((r) => r.footprint_id)).toContain(row.footprint_id);
  });
});
