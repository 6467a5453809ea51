import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/** The permission matrix: modules, functions per role, grant/revoke effective on the next request, revisions, refusals; effective permissions; maker/checker conflicts. */
let t: TestServer;
let admin: string;
let finance: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance, viewer] = await Promise.all(['admin', 'finance', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const get = (url: string, token: string, query?: Record<string, string>) => t.call({ method: 'GET', url: `/api${url}`, token, query });
const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url: `/api${url}`, token, payload });
const roleId = async (role: string) => (await t.db.one<{ id: number }>(sql`SELECT id FROM roles WHERE role = ${role}`))!.id;
const fn = async (scope: string) => (await t.db.one<{ id: number; module_id: number }>(sql`SELECT id, module_id FROM permissions WHERE scope = ${scope}`))!;
const revisionCount = async () => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM revisions WHERE entity = 'role_permissions'`))!.n;
const cell = async (scope: string, role: string, has: 0 | 1) => {
  const f = await fn(scope);
  return { function_id: f.id, role_id: await roleId(role), module_id: f.module_id, function_has_permission: has, label: 'ignored', tag: 'view', permitted_by: 1 };
};

describe('modules and the matrix', () => {
  it('lists the modules with their function counts, the COA modules 98 and 99 among them', async () => {
    const res = await get('/modules', admin);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.result.map((m: { module_id: number }) => [m.module_id, m]));
    expect(byId.get(11)).toEqual({ module_id: 11, module: 'logistics', label: 'Couriers and Banks', function_count: 6 });
    expect(byId.get(98)).toMatchObject({ module: 'payable_voucher', function_count: 0 });
    expect(byId.get(99)).toMatchObject({ module: 'journal_voucher', function_count: 0 });
    // Finance may open neither the users page nor the matrix; the viewer neither.
    expect((await get('/modules', finance)).status).toBe(403);
    expect((await get('/modules', viewer)).status).toBe(403);
  });

  it('shows each function of a module against every role; the superuser role holds all', async () => {
    const res = await get('/permission/module/11/all-permissions', admin);
    expect(res.status).toBe(200);
    const { module, roles, functions } = res.body.result;
    expect(module).toMatchObject({ module_id: 11, label: 'Couriers and Banks' });
    expect(roles.map((r: { role: string }) => r.role)).toEqual(['Administrator', 'Finance', 'Approver', 'Purchaser', 'Warehouse', 'Viewer', 'Credit and Collections', 'Purchasing Manager', 'Vice President', 'President']);
    expect(roles[0].is_superuser).toBe(true);
    const viewBanks = functions.find((f: { function_name: string }) => f.function_name === 'view_banks');
    expect(viewBanks).toMatchObject({ function_label: 'View banks', tag: 'view', everyone: false });
    const held = Object.fromEntries(viewBanks.role_has_permission_in_function.map((c: { role_id: number; function_has_permission: number }) => [c.role_id, c.function_has_permission]));
    expect(held).toEqual({ [await roleId('Administrator')]: 1, [await roleId('Finance')]: 1, [await roleId('Approver')]: 0, [await roleId('Purchaser')]: 0, [await roleId('Warehouse')]: 0, [await roleId('Viewer')]: 0, [await roleId('Credit and Collections')]: 0, [await roleId('Purchasing Manager')]: 0, [await roleId('Vice President')]: 0, [await roleId('President')]: 0 });
    expect((await get('/permission/module/12345/all-permissions', admin)).status).toBe(404);
    expect((await get('/permission/module/abc/all-permissions', admin)).body.code).toBe('00001');
  });

  it('the self group is held by every user: all ticked', async () => {
    const res = await get('/permission/module/16/all-permissions', admin);
    const bypass = res.body.result.functions[0];
    expect(bypass).toMatchObject({ function_name: 'bypass', everyone: true });
    expect(bypass.role_has_permission_in_function.every((c: { function_has_permission: number }) => c.function_has_permission === 1)).toBe(true);
  });
});

describe('grant and revoke', () => {
  it('a revoke takes effect on the next request of a signed-in user, with its revision; a grant gives it back', async () => {
    expect((await get('/banks', finance)).status).toBe(200);
    const revoke = await post('/permission/create', admin, await cell('view_banks', 'Finance', 0));
    expect(revoke.status).toBe(200);
    expect(revoke.body).toMatchObject({ code: '00000', result: { function_has_permission: 0, changed: true } });
    // Same session, next request: refused.
    expect((await get('/banks', finance)).status).toBe(403);
    expect((await get('/users/permissions', finance)).body.result).not.toContain('view_banks');

    const rev = await t.db.one<{ entity_id: number; action: string; user_id: number; module: string; reference_code: string; changes: unknown[] }>(sql`
      SELECT entity_id, action, user_id, module, reference_code, changes FROM revisions WHERE entity = 'role_permissions' ORDER BY id DESC LIMIT 1`);
    expect(rev).toMatchObject({ entity_id: await roleId('Finance'), action: 'revoked', user_id: 1, module: 'Permissions Management', reference_code: 'Finance: View banks' });
    expect(rev!.changes).toEqual([{ field: 'view_banks', label: 'View banks', old: 1, new: 0, old_text: 'Granted', new_text: 'Not granted' }]);

    // Asking again for what already is writes nothing.
    const before = await revisionCount();
    expect((await post('/permission/create', admin, await cell('view_banks', 'Finance', 0))).body.result.changed).toBe(false);
    expect(await revisionCount()).toBe(before);

    const grant = await post('/permission/create', admin, await cell('view_banks', 'Finance', 1));
    expect(grant.body.result).toMatchObject({ function_has_permission: 1, changed: true });
    expect((await get('/banks', finance)).status).toBe(200);
    expect(await revisionCount()).toBe(before + 1);
  });

  it('refuses the superuser role, the self group, a function of another module and bad bodies, writing nothing', async () => {
    const before = await revisionCount();
    const links = async () => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM role_permissions`))!.n;
    const linksBefore = await links();
    const su = await post('/permission/create', admin, await cell('view_banks', 'Administrator', 0));
    expect(su.status).toBe(422);
    expect(su.body).toMatchObject({ code: '00001', result: ['The Administrator role holds every function; it cannot be changed.'] });
    const self = await post('/permission/create', admin, await cell('bypass', 'Viewer', 0));
    expect(self.body.result).toEqual(['Every signed-in user holds this function; it cannot be granted or revoked.']);
    const wrongModule = await post('/permission/create', admin, { ...(await cell('view_banks', 'Approver', 1)), module_id: 1 });
    expect(wrongModule.body.result).toEqual(['This function does not belong to the chosen module.']);
    const noRole = await post('/permission/create', admin, { ...(await cell('view_banks', 'Approver', 1)), role_id: 9999 });
    expect(noRole.body.result).toEqual(['Role not found.']);
    const bad = await post('/permission/create', admin, { ...(await cell('view_banks', 'Approver', 1)), function_has_permission: 2, permitted_by: 2 });
    expect(bad.status).toBe(422);
    expect(bad.body.result).toEqual(expect.arrayContaining(['Function has permission must be 0 or 1.', 'Permitted by must be 1.']));
    // Without manage_permissions: 403, even for a role's own member.
    expect((await post('/permission/create', finance, await cell('view_banks', 'Finance', 1))).status).toBe(403);
    expect(await revisionCount()).toBe(before);
    expect(await links()).toBe(linksBefore);
  });
});

describe('effective permissions and maker/checker conflicts', () => {
  it("lists a user's scopes with the roles that grant them", async () => {
    const finId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'finance'`))!.id;
    const res = await get(`/permission/effective/${finId}`, admin);
    expect(res.body.result).toMatchObject({ username: 'finance', roles: ['Finance'], is_superuser: false });
    const byScope = new Map(res.body.result.scopes.map((s: { scope: string }) => [s.scope, s]));
    expect(byScope.get('view_banks')).toEqual({ scope: 'view_banks', label: 'View banks', module_id: 11, module_label: 'Couriers and Banks', granted_by: ['Finance'] });
    expect(byScope.get('bypass')).toMatchObject({ granted_by: ['Every signed-in user'] });
    expect(byScope.has('approve_product')).toBe(false);
    const adm = await get('/permission/effective/1', admin);
    expect(adm.body.result.is_superuser).toBe(true);
    expect(adm.body.result.scopes.find((s: { scope: string }) => s.scope === 'approve_product').granted_by).toEqual(['Administrator']);
    expect((await get('/permission/effective/99999', admin)).status).toBe(404);
  });

  it('names the users who can make and check the same document through all their roles together', async () => {
    const people = async () => ((await get('/permission/maker-checker-conflicts', admin)).body.result as { is_superuser: boolean }[]).filter((c) => !c.is_superuser);
    expect(await people()).toEqual([]);
    // The administrator is named once: every function by design.
    expect((await get('/permission/maker-checker-conflicts', admin)).body.result).toEqual([
      expect.objectContaining({ username: 'admin', document: 'Every document', is_superuser: true }),
    ]);
    // Finance alone and Approver alone are fine; one person holding both is not.
    const otp = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'otpuser'`))!.id;
    await t.db.run(sql`INSERT INTO user_roles (user_id, role_id) SELECT ${otp}, id FROM roles WHERE slug = 'approver'`);
    const found = await people();
    expect(found).toEqual(
      expect.arrayContaining([
        {
          user_id: otp,
          username: 'otpuser',
          name: 'Paolo Garcia',
          document: 'Payable voucher',
          maker_labels: ['Write payable vouchers'],
          maker_roles: ['Finance'],
          checker_labels: [expect.any(String)],
          checker_roles: ['Approver'],
          is_superuser: false,
        },
      ]),
    );
    expect(new Set(found.map((c) => (c as unknown as { document: string }).document))).toEqual(
      new Set(['Payable voucher', 'Journal voucher', 'Credit or debit memo', 'Stock return (SRPF)', 'Treasury request', 'Cash advance', 'Deal and discount', 'Chart of accounts draft']),
    );
    await t.db.run(sql`DELETE FROM user_roles WHERE user_id = ${otp} AND role_id = (SELECT id FROM roles WHERE slug = 'approver')`);
    expect(await people()).toEqual([]);
  });

  it('offers users to pick, without administrators when asked', async () => {
    const all = await get('/permission/users', admin, { search: 're' });
    expect(all.body.result.map((u: { username: string }) => u.username)).toContain('admin');
    const nonAdmin = await get('/permission/users', admin, { without_superuser: '1' });
    const names = nonAdmin.body.result.map((u: { username: string }) => u.username);
    expect(names).not.toContain('admin');
    expect(names).toContain('finance');
  });
});
