import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedCustomerProductCodes } from './seed';
import { countRevisions, userWithScopes } from './testing';

/**
 * Product Maintenance against a real database: the list, the pickers, a cell
 * edit, the Form Details save, the export, their scopes and their revisions.
 * The import has its own suite (import.test.ts).
 */
let t: TestServer;
let admin: string;
let viewer: string;
/** view_smpp_product_maintenance only. */
let reader: string;
/** view + update_customer_product_code. */
let editor: string;
/** view + export_customer_product_code. */
let exporter: string;

beforeAll(async () => {
  t = await createTestServer();
  await seedCustomerProductCodes(t.db);
  [admin, viewer] = await Promise.all(['admin', 'viewer'].map((u) => t.login(u)));
  reader = await userWithScopes(t, 'cpcreader', 'EMP-0901', ['view_smpp_product_maintenance']);
  editor = await userWithScopes(t, 'cpceditor', 'EMP-0902', ['view_smpp_product_maintenance', 'update_customer_product_code']);
  exporter = await userWithScopes(t, 'cpcexporter', 'EMP-0903', ['view_smpp_product_maintenance', 'export_customer_product_code']);
});
afterAll(async () => t?.close());

const P = '/api/product-legacy-maintenance';
const get = (url: string, token: string, query?: Record<string, string>) => t.call({ method: 'GET', url: `${P}${url}`, token, query });
const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url: `${P}${url}`, token, payload });
const idOf = async (table: 'customers' | 'products', code: string) =>
  table === 'customers'
    ? (await t.db.one<{ id: number }>(sql`SELECT customer_id AS id FROM customers WHERE customer_code = ${code}`))!.id
    : (await t.db.one<{ id: number }>(sql`SELECT product_id AS id FROM products WHERE product_code = ${code}`))!.id;
const revisionsOf = (id: number) =>
  t.db.rows<{ action: string; module: string; reference_code: string; changes: { field: string; old: unknown; new: unknown; new_text?: string }[] }>(
    sql`SELECT action, module, reference_code, changes FROM revisions WHERE entity = 'customer_product_codes' AND entity_id = ${id} ORDER BY id`,
  );

describe('the list and the pickers', () => {
  it('lists the demo codes by customer name, of one customer, searched, sorted, paged', async () => {
    const all = await get('/list', reader, { page_size: '100' });
    expect(all.status).toBe(200);
    expect(all.body.total_rows).toBe(15);
    expect(all.body.result[0]).toEqual({
      id: expect.any(Number),
      customer_id: expect.any(Number),
      customer_code: 'C-00002',
      customer_name: 'Mercury Drug - Cebu Colon',
      product_id: expect.any(Number),
      product_code: expect.any(String),
      product_name: expect.any(String),
      smpp_product_code: expect.stringMatching(/^MDC-/),
      template_product_name: expect.anything(),
    });
    const names = all.body.result.map((r: { customer_name: string }) => r.customer_name.toLowerCase());
    expect(names).toEqual([...names].sort());

    const slmc = await get('/list', reader, { customer_id: String(await idOf('customers', 'C-00004')), order_by: 'smpp_product_code', direction: 'desc' });
    expect(slmc.body.total_rows).toBe(5);
    expect(slmc.body.result.map((r: { smpp_product_code: string }) => r.smpp_product_code)).toEqual(['SLMC-PH-1230', 'SLMC-PH-1102', 'SLMC-PH-1044', 'SLMC-PH-0937', 'SLMC-PH-0912']);

    expect((await get('/list', reader, { search: 'lipitor' })).body.result.map((r: { smpp_product_code: string }) => r.smpp_product_code)).toEqual(['SLMC-PH-0937']);
    expect((await get('/list', reader, { search: '%' })).body.total_rows).toBe(0);
    expect((await get('/list', reader, { page: '1', page_size: '50' })).body).toMatchObject({ code: '00000', result: [], total_rows: 15 });
    expect((await get('/list', reader, { order_by: 'id' })).body.code).toBe('00001');
    expect((await get('/list', reader, { customer_id: 'abc' })).body).toMatchObject({ code: '00001', result: ['The customer is not valid.'] });
  });

  it('answers customer and product options for a search, at most 50', async () => {
    const customers = await get('/dropdown_customers', reader, { search: 'mercury' });
    expect(customers.body.result.map((c: { customer_code: string }) => c.customer_code).sort()).toEqual(['C-00001', 'C-00002']);
    const products = await get('/dropdown_products', reader, { search: 'UNI-BIO' });
    expect(products.body.result).toEqual([{ product_id: expect.any(Number), product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet' }]);
    expect((await get('/dropdown_products', reader)).body.result.length).toBeLessThanOrEqual(50);
  });

  it('pages the export modal’s customers (code, id, name) to holders of the export scope', async () => {
    const page = await get('/customers', exporter, { search: 'medical', page_size: '50', order_by: 'customer_code' });
    expect(page.status).toBe(200);
    expect(page.body.total_rows).toBeGreaterThanOrEqual(3);
    expect(Object.keys(page.body.result[0]).sort()).toEqual(['customer_code', 'customer_id', 'customer_name']);
    expect((await get('/customers', reader)).status).toBe(403);
  });

  it('pages by offset as the spec’s search does, answering the rows under data as well as result', async () => {
    const all = (await get('/customers', exporter, { page_size: '50', order_by: 'customer_code' })).body;
    const spec = (await get('/customers', exporter, { page_size: '3', offset: '4', order_by: 'customer_code' })).body;
    expect(spec.data).toEqual(spec.result);
    expect(spec.total_rows).toBe(all.total_rows);
    // offset 4 with 3 a page starts the second page (rows 3..5): offsets are read as the page they fall in.
    expect(spec.data.map((c: { customer_code: string }) => c.customer_code)).toEqual(all.result.slice(3, 6).map((c: { customer_code: string }) => c.customer_code));
    expect((await get('/customers', exporter, { offset: '-1' })).body.code).toBe('00001');
  });
});

describe('a cell edit', () => {
  it('saves the customer product code with its revision; the same value again records nothing', async () => {
    const body = { customer_code: 'C-00001', internal_product_code: 'UNI-ALX-500', field: 'smpp_product_code', value: '  MDQ-100262-B ' };
    const res = await post('/save', editor, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: '00004', result: { customer_code: 'C-00001', product_code: 'UNI-ALX-500', smpp_product_code: 'MDQ-100262-B' } });
    const revs = await revisionsOf(res.body.result.id);
    expect(revs).toEqual([
      { action: 'updated', module: 'Customer Product Codes', reference_code: 'C-00001 / UNI-ALX-500', changes: [expect.objectContaining({ field: 'smpp_product_code', old: 'MDQ-100262', new: 'MDQ-100262-B' })] },
    ]);
    await post('/save', editor, body);
    expect(await revisionsOf(res.body.result.id)).toHaveLength(1);
  });

  it('a blank template product name is cleared (our product name prints)', async () => {
    const res = await post('/save', editor, { customer_code: 'C-00001', internal_product_code: 'UNI-BIO-500', field: 'template_product_name', value: '   ' });
    expect(res.body.result.template_product_name).toBeNull();
  });

  it('an unknown row is "Record not found."; bad input and a code the customer already uses are 00001, and nothing changes', async () => {
    const before = await countRevisions(t);
    const missing = await post('/save', editor, { customer_code: 'C-00009', internal_product_code: 'UNI-BIO-500', field: 'smpp_product_code', value: 'X' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ code: '00002', result: 'Record not found.' });
    const blank = await post('/save', editor, { customer_code: 'C-00001', internal_product_code: 'UNI-BIO-500', field: 'smpp_product_code', value: ' ' });
    expect(blank.body).toMatchObject({ code: '00001', result: ['Customer product code is required.'] });
    const long = await post('/save', editor, { customer_code: 'C-00001', internal_product_code: 'UNI-BIO-500', field: 'template_product_name', value: 'x'.repeat(201) });
    expect(long.body.result).toEqual(['Template product name must be at most 200 characters.']);
    const wrongField = await post('/save', editor, { customer_code: 'C-00001', internal_product_code: 'UNI-BIO-500', field: 'product_name', value: 'X' });
    expect(wrongField.body.code).toBe('00001');
    const taken = await post('/save', editor, { customer_code: 'C-00001', internal_product_code: 'UNI-BIO-500', field: 'smpp_product_code', value: 'MDQ-100245' });
    expect(taken.body).toMatchObject({ code: '00001', result: ['Customer product code MDQ-100245 is already used for another product of this customer.'] });
    expect(await countRevisions(t)).toBe(before);
  });
});

describe('Form Details', () => {
  it('adds a code (00003) and changes it (00004), each with its revision', async () => {
    const customer_id = await idOf('customers', 'C-00005');
    const product_id = await idOf('products', 'UNI-BIO-500');
    const added = await post('/update', editor, { customer_id, product_id, smpp_product_code: 'TMC-77001', template_product_name: '' });
    expect(added.body).toMatchObject({ code: '00003', result: { customer_code: 'C-00005', product_code: 'UNI-BIO-500', smpp_product_code: 'TMC-77001', template_product_name: null } });
    const id = added.body.result.id;
    const other = await idOf('products', 'UNI-NEO-TAB');
    const changed = await post('/update', editor, { id, customer_id, product_id: other, smpp_product_code: 'TMC-77002', template_product_name: 'NEOZEP FORTE' });
    expect(changed.body).toMatchObject({ code: '00004', result: { id, product_code: 'UNI-NEO-TAB', smpp_product_code: 'TMC-77002' } });
    const revs = await revisionsOf(id);
    expect(revs.map((r) => r.action)).toEqual(['created', 'updated']);
    expect(revs[1].changes).toEqual([
      expect.objectContaining({ field: 'product_id', old: product_id, new: other, new_text: 'UNI-NEO-TAB' }),
      expect.objectContaining({ field: 'smpp_product_code', old: 'TMC-77001', new: 'TMC-77002' }),
      expect.objectContaining({ field: 'template_product_name', old: null, new: 'NEOZEP FORTE' }),
    ]);
  });

  it('refuses a pair or a code already taken, unknown customers and products, with messages on their fields', async () => {
    const customer_id = await idOf('customers', 'C-00001');
    const pair = await post('/update', editor, { customer_id, product_id: await idOf('products', 'UNI-BIO-500'), smpp_product_code: 'NEW-1' });
    expect(pair.body).toEqual({ code: '00001', result: ['This product already has a customer product code for this customer.'], fields: { product_id: ['This product already has a customer product code for this customer.'] } });
    const code = await post('/update', editor, { customer_id, product_id: await idOf('products', 'PFZ-NOR-5'), smpp_product_code: 'MDQ-100245' });
    expect(code.body.fields).toEqual({ smpp_product_code: ['Customer product code MDQ-100245 is already used for another product of this customer.'] });
    expect((await post('/update', editor, { customer_id: 999999, product_id: 1, smpp_product_code: 'A' })).body.fields).toEqual({ customer_id: ['The customer does not exist.'] });
    const bad = await post('/update', editor, { customer_id: '', product_id: null, smpp_product_code: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({ customer_id: ['Customer is required.'], product_id: ['Product is required.'], smpp_product_code: ['Customer product code is required.'] });
    expect((await post('/update', editor, { id: 999999, customer_id, product_id: 1, smpp_product_code: 'A' })).status).toBe(404);
  });
});

describe('the export', () => {
  it("writes the chosen customer's codes as XLSX with the columns an import reads back", async () => {
    const res = await get(`/export/${await idOf('customers', 'C-00004')}`, exporter);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatch(/^\/api\/downloads\//);
    const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${exporter}` } });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain('customer_product_codes_C-00004.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('Customer Product Codes');
    expect(sheet.getCell('B2').value).toBe("C-00004 - St. Luke's Medical Center - BGC");
    // Title, one filter, generated by, blank, then the headers.
    const header = sheet.getRow(5).values as unknown[];
    expect(header.slice(1)).toEqual(['Customer Name', 'Customer Code', 'Customer Product Code', 'Template Product Name', 'Internal Product Name', 'Internal Product Code']);
    expect(sheet.rowCount - 5).toBe(5);
    expect(sheet.getRow(6).getCell(6).value).toBe('GSK-AUG-625');
    expect((await get('/export/999999', exporter)).body).toEqual({ code: '00002', result: 'The customer does not exist.' });
  });
});

describe('scopes', () => {
  it('every call needs its scope: 403 without it, before any input is looked at', async () => {
    const cell = { customer_code: 'C-00001', internal_product_code: 'UNI-BIO-500', field: 'smpp_product_code', value: 'NOPE' };
    expect((await get('/list', viewer)).status).toBe(403);
    expect((await get('/dropdown_customers', viewer)).status).toBe(403);
    expect((await post('/save', reader, cell)).status).toBe(403);
    expect((await post('/save', reader, {})).status).toBe(403);
    expect((await post('/update', exporter, { customer_id: 1, product_id: 1, smpp_product_code: 'X' })).status).toBe(403);
    expect((await get('/export/1', editor)).status).toBe(403);
    expect((await post('/import', editor, {})).status).toBe(403);
    expect((await get('/list', admin)).status).toBe(200);
    const unchanged = await t.db.one<{ smpp_product_code: string }>(sql`
      SELECT m.smpp_product_code FROM customer_product_codes m JOIN products p USING (product_id) JOIN customers c USING (customer_id)
      WHERE c.customer_code = 'C-00001' AND p.product_code = 'UNI-BIO-500'`);
    expect(unchanged!.smpp_product_code).toBe('MDQ-100231');
  });
});
