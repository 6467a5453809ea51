import { Codes } from '../../contract';
import {
  COA_MESSAGES as M,
  COA_FILTERABLE,
  COA_ID_MISMATCH,
  coaAccountOptionsEp,
  coaModuleOf,
  coaPermissionColumns,
  createCoaPermissionEp,
  deleteCoaPermissionEp,
  listCoaPermissionsEp,
  updateCoaPermissionEp,
  type CoaPermissionRow,
} from '../../contract/coaPermissions';
import { sql, type Db, type SQL } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { likePattern } from '../kit/like';
import { pagedList, type SortMap } from '../kit/pagedList';
import { changedFields, recordRevision } from '../kit/revisions';
import { route } from '../kit/route';
import { accountsOfModule } from './coaPermission';
import { MATRIX_READ } from './matrix.routes';

/** PV/JV Accounts permission: list, create, update, delete, each write with its revision. */
const MODULE = 'PV/JV Accounts Permission';
const LABELS = { user_id: 'User', module_id: 'Module', account_code: 'Account Code' };
const KEYS = ['user_id', 'module_id', 'account_code'] as const;

const SELECT = sql`c.id, c.user_id, u.username, c.module_id, m.label, c.account_code, a.account_name,
  to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;
const FROM = sql`coa_permissions c JOIN users u ON u.id = c.user_id JOIN modules m ON m.module_id = c.module_id JOIN accounts a ON a.account_code = c.account_code`;
const SORT: SortMap<typeof coaPermissionColumns> = {
  username: sql`lower(u.username)`,
  label: sql`m.label`,
  account_code: sql`c.account_code`,
  account_name: sql`lower(a.account_name)`,
  updated_at: sql`c.updated_at`,
};

const FILTER_COLUMN: Record<(typeof COA_FILTERABLE)[number], SQL> = { username: sql`u.username`, label: sql`m.label`, account_code: sql`c.account_code`, account_name: sql`a.account_name` };

const readOne = (db: Db, id: number) => db.one<CoaPermissionRow>(sql`SELECT ${SELECT} FROM ${FROM} WHERE c.id = ${id}`);
const now = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

interface Input {
  user_id: number;
  module_id: number;
  account_code: string;
}

/** §5: a user without the superuser role, an account the module offers, not granted already. Null when acceptable. */
async function refusal(db: Db, superuserRoleCode: string, input: Input, exceptId: number | null): Promise<Answer | null> {
  const user = await db.one<{ admin: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM user_roles ur JOIN roles r ON r.id = ur.role_id WHERE ur.user_id = u.id AND r.slug = ${superuserRoleCode}) AS admin
    FROM users u WHERE u.id = ${input.user_id}`);
  if (!user) return invalid([M.userNotFound], { user_id: [M.userNotFound] });
  if (user.admin) return invalid([M.adminUser], { user_id: [M.adminUser] });
  const account = await db.one(sql`SELECT 1 FROM accounts a WHERE a.account_code = ${input.account_code} AND ${accountsOfModule(input.module_id)}`);
  if (!account) return invalid([M.accountNotInModule], { account_code: [M.accountNotInModule] });
  const dup = await db.one(sql`
    SELECT 1 FROM coa_permissions WHERE user_id = ${input.user_id} AND module_id = ${input.module_id} AND account_code = ${input.account_code}
    ${exceptId !== null ? sql`AND id <> ${exceptId}` : sql``}`);
  return dup ? invalid([M.duplicate], { account_code: [M.duplicate] }) : null;
}

/** A unique-index refusal: another request granted the same account in between. */
async function guarded<T>(fn: () => Promise<T>): Promise<T | Answer> {
  try {
    return await fn();
  } catch (err) {
    if ((err as { code?: string })?.code === '23505' || /duplicate key/.test(String((err as Error)?.message))) return invalid([M.duplicate], { account_code: [M.duplicate] });
    throw err;
  }
}
const isAnswer = (v: unknown): v is Answer => typeof v === 'object' && v !== null && 'status' in v && 'code' in v;

/** What the history shows of a grant: "finance / Journal Voucher / 1100". */
async function referenceOf(db: Db, input: Input): Promise<string> {
  const u = await db.one<{ username: string }>(sql`SELECT username FROM users WHERE id = ${input.user_id}`);
  return `${u?.username ?? input.user_id} / ${coaModuleOf(input.module_id)?.label ?? input.module_id} / ${input.account_code}`;
}

export const coaPermissionRoutes: RouteDef[] = [
  route(listCoaPermissionsEp, {
    scopes: MATRIX_READ,
    summary: 'PV/JV account permissions: searched, filtered by module, sorted and paged',
    handler: async ({ query, deps, ok }) => {
      const sorted = query.sortModel?.find((s) => s.colId in SORT);
      const filters = Object.entries(query.filterModel ?? {}).filter(
        (e): e is [(typeof COA_FILTERABLE)[number], { filter?: string | number }] => (COA_FILTERABLE as readonly string[]).includes(e[0]) && `${e[1].filter ?? ''}`.trim() !== '',
      );
      const { rows, total } = await pagedList<CoaPermissionRow, keyof typeof SORT>(deps.db, {
        select: SELECT,
        from: FROM,
        where: [
          query.module_id !== undefined && sql`c.module_id = ${query.module_id}`,
          ...filters.map(([col, f]) => sql`${FILTER_COLUMN[col]} ILIKE ${likePattern(`${f.filter}`.trim())}`),
        ],
        search: { text: query.search, in: [sql`u.username`, sql`c.account_code`, sql`a.account_name`, sql`m.label`] },
        sort: SORT,
        tiebreak: sql`c.id`,
        query: sorted ? { ...query, order_by: sorted.colId as keyof typeof SORT, direction: sorted.sort } : query,
      });
      return ok(rows, total);
    },
  }),

  route(coaAccountOptionsEp, {
    scopes: MATRIX_READ,
    summary: 'The chart accounts a PV/JV module offers, by code or name',
    handler: async ({ params, query, deps, ok }) => {
      const text = query.search?.trim();
      return ok(
        await deps.db.rows(sql`
          SELECT a.account_code, a.account_name FROM accounts a
          WHERE ${accountsOfModule(params.module_id)}
          ${text ? sql`AND (a.account_code ILIKE ${likePattern(text)} OR a.account_name ILIKE ${likePattern(text)})` : sql``}
          ORDER BY a.account_code LIMIT 500`),
      );
    },
  }),

  route(createCoaPermissionEp, {
    scopes: ['manage_permissions'],
    summary: 'Let a non-admin user post to an account in PV or JV',
    handler: async ({ body, deps, user }) => {
      const refused = await refusal(deps.db, deps.config.superuserRoleCode, body, null);
      if (refused) return refused;
      const at = now(deps);
      const reference = await referenceOf(deps.db, body);
      const id = await guarded(() =>
        deps.db.transaction(async (tx) => {
          const row = await tx.one<{ id: number }>(sql`
            INSERT INTO coa_permissions (user_id, module_id, account_code, created_by, created_at, updated_by, updated_at)
            VALUES (${body.user_id}, ${body.module_id}, ${body.account_code}, ${user.id}, ${at}::timestamptz, ${user.id}, ${at}::timestamptz) RETURNING id`);
          const id = Number(row!.id);
          await recordRevision(tx, { entity: 'coa_permissions', entityId: id, action: 'created', userId: user.id, at, changes: changedFields(null, body, KEYS, LABELS), module: MODULE, reference });
          return id;
        }),
      );
      if (isAnswer(id)) return id;
      return answer(Codes.CREATED, await readOne(deps.db, id));
    },
  }),

  route(updateCoaPermissionEp, {
    scopes: ['manage_permissions'],
    summary: 'Change the user, module or account of an account permission',
    handler: async ({ params, body, deps, user }) => {
      if (body.id !== undefined && body.id !== params.id) return invalid([COA_ID_MISMATCH], { id: [COA_ID_MISMATCH] });
      const refused = await refusal(deps.db, deps.config.superuserRoleCode, body, params.id);
      if (refused) return refused;
      const at = now(deps);
      const reference = await referenceOf(deps.db, body);
      const done = await guarded(() =>
        deps.db.transaction(async (tx) => {
          const before = await tx.one<Record<string, unknown>>(sql`SELECT user_id, module_id, account_code FROM coa_permissions WHERE id = ${params.id} FOR UPDATE`);
          if (!before) return false;
          const changes = changedFields(before, body, KEYS, LABELS);
          if (changes.length === 0) return true;
          await tx.run(sql`
            UPDATE coa_permissions SET user_id = ${body.user_id}, module_id = ${body.module_id}, account_code = ${body.account_code},
                   updated_by = ${user.id}, updated_at = ${at}::timestamptz
            WHERE id = ${params.id}`);
          await recordRevision(tx, { entity: 'coa_permissions', entityId: params.id, action: 'updated', userId: user.id, at, changes, module: MODULE, reference });
          return true;
        }),
      );
      if (isAnswer(done)) return done;
      if (!done) return notFound(M.notFound);
      return answer(Codes.UPDATED, await readOne(deps.db, params.id));
    },
  }),

  route(deleteCoaPermissionEp, {
    scopes: ['manage_permissions'],
    summary: 'Remove an account permission',
    handler: async ({ params, body, deps, user }) => {
      if (body.id !== undefined && body.id !== params.id) return invalid([COA_ID_MISMATCH], { id: [COA_ID_MISMATCH] });
      const at = now(deps);
      const done = await deps.db.transaction(async (tx) => {
        const before = await tx.one<Input>(sql`DELETE FROM coa_permissions WHERE id = ${params.id} RETURNING user_id, module_id, account_code`);
        if (!before) return false;
        await recordRevision(tx, {
          entity: 'coa_permissions',
          entityId: params.id,
          action: 'deleted',
          userId: user.id,
          at,
          changes: KEYS.map((k) => ({ field: k, label: LABELS[k], old: before[k], new: null })),
          module: MODULE,
          reference: await referenceOf(tx, before),
        });
        return true;
      });
      return done ? answer(Codes.DELETED, M.deleted) : notFound(M.notFound);
    },
  }),
];
