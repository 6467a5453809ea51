import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDocuments, DocumentSlot } from '../../contract/customerDocuments';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { multipartBody, PDF, PNG, type Part } from '../uploads/testFiles';

/**
 * The Documents tab's calls (spec 002 §2.4, §3.7, §5) on the seeded demo
 * customers, which start with no documents. The clock is 2026-03-02 09:00 Manila.
 */
let t: TestServer;
let finance: string;
let approver: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver, viewer] = await Promise.all(['finance', 'approver', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const docsOf = async (code: string, token = finance) => t.call({ method: 'GET', url: `/api/customer/documents/${code}`, token });
const read = async (code: string) => (await docsOf(code)).body.result as CustomerDocuments;
const slot = (d: CustomerDocuments, type: string) => d.customer_documents.find((s) => s.doc_type === type) as DocumentSlot;
const file = (bytes: Buffer, fileName: string, type: string): Part => ({ name: 'file', value: { bytes, fileName, type } });
async function upload(code: string, fields: Record<string, string>, parts: Part[] = [file(PDF, 'scan.pdf', 'application/pdf')], token = finance) {
  const body = await multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...parts]);
  return t.call({ method: 'POST', url: `/api/customer/documents/${code}`, token, ...body });
}
const revisions = async (code: string) =>
  t.db.rows<{ action: string; changes: { field: string; label: string; old: unknown; new: unknown }[] }>(sql`
    SELECT action, changes FROM revisions WHERE entity = 'customers' AND reference_code = ${code} ORDER BY id`);
const setTypes = (code: string, customerType: number, businessType: number) =>
  t.db.run(sql`UPDATE customers SET customer_type_id = ${customerType}, business_type_id = ${businessType} WHERE customer_code = ${code}`);

describe('reading', () => {
  it('lists the nine documents in order with what §5 requires of the customer, none on file yet', async () => {
    const d = await read('C-00004');
    expect(d).toMatchObject({ customer_code: 'C-00004', as_of: '2026-03-02', kyc_state: 'missing_documents', customer_documents_others: [] });
    expect(d.customer_documents.map((s) => s.doc_type)).toEqual(['BCAF', 'PRCID_front', 'PRCID_back', 'other_gov_id', 'cert_reg', 'lto', 'bus_permit', 'gis', 'photo_est']);
    // A hospital (type 2), a corporation (business type 3).
    expect(d.customer_documents.filter((s) => s.required).map((s) => s.doc_type)).toEqual(['cert_reg', 'lto', 'bus_permit', 'photo_est']);
    expect(slot(d, 'lto')).toMatchObject({ standing: 'missing', has_expiry: true, document: null });
    expect(slot(d, 'BCAF')).toMatchObject({ standing: 'absent', has_expiry: false });
    expect(slot(d, 'PRCID_front').has_expiry).toBe(true);
  });

  it('answers 404 for an unknown customer, and only to those who may view customers', async () => {
    expect((await docsOf('C-99999')).body).toMatchObject({ code: '00002', result: 'Customer not found.' });
    expect((await docsOf('C-00004', approver)).status).toBe(403);
    expect((await docsOf('C-00004', viewer)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/customer/documents/C-00004' })).status).toBe(401);
  });
});

describe('§5 completeness by customer type', () => {
  it('a physician (type 4) needs both sides of the PRC ID and nothing else', async () => {
    await setTypes('C-00019', 4, 2);
    const d = await read('C-00019');
    expect(d.customer_documents.filter((s) => s.required).map((s) => s.doc_type)).toEqual(['PRCID_front', 'PRCID_back']);
    expect((await upload('C-00019', { doc_type: 'PRCID_front', expiry_date: '2028-06-30' })).body.code).toBe('00004');
    expect((await read('C-00019')).kyc_state).toBe('missing_documents');
    const done = await upload('C-00019', { doc_type: 'PRCID_back' }, [file(PNG, 'back.png', 'image/png')]);
    expect(done.body.result.kyc_state).toBe('complete');
    expect(slot(done.body.result, 'PRCID_back').document).toMatchObject({ file_name: 'back.png', expiry_date: null });
  });

  it('other types need the certificate of registration, LTO and photograph, and a business permit unless a sole proprietorship', async () => {
    await setTypes('C-00018', 1, 1);
    const sole = await read('C-00018');
    expect(sole.customer_documents.filter((s) => s.required).map((s) => s.doc_type)).toEqual(['cert_reg', 'lto', 'photo_est']);
    await upload('C-00018', { doc_type: 'cert_reg' });
    await upload('C-00018', { doc_type: 'lto', expiry_date: '2027-01-31' });
    expect((await upload('C-00018', { doc_type: 'photo_est' }, [file(PNG, 'store.png', 'image/png')])).body.result.kyc_state).toBe('complete');
    // A partnership needs the business permit too.
    await setTypes('C-00018', 1, 2);
    const partnership = await read('C-00018');
    expect(partnership.kyc_state).toBe('missing_documents');
    expect(slot(partnership, 'bus_permit')).toMatchObject({ required: true, standing: 'missing' });
    expect((await upload('C-00018', { doc_type: 'bus_permit', expiry_date: '2026-12-31' })).body.result.kyc_state).toBe('complete');
  });
});

describe('uploading', () => {
  it('replaces a fixed document (the old file kept as replaced), stores the expiry and revisions each upload', async () => {
    const first = await upload('C-00020', { doc_type: 'lto', expiry_date: '2027-05-31' });
    expect(first.body.code).toBe('00004');
    const before = slot(first.body.result, 'lto').document!;
    expect(before).toMatchObject({ file_name: 'scan.pdf', expiry_date: '2027-05-31', uploaded_by: 'Maria Santos', path: `/customer/files/${before.customer_doc_id}` });
    const served = await t.call({ method: 'GET', url: `/api${before.path}`, token: finance });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');

    const second = await upload('C-00020', { doc_type: 'lto', expiry_date: '2028-05-31' }, [file(PNG, 'lto-2028.png', 'image/png')]);
    expect(slot(second.body.result, 'lto').document).toMatchObject({ file_name: 'lto-2028.png', expiry_date: '2028-05-31' });
    const rows = await t.db.rows<{ replaced: boolean }>(sql`
      SELECT replaced_at IS NOT NULL AS replaced FROM customer_files f JOIN customers c USING (customer_id) WHERE c.customer_code = 'C-00020' AND doc_type = 'lto' ORDER BY f.id`);
    expect(rows).toEqual([{ replaced: true }, { replaced: false }]);
    const revs = (await revisions('C-00020')).filter((r) => r.action === 'document_uploaded');
    expect(revs.at(-1)!.changes).toEqual([
      { field: 'lto', label: 'License to Operate', old: 'scan.pdf', new: 'lto-2028.png' },
      { field: 'lto_expiry_date', label: 'License to Operate Expiry Date', old: '2027-05-31', new: '2028-05-31' },
    ]);
  });

  it('refuses a file that is not a PDF or a picture by its bytes, whatever its name and declared type, and stores nothing', async () => {
    const before = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_files`);
    const filesBefore = readdirSync(t.config.uploadDir).length;
    const html = await upload('C-00021', { doc_type: 'cert_reg' }, [file(Buffer.from('<html><script>alert(1)</script></html>'), 'cor.pdf', 'application/pdf')]);
    expect(html).toMatchObject({ status: 422, body: { code: '00001', result: ['Document file must be a PDF, PNG, JPEG or WebP file.'], fields: { file: ['Document file must be a PDF, PNG, JPEG or WebP file.'] } } });
    const text = await upload('C-00021', { doc_type: 'cert_reg' }, [file(Buffer.from('plain text'), 'cor.txt', 'text/plain')]);
    expect(text.body.code).toBe('00001');
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customer_files`))!.n).toBe(before!.n);
    expect(readdirSync(t.config.uploadDir).length).toBe(filesBefore);
  });

  it('asks for the file, the expiry date of licences and permits, and a description of other documents, on their fields', async () => {
    const noFile = await upload('C-00021', { doc_type: 'cert_reg' }, []);
    expect(noFile.body).toMatchObject({ code: '00001', fields: { file: ['Choose a file to upload.'] } });
    const json = await t.call({ method: 'POST', url: '/api/customer/documents/C-00021', token: finance, payload: { doc_type: 'cert_reg' } });
    expect(json.body).toMatchObject({ code: '00001', result: ['Choose a file to upload.'] });
    const noExpiry = await upload('C-00021', { doc_type: 'bus_permit', expiry_date: '' });
    expect(noExpiry.body).toMatchObject({ code: '00001', fields: { expiry_date: ['Expiry date is required.'] } });
    const badDate = await upload('C-00021', { doc_type: 'lto', expiry_date: '2026-02-30' });
    expect(badDate.body.fields.expiry_date).toEqual(['Expiry date must be a real date.']);
    const noDescription = await upload('C-00021', { doc_type: 'others' });
    expect(noDescription.body).toMatchObject({ code: '00001', fields: { description: ['Description is required.'] } });
    const badType = await upload('C-00021', { doc_type: 'passport' });
    expect(badType.body.fields.doc_type).toEqual(['Document type is not one of the customer documents.']);
    expect((await read('C-00021')).customer_documents.every((s) => s.document === null)).toBe(true);
  });

  it('ignores an expiry date sent for a document that has none', async () => {
    const res = await upload('C-00022', { doc_type: 'gis', expiry_date: '2027-01-01' });
    expect(slot(res.body.result, 'gis').document!.expiry_date).toBeNull();
  });

  it('is for those who may update customers, checked before any byte is stored', async () => {
    const filesBefore = readdirSync(t.config.uploadDir).length;
    expect((await upload('C-00022', { doc_type: 'cert_reg' }, undefined, approver)).status).toBe(403);
    expect((await upload('C-00022', { doc_type: 'cert_reg' }, undefined, viewer)).status).toBe(403);
    expect(readdirSync(t.config.uploadDir).length).toBe(filesBefore);
    expect((await upload('C-99999', { doc_type: 'cert_reg' })).body).toMatchObject({ code: '00002', result: 'Customer not found.' });
    expect(readdirSync(t.config.uploadDir).length).toBe(filesBefore);
  });
});

describe('expiry', () => {
  it('judges expired and expiring against today in Manila: valid through its date, expiring within 30 days', async () => {
    await setTypes('C-00024', 5, 5);
    await upload('C-00024', { doc_type: 'cert_reg' });
    await upload('C-00024', { doc_type: 'photo_est' }, [file(PNG, 'front.png', 'image/png')]);
    await upload('C-00024', { doc_type: 'bus_permit', expiry_date: '2026-12-31' });
    // Today (2026-03-02) is its last valid day.
    const today = await upload('C-00024', { doc_type: 'lto', expiry_date: '2026-03-02' });
    expect(today.body.result.kyc_state).toBe('expiring');
    expect(slot(today.body.result, 'lto').standing).toBe('expiring');
    const fix = (date: string) => t.call({ method: 'PUT', url: '/api/customer/documents/C-00024/expiry', token: finance, payload: { doc_type: 'lto', expiry_date: date } });
    expect((await fix('2026-04-01')).body.result.kyc_state).toBe('expiring');
    expect((await fix('2026-04-02')).body.result.kyc_state).toBe('complete');
    const expired = await fix('2026-03-01');
    expect(expired.body).toMatchObject({ code: '00004', result: { kyc_state: 'expired' } });
    expect(slot(expired.body.result, 'lto').standing).toBe('expired');
    // The Manila day turns at 16:00 UTC (sessions idle out over those hours: a new one each time).
    t.clock.set(Date.UTC(2026, 2, 2, 16, 30));
    expect((await docsOf('C-00024', await t.login('finance'))).body.result.as_of).toBe('2026-03-03');
    t.clock.set(Date.UTC(2026, 2, 2, 1, 0));
    [finance, approver, viewer] = await Promise.all(['finance', 'approver', 'viewer'].map((u) => t.login(u)));
    const revs = (await revisions('C-00024')).filter((r) => r.action === 'document_expiry_changed');
    expect(revs.map((r) => r.changes[0].new)).toEqual(['2026-04-01', '2026-04-02', '2026-03-01']);
  });

  it('refuses an expiry date for a document without one, or with nothing on file; the same date again writes nothing', async () => {
    const put = (code: string, payload: object) => t.call({ method: 'PUT', url: `/api/customer/documents/${code}/expiry`, token: finance, payload });
    expect((await put('C-00024', { doc_type: 'gis', expiry_date: '2027-01-01' })).body).toMatchObject({ code: '00001', fields: { doc_type: ['Only licences and permits have an expiry date.'] } });
    expect((await put('C-00024', { doc_type: 'lto', expiry_date: '' })).body.fields.expiry_date).toEqual(['Expiry date is required.']);
    expect((await put('C-00023', { doc_type: 'lto', expiry_date: '2027-01-01' })).body).toMatchObject({ code: '00002', result: 'There is no such document on file.' });
    const count = (await revisions('C-00024')).length;
    expect((await put('C-00024', { doc_type: 'lto', expiry_date: '2026-03-01' })).body.code).toBe('00004');
    expect((await revisions('C-00024')).length).toBe(count);
    expect((await put('C-00024', { doc_type: 'lto', expiry_date: '2027-01-01' })).status).toBe(200);
    const denied = await t.call({ method: 'PUT', url: '/api/customer/documents/C-00024/expiry', token: approver, payload: { doc_type: 'lto', expiry_date: '2027-01-01' } });
    expect(denied.status).toBe(403);
  });
});

describe('other documents', () => {
  it('adds any number with a description, removes one (kept in the history), and removes only the customer’s own', async () => {
    await upload('C-00006', { doc_type: 'others', description: 'Credit Application Form' });
    const two = await upload('C-00006', { doc_type: 'others', description: 'Board Resolution', expiry_date: '2030-01-01' }, [file(PNG, 'board.png', 'image/png')]);
    const others = two.body.result.customer_documents_others;
    expect(others.map((o: { description: string; expiry_date: string | null }) => [o.description, o.expiry_date])).toEqual([
      ['Credit Application Form', null],
      ['Board Resolution', null],
    ]);
    const del = (code: string, id: number, token = finance) => t.call({ method: 'DELETE', url: `/api/customer/documents/${code}/others/${id}`, token });
    expect((await del('C-00006', others[0].customer_doc_id, approver)).status).toBe(403);
    expect((await del('C-00007', others[0].customer_doc_id)).body).toMatchObject({ code: '00002', result: 'There is no such document on file.' });
    const removed = await del('C-00006', others[0].customer_doc_id);
    expect(removed.body.code).toBe('00006');
    expect(removed.body.result.customer_documents_others.map((o: { description: string }) => o.description)).toEqual(['Board Resolution']);
    expect((await del('C-00006', others[0].customer_doc_id)).body.code).toBe('00002');
    const revs = await revisions('C-00006');
    expect(revs.map((r) => r.action)).toEqual(['document_uploaded', 'document_uploaded', 'document_removed']);
    expect(revs[2].changes).toEqual([{ field: 'others', label: 'Other Document', old: 'Credit Application Form: scan.pdf', new: null }]);
    // Its file is still there for the history.
    expect((await t.call({ method: 'GET', url: `/api/customer/files/${others[0].customer_doc_id}`, token: finance })).status).toBe(200);
  });

  it('cannot remove a fixed document', async () => {
    const res = await upload('C-00008', { doc_type: 'cert_reg' });
    const id = slot(res.body.result, 'cert_reg').document!.customer_doc_id;
    expect((await t.call({ method: 'DELETE', url: `/api/customer/documents/C-00008/others/${id}`, token: finance })).body.code).toBe('00002');
  });
});
