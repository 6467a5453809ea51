import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { multipartBody, PDF, PNG, type Part } from '../uploads/testFiles';

/** Purchase request attachments stored as files (server/uploads) and read back with download links. */

let t: TestServer;
let purchaser: string;
let approver: string;
let viewer: string;
let openId: number;
let approvedId: number;
beforeAll(async () => {
  t = await createTestServer();
  [purchaser, approver, viewer] = await Promise.all(['purchaser', 'approver', 'viewer'].map((u) => t.login(u)));
  const first = (status: number) => t.db.one<{ id: number }>(sql`SELECT pr_hdr_id AS id FROM purchase_requests WHERE status = ${status} ORDER BY pr_hdr_id LIMIT 1`);
  openId = (await first(0))!.id;
  approvedId = (await first(1))!.id;
});
afterAll(async () => t?.close());

const attach = async (id: number, parts: Part[], token = purchaser) => {
  const { payload, headers } = await multipartBody(parts);
  return t.call({ method: 'POST', url: `/api/purchase-requests/${id}/attachments`, token, payload, headers });
};
const file = (bytes: Buffer, fileName: string, type: string): Part => ({ name: 'attachments', value: { bytes, fileName, type } });
const download = (url: string, token: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('purchase request attachments', () => {
  it('stores several files and lists them with download links; older metadata-only entries have none', async () => {
    const res = await attach(openId, [file(PDF, 'quotation.pdf', 'application/pdf'), file(PNG, 'label photo.png', 'image/png')]);
    expect(res.body.code).toBe('00003');
    const list = res.body.result.attachments as { file_name: string; mime_type: string; file_url: string | null }[];
    const added = list.filter((a) => a.file_url);
    expect(added.map((a) => [a.file_name, a.mime_type])).toEqual([
      ['quotation.pdf', 'application/pdf'],
      ['label photo.png', 'image/png'],
    ]);
    expect(list.filter((a) => !a.file_url).map((a) => a.file_name)).toEqual([expect.stringMatching(/^quotation-PR/)]);
    const shown = await t.call({ method: 'GET', url: `/api/purchase-requests/show/${openId}`, token: approver });
    expect(shown.body.result.attachments).toEqual(list);

    const pdf = await download(added[0].file_url!, approver);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect((await download(added[0].file_url!, viewer)).statusCode).toBe(403);
    expect((await download(added[0].file_url!, '')).statusCode).toBe(401);
    const metadataOnly = list.find((a) => !a.file_url) as unknown as { attachment_id: number };
    expect((await download(`/purchase-requests/attachments/${metadataOnly.attachment_id}`, approver)).statusCode).toBe(404);
    expect((await download('/purchase-requests/attachments/99999999', approver)).statusCode).toBe(404);
  });

  it('takes the spec’s payload as multipart on create and update, its attachments as files (001 §3)', async () => {
    const pr = {
      supplier: '1', estimated_delivery_date: '2026-04-15', particulars: 'Multipart request', term_po: '30', term_dr: '70',
      'term_pdc[0][product_term_id]': '', 'term_pdc[0][percentage]': '0', 'term_pdc[0][days]': '30 days',
      'details[0][product_id]': '1', 'details[0][requested_qty]': '100', 'details[0][unit_price]': '347.20', 'details[0][total_amount]': '34720.00',
    };
    const send = async (url: string, fields: Record<string, string>, files: Part[]) => {
      const { payload, headers } = await multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
      return t.call({ method: 'POST', url: `/api/purchase-requests/${url}`, token: purchaser, payload, headers });
    };
    const created = await send('create', pr, [file(PDF, 'quotation.pdf', 'application/pdf')]);
    expect(created.body.code, JSON.stringify(created.body).slice(0, 300)).toBe('00003');
    const id = created.body.result.pr_hdr_id as number;
    expect(created.body.result.details).toHaveLength(1);
    expect(created.body.result.attachments.map((a: { file_name: string; file_url: string | null }) => [a.file_name, !!a.file_url])).toEqual([['quotation.pdf', true]]);
    const updated = await send('update', { ...pr, pr_hdr_id: String(id), particulars: 'With a photo' }, [file(PNG, 'label.png', 'image/png')]);
    expect(updated.body.code, JSON.stringify(updated.body).slice(0, 300)).toBe('00004');
    expect(updated.body.result.attachments.map((a: { file_name: string }) => a.file_name)).toEqual(['quotation.pdf', 'label.png']);
    // A refused request keeps no file.
    const before = readdirSync(t.config.uploadDir).length;
    expect((await send('create', { ...pr, 'details[0][requested_qty]': '1' }, [file(PDF, 'q.pdf', 'application/pdf')])).body.code).toBe('00001');
    expect(readdirSync(t.config.uploadDir)).toHaveLength(before);
  });

  it('refuses: no file, a wrong type, a request that can no longer be updated, a user who may not edit; nothing stays on disk', async () => {
    const before = readdirSync(t.config.uploadDir).length;
    expect((await attach(openId, [])).body).toEqual({ code: '00001', result: ['Choose at least one file to attach.'] });
    expect((await attach(openId, [file(Buffer.from('MZ...'), 'setup.exe', 'application/octet-stream')])).body).toEqual({
      code: '00001',
      result: ['Attachment "setup.exe" must be a PDF, PNG, JPEG or WebP file.'],
    });
    const approved = await attach(approvedId, [file(PDF, 'late.pdf', 'application/pdf')]);
    expect(approved.status).toBe(409);
    expect(approved.body.code).toBe('00005');
    expect((await attach(openId, [file(PDF, 'x.pdf', 'application/pdf')], approver)).status).toBe(403);
    expect(readdirSync(t.config.uploadDir)).toHaveLength(before);
  });
});
