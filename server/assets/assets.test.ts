import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TbV2Result } from '../../contract/financeReports';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/**
 * Fixed assets and allocated expenses against the real books (test clock
 * 2026-03-02, books closed through January 2026) and the seeded register
 * (server/assets/seed.ts: 12 assets of 2025 and 3 received from PLDT on
 * 2026-02-16, depreciated through February 2026): capitalizing, depreciating
 * a month and disposing each post one balanced entry; the capitalized assets
 * report equals the asset and accumulated depreciation accounts; a month
 * depreciates once; an asset PO is approved by someone other than its maker
 * and its receipt waits in "received, not yet invoiced"; allocated expenses
 * post their monthly shares by cost center.
 */
let t: TestServer;
let finance: string;
let approver: string;
let admin: string;
let purchaser: string;
let viewer: string;
let supplierId: number;
let cc: number[];
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver, admin, purchaser, viewer] = await Promise.all(['finance', 'approver', 'admin', 'purchaser', 'viewer'].map((u) => t.login(u)));
  supplierId = (await t.db.one<{ id: number }>(sql`SELECT vendor_id AS id FROM suppliers WHERE active ORDER BY vendor_id LIMIT 1`))!.id;
  cc = (await t.db.rows<{ id: number }>(sql`SELECT cost_center_id AS id FROM cost_centers WHERE active ORDER BY cost_center_code LIMIT 2`)).map((r) => r.id);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = finance) => t.call({ method, url: `/api${url}`, payload, token });
const entryOf = (journalEntry: string) =>
  t.db.rows<{ account_code: string; debit: string; credit: string }>(sql`
    SELECT l.account_code, l.debit::text, l.credit::text FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id
    WHERE e.journal_entry = ${journalEntry} ORDER BY l.debit = 0, l.account_code`);
const balance = async (account: string, asOf: string) =>
  (await t.db.one<{ b: string }>(sql`SELECT COALESCE(SUM(debit - credit), 0)::numeric(16,2)::text AS b FROM journal_lines WHERE account_code = ${account} AND transaction_date <= ${asOf}::date`))!.b;
const allBalanced = async () =>
  (await t.db.one<{ ok: boolean }>(sql`SELECT NOT EXISTS (SELECT 1 FROM journal_lines GROUP BY je_id HAVING SUM(debit) <> SUM(credit)) AS ok`))!.ok;

const laptop = { description: 'Dell Latitude 5440 laptop', category_code: 'COMP', acquisition_date: '2026-02-10', cost: '36000', salvage_value: '', useful_life_months: 36, credit_account: '1020', cost_center_id: null, location: 'Head Office', custodian_id: null, serial_no: 'DL-5440-01' };

describe('asset register and depreciation', () => {
  let laptopId: number;
  let printerId: number;
  it('capitalizes an asset: Dr the category asset account, Cr the account chosen', async () => {
    const res = await call('POST', '/assets', laptop);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.result;
    laptopId = a.asset_id;
    // The seed's three PLDT items took FA-2026-000001 to 000003.
    expect(a).toMatchObject({ asset_no: 'FA-2026-000004', cost: '36000.00', monthly_depreciation: '1000.00', net_book_value: '36000.00', status: 'active' });
    expect(a.schedule).toHaveLength(36);
    expect(a.schedule[0]).toMatchObject({ period: '2026-03', amount: '1000.00', posted: false });
    expect(await entryOf(a.journal_entry)).toEqual([
      { account_code: '1580', debit: '36000.00', credit: '0.00' },
      { account_code: '1020', debit: '0.00', credit: '36000.00' },
    ]);
    // The last month takes the centavos left: 1,000 over 3 months is 333.33, 333.33, 333.34.
    const printer = await call('POST', '/assets', { ...laptop, description: 'Label printer', cost: '1000', useful_life_months: 3, serial_no: null });
    printerId = printer.body.result.asset_id;
    expect(printer.body.result.schedule.map((m: { amount: string }) => m.amount)).toEqual(['333.33', '333.33', '333.34']);
    const revisions = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE entity = 'assets' AND action = 'created' AND entity_id IN (${laptopId}, ${printerId})`);
    expect(revisions!.n).toBe(2);
  });

  it('refuses a capitalization in a closed month, a salvage value above cost, and the viewer', async () => {
    const closed = await call('POST', '/assets', { ...laptop, acquisition_date: '2026-01-15' });
    expect(closed.body.code).toBe('00001');
    expect(JSON.stringify(closed.body.result)).toMatch(/January 2026|closed/i);
    const salvage = await call('POST', '/assets', { ...laptop, salvage_value: '36000' });
    expect(salvage.body.fields.salvage_value).toEqual(['Salvage Value must be less than the cost.']);
    expect((await call('GET', '/assets', undefined, viewer)).status).toBe(403);
    expect((await call('POST', '/assets', laptop, approver)).status).toBe(403);
  });

  it('depreciates a month in one balanced entry, once', async () => {
    const feb = await call('POST', '/assets/depreciation/post', { period: '2026-02' });
    expect(feb.body.fields.period).toEqual(['Depreciation for February 2026 has already been posted.']);
    const preview = await call('POST', '/assets/depreciation/preview', { period: '2026-03' });
    // The seeded register's March 97,751.33 (vehicles 59,083.89, computers 19,984.71, warehouse 7,204.16, cold chain 11,478.57) + 1,000.00 + 333.33.
    expect(preview.body.result).toMatchObject({ run: null, total: '99084.66' });
    expect(preview.body.result.lines.filter((l: { asset_id: number }) => [laptopId, printerId].includes(l.asset_id)).map((l: { amount: string }) => l.amount)).toEqual(['1000.00', '333.33']);
    expect(preview.body.result.entry).toEqual([
      { account_code: '6082', account_name: expect.any(String), debit: '7204.16', credit: '0.00' },
      { account_code: '6083', account_name: expect.any(String), debit: '11478.57', credit: '0.00' },
      { account_code: '6084', account_name: 'Depreciation - Delivery Vehicles', debit: '59083.89', credit: '0.00' },
      { account_code: '6086', account_name: 'Depreciation - Computer Equipment', debit: '21318.04', credit: '0.00' },
      { account_code: '1541', account_name: expect.any(String), debit: '0.00', credit: '7204.16' },
      { account_code: '1551', account_name: expect.any(String), debit: '0.00', credit: '11478.57' },
      { account_code: '1561', account_name: expect.any(String), debit: '0.00', credit: '59083.89' },
      { account_code: '1581', account_name: 'Accumulated Depreciation - Computer Equipment', debit: '0.00', credit: '21318.04' },
    ]);
    const [first, second] = await Promise.all([call('POST', '/assets/depreciation/post', { period: '2026-03' }), call('POST', '/assets/depreciation/post', { period: '2026-03' })]);
    const posted = [first, second].filter((r) => r.body.code !== '00001');
    expect(posted).toHaveLength(1);
    expect(posted[0].body.result).toMatchObject({ period: '2026-03', total: '99084.66', assets: 17 });
    expect([first, second].find((r) => r.body.code === '00001')!.body.fields.period).toEqual(['Depreciation for March 2026 has already been posted.']);
    expect(await entryOf(posted[0].body.result.journal_entry)).toEqual([
      { account_code: '6082', debit: '7204.16', credit: '0.00' },
      { account_code: '6083', debit: '11478.57', credit: '0.00' },
      { account_code: '6084', debit: '59083.89', credit: '0.00' },
      { account_code: '6086', debit: '21318.04', credit: '0.00' },
      { account_code: '1541', debit: '0.00', credit: '7204.16' },
      { account_code: '1551', debit: '0.00', credit: '11478.57' },
      { account_code: '1561', debit: '0.00', credit: '59083.89' },
      { account_code: '1581', debit: '0.00', credit: '21318.04' },
    ]);
    const again = await call('POST', '/assets/depreciation/preview', { period: '2026-03' });
    expect(again.body.result.run).not.toBeNull();
    expect((await call('POST', '/assets/depreciation/post', { period: '2026-04' })).body.fields.period).toEqual(['A month that has not started cannot be posted.']);
    expect(await allBalanced()).toBe(true);
  });

  it('reports capitalized assets as of a date equal to the asset accounts in the books', async () => {
    const page = await call('POST', '/finance-reports/capitalized-assets', { as_of: '2026-03-31', page: 0, page_size: 50 });
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body.total_rows).toBe(17);
    const sum = await call('POST', '/finance-reports/capitalized-assets/summary', { as_of: '2026-03-31' });
    // Cost: the seeded 6,436,600.00 + 37,000.00; depreciation: the seeded 994,671.84 through March + 1,333.33.
    expect(sum.body.result.total).toEqual({
      cost: '6473600.00',
      accumulated_depreciation: '996005.17',
      net_book_value: '5477594.83',
      books_cost: '6473600.00',
      books_accumulated: '996005.17',
      books_net: '5477594.83',
    });
    const comp = sum.body.result.categories.find((c: { asset_account: string }) => c.asset_account === '1580');
    // Computers: 97,000 + 385,000 + 129,600 + 204,100 seeded, 37,000 here.
    expect(comp).toMatchObject({ cost: '852700.00', books_cost: await balance('1580', '2026-03-31') });
    expect(`-${comp.accumulated_depreciation}`).toBe(await balance('1581', '2026-03-31'));
    // Before the month's run (dated its last day) March is not depreciated yet.
    const mid = await call('POST', '/finance-reports/capitalized-assets/summary', { as_of: '2026-03-15' });
    expect(mid.body.result.total).toMatchObject({ accumulated_depreciation: '896920.51', books_accumulated: '896920.51', net_book_value: '5576679.49' });
  });

  it('disposes of an asset with its loss, after the months already depreciated', async () => {
    const early = await call('POST', `/assets/${printerId}/dispose`, { disposal_date: '2026-03-20', proceeds: '500', proceeds_account: '1020' });
    expect(early.body.fields.disposal_date).toEqual(['Depreciation is posted up to 2026-03: the disposal date cannot be before the end of that month.']);
    const res = await call('POST', `/assets/${printerId}/dispose`, { disposal_date: '2026-04-01', proceeds: '500', proceeds_account: '1020', remarks: 'Sold to staff' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ status: 'disposed', disposal_gain: '-166.67' });
    expect(await entryOf(res.body.result.disposal_entry)).toEqual([
      { account_code: '1020', debit: '500.00', credit: '0.00' },
      { account_code: '1581', debit: '333.33', credit: '0.00' },
      { account_code: '8030', debit: '166.67', credit: '0.00' },
      { account_code: '1580', debit: '0.00', credit: '1000.00' },
    ]);
    expect((await call('POST', `/assets/${printerId}/dispose`, { disposal_date: '2026-04-02', proceeds: '0' })).body.fields.disposal_date).toEqual(['The asset is already disposed.']);
    const sum = await call('POST', '/finance-reports/capitalized-assets/summary', { as_of: '2026-04-30' });
    expect(sum.body.result.total).toMatchObject({ cost: '6472600.00', accumulated_depreciation: '995671.84', books_cost: '6472600.00', books_accumulated: '995671.84', books_net: '5476928.16' });
    // Editing keeps the books' figures: only the descriptive fields change.
    const edit = await call('PUT', `/assets/${laptopId}`, { description: 'Dell Latitude 5440 laptop (finance)', cost_center_id: cc[0], location: 'Finance', custodian_id: null, serial_no: 'DL-5440-01' });
    expect(edit.body.result).toMatchObject({ description: 'Dell Latitude 5440 laptop (finance)', cost: '36000.00', location: 'Finance' });
    expect(await allBalanced()).toBe(true);
  });
});

describe('asset purchase orders', () => {
  let apoId: number;
  const po = () => ({ supplier_id: supplierId, po_date: '2026-03-01', remarks: 'Laptops for the credit team', lines: [{ description: 'Lenovo ThinkPad E14', category_code: 'COMP', quantity: 2, unit_cost: '45000' }] });
  it('is written by the purchaser and approved by someone else, never its maker', async () => {
    const res = await call('POST', '/assets/purchase-orders', po(), purchaser);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    apoId = res.body.result.apo_id;
    expect(res.body.result).toMatchObject({ status: 'for_approval', total: '90000.00' });
    expect((await call('POST', `/assets/purchase-orders/${apoId}/approve`, undefined, purchaser)).status).toBe(403);
    const own = await call('POST', '/assets/purchase-orders', po(), admin);
    const refused = await call('POST', `/assets/purchase-orders/${own.body.result.apo_id}/approve`, undefined, admin);
    expect(refused.body).toMatchObject({ code: '00005', result: [expect.stringMatching(/^Asset purchase order APO-\S+ was created by you; someone else must approve it\.$/)] });
    expect((await call('POST', `/assets/purchase-orders/${apoId}/receive`, { receipt_date: '2026-03-02' })).body.result).toEqual(['Only an approved purchase order not yet received can be received.']);
    const ok = await call('POST', `/assets/purchase-orders/${apoId}/approve`, undefined, approver);
    expect(ok.body.result).toMatchObject({ status: 'approved', checker: expect.any(String) });
    const list = await call('GET', '/assets/purchase-orders?status=for_approval', undefined, finance);
    expect(list.body.result.map((r: { apo_id: number }) => r.apo_id)).toEqual([own.body.result.apo_id]);
  });

  it('capitalizes what is received against the clearing account until a voucher invoices it', async () => {
    const before = await balance('2022', '2026-03-31');
    const res = await call('POST', `/assets/purchase-orders/${apoId}/receive`, { receipt_date: '2026-03-02', location: 'Credit Office', cost_center_id: cc[1] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The seed's PLDT receipt is ARR-2026-000001.
    expect(res.body.result).toMatchObject({ status: 'received', receipt_no: 'ARR-2026-000002' });
    const assets = await call('GET', '/assets?search=ThinkPad', undefined, finance);
    expect(assets.body.result.map((a: { cost: string }) => a.cost)).toEqual(['45000.00', '45000.00']);
    expect(await balance('2022', '2026-03-31')).toBe((Number(before) - 90000).toFixed(2));
    const report = await call('POST', '/finance-reports/asset-received-not-invoiced', { as_of: '2026-03-31', page: 0, page_size: 50 });
    expect(report.body.result).toEqual([
      expect.objectContaining({ receipt_no: 'ARR-2026-000001', amount: '204100.00', age_days: 43 }),
      expect.objectContaining({ receipt_no: 'ARR-2026-000002', amount: '90000.00', age_days: 29 }),
    ]);
    const sum = await call('POST', '/finance-reports/asset-received-not-invoiced/summary', { as_of: '2026-03-31' });
    // The receipts not yet invoiced are the clearing account's balance.
    expect(sum.body.result).toEqual({ total: '294100.00', receipts: 2, books: '294100.00' });
    const receiptId = report.body.result[1].receipt_id;
    const bad = await call('POST', `/assets/receipts/${receiptId}/invoice`, { pv_no: 'PV-NOPE' });
    expect(bad.body.fields.pv_no).toEqual(['The payable voucher must be approved and be for the same supplier.']);
    expect(await allBalanced()).toBe(true);
  });
});

describe('allocated expenses', () => {
  const insurance = () => ({
    description: 'Fire insurance, warehouse',
    reference: 'POL-2026-118',
    prepaid_account: '1331',
    expense_account: '6073',
    total_amount: '1000',
    start_month: '2026-02',
    months: 3,
    splits: [
      { cost_center_id: cc[0], percent: '60' },
      { cost_center_id: cc[1], percent: '40' },
    ],
  });
  it('posts each month once, split by cost center, the last share taking the centavos left', async () => {
    const wrong = await call('POST', '/allocated-expenses', { ...insurance(), splits: [{ cost_center_id: cc[0], percent: '60' }] });
    expect(wrong.body.fields.splits).toEqual(['The cost center shares must add up to 100%.']);
    const res = await call('POST', '/allocated-expenses', insurance());
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.result.schedule_id;
    const preview = await call('POST', '/allocated-expenses/run/preview', { period: '2026-02' });
    expect(preview.body.result.lines.map((l: { amount: string }) => l.amount)).toEqual(['200.00', '133.33']);
    const feb = await call('POST', '/allocated-expenses/run', { period: '2026-02' });
    expect(feb.body.result).toMatchObject({ total: '333.33' });
    expect(await entryOf(feb.body.result.journal_entry)).toEqual([
      { account_code: '6073', debit: '333.33', credit: '0.00' },
      { account_code: '1331', debit: '0.00', credit: '333.33' },
    ]);
    expect((await call('POST', '/allocated-expenses/run', { period: '2026-02' })).body.fields.period).toEqual(['Nothing is due for allocation in February 2026.']);
    const locked = await call('PUT', `/allocated-expenses/${id}`, { ...insurance(), total_amount: '1200' });
    expect(locked.body.result).toEqual(['Amounts, accounts, months and cost centers cannot change once a month has been allocated.']);
    const renamed = await call('PUT', `/allocated-expenses/${id}`, { ...insurance(), description: 'Fire insurance, Paranaque warehouse' });
    expect(renamed.body.result).toMatchObject({ description: 'Fire insurance, Paranaque warehouse', allocated: '333.33', remaining: '666.67' });
    await call('POST', '/allocated-expenses/run', { period: '2026-03' });
    const shown = await call('GET', `/allocated-expenses/${id}`);
    expect(shown.body.result.entries.map((e: { period: string; amount: string }) => [e.period, e.amount])).toEqual([
      ['2026-02', '333.33'],
      ['2026-03', '333.33'],
    ]);
    expect((await call('GET', '/allocated-expenses', undefined, viewer)).status).toBe(403);
    expect(await allBalanced()).toBe(true);
  });
});

describe('the books after the asset postings', () => {
  const cents = (m: string) => Math.round(Number(m) * 100);
  it('trial balance = general ledger account by account; the register and the receipts equal their control accounts', async () => {
    const range = { date_from: '2026-01-01', date_to: '2026-04-30' };
    const tb = await call('POST', '/finance-reports/trial-balance', { ...range, view: 'accounts' });
    expect(tb.status, JSON.stringify(tb.body)).toBe(200);
    const { rows, totals } = tb.body.result as TbV2Result;
    expect(totals.debit).toBe(totals.credit);
    expect(cents(totals.closing)).toBe(0);
    // Every account's closing in the trial balance is its balance in the journal lines.
    const lines = await t.db.rows<{ code: string; b: string }>(sql`
      SELECT account_code AS code, SUM(debit - credit)::numeric(16,2)::text AS b FROM journal_lines WHERE transaction_date <= ${range.date_to}::date
      GROUP BY 1 HAVING SUM(debit - credit) <> 0 ORDER BY 1`);
    expect(rows.filter((r) => cents(r.closing) !== 0).map((r) => [r.code, r.closing]).sort()).toEqual(lines.map((l) => [l.code, l.b]));
    // The general ledger screen ends each asset account where the trial balance does.
    for (const account of ['1561', '1580', '1581', '2022']) {
      const first = await call('POST', '/ledger/general', { account_code: account, ...range, page: 0, page_size: 50 });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const last = await call('POST', '/ledger/general', { account_code: account, ...range, page: Math.ceil(first.body.total_rows / 50) - 1, page_size: 50 });
      const glRows = last.body.result as { running_balance: string }[];
      expect(glRows.at(-1)!.running_balance, account).toBe(rows.find((r) => r.code === account)!.closing);
    }
    // The register by category equals its asset and accumulated depreciation accounts; the open receipts equal the clearing account.
    const cap = await call('POST', '/finance-reports/capitalized-assets/summary', { as_of: range.date_to });
    for (const c of cap.body.result.categories) {
      expect(c.cost, c.category_name).toBe(c.books_cost);
      expect(c.accumulated_depreciation, c.category_name).toBe(c.books_accumulated);
      expect(c.books_cost).toBe(rows.find((r) => r.code === c.asset_account)!.closing);
      expect(`-${c.books_accumulated}`).toBe(rows.find((r) => r.code === c.accumulated_account)!.closing);
    }
    const open = await call('POST', '/finance-reports/asset-received-not-invoiced/summary', { as_of: range.date_to });
    expect(open.body.result.total).toBe(open.body.result.books);
    expect(`-${open.body.result.books}`).toBe(rows.find((r) => r.code === '2022')!.closing);
    expect(await allBalanced()).toBe(true);
  });
});
