import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgingRow, AgingTotals, CreditCustomerRow, CreditDesk, CustomerCenter, CustomerReceivable, NoticePreview, Soa } from '../../contract/creditDesk';
import type { TrialBalanceRow } from '../../contract/finance';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * The credit desk against the books: the aging total on a date is the
 * receivable sub-ledger's ending balance and Accounts Receivable (1100) in the
 * trial balance; its advances are the Customer Advances account (2050); a
 * statement of account runs from its opening to the customer's balance.
 */
let t: TestServer;
let finance: string;
let credit: string;
let viewer: string;
const TODAY = '2026-11-22';
beforeAll(async () => {
  t = await createTestServer({ now: Date.UTC(2026, 10, 22, 2, 0, 0) });
  [finance, credit, viewer] = await Promise.all(['finance', 'credit', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = credit) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
const get = (url: string, token = credit) => t.call({ method: 'GET', url: `/api${url}`, token });
const cents = (s: string | number | null | undefined) => Math.round(Number(s ?? 0) * 100);
const BUCKETS = ['in_transit', 'current', 'days_30', 'days_60', 'days_90', 'over_90_days'] as const;

async function totalsOn(asOf: string, extra: object = {}): Promise<AgingTotals> {
  const res = await post('/credit-and-collections/aging/totals', { as_of: asOf, ...extra });
  expect(res.status).toBe(200);
  return res.body.result;
}
async function agingRows(asOf: string, extra: object = {}): Promise<AgingRow[]> {
  const rows: AgingRow[] = [];
  for (let page = 0; ; page++) {
    const res = await post('/credit-and-collections/aging', { as_of: asOf, page, page_size: 100, ...extra });
    expect(res.status).toBe(200);
    rows.push(...res.body.result);
    if (rows.length >= res.body.total_rows) return rows;
  }
}
const subLedger = async (asOf: string) =>
  cents((await t.db.one<{ v: string }>(sql`SELECT COALESCE(SUM(debit - credit), 0)::text AS v FROM receivable_entries WHERE transaction_date <= ${asOf}::date`))!.v);
const controlAccount = async (asOf: string) =>
  cents((await t.db.one<{ v: string }>(sql`SELECT COALESCE(SUM(debit - credit), 0)::text AS v FROM journal_lines WHERE account_code = '1100' AND transaction_date <= ${asOf}::date`))!.v);
const advancesAccount = async (asOf: string) =>
  cents((await t.db.one<{ v: string }>(sql`SELECT COALESCE(SUM(credit - debit), 0)::text AS v FROM journal_lines WHERE account_code = '2050' AND transaction_date <= ${asOf}::date`))!.v);
/** Export, fetch the download like the app does, open the workbook. */
async function exportAndOpen(url: string, payload: object) {
  const res = await post(url, payload);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.result).toMatch(/^\/api\/downloads\//);
  const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${credit}` } });
  expect(file.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
  return { sheet: book.worksheets[0], disposition: String(file.headers['content-disposition']) };
}
/** The row number whose first cell reads `first` (the column headers under the report's header lines). */
function findRow(sheet: ExcelJS.Worksheet, first: string): number {
  for (let r = 1; r <= sheet.rowCount; r++) if (sheet.getRow(r).getCell(1).value === first) return r;
  throw new Error(`no row starting with ${first}`);
}
async function trialBalanceAr(asOf: string): Promise<number> {
  const res = await post('/ledger/trial-balance', { date_from: '2022-11-30', date_to: asOf, page: 0, page_size: 100 }, finance);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  const row = (res.body.result as TrialBalanceRow[]).find((r) => r.account_code === '1100');
  return cents(row?.balance ?? 0);
}

describe('customer aging', () => {
  it('equals the receivable sub-ledger and the AR control account on several dates, its advances the advances account', async () => {
    // An advance applied after the fact (kind AP): its receipt's advance on the days before must still count.
    const receipt = (await t.db.one<{ receipt_id: number; customer_id: number; unapplied: string }>(sql`
      SELECT receipt_id::int, customer_id, unapplied::text FROM collection_receipts WHERE unapplied > 0 AND status <> 'BOUNCED' ORDER BY receipt_id LIMIT 1`))!;
    const open = (await t.db.one<{ si_id: number; balance: string }>(sql`
      SELECT si_id::int, SUM(debit - credit)::numeric(16, 2)::text AS balance FROM receivable_entries WHERE customer_id = ${receipt.customer_id}
      GROUP BY si_id HAVING SUM(debit - credit) > 0 ORDER BY si_id LIMIT 1`))!;
    const apply = (Math.min(cents(open.balance), cents(receipt.unapplied), 100_000) / 100).toFixed(2);
    const applied = await post(`/collections/${receipt.receipt_id}/apply`, { applied_on: TODAY, applications: [{ si_id: open.si_id, amount: apply, cwt: '0.00' }] }, finance);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);

    const first = (await t.db.one<{ d: string }>(sql`SELECT MIN(si_date)::text AS d FROM sales_invoices`))!.d;
    const before = '2019-12-31';
    expect(before < first).toBe(true);
    for (const asOf of [TODAY, '2026-11-19', '2025-12-31', before]) {
      const totals = await totalsOn(asOf);
      const ar = cents(totals.total_ar);
      expect(ar, `aging on ${asOf}`).toBe(await subLedger(asOf));
      expect(ar, `AR control account on ${asOf}`).toBe(await controlAccount(asOf));
      // The trial balance takes dates from the books' start on.
      if (asOf >= '2022-11-30') expect(ar, `trial balance on ${asOf}`).toBe(await trialBalanceAr(asOf));
      expect(cents(totals.advances), `advances on ${asOf}`).toBe(await advancesAccount(asOf));
      expect(BUCKETS.reduce((s, b) => s + cents(totals[b]), 0)).toBe(ar);
      expect(cents(totals.net)).toBe(ar - cents(totals.advances));
      if (asOf === before) expect(totals).toMatchObject({ customers: 0, total_ar: '0.00', advances: '0.00' });
      else expect(ar).toBeGreaterThan(0);
    }
    // The advance on the day before it was applied is larger by what was applied.
    expect(cents((await totalsOn('2026-11-21')).advances) - cents((await totalsOn(TODAY)).advances)).toBe(cents(apply));
  });

  it('pages customers whose rows add up to the totals, each row to one customer AR Information', async () => {
    const asOf = '2025-12-31';
    const [rows, totals] = await Promise.all([agingRows(asOf), totalsOn(asOf)]);
    expect(rows).toHaveLength(totals.customers);
    for (const k of [...BUCKETS, 'total_ar', 'advances', 'past_due'] as const) expect(rows.reduce((s, r) => s + cents(r[k]), 0), k).toBe(cents(totals[k]));
    const one = rows.find((r) => cents(r.past_due) > 0)!;
    const ar = await post('/customer/ar/outstanding/totals', { customer_code: one.customer_code, as_of: asOf }, finance);
    for (const k of BUCKETS) expect(one[k], k).toBe(ar.body.result[k]);
    expect(one.total_ar).toBe(ar.body.result.total_ar);
  });

  it('filters by customer text and past due only, sorts by a bucket', async () => {
    const all = await totalsOn(TODAY);
    const pastDue = await totalsOn(TODAY, { past_due_only: true });
    expect(pastDue.customers).toBeLessThanOrEqual(all.customers);
    expect(pastDue.past_due).toBe(all.past_due);
    const code = (await agingRows(TODAY))[0].customer_code;
    const one = await agingRows(TODAY, { search: code });
    expect(one.map((r) => r.customer_code)).toContain(code);
    const sorted = (await post('/credit-and-collections/aging', { as_of: TODAY, page: 0, page_size: 20, order_by: 'over_90_days', direction: 'desc' })).body.result as AgingRow[];
    const over = sorted.map((r) => cents(r.over_90_days));
    expect(over).toEqual([...over].sort((a, b) => b - a));
  });

  it('exports the aging as XLSX (a download link) and times one aging query', async () => {
    const { sheet, disposition } = await exportAndOpen('/credit-and-collections/aging/export', { as_of: TODAY });
    expect(disposition).toContain('customer_aging_2026-11-22.xlsx');
    // The last row is the totals row: its Total Receivable is the aging's.
    const header = findRow(sheet, 'Customer Code');
    const col = (sheet.getRow(header).values as unknown[]).indexOf('Total Receivable');
    const last = sheet.getRow(sheet.rowCount);
    expect(String(last.getCell(2).value)).toMatch(/^Total \(\d+ customers\)$/);
    expect(cents(Number(last.getCell(col).value))).toBe(cents((await totalsOn(TODAY)).total_ar));
    const started = performance.now();
    await totalsOn('2025-12-31');
    const ms = Math.round(performance.now() - started);
    const lines = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM receivable_entries`))!.n;
    console.info(`aging totals on 2025-12-31 over ${lines} receivable postings: ${ms} ms`);
    expect(ms).toBeLessThan(20_000);
  });
});

describe('statement of account', () => {
  it("runs from the opening balance through every line to the closing, which is the customer's sub-ledger balance, aged", async () => {
    const c = (await t.db.one<{ customer_code: string; customer_id: number }>(sql`
      SELECT c.customer_code, c.customer_id FROM customers c JOIN receivable_entries re ON re.customer_id = c.customer_id
      WHERE re.transaction_date BETWEEN '2026-01-01' AND '2026-11-22' GROUP BY c.customer_id HAVING COUNT(*) > 3 ORDER BY c.customer_id LIMIT 1`))!;
    const res = await post('/credit-and-collections/statement-of-account', { customer_code: c.customer_code, date_from: '2026-01-01', date_to: TODAY });
    expect(res.status).toBe(200);
    const soa = res.body.result as Soa;
    const balance = async (d: string) =>
      cents((await t.db.one<{ v: string }>(sql`SELECT COALESCE(SUM(debit - credit), 0)::text AS v FROM receivable_entries WHERE customer_id = ${c.customer_id} AND transaction_date <= ${d}::date`))!.v);
    expect(cents(soa.opening)).toBe(await balance('2025-12-31'));
    expect(cents(soa.closing)).toBe(await balance(TODAY));
    expect(soa.truncated).toBe(false);
    expect(soa.lines).toHaveLength(soa.line_count);
    let running = cents(soa.opening);
    for (const l of soa.lines) {
      running += cents(l.debit) - cents(l.credit);
      expect(cents(l.balance)).toBe(running);
    }
    expect(running).toBe(cents(soa.closing));
    expect(cents(soa.aging.total_ar)).toBe(cents(soa.closing));
    expect(cents(soa.debits) - cents(soa.credits)).toBe(cents(soa.closing) - cents(soa.opening));

    const { sheet } = await exportAndOpen('/credit-and-collections/statement-of-account/export', { customer_code: c.customer_code, date_from: '2026-01-01', date_to: TODAY });
    const header = findRow(sheet, 'Date');
    // The opening row, every line, the period totals and the closing row.
    expect(sheet.rowCount - header).toBe(1 + soa.line_count + 2);
    const balanceCol = (sheet.getRow(header).values as unknown[]).indexOf('Balance');
    expect(cents(Number(sheet.getRow(header + 1).getCell(balanceCol).value))).toBe(cents(soa.opening));
    expect(cents(Number(sheet.getRow(sheet.rowCount - 2).getCell(balanceCol).value))).toBe(cents(soa.closing));
    expect(cents(Number(sheet.getRow(sheet.rowCount).getCell(balanceCol).value))).toBe(cents(soa.closing));
  });

  it('per branch covers the main office and its branches, and refuses a customer without branches', async () => {
    const [main, branch] = await t.db.rows<{ customer_id: number; customer_code: string }>(sql`
      SELECT c.customer_id, c.customer_code FROM customers c WHERE EXISTS (SELECT 1 FROM receivable_entries re WHERE re.customer_id = c.customer_id)
        AND NOT EXISTS (SELECT 1 FROM customer_branch_configs b WHERE b.customer_id = c.customer_id) ORDER BY c.customer_id DESC LIMIT 2`);
    const refused = await post('/credit-and-collections/statement-of-account', { customer_code: main.customer_code, date_from: '2026-01-01', date_to: TODAY, by: 'branch' });
    expect(refused.status).toBe(422);
    expect(refused.body.code).toBe('00001');
    await t.db.run(sql`
      INSERT INTO customer_branch_configs (customer_id, customer_type, so, shipping, billing, billing_account, soa_main, soa_branch, updated_at)
      VALUES (${main.customer_id}, 'main_branch', true, true, true, true, true, false, now()), (${branch.customer_id}, 'branch', true, true, true, true, true, false, now())`);
    await t.db.run(sql`INSERT INTO customer_branch_links (branch_customer_id, main_customer_id, created_at) VALUES (${branch.customer_id}, ${main.customer_id}, now())`);
    const body = { date_from: '2025-01-01', date_to: TODAY };
    const both = (await post('/credit-and-collections/statement-of-account', { customer_code: main.customer_code, ...body, by: 'branch' })).body.result as Soa;
    const alone = async (code: string) => (await post('/credit-and-collections/statement-of-account', { customer_code: code, ...body })).body.result as Soa;
    const [a, b] = await Promise.all([alone(main.customer_code), alone(branch.customer_code)]);
    expect(both.branches.map((x) => x.customer_code)).toEqual([main.customer_code, branch.customer_code]);
    expect(cents(both.closing)).toBe(cents(a.closing) + cents(b.closing));
    expect(cents(both.opening)).toBe(cents(a.opening) + cents(b.opening));
    expect(both.line_count).toBe(a.line_count + b.line_count);
    expect(new Set(both.lines.map((l) => l.customer_code))).toEqual(new Set([main.customer_code, branch.customer_code].filter((code) => [...a.lines, ...b.lines].some((l) => l.customer_code === code))));
  });
});

describe('credit views of a customer', () => {
  it('lists customers by balance with past due and last payment; the center and the receivable agree with the aging', async () => {
    const list = await post('/credit-and-collections/customers', { page: 0, page_size: 10, with_balance: true });
    expect(list.status).toBe(200);
    const rows = list.body.result as CreditCustomerRow[];
    expect(rows.map((r) => cents(r.balance))).toEqual(rows.map((r) => cents(r.balance)).sort((x, y) => y - x));
    const aging = await agingRows(TODAY, { search: rows[0].customer_code });
    const mine = aging.find((r) => r.customer_id === rows[0].customer_id)!;
    expect(rows[0].past_due).toBe(mine.past_due);
    expect(rows[0].balance).toBe(mine.total_ar);

    const paid = (await t.db.one<{ customer_id: number }>(sql`SELECT customer_id FROM collection_receipts WHERE receipt_no LIKE 'OR-%' AND status = 'PDC' LIMIT 1`))!;
    const center = (await get(`/credit-and-collections/customer-center/${paid.customer_id}`)).body.result as CustomerCenter;
    expect(cents(center.pdc)).toBeGreaterThan(0);
    expect(cents(center.exposure)).toBe(cents(center.aging.total_ar) + cents(center.pdc));
    expect(cents(center.available)).toBe(cents(center.customer.credit_limit) - cents(center.exposure));
    expect(center.recent.length).toBeGreaterThan(0);
    expect(center.last_payment).not.toBeNull();

    const ar = (await get(`/credit-and-collections/customer/${paid.customer_id}/receivable`)).body.result as CustomerReceivable;
    expect(ar.open_invoices.reduce((s, i) => s + cents(i.balance), 0)).toBe(cents(ar.aging.total_ar));
    expect(ar.pdcs.every((p) => p.status === 'PDC')).toBe(true);
    expect(ar.pdcs.length).toBeGreaterThan(0);
    expect((await get('/credit-and-collections/customer/999999/receivable')).status).toBe(404);
  });

  it('shows the desk figures of today', async () => {
    const desk = (await get('/credit-and-collections/desk')).body.result as CreditDesk;
    expect(desk.as_of).toBe(TODAY);
    expect(desk.past_due.total_ar).toBe((await totalsOn(TODAY)).total_ar);
    const pdc = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM collection_receipts WHERE status = 'PDC' AND check_date <= '2026-11-29'`))!.n;
    expect(desk.pdcs_maturing.checks).toBe(pdc);
    expect(desk.due_this_week.date_to).toBe('2026-11-28');
  });
});

describe('collection notice', () => {
  it("previews a customer's past-due invoices and logs the notice sent with its revision", async () => {
    const row = (await agingRows(TODAY, { past_due_only: true, order_by: 'past_due', direction: 'desc' }))[0];
    const preview = (await get(`/credit-and-collections/notices/${row.customer_code}`)).body.result as NoticePreview;
    expect(preview.invoices.every((i) => i.days_past_due > 0)).toBe(true);
    // Past-due invoices only (not those in transit): the preview's total is the aging's past due.
    expect(preview.past_due).toBe(row.past_due);
    const sent = await post(`/credit-and-collections/notices/${row.customer_code}`, { as_of: TODAY, sent_to: 'accounting@customer.example' });
    expect(sent.status).toBe(200);
    expect(sent.body.code).toBe('00003');
    const again = (await get(`/credit-and-collections/notices/${row.customer_code}`)).body.result as NoticePreview;
    expect(again.sent[0]).toMatchObject({ past_due: row.past_due, invoices: preview.invoices.length, sent_to: 'accounting@customer.example', sent_by: 'Angelica Ramos' });
    const rev = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE entity = 'customer_notices' AND entity_id = ${sent.body.result.notice_id}`);
    expect(rev!.n).toBe(1);
  });
});

describe('access and bad input', () => {
  it('refuses users without the scopes (403) and bad bodies with 00001 and field messages', async () => {
    expect((await post('/credit-and-collections/aging', { as_of: TODAY, page: 0, page_size: 10 }, viewer)).status).toBe(403);
    expect((await post('/credit-and-collections/statement-of-account', { customer_code: 'C-00001', date_from: '2026-01-01', date_to: TODAY }, viewer)).status).toBe(403);
    expect((await get('/credit-and-collections/desk', viewer)).status).toBe(403);
    expect((await post('/credit-and-collections/notices/C-00001', { as_of: TODAY }, viewer)).status).toBe(403);
    const noDate = await post('/credit-and-collections/aging', { page: 0, page_size: 10 });
    expect(noDate.status).toBe(422);
    expect(noDate.body.code).toBe('00001');
    const reversed = await post('/credit-and-collections/statement-of-account', { customer_code: 'C-00001', date_from: '2026-02-01', date_to: '2026-01-01' });
    expect(reversed.body.code).toBe('00001');
    expect(JSON.stringify(reversed.body)).toContain('Date From must be on or before Date To.');
    expect((await post('/credit-and-collections/notices/C-00001', { as_of: 'yesterday' })).body.code).toBe('00001');
    expect((await post('/credit-and-collections/statement-of-account', { customer_code: 'NOPE', date_from: '2026-01-01', date_to: TODAY })).status).toBe(404);
  });
});
