import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReceivableRow, SalesJournalRow, VatableSalesRow } from '../../../contract/salesLedgers';
import { sql } from '../../db/db';
import { createTestServer, type TestServer } from '../../testing';

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = finance) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const cents = (s: string | number) => Math.round(Number(s) * 100);
const FULL = { date_from: '2022-11-30', date_to: '2026-11-22' };

/** GL balance (debit - credit) of an account up to a date, straight from the lines. */
async function glBalance(account: string, upTo: string, from = '1900-01-01'): Promise<string> {
  const row = await t.db.one<{ b: string }>(sql`
    SELECT COALESCE(SUM(debit - credit), 0)::text AS b FROM journal_lines
    WHERE account_code = ${account} AND transaction_date BETWEEN ${from}::date AND ${upTo}::date`);
  return row!.b;
}

describe('receivable sub-ledger', () => {
  const rec = (body: object, token?: string) => post('/ledger/transactions/recivables', body, token);
  const net = (r: ReceivableRow) => cents(r.receivable_debit) - cents(r.receivable_credit);

  it('ends, over all customers, on the GL balance of account 1100 (full range and a mid-year date)', async () => {
    for (const range of [FULL, { date_from: '2024-02-10', date_to: '2025-03-17' }]) {
      // Descending page 0 holds the last posting of the range first.
      const res = await rec({ ...range, page: 0, page_size: 50, direction: 'desc' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const last = res.body.result[0] as ReceivableRow;
      expect(cents(last.running_balance)).toBe(cents(await glBalance('1100', range.date_to)));
      expect(cents(last.running_balance)).not.toBe(0);
    }
  });

  it('continues the running balance exactly from page to page, starting from the balance before Date From', async () => {
    const range = { date_from: '2024-03-15', date_to: '2025-06-20' };
    const pages: ReceivableRow[][] = [];
    for (let page = 0; page < 3; page++) {
      const res = await rec({ ...range, page, page_size: 50 });
      expect(res.body.result).toHaveLength(50);
      pages.push(res.body.result);
    }
    const before = await glBalance('1100', '2024-03-14');
    expect(cents(pages[0][0].running_balance)).toBe(cents(before) + net(pages[0][0]));
    for (let p = 1; p < 3; p++) {
      expect(cents(pages[p][0].running_balance)).toBe(cents(pages[p - 1][49].running_balance) + net(pages[p][0]));
    }
    for (const page of pages) for (let i = 1; i < page.length; i++) expect(cents(page[i].running_balance)).toBe(cents(page[i - 1].running_balance) + net(page[i]));
    // Pages are the postings of the range in (date, id) order, and total_rows counts them.
    const direct = await t.db.rows<{ id: number }>(sql`
      SELECT id::int AS id FROM receivable_entries WHERE transaction_date BETWEEN ${range.date_from}::date AND ${range.date_to}::date
      ORDER BY transaction_date, id LIMIT 150`);
    expect(pages.flat().map((r) => r.id)).toEqual(direct.map((r) => r.id));
    const count = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM receivable_entries WHERE transaction_date BETWEEN ${range.date_from}::date AND ${range.date_to}::date`);
    expect((await rec({ ...range, page: 0, page_size: 50 })).body.total_rows).toBe(count!.n);
  });

  it("follows one customer: only its postings, balance before Date From from its monthly totals, ending on its receivable", async () => {
    const range = { date_from: '2023-06-17', date_to: '2025-01-09' };
    const first = await rec({ ...range, customer_id: 4, page: 0, page_size: 75 });
    const rows = first.body.result as ReceivableRow[];
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.customer_code))).toEqual(new Set(['C-00004']));
    const sums = await t.db.one<{ before: string; end: string }>(sql`
      SELECT COALESCE(SUM(debit - credit) FILTER (WHERE transaction_date < ${range.date_from}::date), 0)::text AS before,
             COALESCE(SUM(debit - credit) FILTER (WHERE transaction_date <= ${range.date_to}::date), 0)::text AS end
      FROM receivable_entries WHERE customer_id = 4`);
    expect(cents(rows[0].running_balance)).toBe(cents(sums!.before) + net(rows[0]));
    const last = (await rec({ ...range, customer_id: 4, page: 0, page_size: 50, direction: 'desc' })).body.result[0];
    expect(cents(last.running_balance)).toBe(cents(sums!.end));
  });

  it('pages backwards with direction desc: the same rows as ascending, reversed', async () => {
    const range = { date_from: '2025-01-01', date_to: '2025-02-28' };
    const asc = (await rec({ ...range, page: 0, page_size: 500 })).body;
    const total = asc.total_rows as number;
    expect(total).toBeGreaterThan(50);
    expect(asc.result).toHaveLength(total);
    const desc = (await rec({ ...range, page: 0, page_size: 50, direction: 'desc' })).body.result as ReceivableRow[];
    expect(desc.map((r) => r.id)).toEqual((asc.result as ReceivableRow[]).slice(-50).reverse().map((r) => r.id));
    expect(desc.map((r) => r.running_balance)).toEqual((asc.result as ReceivableRow[]).slice(-50).reverse().map((r) => r.running_balance));
  });

  it('finds an invoice by DR, printed SI or digital SI number, with its outstanding balance after each posting', async () => {
    const invoice = async (id: number) =>
      (await t.db.one<{ dr: string; si: string; dsi: string; total: string }>(
        sql`SELECT dr_number AS dr, si_number AS si, digital_si AS dsi, total::text AS total FROM sales_invoices WHERE si_id = ${id}`,
      ))!;
    // Invoice 50 has a return a week later (and, like every 25th invoice, is never paid); invoice 51 is collected in full.
    const returned = await invoice(50);
    for (const number of [returned.dr, returned.si.toLowerCase(), ` ${returned.dsi} `]) {
      const res = await rec({ ...FULL, dr_si_number: number, page: 0, page_size: 50 });
      const rows = res.body.result as ReceivableRow[];
      expect(rows.map((r) => r.transaction)).toEqual(['SI', 'RET']);
      expect(res.body.total_rows).toBe(2);
      expect(rows.every((r) => r.printed_si_number === returned.si && r.dr_number === returned.dr && r.digital_si_number === returned.dsi)).toBe(true);
      expect(rows[0].balance).toBe(returned.total);
      expect(cents(rows[1].balance)).toBe(cents(returned.total) - cents(rows[1].receivable_credit));
      expect(rows.map((r) => r.running_balance)).toEqual(rows.map((r) => r.balance));
    }
    const paid = await invoice(51);
    const rows = (await rec({ ...FULL, dr_si_number: paid.si, page: 0, page_size: 50 })).body.result as ReceivableRow[];
    expect(rows.map((r) => [r.transaction, r.balance])).toEqual([['SI', paid.total], ['CR', '0.00']]);
    expect((await rec({ ...FULL, dr_si_number: 'NO-SUCH', page: 0, page_size: 50 })).body).toEqual({ code: '00000', result: [], total_rows: 0, as_of: expect.any(String) });
  });

  it('refuses bad input with 00001 and the spec message, and needs the view scope', async () => {
    const wrong = await rec({ date_from: '2025-02-01', date_to: '2025-01-01', page: 0, page_size: 50 });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    const sort = await rec({ ...FULL, order_by: 'customer_name' });
    expect(sort.body.code).toBe('00001');
    expect((await rec({ ...FULL, customer_id: 'abc' })).body.code).toBe('00001');
    expect((await rec(FULL, await t.login('viewer'))).status).toBe(403);
    expect((await rec(FULL, await t.login('purchaser'))).status).toBe(403);
  });
});

describe('sales special journal', () => {
  const sj = (body: object, token?: string) => post('/ledger/transactions/sales', body, token);
  const netSales = (r: SalesJournalRow) => cents(r.sales_credit) - cents(r.sales_debit);

  it('credits invoices and debits returns net of VAT, so the period ends on GL sales (4010) less returns (4020)', async () => {
    const range = { date_from: '2023-01-01', date_to: '2023-03-31' };
    const all: SalesJournalRow[] = [];
    for (let page = 0; ; page++) {
      const res = await sj({ ...range, page, page_size: 100 });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      all.push(...res.body.result);
      if (res.body.result.length < 100) break;
    }
    const returns = all.filter((r) => r.document === 'RET');
    expect(returns.length).toBeGreaterThan(0);
    for (const r of returns) {
      expect(cents(r.sales_credit)).toBe(0);
      expect(cents(r.sales_debit)).toBeGreaterThan(0);
      expect(cents(r.net)).toBeLessThan(0);
      expect(r.reference).toMatch(/^RET-/);
    }
    const gl = cents(await glBalance('4010', range.date_to, range.date_from)) + cents(await glBalance('4020', range.date_to, range.date_from));
    expect(cents(all.at(-1)!.balance)).toBe(-gl);
    expect(all.reduce((s, r) => s + netSales(r), 0)).toBe(-gl);
  });

  it('carries the balance exactly from page 1 to page 2', async () => {
    const range = { date_from: '2024-01-01', date_to: '2024-12-31' };
    const p1 = (await sj({ ...range, page: 0, page_size: 50 })).body.result as SalesJournalRow[];
    const p2 = (await sj({ ...range, page: 1, page_size: 50 })).body.result as SalesJournalRow[];
    expect(p1).toHaveLength(50);
    expect(cents(p1[0].balance)).toBe(netSales(p1[0]));
    expect(cents(p2[0].balance)).toBe(cents(p1[49].balance) + netSales(p2[0]));
    for (let i = 1; i < 50; i++) expect(cents(p1[i].balance)).toBe(cents(p1[i - 1].balance) + netSales(p1[i]));
    expect(new Set([...p1, ...p2].map((r) => r.id)).size).toBe(100);
  });

  it('filters by transaction type and customer, and sorts by a money column as numbers', async () => {
    const range = { date_from: '2023-01-01', date_to: '2025-12-31' };
    const typed = (await sj({ ...range, id: 2, customer_id: 1, page: 0, page_size: 100 })).body;
    expect(typed.result.length).toBeGreaterThan(0);
    expect(typed.result.every((r: SalesJournalRow) => r.transaction_type === 'Cash Sales' && r.customer_code === 'C-00001')).toBe(true);
    const count = await t.db.one<{ n: number }>(sql`
      SELECT (SELECT COUNT(*) FROM sales_invoices WHERE transaction_type_id = 2 AND customer_id = 1 AND si_date BETWEEN '2023-01-01' AND '2025-12-31')
           + (SELECT COUNT(*) FROM sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id
              WHERE transaction_type_id = 2 AND customer_id = 1 AND return_date BETWEEN '2023-01-01' AND '2025-12-31') AS n`);
    expect(typed.total_rows).toBe(Number(count!.n));
    const byGross = (await sj({ ...range, page: 0, page_size: 100, order_by: 'gross', direction: 'desc' })).body.result as SalesJournalRow[];
    for (let i = 1; i < byGross.length; i++) expect(cents(byGross[i].gross)).toBeLessThanOrEqual(cents(byGross[i - 1].gross));
    expect(cents(byGross[0].gross)).toBeGreaterThan(cents(byGross[99].gross));
  });

  it('refuses bad input with 00001 and the spec message, and needs the view scope', async () => {
    expect((await sj({ date_from: '2025-02-01', date_to: '2025-01-01' })).body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    expect((await sj({ ...FULL, order_by: 'balance' })).body.code).toBe('00001');
    expect((await sj({ date_to: '2025-01-01' })).body).toEqual({ code: '00001', result: ['Please select dates!'] });
    expect((await sj(FULL, await t.login('viewer'))).status).toBe(403);
  });
});

describe('vatable sales ledger', () => {
  const vs = (body: object, token?: string) => post('/ledger/transactions/vatable-sales', body, token);

  it('breaks every invoice down: net sales = VAT sales + VAT + zero-rated + exempt; sales is net of VAT', async () => {
    const res = await vs({ date_from: '2024-01-01', date_to: '2024-06-30', page: 0, page_size: 100 });
    const rows = res.body.result as VatableSalesRow[];
    expect(rows).toHaveLength(100);
    for (const r of rows) {
      expect(cents(r.net_sales)).toBe(cents(r.vat_sales) + cents(r.vat_amount) + cents(r.vat_exempt) + cents(r.rated_sales));
      expect(cents(r.rated_sales)).toBe(0);
      expect(cents(r.sales)).toBe(cents(r.net_sales) - cents(r.vat_amount));
      expect(r.tin).toMatch(/^\d{3}-\d{3}-\d{3}-\d{3}$/);
    }
    expect(rows.some((r) => cents(r.vat_exempt) > 0)).toBe(true);
    // Output VAT of the invoices = the VAT the sales invoices credited to 2100.
    const vat = await t.db.one<{ v: string }>(sql`SELECT SUM(vat_amount)::text AS v FROM sales_invoices WHERE si_date BETWEEN '2024-01-01' AND '2024-06-30'`);
    const gl = await t.db.one<{ v: string }>(sql`
      SELECT SUM(l.credit)::text AS v FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
      WHERE l.account_code = '2100' AND e.module = 'SI' AND l.transaction_date BETWEEN '2024-01-01' AND '2024-06-30'`);
    expect(cents(vat!.v)).toBe(cents(gl!.v));
  });

  it('filters by customer status and customer, sorts by amount, and pages', async () => {
    const range = { date_from: '2023-01-01', date_to: '2025-12-31' };
    const nonRegular = (await vs({ ...range, reg_or_nonreg: 2, page: 0, page_size: 100, order_by: 'net_sales', direction: 'desc' })).body;
    const codes = await t.db.rows<{ customer_name: string }>(sql`SELECT customer_name FROM customers WHERE customer_regular_nonregular_id = 2`);
    const allowed = new Set(codes.map((c) => c.customer_name));
    expect(nonRegular.result.length).toBeGreaterThan(0);
    expect(nonRegular.result.every((r: VatableSalesRow) => allowed.has(r.customer_name))).toBe(true);
    const rows = nonRegular.result as VatableSalesRow[];
    for (let i = 1; i < rows.length; i++) expect(cents(rows[i].net_sales)).toBeLessThanOrEqual(cents(rows[i - 1].net_sales));
    const one = (await vs({ ...range, customer_id: 3, page: 1, page_size: 50 })).body;
    const count = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM sales_invoices WHERE customer_id = 3 AND si_date BETWEEN '2023-01-01' AND '2025-12-31'`);
    expect(one.total_rows).toBe(count!.n);
    expect(one.result.every((r: VatableSalesRow) => r.customer_name === 'Watsons - SM Megamall')).toBe(true);
  });

  it('refuses bad input with 00001 and the spec message, and needs the view scope', async () => {
    expect((await vs({ date_from: '2025-02-01', date_to: '2025-01-01' })).body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    expect((await vs({ ...FULL, order_by: 'tin' })).body.code).toBe('00001');
    expect((await vs({ ...FULL, reg_or_nonreg: -1 })).body.code).toBe('00001');
    expect((await vs(FULL, await t.login('viewer'))).status).toBe(403);
  });
});
