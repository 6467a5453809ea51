import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedAccountingSetup } from './seed';

/** Divisions, cost centers, programs, COA tags and profiles on the resource kit: the demo rows, the checks, scopes and revisions. */
let t: TestServer;
let finance: string;
let approver: string;
let warehouse: string;

beforeAll(async () => {
  t = await createTestServer();
  await seedAccountingSetup(t.db);
  [finance, approver, warehouse] = await Promise.all(['finance', 'approver', 'warehouse'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) => t.call({ method, url: `/api${url}`, token, payload, query });
const revisionActions = async (entity: string, id: number) =>
  (await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`)).map((r) => r.action);

describe('the demo set-up', () => {
  it('seeds divisions with their cost centers, programs, tags and profiles once', async () => {
    const divisions = await call('GET', '/accounting-setup/divisions', finance);
    expect(divisions.body.result.map((d: { division_code: string; cost_centers: number }) => [d.division_code, d.cost_centers])).toEqual([
      ['CONSUMER', 1],
      ['CORP', 6],
      ['MEDSUP', 1],
      ['PHARMA', 4],
    ]);
    expect((await call('GET', '/accounting-setup/cost-centers', finance)).body.total_rows).toBe(12);
    expect((await call('GET', '/accounting-setup/programs', finance, undefined, { search: 'PRJ' })).body.total_rows).toBe(2);
    const tags = await call('GET', '/accounting-setup/coa-tags', approver, undefined, { search: 'EWT_PAYABLE' });
    expect(tags.body.result[0]).toMatchObject({ tag_code: 'EWT_PAYABLE', accounts: 5 });
    const si = await call('GET', '/accounting-code-profile', finance, undefined, { search: 'SI', page_size: '100' });
    expect(si.body.result.filter((p: { module_code: string }) => p.module_code === 'SI').map((p: { role_code: string; account_code: string }) => `${p.role_code}:${p.account_code}`)).toEqual(
      expect.arrayContaining(['receivable:1100', 'sales:4010', 'output_vat:2100', 'cost_of_sales:5010', 'inventory:1200']),
    );
    await seedAccountingSetup(t.db);
    expect(await t.db.one(sql`SELECT COUNT(*)::int AS n FROM divisions`)).toEqual({ n: 4 });
  });
});

describe('writes', () => {
  it('a cost center belongs to an active division; duplicates are refused on their field; each write has its revision', async () => {
    const corp = Number((await t.db.one<{ id: number }>(sql`SELECT division_id AS id FROM divisions WHERE division_code = 'CORP'`))!.id);
    const created = await call('POST', '/accounting-setup/cost-centers', finance, { cost_center_code: 'CC-530', cost_center_name: 'Internal Audit', division_id: corp, description: '' });
    expect(created.body).toMatchObject({ code: '00003', result: { cost_center_code: 'CC-530', division: 'CORP — Corporate Services' } });
    const dup = await call('POST', '/accounting-setup/cost-centers', finance, { cost_center_code: 'cc-530', cost_center_name: 'Again', division_id: null });
    expect(dup.body.fields).toEqual({ cost_center_code: ['Cost center code already exists.'] });
    const noDivision = await call('POST', '/accounting-setup/cost-centers', finance, { cost_center_code: 'CC-531', cost_center_name: 'X', division_id: 9999 });
    expect(noDivision.body.fields).toEqual({ division_id: ['Choose an active division from the list.'] });
    const id = created.body.result.cost_center_id;
    await call('POST', `/accounting-setup/cost-centers/${id}/active`, finance, { active: false });
    expect(await revisionActions('cost_centers', id)).toEqual(['created', 'deactivated']);
    const filtered = await call('GET', '/accounting-setup/cost-centers', finance, undefined, { division_id: String(corp), active: 'active' });
    expect(filtered.body.total_rows).toBe(6);
  });

  it('tags an account once per tag; a profile refuses a header account', async () => {
    const tag = await call('POST', '/accounting-setup/coa-tags', finance, { tag_code: 'MARKETING', tag_name: 'Marketing Spend', description: '' });
    const tagId = tag.body.result.tag_id;
    const linked = await call('POST', '/accounting-setup/coa-tag-accounts', finance, { tag_id: tagId, account_code: '6061' });
    expect(linked.body.result).toMatchObject({ tag: 'MARKETING — Marketing Spend', account_code: '6061', account_name: 'Advertising and Promotions' });
    const twice = await call('POST', '/accounting-setup/coa-tag-accounts', finance, { tag_id: tagId, account_code: '6061' });
    expect(twice.body.fields).toEqual({ account_code: ['The account already has this tag.'] });
    const unknown = await call('POST', '/accounting-setup/coa-tag-accounts', finance, { tag_id: tagId, account_code: '9999' });
    expect(unknown.body.fields).toEqual({ account_code: ['Choose an account of the chart.'] });
    expect((await call('GET', '/accounting-setup/coa-tags/' + tagId, finance)).body.result.accounts).toBe(1);

    const header = await call('POST', '/accounting-code-profile', finance, { module_code: 'JV', role_code: 'cash_in_bank', account_code: '1000' });
    expect(header.body.fields).toEqual({ account_code: ['Account 1000 is a header account: choose an active account that takes postings.'] });
    const taken = await call('POST', '/accounting-code-profile', finance, { module_code: 'SI', role_code: 'receivable', account_code: '1101' });
    expect(taken.body.fields).toEqual({ role_code: ['The module already has an account for this role.'] });
    const ok = await call('POST', '/accounting-code-profile', finance, { module_code: 'JV', role_code: 'cash_in_bank', account_code: '1030' });
    expect(ok.body.result).toMatchObject({ module_code: 'JV', account_name: 'Cash in Bank - Metrobank' });
  });
});

describe('scopes', () => {
  it('viewing needs the set-up scopes; maintaining needs maintain_accounting_setup', async () => {
    expect((await call('GET', '/accounting-setup/divisions', warehouse)).status).toBe(403);
    expect((await call('GET', '/accounting-setup/divisions', approver)).status).toBe(403);
    expect((await call('GET', '/accounting-setup/coa-tag-accounts', approver)).status).toBe(200);
    expect((await call('POST', '/accounting-setup/coa-tags', approver, { tag_code: 'X', tag_name: 'X' })).status).toBe(403);
    expect((await call('GET', '/accounting-code-profile', warehouse)).status).toBe(403);
  });
});
