import { manilaToday } from '../clock';
import { Codes } from '../../contract';
import type { Column, Resource } from '../../contract/kit';
import { sql, type Db, type SQL } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { pagedList, type SortMap } from './pagedList';
import { resourceExportRoutes } from './resourceExport';
import { changedFields, recordRevision } from './revisions';
import { route } from './route';

/**
 * The routes of a declared master-data resource (contract/kit/resource.ts):
 * list (search, active filter, sort, paging), show, create, update, the
 * active switch and, when declared, the list's XLSX export (resourceExport.ts), each behind its scope, every write with its revision in
 * the same transaction. A resource's input keys are its table's column names,
 * so create and update need no SQL of their own; a duplicate of a unique
 * field is a 00001 on that field (also when two requests race).
 *
 *   export const bankRoutes = resourceRoutes(banks, { table: 'banks', alias: 'b',
 *     select: sql`b.bank_id, b.bank_code, ...`, search: [sql`b.bank_code`, sql`b.bank_name`], sort: { ... } });
 */
export interface ResourceImpl<C extends readonly Column<never>[]> {
  /** The table, named in SQL as `alias`. */
  table: string;
  alias: string;
  /**
   * The row as the contract declares it (without SELECT), over `table alias` and `joins`; a function of
   * the business day (YYYY-MM-DD, Manila) when a column depends on it (a licence's standing).
   */
  select: SQL | ((today: string) => SQL);
  joins?: SQL;
  search: SQL[];
  sort: SortMap<C>;
  /**
   * The record's label (contract `label`) when it is not a column of the table
   * (a place: courier and province), over `table alias` and `joins`: the
   * revisions' reference.
   */
  label?: SQL;
  /**
   * The expression each declared list filter (contract `filters`) compares
   * with its id, or the condition of a chosen id (a vendor's category: one of
   * its three flags).
   */
  filters?: Record<string, SQL | ((id: number) => SQL)>;
  /**
   * For the export's header (contract `export`): the name of a filter's chosen
   * record, a query answering `label` ("LBC - LBC Express, Inc."); the id when absent.
   */
  filterLabels?: Record<string, (id: number) => SQL>;
  /**
   * Checks of a create or update beyond its schema that need the database
   * (the chosen courier exists, the city is in the province): messages by
   * field, none when it may be written. `id` is null on create.
   */
  validate?: (db: Db, input: Record<string, unknown>, id: number | null) => Promise<Record<string, string[]> | null>;
}

const ident = (name: string) => sql.identifier(name);
const now = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

export function resourceRoutes<D extends Resource>(res: D, impl: ResourceImpl<D['columns']>): RouteDef[] {
  type Row = Record<string, unknown>;
  const { endpoints: ep } = res;
  const table = ident(impl.table);
  const a = ident(impl.alias);
  const idCol = ident(res.id);
  const from = sql`${table} ${a} ${impl.joins ?? sql``}`;
  const inputKeys = Object.keys(res.input.shape);
  for (const f of res.filters ?? []) if (!impl.filters?.[f.key]) throw new Error(`${res.name}: filter ${f.key} has no expression`);
  const writes = res.scopes.update ?? res.scopes.create ?? res.scopes.view;
  // The revision history's module and field labels come from the declaration, the reference from the row's label column.
  const module = res.module ?? res.title;
  const labels: Record<string, string> = Object.fromEntries(res.fields.map((f) => [f.key, f.label]));
  const referenceOf = (row: Record<string, unknown> | null | undefined, id: number) => {
    const v = row?.[res.label];
    return v === null || v === undefined || v === '' ? String(id) : String(v);
  };

  /** The list's status and filter conditions (the list and its export). */
  const activeCol = res.active ? sql`${a}.${ident(res.active)}` : null;
  const listWhere = (q: Record<string, unknown>) => [
    activeCol && q.active === 'active' && sql`${activeCol}`,
    activeCol && q.active === 'inactive' && sql`NOT ${activeCol}`,
    ...(res.filters ?? []).map((f) => {
      const v = q[f.key];
      const expr = impl.filters![f.key];
      return typeof v === 'number' && (typeof expr === 'function' ? expr(v) : sql`${expr} = ${v}`);
    }),
  ];

  /** The reference of a record from its stored row, when the label is an expression. */
  const storedLabel = async (db: Db, id: number) =>
    impl.label ? ((await db.one<{ label: string | null }>(sql`SELECT ${impl.label} AS label FROM ${from} WHERE ${a}.${idCol} = ${id}`))?.label ?? String(id)) : null;

  const selectOn = (deps: { clock: { now(): number } }): SQL => (typeof impl.select === 'function' ? impl.select(manilaToday(deps.clock.now())) : impl.select);
  const readOne = (deps: { db: Db; clock: { now(): number } }, id: number) => deps.db.one<Row>(sql`SELECT ${selectOn(deps)} FROM ${from} WHERE ${a}.${idCol} = ${id}`);

  /** The unique fields another record already holds (within its scope fields; among the active ones when so declared). */
  async function duplicates(db: Db, input: Record<string, unknown>, exceptId: number | null): Promise<Answer | null> {
    const fields: Record<string, string[]> = {};
    for (const u of res.unique ?? []) {
      const v = input[u.key];
      if (v === null || v === undefined || v === '') continue;
      const within = (u.within ?? []).map((w) => sql`AND ${ident(w)} IS NOT DISTINCT FROM ${(input[w] ?? null) as never}`);
      // An inactive record may share the value; so may the record being edited while it is inactive.
      const active =
        u.activeOnly && res.active
          ? sql`AND ${ident(res.active)} ${exceptId !== null ? sql`AND EXISTS (SELECT 1 FROM ${table} WHERE ${idCol} = ${exceptId} AND ${ident(res.active)})` : sql``}`
          : sql``;
      const hit = await db.one(sql`
        SELECT 1 FROM ${table} WHERE lower(${ident(u.key)}::text) = lower(${String(v)}) ${sql.join(within, sql` `)} ${active}
          ${exceptId !== null ? sql`AND ${idCol} <> ${exceptId}` : sql``} LIMIT 1`);
      if (hit) fields[u.key] = [u.message];
    }
    return Object.keys(fields).length ? invalid(Object.values(fields).flat(), fields) : null;
  }

  /** The declared checks that need the database, then the unique fields. */
  async function refusal(db: Db, input: Record<string, unknown>, exceptId: number | null): Promise<Answer | null> {
    const fields = impl.validate ? await impl.validate(db, input, exceptId) : null;
    if (fields && Object.keys(fields).length) return invalid(Object.values(fields).flat(), fields);
    return duplicates(db, input, exceptId);
  }

  /** A unique index refused the write: another request took the value in between (the index names the field when declared). */
  function raced(err: unknown): Answer | null {
    if (!isUniqueViolation(err)) return null;
    // The driver's error may come wrapped (drizzle's query error): read the whole chain for the index's name.
    let text = '';
    for (let e = err as { constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
      text += ` ${e.constraint ?? ''} ${String(e.message)}`;
    }
    const u = res.unique?.find((x) => x.index && text.includes(x.index)) ?? res.unique?.[0];
    return u ? invalid([u.message], { [u.key]: [u.message] }) : invalid([`This ${res.noun} already exists.`]);
  }

  async function write(db: Db, fn: (tx: Db) => Promise<number | null>): Promise<Answer | number | null> {
    try {
      return await db.transaction(fn);
    } catch (err) {
      const taken = raced(err);
      if (taken) return taken;
      throw err;
    }
  }

  return [
    route(ep.list, {
      scopes: [res.scopes.view],
      summary: `${res.title}: list, searched, sorted and paged`,
      handler: async ({ query, deps, ok }) => {
        const q = query as { active?: 'all' | 'active' | 'inactive'; search?: string; page: number; page_size: number; order_by: string; direction: 'asc' | 'desc' };
        const { rows, total } = await pagedList<Row, string>(deps.db, {
          select: selectOn(deps),
          from,
          where: listWhere(q),
          search: { text: q.search, in: impl.search },
          sort: impl.sort as Record<string, SQL>,
          tiebreak: sql`${a}.${idCol}`,
          query: q,
        });
        return ok(rows as never, total);
      },
    }),
    route(ep.show, {
      scopes: [res.scopes.view],
      summary: `One ${res.noun}`,
      handler: async ({ params, deps, ok }) => {
        const row = await readOne(deps, params.id);
        return row ? ok(row as never) : notFound(`${cap(res.noun)} not found.`);
      },
    }),
    ...(res.scopes.create
      ? [
          route(ep.create, {
            scopes: [res.scopes.create],
            summary: `Create a ${res.noun}`,
            handler: async ({ body, deps, user }) => {
              const input = body as Record<string, unknown>;
              const dup = await refusal(deps.db, input, null);
              if (dup) return dup;
              const at = now(deps);
              const keys = inputKeys.filter((k) => input[k] !== undefined);
              const done = await write(deps.db, async (tx) => {
                const row = await tx.one<{ id: number }>(sql`
                  INSERT INTO ${table} (${sql.join([...keys.map(ident), ident('created_by'), ident('updated_by'), ident('created_at'), ident('updated_at')], sql`, `)})
                  VALUES (${sql.join([...keys.map((k) => sql`${input[k] as never}`), sql`${user.id}`, sql`${user.id}`, sql`${at}::timestamptz`, sql`${at}::timestamptz`], sql`, `)})
                  RETURNING ${idCol} AS id`);
                const id = Number(row!.id);
                await recordRevision(tx, {
                  entity: res.name,
                  entityId: id,
                  action: 'created',
                  userId: user.id,
                  at,
                  changes: changedFields(null, input, keys, labels),
                  module,
                  reference: (await storedLabel(tx, id)) ?? referenceOf(input, id),
                });
                return id;
              });
              if (typeof done !== 'number') return done ?? notFound();
              return answer(Codes.CREATED, await readOne(deps, done));
            },
          }),
        ]
      : []),
    ...(res.scopes.update
      ? [
          route(ep.update, {
            scopes: [res.scopes.update],
            summary: `Update a ${res.noun}`,
            handler: async ({ params, body, deps, user }) => {
              const input = body as Record<string, unknown>;
              const dup = await refusal(deps.db, input, params.id);
              if (dup) return dup;
              const at = now(deps);
              const keys = inputKeys.filter((k) => input[k] !== undefined);
              const done = await write(deps.db, async (tx) => {
                const before = await tx.one<Record<string, unknown>>(sql`SELECT * FROM ${table} WHERE ${idCol} = ${params.id} FOR UPDATE`);
                if (!before) return null;
                await tx.run(sql`
                  UPDATE ${table} SET ${sql.join([...keys.map((k) => sql`${ident(k)} = ${input[k] as never}`), sql`updated_by = ${user.id}`, sql`updated_at = ${at}::timestamptz`], sql`, `)}
                  WHERE ${idCol} = ${params.id}`);
                const changes = changedFields(before, input, keys, labels);
                const reference = (await storedLabel(tx, params.id)) ?? referenceOf({ ...before, ...input }, params.id);
                if (changes.length) await recordRevision(tx, { entity: res.name, entityId: params.id, action: 'updated', userId: user.id, at, changes, module, reference });
                return params.id;
              });
              if (done === null) return notFound(`${cap(res.noun)} not found.`);
              if (typeof done !== 'number') return done;
              return answer(Codes.UPDATED, await readOne(deps, done));
            },
          }),
        ]
      : []),
    ...(res.active
      ? [
          route(ep.setActive, {
            scopes: [writes],
            summary: `Activate or deactivate a ${res.noun}`,
            handler: async ({ params, body, deps, user }) => {
              const at = now(deps);
              const col = ident(res.active!);
              const done = await write(deps.db, async (tx) => {
                const before = await tx.one<{ active: boolean; label: unknown }>(sql`
                  SELECT ${col} AS active, ${impl.label ? sql`NULL` : ident(res.label)} AS label FROM ${table} WHERE ${idCol} = ${params.id} FOR UPDATE`);
                if (!before) return null;
                if (before.active === body.active) return params.id;
                await tx.run(sql`UPDATE ${table} SET ${col} = ${body.active}, updated_by = ${user.id}, updated_at = ${at}::timestamptz WHERE ${idCol} = ${params.id}`);
                await recordRevision(tx, {
                  entity: res.name,
                  entityId: params.id,
                  action: body.active ? 'activated' : 'deactivated',
                  userId: user.id,
                  at,
                  changes: [{ field: res.active!, label: 'Active', old: before.active, new: body.active }],
                  module,
                  reference: (await storedLabel(tx, params.id)) ?? referenceOf({ [res.label]: before.label }, params.id),
                });
                return params.id;
              });
              if (done === null) return notFound(`${cap(res.noun)} not found.`);
              if (typeof done !== 'number') return done;
              return answer(Codes.UPDATED, await readOne(deps, params.id));
            },
          }),
        ]
      : []),
    ...resourceExportRoutes(res, {
      select: selectOn,
      from,
      where: listWhere,
      search: impl.search,
      sort: impl.sort as Record<string, SQL>,
      key: sql`${a}.${idCol}`,
      filterLabels: impl.filterLabels,
    }),
  ];
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
