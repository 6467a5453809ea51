import { exportScopeOf, type Resource } from '../../contract/kit';
import { sqlArray } from '../db/arrays';
import { sql, type Db, type SQL } from '../db/db';
import { DEFAULT_BATCH_SIZE, exportToXlsx, type ExportFilter } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import type { RouteDef } from '../http/routeRegistry';
import { manilaToday } from '../clock';
import { exportColumnsOf, readableRows } from './exportColumns';
import { whereOf } from './pagedList';
import { route } from './route';

/** What the list reads, as resourceRoutes builds it from the declaration and its implementation. */
export interface ListSource {
  /** The row's columns on the request's clock (resource.ts: some depend on the business day). */
  select: (deps: { clock: { now(): number } }) => SQL;
  from: SQL;
  /** The list's conditions for a query (status and filters), before the search. */
  where: (q: Record<string, unknown>) => (SQL | false | null | undefined)[];
  search: SQL[];
  sort: Record<string, SQL>;
  /** The row's key, `alias.id`. */
  key: SQL;
  /** A filter's chosen record as people name it (its code and name), for the export's header. */
  filterLabels?: Record<string, (id: number) => SQL>;
}

interface ExportQuery {
  search?: string;
  active?: 'all' | 'active' | 'inactive';
  order_by: string;
  direction: 'asc' | 'desc';
  [filter: string]: unknown;
}

const STATUS_WORDS = { all: 'All', active: 'Active', inactive: 'Inactive' } as const;

/**
 * The rows of the export in the list's order: the ordered keys in one pass,
 * then the rows by batches of keys, so the file is written while it is read
 * and memory stays flat however long the list.
 */
async function* batchesOf(db: Db, select: SQL, src: ListSource, idKey: string, q: ExportQuery): AsyncGenerator<Record<string, unknown>[]> {
  const where = whereOf(src.where(q), { text: q.search, in: src.search });
  const order = Object.hasOwn(src.sort, q.order_by) ? src.sort[q.order_by] : src.key;
  const dir = q.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const ids = await db.rows<{ id: number }>(sql`SELECT ${src.key} AS id FROM ${src.from} ${where} ORDER BY ${order} ${dir}, ${src.key} ${dir}`);
  for (let i = 0; i < ids.length; i += DEFAULT_BATCH_SIZE) {
    const batch = ids.slice(i, i + DEFAULT_BATCH_SIZE).map((r) => Number(r.id));
    const rows = await db.rows<Record<string, unknown>>(sql`SELECT ${select} FROM ${src.from} WHERE ${src.key} = ANY(${sqlArray(batch, 'int')})`);
    const at = new Map(batch.map((id, n) => [id, n]));
    yield rows.sort((a, b) => at.get(Number(a[idKey]))! - at.get(Number(b[idKey]))!);
  }
}

/** The header lines of the export: what the list was searched and filtered by, in words. */
async function filtersOf(db: Db, res: Resource, src: ListSource, q: ExportQuery): Promise<ExportFilter[]> {
  const out: ExportFilter[] = [{ label: 'Search', value: q.search?.trim() || 'All' }];
  if (res.active) out.push({ label: 'Status', value: STATUS_WORDS[q.active ?? 'all'] });
  for (const f of res.filters ?? []) {
    const v = q[f.key];
    if (typeof v !== 'number') continue;
    const named = src.filterLabels?.[f.key];
    const label = named ? (await db.one<{ label: string | null }>(named(v)))?.label : null;
    out.push({ label: f.label, value: label ?? String(v) });
  }
  const sorted = res.columns.find((c) => c.key === q.order_by)?.header ?? q.order_by;
  out.push({ label: 'Sorted By', value: `${sorted} (${q.direction === 'desc' ? 'descending' : 'ascending'})` });
  return out;
}

/** The export route of a resource that declares one (contract `export`), behind its export scope. */
export function resourceExportRoutes(res: Resource, src: ListSource): RouteDef[] {
  const ep = res.endpoints.export;
  const scope = exportScopeOf(res);
  if (!ep || !scope) return [];
  return [
    route(ep, {
      scopes: [scope],
      summary: `${res.title} as XLSX: the rows of the list's search, filters and sort (a download link)`,
      handler: async (ctx) => {
        const q = ctx.body as ExportQuery;
        const today = manilaToday(ctx.deps.clock.now());
        return exportToXlsx(ctx, {
          title: res.title,
          fileName: [res.name, today],
          filters: await filtersOf(ctx.deps.db, res, src, q),
          columns: exportColumnsOf(res.columns as never),
          batches: readableRows(res.columns as never, batchesOf(ctx.deps.db, src.select(ctx.deps), src, res.id, q), formatManilaDateTime),
        });
      },
    }),
  ];
}
