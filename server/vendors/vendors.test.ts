import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedVendorsAndEmployees } from './seed';
import { exportRows } from './testXlsx';

/** Vendors, suppliers and payees through the resource kit (table suppliers, migration 102). */
let t: TestServer;
let finance: string;
let purchaser: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  await seedVendorsAndEmployees(t.db);
  [finance, purchaser, viewer] = await Promise.all(['finance', 'purchaser', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const codes = (body: { result: { vendor_code: string }[] }) => body.result.map((r) => r.vendor_code);
const revisionsOf = (id: number) =>
  t.db.rows<{ action: string; changes: { field: string; old: unknown; new: unknown }[] }>(sql`SELECT action, changes FROM revisions WHERE entity = 'vendors' AND entity_id = ${id} ORDER BY id`);

const NEW_VENDOR = {
  vendor_code: 'v-0101', company_name: 'Cleanway Janitorial Services, Inc.', trade_name: 'Cleanway', is_supplier: false, is_vendor: true, is_payee: false,
  tin: '010-222-333-000', address: '12 Scout Rallos St.', province_id: 813, city_id: 81300, zip_code: '1103', contact_person: 'Ana Lee',
  contact_number: '(02) 8411-2222', email: 'billing@cleanway.demo.invalid', payment_terms_days: '30', lead_time_days: 0, vat_registration: 'vat',
  atc_code: 'WC120', bank_id: 1, bank_account_name: 'Cleanway Janitorial Services, Inc.', bank_account_no: '0050-1111-2222',
};

describe('vendors', () => {
  it('lists the 20 demo parties by code, by category, searched, sorted and paged', async () => {
    const all = await call('GET', '/vendors', finance, undefined, { page_size: '50' });
    expect(all.status).toBe(200);
    expect(all.body.total_rows).toBe(20);
    expect(all.body.result[0]).toMatchObject({
      vendor_code: 'V-0001', company_name: 'United Laboratories, Inc.', categories: 'Supplier', tin: '000-135-477-000',
      registered_address: '66 United St., Brgy. Highway Hills, City of Mandaluyong, 1550', payment_terms_days: 30, vat_registration: 'vat',
      atc_code: 'WC158', ewt_rate: '1.00', bank_name: 'BDO Unibank, Inc.', products: 9, active: true, updated_at: expect.stringMatching(/Z$/),
    });
    const suppliers = await call('GET', '/vendors', finance, undefined, { category_id: '1', page_size: '50' });
    expect(codes(suppliers.body)).toEqual(['V-0001', 'V-0002', 'V-0003', 'V-0004', 'V-0005', 'V-0006', 'V-0007', 'V-0008']);
    const payees = await call('GET', '/vendors', finance, undefined, { category_id: '3', page_size: '50' });
    expect(codes(payees.body)).toEqual(['V-0009', 'V-0010', 'V-0011', 'V-0012', 'V-0014', 'V-0017', 'V-0018', 'V-0019', 'V-0020']);
    const nonTrade = await call('GET', '/vendors', finance, undefined, { category_id: '2', active: 'inactive' });
    expect(codes(nonTrade.body)).toEqual(['V-0016']);
    expect(codes((await call('GET', '/vendors', finance, undefined, { search: 'meralco' })).body)).toEqual(['V-0009']);
    // The city of the registered address is searched too.
    expect(codes((await call('GET', '/vendors', finance, undefined, { search: 'Parañaque' })).body)).toEqual(['V-0006']);
    const byTerms = await call('GET', '/vendors', finance, undefined, { order_by: 'payment_terms_days', direction: 'desc', page_size: '10', page: '0' });
    expect(byTerms.body.result.slice(0, 4).map((r: { payment_terms_days: number }) => r.payment_terms_days)).toEqual([60, 60, 60, 45]);
    const page2 = await call('GET', '/vendors', finance, undefined, { page: '1', page_size: '10' });
    expect(codes(page2.body)[0]).toBe('V-0011');
    expect((await call('GET', '/vendors', finance, undefined, { category_id: 'x' })).body.code).toBe('00001');
  });

  it('creates a vendor with its revision; duplicate code and TIN are 00001 on their fields', async () => {
    const res = await call('POST', '/vendors', finance, NEW_VENDOR);
    expect(res.body.code, JSON.stringify(res.body)).toBe('00003');
    expect(res.body.result).toMatchObject({ vendor_code: 'V-0101', categories: 'Vendor', payment_terms_days: 30, ewt_rate: '2.00', registered_address: '12 Scout Rallos St., Quezon City, 1103', active: true });
    const id = res.body.result.vendor_id;
    const revs = await revisionsOf(id);
    expect(revs.map((r) => r.action)).toEqual(['created']);
    expect(revs[0].changes.find((c) => c.field === 'atc_code')).toMatchObject({ old: null, new: 'WC120' });
    // The older pickers read status: a new vendor is active there too.
    expect(await t.db.one(sql`SELECT status FROM suppliers WHERE vendor_id = ${id}`)).toEqual({ status: 1 });

    const dup = await call('POST', '/vendors', finance, { ...NEW_VENDOR, vendor_code: 'V-0101 '.trim().toLowerCase(), tin: '000-101-528-000' });
    expect(dup.status).toBe(422);
    expect(dup.body.fields).toEqual({ vendor_code: ['Vendor code already exists.'], tin: ['Another vendor already has this TIN.'] });
  });

  it('refuses bad input with messages on their fields and writes nothing', async () => {
    const before = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM suppliers`))!.n;
    const bad = await call('POST', '/vendors', finance, {
      ...NEW_VENDOR, vendor_code: '', is_vendor: false, tin: '123-456', zip_code: '12', email: 'nope', payment_terms_days: '400', vat_registration: 'maybe', bank_account_no: null,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({
      vendor_code: ['Vendor code is required.'],
      tin: ['TIN must look like 000-000-000-000 (or with a 5-digit branch code, 000-000-000-00000).'],
      zip_code: ['ZIP code must be 4 digits.'],
      email: ['Email must be an e-mail address (name@example.com).'],
      payment_terms_days: ['Payment terms must not be more than 365 days.'],
      vat_registration: ['Please choose VAT-registered or non-VAT.'],
    });
    // The rules over several fields, once each field is right.
    const cross = await call('POST', '/vendors', finance, { ...NEW_VENDOR, vendor_code: 'V-0102', tin: null, is_vendor: false, bank_account_no: null, province_id: null });
    expect(cross.body.fields).toEqual({
      is_supplier: ['Choose at least one category: supplier, vendor or payee.'],
      province_id: ['Please choose the province of the city.'],
      bank_account_no: ['Account number is required with a bank.'],
    });
    // The database's checks: a city of another province, an ATC code nobody has, a bank switched off.
    const wrong = await call('POST', '/vendors', finance, { ...NEW_VENDOR, vendor_code: 'V-0102', tin: null, province_id: 803, atc_code: 'WC999', bank_id: 12 });
    expect(wrong.body.fields).toEqual({
      city_id: ['City must be one of the cities of the province.'],
      bank_id: ['Bank must be one of the active banks.'],
      atc_code: ['ATC code must be one of the choices.'],
    });
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM suppliers`))!.n).toBe(before);
  });

  it('updates only what changed, deactivates and activates with revisions; the pickers follow', async () => {
    const pldt = (await call('GET', '/vendors', finance, undefined, { search: 'PLDT' })).body.result[0];
    const { vendor_id: id, categories: _c, registered_address: _r, ewt_rate: _e, bank_name: _b, products: _p, active: _a, updated_at: _u, ...input } = pldt;
    const res = await call('PUT', `/vendors/${id}`, finance, { ...input, payment_terms_days: 30 });
    expect(res.body).toMatchObject({ code: '00004', result: { payment_terms_days: 30 } });
    expect((await revisionsOf(id)).at(-1)).toMatchObject({ action: 'updated', changes: [{ field: 'payment_terms_days', old: 15, new: 30 }] });
    expect((await call('POST', `/vendors/${id}/active`, finance, { active: false })).body.result.active).toBe(false);
    expect(await t.db.one(sql`SELECT status FROM suppliers WHERE vendor_id = ${id}`)).toEqual({ status: 0 });
    expect((await call('POST', `/vendors/${id}/active`, finance, { active: true })).body.result.active).toBe(true);
    expect((await revisionsOf(id)).map((r) => r.action)).toEqual(['updated', 'deactivated', 'activated']);
    expect((await call('PUT', '/vendors/999999', finance, { ...input, vendor_code: 'ZZZ', tin: null })).status).toBe(404);
  });

  it("answers a supplier's products and the form's choices", async () => {
    const res = await call('GET', '/vendors/6/products', purchaser);
    expect(res.body.result.length).toBeGreaterThan(0);
    expect(res.body.result.every((p: { product_code: string }) => typeof p.product_code === 'string')).toBe(true);
    expect((await call('GET', '/vendors/999999/products', purchaser)).status).toBe(404);
    const atc = await call('GET', '/vendor-lookups/atc-codes', purchaser);
    expect(atc.body.result.find((a: { atc_code: string }) => a.atc_code === 'WC158')).toMatchObject({ rate: '1.00', payee_type: 'corporate' });
    expect((await call('GET', '/vendor-lookups/cities', purchaser, undefined, { province_id: '34' })).body.result.map((c: { city: string }) => c.city)).toContain('City of Cabuyao');
    expect((await call('GET', '/vendor-lookups/categories', purchaser)).body.result).toEqual([
      { category_id: 1, label: 'Suppliers' }, { category_id: 2, label: 'Vendors' }, { category_id: 3, label: 'Payees' },
    ]);
  });

  it('exports the list of the search, category and sort as XLSX', async () => {
    const x = await exportRows(t, '/vendors/export', finance, { category_id: 3, active: 'active', order_by: 'company_name', direction: 'asc' });
    expect(x.disposition).toMatch(/vendors_\d{4}-\d{2}-\d{2}\.xlsx/);
    expect(x.headers).toEqual(expect.arrayContaining(['Vendor Code', 'Registered Name', 'Email', 'Account Number', 'Status']));
    const name = x.headers.indexOf('Registered Name');
    expect(x.rows.map((r) => r[name])).toEqual([
      'Bagumbayan Realty Corporation', 'Bureau of Internal Revenue', 'Home Development Mutual Fund', 'Manila Electric Company', 'Manila Water Company, Inc.',
      'Philippine Health Insurance Corporation', 'PLDT Inc.', 'Santos Reyes & Tan Law Offices', 'Social Security System',
    ]);
    expect(x.rows[0][x.headers.indexOf('Status')]).toBe('Active');
    expect(x.rows[0][x.headers.indexOf('VAT')]).toBe('VAT-registered');
    expect(x.preamble.flat()).toEqual(expect.arrayContaining(['Category:', 'Payees', 'Status:', 'Active', 'Sorted By:', 'Registered Name (ascending)']));
  });

  it('needs its scopes: the purchaser reads, the viewer nothing', async () => {
    expect((await call('GET', '/vendors', purchaser)).status).toBe(200);
    expect((await call('POST', '/vendors', purchaser, { ...NEW_VENDOR, vendor_code: 'V-0103', tin: null })).status).toBe(403);
    expect((await call('POST', '/vendors/1/active', purchaser, { active: false })).status).toBe(403);
    expect((await call('GET', '/vendors', viewer)).status).toBe(403);
    expect((await call('POST', '/vendors/export', viewer, {})).status).toBe(403);
    expect((await call('GET', '/vendor-lookups/banks', viewer)).status).toBe(403);
  });
});
