import { Codes, deleteRoleEp, ROLE_MESSAGES, roles } from '../../contract';
import { sql } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { recordRevision, resourceRoutes, route } from '../kit';

/**
 * Roles Management: list (with how many users hold each role), show, create
 * and update from the resource kit; delete beside it. A role still held by
 * users is not deleted (its holders would lose scopes silently: the
 * administrator removes it from them first, seeing who), and the superuser
 * role never is.
 */
const USER_COUNT = sql`(SELECT COUNT(*)::int FROM user_roles ur WHERE ur.role_id = r.id)`;

const roleResourceRoutes = resourceRoutes(roles, {
  table: 'roles',
  alias: 'r',
  select: sql`r.role_id, r.role, r.description, ${USER_COUNT} AS user_count`,
  search: [sql`r.role`, sql`r.description`],
  sort: { role: sql`lower(r.role)`, description: sql`lower(r.description)`, user_count: USER_COUNT },
});

export const deleteRole = route(deleteRoleEp, {
  scopes: ['manage_roles'],
  summary: 'Delete a role no user holds (00006); the superuser role cannot be deleted',
  handler: async ({ params, deps, user }) => {
    const outcome = await deps.db.transaction(async (tx) => {
      const role = await tx.one<{ role: string; description: string; slug: string }>(sql`SELECT role, description, slug FROM roles WHERE id = ${params.id} FOR UPDATE`);
      if (!role) return notFound(ROLE_MESSAGES.notFound);
      if (role.slug === deps.config.superuserRoleCode) return invalid([ROLE_MESSAGES.superuser]);
      // The row lock above makes an assignment racing this delete wait, then fail on the missing role.
      const held = (await tx.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM user_roles WHERE role_id = ${params.id}`))!.n;
      if (held > 0) return invalid([ROLE_MESSAGES.heldBy(held)]);
      await tx.run(sql`DELETE FROM roles WHERE id = ${params.id}`);
      await recordRevision(tx, {
        entity: 'roles',
        entityId: params.id,
        action: 'deleted',
        userId: user.id,
        at: new Date(deps.clock.now()).toISOString(),
        changes: [
          { field: 'role', label: 'Role', old: role.role, new: null },
          { field: 'description', label: 'Description', old: role.description, new: null },
        ],
        module: 'Roles Management',
        reference: role.role,
      });
      return answer(Codes.DELETED, ROLE_MESSAGES.deleted);
    });
    return outcome;
  },
});

export const roleRoutes = [...roleResourceRoutes, deleteRole];
