import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedBankAccounts } from './seed';

/** A bank's branches and the company's accounts with it, through the resource kit. */
let t: TestServer;
let finance: string;
let warehouse: string;
let bdo: number;
let mbtc: number;
let bpi: number;
beforeAll(async () => {
  t = await createTestServer();
  await seedBankAccounts(t.db);
  [finance, warehouse] = await Promise.all(['finance', 'warehouse'].map((u) => t.login(u)));
  const ids = await t.db.rows<{ bank_code: string; bank_id: number }>(sql`SELECT bank_code, bank_id FROM banks`);
  const of = (code: string) => ids.find((b) => b.bank_code === code)!.bank_id;
  [bdo, mbtc, bpi] = [of('BDO'), of('MBTC'), of('BPI')];
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const revisions = (entity: string, id: number) =>
  t.db.rows<{ action: string; module: string; reference_code: string; changes: { field: string; old: unknown; new: unknown }[] }>(
    sql`SELECT action, module, reference_code, changes FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
  );
type Row = Record<string, unknown>;

describe('bank branches', () => {
  it("lists one bank's branches with their account counts, searched, sorted, paged", async () => {
    const res = await call('GET', '/bank-branches', finance, undefined, { bank_id: String(bdo) });
    expect(res.body.total_rows).toBe(2);
    expect(res.body.result.map((r: Row) => [r.branch_code, r.accounts])).toEqual([
      ['MKT-AYALA', 1],
      ['QC-CUBAO', 0],
    ]);
    expect((await call('GET', '/bank-branches', finance, undefined, { bank_id: String(bdo), search: 'cubao' })).body.result.map((r: Row) => r.branch_code)).toEqual(['QC-CUBAO']);
    const desc = await call('GET', '/bank-branches', finance, undefined, { bank_id: String(bdo), order_by: 'branch_name', direction: 'desc', page_size: '1' });
    expect(desc.body).toMatchObject({ total_rows: 2, result: [{ branch_code: 'QC-CUBAO' }] });
    expect((await call('GET', '/bank-branches', finance, undefined, { page_size: '100' })).body.total_rows).toBe(5);
  });

  it('adds a branch once per bank (the same code at another bank is fine), with its revision; refuses bad input by field', async () => {
    const res = await call('POST', '/bank-branches', finance, { bank_id: bpi, branch_code: 'qc-katipunan', branch_name: 'Quezon City - Katipunan', contact_number: '(02) 8426-1234' });
    expect(res.body).toMatchObject({ code: '00003', result: { bank_id: bpi, branch_code: 'QC-KATIPUNAN', accounts: 0, active: true } });
    expect(await revisions('bank_branches', res.body.result.branch_id)).toMatchObject([{ action: 'created', module: 'Bank Branches', reference_code: 'QC-KATIPUNAN' }]);
    expect((await call('POST', '/bank-branches', finance, { bank_id: bpi, branch_code: 'QC-Katipunan', branch_name: 'Again' })).body).toEqual({
      code: '00001',
      result: ['Branch code already exists at this bank.'],
      fields: { branch_code: ['Branch code already exists at this bank.'] },
    });
    expect((await call('POST', '/bank-branches', finance, { bank_id: bdo, branch_code: 'QC-KATIPUNAN', branch_name: 'BDO Katipunan' })).body.code).toBe('00003');
    const bad = await call('POST', '/bank-branches', finance, { bank_id: 999999, branch_code: '', branch_name: '', contact_number: 'none' });
    expect(bad.body.fields).toEqual({
      branch_code: ['Branch code is required.'],
      branch_name: ['Branch name is required.'],
      contact_number: ['Contact number may only have digits, spaces, +, -, . and parentheses (at least 7).'],
    });
    expect((await call('POST', '/bank-branches', finance, { bank_id: 999999, branch_code: 'X', branch_name: 'Nowhere' })).body.fields).toEqual({ bank_id: ['Bank not found.'] });
  });

  it('edits a branch (it stays with its bank) and switches it off and on', async () => {
    const row = (await call('GET', '/bank-branches', finance, undefined, { bank_id: String(mbtc), search: 'ORTIGAS' })).body.result[0];
    const form = { bank_id: mbtc, branch_code: row.branch_code, branch_name: row.branch_name, address: row.address, contact_person: 'Ana Lopez', contact_number: row.contact_number };
    expect((await call('PUT', `/bank-branches/${row.branch_id}`, finance, form)).body.result.contact_person).toBe('Ana Lopez');
    expect((await revisions('bank_branches', row.branch_id)).at(-1)!.changes).toMatchObject([{ field: 'contact_person', old: null, new: 'Ana Lopez' }]);
    expect((await call('PUT', `/bank-branches/${row.branch_id}`, finance, { ...form, bank_id: bdo })).body.fields).toEqual({ bank_id: ['A branch cannot move to another bank.'] });
    expect((await call('POST', `/bank-branches/${row.branch_id}/active`, finance, { active: false })).body.result.active).toBe(false);
    expect((await call('POST', `/bank-branches/${row.branch_id}/active`, finance, { active: true })).body.result.active).toBe(true);
    expect((await revisions('bank_branches', row.branch_id)).map((r) => r.action)).toEqual(['updated', 'deactivated', 'activated']);
  });
});

describe('bank accounts', () => {
  it('ties each cash-in-bank account of the chart to one active bank account', async () => {
    const chart = await t.db.rows<{ account_code: string }>(sql`SELECT account_code FROM accounts WHERE account_line_item = 'Cash in Bank' ORDER BY 1`);
    expect(chart.map((c) => c.account_code)).toEqual(['1020', '1030']);
    const tied = await t.db.rows<{ account_code: string; bank_code: string }>(sql`
      SELECT ba.account_code, b.bank_code FROM bank_accounts ba JOIN banks b USING (bank_id) WHERE ba.active ORDER BY 1`);
    expect(tied).toEqual([
      { account_code: '1020', bank_code: 'BDO' },
      { account_code: '1030', bank_code: 'MBTC' },
    ]);
    const choices = await call('GET', '/bank-lookups/cash-in-bank', finance);
    expect(choices.body.result).toEqual([
      { account_code: '1020', label: '1020 — Cash in Bank - BDO (tied to BDO 0012-3456-7890)' },
      { account_code: '1030', label: '1030 — Cash in Bank - Metrobank (tied to MBTC 123-7-12345678-9)' },
    ]);
  });

  it("lists a bank's accounts with branch and chart account, filtered by status", async () => {
    const res = await call('GET', '/bank-accounts', finance, undefined, { bank_id: String(bdo) });
    expect(res.body.result).toMatchObject([
      { account_number: '0012-3456-7890', account_type: 'current', currency: 'PHP', branch_name: 'Makati - Ayala Avenue', chart_account: '1020 — Cash in Bank - BDO', active: true },
      { account_number: '0045-6789-0123', account_type: 'savings', active: false },
    ]);
    expect((await call('GET', '/bank-accounts', finance, undefined, { bank_id: String(bdo), active: 'inactive' })).body.total_rows).toBe(1);
    expect((await call('GET', '/bank-accounts', finance, undefined, { bank_id: String(bpi) })).body).toMatchObject({ result: [], total_rows: 0 });
  });

  it('an account number is unique per bank; a chart account has at most one active bank account; the branch must be of the bank; the chart account must be cash in bank', async () => {
    const branches = (await call('GET', '/bank-lookups/branches', finance, undefined, { bank_id: String(bpi) })).body.result as { branch_id: number; label: string }[];
    const paseo = branches.find((b) => b.label.startsWith('MKT-PASEO'))!;
    const body = { bank_id: bpi, branch_id: String(paseo.branch_id), account_number: '3081-0011-22', account_name: 'Demo Pharma Distribution, Inc.', account_type: 'savings', currency: 'USD', account_code: '1020' };
    expect((await call('POST', '/bank-accounts', finance, body)).body.fields).toEqual({ account_code: ['This chart account is already tied to another active bank account.'] });
    expect((await call('POST', '/bank-accounts', finance, { ...body, account_code: '1100' })).body.fields).toEqual({ account_code: ['Choose a cash-in-bank account of the chart.'] });
    const mbtcBranch = (await t.db.one<{ branch_id: number }>(sql`SELECT branch_id FROM bank_branches WHERE bank_id = ${mbtc} LIMIT 1`))!.branch_id;
    expect((await call('POST', '/bank-accounts', finance, { ...body, branch_id: mbtcBranch })).body.fields).toMatchObject({ branch_id: ['This branch is not a branch of this bank.'] });
    // Free 1020 by closing BDO's current account; the BPI account may then take it.
    const current = (await call('GET', '/bank-accounts', finance, undefined, { bank_id: String(bdo), search: '0012' })).body.result[0];
    expect((await call('POST', `/bank-accounts/${current.bank_account_id}/active`, finance, { active: false })).body.result.active).toBe(false);
    const created = await call('POST', '/bank-accounts', finance, body);
    expect(created.body).toMatchObject({ code: '00003', result: { account_number: '3081-0011-22', currency: 'USD', branch_name: 'Makati - Paseo de Roxas', chart_account: '1020 — Cash in Bank - BDO' } });
    expect(await revisions('bank_accounts', created.body.result.bank_account_id)).toMatchObject([{ action: 'created', module: 'Bank Accounts', reference_code: '3081-0011-22' }]);
    // Reopening BDO's account while 1020 is taken is refused on the chart account.
    const reopen = await call('POST', `/bank-accounts/${current.bank_account_id}/active`, finance, { active: true });
    expect(reopen.body).toEqual({
      code: '00001',
      result: ['This chart account is already tied to another active bank account.'],
      fields: { account_code: ['This chart account is already tied to another active bank account.'] },
    });
    // The same number at another bank is another account; at the same bank it is refused.
    expect((await call('POST', '/bank-accounts', finance, { ...body, bank_id: mbtc, branch_id: null, account_code: '1030' })).body.fields).toEqual({
      account_code: ['This chart account is already tied to another active bank account.'],
    });
    expect((await call('POST', '/bank-accounts', finance, { ...body, account_number: '3081 0011 22'.replace(/ /g, '-'), account_code: '1030' })).body.fields).toEqual({
      account_number: ['Account number already exists at this bank.'],
      account_code: ['This chart account is already tied to another active bank account.'],
    });
    const bad = await call('POST', '/bank-accounts', finance, { bank_id: bpi, account_number: 'ABC', account_name: '', account_type: 'checking', currency: 'EUR' });
    expect(bad.body.fields).toEqual({
      account_number: ['Account number must have 10 to 20 digits (spaces and dashes may group them).'],
      account_name: ['Account name is required.'],
      account_type: ['Please choose current or savings.'],
      currency: ['Please choose PHP or USD.'],
      account_code: ['Please choose the chart account.'],
    });
  });

  it('edits an inactive account without the chart check; needs the bank scopes', async () => {
    const closed = (await call('GET', '/bank-accounts', finance, undefined, { bank_id: String(bdo), search: '0045' })).body.result[0];
    const form = { bank_id: bdo, branch_id: closed.branch_id, account_number: closed.account_number, account_name: 'Demo Pharma (closed 2023)', account_type: 'savings', currency: 'PHP', account_code: '1020' };
    expect((await call('PUT', `/bank-accounts/${closed.bank_account_id}`, finance, form)).body).toMatchObject({ code: '00004', result: { account_name: 'Demo Pharma (closed 2023)' } });
    expect((await call('GET', '/bank-accounts', warehouse, undefined, { bank_id: String(bdo) })).status).toBe(403);
    expect((await call('POST', '/bank-branches', warehouse, { bank_id: bdo, branch_code: 'W', branch_name: 'Warehouse' })).status).toBe(403);
    expect((await call('GET', '/bank-lookups/cash-in-bank', warehouse)).status).toBe(403);
  });
});
