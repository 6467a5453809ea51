import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceSheetResult } from '../../contract/financeReports';
import type { TrialBalanceRow } from '../../contract/finance';
import type { PeriodsResult } from '../../contract/periods';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/*
 * The test books are closed by the seed as of the test clock (2026-03-02):
 * the years 2022 to 2025 with their closing entries, and January 2026.
 */
let t: TestServer;
let finance: string;
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
  approver = await t.login('approver');
});
afterAll(async () => t?.close());

const cents = (v: string | number | null | undefined) => Math.round(Number(v ?? 0) * 100);
const call = (method: 'GET' | 'POST', url: string, payload?: object, token = finance) => t.call({ method, url: `/api${url}`, payload, token });

async function trialBalance(from: string, to: string): Promise<Map<string, TrialBalanceRow>> {
  const res = await call('POST', '/ledger/trial-balance', { date_from: from, date_to: to, page: 0, page_size: 1000 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map((res.body.result as TrialBalanceRow[]).map((r) => [r.account_code, r]));
}

async function incomeStatementNet(from: string, to: string): Promise<string> {
  const res = await call('POST', '/ledger/other-reports/income-statement', { date_from: from, date_to: to, period_breakdown: 'year', breakdown: ['type'] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result.net_income.total;
}

/** The year's net income from the lines, the closing entries left out. */
async function netFromLines(year: number): Promise<number> {
  const r = await t.db.one<{ net: string }>(sql`
    SELECT COALESCE(SUM(l.credit - l.debit), 0)::text AS net FROM journal_lines l JOIN accounts a ON a.account_code = l.account_code
    JOIN journal_entries e ON e.id = l.je_id
    WHERE a.account_fs_group = 'Income Statement' AND e.module <> 'CLS' AND l.transaction_date BETWEEN ${`${year}-01-01`}::date AND ${`${year}-12-31`}::date`);
  return cents(r!.net);
}

/** Retained earnings moved by a year's live closing entries (credit - debit). */
async function closedToRetainedEarnings(year: number): Promise<number> {
  const r = await t.db.one<{ moved: string }>(sql`
    SELECT COALESCE(SUM(l.credit - l.debit), 0)::text AS moved FROM journal_lines l JOIN journal_entries e ON e.id = l.je_id
    WHERE e.module = 'CLS' AND l.account_code = '3040' AND e.transaction_date = ${`${year}-12-31`}::date`);
  return cents(r!.moved);
}

async function expectProfitAndLossZeroOn(date: string): Promise<void> {
  const tb = await trialBalance(date, date);
  // (An account closed to zero with no movement on the day is not listed at all.)
  const used = await t.db.one<{ n: number }>(sql`
    SELECT COUNT(DISTINCT l.account_code)::int AS n FROM journal_lines l JOIN accounts a ON a.account_code = l.account_code
    WHERE a.account_fs_group = 'Income Statement' AND l.transaction_date < ${date}::date`);
  expect(used!.n).toBeGreaterThan(5);
  const pl = [...tb.values()].filter((r) => r.account_fs_group === 'Income Statement');
  for (const r of pl) expect(cents(r.beginning_balance), `${r.account_code} on ${date}`).toBe(0);
}

async function expectBalanced(date: string): Promise<void> {
  const res = await call('POST', '/finance-reports/balance-sheet', { as_of: date });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const bs: BalanceSheetResult = res.body.result;
  expect(bs.totals.difference.current, date).toBe('0.00');
  expect(cents(bs.totals.assets.current)).toBe(cents(bs.totals.liabilities.current) + cents(bs.totals.equity.current));
  expect(cents(bs.totals.assets.current)).toBeGreaterThan(0);
}

async function submitJv(date: string, amount: string): Promise<{ jv_id: number; jv_no: string }> {
  const r = await call('POST', '/journal-voucher/store', {
    jv_date: date,
    particulars: 'Period test',
    submit: true,
    lines: [
      { account_code: '6020', debit: amount, credit: '' },
      { account_code: '1020', debit: '', credit: amount },
    ],
  });
  expect(r.body.code, JSON.stringify(r.body)).toBe('00003');
  return r.body.result;
}

describe('the year-end close of the seeded books', () => {
  it('leaves the income and expense accounts at zero on 1 January of every closed year after', async () => {
    // Before the close Sales opened 2025 at about -50.4 M.
    await expectProfitAndLossZeroOn('2025-01-01');
    await expectProfitAndLossZeroOn('2026-01-01');
  });

  it('moved retained earnings by each year’s net income to the centavo; the income statement of a closed year still shows it', async () => {
    for (const year of [2023, 2024, 2025]) {
      const net = await netFromLines(year);
      expect(Math.abs(net)).toBeGreaterThan(100_00);
      expect(await closedToRetainedEarnings(year), String(year)).toBe(net);
      expect(cents(await incomeStatementNet(`${year}-01-01`, `${year}-12-31`)), String(year)).toBe(net);
    }
    const periods = (await call('GET', '/accounting-periods?year=2025')).body.result as PeriodsResult;
    expect(periods.months.every((m) => m.status === 'closed')).toBe(true);
    expect(cents(periods.years.find((y) => y.year === 2025)!.net_income)).toBe(await netFromLines(2025));
    expect(periods.latest_closed).toMatchObject({ year: 2026, month: 1, label: 'January 2026' });
  });

  it('TB = the lines, debits = credits; the balance sheet balances on several dates; its net income is the income statement’s', async () => {
    for (const date of ['2024-12-31', '2025-06-30', '2025-12-31', '2026-01-01', '2026-03-02']) {
      const tb = await trialBalance('2022-11-30', date);
      const direct = await t.db.rows<{ account_code: string; balance: string }>(sql`
        SELECT account_code, SUM(debit - credit)::text AS balance FROM journal_lines WHERE transaction_date <= ${date}::date GROUP BY account_code`);
      for (const d of direct) expect(cents(tb.get(d.account_code)?.balance), `${d.account_code} ${date}`).toBe(cents(d.balance));
      expect([...tb.values()].reduce((s, r) => s + cents(r.balance), 0)).toBe(0);
      await expectBalanced(date);
    }
    const bs: BalanceSheetResult = (await call('POST', '/finance-reports/balance-sheet', { as_of: '2025-12-31' })).body.result;
    expect(cents(bs.totals.net_income.current)).toBe(await netFromLines(2025));
  });
});

describe('a closed month refuses postings', () => {
  it('a journal voucher approved into a closed month: 00001 with the period named, nothing posted', async () => {
    const jv = await submitJv('2026-01-20', '1000.00');
    const r = await call('POST', `/journal-voucher/action/${jv.jv_id}/approve`, {}, approver);
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: '00001', result: ['The period January 2026 is closed.'] });
    expect((await call('GET', `/journal-voucher/show/${jv.jv_id}`)).body.result.status).toBe(1);
    expect(await t.db.one(sql`SELECT 1 FROM journal_entries WHERE journal_entry = ${jv.jv_no}`)).toBeUndefined();
  });

  it('a journal voucher dated before the books’ first closed month is refused too: a closed period closes everything before it (issue 25, defect 3)', async () => {
    const first = (await t.db.one<{ y: number; m: number }>(sql`SELECT year AS y, month AS m FROM accounting_periods WHERE status = 'closed' ORDER BY year, month LIMIT 1`))!;
    // The month before the first closed one has no period row of its own.
    const before = new Date(Date.UTC(first.y, first.m - 2, 28)).toISOString().slice(0, 10);
    expect(await t.db.one(sql`SELECT 1 FROM accounting_periods WHERE year = ${Number(before.slice(0, 4))} AND month = ${Number(before.slice(5, 7))}`)).toBeUndefined();
    const jv = await submitJv(before, '100.00');
    const r = await call('POST', `/journal-voucher/action/${jv.jv_id}/approve`, {}, approver);
    expect(r.body).toMatchObject({ code: '00001', result: [expect.stringMatching(/^The period \w+ \d{4} is closed\.$/)] });
    expect(await t.db.one(sql`SELECT 1 FROM journal_entries WHERE journal_entry = ${jv.jv_no}`)).toBeUndefined();
  });

  it('a collection dated in a closed month: 00001 with the period named', async () => {
    const customer = await t.db.one<{ customer_code: string }>(sql`SELECT customer_code FROM customers ORDER BY customer_id LIMIT 1`);
    const r = await call('POST', '/collections', { customer_code: customer!.customer_code, receipt_date: '2025-07-15', payment_mode: 'CASH', amount_received: '100.00' });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ code: '00001', result: ['The period July 2025 is closed.'] });
    const open = await call('POST', '/collections', { customer_code: customer!.customer_code, receipt_date: '2026-02-15', payment_mode: 'CASH', amount_received: '100.00' });
    expect(open.body.code, JSON.stringify(open.body)).toBe('00003');
  });
});

describe('closing and reopening', () => {
  it('refuses a month not yet ended, a month already closed, reopening one not the latest, and users without the scope', async () => {
    expect((await call('POST', '/accounting-periods/close-month', { year: 2026, month: 3 })).body.result).toEqual(['A month that has not ended cannot be closed.']);
    expect((await call('POST', '/accounting-periods/close-month', { year: 2025, month: 5 })).body.result).toEqual(['May 2025 is already closed.']);
    expect((await call('POST', '/accounting-periods/reopen-month', { year: 2025, month: 12, reason: 'x' })).body.result).toEqual([
      'Only the latest closed month (January 2026) can be reopened.',
    ]);
    expect((await call('POST', '/accounting-periods/reopen-month', { year: 2026, month: 1 })).status).toBe(422);
    expect((await call('POST', '/accounting-periods/close-month', { year: 2026, month: 2 }, approver)).status).toBe(403);
  });

  it('reopen January, post into it, close February (and January with it); reopen the year 2025, post into December, close it again', async () => {
    const jan = await call('POST', '/accounting-periods/reopen-month', { year: 2026, month: 1, reason: 'Late supplier invoice' });
    expect(jan.body.code, JSON.stringify(jan.body)).toBe('00004');
    expect((jan.body.result as PeriodsResult).months[0]).toMatchObject({ status: 'open', reopen_reason: 'Late supplier invoice' });
    const jv = await submitJv('2026-01-20', '250.00');
    expect((await call('POST', `/journal-voucher/action/${jv.jv_id}/approve`, {}, approver)).body.code).toBe('00004');

    const feb = await call('POST', '/accounting-periods/close-month', { year: 2026, month: 2 });
    expect((feb.body.result as PeriodsResult).months.slice(0, 3).map((m) => m.status)).toEqual(['closed', 'closed', 'open']);

    // December 2025 is the latest closed month once February and January reopen; its year is closed.
    for (const month of [2, 1]) expect((await call('POST', '/accounting-periods/reopen-month', { year: 2026, month, reason: 'Audit adjustment' })).body.code).toBe('00004');
    expect((await call('POST', '/accounting-periods/reopen-month', { year: 2025, month: 12, reason: 'Audit adjustment' })).body.result).toEqual([
      'The year 2025 is closed: reopen the year first.',
    ]);
    expect((await call('POST', '/accounting-periods/reopen-year', { year: 2024, reason: 'x' })).body.result).toEqual(['Only the latest closed year (2025) can be reopened.']);

    const netBefore = await netFromLines(2025);
    const reopened = await call('POST', '/accounting-periods/reopen-year', { year: 2025, reason: 'Audit adjustment' });
    expect(reopened.body.code, JSON.stringify(reopened.body)).toBe('00004');
    // The closing entry is reversed: the year's profit is back in the income and expense accounts.
    expect(await closedToRetainedEarnings(2025)).toBe(0);
    const sales = (await trialBalance('2026-01-01', '2026-01-01')).get('4010');
    expect(cents(sales?.beginning_balance)).toBeLessThan(0);
    await expectBalanced('2026-01-15');
    expect(cents(await incomeStatementNet('2025-01-01', '2025-12-31'))).toBe(netBefore);

    expect((await call('POST', '/accounting-periods/reopen-month', { year: 2025, month: 12, reason: 'Audit adjustment' })).body.code).toBe('00004');
    const audit = await submitJv('2025-12-31', '1234.56');
    expect((await call('POST', `/journal-voucher/action/${audit.jv_id}/approve`, {}, approver)).body.code).toBe('00004');

    const closed = await call('POST', '/accounting-periods/close-year', { year: 2025 });
    expect(closed.body.code, JSON.stringify(closed.body)).toBe('00004');
    const netAfter = await netFromLines(2025);
    expect(netAfter).toBe(netBefore - 123456);
    expect(await closedToRetainedEarnings(2025)).toBe(netAfter);
    await expectProfitAndLossZeroOn('2026-01-01');
    expect(cents(await incomeStatementNet('2025-01-01', '2025-12-31'))).toBe(netAfter);
    await expectBalanced('2025-12-31');
    await expectBalanced('2026-01-01');
    expect((await call('POST', '/accounting-periods/close-year', { year: 2025 })).body.result).toEqual(['The year 2025 is already closed.']);
    expect((await call('POST', '/accounting-periods/close-year', { year: 2026 })).body.result).toEqual(['A month that has not ended cannot be closed.']);
  });
});
