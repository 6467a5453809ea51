import {
  accountingCodeProfiles,
  coaTagAccounts,
  coaTags,
  costCenters,
  divisionOptionsEp,
  divisions,
  postableAccountOptionsEp,
  programs,
  SETUP_SCOPES,
  tagAccountOptionsEp,
  tagOptionsEp,
} from '../../contract/accountingSetup';
import { sql, type Db } from '../db/db';
import type { RouteDef } from '../http/routeRegistry';
import { resourceRoutes, route } from '../kit';
import { isoText } from './sqlParts';

/** Divisions, cost centers, programs, COA tags and their accounts, accounting code profiles: resources of the kit, and their selects' choices. */

const updated = (alias: string) => sql`${isoText(`${alias}.updated_at`)} AS updated_at`;

const divisionRoutes = resourceRoutes(divisions, {
  table: 'divisions',
  alias: 'dv',
  select: sql`dv.division_id, dv.division_code, dv.division_name, dv.description,
    (SELECT COUNT(*)::int FROM cost_centers cc WHERE cc.division_id = dv.division_id AND cc.active) AS cost_centers, dv.active, ${updated('dv')}`,
  search: [sql`dv.division_code`, sql`dv.division_name`, sql`dv.description`],
  sort: {
    division_code: sql`lower(dv.division_code)`,
    division_name: sql`lower(dv.division_name)`,
    cost_centers: sql`(SELECT COUNT(*) FROM cost_centers cc WHERE cc.division_id = dv.division_id AND cc.active)`,
    active: sql`dv.active`,
    updated_at: sql`dv.updated_at`,
  },
});

const divisionExists = async (db: Db, divisionId: unknown) =>
  divisionId === null || divisionId === undefined || (await db.one(sql`SELECT 1 FROM divisions WHERE division_id = ${Number(divisionId)} AND active`))
    ? null
    : { division_id: ['Choose an active division from the list.'] };

const costCenterRoutes = resourceRoutes(costCenters, {
  table: 'cost_centers',
  alias: 'cc',
  joins: sql`LEFT JOIN divisions dv ON dv.division_id = cc.division_id`,
  select: sql`cc.cost_center_id, cc.cost_center_code, cc.cost_center_name, cc.division_id,
    CASE WHEN dv.division_id IS NULL THEN NULL ELSE dv.division_code || ' — ' || dv.division_name END AS division, cc.description, cc.active, ${updated('cc')}`,
  search: [sql`cc.cost_center_code`, sql`cc.cost_center_name`, sql`dv.division_name`],
  sort: {
    cost_center_code: sql`lower(cc.cost_center_code)`,
    cost_center_name: sql`lower(cc.cost_center_name)`,
    division: sql`lower(dv.division_code)`,
    active: sql`cc.active`,
    updated_at: sql`cc.updated_at`,
  },
  filters: { division_id: sql`cc.division_id` },
  validate: (db, input) => divisionExists(db, input.division_id),
});

const programRoutes = resourceRoutes(programs, {
  table: 'programs',
  alias: 'pg',
  select: sql`pg.program_id, pg.program_code, pg.program_name, pg.kind, pg.description, pg.active, ${updated('pg')}`,
  search: [sql`pg.program_code`, sql`pg.program_name`, sql`pg.description`],
  sort: { program_code: sql`lower(pg.program_code)`, program_name: sql`lower(pg.program_name)`, kind: sql`pg.kind`, active: sql`pg.active`, updated_at: sql`pg.updated_at` },
});

const TAGGED = sql`(SELECT COUNT(*)::int FROM coa_tag_accounts ta WHERE ta.tag_id = t.tag_id AND ta.active)`;
const tagRoutes = resourceRoutes(coaTags, {
  table: 'coa_tags',
  alias: 't',
  select: sql`t.tag_id, t.tag_code, t.tag_name, t.description, ${TAGGED} AS accounts, t.active, ${updated('t')}`,
  search: [sql`t.tag_code`, sql`t.tag_name`, sql`t.description`],
  sort: { tag_code: sql`lower(t.tag_code)`, tag_name: sql`lower(t.tag_name)`, accounts: TAGGED, active: sql`t.active`, updated_at: sql`t.updated_at` },
});

/** The account must exist and not be deleted; `postable` also active and taking postings. */
async function accountProblem(db: Db, code: unknown, postable: boolean): Promise<Record<string, string[]> | null> {
  const a = await db.one<{ active: boolean; is_header: boolean }>(sql`SELECT active, is_header FROM accounts WHERE account_code = ${String(code)} AND deleted_at IS NULL`);
  if (!a) return { account_code: ['Choose an account of the chart.'] };
  if (postable && (!a.active || a.is_header)) return { account_code: [`Account ${String(code)} is ${a.is_header ? 'a header account' : 'inactive'}: choose an active account that takes postings.`] };
  return null;
}

const tagAccountRoutes = resourceRoutes(coaTagAccounts, {
  table: 'coa_tag_accounts',
  alias: 'ta',
  joins: sql`JOIN coa_tags t ON t.tag_id = ta.tag_id JOIN accounts a ON a.account_code = ta.account_code`,
  select: sql`ta.tag_account_id, ta.tag_id, t.tag_code || ' — ' || t.tag_name AS tag, ta.account_code, a.account_name, ta.active, ${updated('ta')}`,
  search: [sql`ta.account_code`, sql`a.account_name`, sql`t.tag_code`, sql`t.tag_name`],
  sort: { tag: sql`lower(t.tag_code)`, account_code: sql`ta.account_code`, account_name: sql`lower(a.account_name)`, active: sql`ta.active`, updated_at: sql`ta.updated_at` },
  filters: { tag_id: sql`ta.tag_id` },
  validate: async (db, input) => {
    if (!(await db.one(sql`SELECT 1 FROM coa_tags WHERE tag_id = ${Number(input.tag_id)}`))) return { tag_id: ['Choose a tag from the list.'] };
    return accountProblem(db, input.account_code, false);
  },
});

const profileRoutes = resourceRoutes(accountingCodeProfiles, {
  table: 'accounting_code_profiles',
  alias: 'p',
  joins: sql`JOIN accounts a ON a.account_code = p.account_code`,
  select: sql`p.profile_id, p.module_code, p.role_code, p.account_code, a.account_name, p.active, ${updated('p')}`,
  search: [sql`p.module_code`, sql`p.role_code`, sql`p.account_code`, sql`a.account_name`],
  sort: {
    module_code: sql`p.module_code`,
    role_code: sql`p.role_code`,
    account_code: sql`p.account_code`,
    account_name: sql`lower(a.account_name)`,
    active: sql`p.active`,
    updated_at: sql`p.updated_at`,
  },
  validate: (db, input) => accountProblem(db, input.account_code, true),
});

const label = sql`a.account_code || ' — ' || a.account_name`;
const options: RouteDef[] = [
  route(divisionOptionsEp, {
    scopes: [SETUP_SCOPES.view, SETUP_SCOPES.maintain],
    summary: 'Active divisions for a select',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT division_id, division_code || ' — ' || division_name AS label FROM divisions WHERE active ORDER BY division_code`)),
  }),
  route(tagOptionsEp, {
    scopes: ['view_chart_of_accounts', SETUP_SCOPES.maintain],
    summary: 'Active COA tags for a select',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT tag_id, tag_code || ' — ' || tag_name AS label FROM coa_tags WHERE active ORDER BY tag_code`)),
  }),
  route(tagAccountOptionsEp, {
    scopes: ['view_chart_of_accounts', SETUP_SCOPES.maintain],
    summary: 'Every account of the chart (headers too) for a tag',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT a.account_code, ${label} AS label FROM accounts a WHERE a.deleted_at IS NULL ORDER BY a.account_code`)),
  }),
  route(postableAccountOptionsEp, {
    scopes: ['view_accounting_code_profile', 'view_chart_of_accounts', SETUP_SCOPES.maintain],
    summary: 'Active accounts that take postings, for a select',
    handler: async ({ deps, ok }) =>
      ok(await deps.db.rows(sql`SELECT a.account_code, ${label} AS label FROM accounts a WHERE a.deleted_at IS NULL AND a.active AND NOT a.is_header ORDER BY a.account_code`)),
  }),
];

export const setupRoutes: RouteDef[] = [...divisionRoutes, ...costCenterRoutes, ...programRoutes, ...tagRoutes, ...tagAccountRoutes, ...profileRoutes, ...options];
