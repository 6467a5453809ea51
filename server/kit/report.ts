import type { BodyOut, Column, ReportDef } from '../../contract/kit';
import type { Db } from '../db/db';
import { exportToXlsx, type ExportFilter } from '../export';
import type { SummaryRow } from '../export/xlsxWriter';
import { formatManilaDateTime } from '../export/manilaTime';
import { ok } from '../http/answer';
import { defineRoute, type RouteDef } from '../http/routeRegistry';
import { exportColumnsOf, readableRows } from './exportColumns';

/**
 * The routes of a declared report (contract/kit/report.ts): the page call
 * behind the view scope and the export behind the export scope, with the
 * export's columns taken from the report's columns (the same headers and
 * order as the grid). A report supplies only its queries and the filter
 * lines of the export's header.
 */
export interface ReportImpl<R extends ReportDef<Row>, Row> {
  summary: { page: string; export?: string };
  page: (body: BodyOut<R['page']>, db: Db) => Promise<{ rows: Row[]; total: number }>;
  export?: {
    fileName: (body: BodyOut<NonNullable<R['export']>>) => string[];
    filters: (body: BodyOut<NonNullable<R['export']>>, db: Db) => Promise<ExportFilter[]>;
    batches: (body: BodyOut<NonNullable<R['export']>>, db: Db) => AsyncIterable<Row[]>;
    /**
     * Bold rows around the data where a balance runs: an opening balance before it, the totals and the
     * closing balance after it (from the sums of the report's `totals`). Without it, a report with
     * `totals` ends with one Total row.
     */
    balanceRows?: (body: BodyOut<NonNullable<R['export']>>, db: Db) => Promise<{ before: SummaryRow[]; after: (sums: Record<string, string>) => SummaryRow[] }>;
  };
}

/** The Total row of a report's export: the label in its first text column, then the sums. */
export function totalRow<Row>(columns: readonly Column<Row>[], label: string, figures: Record<string, string>): SummaryRow {
  const first = columns.find((c) => c.kind === 'text' && !c.screenOnly)?.key;
  return { ...(first ? { [first]: label } : {}), ...figures };
}

export function reportRoutes<Row, R extends ReportDef<Row>>(def: R, impl: ReportImpl<R, Row>): RouteDef[] {
  const routes: RouteDef[] = [
    defineRoute({
      method: 'POST',
      url: def.page.path,
      scopes: typeof def.scopes.view === 'string' ? [def.scopes.view] : def.scopes.view,
      summary: impl.summary.page,
      body: def.page.body,
      handler: async ({ body, deps }) => {
        const { rows, total } = await impl.page(body as BodyOut<R['page']>, deps.db);
        return ok(rows, total);
      },
    }),
  ];
  const ex = def.export;
  if (ex && impl.export && def.scopes.export) {
    const spec = impl.export;
    routes.push(
      defineRoute({
        method: 'POST',
        url: ex.path,
        scopes: [def.scopes.export],
        summary: impl.summary.export ?? `${def.title} of the filters as XLSX`,
        body: ex.body,
        handler: async (ctx) => {
          const body = ctx.body as BodyOut<NonNullable<R['export']>>;
          const balance = await spec.balanceRows?.(body, ctx.deps.db);
          const totals = def.totals as readonly (keyof Row & string)[] | undefined;
          return exportToXlsx(ctx, {
            title: def.title,
            fileName: spec.fileName(body),
            filters: await spec.filters(body, ctx.deps.db),
            columns: exportColumnsOf(def.columns),
            batches: readableRows(def.columns, spec.batches(body, ctx.deps.db), formatManilaDateTime),
            before: balance?.before,
            sum: totals ? [...totals] : undefined,
            after: balance?.after ?? (totals?.length ? (sums) => [totalRow(def.columns, 'Total', sums)] : undefined),
          });
        },
      }),
    );
  }
  return routes;
}
