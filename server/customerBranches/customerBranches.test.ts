import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchConfig, BranchType, LinkedCustomer } from '../../contract/customerBranches';
import { sql } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { createTestServer, type TestServer } from '../testing';

/** The Branches tab's calls (spec 002 §2.4, §3.10, §4 "Branch type", §7.1) on the demo customers. */
let t: TestServer;
let finance: string;
let approver: string;
beforeAll(async () => {
  t = await createTestServer();
  [finance, approver] = await Promise.all(['finance', 'approver'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'POST' | 'DELETE', url: string, payload: object, token = finance) => t.call({ method, url: `/api${url}`, token, payload });
const show = async (code: string) => (await call('POST', '/customers/branches/config/show', { customer_code: code })).body.result as BranchConfig | null;
const linked = async (code: string, type: BranchType) => (await call('POST', '/customer/branches', { customer_code: code, branch_type: type })).body.result as LinkedCustomer[];
const codesOf = (rows: { customer_code: string }[]) => rows.map((r) => r.customer_code);
const settings = (over: Record<string, unknown> = {}) => ({ so: 1, shipping: 1, billing: 1, billing_account: 1, soa_main: 1, soa_branch: 0, ...over });
const createConfig = (code: string, type: BranchType, over: Record<string, unknown> = {}) =>
  call('POST', '/customers/branches/config', { customer_code: code, customer_type: type, ...settings(type === 'branch' ? { soa_main: 0, soa_branch: 1 } : {}), ...over });
const updateConfig = (code: string, type: BranchType, over: Record<string, unknown> = {}) =>
  call('POST', '/customers/branches/config/update', { customer_code: code, customer_type: type, ...settings(), ...over });
const storeBranches = (main: string, branches: string[], type: BranchType = 'main_branch') =>
  call('POST', '/customer/branches/store', { branch_type: type, main_customer_code: main, customer_branches: branches });
const revisions = (entity: string, id: number) =>
  t.db.rows<{ action: string; reference_code: string; changes: { field: string; old: unknown; new: unknown; new_text?: string }[] }>(
    sql`SELECT action, reference_code, changes FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
  );
const idOf = async (code: string) => (await t.db.one<{ customer_id: number }>(sql`SELECT customer_id FROM customers WHERE customer_code = ${code}`))!.customer_id;

describe('branch settings', () => {
  it('has none before a type is chosen; the first choice saves the settings with a revision', async () => {
    expect(await show('C-00001')).toBeNull();
    const res = await createConfig('C-00001', 'main_branch');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: '00003', result: { customer_code: 'C-00001', customer_type: 'main_branch', ...settings(), updated_at: expect.any(String) } });
    expect(await show('C-00001')).toMatchObject({ customer_type: 'main_branch', so: 1, soa_main: 1, soa_branch: 0 });
    const [rev] = await revisions('customer_branch_configs', await idOf('C-00001'));
    expect(rev).toMatchObject({ action: 'created', reference_code: 'C-00001' });
    expect(rev.changes.find((c) => c.field === 'customer_type')).toMatchObject({ new: 'main_branch', new_text: 'Main Office' });
  });

  it('refuses a second first choice, a main office with per-branch sales ordering and no branches, and an SOA that is neither or both', async () => {
    expect((await createConfig('C-00001', 'branch')).body).toEqual({ code: '00001', result: ['This customer already has branch settings; update them instead.'] });
    expect((await createConfig('C-00009', 'main_branch', { so: 0 })).body).toEqual({ code: '00001', result: ['Customer account has no branches.'], fields: { so: ['Customer account has no branches.'] } });
    const both = await createConfig('C-00009', 'main_branch', { soa_main: 1, soa_branch: 1 });
    expect(both.body.fields).toEqual({ soa_main: ['Choose Main Office or Per Branch for SOA/Reports.'] });
    expect(await show('C-00009')).toBeNull();
  });

  it('refuses bad input with messages people read, and a customer that does not exist with 404', async () => {
    const bad = await call('POST', '/customers/branches/config', { customer_code: 'C-00009', customer_type: 'head_office', so: 2, shipping: 1, billing: 1, billing_account: 1, soa_main: 1 });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toMatchObject({
      customer_type: ['Customer type must be Main Office (main_branch) or Branch (branch).'],
      so: ['Sales Ordering must be 1 (Main Branch) or 0 (Branch).'],
      soa_branch: ['SOA/Reports Per Branch is required.'],
    });
    expect((await call('POST', '/customers/branches/config/show', { customer_code: '' })).body).toMatchObject({ code: '00001', result: ['Customer code is required.'] });
    expect((await call('POST', '/customers/branches/config/show', { customer_code: 'C-99999' })).status).toBe(404);
    expect((await updateConfig('C-00010', 'main_branch')).body).toEqual({ code: '00002', result: 'Choose whether this customer is a Main Office or a Branch first.' });
  });
});

describe('linking branches to a main office', () => {
  it('lists unassociated customers for a main office, links them (a customer without settings becomes a Branch), and both sides see the link', async () => {
    const candidates = (await call('POST', '/customers/branches/unassociate', { customer_code: 'C-00001' })).body.result;
    expect(codesOf(candidates)).not.toContain('C-00001');
    expect(codesOf(candidates).slice(0, 2)).toEqual(['C-00002', 'C-00003']);
    const searched = (await call('POST', '/customers/branches/unassociate', { customer_code: 'C-00001', search: 'C-00003' })).body.result;
    expect(codesOf(searched)).toEqual(['C-00003']);

    const res = await storeBranches('C-00001', ['C-00002', 'C-00003']);
    expect(res.body.code).toBe('00003');
    expect(res.body.result).toEqual([
      expect.objectContaining({ customer_code: 'C-00002', relation: 'Branch', relation_type: 'branch', main_customer_code: 'C-00001', branch_customer_code: 'C-00002', customer_name: expect.any(String) }),
      expect.objectContaining({ customer_code: 'C-00003', relation: 'Branch' }),
    ]);
    // §4: a branch starts with the reset settings of a branch.
    expect(await show('C-00002')).toMatchObject({ customer_type: 'branch', so: 1, shipping: 1, billing: 1, billing_account: 1, soa_main: 0, soa_branch: 1 });
    expect(await linked('C-00002', 'branch')).toEqual([expect.objectContaining({ customer_code: 'C-00001', relation: 'Main Office', relation_type: 'main_branch' })]);
    expect(await revisions('customer_branch_links', await idOf('C-00002'))).toEqual([
      expect.objectContaining({ action: 'created', reference_code: 'C-00002', changes: [expect.objectContaining({ field: 'main_customer_code', new: 'C-00001' })] }),
    ]);
    // Linked customers and main offices are no longer unassociated.
    const after = codesOf((await call('POST', '/customers/branches/unassociate', { customer_code: 'C-00004' })).body.result);
    expect(after).not.toEqual(expect.arrayContaining(['C-00001']));
    expect(after.filter((c: string) => ['C-00001', 'C-00002', 'C-00003'].includes(c))).toEqual([]);
  });

  it('lists main offices for a branch, and a branch picks its one main office', async () => {
    await createConfig('C-00004', 'main_branch');
    await createConfig('C-00005', 'branch');
    const mains = codesOf((await call('POST', '/customers/branches/main', { customer_code: 'C-00005' })).body.result);
    expect(mains).toEqual(['C-00001', 'C-00004']);
    expect((await storeBranches('C-00004', ['C-00005', 'C-00006'], 'branch')).body.fields).toEqual({ customer_branches: ['A branch has only one main office: choose one.'] });
    const res = await storeBranches('C-00004', ['C-00005'], 'branch');
    expect(res.body).toMatchObject({ code: '00003', result: [{ customer_code: 'C-00004', relation: 'Main Office' }] });
  });

  it('refuses a second main office, a main office as a branch, a customer as its own branch, unknown customers and a main that is not a main office', async () => {
    expect((await storeBranches('C-00001', ['C-00005'])).body).toEqual({
      code: '00001',
      result: ['C-00005 already belongs to a main office.'],
      fields: { customer_branches: ['C-00005 already belongs to a main office.'] },
    });
    expect((await storeBranches('C-00001', ['C-00004'])).body.result).toEqual(['C-00004 is a Main Office and cannot be added as a branch.']);
    expect((await storeBranches('C-00001', ['C-00001'])).body.result).toEqual(['A customer cannot be its own main office.']);
    expect((await storeBranches('C-00001', ['C-77777'])).body.result).toEqual(['Customer not found: C-77777.']);
    expect((await storeBranches('C-00002', ['C-00007'])).body.fields).toEqual({ main_customer_code: ['C-00002 is not a Main Office.'] });
    expect((await storeBranches('C-88888', ['C-00007'])).status).toBe(404);
    expect((await call('POST', '/customer/branches/store', { branch_type: 'main_branch', main_customer_code: 'C-00001', customer_branches: [] })).body.result).toEqual(['Choose a customer to add.']);
    // Nothing of the refused requests was written.
    expect(await show('C-00007')).toBeNull();
    expect(codesOf(await linked('C-00001', 'main_branch'))).toEqual(['C-00002', 'C-00003']);
  });

  it('holds one main office per branch in the database, also when two requests race', async () => {
    const [a, b] = await Promise.all([storeBranches('C-00001', ['C-00008']), storeBranches('C-00004', ['C-00008'])]);
    expect([a.body.code, b.body.code].sort()).toEqual(['00001', '00003']);
    const links = await t.db.rows(sql`SELECT main_customer_id FROM customer_branch_links WHERE branch_customer_id = ${await idOf('C-00008')}`);
    expect(links).toHaveLength(1);
    // The table itself refuses a second row for the branch, whatever the caller.
    const [branch, other] = [await idOf('C-00008'), links[0].main_customer_id === (await idOf('C-00001')) ? await idOf('C-00004') : await idOf('C-00001')];
    const direct = await t.db.run(sql`INSERT INTO customer_branch_links (branch_customer_id, main_customer_id, created_at) VALUES (${branch}, ${other}, now())`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(isUniqueViolation(direct)).toBe(true);
    // ...and a link between two customers that are not a branch and a main office.
    const wrongTypes = await t.db.run(sql`INSERT INTO customer_branch_links (branch_customer_id, main_customer_id, created_at) VALUES (${await idOf('C-00004')}, ${await idOf('C-00001')}, now())`).then(
      () => null,
      (err: unknown) => err,
    );
    expect(wrongTypes).not.toBeNull();
  });
});

describe('changing settings and the type (§4)', () => {
  it('a main office with branches may order per branch; one without branches gets the info and keeps its setting', async () => {
    const res = await updateConfig('C-00001', 'main_branch', { so: 0, shipping: 0 });
    expect(res.body).toMatchObject({ code: '00004', result: { so: 0, shipping: 0, soa_main: 1 } });
    await createConfig('C-00009', 'main_branch');
    expect((await updateConfig('C-00009', 'main_branch', { so: 0 })).body).toEqual({ code: '00001', result: ['Customer account has no branches.'], fields: { so: ['Customer account has no branches.'] } });
    expect(await show('C-00009')).toMatchObject({ so: 1 });
    const revs = await revisions('customer_branch_configs', await idOf('C-00001'));
    expect(revs.at(-1)).toMatchObject({ action: 'updated' });
    expect(revs.at(-1)!.changes.map((c) => c.field)).toEqual(['so', 'shipping']);
    expect(revs.at(-1)!.changes[0]).toMatchObject({ old: 1, new: 0, new_text: 'Branch' });
  });

  it('a branch that becomes a main office has its settings reset and leaves its main office', async () => {
    const before = await revisions('customer_branch_links', await idOf('C-00002'));
    // The flags sent are not applied: a type change resets them.
    const res = await updateConfig('C-00002', 'main_branch', { so: 0, shipping: 0, soa_main: 0, soa_branch: 1 });
    expect(res.body.result).toMatchObject({ customer_type: 'main_branch', so: 1, shipping: 1, billing: 1, billing_account: 1, soa_main: 1, soa_branch: 0 });
    expect(codesOf(await linked('C-00001', 'main_branch'))).not.toContain('C-00002');
    expect(await linked('C-00002', 'branch')).toEqual([]);
    const after = await revisions('customer_branch_links', await idOf('C-00002'));
    expect(after.slice(before.length)).toEqual([expect.objectContaining({ action: 'deleted', changes: [expect.objectContaining({ old: 'C-00001', new: null })] })]);
  });

  it('a main office that becomes a branch lets go of its branches and gets the branch settings', async () => {
    await storeBranches('C-00002', ['C-00010']);
    const res = await updateConfig('C-00002', 'branch');
    expect(res.body.result).toMatchObject({ customer_type: 'branch', soa_main: 0, soa_branch: 1 });
    expect(await linked('C-00010', 'branch')).toEqual([]);
  });
});

describe('removing links', () => {
  it("removes one branch's link, or a main office's links to all its branches; nothing left to remove is 404", async () => {
    expect((await storeBranches('C-00001', ['C-00012'])).body.code).toBe('00003');
    const branches = codesOf(await linked('C-00001', 'main_branch'));
    expect(branches.length).toBeGreaterThan(1);
    const one = await call('DELETE', '/customers/branches/remove', { customer_code: branches[0], customer_type: 'branch' });
    expect(one.body).toEqual({ code: '00006', result: 'The association has been removed.' });
    expect(codesOf(await linked('C-00001', 'main_branch'))).toEqual(branches.slice(1));
    const all = await call('DELETE', '/customers/branches/remove', { customer_code: 'C-00001', customer_type: 'main_branch' });
    expect(all.body.code).toBe('00006');
    expect(await linked('C-00001', 'main_branch')).toEqual([]);
    for (const b of branches.slice(1)) expect((await revisions('customer_branch_links', await idOf(b))).at(-1)).toMatchObject({ action: 'deleted' });
    expect((await call('DELETE', '/customers/branches/remove', { customer_code: 'C-00001', customer_type: 'main_branch' })).status).toBe(404);
    expect((await call('DELETE', '/customers/branches/remove', { customer_code: 'C-00001', customer_type: 'branch' })).body).toEqual({
      code: '00001',
      result: ['C-00001 is not a Branch.'],
      fields: { customer_type: ['C-00001 is not a Branch.'] },
    });
  });
});

describe('scopes', () => {
  it('refuses every call without a customer scope (403) and without a session (401)', async () => {
    const calls: [('POST' | 'DELETE'), string, object][] = [
      ['POST', '/customers/branches/config/show', { customer_code: 'C-00001' }],
      ['POST', '/customers/branches/config', { customer_code: 'C-00011', customer_type: 'branch', ...settings({ soa_main: 0, soa_branch: 1 }) }],
      ['POST', '/customers/branches/config/update', { customer_code: 'C-00001', customer_type: 'branch', ...settings() }],
      ['POST', '/customer/branches', { customer_code: 'C-00001', branch_type: 'main_branch' }],
      ['POST', '/customers/branches/main', { customer_code: 'C-00001' }],
      ['POST', '/customers/branches/unassociate', { customer_code: 'C-00001' }],
      ['POST', '/customer/branches/store', { branch_type: 'main_branch', main_customer_code: 'C-00001', customer_branches: ['C-00011'] }],
      ['DELETE', '/customers/branches/remove', { customer_code: 'C-00001', customer_type: 'main_branch' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, approver)).status, url).toBe(403);
      expect((await t.call({ method, url: `/api${url}`, payload })).status, url).toBe(401);
    }
    expect(await show('C-00011')).toBeNull();
  });
});
