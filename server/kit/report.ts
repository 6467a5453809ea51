import type { BodyOut, ReportDef } from '../../contract/kit';
import type { Db } from '../db/db';
import { exportToXlsx, type ExportFilter } from '../export';
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
  };
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
          return exportToXlsx(ctx, {
            title: def.title,
            fileName: spec.fileName(body),
            filters: await spec.filters(body, ctx.deps.db),
            columns: exportColumnsOf(def.columns),
            batches: readableRows(def.columns, spec.batches(body, ctx.deps.db), formatManilaDateTime),
          });
        },
      }),
    );
  }
  return routes;
}
