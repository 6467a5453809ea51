import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing';
import { sql } from '../db/db';

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const gl = (body: object, token = finance) => t.call({ method: 'POST', url: '/api/ledger/general', payload: body, token });
const cents = (s: string) => Math.round(Number(s) * 100);
const net = (r: { debit: string; credit: string }) => cents(r.debit) - cents(r.credit);
const YEAR = { date_from: '2024-01-01', date_to: '2024-12-31' };

describe('general ledger', () => {
  it('pages the busiest account with running balances that continue exactly from page to page', async () => {
    for (const page_size of [50, 75, 100]) {
      const pages = [];
      for (let page = 0; page < 3; page++) {
        const res = await gl({ account_code: '1020', ...YEAR, page, page_size });
        expect(res.status).toBe(200);
        expect(res.body.result).toHaveLength(page_size);
        pages.push(res.body.result);
      }
      expect(pages[0][0].transaction_date >= '2024-01-01').toBe(true);
      for (let p = 1; p < 3; p++) {
        const lastPrev = pages[p - 1][page_size - 1];
        const first = pages[p][0];
        expect(cents(first.running_balance)).toBe(cents(lastPrev.running_balance) + net(first));
      }
      for (const page of pages) for (let i = 1; i < page.length; i++) expect(cents(page[i].running_balance)).toBe(cents(page[i - 1].running_balance) + net(page[i]));
    }
  });

  it('starts the first page from the balance of everything before Date From', async () => {
    const res = await gl({ account_code: '1100', ...YEAR, page: 0, page_size: 50 });
    const before = await t.db.one<{ b: string }>(sql`SELECT SUM(debit - credit)::text AS b FROM journal_lines WHERE account_code = '1100' AND transaction_date < '2024-01-01'`);
    const first = res.body.result[0];
    expect(cents(first.running_balance)).toBe(cents(before!.b) + net(first));
    expect(res.body.total_rows).toBeGreaterThan(100);
  });

  it('ends on the trial balance ending balance of the account', async () => {
    const first = await gl({ account_code: '1020', ...YEAR, page: 0, page_size: 50 });
    const lastPage = Math.ceil(first.body.total_rows / 50) - 1;
    const last = await gl({ account_code: '1020', ...YEAR, page: lastPage, page_size: 50 });
    const rows = last.body.result;
    const tb = await t.call({ method: 'POST', url: '/api/ledger/trial-balance', payload: { ...YEAR, page: 0, page_size: 100 }, token: finance });
    const tbRow = tb.body.result.find((r: { account_code: string }) => r.account_code === '1020');
    expect(cents(tbRow.balance)).toBe(cents(rows[rows.length - 1].running_balance));
  });

  it('refuses bad input with 00001 and the message, never a 500', async () => {
    const wrong = await gl({ account_code: '1020', date_from: '2024-02-01', date_to: '2024-01-01' });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    const early = await gl({ account_code: '1020', date_from: '2022-11-01', date_to: '2023-01-01' });
    expect(early.body.code).toBe('00001');
    const garbage = await gl({ account_code: 1020, date_from: 'yesterday', page: 'x' });
    expect(garbage.status).toBe(422);
    expect(garbage.body.code).toBe('00001');
  });

  it('words the date rules of spec 000 §5, dates before the account, and takes only the date as the sort key', async () => {
    expect((await gl({ account_code: '1020', date_from: '2022-11-30', date_to: '2023-01-01' })).body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
    expect((await gl({ account_code: '1020', date_to: '2023-01-01' })).body).toEqual({ code: '00001', result: ['Please select dates!'] });
    expect((await gl({ date_from: '2024-02-01', date_to: '2024-01-01' })).body.result).toEqual(['Please provide valid date!', 'Please select an account or a sub-group']);
    expect((await gl({ account_code: '1020', ...YEAR, order_by: 'transaction_date', direction: 'desc' })).status).toBe(200);
    expect((await gl({ account_code: '1020', ...YEAR, order_by: 'debit' })).body.code).toBe('00001');
  });

  it('needs get_general_ledger', async () => {
    const purchaser = await t.login('purchaser');
    expect((await gl({ account_code: '1020', ...YEAR }, purchaser)).status).toBe(403);
    // The summary and totals calls that frame the ledger and the trial balance hold the same scopes and refusals.
    const call = (url: string, payload: object, token: string) => t.call({ method: 'POST', url: `/api${url}`, payload, token });
    expect((await call('/ledger/general/summary', { account_code: '1020', ...YEAR }, purchaser)).status).toBe(403);
    expect((await call('/ledger/trial-balance/totals', YEAR, purchaser)).status).toBe(403);
    expect((await call('/ledger/general/summary', { account_code: '1020', ...YEAR }, '')).status).toBe(401);
    expect((await call('/ledger/general/summary', YEAR, finance)).body).toEqual({ code: '00001', result: ['Please select an account or a sub-group'] });
  });
});

describe('trial balance', () => {
  it('sums to zero, and beginning + debit - credit = balance for every account', async () => {
    const res = await t.call({ method: 'POST', url: '/api/ledger/trial-balance', payload: { date_from: '2023-03-15', date_to: '2024-08-10', page: 0, page_size: 100 }, token: finance });
    expect(res.status).toBe(200);
    const rows = res.body.result as { beginning_balance: string; debit: string; credit: string; balance: string; account_code: string }[];
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.reduce((s, r) => s + cents(r.balance), 0)).toBe(0);
    expect(rows.reduce((s, r) => s + cents(r.debit) - cents(r.credit), 0)).toBe(0);
    for (const r of rows) expect(cents(r.beginning_balance) + cents(r.debit) - cents(r.credit)).toBe(cents(r.balance));
    // Partial months at both ends come from the lines, whole months from the monthly totals: check one account against the lines.
    const ar = rows.find((r) => r.account_code === '1100')!;
    const direct = await t.db.one<{ dr: string }>(sql`SELECT SUM(debit)::text AS dr FROM journal_lines WHERE account_code = '1100' AND transaction_date BETWEEN '2023-03-15' AND '2024-08-10'`);
    expect(cents(ar.debit)).toBe(cents(direct!.dr));

    // The Total row of the screen: every account of the range, debits equal to credits, balances summing to zero.
    const totals = await t.call({ method: 'POST', url: '/api/ledger/trial-balance/totals', payload: { date_from: '2023-03-15', date_to: '2024-08-10' }, token: finance });
    expect(totals.body.result).toEqual({
      beginning_balance: '0.00',
      debit: (rows.reduce((s, r) => s + cents(r.debit), 0) / 100).toFixed(2),
      credit: (rows.reduce((s, r) => s + cents(r.credit), 0) / 100).toFixed(2),
      balance: '0.00',
      accounts: res.body.total_rows,
    });
    expect(totals.body.result.debit).toBe(totals.body.result.credit);
    const bad = await t.call({ method: 'POST', url: '/api/ledger/trial-balance/totals', payload: { date_from: '2024-08-10', date_to: '2023-03-15' }, token: finance });
    expect(bad.body).toEqual({ code: '00001', result: ['Please provide valid date!'] });
  });

  it('drills into an account through the general ledger entries call', async () => {
    const res = await t.call({ method: 'POST', url: '/api/ledger/general/entries', payload: { account_code: '4010', ...YEAR, page: 0, page_size: 50, direction: 'asc', order_by: 'account_code' }, token: finance });
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(50);
    expect(res.body.result.every((r: { account_code: string }) => r.account_code === '4010')).toBe(true);
  });
});

describe('finance lookups', () => {
  it('finds accounts and sub-groups by keyword', async () => {
    const acc = await t.call({ method: 'GET', url: '/api/ledger/accounts/list?keyword=bdo', token: finance });
    expect(acc.body.result).toEqual([{ account_code: '1020', account_name: 'Cash in Bank - BDO' }]);
    const sub = await t.call({ method: 'GET', url: '/api/ledger/accounts/groups/sub?keyword=cash', token: finance });
    expect(sub.body.result).toEqual([{ sub_group: 'Cash and Cash Equivalents', name: 'Cash and Cash Equivalents' }]);
  });
});
