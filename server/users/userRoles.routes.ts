import { assignUserRoleEp, Codes, deleteUserRoleEp, listUserRolesEp, USER_MESSAGES, userRoleColumns, type UserRoleRow } from '../../contract';
import { sql } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { pagedList, recordRevision, route, type SortMap } from '../kit';
import { otherActiveSuperusers } from './userSql';

/**
 * A user's roles (spec 002 §2.5 User Role List, §7.3): list, assign, remove.
 * Revisions under entity 'user_roles' (the assignment's id), module 'User
 * Management', referenced by the username. Nobody removes the superuser role
 * from themselves, and the last active holder keeps it: the system is never
 * left without an administrator.
 */
const MODULE = 'User Management';
const ROW = sql`ur.user_role_id, u.username, r.id AS role_id, r.role`;
const FROM = sql`user_roles ur JOIN users u ON u.id = ur.user_id JOIN roles r ON r.id = ur.role_id`;
const sort: SortMap<typeof userRoleColumns> = { username: sql`lower(u.username)`, role: sql`lower(r.role)` };
const nowIso = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

export const listUserRoles = route(listUserRolesEp, {
  scopes: ['manage_roles', 'get_all_users'],
  summary: "A user's roles, searched, sorted (role ascending) and paged",
  handler: async ({ params, query, deps, ok }) => {
    if (!(await deps.db.one(sql`SELECT 1 FROM users WHERE id = ${params.id}`))) return notFound(USER_MESSAGES.userNotFound);
    const { rows, total } = await pagedList<UserRoleRow, string>(deps.db, {
      select: ROW,
      from: FROM,
      where: [sql`ur.user_id = ${params.id}`],
      search: { text: query.search, in: [sql`r.role`, sql`u.username`] },
      sort,
      tiebreak: sql`ur.user_role_id`,
      query,
    });
    return ok(rows, total);
  },
});

export const assignUserRole = route(assignUserRoleEp, {
  scopes: ['manage_roles'],
  summary: 'Assign a role to a user (00003); a role the user holds already is a 00001',
  handler: async ({ body, deps, user }) => {
    const outcome = await deps.db.transaction(async (tx): Promise<Answer | number> => {
      const target = await tx.one<{ username: string }>(sql`SELECT username FROM users WHERE id = ${body.user_id}`);
      // Ids in a body that name nothing are a wrong request (00001 on the field), as opposed to a path's unknown id (404).
      if (!target) return invalid([USER_MESSAGES.userNotFound], { user_id: [USER_MESSAGES.userNotFound] });
      // FOR SHARE: a delete of this role waits for the assignment (and then refuses: the role is held).
      const role = await tx.one<{ role: string }>(sql`SELECT role FROM roles WHERE id = ${body.role_id} FOR SHARE`);
      if (!role) return invalid([USER_MESSAGES.roleNotFound], { role_id: [USER_MESSAGES.roleNotFound] });
      const row = await tx.one<{ user_role_id: number }>(sql`
        INSERT INTO user_roles (user_id, role_id) VALUES (${body.user_id}, ${body.role_id})
        ON CONFLICT (user_id, role_id) DO NOTHING RETURNING user_role_id`);
      if (!row) return invalid([USER_MESSAGES.alreadyHasRole], { role_id: [USER_MESSAGES.alreadyHasRole] });
      const id = Number(row.user_role_id);
      await recordRevision(tx, {
        entity: 'user_roles',
        entityId: id,
        action: 'assigned',
        userId: user.id,
        at: nowIso(deps),
        changes: [{ field: 'role', label: 'Role', old: null, new: role.role }],
        module: MODULE,
        reference: target.username,
      });
      return id;
    });
    if (typeof outcome !== 'number') return outcome;
    const row = await deps.db.one<UserRoleRow>(sql`SELECT ${ROW} FROM ${FROM} WHERE ur.user_role_id = ${outcome}`);
    return answer(Codes.CREATED, row);
  },
});

export const deleteUserRole = route(deleteUserRoleEp, {
  scopes: ['manage_roles'],
  summary: 'Remove a role from a user (00006 with the text to show)',
  handler: async ({ body, deps, user }) => {
    const superuser = deps.config.superuserRoleCode;
    return deps.db.transaction(async (tx): Promise<Answer> => {
      const found = await tx.one<{ user_id: number; username: string; role: string; slug: string }>(sql`
        SELECT ur.user_id, u.username, r.role, r.slug FROM ${FROM} WHERE ur.user_role_id = ${body.userRoleId} FOR UPDATE OF ur`);
      if (!found) return invalid([USER_MESSAGES.userRoleNotFound]);
      if (found.slug === superuser) {
        if (found.user_id === user.id) return invalid([USER_MESSAGES.ownAdministratorRole]);
        if ((await otherActiveSuperusers(tx, superuser, found.user_id)) === 0) return invalid([USER_MESSAGES.lastAdministrator]);
      }
      await tx.run(sql`DELETE FROM user_roles WHERE user_role_id = ${body.userRoleId}`);
      await recordRevision(tx, {
        entity: 'user_roles',
        entityId: body.userRoleId,
        action: 'removed',
        userId: user.id,
        at: nowIso(deps),
        changes: [{ field: 'role', label: 'Role', old: found.role, new: null }],
        module: MODULE,
        reference: found.username,
      });
      return answer(Codes.DELETED, USER_MESSAGES.roleRemoved);
    });
  },
});

export const userRoleRoutes = [listUserRoles, assignUserRole, deleteUserRole];
