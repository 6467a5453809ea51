import type { Scope } from '../../contract';
import {
  createPermissionEp,
  EVERYONE_MODULES,
  listModulesEp,
  modulePermissionsEp,
  PERMISSION_MESSAGES as M,
  type FunctionPermission,
  type MatrixRole,
  type PermissionModuleRow,
} from '../../contract/permissions';
import type { FunctionTag } from '../../contract/permissionLabels';
import { sql, type Db } from '../db/db';
import { invalid, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { recordRevision } from '../kit/revisions';
import { route } from '../kit/route';

/** Reading the matrix: whoever opens Users and Roles, or may change it. */
export const MATRIX_READ: readonly [Scope, ...Scope[]] = ['get_all_users', 'manage_permissions'];
const MODULE = 'Permissions Management';

const readModule = (db: Db, moduleId: number) =>
  db.one<PermissionModuleRow>(sql`
    SELECT m.module_id, m.module, m.label, (SELECT COUNT(*)::int FROM permissions p WHERE p.module_id = m.module_id) AS function_count
    FROM modules m WHERE m.module_id = ${moduleId}`);

/** Every role, the superuser role marked (it holds everything whatever role_permissions says). */
export const matrixRoles = (db: Db, superuserRoleCode: string) =>
  db.rows<MatrixRole>(sql`SELECT r.id AS role_id, r.role, (r.slug = ${superuserRoleCode}) AS is_superuser FROM roles r ORDER BY r.id`);

export const permissionMatrixRoutes: RouteDef[] = [
  route(listModulesEp, {
    scopes: MATRIX_READ,
    summary: 'Modules of the permission matrix, with how many functions each has',
    handler: async ({ deps, ok }) =>
      ok(
        await deps.db.rows<PermissionModuleRow>(sql`
          SELECT m.module_id, m.module, m.label, COUNT(p.id)::int AS function_count
          FROM modules m LEFT JOIN permissions p ON p.module_id = m.module_id
          GROUP BY m.module_id ORDER BY m.module_id`),
      ),
  }),

  route(modulePermissionsEp, {
    scopes: MATRIX_READ,
    summary: 'The functions of a module with, per role, whether it is granted',
    handler: async ({ params, deps, ok }) => {
      const mod = await readModule(deps.db, params.module_id);
      if (!mod) return notFound(M.moduleNotFound);
      const roles = await matrixRoles(deps.db, deps.config.superuserRoleCode);
      const everyone = EVERYONE_MODULES.includes(mod.module);
      const rows = await deps.db.rows<{ function_id: number; function_name: string; function_label: string; tag: FunctionTag; granted: number[] }>(sql`
        SELECT p.id AS function_id, p.scope AS function_name, p.label AS function_label, p.tag,
               ARRAY(SELECT rp.role_id FROM role_permissions rp WHERE rp.permission_id = p.id) AS granted
        FROM permissions p WHERE p.module_id = ${mod.module_id} ORDER BY p.id`);
      const functions: FunctionPermission[] = rows.map((f) => {
        const held = new Set(f.granted.map(Number));
        return {
          function_id: f.function_id,
          function_name: f.function_name,
          function_label: f.function_label,
          tag: f.tag,
          everyone,
          role_has_permission_in_function: roles.map((r) => ({
            role_id: r.role_id,
            function_has_permission: everyone || r.is_superuser || held.has(r.role_id) ? 1 : 0,
          })),
        };
      });
      return ok({ module: mod, roles, functions });
    },
  }),

  route(createPermissionEp, {
    scopes: ['manage_permissions'],
    summary: 'Grant (1) or revoke (0) one function of one role, with its revision',
    handler: async ({ body, deps, user, ok }) => {
      const fn = await deps.db.one<{ id: number; scope: string; label: string | null; module_id: number | null; module: string | null }>(sql`
        SELECT p.id, p.scope, p.label, p.module_id, m.module FROM permissions p LEFT JOIN modules m ON m.module_id = p.module_id WHERE p.id = ${body.function_id}`);
      if (!fn || fn.module_id === null) return invalid([M.functionNotFound], { function_id: [M.functionNotFound] });
      if (fn.module_id !== body.module_id) return invalid([M.notInModule], { module_id: [M.notInModule] });
      if (EVERYONE_MODULES.includes(fn.module ?? '')) return invalid([M.everyone], { function_id: [M.everyone] });
      const role = await deps.db.one<{ id: number; role: string; slug: string }>(sql`SELECT id, role, slug FROM roles WHERE id = ${body.role_id}`);
      if (!role) return invalid([M.roleNotFound], { role_id: [M.roleNotFound] });
      if (role.slug === deps.config.superuserRoleCode) return invalid([M.superuser], { role_id: [M.superuser] });

      const grant = body.function_has_permission === 1;
      const label = fn.label ?? fn.scope;
      const at = new Date(deps.clock.now()).toISOString();
      const changed = await deps.db.transaction(async (tx) => {
        // The role row locked: two administrators flipping the same cell write one revision each, in order.
        await tx.run(sql`SELECT 1 FROM roles WHERE id = ${role.id} FOR UPDATE`);
        const done = grant
          ? await tx.rows(sql`INSERT INTO role_permissions (role_id, permission_id) VALUES (${role.id}, ${fn.id}) ON CONFLICT DO NOTHING RETURNING role_id`)
          : await tx.rows(sql`DELETE FROM role_permissions WHERE role_id = ${role.id} AND permission_id = ${fn.id} RETURNING role_id`);
        if (done.length === 0) return false;
        await recordRevision(tx, {
          entity: 'role_permissions',
          entityId: role.id,
          action: grant ? 'granted' : 'revoked',
          userId: user.id,
          at,
          changes: [{ field: fn.scope, label, old: grant ? 0 : 1, new: grant ? 1 : 0, old_text: grant ? 'Not granted' : 'Granted', new_text: grant ? 'Granted' : 'Not granted' }],
          module: MODULE,
          reference: `${role.role}: ${label}`,
        });
        return true;
      });
      const result = { function_id: fn.id, role_id: role.id, function_has_permission: body.function_has_permission, changed };
      return ok(result);
    },
  }),
];
