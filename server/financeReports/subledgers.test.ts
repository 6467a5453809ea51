import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountLineRow, CwtCustomerRow, SubledgerSummary, TransactionLineRow, TransactionSummary } from '../../contract/financeReports';
import type { TrialBalanceRow } from '../../contract/finance';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

let t: TestServer;
let finance: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
  viewer = await t.login('viewer');
});
afterAll(async () => t?.close());

const cents = (v: string | number | null) => Math.round(Number(v ?? 0) * 100);
const post = (url: string, payload: object, token = finance) => t.call({ method: 'POST', url: `/api/finance-reports${url}`, payload, token });
const RANGE = { date_from: '2025-02-10', date_to: '2025-09-17' };

/** Every row of a paged report, page by page. */
async function allRows<Row>(url: string, filters: object, size = 1000): Promise<{ rows: Row[]; total: number }> {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const res = await post(url, { ...filters, page, page_size: size });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.result);
    if (res.body.result.length < size) return { rows, total: res.body.total_rows };
  }
}

async function summary(url: string, filters: object): Promise<SubledgerSummary> {
  const res = await post(`${url}/summary`, filters);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

/** The account's debits and credits in the range, straight from the lines. */
async function moved(code: string, from: string, to: string) {
  return (await t.db.one<{ debit: string; credit: string; n: number }>(sql`
    SELECT COALESCE(SUM(debit), 0)::text AS debit, COALESCE(SUM(credit), 0)::text AS credit, COUNT(*)::int AS n
    FROM journal_lines WHERE account_code = ${code} AND transaction_date BETWEEN ${from}::date AND ${to}::date`))!;
}

async function tbBalance(code: string, date: string): Promise<number> {
  const res = await t.call({ method: 'POST', url: '/api/ledger/trial-balance', payload: { date_from: '2022-11-30', date_to: date, page: 0, page_size: 1000 }, token: finance });
  return cents((res.body.result as TrialBalanceRow[]).find((r) => r.account_code === code)?.balance ?? 0);
}

describe('VAT and CWT sub-ledgers', () => {
  it('Output VAT: its credits are the account’s credits in the range, each invoice line carries the invoice, and the closing is the account’s (credit side)', async () => {
    const { rows, total } = await allRows<AccountLineRow>('/output-vat', RANGE);
    const gl = await moved('2100', RANGE.date_from, RANGE.date_to);
    expect(total).toBe(gl.n);
    expect(rows).toHaveLength(total);
    expect(rows.reduce((s, r) => s + cents(r.credit), 0)).toBe(cents(gl.credit));
    expect(cents(gl.credit)).toBeGreaterThan(100_000_00);
    const s = await summary('/output-vat', RANGE);
    expect([s.total.debit, s.total.credit]).toEqual([gl.debit, gl.credit].map((v) => Number(v).toFixed(2)));
    expect(cents(s.total.closing)).toBe(-(await tbBalance('2100', RANGE.date_to)));
    expect(rows[rows.length - 1].running_balance).toBe(s.total.closing);
    expect(cents(s.total.opening) - cents(s.total.debit) + cents(s.total.credit)).toBe(cents(s.total.closing));

    const si = rows.find((r) => r.module === 'SI')!;
    const doc = await t.db.one<{ si_number: string; vatable: string; vat: string; code: string }>(sql`
      SELECT si.si_number, si.vatable_sales::text AS vatable, si.vat_amount::text AS vat, c.customer_code AS code
      FROM journal_lines l JOIN sales_invoices si ON si.je_id = l.je_id JOIN customers c ON c.customer_id = si.customer_id WHERE l.id = ${si.id}`);
    expect([si.document_no, si.base_amount, si.credit, si.party_code]).toEqual([doc!.si_number, doc!.vatable, doc!.vat, doc!.code]);
  });

  it('Input VAT: its debits are the account’s debits in the range, each receipt line carries its RR and supplier', async () => {
    const { rows } = await allRows<AccountLineRow>('/input-vat', RANGE);
    const gl = await moved('1300', RANGE.date_from, RANGE.date_to);
    expect(rows.reduce((s, r) => s + cents(r.debit), 0)).toBe(cents(gl.debit));
    expect(cents(gl.debit)).toBeGreaterThan(0);
    const s = await summary('/input-vat', RANGE);
    expect(cents(s.total.debit)).toBe(cents(gl.debit));
    expect(cents(s.total.closing)).toBe(await tbBalance('1300', RANGE.date_to));
    const rr = rows.find((r) => r.module === 'RR')!;
    expect(rr.document_no).toMatch(/^RR-/);
    expect(rr.party_name).toBeTruthy();
  });

  it('CWT: the sub-ledger’s debits and the per-customer CWT both equal the CWT account’s debits in the range', async () => {
    const gl = await moved('1310', RANGE.date_from, RANGE.date_to);
    expect(cents(gl.debit)).toBeGreaterThan(0);
    const { rows } = await allRows<AccountLineRow>('/cwt', RANGE);
    expect(rows.reduce((s, r) => s + cents(r.debit), 0)).toBe(cents(gl.debit));
    const s = await summary('/cwt', RANGE);
    expect(cents(s.total.closing)).toBe(await tbBalance('1310', RANGE.date_to));

    const customers = await allRows<CwtCustomerRow>('/cwt/customers', RANGE);
    expect(customers.rows.length).toBeGreaterThan(1);
    expect(customers.rows.reduce((sum, r) => sum + cents(r.cwt), 0)).toBe(cents(gl.debit));
    const top = (await post('/cwt/customers', { ...RANGE, order_by: 'cwt', direction: 'desc', page: 0, page_size: 1 })).body.result[0] as CwtCustomerRow;
    expect(Math.max(...customers.rows.map((r) => cents(r.cwt)))).toBe(cents(top.cwt));
  });
});

describe('Cash in bank', () => {
  it('per bank account: opening + receipts - disbursements = closing = the account’s balance; a filtered account’s running balance is right across pages', async () => {
    const s = await summary('/cash-in-bank', { ...RANGE, account_code: '' });
    expect(s.accounts.map((a) => a.account_code)).toEqual(['1020', '1030']);
    for (const a of s.accounts) {
      expect(cents(a.opening) + cents(a.debit) - cents(a.credit), a.account_code).toBe(cents(a.closing));
      expect(cents(a.closing)).toBe(await tbBalance(a.account_code, RANGE.date_to));
    }
    const bdo = { ...RANGE, account_code: '1020' };
    const one = await summary('/cash-in-bank', bdo);
    const p0 = await post('/cash-in-bank', { ...bdo, page: 0, page_size: 50 });
    const p1 = await post('/cash-in-bank', { ...bdo, page: 1, page_size: 50 });
    const first: AccountLineRow[] = p0.body.result;
    const second: AccountLineRow[] = p1.body.result;
    expect(first).toHaveLength(50);
    expect(cents(first[0].running_balance)).toBe(cents(one.total.opening) + cents(first[0].debit) - cents(first[0].credit));
    expect(cents(second[0].running_balance)).toBe(cents(first[49].running_balance) + cents(second[0].debit) - cents(second[0].credit));
    const last = await post('/cash-in-bank', { ...bdo, page: 0, page_size: 1, direction: 'desc' });
    expect(last.body.result[0].running_balance).toBe(one.total.closing);
    expect(last.body.total_rows).toBe((await moved('1020', RANGE.date_from, RANGE.date_to)).n);
    // Another account's code gives nothing, not that account's lines.
    const other = await post('/cash-in-bank', { ...RANGE, account_code: '1100', page: 0, page_size: 10 });
    expect(other.body.total_rows).toBe(0);
  });
});

describe('Current liabilities and payables', () => {
  it('current liabilities: each account’s closing is its trial balance balance on the credit side', async () => {
    const s = await summary('/current-liabilities', { ...RANGE, account_code: '' });
    expect(s.accounts.map((a) => a.account_code)).toEqual(expect.arrayContaining(['2010', '2100', '2110']));
    for (const a of s.accounts) expect(cents(a.closing), a.account_code).toBe(0 - (await tbBalance(a.account_code, RANGE.date_to)));
  });

  it('trade and non-trade: the payees’ balances add up to the payable accounts in the books; trade is Accounts Payable - Trade', async () => {
    const res = await post('/payables/summary', { as_of: '2025-06-30' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.total).toBe(res.body.result.books);
    expect(cents(res.body.result.trade)).toBe(-(await tbBalance('2010', '2025-06-30')));
    expect(cents(res.body.result.trade)).toBeGreaterThan(0);
    const rows = await allRows<{ kind: string; balance: string }>('/payables', { as_of: '2025-06-30', kind: 'Trade' });
    expect(rows.rows.every((r) => r.kind === 'Trade')).toBe(true);
    expect(rows.rows.reduce((sum, r) => sum + cents(r.balance), 0)).toBe(cents(res.body.result.trade));
  });

  it('receipts not yet invoiced as of a date are the receipts without a voucher by then; invoiced ones name their voucher', async () => {
    const range = { date_from: '2022-11-30', date_to: '2025-06-30' };
    const open = await allRows<{ status: string; total: string; voucher_no: string | null }>('/ir-not-yet-invoiced', { ...range, status: 'not_invoiced' });
    const db = await t.db.one<{ n: number; total: string }>(sql`
      SELECT COUNT(*)::int AS n, COALESCE(SUM(net + vat), 0)::text AS total FROM receiving_reports r
      WHERE rr_date <= '2025-06-30' AND NOT EXISTS (SELECT 1 FROM supplier_payments p WHERE p.rr_id = r.rr_id AND p.payment_date <= '2025-06-30')`);
    expect(open.total).toBe(db!.n);
    expect(db!.n).toBeGreaterThan(0);
    expect(open.rows.every((r) => r.status === 'not_invoiced' && r.voucher_no === null)).toBe(true);
    const s = (await post('/inventory-invoiced/summary', range)).body.result;
    expect(cents(s.not_invoiced.total)).toBe(cents(db!.total));
    // Each voucher pays its receipt in full: what is not yet invoiced is what the trade payable holds.
    expect(cents(s.not_invoiced.total)).toBe(0 - (await tbBalance('2010', '2025-06-30')));
    const invoiced = await post('/inventory-invoiced', { ...range, status: 'invoiced', page: 0, page_size: 5 });
    expect(invoiced.body.total_rows).toBe(s.invoiced.count);
    expect(invoiced.body.result[0].voucher_no).toMatch(/\S/);
  });
});

describe('Transaction listing', () => {
  it('lists every entry of the range with its lines: the count is the entries in the range and each entry balances', async () => {
    const range = { date_from: '2025-03-01', date_to: '2025-03-20' };
    const s: TransactionSummary = (await post('/transaction-listing/summary', range)).body.result;
    const db = await t.db.one<{ n: number; lines: number }>(sql`
      SELECT COUNT(DISTINCT e.id)::int AS n, COUNT(l.id)::int AS lines FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id
      WHERE e.transaction_date BETWEEN '2025-03-01' AND '2025-03-20'`);
    expect(s.total.entries).toBe(db!.n);
    expect(s.total.lines).toBe(db!.lines);
    expect(s.total.debit).toBe(s.total.credit);
    expect(s.modules.map((m) => m.module)).toEqual(expect.arrayContaining(['SI', 'CR', 'RR']));
    for (const m of s.modules) expect(m.debit, m.module).toBe(m.credit);

    const { rows, total } = await allRows<TransactionLineRow>('/transaction-listing', range);
    expect(total).toBe(db!.lines);
    const byEntry = new Map<string, number>();
    for (const r of rows) byEntry.set(r.journal_entry, (byEntry.get(r.journal_entry) ?? 0) + cents(r.debit) - cents(r.credit));
    expect(byEntry.size).toBe(db!.n);
    for (const [je, net] of byEntry) expect(net, je).toBe(0);

    // Pages found through the day totals are the lines in (date, entry, line) order, whatever the page size or direction.
    const ordered = await t.db.rows<{ id: number }>(sql`
      SELECT l.id::int AS id FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id
      WHERE e.transaction_date BETWEEN '2025-03-01' AND '2025-03-20' ORDER BY e.transaction_date, e.id, l.id`);
    expect(rows.map((r) => r.id)).toEqual(ordered.map((r) => r.id));
    const size = 37;
    const lastPage = Math.ceil(ordered.length / size) - 1;
    for (const page of [0, 1, Math.floor(lastPage / 2), lastPage]) {
      const asc = (await post('/transaction-listing', { ...range, page, page_size: size })).body.result as TransactionLineRow[];
      expect(asc.map((r) => r.id), `page ${page}`).toEqual(ordered.slice(page * size, (page + 1) * size).map((r) => r.id));
      const desc = (await post('/transaction-listing', { ...range, page, page_size: size, direction: 'desc' })).body.result as TransactionLineRow[];
      expect(desc.map((r) => r.id), `page ${page} newest first`).toEqual([...ordered].reverse().slice(page * size, (page + 1) * size).map((r) => r.id));
    }

    const si = await allRows<TransactionLineRow>('/transaction-listing', { ...range, module: 'SI' });
    expect(si.total).toBe(s.modules.find((m) => m.module === 'SI')!.lines);
    expect(si.rows.every((r) => r.module === 'SI')).toBe(true);
  });

  it('refuses reversed dates and users without the sub-ledger scope', async () => {
    const bad = await post('/transaction-listing', { date_from: '2025-03-20', date_to: '2025-03-01' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Please provide valid date!');
    expect((await post('/output-vat', RANGE, viewer)).status).toBe(403);
  });

  it('exports the sub-ledgers as file links', async () => {
    for (const url of ['/output-vat/export', '/cash-in-bank/export', '/transaction-listing/export']) {
      const res = await post(url, { date_from: '2025-03-01', date_to: '2025-03-05' });
      expect(res.status, `${url} ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.body.result).toMatch(/^\/api\/downloads\//);
    }
  });
});
