import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../../db/db';
import { createTestServer, type TestServer } from '../../testing';
import { inventoryExportBatches } from './inventorySubLedger.routes';
import { productsOf } from './inventorySubLedger';

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const URL = '/api/ledger/transactions/inventory';
const inv = (body: object, token = finance) => t.call({ method: 'POST', url: URL, payload: body, token });
const cents = (s: string) => Math.round(Number(s) * 100);
const WHOLE = { date_from: '2022-11-30', date_to: '2026-11-22' };
const YEAR = { date_from: '2024-01-01', date_to: '2024-12-31' };

type Row = { quantity: number; qty_balance: number; amount: string; amount_balance: string; transaction_date: string; product_movement_id: number };

async function lastRowOf(productId: number, range = WHOLE): Promise<Row> {
  const first = await inv({ product_id: [productId], ...range, page: 0, page_size: 50 });
  const group = first.body.result[0];
  const lastPage = Math.ceil(group.total_rows / 50) - 1;
  const last = await inv({ product_id: [productId], ...range, page: lastPage, page_size: 50 });
  const rows = last.body.result[0].product_movement as Row[];
  return rows[rows.length - 1];
}

describe('inventory sub-ledger', () => {
  it('answers one group per chosen product, with its own total, and balances that continue exactly from page to page', async () => {
    const res = await inv({ product_id: [1, 2], ...YEAR, page: 0, page_size: 50 });
    expect(res.status).toBe(200);
    const groups = res.body.result;
    expect(groups.map((g: { product_id: number }) => g.product_id)).toEqual([1, 2]);
    const count = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM inventory_movements WHERE product_id = 1 AND transaction_date BETWEEN '2024-01-01' AND '2024-12-31'`);
    expect(groups[0].total_rows).toBe(count!.n);
    expect(res.body.total_rows).toBe(groups[0].total_rows + groups[1].total_rows);

    const pages: Row[][] = [];
    for (let page = 0; page < 3; page++) pages.push((await inv({ product_id: [1], ...YEAR, page, page_size: 15 })).body.result[0].product_movement);
    expect(pages[2].length).toBeGreaterThan(0);
    for (let p = 1; p < 3; p++) {
      const prev = pages[p - 1][pages[p - 1].length - 1];
      const first = pages[p][0];
      expect(first.qty_balance).toBe(prev.qty_balance + first.quantity);
      expect(cents(first.amount_balance)).toBe(cents(prev.amount_balance) + cents(first.amount));
    }
    for (const page of pages) for (let i = 1; i < page.length; i++) expect(page[i].qty_balance).toBe(page[i - 1].qty_balance + page[i].quantity);
  });

  it('starts from the balance of everything before Date From', async () => {
    const res = await inv({ product_id: [3], date_from: '2024-03-17', date_to: '2024-12-31', page: 0, page_size: 50 });
    const first = res.body.result[0].product_movement[0] as Row;
    expect(first.transaction_date >= '2024-03-17').toBe(true);
    const before = await t.db.one<{ q: number; a: string }>(sql`
      SELECT SUM(quantity)::int AS q, SUM(amount)::text AS a FROM inventory_movements WHERE product_id = 3 AND transaction_date < '2024-03-17'`);
    expect(first.qty_balance).toBe(before!.q + first.quantity);
    expect(cents(first.amount_balance)).toBe(cents(before!.a) + cents(first.amount));
  });

  it('ends on the stock on hand of each product, and the amounts of all products sum to GL 1200', async () => {
    const products = await t.db.rows<{ product_id: number; q: number; a: string }>(sql`
      SELECT product_id, SUM(quantity)::int AS q, SUM(amount)::text AS a FROM inventory_movements GROUP BY product_id ORDER BY product_id`);
    let total = 0;
    for (const p of products) {
      const last = await lastRowOf(p.product_id);
      expect(last.qty_balance, `product ${p.product_id}`).toBe(p.q);
      expect(cents(last.amount_balance), `product ${p.product_id}`).toBe(cents(p.a));
      total += cents(last.amount_balance);
    }
    const gl = await t.db.one<{ b: string }>(sql`SELECT SUM(debit - credit)::text AS b FROM journal_lines WHERE account_code = '1200'`);
    expect(total).toBe(cents(gl!.b));
  });

  it('pages from the end when descending, latest first, with the same balances', async () => {
    const asc = await lastRowOf(5, YEAR);
    const desc = await inv({ product_id: [5], ...YEAR, page: 0, page_size: 50, direction: 'desc' });
    const rows = desc.body.result[0].product_movement as Row[];
    expect(rows[0]).toEqual(asc);
    expect(rows[0].transaction_date >= rows[rows.length - 1].transaction_date).toBe(true);
  });

  it('keeps only the products of the chosen supplier', async () => {
    const owner = await t.db.one<{ s: number }>(sql`SELECT supplier_id AS s FROM products WHERE product_id = 1`);
    const other = await t.db.one<{ p: number }>(sql`SELECT MIN(product_id) AS p FROM products WHERE supplier_id <> ${owner!.s}`);
    const res = await inv({ supplier_id: owner!.s, product_id: [1, other!.p], ...YEAR });
    expect(res.body.result.map((g: { product_id: number }) => g.product_id)).toEqual([1]);
  });

  it('refuses bad input with 00001 and the spec messages, and unknown sort columns', async () => {
    expect((await inv({ product_id: [], ...YEAR })).body).toEqual({ code: '00001', result: ['Please provide valid data!'] });
    expect((await inv({ ...YEAR })).body).toEqual({ code: '00001', result: ['Please provide valid data!'] });
    const reversed = await inv({ product_id: [1], date_from: '2024-02-01', date_to: '2024-01-01' });
    expect(reversed.status).toBe(422);
    expect(reversed.body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    expect((await inv({ product_id: [1], ...YEAR, order_by: 'amount' })).body.code).toBe('00001');
    expect((await inv({ product_id: ['x'], date_from: 'today' })).status).toBe(422);
  });

  it('needs view_inventory_sub_ledger_list', async () => {
    const viewer = await t.login('viewer');
    expect((await inv({ product_id: [1], ...YEAR }, viewer)).status).toBe(403);
  });
});

describe('inventory sub-ledger export', () => {
  it('streams every movement of the products, product after product, balances carried across batches', async () => {
    const products = await productsOf(t.db, [2, 1], undefined);
    const rows = [];
    for await (const batch of inventoryExportBatches(t.db, products, YEAR.date_from, YEAR.date_to, 7)) rows.push(...batch);
    const counts = await t.db.rows<{ product_id: number; n: number }>(sql`
      SELECT product_id, COUNT(*)::int AS n FROM inventory_movements WHERE product_id IN (1, 2) AND transaction_date BETWEEN '2024-01-01' AND '2024-12-31'
      GROUP BY product_id ORDER BY product_id`);
    expect(rows.length).toBe(counts[0].n + counts[1].n);
    const p1 = rows.slice(0, counts[0].n);
    const last1 = await lastRowOf(1, YEAR);
    expect(p1[p1.length - 1].qty_balance).toBe(last1.qty_balance);
    expect(p1[p1.length - 1].amount_balance).toBe(last1.amount_balance);
    const p2 = rows.slice(counts[0].n);
    expect(p2[p2.length - 1].amount_balance).toBe((await lastRowOf(2, YEAR)).amount_balance);
  });

  it('opens with the product\u2019s balances before Date From, ends with the period totals and its balances on Date To (issue 25)', async () => {
    const res = await t.call({ method: 'POST', url: `${URL}/export`, token: finance, payload: { product_id: [1], ...YEAR } });
    const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${finance}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    let header = 0;
    sheet.eachRow((r, n) => void (!header && (r.values as unknown[]).includes('Qty Balance') && (header = n)));
    const heads = (sheet.getRow(header).values as unknown[]).map(String);
    const cell = (n: number, h: string) => sheet.getRow(n).getCell(heads.indexOf(h)).value;
    const first = (await inv({ product_id: [1], ...YEAR, page: 0, page_size: 1 })).body.result[0].product_movement[0] as Row;
    const last = await lastRowOf(1, YEAR);
    expect(cell(header + 1, 'Product Code')).toBe('Opening Balance');
    expect(cell(header + 1, 'Qty Balance')).toBe(first.qty_balance - first.quantity);
    expect(cents(String(cell(header + 1, 'Amount Balance')))).toBe(cents(first.amount_balance) - cents(first.amount));
    expect(cell(sheet.rowCount - 1, 'Product Code')).toBe('Period Totals');
    expect(cell(sheet.rowCount, 'Product Code')).toBe('Closing Balance');
    expect(cell(sheet.rowCount, 'Qty Balance')).toBe(last.qty_balance);
    expect(cents(String(cell(sheet.rowCount, 'Amount Balance')))).toBe(cents(last.amount_balance));
    expect(Number(cell(header + 1, 'Qty Balance')) + Number(cell(sheet.rowCount - 1, 'Quantity'))).toBe(last.qty_balance);
  });

  it('answers a download URL; empty product or dates give "Please select product and dates!"', async () => {
    const res = await t.call({ method: 'POST', url: `${URL}/export`, token: finance, payload: { product_id: [1], ...YEAR } });
    expect(res.body.code).toBe('00000');
    expect(res.body.result).toMatch(/^\/api\/downloads\//);
    for (const payload of [{ product_id: [], ...YEAR }, { product_id: [1], date_from: '', date_to: '2024-01-01' }, {}]) {
      const bad = await t.call({ method: 'POST', url: `${URL}/export`, token: finance, payload });
      expect(bad.body).toEqual({ code: '00001', result: ['Please select product and dates!'] });
    }
    const purchaser = await t.login('purchaser');
    expect((await t.call({ method: 'POST', url: `${URL}/export`, token: purchaser, payload: { product_id: [1], ...YEAR } })).status).toBe(403);
  });
});
