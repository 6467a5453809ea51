import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerDiscountRow, ProductForDiscount } from '../../contract/customerDeals';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedCustomerDeals } from './seed';

/** The Products & Discounts tab's calls (spec 002 §2.4, §3.8) on the demo deals. */
let t: TestServer;
let finance: string;
let approver: string;
let viewer: string;
const productId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestServer();
  await seedCustomerDeals(t.db);
  [finance, approver, viewer] = await Promise.all(['finance', 'approver', 'viewer'].map((u) => t.login(u)));
  for (const r of await t.db.rows<{ product_id: number; product_code: string }>(sql`SELECT product_id, product_code FROM products`)) productId[r.product_code] = Number(r.product_id);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const rowsOf = async (code: string) => (await call('GET', `/customer/${code}/discounts`, finance, undefined, { page_size: '100' })).body.result as CustomerDiscountRow[];
const historyOf = (code: string) =>
  t.db.rows<{ action: string; changes: { label: string; old: string | null; new: string | null }[] }>(sql`
    SELECT r.action, r.changes FROM revisions r JOIN customers c ON c.customer_id = r.entity_id
    WHERE r.entity = 'customer_discounts' AND c.customer_code = ${code} ORDER BY r.id`);

describe('the product picker', () => {
  it('offers active products not yet listed for the customer, 100 a page, with their special and unit prices', async () => {
    const listed = (await rowsOf('C-00001')).map((r) => r.product_id);
    expect(listed).toHaveLength(3);
    const res = await call('GET', '/customer/C-00001/discounts/products', finance);
    const offered = res.body.result as ProductForDiscount[];
    const active = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM products WHERE active = 1`))!.n;
    expect(res.body.total_rows).toBe(active - 3);
    expect(offered.length).toBe(Math.min(100, active - 3));
    expect(offered.some((p) => listed.includes(p.product_id))).toBe(false);
    // Watsons has no discounts yet: Neozep (special price 575.00, selling price 600.00) is offered with both prices.
    const neozep = ((await call('GET', '/customer/C-00003/discounts/products', finance, undefined, { search: 'neozep' })).body.result as ProductForDiscount[])[0];
    expect(neozep).toEqual({ product_id: productId['UNI-NEO-TAB'], product_code: 'UNI-NEO-TAB', product_name: 'Neozep Forte Tablet', special_price: '575.00', unit_price: '600.00' });
    expect((await call('GET', '/customer/C-99999/discounts/products', finance)).status).toBe(404);
  });
});

describe('adding, editing and removing a customer’s products', () => {
  it('adds the picked products with their starting values, all or nothing', async () => {
    const add = (products: object[]) => call('POST', '/customer/C-00003/discounts/add', finance, { products });
    const zero = { moq: 0, free: 0, discount: '0', rebate: '0' };
    const res = await add([
      { product_id: productId['UNI-NEO-TAB'], srp: '575.00', ...zero },
      { product_id: productId['UNI-SOL-500'], srp: '1450', ...zero },
    ]);
    expect(res.body.code).toBe('00003');
    expect((res.body.result as CustomerDiscountRow[]).map((r) => [r.product_code, r.srp, r.moq, r.discount, r.batch_no])).toEqual([
      ['UNI-NEO-TAB', '575.00', 0, '0.00', null],
      ['UNI-SOL-500', '1450.00', 0, '0.00', null],
    ]);
    // A product already listed refuses the whole add, on its line.
    const again = await add([
      { product_id: productId['UNI-DIA-2'], srp: '780', ...zero },
      { product_id: productId['UNI-NEO-TAB'], srp: '600', ...zero },
    ]);
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual({ 'products.1.product_id': ['Neozep Forte Tablet is already listed for this customer.'] });
    expect((await rowsOf('C-00003')).map((r) => r.product_code)).toEqual(['UNI-NEO-TAB', 'UNI-SOL-500']);
    expect((await historyOf('C-00003')).map((h) => h.action)).toEqual(['products added']);
  });

  it('edits one row’s values; the row no longer names the deal it came from', async () => {
    const row = (await rowsOf('C-00001')).find((r) => r.product_code === 'UNI-BIO-500')!;
    expect(row.batch_no).toBe('DD-000001');
    const res = await call('PUT', `/customer/discounts/${row.customer_discount_id}`, finance, { srp: '455.5', moq: 25, free: 2, discount: '5', rebate: '2.5' });
    expect(res.body.code).toBe('00004');
    expect(res.body.result).toMatchObject({ srp: '455.50', moq: 25, free: 2, discount: '5.00', rebate: '2.50', batch_no: null, valid_to: null });
    const last = (await historyOf('C-00001')).at(-1)!;
    expect(last.action).toBe('updated');
    expect(last.changes.map((c) => [c.label, c.old, c.new])).toEqual([
      ['Biogesic 500mg Tablet: SRP', '450.00', '455.50'],
      ['Biogesic 500mg Tablet: Quantity (MOQ)', 20, 25],
      ['Biogesic 500mg Tablet: Free Goods', 1, 2],
      ['Biogesic 500mg Tablet: Rebate %', '2.00', '2.50'],
      ['Biogesic 500mg Tablet: Deal', 'DD-000001', null],
    ]);
    const bad = await call('PUT', `/customer/discounts/${row.customer_discount_id}`, finance, { srp: '-1', moq: 0, free: 0, discount: '101', rebate: '0' });
    expect(bad.status).toBe(422);
    expect(bad.body.result).toEqual(['SRP must be a non-negative amount with at most 2 decimals.', 'Discount % must be a percentage from 0 to 100.']);
    expect((await call('PUT', '/customer/discounts/999999', finance, { srp: '1', moq: 0, free: 0, discount: '0', rebate: '0' })).status).toBe(404);
  });

  it('removes a row', async () => {
    const row = (await rowsOf('C-00003')).find((r) => r.product_code === 'UNI-SOL-500')!;
    const res = await call('DELETE', `/customer/discounts/${row.customer_discount_id}`, finance);
    expect(res.body).toEqual({ code: '00006', result: 'Product removed.' });
    expect((await rowsOf('C-00003')).map((r) => r.product_code)).toEqual(['UNI-NEO-TAB']);
    expect((await historyOf('C-00003')).at(-1)).toMatchObject({ action: 'product removed', changes: [{ label: 'Solmux 500mg Capsule', new: null }] });
    expect((await call('DELETE', `/customer/discounts/${row.customer_discount_id}`, finance)).status).toBe(404);
  });

  it('each call needs its scope', async () => {
    const row = (await rowsOf('C-00001'))[0];
    expect((await call('GET', '/customer/C-00001/discounts', viewer)).status).toBe(403);
    // The approver sees deals, so may read a customer's discounts, but not edit them.
    expect((await call('GET', '/customer/C-00001/discounts', approver)).status).toBe(200);
    expect((await call('PUT', `/customer/discounts/${row.customer_discount_id}`, approver, { srp: '1', moq: 0, free: 0, discount: '0', rebate: '0' })).status).toBe(403);
    expect((await call('DELETE', `/customer/discounts/${row.customer_discount_id}`, approver)).status).toBe(403);
    expect((await call('GET', '/customer/C-00001/discounts/products', approver)).status).toBe(403);
    expect((await call('POST', '/customer/C-00001/discounts/add', viewer, { products: [] })).status).toBe(403);
  });
});
