import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArTransactionRow, OutstandingInvoiceRow } from '../../contract/customerAr';
import type { ReceivableRow } from '../../contract/salesLedgers';
import type { TrialBalanceRow } from '../../contract/finance';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * AR Information against the books: a customer's outstanding (per invoice,
 * aged) equals its receivable sub-ledger's ending balance, and all
 * customers' outstanding equals Accounts Receivable (1100) in the trial
 * balance, to the centavo, on several dates.
 */
let t: TestServer;
let admin: string;
let finance: string;
// The approver holds no customer scope (finance keeps the customers).
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance, approver] = await Promise.all(['admin', 'finance', 'approver'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = admin) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const cents = (s: string | number) => Math.round(Number(s) * 100);
const DATES = ['2023-06-30', '2024-12-31', '2026-11-22'];
const BUCKETS = ['in_transit', 'current', 'days_30', 'days_60', 'days_90', 'over_90_days'] as const;

async function outstandingOf(code: string, asOf: string): Promise<OutstandingInvoiceRow[]> {
  const res = await post('/customer/ar/outstanding', { customer_code: code, as_of: asOf, page: 0, page_size: 100 });
  expect(res.status).toBe(200);
  const rows = res.body.result as OutstandingInvoiceRow[];
  const total = res.body.total_rows as number;
  for (let p = 1; p * 100 < total; p++) rows.push(...(await post('/customer/ar/outstanding', { customer_code: code, as_of: asOf, page: p, page_size: 100 })).body.result);
  expect(rows).toHaveLength(total);
  return rows;
}

/** The receivable sub-ledger's ending balance for one customer (its last row, newest first), through its own route. */
async function subLedgerEnding(customerId: number, asOf: string): Promise<number> {
  const res = await post('/ledger/transactions/recivables', { date_from: '2022-11-30', date_to: asOf, customer_id: customerId, page: 0, page_size: 50, direction: 'desc' }, finance);
  const last = (res.body.result as ReceivableRow[])[0];
  return last ? cents(last.running_balance) : 0;
}

async function trialBalanceAr(asOf: string): Promise<number> {
  const res = await post('/ledger/trial-balance', { date_from: '2022-11-30', date_to: asOf, page: 0, page_size: 100 }, finance);
  const row = (res.body.result as TrialBalanceRow[]).find((r) => r.account_code === '1100')!;
  return cents(row.balance);
}

describe('AR Information', () => {
  it("equals each customer's receivable sub-ledger, and all customers equal Accounts Receivable in the trial balance, on several dates", async () => {
    const customers = await t.db.rows<{ customer_id: number; customer_code: string }>(sql`SELECT customer_id, customer_code FROM customers ORDER BY customer_id`);
    for (const asOf of DATES) {
      let all = 0;
      for (const c of customers) {
        const rows = await outstandingOf(c.customer_code, asOf);
        const owed = rows.reduce((s, r) => s + cents(r.total_ar), 0);
        expect(owed, `${c.customer_code} on ${asOf}`).toBe(await subLedgerEnding(c.customer_id, asOf));
        // Each invoice sits in exactly one bucket; the totals call agrees with the rows.
        for (const r of rows) expect(BUCKETS.reduce((s, b) => s + cents(r[b]), 0)).toBe(cents(r.total_ar));
        all += owed;
      }
      expect(all, `all customers on ${asOf}`).toBe(await trialBalanceAr(asOf));
      expect(all).not.toBe(0);
    }
  });

  it('ages by days past due (invoice date + credit term) and keeps goods not yet received in transit; the totals call sums the buckets', async () => {
    const c = (await t.db.one<{ customer_code: string; credit_term_days: number }>(sql`
      SELECT c.customer_code, c.credit_term_days FROM customers c ORDER BY c.customer_id LIMIT 1`))!;
    const asOf = '2026-11-22';
    const rows = await outstandingOf(c.customer_code, asOf);
    expect(rows.length).toBeGreaterThan(0);
    const days = (a: string, b: string) => Math.round((Date.parse(a) - Date.parse(b)) / 86_400_000);
    for (const r of rows) {
      expect(days(r.due_date, r.invoice_date)).toBe(c.credit_term_days);
      const late = days(asOf, r.due_date);
      const bucket = r.delivered_date > asOf ? 'in_transit' : late <= 0 ? 'current' : late <= 30 ? 'days_30' : late <= 60 ? 'days_60' : late <= 90 ? 'days_90' : 'over_90_days';
      expect(cents(r[bucket]), `${r.si_number} in ${bucket}`).toBe(cents(r.total_ar));
      expect(r.ar_net).toBe(r.total_ar);
    }
    const totals = (await post('/customer/ar/outstanding/totals', { customer_code: c.customer_code, as_of: asOf })).body.result;
    expect(totals.invoices).toBe(rows.length);
    for (const b of BUCKETS) expect(cents(totals[b])).toBe(rows.reduce((s, r) => s + cents(r[b]), 0));
  });

  it('lists the postings newest first with the running balance of all postings before them', async () => {
    const code = (await t.db.one<{ customer_code: string }>(sql`SELECT customer_code FROM customers ORDER BY customer_id LIMIT 1 OFFSET 3`))!.customer_code;
    const all = (await post('/customer/ar/transactionhistory', { customer_code: code, page: 0, page_size: 100, direction: 'asc' })).body;
    const rows = all.result as ArTransactionRow[];
    for (const r of rows) expect(['sales', 'cm_collection', 'cm_deductions']).toContain(r.type);
    expect(rows.some((r) => r.type === 'sales') && rows.some((r) => r.type === 'cm_collection')).toBe(true);
    let running = 0;
    for (const r of rows) {
      running += cents(r.debit) - cents(r.credit);
      expect(cents(r.balance)).toBe(running);
    }
    const newest = (await post('/customer/ar/transactionhistory', { customer_code: code, page: 0, page_size: 5 })).body.result as ArTransactionRow[];
    expect(newest[0].transaction_date >= newest[4].transaction_date).toBe(true);
    // A range keeps the balance of what came before it.
    const ranged = (await post('/customer/ar/transactionhistory', { customer_code: code, date_from: rows[10].transaction_date, page: 0, page_size: 5, direction: 'asc' })).body.result as ArTransactionRow[];
    expect(ranged[0].balance).toBe(rows.find((r) => r.id === ranged[0].id)!.balance);
  });

  it('answers "Customer Information not found." for an unknown code, and each section needs its scope', async () => {
    expect((await post('/customer/ar/outstanding', { customer_code: 'NOPE', page: 0, page_size: 50 })).body).toMatchObject({ code: '00002', result: 'Customer Information not found.' });
    expect((await post('/customer/ar/outstanding', { customer_code: 'C-00001', page: 0, page_size: 50 }, approver)).status).toBe(403);
    expect((await post('/customer/ar/transactionhistory', { customer_code: 'C-00001', page: 0, page_size: 50 }, approver)).status).toBe(403);
    expect((await post('/customer/ar/outstanding', { customer_code: '', page: 0, page_size: 50 })).body).toMatchObject({ code: '00001', result: ['Customer code is required.'] });
  });
});
