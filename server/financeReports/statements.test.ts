import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BalanceSheetResult, TbMonthlyResult, TbV2Result } from '../../contract/financeReports';
import type { TrialBalanceRow } from '../../contract/finance';
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

const cents = (v: string | number) => Math.round(Number(v) * 100);
const post = (url: string, payload: object, token = finance) => t.call({ method: 'POST', url: `/api${url}`, payload, token });

/** Every account's trial balance balance (debit - credit) at `date`, from the existing trial balance. */
async function tbBalances(date: string): Promise<Map<string, TrialBalanceRow>> {
  const res = await post('/ledger/trial-balance', { date_from: '2022-11-30', date_to: date, page: 0, page_size: 1000 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return new Map((res.body.result as TrialBalanceRow[]).map((r) => [r.account_code, r]));
}

async function balanceSheet(as_of: string, compare_to?: string): Promise<BalanceSheetResult> {
  const res = await post('/finance-reports/balance-sheet', { as_of, ...(compare_to ? { compare_to } : {}) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.result;
}

describe('balance sheet', () => {
  it.each(['2022-11-30', '2023-06-15', '2024-12-31', '2025-02-28', '2026-11-22'])('balances on %s: assets = liabilities + equity (with the year’s net income), account by account the trial balance’s', async (date) => {
    const bs = await balanceSheet(date);
    const { assets, liabilities, equity, liabilities_and_equity, difference, net_income } = bs.totals;
    for (const col of ['current', 'previous'] as const) {
      expect(difference[col]).toBe('0.00');
      expect(cents(assets[col])).toBe(cents(liabilities[col]) + cents(equity[col]));
      expect(liabilities_and_equity[col]).toBe(assets[col]);
    }
    expect(bs.compare_to).toBe(`${Number(date.slice(0, 4)) - 1}-12-31`);
    if (date > '2023-01-01') expect(cents(assets.current)).toBeGreaterThan(0);

    const tb = await tbBalances(date);
    const accounts = bs.rows.filter((r) => r.level === 'account');
    expect(accounts.length).toBeGreaterThan(3);
    for (const r of accounts) {
      const side = r.account_type === 'Assets' ? 1 : -1;
      expect(side * cents(r.current), r.code).toBe(cents(tb.get(r.code)?.balance ?? 0));
    }
    // Every balance-sheet account with a balance in the trial balance is on the statement.
    for (const [code, row] of tb) {
      if (row.account_fs_group === 'Balance Sheet' && cents(row.balance) !== 0) expect(accounts.some((a) => a.code === code), code).toBe(true);
    }
    // The year's net income is the income statement's for 1 January to the date.
    const is = await post('/ledger/other-reports/income-statement', { date_from: `${date.slice(0, 4)}-01-01` < '2022-11-30' ? '2022-11-30' : `${date.slice(0, 4)}-01-01`, date_to: date, period_breakdown: 'year', breakdown: ['type'] });
    expect(is.status).toBe(200);
    expect(cents(net_income.current)).toBe(cents(is.body.result.net_income.total));
    // The income statement accounts are not on the balance sheet; the type rows add up to the totals.
    const types = bs.rows.filter((r) => r.level === 'type');
    // (On the opening day there are no liabilities yet.)
    expect(types.map((r) => r.name)).toEqual(date === '2022-11-30' ? ['Assets', 'Equity'] : ['Assets', 'Liabilities', 'Equity']);
    expect(types[0].current).toBe(assets.current);
    expect(types[types.length - 1].current).toBe(equity.current);
  });

  it('compares two chosen dates: the previous column is the other date’s balance sheet, the variance their difference', async () => {
    const a = await balanceSheet('2025-06-30', '2024-06-30');
    const b = await balanceSheet('2024-06-30');
    for (const r of a.rows.filter((x) => x.level === 'account')) {
      const other = b.rows.find((x) => x.code === r.code);
      expect(cents(r.previous), r.code).toBe(cents(other?.current ?? 0));
      expect(cents(r.variance)).toBe(cents(r.current) - cents(r.previous));
    }
    expect(a.totals.assets.previous).toBe(b.totals.assets.current);
  });

  it('rows come parent first: each account right after its line item, its sub-group, its group and its type', async () => {
    const bs = await balanceSheet('2025-12-31');
    const order = ['type', 'group', 'subgroup', 'line_item'];
    for (let i = 0; i < bs.rows.length; i++) {
      const r = bs.rows[i];
      if (r.level !== 'account' && r.level !== 'computed') continue;
      // The closest rows above of each level are this account's ancestors.
      for (const lvl of order) {
        const parent = bs.rows.slice(0, i).reverse().find((x) => x.level === lvl);
        expect(parent, `${r.code} ${lvl}`).toBeDefined();
        const want = { type: r.account_type, group: r.account_group, subgroup: r.account_sub_group, line_item: r.account_line_item }[lvl as 'type'];
        expect(parent!.name).toBe(want);
      }
    }
    expect(bs.rows.filter((r) => r.level === 'computed').map((r) => r.code)).toEqual(['RE-PRIOR', 'RE-YTD']);
  });

  it('refuses a missing date with the report message, a date before the books, and users without the scope', async () => {
    const missing = await post('/finance-reports/balance-sheet', { as_of: '' });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain('Please select dates!');
    expect((await post('/finance-reports/balance-sheet', { as_of: '2021-01-01' })).status).toBe(422);
    expect((await post('/finance-reports/balance-sheet', { as_of: '2025-01-01' }, viewer)).status).toBe(403);
  });

  it('exports the statement as a file link', async () => {
    const res = await post('/finance-reports/balance-sheet/export', { as_of: '2025-03-31' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatch(/^\/api\/downloads\//);
  });
});

describe('trial balance v2', () => {
  it('opening, debits, credits and closing per account equal the trial balance, debits equal credits in total', async () => {
    const range = { date_from: '2025-03-10', date_to: '2025-08-20' };
    const res = await post('/finance-reports/trial-balance', range);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const tb: TbV2Result = res.body.result;
    expect(tb.totals.debit).toBe(tb.totals.credit);
    expect(cents(tb.totals.debit)).toBeGreaterThan(0);
    expect(tb.totals.opening).toBe('0.00');
    expect(tb.totals.closing).toBe('0.00');

    const old = await post('/ledger/trial-balance', { ...range, page: 0, page_size: 1000 });
    const byCode = new Map((old.body.result as TrialBalanceRow[]).map((r) => [r.account_code, r]));
    expect(tb.rows).toHaveLength(byCode.size);
    for (const r of tb.rows) {
      const o = byCode.get(r.code)!;
      expect([r.opening, r.debit, r.credit, r.closing], r.code).toEqual([o.beginning_balance, o.debit, o.credit, o.balance]);
    }

    const simple = await post('/finance-reports/trial-balance', { ...range, view: 'line_items' });
    const s: TbV2Result = simple.body.result;
    expect(s.totals).toEqual(tb.totals);
    expect(s.rows.length).toBeLessThan(tb.rows.length);
    const bank = s.rows.find((r) => r.name === 'Cash in Bank')!;
    expect(cents(bank.closing)).toBe(cents(byCode.get('1020')!.balance) + cents(byCode.get('1030')!.balance));
  });

  it('a year in monthly columns: opening + the months = closing on every row, and the closing is the trial balance’s at year-end', async () => {
    const res = await post('/finance-reports/trial-balance/monthly', { year: 2024 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const m: TbMonthlyResult = res.body.result;
    const year = (await post('/finance-reports/trial-balance', { date_from: '2024-01-01', date_to: '2024-12-31' })).body.result as TbV2Result;
    expect(m.rows).toHaveLength(year.rows.length);
    for (const r of m.rows) {
      expect(r.months).toHaveLength(12);
      expect(cents(r.opening) + r.months.reduce((s, v) => s + cents(v), 0), r.code).toBe(cents(r.closing));
      const y = year.rows.find((x) => x.code === r.code)!;
      expect([r.opening, r.closing]).toEqual([y.opening, y.closing]);
    }
    expect(m.totals.months.every((v) => v === '0.00')).toBe(true);
  });

  it('exports both views', async () => {
    expect((await post('/finance-reports/trial-balance/export', { date_from: '2025-01-01', date_to: '2025-01-31', view: 'line_items' })).body.result).toMatch(/^\/api\/downloads\//);
    expect((await post('/finance-reports/trial-balance/monthly/export', { year: 2025 })).body.result).toMatch(/^\/api\/downloads\//);
  });
});
