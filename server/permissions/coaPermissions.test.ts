import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { accountsUserMayPostTo, mayPostToAccount } from './coaPermission';

/** PV/JV account permissions: list, create, update, delete with revisions and refusals; the posting rule. */
let t: TestServer;
let admin: string;
let finance: string;
let financeId: number;
let approverId: number;
let demoGrants: { username: string; module_id: number; n: number }[];
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance] = await Promise.all(['admin', 'finance'].map((u) => t.login(u)));
  financeId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'finance'`))!.id;
  approverId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'approver'`))!.id;
  demoGrants = await t.db.rows<{ username: string; module_id: number; n: number }>(sql`
    SELECT u.username, c.module_id, COUNT(*)::int AS n FROM coa_permissions c JOIN users u ON u.id = c.user_id
    GROUP BY u.username, c.module_id ORDER BY u.username, c.module_id`);
  // The calls below are counted from an empty table; the demo grants are checked first, then removed.
  await t.db.run(sql`DELETE FROM coa_permissions`);
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
// An account that takes postings (header accounts are never offered nor granted).
const accountOfType = async (type: string) =>
  (await t.db.one<{ account_code: string; account_name: string }>(sql`SELECT account_code, account_name FROM accounts WHERE account_type = ${type} AND NOT is_header AND active ORDER BY account_code LIMIT 1`))!;
const count = async () => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM coa_permissions`))!.n;
const revisions = (id: number) =>
  t.db.rows<{ action: string; module: string; changes: { field: string; old: unknown; new: unknown }[] }>(sql`
    SELECT action, module, changes FROM revisions WHERE entity = 'coa_permissions' AND entity_id = ${id} ORDER BY id`);

describe('COA permissions', () => {
  it('seeds the demo grants: the Finance Manager every account of both modules, the Senior Accountant some payable voucher accounts only', async () => {
    // Control accounts are offered only by the module keeping their sub-ledger (the PV keeps the supplier advances).
    const offered = async (types: string[], keeps: string[]) =>
      (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM accounts WHERE NOT is_header AND active AND account_type IN (${sql.join(types.map((x) => sql`${x}`), sql`, `)})
                                          AND (kept_by IS NULL OR kept_by = ANY(${`{${keeps.join(",")}}`}::text[]))`))!.n;
    const pvAll = await offered(['Assets', 'Liabilities', 'Expenses'], ['supplierAdvances']);
    expect(demoGrants).toEqual([
      { username: 'finance', module_id: 98, n: pvAll },
      { username: 'finance', module_id: 99, n: await offered(['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'], []) },
      { username: 'otpuser', module_id: 98, n: expect.any(Number) },
    ]);
    expect(demoGrants[2].n).toBeGreaterThan(0);
    expect(demoGrants[2].n).toBeLessThan(pvAll);
  });

  it('offers per module the accounts of its types', async () => {
    const pv = await call('GET', '/coa-permissions/accounts/98', admin);
    const jv = await call('GET', '/coa-permissions/accounts/99', admin);
    expect(pv.status).toBe(200);
    expect(jv.body.result.length).toBeGreaterThan(pv.body.result.length);
    const income = await accountOfType('Income');
    expect(pv.body.result.map((a: { account_code: string }) => a.account_code)).not.toContain(income.account_code);
    expect(jv.body.result.map((a: { account_code: string }) => a.account_code)).toContain(income.account_code);
    expect((await call('GET', '/coa-permissions/accounts/97', admin)).body).toMatchObject({ code: '00001', result: ['Module must be Payable Voucher or Journal Voucher.'] });
    const searched = await call('GET', '/coa-permissions/accounts/99', admin, undefined, { search: income.account_name });
    expect(searched.body.result[0]).toEqual(income);
  });

  it('creates, lists, updates and deletes a permission, each with its revision', async () => {
    const expense = await accountOfType('Expenses');
    const created = await call('POST', '/coa-permissions', admin, { user_id: financeId, module_id: 98, account_code: expense.account_code });
    expect(created.body).toMatchObject({ code: '00003', result: { user_id: financeId, username: 'finance', module_id: 98, label: 'Payable Voucher', account_code: expense.account_code, account_name: expense.account_name } });
    const id = created.body.result.id;
    expect((await revisions(id))[0]).toMatchObject({ action: 'created', module: 'PV/JV Accounts Permission' });

    await call('POST', '/coa-permissions', admin, { user_id: approverId, module_id: '99', account_code: (await accountOfType('Income')).account_code });
    const list = await call('GET', '/coa-permissions', admin, undefined, { page_size: '50', order_by: 'username', direction: 'desc' });
    expect(list.body.total_rows).toBe(2);
    expect(list.body.result.map((r: { username: string }) => r.username)).toEqual(['finance', 'approver']);
    const onlyJv = await call('GET', '/coa-permissions', admin, undefined, { module_id: '99' });
    expect(onlyJv.body.result.map((r: { username: string }) => r.username)).toEqual(['approver']);
    expect((await call('GET', '/coa-permissions', admin, undefined, { search: 'finan' })).body.total_rows).toBe(1);
    expect((await call('GET', '/coa-permissions', admin, undefined, { order_by: 'nope' })).body.code).toBe('00001');
    // The spec's list sends the grid's sort and filter models (002 §7.3): the first sort wins, each filter narrows.
    const models = (sortModel: unknown, filterModel: unknown = {}) =>
      call('GET', '/coa-permissions', admin, undefined, { page: '0', page_size: '50', direction: 'asc', sortModel: JSON.stringify(sortModel), filterModel: JSON.stringify(filterModel) });
    expect((await models([{ colId: 'username', sort: 'asc' }])).body.result.map((r: { username: string }) => r.username)).toEqual(['approver', 'finance']);
    expect((await models([{ colId: 'username', sort: 'desc' }])).body.result.map((r: { username: string }) => r.username)).toEqual(['finance', 'approver']);
    expect((await models([], { username: { filterType: 'text', type: 'contains', filter: 'appro' } })).body.result.map((r: { username: string }) => r.username)).toEqual(['approver']);
    expect((await models([], { label: { filter: 'Payable' }, nothing_of_ours: { filter: 'x' } })).body.result.map((r: { username: string }) => r.username)).toEqual(['finance']);
    expect((await call('GET', '/coa-permissions', admin, undefined, { sortModel: '{not json' })).body.code).toBe('00001');

    const updated = await call('PUT', `/coa-permissions/${id}`, admin, { user_id: financeId, module_id: 99, account_code: expense.account_code });
    expect(updated.body).toMatchObject({ code: '00004', result: { module_id: 99, label: 'Journal Voucher' } });
    expect((await revisions(id)).at(-1)).toMatchObject({ action: 'updated', changes: [{ field: 'module_id', old: 98, new: 99 }] });

    // The spec's bodies carry the id as well: the same as the address, or refused.
    expect((await call('PUT', `/coa-permissions/${id}`, admin, { id: id + 1, user_id: financeId, module_id: 99, account_code: expense.account_code })).body.code).toBe('00001');
    expect((await call('DELETE', `/coa-permissions/${id}`, admin, { id: id + 1 })).body.code).toBe('00001');
    const del = await call('DELETE', `/coa-permissions/${id}`, admin, { id });
    expect(del.body).toEqual({ code: '00006', result: 'Account permission has been deleted.' });
    expect((await revisions(id)).at(-1)).toMatchObject({ action: 'deleted' });
    expect((await call('DELETE', `/coa-permissions/${id}`, admin)).status).toBe(404);
    expect((await call('PUT', `/coa-permissions/${id}`, admin, { user_id: financeId, module_id: 99, account_code: expense.account_code })).status).toBe(404);
  });

  it('refuses administrators, accounts outside the module, duplicates, bad bodies and users without manage_permissions, writing nothing', async () => {
    const expense = await accountOfType('Expenses');
    await call('POST', '/coa-permissions', admin, { user_id: financeId, module_id: 98, account_code: expense.account_code });
    const before = await count();
    const adminUser = await call('POST', '/coa-permissions', admin, { user_id: 1, module_id: 98, account_code: expense.account_code });
    expect(adminUser.body).toMatchObject({ code: '00001', fields: { user_id: ['Administrators may post to every account; choose a user without the Admin role.'] } });
    const income = await accountOfType('Income');
    const outside = await call('POST', '/coa-permissions', admin, { user_id: financeId, module_id: 98, account_code: income.account_code });
    expect(outside.body.fields).toEqual({ account_code: ['This account cannot be used in the chosen module.'] });
    const dup = await call('POST', '/coa-permissions', admin, { user_id: financeId, module_id: 98, account_code: expense.account_code });
    expect(dup.body.fields).toEqual({ account_code: ['This user already has this account in this module.'] });
    const bad = await call('POST', '/coa-permissions', admin, { user_id: '', module_id: 97, account_code: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({ module_id: ['Module must be Payable Voucher or Journal Voucher.'], account_code: ['Account code is required.'] });
    expect((await call('POST', '/coa-permissions', admin, { user_id: 99999, module_id: 98, account_code: expense.account_code })).body.result).toEqual(['User not found.']);
    expect((await call('POST', '/coa-permissions', finance, { user_id: financeId, module_id: 99, account_code: expense.account_code })).status).toBe(403);
    expect((await call('GET', '/coa-permissions', finance)).status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('the posting rule: granted accounts only, in their module; administrators any account the module offers', async () => {
    const expense = await accountOfType('Expenses');
    const income = await accountOfType('Income');
    const asset = await accountOfType('Assets');
    const fin = { id: financeId, isSuperuser: false };
    // Granted in PV by the test above.
    expect(await mayPostToAccount(t.db, fin, 98, expense.account_code)).toBe(true);
    expect(await mayPostToAccount(t.db, fin, 99, expense.account_code)).toBe(false);
    expect(await mayPostToAccount(t.db, fin, 98, asset.account_code)).toBe(false);
    expect(await mayPostToAccount(t.db, { id: approverId, isSuperuser: false }, 98, expense.account_code)).toBe(false);
    const su = { id: 1, isSuperuser: true };
    expect(await mayPostToAccount(t.db, su, 99, income.account_code)).toBe(true);
    expect(await mayPostToAccount(t.db, su, 98, income.account_code)).toBe(false);
    expect(await mayPostToAccount(t.db, su, 98, 'NO-SUCH')).toBe(false);
    expect(await mayPostToAccount(t.db, su, 50, expense.account_code)).toBe(false);
    expect((await accountsUserMayPostTo(t.db, fin, 98)).map((a) => a.account_code)).toEqual([expense.account_code]);
    expect((await accountsUserMayPostTo(t.db, su, 98)).length).toBeGreaterThan(1);
  });
});
