import { ALL_SCOPES, scopeGroups } from '../../contract';
import {
  effectivePermissionsEp,
  EVERYONE_MODULES,
  labelOfScope,
  MAKER_CHECKER_DOCUMENTS,
  makerCheckerConflictsEp,
  PERMISSION_MESSAGES as M,
  permissionUserOptionsEp,
  type EffectiveScope,
  type MakerCheckerConflict,
} from '../../contract/permissions';
import { sql, type Db } from '../db/db';
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
    summary: 'Users who can both make and check a document type, through all their roles together (administrators by design)',
    handler: async ({ deps, ok }) => ok(await makerCheckerConflicts(deps.db, deps.config.superuserRoleCode)),
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

/**
 * Each active user's effective permissions (every role together) against the
 * documents with an approval: a user holding a making and a checking function
 * of one document is listed with the roles that give each side. Two roles
 * that are harmless alone (Finance, Approver) make a conflict together.
 */
export async function makerCheckerConflicts(db: Db, superuserRoleCode: string): Promise<MakerCheckerConflict[]> {
  const held = await db.rows<{ user_id: number; username: string; name: string; role: string; slug: string; scope: string | null }>(sql`
    SELECT u.id AS user_id, u.username, trim(concat_ws(' ', u.first_name, u.last_name)) AS name, r.role, r.slug, p.scope
    FROM users u JOIN user_roles ur ON ur.user_id = u.id JOIN roles r ON r.id = ur.role_id
    LEFT JOIN role_permissions rp ON rp.role_id = r.id LEFT JOIN permissions p ON p.id = rp.permission_id
    WHERE u.active ORDER BY u.id, r.id`);
  const users = new Map<number, { username: string; name: string; superRoles: Set<string>; scopes: Map<string, Set<string>> }>();
  for (const h of held) {
    const u = users.get(h.user_id) ?? { username: h.username, name: h.name, superRoles: new Set<string>(), scopes: new Map<string, Set<string>>() };
    if (h.slug === superuserRoleCode) u.superRoles.add(h.role);
    if (h.scope) u.scopes.set(h.scope, (u.scopes.get(h.scope) ?? new Set<string>()).add(h.role));
    users.set(h.user_id, u);
  }
  const out: MakerCheckerConflict[] = [];
  for (const [userId, u] of users) {
    const base = { user_id: userId, username: u.username, name: u.name };
    if (u.superRoles.size) {
      const roles = [...u.superRoles];
      out.push({ ...base, document: 'Every document', maker_labels: ['Every function'], maker_roles: roles, checker_labels: ['Every function'], checker_roles: roles, is_superuser: true });
      continue;
    }
    for (const d of MAKER_CHECKER_DOCUMENTS) {
      const makers = d.makers.filter((s) => u.scopes.has(s));
      const checkers = d.checkers.filter((s) => u.scopes.has(s));
      if (!makers.length || !checkers.length) continue;
      const rolesOf = (scopes: string[]) => [...new Set(scopes.flatMap((s) => [...u.scopes.get(s)!]))];
      out.push({
        ...base,
        document: d.document,
        maker_labels: makers.map(labelOfScope),
        maker_roles: rolesOf(makers),
        checker_labels: checkers.map(labelOfScope),
        checker_roles: rolesOf(checkers),
        is_superuser: false,
      });
    }
  }
  return out;
}
