import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionTotals, CustomerArSummary, CustomerEwtResult, CustomerReturnsResult, OutstandingTotals } from '../../contract/customerAr';
import type { ReceivableRow } from '../../contract/salesLedgers';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * The rest of AR Information (Stock Returns, Outstanding EWT, the collection
 * totals chart, the summary panel) against the documents and the receivable
 * sub-ledger, read with SQL of their own here, to the centavo.
 */
let t: TestServer;
let admin: string;
let finance: string;
// The approver holds no customer scope.
let approver: string;
type Customer = { customer_id: number; customer_code: string; customer_type: string; credit_term_days: number };
let customers: Customer[];
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance, approver] = await Promise.all(['admin', 'finance', 'approver'].map((u) => t.login(u)));
  customers = await t.db.rows<Customer>(sql`SELECT customer_id, customer_code, customer_type, credit_term_days FROM customers ORDER BY customer_id`);
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = admin) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const cents = (s: string | number) => Math.round(Number(s) * 100);
const sumCents = <R>(rows: R[], f: (r: R) => string) => rows.reduce((s, r) => s + cents(f(r)), 0);

/** Every page of a paged AR section, and the totals of its first answer. */
async function allPages<R, T>(url: string, code: string): Promise<{ rows: R[]; totals: T; total_rows: number }> {
  const first = await post(url, { customer_code: code, page: 0, page_size: 100 });
  expect(first.status).toBe(200);
  const { rows, totals } = first.body.result as { rows: R[]; totals: T };
  const total_rows = first.body.total_rows as number;
  for (let p = 1; p * 100 < total_rows; p++) rows.push(...((await post(url, { customer_code: code, page: p, page_size: 100 })).body.result.rows as R[]));
  expect(rows).toHaveLength(total_rows);
  return { rows, totals, total_rows };
}

describe('Stock Returns', () => {
  it("lists each customer's posted returns with their invoice and product, and totals them as the returns table does", async () => {
    let seen = 0;
    for (const c of customers) {
      const { rows, totals } = await allPages<CustomerReturnsResult['rows'][number], CustomerReturnsResult['totals']>('/customer/ar/returns', c.customer_code);
      const books = (await t.db.one<{ n: number; qty: number; amount: string }>(sql`
        SELECT COUNT(*)::int AS n, COALESCE(SUM(r.qty), 0)::int AS qty, COALESCE(SUM(r.amount), 0)::text AS amount
        FROM sales_returns r WHERE r.si_id IN (SELECT si_id FROM sales_invoices WHERE customer_id = ${c.customer_id})`))!;
      expect(totals.returns, c.customer_code).toBe(books.n);
      expect(totals.qty, c.customer_code).toBe(books.qty);
      expect(cents(totals.amount), c.customer_code).toBe(cents(books.amount));
      expect(sumCents(rows, (r) => r.amount), c.customer_code).toBe(cents(books.amount));
      seen += rows.length;
    }
    expect(seen).toBeGreaterThan(10);
  });

  it('shows the SI, DR and product of the returned line, newest first by default', async () => {
    const c = (await t.db.one<{ customer_code: string }>(sql`
      SELECT cu.customer_code FROM sales_returns r JOIN sales_invoices si USING (si_id) JOIN customers cu USING (customer_id)
      GROUP BY cu.customer_code HAVING COUNT(*) >= 3 ORDER BY cu.customer_code LIMIT 1`))!;
    const res = await post('/customer/ar/returns', { customer_code: c.customer_code, page: 0, page_size: 50 });
    const rows = (res.body.result as CustomerReturnsResult).rows;
    for (let i = 1; i < rows.length; i++) expect(rows[i - 1].return_date >= rows[i].return_date).toBe(true);
    const r = rows[0];
    const line = (await t.db.one<{ si_number: string; dr_number: string; product_code: string; qty: number; amount: string }>(sql`
      SELECT si.si_number, si.dr_number, p.product_code, r.qty, r.amount::text AS amount
      FROM sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id JOIN sales_invoice_lines l ON l.line_id = r.line_id
      JOIN products p ON p.product_id = l.product_id WHERE r.return_no = ${r.return_no}`))!;
    expect(r).toMatchObject({ si_number: line.si_number, dr_number: line.dr_number, product_code: line.product_code, qty: line.qty, amount: line.amount });
    expect(r.product_name.length).toBeGreaterThan(0);
    const asc = (await post('/customer/ar/returns', { customer_code: c.customer_code, page: 0, page_size: 50, order_by: 'amount', direction: 'asc' })).body.result as CustomerReturnsResult;
    for (let i = 1; i < asc.rows.length; i++) expect(cents(asc.rows[i - 1].amount) <= cents(asc.rows[i].amount)).toBe(true);
    // A page past the end still answers the totals of the whole list.
    const past = await post('/customer/ar/returns', { customer_code: c.customer_code, page: 40, page_size: 50 });
    expect(past.body.result.rows).toEqual([]);
    expect(past.body.total_rows).toBe(res.body.total_rows);
    expect(past.body.result.totals).toEqual(res.body.result.totals);
  });
});

describe('Outstanding EWT', () => {
  it('lists every collection with tax withheld: its invoice, the due date by the credit term, no 2307 yet; the total is the collections table sum', async () => {
    let withholders = 0;
    for (const c of customers) {
      const { rows, totals } = await allPages<CustomerEwtResult['rows'][number], CustomerEwtResult['totals']>('/customer/ar/ewt', c.customer_code);
      const books = (await t.db.one<{ n: number; cwt: string }>(sql`
        SELECT COUNT(*)::int AS n, COALESCE(SUM(cwt), 0)::text AS cwt FROM collections WHERE customer_id = ${c.customer_id} AND cwt > 0`))!;
      expect(totals.collections, c.customer_code).toBe(books.n);
      expect(cents(totals.ledger_applied_ewt), c.customer_code).toBe(cents(books.cwt));
      expect(sumCents(rows, (r) => r.ledger_applied_ewt), c.customer_code).toBe(cents(books.cwt));
      if (!rows.length) continue;
      withholders++;
      // The demo books withhold 1% on hospitals' and government's collections only.
      expect(['Hospital', 'Government']).toContain(c.customer_type);
      const r = rows[0];
      const doc = (await t.db.one<{ dr_number: string; si_number: string; si_date: string; collection_date: string }>(sql`
        SELECT si.dr_number, si.si_number, si.si_date::text AS si_date, c.collection_date::text AS collection_date
        FROM collections c JOIN sales_invoices si ON si.si_id = c.si_id WHERE c.cr_number = ${r.cr_number}`))!;
      expect(r).toMatchObject({ dr_no: doc.dr_number, si_number: doc.si_number, collection_date: doc.collection_date, ledger_attachment_2307_id: null });
      expect((Date.parse(r.due_date) - Date.parse(doc.si_date)) / 86_400_000).toBe(c.credit_term_days);
    }
    expect(withholders).toBeGreaterThan(0);
  });
});

describe('Collection totals chart', () => {
  it("has the 12 months up to the date, each month's invoices, collections and returns as the documents and the sub-ledger say", async () => {
    for (const c of customers.slice(0, 6)) {
      for (const asOf of ['2024-12-31', '2026-02-15']) {
        const res = await post('/customer/ar/collection-totals', { customer_code: c.customer_code, as_of: asOf });
        expect(res.status).toBe(200);
        const chart = res.body.result as CollectionTotals;
        expect(chart.months).toHaveLength(12);
        expect(chart.date_to).toBe(asOf);
        expect(chart.date_from).toBe(asOf === '2024-12-31' ? '2024-01-01' : '2025-03-01');
        expect(chart.months[0].month).toBe(chart.date_from.slice(0, 7));
        expect(chart.months[11].month).toBe(asOf.slice(0, 7));
        // The window's sums are the sub-ledger's SI debits, CR credits and RET credits between the two dates.
        const ledger = (await t.db.one<{ si: string; cr: string; ret: string }>(sql`
          SELECT COALESCE(SUM(debit) FILTER (WHERE transaction = 'SI'), 0)::text AS si, COALESCE(SUM(credit) FILTER (WHERE transaction = 'CR'), 0)::text AS cr,
                 COALESCE(SUM(credit) FILTER (WHERE transaction = 'RET'), 0)::text AS ret
          FROM receivable_entries WHERE customer_id = ${c.customer_id} AND transaction_date BETWEEN ${chart.date_from}::date AND ${asOf}::date`))!;
        expect(sumCents(chart.months, (m) => m.invoiced), c.customer_code).toBe(cents(ledger.si));
        expect(sumCents(chart.months, (m) => m.collected), c.customer_code).toBe(cents(ledger.cr));
        expect(sumCents(chart.months, (m) => m.returned), c.customer_code).toBe(cents(ledger.ret));
        expect([cents(chart.invoiced), cents(chart.collected), cents(chart.returned)]).toEqual([cents(ledger.si), cents(ledger.cr), cents(ledger.ret)]);
        expect(cents(chart.invoiced)).toBeGreaterThan(0);
        // Each month from the documents themselves: invoices by SI date, collections by CR date.
        for (const m of chart.months) {
          const docs = (await t.db.one<{ si: string; cr: string }>(sql`
            SELECT (SELECT COALESCE(SUM(total), 0) FROM sales_invoices WHERE customer_id = ${c.customer_id} AND to_char(si_date, 'YYYY-MM') = ${m.month} AND si_date <= ${asOf}::date)::text AS si,
                   (SELECT COALESCE(SUM(amount), 0) FROM collections WHERE customer_id = ${c.customer_id} AND to_char(collection_date, 'YYYY-MM') = ${m.month} AND collection_date <= ${asOf}::date)::text AS cr`))!;
          expect([cents(m.invoiced), cents(m.collected)], `${c.customer_code} ${m.month}`).toEqual([cents(docs.si), cents(docs.cr)]);
        }
      }
    }
  });

  it("defaults to today in Manila and leaves out what is posted after it", async () => {
    const chart = (await post('/customer/ar/collection-totals', { customer_code: customers[0].customer_code })).body.result as CollectionTotals;
    // The test clock starts 2026-03-02 01:00 UTC (09:00 in Manila); the demo books run to November 2026.
    expect([chart.date_from, chart.date_to]).toEqual(['2025-04-01', '2026-03-02']);
    const march = (await t.db.one<{ si: string }>(sql`
      SELECT COALESCE(SUM(debit), 0)::text AS si FROM receivable_entries
      WHERE customer_id = ${customers[0].customer_id} AND transaction = 'SI' AND transaction_date BETWEEN '2026-03-01' AND '2026-03-02'`))!;
    expect(cents(chart.months[11].invoiced)).toBe(cents(march.si));
  });
});

describe('Customer summary', () => {
  /** The receivable sub-ledger's ending balance for one customer (its newest row), through its own route. */
  async function subLedgerEnding(customerId: number, asOf: string): Promise<number> {
    const res = await post('/ledger/transactions/recivables', { date_from: '2022-11-30', date_to: asOf, customer_id: customerId, page: 0, page_size: 50, direction: 'desc' }, finance);
    const last = (res.body.result as ReceivableRow[])[0];
    return last ? cents(last.running_balance) : 0;
  }

  it('totals the outstanding as the sub-ledger does and what is past due as the outstanding buckets do; nothing in checks, advances or returns on process yet', async () => {
    for (const c of customers.slice(0, 8)) {
      for (const asOf of ['2024-12-31', '2026-03-02']) {
        const summary = (await post('/customer/ar/summary', { customer_code: c.customer_code, as_of: asOf })).body.result as CustomerArSummary;
        const totals = (await post('/customer/ar/outstanding/totals', { customer_code: c.customer_code, as_of: asOf })).body.result as OutstandingTotals;
        expect(cents(summary.total_outstanding), `${c.customer_code} ${asOf}`).toBe(await subLedgerEnding(c.customer_id, asOf));
        expect(summary.total_outstanding).toBe(totals.total_ar);
        expect(cents(summary.total_due)).toBe(cents(totals.days_30) + cents(totals.days_60) + cents(totals.days_90) + cents(totals.over_90_days));
        expect([summary.total_pdc, summary.total_advances, summary.total_returns]).toEqual(['0.00', '0.00', '0.00']);
        const limit = (await t.db.one<{ credit_limit: string }>(sql`SELECT credit_limit::text FROM customers WHERE customer_id = ${c.customer_id}`))!.credit_limit;
        expect(cents(summary.credit_limit)).toBe(cents(limit));
        expect(summary.credit_exposure).toBe(summary.total_outstanding);
        expect(Number(summary.credit_used_percent)).toBeCloseTo((cents(summary.credit_exposure) / cents(limit)) * 100, 2);
        expect(summary.over_credit_limit).toBe(cents(summary.credit_exposure) > cents(limit));
      }
    }
  });

  it('says when the exposure is over the credit limit, and gives no percentage without a limit', async () => {
    const c = customers[1];
    const summary = (await post('/customer/ar/summary', { customer_code: c.customer_code })).body.result as CustomerArSummary;
    expect(summary.as_of).toBe('2026-03-02');
    const exposure = cents(summary.credit_exposure);
    expect(exposure).toBeGreaterThan(200);
    const before = (await t.db.one<{ credit_limit: string }>(sql`SELECT credit_limit::text FROM customers WHERE customer_id = ${c.customer_id}`))!.credit_limit;
    try {
      // Half the exposure: 200% used, over the limit.
      const half = (exposure / 200).toFixed(2);
      await t.db.run(sql`UPDATE customers SET credit_limit = ${half}::numeric WHERE customer_id = ${c.customer_id}`);
      const over = (await post('/customer/ar/summary', { customer_code: c.customer_code })).body.result as CustomerArSummary;
      expect(over.over_credit_limit).toBe(true);
      expect(Number(over.credit_used_percent)).toBeCloseTo((exposure / cents(half)) * 100, 1);
      await t.db.run(sql`UPDATE customers SET credit_limit = 0 WHERE customer_id = ${c.customer_id}`);
      const none = (await post('/customer/ar/summary', { customer_code: c.customer_code })).body.result as CustomerArSummary;
      expect(none).toMatchObject({ credit_limit: '0.00', credit_used_percent: null, over_credit_limit: true });
    } finally {
      await t.db.run(sql`UPDATE customers SET credit_limit = ${before}::numeric WHERE customer_id = ${c.customer_id}`);
    }
  });
});

describe('access and unknown customers', () => {
  const CALLS: [string, object, string][] = [
    ['/customer/ar/returns', { page: 0, page_size: 50 }, 'get_customer_returns'],
    ['/customer/ar/ewt', { page: 0, page_size: 50 }, 'get_customer_ewt'],
    ['/customer/ar/collection-totals', {}, 'get_collection_dashboard_totals'],
    ['/customer/ar/summary', {}, 'get_customer_outstanding_balance'],
  ];

  it('answers "Customer Information not found." (404) for an unknown code on every call', async () => {
    for (const [url, extra] of CALLS) {
      const res = await post(url, { customer_code: 'NOPE', ...extra });
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual({ code: '00002', result: 'Customer Information not found.' });
    }
  });

  it('refuses each call without its scope (403), and answers finance, who holds it', async () => {
    const code = customers[0].customer_code;
    for (const [url, extra, scope] of CALLS) {
      expect((await post(url, { customer_code: code, ...extra }, approver)).status, `${url} without ${scope}`).toBe(403);
      expect((await post(url, { customer_code: code, ...extra }, finance)).status, url).toBe(200);
    }
  });
});
