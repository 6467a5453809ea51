import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';

/** Roles Management: list with user counts, create, update, delete (refused while held, and for the superuser role), scopes, revisions. */
let t: TestServer;
let admin: string;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  [admin, finance] = await Promise.all(['admin', 'finance'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const revisionsOf = (id: number) =>
  t.db.rows<{ action: string; module: string; reference_code: string; changes: { field: string; old: unknown; new: unknown }[] }>(
    sql`SELECT action, module, reference_code, changes FROM revisions WHERE entity = 'roles' AND entity_id = ${id} ORDER BY id`,
  );

describe('roles', () => {
  it('lists roles with how many users hold each, searched and sorted; needs view_roles', async () => {
    const res = await call('GET', '/role', admin, undefined, { order_by: 'user_count', direction: 'desc' });
    expect(res.body.code).toBe('00000');
    // Finance (finance, otpuser) and Viewer (viewer, inactive) hold two each; ties in id order, descending (President, a signer of purchase orders, is the newest role).
    expect(res.body.result.slice(0, 3).map((r: { role: string; user_count: number }) => `${r.role}:${r.user_count}`)).toEqual(['Viewer:2', 'Finance:2', 'President:1']);
    expect(res.body.result[0]).toEqual({ role_id: expect.any(Number), role: 'Viewer', description: expect.any(String), user_count: 2 });
    expect(res.body.result.find((r: { role: string }) => r.role === 'Administrator').user_count).toBe(1);
    expect((await call('GET', '/role', admin, undefined, { search: 'purchase requests' })).body.result.map((r: { role: string }) => r.role)).toEqual(['Approver', 'Purchaser']);
    expect((await call('GET', '/role', finance)).status).toBe(403);
  });

  it('creates (00003) and updates (00004) a role with revisions under Roles Management; both fields required; names unique', async () => {
    const created = await call('POST', '/role', admin, { role: 'Credit Officer', description: 'Reviews credit limits.' });
    expect(created.body).toMatchObject({ code: '00003', result: { role: 'Credit Officer', user_count: 0 } });
    const id = created.body.result.role_id;
    const slug = await t.db.one<{ slug: string }>(sql`SELECT slug FROM roles WHERE id = ${id}`);
    expect(slug!.slug).toMatch(/^role-[0-9a-f]{32}$/);
    const updated = await call('PUT', `/role/${id}`, admin, { role: 'Credit Officer', description: 'Reviews credit limits and terms.' });
    expect(updated.body).toMatchObject({ code: '00004', result: { description: 'Reviews credit limits and terms.' } });
    expect((await revisionsOf(id)).map((r) => [r.action, r.module, r.reference_code, r.changes.map((c) => c.field).join()])).toEqual([
      ['created', 'Roles Management', 'Credit Officer', 'role,description'],
      ['updated', 'Roles Management', 'Credit Officer', 'description'],
    ]);

    const empty = await call('POST', '/role', admin, { role: ' ', description: '' });
    expect(empty.body.code).toBe('00001');
    expect(empty.body.fields).toEqual({ role: ['All fields are required!'], description: ['All fields are required!'] });
    const dup = await call('POST', '/role', admin, { role: 'finance', description: 'Again' });
    expect(dup.body.fields).toEqual({ role: ['Role already exists.'] });
    expect((await call('POST', '/role', finance, { role: 'X', description: 'Y' })).status).toBe(403);
  });

  it('deletes a role nobody holds (00006, revision); refuses one held by users, and the superuser role', async () => {
    const id = (await call('POST', '/role', admin, { role: 'Temporary', description: 'Short-lived.' })).body.result.role_id;
    await call('POST', '/user/role/assign', admin, { user_id: 6, role_id: id });
    await call('POST', '/user/role/assign', admin, { user_id: 5, role_id: id });
    const held = await call('DELETE', `/role/${id}`, admin);
    expect(held.body).toEqual({ code: '00001', result: ['This role is held by 2 users; remove it from them first.'] });
    for (const ur of await t.db.rows<{ user_role_id: number }>(sql`SELECT user_role_id FROM user_roles WHERE role_id = ${id}`)) {
      await call('DELETE', '/user/role/delete', admin, { userRoleId: ur.user_role_id });
    }
    const gone = await call('DELETE', `/role/${id}`, admin);
    expect(gone.body).toEqual({ code: '00006', result: 'The role has been deleted.' });
    expect(await t.db.one(sql`SELECT 1 FROM roles WHERE id = ${id}`)).toBeUndefined();
    expect((await revisionsOf(id)).at(-1)).toMatchObject({ action: 'deleted', reference_code: 'Temporary', changes: [{ field: 'role', old: 'Temporary', new: null }, { field: 'description' }] });
    expect((await call('DELETE', `/role/${id}`, admin)).status).toBe(404);

    const superuser = await t.db.one<{ id: number }>(sql`SELECT id FROM roles WHERE slug = ${t.config.superuserRoleCode}`);
    await t.db.run(sql`DELETE FROM user_roles WHERE role_id = ${superuser!.id} AND user_id <> 1`);
    expect((await call('DELETE', `/role/${superuser!.id}`, admin)).body.result).toEqual(['The Administrator role cannot be deleted.']);
    expect((await call('DELETE', `/role/${id}`, finance)).status).toBe(403);
  });
});
