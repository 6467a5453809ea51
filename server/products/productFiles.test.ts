import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formFields, MAX_UPLOAD_BYTES, type FormValue } from '../../contract/uploads';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { multipartBody, PDF, PNG, textParts, type Part } from '../uploads/testFiles';

/** Product files (spec 001 §3 cpr_document, small/big size images) through the shared upload mechanism. */

let t: TestServer;
let purchaser: string;
let approver: string;
let viewer: string;
let warehouse: string;
beforeAll(async () => {
  t = await createTestServer();
  [purchaser, approver, viewer, warehouse] = await Promise.all(['purchaser', 'approver', 'viewer', 'warehouse'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const FIELDS = {
  product_code: 'TST-FILE-001',
  product_name: 'Test Amoxicillin 500mg Capsule',
  generic_name: 'Amoxicillin',
  supplier_id: 1,
  packaging: 1,
  qty_per_pack: '100',
  cost: '1,120',
  selling_price: '1500.5',
  vat_exemption: 0,
  cpr_expiry: null,
  payment_terms: [{ percent_amount: '30', days_remaining: '30' }],
};

const file = (name: string, bytes: Buffer, fileName: string, type: string): Part => ({ name, value: { bytes, fileName, type } });
const png = (name: string, fileName = `${name}.png`) => file(name, PNG, fileName, 'image/png');

async function send(url: string, body: Record<string, FormValue>, files: Part[], token = purchaser) {
  const { payload, headers } = await multipartBody([...textParts(formFields(body)), ...files]);
  return t.call({ method: 'POST', url: `/api${url}`, token, payload, headers });
}
const get = (url: string, token = purchaser) => t.call({ method: 'GET', url: `/api${url}`, token });
const storedFiles = () => readdirSync(t.config.uploadDir);
const uploadsOf = (submissionId: number) =>
  t.db.rows<{ id: number; doc_type: string; file_name: string; stored_path: string; content_type: string; size_bytes: number; product_id: number | null }>(
    sql`SELECT id, doc_type, file_name, stored_path, content_type, size_bytes, product_id FROM product_uploads WHERE submission_id = ${submissionId} ORDER BY id`,
  );

describe('creating a product with files', () => {
  let submissionId: number;
  let approvalCode: string;

  it('stores the files under random names with their metadata, on the submission', async () => {
    const res = await send('/products/add', { ...FIELDS, is_submit: 1, category: 'CREATED' }, [
      png('small_size_image', '../../etc/small photo.png'),
      file('cpr_document', PDF, 'CPR 2026.pdf', 'application/pdf'),
    ]);
    expect(res.body.code).toBe('00013');
    submissionId = res.body.result.id;
    approvalCode = res.body.result.approval_code;
    const rows = await uploadsOf(submissionId);
    expect(rows.map((r) => [r.doc_type, r.file_name, r.content_type, r.size_bytes, r.product_id])).toEqual([
      ['small', 'small photo.png', 'image/png', PNG.length, null],
      ['cpr', 'CPR 2026.pdf', 'application/pdf', PDF.length, null],
    ]);
    for (const r of rows) {
      expect(r.stored_path).toMatch(/^[a-f0-9]{32}$/);
      expect(existsSync(path.join(t.config.uploadDir, r.stored_path))).toBe(true);
    }
  });

  it('serves a file to a product reader only: 401 without a session, 403 without the scope, 404 for an unknown one', async () => {
    const [small] = await uploadsOf(submissionId);
    const url = `/products/uploads/${small.id}`;
    const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${purchaser}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(String(res.headers['content-disposition'])).toContain("filename*=UTF-8''small%20photo.png");
    expect((await get(url, '')).status).toBe(401);
    for (const token of [viewer, warehouse]) expect((await get(url, token)).body).toEqual({ code: '00403', result: 'You do not have permission to access this.' });
    expect(await get('/products/uploads/999999')).toMatchObject({ status: 404, body: { code: '00002', result: 'File not found.' } });
    expect((await get('/products/uploads/abc')).status).toBe(404);
  });

  it('moves the files onto the product when the creation is approved', async () => {
    const approved = await t.call({ method: 'POST', url: `/api/products/add/approved/${approvalCode}`, token: approver });
    expect(approved.body.code).toBe('00003');
    const detail = await get('/products/id/TST-FILE-001');
    expect(detail.body.result.upload.map((u: { doc_type: string; file_name: string }) => [u.doc_type, u.file_name])).toEqual([
      ['small', 'small photo.png'],
      ['cpr', 'CPR 2026.pdf'],
    ]);
    const cpr = detail.body.result.upload[1];
    expect(cpr.file_url).toBe(`/products/uploads/${cpr.id}`);
    const res = await t.app.inject({ method: 'GET', url: `/api${cpr.file_url}`, headers: { authorization: `Bearer ${approver}` } });
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('a change with new files lists them as changes and replaces the product files only on approval', async () => {
    const product = (await get('/products/id/TST-FILE-001')).body.result;
    const body = { ...FIELDS, product_id: product.product_id, product_code: 'TST-FILE-001', is_submit: 2, category: 'UPDATED' };
    const res = await send('/products/submit/updated', body, [png('small_size_image', 'small v2.png'), png('big_size_image', 'big.png')]);
    expect(res.body.code).toBe('00004');
    const no = res.body.result.product_update_no;
    const pending = (await get('/products/id/TST-FILE-001')).body.result.upload.map((u: { file_name: string }) => u.file_name);
    expect(pending).toEqual(['small photo.png', 'CPR 2026.pdf']);

    const list = await get('/products/update-approval/approval', approver);
    const row = list.body.result.find((r: { product_update_no: string }) => r.product_update_no === no);
    expect(row.changes.text).toEqual(
      expect.arrayContaining([
        { field_name: 'Small Size Image', old_value: 'small photo.png', new_value: 'small v2.png' },
        { field_name: 'Big Size Image', old_value: null, new_value: 'big.png' },
      ]),
    );
    expect((await t.call({ method: 'POST', url: `/api/products/update-approval/${no}/approve`, token: approver })).body.code).toBe('00004');
    const after = (await get('/products/id/TST-FILE-001')).body.result.upload.map((u: { doc_type: string; file_name: string }) => [u.doc_type, u.file_name]);
    expect(after.sort()).toEqual([['big', 'big.png'], ['cpr', 'CPR 2026.pdf'], ['small', 'small v2.png']]);
  });

  it('a change of files only (no field changed) is a change', async () => {
    const product = (await get('/products/id/TST-FILE-001')).body.result;
    const body = { ...FIELDS, product_id: product.product_id, product_code: 'TST-FILE-001', is_submit: 2, category: 'UPDATED' };
    expect((await send('/products/submit/updated', body, [])).body).toEqual({ code: '00001', result: ['There are no changes to submit.'] });
    const res = await send('/products/submit/updated', body, [file('cpr_document', PDF, 'CPR 2027.pdf', 'application/pdf')]);
    expect(res.body.code).toBe('00004');
    expect((await t.call({ method: 'POST', url: `/api/products/update/approved/TST-FILE-001`, token: approver })).body.code).toBe('00004');
    const cpr = (await get('/products/id/TST-FILE-001')).body.result.upload.filter((u: { doc_type: string }) => u.doc_type === 'cpr');
    expect(cpr.map((u: { file_name: string }) => u.file_name)).toEqual(['CPR 2027.pdf']);
  });
});

describe('drafts with files', () => {
  it('lists them as with_image; a new file of the same kind replaces the old one, on disk too', async () => {
    const first = await send('/products/add', { ...FIELDS, product_code: 'TST-FILE-002', is_submit: 0, category: 'CREATED' }, [png('small_size_image', 'one.png')]);
    expect(first.body.code).toBe('00012');
    const id = first.body.result.id;
    const [one] = await uploadsOf(id);
    const draft = await get(`/products/draft/${id}`);
    expect(draft.body.result.with_image).toEqual([
      { id: one.id, doc_type: 'small', file_name: 'one.png', processed_path: `/products/uploads/${one.id}`, erp_uploads_draft_id: id },
    ]);
    const again = await send('/products/add', { ...FIELDS, product_code: 'TST-FILE-002', is_submit: 0, category: 'CREATED', draft_id: id }, [png('small_size_image', 'two.png')]);
    expect(again.body.code).toBe('00012');
    const rows = await uploadsOf(id);
    expect(rows.map((r) => r.file_name)).toEqual(['two.png']);
    expect(storedFiles()).not.toContain(one.stored_path);
    expect(storedFiles()).toContain(rows[0].stored_path);
  });
});

describe('refused uploads: 00001 with a message, never a 500, nothing left on disk', () => {
  const body = { ...FIELDS, product_code: 'TST-FILE-009', is_submit: 0, category: 'CREATED' };

  it.each([
    ['a type not allowed', [file('small_size_image', Buffer.from('hello'), 'notes.txt', 'text/plain')], 'Small size image must be a PNG, JPEG or WebP image.'],
    ['bytes that are not what the type claims', [file('big_size_image', Buffer.from('<html><script>alert(1)</script>'), 'x.png', 'image/png')], 'Big size image must be a PNG, JPEG or WebP image.'],
    ['a PDF as an image', [file('small_size_image', PDF, 'x.png', 'image/png')], 'Small size image must be a PNG, JPEG or WebP image.'],
    ['a file over 10 MB', [file('cpr_document', Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]), 'big.pdf', 'application/pdf')], 'CPR document must be at most 10 MB.'],
    ['an empty file', [file('cpr_document', Buffer.alloc(0), 'empty.pdf', 'application/pdf')], 'CPR document is empty.'],
    ['a field the form does not have', [png('evil')], 'The file field evil is not accepted here.'],
    ['two files for one field', [png('small_size_image'), png('small_size_image')], 'The file field small_size_image is not accepted here.'],
    ['more than 5 files', [1, 2, 3, 4, 5, 6].map(() => png('small_size_image')), 'At most 5 files can be sent at once.'],
  ])('%s', async (_what, files, message) => {
    const before = storedFiles().length;
    const res = await send('/products/add', body, files);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('00001');
    expect(res.body.result).toContain(message);
    expect(storedFiles()).toHaveLength(before);
  });

  it('the fields are validated too: every message at once, and the good files are not kept', async () => {
    const before = storedFiles().length;
    const res = await send('/products/add', { ...body, product_name: '' }, [png('small_size_image'), file('big_size_image', Buffer.from('x'), 'x.gif', 'image/gif')]);
    expect(res.body).toEqual({ code: '00001', result: ['Product name is required.', 'Big size image must be a PNG, JPEG or WebP image.'] });
    const fieldsOnly = await send('/products/add', { ...body, qty_per_pack: 'many' }, [png('small_size_image')]);
    expect(fieldsOnly.body).toEqual({ code: '00001', result: ['Qty per pack is required.'] });
    expect(storedFiles()).toHaveLength(before);
  });

  it('checks the session and the scope before reading the body', async () => {
    const before = storedFiles().length;
    expect((await send('/products/add', body, [png('small_size_image')], '')).status).toBe(401);
    expect((await send('/products/add', body, [png('small_size_image')], viewer)).body.code).toBe('00403');
    expect(storedFiles()).toHaveLength(before);
  });

  it('a route without file fields refuses a multipart body', async () => {
    const res = await send('/product/active/status', { product_id: 1, is_check: 1 }, [png('small_size_image')]);
    expect(res.body).toEqual({ code: '00001', result: ['This request does not accept files.'] });
  });

  it('refuses prototype keys in field names', async () => {
    const { payload, headers } = await multipartBody(textParts([['a[__proto__][x]', '1'], ['product_name', 'x']]));
    const res = await t.call({ method: 'POST', url: '/api/products/add', token: purchaser, payload, headers });
    expect(res.body.code).toBe('00001');
    expect(res.body.result).toContain('The form fields are not valid.');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
