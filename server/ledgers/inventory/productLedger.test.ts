import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/db';
import { createTestServer, type TestServer } from '../../testing';

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const post = (url: string, body: object, token = finance) => t.call({ method: 'POST', url: `/api${url}`, payload: body, token });
const summary = (body: object, token?: string) => post('/ledger/transactions/product', body, token);
const batches = (body: object) => post('/ledger/transactions/product/batches', body);
const cents = (s: string) => Math.round(Number(s) * 100);
const YEAR = { date_from: '2024-01-01', date_to: '2024-12-31' };

type Row = Record<string, string | number | null>;

async function sums(where: string) {
  return t.db.one<{ q: number; a: string }>(
    sql.raw(`SELECT COALESCE(SUM(quantity), 0)::int AS q, COALESCE(SUM(amount), 0)::text AS a FROM inventory_movements WHERE ${where}`),
  );
}

describe('product ledger summary', () => {
  it('has Beg Balance, RR, SO, IT, IA and Ending Balance, each filling its own triplet, balances running down to the stock at Date To', async () => {
    const res = await summary({ product_id: 4, ...YEAR });
    expect(res.status).toBe(200);
    const rows = res.body.result as Row[];
    expect(rows.map((r) => r.particulars)).toEqual(['Beg Balance', 'RR', 'SO', 'IT', 'IA', 'Ending Balance']);
    expect(res.body.total_rows).toBe(6);

    const beg = await sums(`product_id = 4 AND transaction_date < '2024-01-01'`);
    expect(rows[0].beg_end_unit).toBe(beg!.q);
    expect(cents(rows[0].beg_end_total as string)).toBe(cents(beg!.a));
    const rr = await sums(`product_id = 4 AND module = 'RR' AND transaction_date BETWEEN '2024-01-01' AND '2024-12-31'`);
    expect(rows[1].purchases_unit).toBe(rr!.q);
    expect(rows[1].sold_unit).toBeNull();
    const sold = await sums(`product_id = 4 AND module IN ('SO', 'RET') AND transaction_date BETWEEN '2024-01-01' AND '2024-12-31'`);
    expect(rows[2].sold_unit).toBe(sold!.q);
    expect(cents(rows[2].sold_total as string)).toBe(cents(sold!.a));
    expect(rows[3].inventory_transfer_unit).toBe(0);
    const end = await sums(`product_id = 4 AND transaction_date <= '2024-12-31'`);
    expect(rows[5].beg_end_unit).toBe(end!.q);
    expect(rows[5].overall_balance_unit).toBe(end!.q);
    expect(cents(rows[5].overall_balance_total as string)).toBe(cents(end!.a));
    // Average unit cost = total / unit.
    expect(Number(rows[1].purchases_cost)).toBeCloseTo(Number(rows[1].purchases_total) / Number(rows[1].purchases_unit), 3);
  });

  it('narrows to one batch; the opening stock counts as beginning balance', async () => {
    const b = await t.db.one<{ batch_id: number; batch_no: string }>(sql`SELECT batch_id, batch_no FROM product_batches WHERE product_id = 4 AND batch_no LIKE 'OB-%'`);
    const res = await summary({ product_id: 4, batch_no: b!.batch_no, date_from: '2022-11-30', date_to: '2023-06-30' });
    const rows = res.body.result as Row[];
    const opening = await sums(`batch_id = ${b!.batch_id} AND module = 'BEG'`);
    expect(rows[0].beg_end_unit).toBe(opening!.q);
    const end = await sums(`batch_id = ${b!.batch_id} AND transaction_date <= '2023-06-30'`);
    expect(rows[5].beg_end_unit).toBe(end!.q);
    expect(rows.every((r) => r.batch_no === b!.batch_no)).toBe(true);
  });

  it('exports the summary through the spec\u2019s call (id, date_from, date_to, tab=inventory): the six rows and their Total', async () => {
    const res = await post('/ledger/transactions/product/export', { id: 4, ...YEAR, tab: 'inventory' });
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${finance}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const firsts: unknown[] = [];
    book.worksheets[0].eachRow((r) => firsts.push(r.getCell(1).value));
    const rows = (await summary({ product_id: 4, ...YEAR })).body.result as Row[];
    expect(firsts.slice(-(rows.length + 1))).toEqual([...rows.map(() => expect.any(String)), 'Total']);
    expect((await post('/ledger/transactions/product/export', { id: 4, date_from: '2024-12-31', date_to: '2024-01-01' })).body.code).toBe('00001');
    expect((await post('/ledger/transactions/product/export', { id: 4, ...YEAR }, await t.login('viewer'))).status).toBe(403);
  });

  it('flags a module with a pending movement (status 0)', async () => {
    const pending = await t.db.one<{ product_id: number; d: string }>(sql`SELECT product_id, transaction_date::text AS d FROM inventory_movements WHERE status = 0 LIMIT 1`);
    const res = await summary({ product_id: pending!.product_id, date_from: pending!.d, date_to: pending!.d });
    const it = (res.body.result as Row[]).find((r) => r.module === 'IT');
    expect(it!.status).toBe(0);
  });

  it('refuses a missing product with "Please provide valid data!", reversed dates with "Please provide valid date!"; 403 for the viewer', async () => {
    expect((await summary({ ...YEAR })).body).toEqual({ code: '00001', result: ['Please provide valid data!'] });
    expect((await summary({ product_id: '', ...YEAR })).body).toEqual({ code: '00001', result: ['Please provide valid data!'] });
    expect((await summary({ product_id: 4, date_from: '2024-05-01', date_to: '2024-01-01' })).body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    expect((await summary({ product_id: 4, ...YEAR, order_by: 'sold_total' })).body.code).toBe('00001');
    expect((await summary({ product_id: 4, ...YEAR }, await t.login('viewer'))).status).toBe(403);
  });
});

describe('product ledger per batch number', () => {
  it("lists a module's movements with each batch's balance after it, paged", async () => {
    const first = await batches({ product_id: 4, module: 'SO', ...YEAR, page: 0, page_size: 5 });
    expect(first.status).toBe(200);
    const count = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM inventory_movements WHERE product_id = 4 AND module IN ('SO', 'RET') AND transaction_date BETWEEN '2024-01-01' AND '2024-12-31'`);
    expect(first.body.total_rows).toBe(count!.n);
    const rows = first.body.result as Row[];
    expect(rows).toHaveLength(5);
    for (const r of rows) {
      expect(r.sold_unit).not.toBeNull();
      expect(r.purchases_unit).toBeNull();
      const id = Number(String(r.id).slice(1));
      const after = await t.db.one<{ q: number }>(sql`
        SELECT SUM(o.quantity)::int AS q FROM inventory_movements o JOIN inventory_movements m ON m.movement_id = ${id}
        WHERE o.batch_id = m.batch_id AND (o.transaction_date, o.movement_id) <= (m.transaction_date, m.movement_id)`);
      expect(r.overall_balance_unit).toBe(after!.q);
      expect(r.overall_balance_unit as number).toBeGreaterThanOrEqual(0);
    }
    const second = await batches({ product_id: 4, module: 'SO', ...YEAR, page: 1, page_size: 5 });
    expect((second.body.result as Row[])[0].transaction_date! >= rows[4].transaction_date!).toBe(true);
  });

  it('shows the batches holding stock for Ending Balance, summing to the summary', async () => {
    const res = await batches({ product_id: 4, module: 'END', ...YEAR, page: 0, page_size: 100 });
    const rows = res.body.result as Row[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.beg_end_unit !== null && r.sold_unit === null)).toBe(true);
    const end = (await summary({ product_id: 4, ...YEAR })).body.result[5] as Row;
    expect(rows.reduce((s, r) => s + cents(r.beg_end_total as string), 0)).toBe(cents(end.beg_end_total as string));
  });

  it('answers the batch lookup by keyword', async () => {
    const res = await post('/ledger/transactions/search/batches', { product_id: 4, keyword: 'OB' });
    expect(res.body.result).toEqual([{ batch_no: 'OB-004', expiry_date: expect.any(String) }]);
    expect((await post('/ledger/transactions/search/batches', {})).status).toBe(422);
  });
});
