import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AR_TYPE_LABELS, type ArTransactionRow, type OutstandingInvoiceRow } from '../../contract/customerAr';
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
    for (const r of rows) expect(Object.keys(AR_TYPE_LABELS)).toContain(r.type);
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

  it('shows credit memos, debit memos, bounced checks and advances applied with their type in words and the figures their documents post', async () => {
    // The seeded books hold no advance applied yet: a cash advance of a customer with an open invoice, applied through the collections route.
    const open = (await t.db.one<{ code: string; si_id: number }>(sql`
      SELECT c.customer_code AS code, re.si_id FROM receivable_entries re JOIN customers c ON c.customer_id = re.customer_id
      WHERE re.si_id IS NOT NULL GROUP BY c.customer_code, re.si_id HAVING SUM(re.debit - re.credit) > 2000 ORDER BY re.si_id LIMIT 1`))!;
    const advance = await post('/collections', { customer_code: open.code, receipt_date: '2026-03-02', payment_mode: 'CASH', amount_received: '1234.56', applications: [] });
    expect(advance.status, JSON.stringify(advance.body)).toBe(200);
    const applied = await post(`/collections/${advance.body.result.receipt_id}/apply`, { applied_on: '2026-03-02', applications: [{ si_id: open.si_id, amount: '1234.56', cwt: '0.00' }] });
    expect(applied.body.code).toBe('00004');

    // The oldest posting of each kind in the books, with what its own document says it moves.
    const picks = await t.db.rows<{ customer_code: string; id: number; transaction: string; date: string; debit: string; credit: string; document: string }>(sql`
      SELECT DISTINCT ON (re.transaction) c.customer_code, re.id::int AS id, re.transaction, re.transaction_date::text AS date,
             re.debit::text AS debit, re.credit::text AS credit,
             CASE WHEN re.transaction IN ('CM', 'DM') THEN (SELECT m.amount FROM memos m WHERE m.memo_no = re.reference)
                  ELSE (SELECT SUM(x.amount) FROM collections x JOIN collection_receipts r ON r.receipt_id = x.receipt_id
                        WHERE r.receipt_no = re.reference AND x.si_id = re.si_id
                          -- An advance applied is that day's application; a bounced check takes back all its receipt paid on the invoice.
                          AND (re.transaction = 'BC' OR x.collection_date = re.transaction_date)) END::text AS document
      FROM receivable_entries re JOIN customers c ON c.customer_id = re.customer_id
      WHERE re.transaction IN ('CM', 'DM', 'BC', 'AP') ORDER BY re.transaction, re.id`);
    expect(picks.map((p) => p.transaction)).toEqual(['AP', 'BC', 'CM', 'DM']);
    const expected = { AP: ['advance_applied', 'credit'], BC: ['bounced_check', 'debit'], CM: ['credit_memo', 'credit'], DM: ['debit_memo', 'debit'] } as const;
    for (const p of picks) {
      const res = await post('/customer/ar/transactionhistory', { customer_code: p.customer_code, date_from: p.date, date_to: p.date, page: 0, page_size: 100 });
      const row = (res.body.result as ArTransactionRow[]).find((r) => r.id === p.id)!;
      const [type, side] = expected[p.transaction as keyof typeof expected];
      expect(row.type, p.transaction).toBe(type);
      expect(cents(row[side]), `${p.transaction} ${side}`).toBe(cents(p.document));
      expect(row[side]).toBe(p[side]);
    }
    expect(picks.find((p) => p.transaction === 'AP')).toMatchObject({ customer_code: open.code, credit: '1234.56' });
    expect(AR_TYPE_LABELS).toMatchObject({ credit_memo: 'Credit Memo', debit_memo: 'Debit Memo', bounced_check: 'Bounced Check', advance_applied: 'Advance Applied' });
  });

  it('shows on each invoice the checks applied to it that have not cleared on the date, until the check clears', async () => {
    const open = (await t.db.one<{ code: string; si_id: number }>(sql`
      SELECT c.customer_code AS code, re.si_id FROM receivable_entries re JOIN customers c ON c.customer_id = re.customer_id
      WHERE re.si_id IS NOT NULL GROUP BY c.customer_code, re.si_id
      HAVING SUM(re.debit - re.credit) > 5000 AND SUM(re.debit - re.credit) FILTER (WHERE re.transaction_date <= DATE '2026-03-01') > 5000
      ORDER BY re.si_id DESC LIMIT 1`))!;
    const rowOn = async (asOf: string) => (await outstandingOf(open.code, asOf)).find((r) => r.si_id === open.si_id)!;
    const before = await rowOn('2026-03-04');
    const bank = (await t.db.one<{ id: number }>(sql`SELECT bank_account_id AS id FROM bank_accounts WHERE active AND account_code = '1020'`))!.id;
    const receipt = await post('/collections', {
      customer_code: open.code, receipt_date: '2026-03-02', payment_mode: 'CHECK', bank_account_id: bank, check_no: 'CNC-7731', check_bank: 'BPI',
      check_date: '2026-03-02', amount_received: '1500.25', cwt_2307_received: false, applications: [{ si_id: open.si_id, amount: '1500.25', cwt: '0.00' }],
    });
    expect([receipt.body.code, receipt.body.code === '00003' || receipt.body.result]).toEqual(['00003', true]);
    // Recorded on 2026-03-02: the invoice owes 1,500.25 less, and that much of it is a check not yet cleared.
    const deposited = await rowOn('2026-03-04');
    expect(cents(deposited.check_not_clear)).toBe(cents(before.check_not_clear) + 150025);
    expect(cents(deposited.total_ar)).toBe(cents(before.total_ar) - 150025);
    expect(deposited.ar_net).toBe(deposited.total_ar);
    expect((await rowOn('2026-03-01')).check_not_clear).toBe(before.check_not_clear);

    const cleared = await post(`/collections/${receipt.body.result.receipt_id}/clear`, { settle_date: '2026-03-04' });
    expect(cleared.body.result.status).toBe('CLEARED');
    expect((await rowOn('2026-03-04')).check_not_clear).toBe(before.check_not_clear);
    // On the days before it cleared it was still in clearing.
    expect(cents((await rowOn('2026-03-03')).check_not_clear)).toBe(cents(before.check_not_clear) + 150025);
    expect(before.check_not_clear).toBe('0.00');
  });

  it('answers "Customer Information not found." for an unknown code, and each section needs its scope', async () => {
    expect((await post('/customer/ar/outstanding', { customer_code: 'NOPE', page: 0, page_size: 50 })).body).toMatchObject({ code: '00002', result: 'Customer Information not found.' });
    expect((await post('/customer/ar/outstanding', { customer_code: 'C-00001', page: 0, page_size: 50 }, approver)).status).toBe(403);
    expect((await post('/customer/ar/transactionhistory', { customer_code: 'C-00001', page: 0, page_size: 50 }, approver)).status).toBe(403);
    expect((await post('/customer/ar/outstanding', { customer_code: '', page: 0, page_size: 50 })).body).toMatchObject({ code: '00001', result: ['Customer code is required.'] });
  });
});
