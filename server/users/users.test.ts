import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_PATHS, PASSWORD_CHANGE_REQUIRED } from '../../contract';
import { multipartBody, PDF, PNG } from '../uploads/testFiles';
import { sql } from '../db/db';
import { DEMO_PASSWORD } from '../seed/demoData';
import { createTestServer, type TestServer } from '../testing';

/** User Management: list, create with the password policy, first sign-in lock, update, active switch, roles of a user, lookups. */
let t: TestServer;
let admin: string;
let finance: string;
let viewer: string;
let adminId: number;
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance, viewer] = await Promise.all(['admin', 'finance', 'viewer'].map((u) => t.login(u)));
  adminId = (await t.db.one<{ id: number }>(sql`SELECT id FROM users WHERE username = 'admin'`))!.id;
});
afterAll(async () => t?.close());

let ip = 0;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string | undefined, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query, remoteAddress: `10.9.0.${++ip % 250}` });
const login = (username: string, password: string) => call('POST', '/users/login', undefined, { username, password });
const count = async (table: string) => (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM ${sql.identifier(table)}`))!.n;
const revisionsOf = (entity: string, id: number) =>
  t.db.rows<{ action: string; module: string; reference_code: string; user_id: number; changes: { field: string; old: unknown; new: unknown }[] }>(
    sql`SELECT action, module, reference_code, user_id, changes FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
  );
const roleId = async (role: string) => (await t.db.one<{ id: number }>(sql`SELECT id FROM roles WHERE role = ${role}`))!.id;

let n = 0;
function newUser(over: Record<string, unknown> = {}) {
  n++;
  return {
    username: `jdoe${n}`,
    employee_no: `EMP-9${String(n).padStart(3, '0')}`,
    first_name: 'Juan',
    last_name: 'Dela Paz',
    email: `juan.delapaz${n}@demo.invalid`,
    department_id: 2,
    job_id: 8,
    contact_no: '+63 917 555 0101',
    is_otp: false,
    otp_via: null,
    password: 'Kalamansi#Tree42',
    ...over,
  };
}

describe('user list', () => {
  it('lists users with department, job, roles and active flag; searches every column; sorts; needs get_all_users', async () => {
    const all = await call('GET', '/user', admin, undefined, { page_size: '100' });
    expect(all.status).toBe(200);
    expect(all.body.total_rows).toBeGreaterThanOrEqual(8);
    expect(all.body.result.find((u: { username: string }) => u.username === 'finance')).toEqual({
      user_id: 2,
      employee_no: 'EMP-0002',
      first_name: 'Maria',
      last_name: 'Santos',
      email: 'maria.santos@demo.invalid',
      username: 'finance',
      department_name: 'Finance and Accounting',
      job_name: 'Finance Manager',
      roles_text_format: 'Finance',
      is_active: true,
    });
    const names = all.body.result.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    // Search reaches the roles and the department too.
    expect((await call('GET', '/user', admin, undefined, { search: 'warehouse supervisor' })).body.result.map((u: { username: string }) => u.username)).toEqual(['warehouse']);
    expect((await call('GET', '/user', admin, undefined, { search: 'Approver' })).body.result.map((u: { username: string }) => u.username)).toEqual(['approver']);
    const desc = await call('GET', '/user', admin, undefined, { order_by: 'employee_no', direction: 'desc', page_size: '2' });
    expect(desc.body.result).toHaveLength(2);
    expect(desc.body.result[0].employee_no > desc.body.result[1].employee_no).toBe(true);
    expect((await call('GET', '/user', admin, undefined, { order_by: 'password_hash' })).body.code).toBe('00001');
    expect((await call('GET', '/user', finance)).status).toBe(403);
    expect((await call('GET', '/user', viewer)).status).toBe(403);
  });

  it('department and job lookups answer matches of their search', async () => {
    const d = await call('GET', '/lookup/departments', admin, undefined, { search: 'fin' });
    expect(d.body.result).toEqual([{ department_id: 2, department_name: 'Finance and Accounting' }]);
    const j = await call('GET', '/lookup/jobs', admin, undefined, { search: 'clerk' });
    // The employee master adds its positions to the jobs: every match has the word, the users' one among them.
    expect(j.body.result).toContainEqual({ job_id: 8, job_name: 'Accounting Clerk' });
    expect(j.body.result.every((x: { job_name: string }) => /clerk/i.test(x.job_name))).toBe(true);
    expect((await call('GET', '/lookup/jobs', admin)).body.result.length).toBeGreaterThan(5);
    expect((await call('GET', '/lookup/jobs', viewer)).status).toBe(403);
  });

  it('shows one user with nested department and job; the seeded users are linked to their lookups', async () => {
    const res = await call('GET', '/user/7', admin);
    expect(res.body.result).toMatchObject({
      username: 'otpuser',
      contact_no: '+639171234567',
      is_otp: true,
      otp_via: 'email',
      department: { department_id: 2, department_name: 'Finance and Accounting' },
      job: { job_id: 6, job_name: 'Senior Accountant' },
      roles: [{ role: 'Finance', slug: 'finance' }],
    });
    expect((await call('GET', '/user/99999', admin)).status).toBe(404);
  });
});

describe('create user', () => {
  it('creates a user (00003) who must change the password; the revision lists the fields, never the password', async () => {
    const body = newUser();
    const res = await call('POST', '/user', admin, body);
    expect(res.body.code).toBe('00003');
    expect(res.body.result).toMatchObject({ username: body.username, department_name: 'Finance and Accounting', job_name: 'Accounting Clerk', is_active: true, roles: [] });
    const id = res.body.result.user_id;
    const stored = await t.db.one<{ must_change_password: boolean; password_hash: string; department: string }>(
      sql`SELECT must_change_password, password_hash, department FROM users WHERE id = ${id}`,
    );
    expect(stored).toMatchObject({ must_change_password: true, department: 'Finance and Accounting' });
    expect(stored!.password_hash).toMatch(/^scrypt\$/);
    const [rev] = await revisionsOf('users', id);
    expect(rev).toMatchObject({ action: 'created', module: 'User Management', reference_code: body.username, user_id: adminId });
    expect(rev.changes.map((c) => c.field)).not.toContain('password');
    expect(JSON.stringify(rev.changes)).not.toContain(body.password);
  });

  it('enforces the password policy: length, username inside, the breached list; nothing is written', async () => {
    const before = await count('users');
    const short = await call('POST', '/user', admin, newUser({ password: 'Short#1' }));
    expect(short.body.fields.password).toEqual(['The password must be at least 10 characters.']);
    const withName = await call('POST', '/user', admin, newUser({ username: 'mcruz', password: 'xxMCRUZ-2026!' }));
    expect(withName.body.fields.password).toEqual(['The password must not contain the username.']);
    for (const common of ['Password123!', 'qwerty12345', 'WELCOME2026']) {
      const res = await call('POST', '/user', admin, newUser({ password: common }));
      expect(res.status, common).toBe(422);
      expect(res.body.fields, common).toEqual({ password: ['This password is too common. Choose one that is harder to guess.'] });
    }
    expect(await count('users')).toBe(before);
  });

  it('refuses missing fields, duplicates (any case), unknown lookups and OTP without a channel, on their fields', async () => {
    const before = await count('users');
    const empty = await call('POST', '/user', admin, { password: 'Kalamansi#Tree42' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.fields).sort()).toEqual(['contact_no', 'department_id', 'email', 'employee_no', 'first_name', 'job_id', 'last_name', 'username']);
    expect(empty.body.fields.username).toEqual(['Username is required.']);
    const dup = await call('POST', '/user', admin, newUser({ username: 'FINANCE', email: 'Maria.Santos@demo.invalid', employee_no: 'EMP-0002' }));
    expect(dup.body.fields).toEqual({ username: ['Username already exists.'], email: ['Email already exists.'], employee_no: ['Employee number already exists.'] });
    const lookups = await call('POST', '/user', admin, newUser({ department_id: 9999, job_id: 9999 }));
    expect(lookups.body.fields).toEqual({ department_id: ['Choose a department from the list.'], job_id: ['Choose a job title from the list.'] });
    const otp = await call('POST', '/user', admin, newUser({ is_otp: true, otp_via: null }));
    expect(otp.body.fields).toEqual({ otp_via: ['Choose email or sms for the one-time password.'] });
    expect((await call('POST', '/user', admin, newUser({ user_id: 5 }))).body.code).toBe('00001');
    expect(await count('users')).toBe(before);
    expect((await call('POST', '/user', finance, newUser())).status).toBe(403);
  });
});

describe('first sign-in', () => {
  it('signs in with must_change_password; everything but change-password, logout and users/me answers 403 until the password is changed', async () => {
    const body = newUser();
    const created = await call('POST', '/user', admin, body);
    const id = created.body.result.user_id;
    await call('POST', '/user/role/assign', admin, { user_id: id, role_id: await roleId('Finance') });

    const first = await login(body.username, body.password);
    expect(first.body.code).toBe('00000');
    expect(first.body.result.must_change_password).toBe(true);
    // No scopes with it: they are refused until the change, like the permissions call below.
    expect(first.body.result).not.toHaveProperty('permissions');
    const token = first.body.result.token as string;
    const locked = await call('GET', '/users/permissions', token);
    expect(locked.status).toBe(403);
    expect(locked.body).toEqual({ code: '00403', result: PASSWORD_CHANGE_REQUIRED });
    expect((await call('GET', '/banks', token)).body.result).toBe(PASSWORD_CHANGE_REQUIRED);
    expect((await call('GET', '/users/me', token)).body.result.username).toBe(body.username);
    // Files too: the Finance role holds the document scopes, yet a stored file and an upload are refused the same way.
    const file = await t.call({ method: 'GET', url: `/api${DOCUMENT_PATHS.file(1)}`, token });
    expect(file).toMatchObject({ status: 403, body: { code: '00403', result: PASSWORD_CHANGE_REQUIRED } });
    const upload = await multipartBody([{ name: 'folder_id', value: '1' }, { name: 'attachment', value: { bytes: PDF, fileName: 'a.pdf', type: 'application/pdf' } }]);
    const uploaded = await t.call({ method: 'POST', url: '/api/file-system/document/create', token, ...upload });
    expect(uploaded).toMatchObject({ status: 403, body: { code: '00403', result: PASSWORD_CHANGE_REQUIRED } });

    // The new password obeys the policy too, and must differ from the first one.
    const common = await call('PUT', '/users/change-password', token, { user_id: id, current_password: body.password, new_password: 'Password123!', confirm_new_password: 'Password123!' });
    expect(common.body.result).toEqual(['This password is too common. Choose one that is harder to guess.']);
    const changed = await call('PUT', '/users/change-password', token, { user_id: id, current_password: body.password, new_password: 'Sampaguita#Road7', confirm_new_password: 'Sampaguita#Road7' });
    expect(changed.body.code).toBe('00000');
    expect((await call('GET', '/users/permissions', token)).body.result).toContain('view_banks');
    const again = await login(body.username, 'Sampaguita#Road7');
    expect(again.body.result.must_change_password).toBeUndefined();
    expect((await revisionsOf('users', id)).map((r) => r.action)).toEqual(['created', 'password changed']);
  });

  it("an administrator's change of someone else's password is a first password again (policy checked, revision written)", async () => {
    const refused = await call('PUT', '/users/change-password', admin, { user_id: 4, current_password: DEMO_PASSWORD, new_password: 'purchaser-2026!', confirm_new_password: 'purchaser-2026!' });
    expect(refused.body.result).toEqual(['The password must not contain the username.']);
    const ok = await call('PUT', '/users/change-password', admin, { user_id: 4, current_password: DEMO_PASSWORD, new_password: 'Mango#Island88', confirm_new_password: 'Mango#Island88' });
    expect(ok.body.code).toBe('00000');
    expect((await login('purchaser', 'Mango#Island88')).body.result.must_change_password).toBe(true);
    expect((await revisionsOf('users', 4)).at(-1)).toMatchObject({ action: 'password set by administrator', user_id: adminId, changes: [] });
    // The demo users are not locked.
    expect((await login('approver', DEMO_PASSWORD)).body.result.must_change_password).toBeUndefined();
  });
});

describe('update user and the active switch', () => {
  it('updates (00004) recording only what changed; no password field; duplicates refused', async () => {
    const created = (await call('POST', '/user', admin, newUser())).body.result;
    const { password: _pw, ...form } = newUser();
    const body = { ...form, username: created.username, employee_no: created.employee_no, email: created.email, last_name: 'Santiago', is_otp: 1, otp_via: 'sms' };
    const res = await call('PUT', `/user/${created.user_id}`, admin, body);
    expect(res.body).toMatchObject({ code: '00004', result: { last_name: 'Santiago', is_otp: true, otp_via: 'sms' } });
    const rev = (await revisionsOf('users', created.user_id)).at(-1)!;
    expect(rev.action).toBe('updated');
    expect(rev.changes.map((c) => c.field).sort()).toEqual(['is_otp', 'last_name', 'otp_via']);
    // OTP off clears the channel (spec 002 §4).
    const off = await call('PUT', `/user/${created.user_id}`, admin, { ...body, is_otp: false, otp_via: 'sms' });
    expect(off.body.result).toMatchObject({ is_otp: false, otp_via: null });
    // The spec's form sends 0 and a cleared channel ('').
    expect((await call('PUT', `/user/${created.user_id}`, admin, { ...body, is_otp: 0, otp_via: '' })).body).toMatchObject({ code: '00004', result: { is_otp: false, otp_via: null } });
    expect((await call('PUT', `/user/${created.user_id}`, admin, { ...body, is_otp: 1, otp_via: '' })).body.fields.otp_via).toBeDefined();
    expect((await call('PUT', `/user/${created.user_id}`, admin, { ...body, password: 'Kalamansi#Tree42' })).body.code).toBe('00001');
    expect((await call('PUT', `/user/${created.user_id}`, admin, { ...body, username: 'Admin' })).body.fields).toEqual({ username: ['Username already exists.'] });
    expect((await call('PUT', '/user/99999', admin, body)).status).toBe(404);
    expect((await call('PUT', `/user/${created.user_id}`, finance, body)).status).toBe(403);
  });

  it('deactivates (00004, sessions end) and reactivates with a revision each; nobody deactivates themselves', async () => {
    const body = newUser();
    const id = (await call('POST', '/user', admin, body)).body.result.user_id;
    const session = await t.login(body.username);
    const off = await call('PUT', `/user/${id}/active`, admin, { is_active: false });
    expect(off.body).toMatchObject({ code: '00004', result: { user_id: id, is_active: false } });
    expect((await call('GET', '/users/me', session)).status).toBe(401);
    expect((await login(body.username, body.password)).body.code).toBe('00011');
    expect((await call('PUT', `/user/${id}/active`, admin, { is_active: false })).body.code).toBe('00004');
    expect((await call('PUT', `/user/${id}/active`, admin, { is_active: true })).body.result.is_active).toBe(true);
    expect((await revisionsOf('users', id)).map((r) => r.action)).toEqual(['created', 'deactivated', 'activated']);

    const self = await call('PUT', `/user/${adminId}/active`, admin, { is_active: false });
    expect(self.body).toEqual({ code: '00001', result: ['You cannot deactivate your own account.'] });
    expect((await call('PUT', `/user/${id}/active`, admin, { is_active: 'no' })).body.code).toBe('00001');
    expect((await call('PUT', `/user/${id}/active`, viewer, { is_active: false })).status).toBe(403);
  });
});

describe("a user's roles", () => {
  it('lists (role ascending, searched), assigns (00003) and removes (00006) with revisions; a second assignment is refused', async () => {
    const id = (await call('POST', '/user', admin, newUser())).body.result.user_id;
    const warehouse = await roleId('Warehouse');
    const assigned = await call('POST', '/user/role/assign', admin, { user_id: id, role_id: warehouse });
    expect(assigned.body).toMatchObject({ code: '00003', result: { role: 'Warehouse', role_id: warehouse } });
    await call('POST', '/user/role/assign', admin, { user_id: id, role_id: await roleId('Approver') });
    const again = await call('POST', '/user/role/assign', admin, { user_id: id, role_id: warehouse });
    expect(again.body).toMatchObject({ code: '00001', result: ['The user already has this role.'] });

    const list = await call('GET', `/user/${id}/role`, admin);
    expect(list.body.result.map((r: { role: string }) => r.role)).toEqual(['Approver', 'Warehouse']);
    expect(list.body.total_rows).toBe(2);
    expect((await call('GET', `/user/${id}/role`, admin, undefined, { search: 'ware' })).body.result).toHaveLength(1);
    expect((await call('GET', '/user', admin, undefined, { search: `EMP-9` })).body.result.find((u: { user_id: number }) => u.user_id === id).roles_text_format).toBe(
      'Approver, Warehouse',
    );

    const userRoleId = assigned.body.result.user_role_id;
    const removed = await call('DELETE', '/user/role/delete', admin, { userRoleId });
    expect(removed.body).toEqual({ code: '00006', result: 'The role has been removed from the user.' });
    expect((await call('DELETE', '/user/role/delete', admin, { userRoleId })).body).toEqual({ code: '00001', result: ['This role assignment no longer exists.'] });
    expect((await revisionsOf('user_roles', userRoleId)).map((r) => [r.action, r.module, r.changes[0].old ?? r.changes[0].new])).toEqual([
      ['assigned', 'User Management', 'Warehouse'],
      ['removed', 'User Management', 'Warehouse'],
    ]);
    expect((await call('POST', '/user/role/assign', admin, { user_id: 99999, role_id: warehouse })).body.fields).toEqual({ user_id: ['User not found.'] });
    expect((await call('POST', '/user/role/assign', admin, { user_id: id, role_id: 99999 })).body.fields).toEqual({ role_id: ['Role not found.'] });
    expect((await call('POST', '/user/role/assign', finance, { user_id: id, role_id: warehouse })).status).toBe(403);
  });

  it('nobody removes their own Administrator role, and the last active administrator keeps it', async () => {
    const own = await t.db.one<{ user_role_id: number }>(sql`SELECT user_role_id FROM user_roles WHERE user_id = ${adminId}`);
    const res = await call('DELETE', '/user/role/delete', admin, { userRoleId: own!.user_role_id });
    expect(res.body).toEqual({ code: '00001', result: ['You cannot remove the Administrator role from yourself.'] });

    // A user administrator without the superuser role tries to strip or deactivate the only administrator.
    const body = newUser();
    const helperId = (await call('POST', '/user', admin, body)).body.result.user_id;
    const role = (await call('POST', '/role', admin, { role: 'User Administrators', description: 'Manage users and their roles.' })).body.result.role_id;
    await t.db.run(sql`INSERT INTO role_permissions (role_id, permission_id) SELECT ${role}, id FROM permissions WHERE scope IN ('manage_roles', 'update_user')`);
    await call('POST', '/user/role/assign', admin, { user_id: helperId, role_id: role });
    const helper = await t.login(body.username);
    await t.db.run(sql`UPDATE users SET must_change_password = false WHERE id = ${helperId}`);
    const last = await call('DELETE', '/user/role/delete', helper, { userRoleId: own!.user_role_id });
    expect(last.body).toEqual({ code: '00001', result: ['At least one active user must keep the Administrator role.'] });
    const deactivate = await call('PUT', `/user/${adminId}/active`, helper, { is_active: false });
    expect(deactivate.body).toEqual({ code: '00001', result: ['At least one active user must keep the Administrator role.'] });
    expect(await t.db.one(sql`SELECT 1 FROM user_roles WHERE user_role_id = ${own!.user_role_id}`)).toBeTruthy();
  });
});

describe('signature', () => {
  const sendSignature = async (id: number, token: string, bytes: Buffer, fileName: string, type: string) => {
    const body = await multipartBody([{ name: 'signature', value: { bytes, fileName, type } }]);
    return t.call({ method: 'PUT', url: `/api/user/${id}/signature`, token, ...body });
  };
  const storedSignature = async (id: number) =>
    (await t.db.one<{ p: string | null }>(sql`SELECT signature_stored_path AS p FROM users WHERE id = ${id}`))!.p;

  it('adds, replaces and removes a signature image, each revisioned; the image is read back by user administrators only', async () => {
    const added = await sendSignature(2, admin, PNG, 'maria-sign.png', 'image/png');
    expect(added.body).toMatchObject({ code: '00004', result: { user_id: 2, signature_file_path: '/user/signature/2' } });
    const first = await storedSignature(2);
    const image = await t.call({ method: 'GET', url: '/api/user/signature/2', token: admin });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect((await t.call({ method: 'GET', url: '/api/user/signature/2', token: viewer })).status).toBe(403);

    const replaced = await sendSignature(2, admin, PNG, 'maria-sign-2026.png', 'image/png');
    expect(replaced.body.code).toBe('00004');
    expect(await storedSignature(2)).not.toBe(first);
    expect((await revisionsOf('users', 2)).filter((r) => r.action === 'signature changed').at(-1)).toMatchObject({
      changes: [expect.objectContaining({ field: 'signature', old: 'maria-sign.png', new: 'maria-sign-2026.png' })],
    });

    const removed = await call('DELETE', '/user/2/signature', admin);
    expect(removed.body).toMatchObject({ code: '00004', result: { signature_file_path: null } });
    expect((await t.call({ method: 'GET', url: '/api/user/signature/2', token: admin })).status).toBe(404);
    expect((await call('DELETE', '/user/2/signature', admin)).body).toMatchObject({ code: '00001', result: ['The user has no signature.'] });
  });

  it('refuses what is not an image, a missing file, an unknown user and users without the scopes, keeping nothing', async () => {
    const pdf = await sendSignature(3, admin, PDF, 'sign.png', 'image/png');
    expect(pdf.body.fields).toEqual({ signature: ['Signature must be a PNG, JPEG or WebP image.'] });
    const none = await t.call({ method: 'PUT', url: '/api/user/3/signature', token: admin, ...(await multipartBody([{ name: 'note', value: 'x' }])) });
    expect(none.body.code).toBe('00001');
    expect((await sendSignature(999999, admin, PNG, 'a.png', 'image/png')).status).toBe(404);
    expect((await sendSignature(3, finance, PNG, 'a.png', 'image/png')).status).toBe(403);
    expect(await storedSignature(3)).toBeNull();
  });
});
