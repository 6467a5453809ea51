import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetail, AccountDraftRow, AccountRow } from '../../contract/chartOfAccounts';
import { ACCOUNTS } from '../finance/chartOfAccounts';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { postingRefusal } from './postable';
import { seedAccountingSetup } from './seed';

/** The chart of accounts: the grown demo chart, drafts and their approval (maker ≠ checker), soft delete, drop-downs, scopes, revisions. */
let t: TestServer;
let finance: string;
let approver: string;
let admin: string;
let warehouse: string;

beforeAll(async () => {
  t = await createTestServer();
  await seedAccountingSetup(t.db);
  [finance, approver, admin, warehouse] = await Promise.all(['finance', 'approver', 'admin', 'warehouse'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) => t.call({ method, url: `/api${url}`, token, payload, query });
const idOf = async (code: string) => Number((await t.db.one<{ id: number }>(sql`SELECT account_id AS id FROM accounts WHERE account_code = ${code}`))!.id);
const revisions = (entity: string, id: number) =>
  t.db.rows<{ action: string; changes: { field: string; new_text?: string }[]; remarks: string | null; user_id: number }>(sql`
    SELECT action, changes, remarks, user_id FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`);

const newAccount = (over: Record<string, unknown> = {}) => ({
  account_code: '6093',
  account_name: 'Seminar Sponsorships',
  account_type: 'Expenses',
  account_group: 'Operating Expenses',
  account_sub_group: 'Selling Expenses',
  account_line_item: 'Promotions',
  account_sub_line_item: '',
  normal_side: 'D',
  is_header: false,
  parent_code: '6000',
  description: 'Sponsorship of medical society conventions',
  active: true,
  remarks: '',
  ...over,
});

describe('the demo chart', () => {
  it('keeps every earlier code, grows past 150 accounts, and marks its headers, which take no postings', async () => {
    expect(ACCOUNTS.length).toBeGreaterThanOrEqual(150);
    const codes = (await t.db.rows<{ account_code: string }>(sql`SELECT account_code FROM accounts`)).map((r) => r.account_code);
    for (const kept of ['1010', '1020', '1030', '1100', '1120', '1200', '1300', '1310', '2010', '2050', '2100', '2110', '3010', '4010', '4020', '5010', '6010', '6020', '6030', '6040', '6050']) {
      expect(codes).toContain(kept);
    }
    const kept = await t.db.one(sql`SELECT account_name, account_sub_group, account_line_item, normal_side FROM accounts WHERE account_code = '1100'`);
    expect(kept).toEqual({ account_name: 'Accounts Receivable - Trade', account_sub_group: 'Receivables', account_line_item: 'Trade Receivables', normal_side: 'D' });
    const heads = await t.db.rows<{ account_code: string }>(sql`SELECT account_code FROM accounts WHERE is_header ORDER BY 1`);
    expect(heads.map((h) => h.account_code)).toEqual(['1000', '1500', '2000', '2500', '3000', '4000', '5000', '6000', '7000', '8000']);
    expect(await t.db.one(sql`SELECT parent_code FROM accounts WHERE account_code = '1521'`)).toEqual({ parent_code: '1500' });
    // The books never post to a header.
    expect(await t.db.one(sql`SELECT COUNT(*)::int AS n FROM journal_lines jl JOIN accounts a USING (account_code) WHERE a.is_header`)).toEqual({ n: 0 });
    expect(await postingRefusal(t.db, ['1000', '1100', '9999'])).toEqual([
      'Account 1000 is a header account: it takes no postings.',
      'Account 9999 is not in the chart of accounts.',
    ]);
  });

  it('lists, searches and filters the chart; the drop-down offers only active accounts that take postings', async () => {
    const all = await call('POST', '/coa/list', finance, { page_size: 1000 });
    expect(all.body.total_rows).toBe(ACCOUNTS.length);
    const heads = await call('POST', '/coa/list', finance, { kind: 'header' });
    expect(heads.body.total_rows).toBe(10);
    const cash = await call('POST', '/coa/list', finance, { account_type: 'Assets', account_sub_group: 'cash and cash equivalents', search: 'petty' });
    expect((cash.body.result as AccountRow[]).map((r) => r.account_code)).toEqual(['1011', '1012', '1013', '1014']);
    const ar = (await call('POST', '/coa/list', finance, { search: '1100' })).body.result[0] as AccountRow;
    expect(ar).toMatchObject({ account_code: '1100', has_postings: true, is_header: false, parent_code: '1000', active: true, open_draft: null });
    expect((await call('POST', '/coa/drop-down', finance, { search: '1000' })).body.result).toEqual([]);
    const petty = await call('POST', '/coa/drop-down', finance, { search: 'petty cash', account_type: 'Assets' });
    expect(petty.body.result.map((r: { label: string }) => r.label)).toEqual([
      '1011 — Petty Cash Fund - Head Office',
      '1012 — Petty Cash Fund - Warehouse',
      '1013 — Petty Cash Fund - Field Sales',
    ]);
    const banks = await call('GET', '/coa/list/cash-in-bank/dropdown', finance);
    expect(banks.body.result.map((r: { account_code: string }) => r.account_code)).toEqual(['1020', '1030', '1040', '1041', '1042', '1050', '1051', '1060']);
    expect(banks.body.result[0].label).toBe('1020 — Cash in Bank - BDO');
  });
});

describe('drafts and approval', () => {
  let draft: AccountDraftRow;

  it('stores a new account as a draft (not yet in the chart), with its revision', async () => {
    const res = await call('POST', '/coa/store', finance, newAccount());
    expect(res.body.code).toBe('00003');
    draft = res.body.result;
    expect(draft).toMatchObject({ kind: 'new', account_code: '6093', status: 0, created_by: 'Maria Santos', changes: 'New account' });
    expect(await t.db.one(sql`SELECT 1 AS x FROM accounts WHERE account_code = '6093'`)).toBeUndefined();
    expect((await revisions('account_drafts', draft.draft_id)).map((r) => r.action)).toEqual(['created']);
    // One open draft per code.
    const again = await call('POST', '/coa/store', finance, newAccount({ account_name: 'Other' }));
    expect(again.status).toBe(422);
    expect(again.body.fields.account_code[0]).toContain(draft.draft_no);
  });

  it('refuses a parent that is not a header of the same type, and an existing code', async () => {
    const bad = await call('POST', '/coa/store', finance, newAccount({ account_code: '6094', parent_code: '6010' }));
    expect(bad.body.fields).toEqual({ parent_code: ['The parent must be an active header account.'] });
    const type = await call('POST', '/coa/store', finance, newAccount({ account_code: '6094', parent_code: '1000' }));
    expect(type.body.fields).toEqual({ parent_code: ['The parent must be of the same account type.'] });
    const taken = await call('POST', '/coa/store', finance, newAccount({ account_code: '1100' }));
    expect(taken.body.fields).toEqual({ account_code: ['Account code already exists.'] });
  });

  it('the maker cannot approve their own draft; the approver can, and the account appears with its revision', async () => {
    expect((await call('PUT', `/coa/chart-of-account-draft/${draft.draft_id}`, finance, newAccount({ account_name: 'Medical Convention Sponsorships', submit: true }))).body.result.status).toBe(1);
    const forApproval = await call('POST', '/coa/chart-of-account-draft', approver, { tab: 'for-approval' });
    expect(forApproval.body.result.map((d: AccountDraftRow) => d.draft_no)).toContain(draft.draft_no);

    const own = await call('POST', '/coa/update/status', finance, { draft_id: draft.draft_id, action: 'approve' });
    expect(own.status).toBe(403); // finance lacks the approve scope
    const adminSelf = await call('POST', '/coa/store', admin, newAccount({ account_code: '6095', account_name: 'Admin Made', submit: true }));
    const selfApprove = await call('POST', '/coa/update/status', admin, { draft_id: adminSelf.body.result.draft_id, action: 'approve' });
    expect(selfApprove.status).toBe(409);
    expect(selfApprove.body.result[0]).toContain('someone else must approve it');

    const ok = await call('POST', '/coa/update/status', approver, { draft_id: draft.draft_id, action: 'approve' });
    expect(ok.body).toMatchObject({ code: '00004', result: { status: 2, approved_by: 'Antonio Bautista', changes: 'New account' } });
    const acc = await t.db.one<{ account_id: number; account_name: string; account_fs_group: string; parent_code: string }>(sql`
      SELECT account_id, account_name, account_fs_group, parent_code FROM accounts WHERE account_code = '6093'`);
    expect(acc).toMatchObject({ account_name: 'Medical Convention Sponsorships', account_fs_group: 'Income Statement', parent_code: '6000' });
    const revs = await revisions('accounts', acc!.account_id);
    expect(revs.map((r) => [r.action, r.remarks])).toEqual([['created', `Approved draft ${draft.draft_no}`]]);
    expect(revs[0].changes.find((c) => c.field === 'account_name')?.new_text).toBe('Medical Convention Sponsorships');
    // Approving twice: the second finds it approved.
    const twice = await call('POST', '/coa/update/status', approver, { draft_id: draft.draft_id, action: 'approve' });
    expect(twice.status).toBe(409);
    expect((await revisions('account_drafts', draft.draft_id)).map((r) => r.action)).toEqual(['created', 'updated', 'submitted for approval', 'approved']);
  });

  it('a change draft shows what it changes; a rejection needs a reason; approval applies the change', async () => {
    const id = await idOf('6075');
    const change = newAccount({ account_id: id, account_code: '6075', account_name: 'Bank Service Charges', account_sub_group: 'General and Administrative', account_line_item: 'Bank Charges', description: '', submit: true });
    const res = await call('POST', '/coa/store', finance, change);
    const d = res.body.result as AccountDraftRow;
    expect(d).toMatchObject({ kind: 'change', status: 1, changes: 'Account Name: Bank Charges → Bank Service Charges' });
    expect((await call('POST', '/coa/list', finance, { search: '6075' })).body.result[0].open_draft).toBe(d.draft_no);

    expect((await call('PUT', `/coa/chart-of-account-draft-reject/${d.draft_id}`, approver, { reason: '  ' })).status).toBe(422);
    const rejected = await call('PUT', `/coa/chart-of-account-draft-reject/${d.draft_id}`, approver, { reason: 'Keep the BIR wording.' });
    expect(rejected.body.result).toMatchObject({ status: 3, reject_reason: 'Keep the BIR wording.', rejected_by: 'Antonio Bautista' });
    expect((await call('POST', '/coa/chart-of-account-draft', finance, { tab: 'drafts' })).body.result.map((x: AccountDraftRow) => x.draft_no)).toContain(d.draft_no);

    await call('PUT', `/coa/chart-of-account-draft/${d.draft_id}`, finance, { ...newAccount({ ...change, account_name: 'Bank Charges and Fees', submit: true }), account_id: undefined });
    const ok = await call('POST', '/coa/update/status', approver, { draft_id: d.draft_id, action: 'approve' });
    expect(ok.body.result).toMatchObject({ status: 2, changes: 'Account Name: Bank Charges → Bank Charges and Fees' });
    expect(await t.db.one(sql`SELECT account_name FROM accounts WHERE account_code = '6075'`)).toEqual({ account_name: 'Bank Charges and Fees' });
    const revs = await revisions('accounts', id);
    expect(revs.at(-1)).toMatchObject({ action: 'updated', changes: [{ field: 'account_name', new_text: 'Bank Charges and Fees' }] });

    const detail = (await call('GET', `/coa/show/${id}`, approver)).body.result as AccountDetail;
    expect(detail.account.account_code).toBe('6075');
    expect(detail.drafts.map((x) => [x.draft_no, x.status])).toEqual([[d.draft_no, 2]]);
    expect(detail.postings.line_count).toBe(0);
  });

  it('an account with postings cannot become a header, nor be deleted; it can be deactivated through a draft', async () => {
    const id = await idOf('1100');
    const base = { account_id: id, account_code: '1100', account_name: 'Accounts Receivable - Trade', account_type: 'Assets', account_group: 'Current Assets', account_sub_group: 'Receivables', account_line_item: 'Trade Receivables', normal_side: 'D', parent_code: '1000' };
    const header = await call('POST', '/coa/store', finance, { ...base, is_header: true });
    expect(header.body.fields).toEqual({ is_header: ['Account 1100 has postings: it cannot become a header account.'] });
    const del = await call('POST', '/coa/soft-delete', finance, { account_id: id });
    expect(del.status).toBe(422);
    expect(del.body.result).toEqual(['Account 1100 has postings: it cannot be deleted, only deactivated (through a draft).']);
    const detail = (await call('GET', `/coa/show/${id}`, finance)).body.result as AccountDetail;
    expect(detail.postings.line_count).toBeGreaterThan(0);

    const off = await call('POST', '/coa/store', finance, { ...base, active: false, submit: true });
    expect(off.body.result.changes).toBe('Active: Yes → No');
    await call('POST', '/coa/update/status', approver, { draft_id: off.body.result.draft_id, action: 'approve' });
    expect((await call('POST', '/coa/list', finance, { search: '1100', active: 'inactive' })).body.result.map((r: AccountRow) => r.account_code)).toEqual(['1100']);
    expect((await call('POST', '/coa/drop-down', finance, { search: '1100' })).body.result).toEqual([]);
    expect(await postingRefusal(t.db, ['1100'])).toEqual(['Account 1100 is inactive: it takes no postings.']);
  });

  it('deletes (softly) an account without postings, with its revision; it leaves the list', async () => {
    const id = await idOf('6093');
    const res = await call('POST', '/coa/soft-delete', finance, { account_id: id });
    expect(res.body).toEqual({ code: '00006', result: 'Account deleted.' });
    expect((await call('POST', '/coa/list', finance, { search: '6093' })).body.total_rows).toBe(0);
    expect((await call('GET', `/coa/show/${id}`, finance)).status).toBe(404);
    expect((await revisions('accounts', id)).map((r) => r.action)).toEqual(['created', 'deleted']);
    // A deleted code stays taken: old documents may still name it.
    expect((await call('POST', '/coa/store', finance, newAccount())).body.fields.account_code).toEqual(['Account code already exists.']);
  });
});

describe('scopes', () => {
  it('refuses users without the chart scopes, and the approver may not draft', async () => {
    expect((await call('POST', '/coa/list', warehouse, {})).status).toBe(403);
    expect((await call('GET', '/coa/list/cash-in-bank/dropdown', warehouse)).status).toBe(403);
    expect((await call('POST', '/coa/store', approver, newAccount({ account_code: '6096' }))).status).toBe(403);
    expect((await call('POST', '/coa/soft-delete', approver, { account_id: 1 })).status).toBe(403);
    expect((await call('PUT', '/coa/chart-of-account-draft-reject/1', finance, { reason: 'x' })).status).toBe(403);
    expect((await call('POST', '/coa/list', approver, {})).status).toBe(200);
  });

  it('exports the chart as XLSX (a download link)', async () => {
    const res = await call('GET', '/coa/gerenate-export', finance, undefined, { account_type: 'Equity' });
    expect(res.body.code).toBe('00000');
    expect(String(res.body.result)).toMatch(/\/api\/downloads\//);
  });
});
