import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IncomeStatementResult, IncomeStatementRow } from '../../contract/finance';
import { IS_ACCOUNT_RANGE_MESSAGE, IS_BREAKDOWN_MESSAGE, IS_ONE_YEAR_MESSAGE } from '../../contract/finance';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { periodColumns } from './incomeStatement.routes';

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const ALL_LEVELS = ['type', 'group', 'subgroup', 'line_item', 'accounts'];
// Partial months at both ends: sums come from the lines there and from the monthly totals between.
const RANGE = { date_from: '2024-02-10', date_to: '2024-11-20' };

const report = (body: object, token = finance) => t.call({ method: 'POST', url: '/api/ledger/other-reports/income-statement', payload: body, token });
async function statement(body: object): Promise<IncomeStatementResult> {
  const res = await report(body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.code).toBe('00000');
  return res.body.result;
}

/** Exact cents of a decimal string (BigInt: no float rounding in the checks either). */
function cents(s: string): bigint {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(s);
  if (!m) throw new Error(`not a money string: ${s}`);
  const v = BigInt(m[2] + m[3]);
  return m[1] ? -v : v;
}
const sum = (xs: string[]) => xs.reduce((a, x) => a + cents(x), 0n);
const cell = (r: { date: { words: string; total: string }[] }, k: string) => r.date.find((c) => c.words === k)!.total;

/**
 * Net income (credit - debit of the Income Statement accounts) straight from the lines, per month and in total;
 * the year-end closing entries (journal CLS) are not the year's performance.
 */
async function directNet(from: string, to: string, accounts = sql`true`) {
  const rows = await t.db.rows<{ m: string | null; net: string }>(sql`
    SELECT lower(to_char(l.transaction_date, 'mon')) AS m, SUM(l.credit - l.debit)::numeric(18,2)::text AS net
    FROM journal_lines l JOIN accounts a ON a.account_code = l.account_code JOIN journal_entries e ON e.id = l.je_id
    WHERE a.account_fs_group = 'Income Statement' AND e.module <> 'CLS' AND l.transaction_date BETWEEN ${from}::date AND ${to}::date AND ${accounts}
    GROUP BY ROLLUP(1)`);
  return new Map(rows.map((r) => [r.m, r.net]));
}

/** Income statement accounts with lines in the range, by code. */
async function movedAccounts(from: string, to: string, accounts = sql`true`): Promise<string[]> {
  const rows = await t.db.rows<{ account_code: string }>(sql`
    SELECT DISTINCT a.account_code FROM journal_lines l JOIN accounts a ON a.account_code = l.account_code
    WHERE a.account_fs_group = 'Income Statement' AND l.transaction_date BETWEEN ${from}::date AND ${to}::date AND ${accounts}
    ORDER BY 1`);
  return rows.map((x) => x.account_code);
}

describe('periodColumns', () => {
  it('lists the months, quarters or years the range touches, clipped to the range', () => {
    expect(periodColumns('month', '2024-02-10', '2024-04-05')).toEqual([
      { key: 'feb', from: '2024-02-10', to: '2024-02-29' },
      { key: 'mar', from: '2024-03-01', to: '2024-03-31' },
      { key: 'apr', from: '2024-04-01', to: '2024-04-05' },
    ]);
    expect(periodColumns('quarter', '2024-02-10', '2024-11-20').map((c) => c.key)).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(periodColumns('quarter', '2024-05-01', '2024-05-31')).toEqual([{ key: 'q2', from: '2024-05-01', to: '2024-05-31' }]);
    expect(periodColumns('year', '2023-06-01', '2025-01-31')).toEqual([
      { key: '2023', from: '2023-06-01', to: '2023-12-31' },
      { key: '2024', from: '2024-01-01', to: '2024-12-31' },
      { key: '2025', from: '2025-01-01', to: '2025-01-31' },
    ]);
  });
});

describe('income statement', () => {
  it('net income equals the movement of the income and expense accounts from the lines, to the centavo, per month and in total', async () => {
    const r = await statement({ ...RANGE, period_breakdown: 'month', breakdown: ['type'] });
    expect(r.cols_ret).toEqual(['feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov']);
    const direct = await directNet(RANGE.date_from, RANGE.date_to);
    expect(r.net_income.total).toBe(direct.get(null));
    for (const k of r.cols_ret) expect(cell(r.net_income, k), k).toBe(direct.get(k));
    // Non-trivial books: revenue and expenses both moved.
    expect(cents(r.net_income.total)).not.toBe(0n);
    // Income shown credit - debit, expenses debit - credit: both positive, and net = income - expenses.
    expect(r.rows.map((x) => [x.level, x.name])).toEqual([
      ['type', 'Income'],
      ['type', 'Expenses'],
    ]);
    const [income, expenses] = r.rows;
    expect(cents(income.total) > 0n && cents(expenses.total) > 0n).toBe(true);
    expect(cents(income.total) - cents(expenses.total)).toBe(cents(r.net_income.total));
  });

  it('month columns sum to each row total; quarter and year breakdowns agree with the months', async () => {
    const body = { ...RANGE, breakdown: ALL_LEVELS };
    const months = await statement({ ...body, period_breakdown: 'month' });
    const quarters = await statement({ ...body, period_breakdown: 'quarter' });
    const year = await statement({ ...body, period_breakdown: 'year' });
    expect(quarters.cols_ret).toEqual(['q1', 'q2', 'q3', 'q4']);
    expect(year.cols_ret).toEqual(['2024']);
    expect(months.rows.length).toBeGreaterThan(10);
    const Q: Record<string, string[]> = { q1: ['feb', 'mar'], q2: ['apr', 'may', 'jun'], q3: ['jul', 'aug', 'sep'], q4: ['oct', 'nov'] };

    for (const [i, m] of [...months.rows, months.net_income].entries()) {
      const q = i < months.rows.length ? quarters.rows[i] : quarters.net_income;
      const y = i < months.rows.length ? year.rows[i] : year.net_income;
      expect(sum(m.date.map((c) => c.total))).toBe(cents(m.total));
      for (const [k, ms] of Object.entries(Q)) expect(cents(cell(q, k)), k).toBe(sum(ms.map((x) => cell(m, x))));
      expect(q.total).toBe(m.total);
      expect(cell(y, '2024')).toBe(m.total);
      expect(y.total).toBe(m.total);
    }
    // Same nodes in the same order whatever the period breakdown.
    const ids = (r: IncomeStatementResult) => r.rows.map((x) => `${x.level}:${x.code}`);
    expect(ids(quarters)).toEqual(ids(months));
    expect(ids(year)).toEqual(ids(months));
  });

  it('rows are the hierarchy in order: each node before its children, whose totals add up to it', async () => {
    const r = await statement({ ...RANGE, period_breakdown: 'quarter', breakdown: ALL_LEVELS });
    const depth = (x: IncomeStatementRow) => ALL_LEVELS.indexOf(x.level);
    expect(r.rows[0]).toMatchObject({ level: 'type', name: 'Income' });
    expect(r.rows.filter((x) => x.level === 'accounts').map((x) => x.code)).toEqual(await movedAccounts(RANGE.date_from, RANGE.date_to));
    expect(r.rows.find((x) => x.level === 'group' && x.name === 'Operating Expenses')!.code).toBe('Expenses / Operating Expenses');
    for (const [i, node] of r.rows.entries()) {
      if (node.level === 'accounts') continue;
      const children: IncomeStatementRow[] = [];
      for (const next of r.rows.slice(i + 1)) {
        if (depth(next) <= depth(node)) break;
        if (depth(next) === depth(node) + 1) children.push(next);
      }
      expect(children.length, node.code).toBeGreaterThan(0);
      expect(sum(children.map((c) => c.total)), node.code).toBe(cents(node.total));
      for (const k of r.cols_ret) expect(sum(children.map((c) => cell(c, k))), `${node.code} ${k}`).toBe(cents(cell(node, k)));
    }
  });

  it('shows only the chosen levels, each account under its own (hidden-parent) group', async () => {
    const r = await statement({ ...RANGE, period_breakdown: 'year', breakdown: ['accounts', 'group'] });
    const groupOf = new Map(
      (await t.db.rows<{ account_code: string; g: string }>(sql`SELECT account_code, account_type || ' / ' || account_group AS g FROM accounts`)).map((x) => [x.account_code, x.g]),
    );
    expect(new Set(r.rows.map((x) => x.level))).toEqual(new Set(['group', 'accounts']));
    expect(r.rows.filter((x) => x.level === 'accounts').map((x) => x.code)).toEqual(await movedAccounts(RANGE.date_from, RANGE.date_to));
    let group = '';
    const seen = new Set<string>();
    for (const x of r.rows) {
      if (x.level === 'group') {
        expect(seen.has(x.code), x.code).toBe(false);
        seen.add(x.code);
        group = x.code;
      } else expect(groupOf.get(x.code), x.code).toBe(group);
    }
    expect(seen.has('Income / Revenue') && seen.has('Expenses / Operating Expenses')).toBe(true);
  });

  it('filters by account code range, both ends inclusive', async () => {
    const r = await statement({ ...RANGE, period_breakdown: 'month', breakdown: ['type', 'accounts'], accounts_from: '6010', accounts_to: '6030' });
    const inRange = await movedAccounts(RANGE.date_from, RANGE.date_to, sql`a.account_code BETWEEN '6010' AND '6030'`);
    expect(inRange).toContain('6010');
    expect(inRange).toContain('6030');
    expect(r.rows.map((x) => x.code)).toEqual(['Expenses', ...inRange]);
    const direct = await directNet(RANGE.date_from, RANGE.date_to, sql`a.account_code BETWEEN '6010' AND '6030'`);
    expect(r.net_income.total).toBe(direct.get(null));
    expect(cents(r.rows[0].total)).toBe(-cents(r.net_income.total));
    const open = await statement({ ...RANGE, breakdown: ['accounts'], accounts_from: '5010' });
    expect(open.rows.map((x) => x.code)).toEqual(await movedAccounts(RANGE.date_from, RANGE.date_to, sql`a.account_code >= '5010'`));
  });

  it('a range without income statement accounts answers no rows and zero net income', async () => {
    const r = await statement({ ...RANGE, period_breakdown: 'quarter', breakdown: ['type'], accounts_from: '1000', accounts_to: '3999' });
    expect(r.rows).toEqual([]);
    expect(r.net_income).toEqual({ date: ['q1', 'q2', 'q3', 'q4'].map((words) => ({ words, total: '0.00' })), total: '0.00' });
  });

  it('a year breakdown may span years, one column per year', async () => {
    const r = await statement({ date_from: '2023-07-01', date_to: '2025-03-31', period_breakdown: 'year', breakdown: ['type'] });
    expect(r.cols_ret).toEqual(['2023', '2024', '2025']);
    expect(r.net_income.total).toBe((await directNet('2023-07-01', '2025-03-31')).get(null));
    expect(cell(r.net_income, '2025')).toBe((await directNet('2025-01-01', '2025-03-31')).get(null));
  });

  it('refuses bad input with 00001 and the message, never a 500', async () => {
    const cases: [object, string][] = [
      [{ date_from: '2024-05-01', date_to: '2024-04-01' }, 'Please provide valid date!'],
      [{ date_from: '2024-11-01', date_to: '2025-01-31', period_breakdown: 'month' }, IS_ONE_YEAR_MESSAGE],
      [{ date_from: '2024-11-01', date_to: '2025-01-31', period_breakdown: 'quarter' }, IS_ONE_YEAR_MESSAGE],
      [{ date_from: '2022-11-01', date_to: '2022-12-31' }, 'Date From must not be earlier than 2022-11-30'],
      [{ ...RANGE, breakdown: [] }, IS_BREAKDOWN_MESSAGE],
      [{ ...RANGE, accounts_from: '6030', accounts_to: '6010' }, IS_ACCOUNT_RANGE_MESSAGE],
      [{ ...RANGE, year: 2023 }, 'Date From and Date To must be within the chosen year'],
    ];
    for (const [body, message] of cases) {
      const res = await report(body);
      expect(res.status, message).toBe(422);
      expect(res.body, message).toEqual({ code: '00001', result: [message] });
    }
    const garbage = await report({ date_from: 'yesterday', period_breakdown: 'week', breakdown: ['everything'] });
    expect(garbage.status).toBe(422);
    expect(garbage.body.code).toBe('00001');
    expect(garbage.body.result.length).toBeGreaterThan(0);
  });

  it('needs get_income_statement', async () => {
    const viewer = await t.login('viewer');
    expect((await report({ ...RANGE, breakdown: ['type'] }, viewer)).status).toBe(403);
    expect((await t.call({ method: 'POST', url: '/api/ledger/other-reports/income-statement/export', payload: { ...RANGE, breakdown: ['type'] }, token: viewer })).status).toBe(403);
  });

  it('exports the statement as on screen: a line per node, a column per period, the total, and Net Income (issue 25)', async () => {
    const body = { ...RANGE, period_breakdown: 'quarter', breakdown: ['type', 'accounts'] };
    const shown = (await report(body)).body.result as IncomeStatementResult;
    const res = await t.call({ method: 'POST', url: '/api/ledger/other-reports/income-statement/export', payload: body, token: finance });
    expect(res.body.code, JSON.stringify(res.body)).toBe('00000');
    const file = await t.app.inject({ method: 'GET', url: res.body.result, headers: { authorization: `Bearer ${finance}` } });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = book.worksheets[0];
    expect(sheet.getCell('A1').value).toBe('Income Statement');
    const head = [...Array(sheet.rowCount).keys()].map((i) => i + 1).find((r) => sheet.getRow(r).getCell(1).value === 'Account')!;
    expect(sheet.getRow(head).values).toEqual([undefined, 'Account', 'Account Code', ...shown.cols_ret.map((c) => c.toUpperCase()), 'Total']);
    expect(sheet.rowCount - head).toBe(shown.rows.length + 1);
    const account = shown.rows.find((r) => r.level === 'accounts')!;
    const row = [...Array(shown.rows.length).keys()].map((i) => sheet.getRow(head + 1 + i)).find((r) => r.getCell(2).value === account.code)!;
    expect(cents((row.getCell(3 + shown.cols_ret.length).value as number).toFixed(2))).toBe(cents(account.total));
    const net = sheet.getRow(sheet.rowCount);
    expect(net.getCell(1).value).toBe('Net Income');
    expect(cents((net.getCell(3 + shown.cols_ret.length).value as number).toFixed(2))).toBe(cents(shown.net_income.total));
  });
});
