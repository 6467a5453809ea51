import { ALL_SCOPES, scopeGroups } from '../../contract';
import {
  effectivePermissionsEp,
  EVERYONE_MODULES,
  labelOfScope,
  MAKER_CHECKER_PAIRS,
  makerCheckerConflictsEp,
  PERMISSION_MESSAGES as M,
  permissionUserOptionsEp,
  type EffectiveScope,
  type MakerCheckerConflict,
} from '../../contract/permissions';
import { sql } from '../db/db';
import { notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { likePattern } from '../kit/like';
import { route } from '../kit/route';
import { MATRIX_READ } from './matrix.routes';

const EVERYONE = 'Every signed-in user';

export const permissionInsightRoutes: RouteDef[] = [
  route(effectivePermissionsEp, {
    scopes: MATRIX_READ,
    summary: "Every scope a user holds and the role(s) that grant it",
    handler: async ({ params, deps, ok }) => {
      const su = deps.config.superuserRoleCode;
      const user = await deps.db.one<{ id: number; username: string; name: string; roles: { role: string; slug: string }[] }>(sql`
        SELECT u.id, u.username, u.first_name || ' ' || u.last_name AS name,
               COALESCE((SELECT json_agg(json_build_object('role', r.role, 'slug', r.slug) ORDER BY r.id)
                         FROM roles r JOIN user_roles ur ON ur.role_id = r.id WHERE ur.user_id = u.id), '[]'::json) AS roles
        FROM users u WHERE u.id = ${params.user_id}`);
      if (!user) return notFound(M.userNotFound);
      const superRoles = user.roles.filter((r) => r.slug === su).map((r) => r.role);
      const grants = await deps.db.rows<{ scope: string; role: string }>(sql`
        SELECT p.scope, r.role FROM user_roles ur
        JOIN roles r ON r.id = ur.role_id JOIN role_permissions rp ON rp.role_id = r.id JOIN permissions p ON p.id = rp.permission_id
        WHERE ur.user_id = ${user.id} ORDER BY r.id`);
      const modules = await deps.db.rows<{ scope: string; module_id: number | null; module_label: string | null; module: string | null }>(sql`
        SELECT p.scope, p.module_id, m.label AS module_label, m.module FROM permissions p LEFT JOIN modules m ON m.module_id = p.module_id`);
      const moduleOf = new Map(modules.map((m) => [m.scope, m]));
      const byScope = new Map<string, string[]>();
      for (const g of grants) byScope.set(g.scope, [...(byScope.get(g.scope) ?? []), g.role]);
      // The same rule as sign-in (server/auth/users.ts scopeSetOf): the superuser role holds every scope, everyone the self group.
      const held = superRoles.length ? [...ALL_SCOPES] : [...new Set([...byScope.keys(), ...scopeGroups.self])].filter((s) => (ALL_SCOPES as readonly string[]).includes(s));
      const scopes: EffectiveScope[] = held.map((scope) => {
        const m = moduleOf.get(scope);
        const everyone = EVERYONE_MODULES.includes(m?.module ?? '');
        return {
          scope,
          label: labelOfScope(scope),
          module_id: m?.module_id ?? null,
          module_label: m?.module_label ?? '',
          granted_by: superRoles.length ? superRoles : everyone ? [EVERYONE] : (byScope.get(scope) ?? []),
        };
      });
      scopes.sort((a, b) => (a.module_id ?? 0) - (b.module_id ?? 0) || a.label.localeCompare(b.label));
      return ok({
        user_id: user.id,
        username: user.username,
        name: user.name,
        roles: user.roles.map((r) => r.role),
        is_superuser: superRoles.length > 0,
        scopes,
      });
    },
  }),

  route(makerCheckerConflictsEp, {
    scopes: MATRIX_READ,
    summary: 'Roles that hold both the create and the approve scope of the same document',
    handler: async ({ deps, ok }) => {
      const held = await deps.db.rows<{ role_id: number; role: string; scope: string }>(sql`
        SELECT r.id AS role_id, r.role, p.scope FROM roles r
        JOIN role_permissions rp ON rp.role_id = r.id JOIN permissions p ON p.id = rp.permission_id
        WHERE r.slug <> ${deps.config.superuserRoleCode} ORDER BY r.id`);
      const roles = new Map<number, { role: string; scopes: Set<string> }>();
      for (const h of held) {
        const r = roles.get(h.role_id) ?? { role: h.role, scopes: new Set<string>() };
        r.scopes.add(h.scope);
        roles.set(h.role_id, r);
      }
      // The superuser role holds everything by design and is left out: its members are the administrators.
      const conflicts: MakerCheckerConflict[] = [];
      for (const [roleId, r] of roles) {
        for (const p of MAKER_CHECKER_PAIRS) {
          if (r.scopes.has(p.maker) && r.scopes.has(p.checker)) {
            conflicts.push({ role_id: roleId, role: r.role, document: p.document, maker: p.maker, maker_label: labelOfScope(p.maker), checker: p.checker, checker_label: labelOfScope(p.checker) });
          }
        }
      }
      return ok(conflicts);
    },
  }),

  route(permissionUserOptionsEp, {
    scopes: MATRIX_READ,
    summary: 'Users to pick (by username or name), optionally only those without the superuser role',
    handler: async ({ query, deps, ok }) => {
      const text = query.search?.trim();
      return ok(
        await deps.db.rows(sql`
          SELECT u.id AS user_id, u.username, u.first_name || ' ' || u.last_name AS name FROM users u
          WHERE TRUE
          ${text ? sql`AND (u.username ILIKE ${likePattern(text)} OR (u.first_name || ' ' || u.last_name) ILIKE ${likePattern(text)})` : sql``}
          ${query.without_superuser === '1' ? sql`AND NOT EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.slug = ${deps.config.superuserRoleCode})` : sql``}
          ORDER BY lower(u.username) LIMIT 20`),
      );
    },
  }),
];
