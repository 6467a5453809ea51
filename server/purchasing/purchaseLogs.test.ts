import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let purchaser: string;
beforeAll(async () => {
  t = await createTestServer();
  purchaser = await t.login('purchaser');
});
afterAll(async () => t?.close());

const list = (body: object, token = purchaser) => t.call({ method: 'POST', url: '/api/purchase-logs/list', payload: body, token });
const create = (body: object, token = purchaser) => t.call({ method: 'POST', url: '/api/purchase-logs/create', payload: body, token });

const LOG = {
  product_id: 2,
  batch: 'MANUAL-001',
  quantity_ordered: 100,
  received_quantity: 95,
  unit_price: '420.00',
  unit_vat_inclusive: '470.40',
  unit_vat_exclusive: '420.00',
  free_goods: 5,
  diluted_cost: '399.00',
  expiry_date: '2028-06-30',
  manufacturing_date: '2026-01-15',
};

describe('purchase logs list', () => {
  it("lists a product's receipts, paged without gaps or repeats, newest first, with VAT per unit and in total", async () => {
    const receipts = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM receiving_lines WHERE product_id = 1`);
    const p0 = await list({ product_id: 1, page: 0, page_size: 50, order_by: 'log_date', direction: 'desc' });
    expect(p0.status).toBe(200);
    expect(p0.body.total_rows).toBe(receipts!.n);
    const p1 = await list({ product_id: 1, page: 1, page_size: 50, order_by: 'log_date', direction: 'desc' });
    const keys = [...p0.body.result, ...p1.body.result].map((r: { source: string; log_id: number }) => `${r.source}${r.log_id}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBe(Math.min(100, receipts!.n));
    const dates = p0.body.result.map((r: { log_date: string }) => r.log_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const first = p0.body.result[0];
    expect(first).toMatchObject({ source: 'RR', product_code: 'UNI-BIO-500', rr_no: expect.stringMatching(/^RR-/), unit_price: '310.00', unit_vat_inclusive: '347.20', unit_vat: '37.20' });
    expect(first.total_vat).toBe((Math.round(37.2 * first.received_quantity * 100) / 100).toFixed(2));
  });

  it('filters by batch or RR number; bad input is 00001; needs a product scope', async () => {
    const some = (await list({ product_id: 1, page: 0, page_size: 50 })).body.result[3];
    const byBatch = await list({ product_id: 1, filter: some.batch });
    expect(byBatch.body.result.map((r: { batch: string }) => r.batch)).toEqual([some.batch]);
    expect((await list({ product_id: 1, filter: some.rr_no })).body.total_rows).toBe(1);
    const bad = await list({ product_id: 'x', page_size: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe('00001');
    expect((await list({ product_id: 1 }, await t.login('finance'))).status).toBe(403);
  });
});

describe('purchase log create', () => {
  it('logs a purchase by hand (00000) and lists it beside the receipts', async () => {
    const before = (await list({ product_id: 2 })).body.total_rows;
    const res = await create(LOG);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('00000');
    expect(res.body.result).toMatchObject({ source: 'LOG', batch: 'MANUAL-001', received_quantity: 95, unit_vat: '50.40', total_vat: '4788.00', log_date: '2026-03-02', rr_no: null });
    const after = await list({ product_id: 2, filter: 'MANUAL' });
    expect(after.body.result).toHaveLength(1);
    expect((await list({ product_id: 2 })).body.total_rows).toBe(before + 1);
  });

  it('refuses negative numbers and other bad input with messages; needs add_purchase_log', async () => {
    const res = await create({ ...LOG, received_quantity: -1, unit_price: '-5', free_goods: 1.5, manufacturing_date: '2029-01-01' });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('00001');
    expect(res.body.result).toEqual([
      'Received quantity must not be negative.',
      'Unit price must be an amount of 0 or more (up to 4 decimals).',
      'Free goods must be a whole number.',
    ]);
    const dates = await create({ ...LOG, manufacturing_date: '2029-01-01' });
    expect(dates.body.result).toEqual(['Manufacturing date must not be after the expiry date.']);
    expect((await create({ ...LOG, product_id: 99999 })).body).toEqual({ code: '00001', result: ['Product not found.'] });
    expect((await create(LOG, await t.login('approver'))).status).toBe(403);
  });
});
