import type { BodyOut, ReportDef } from '../../contract/kit';
import type { Db } from '../db/db';
import { exportToXlsx, totalRowOf, type ExportFilter } from '../export';
import type { SummaryRow } from '../export/xlsxWriter';
import { formatManilaDateTime } from '../export/manilaTime';
import { ok } from '../http/answer';
import { defineRoute, type RouteDef } from '../http/routeRegistry';
import { exportColumnsOf, readableRows } from './exportColumns';
import { GL_SUMMARY_LABELS as RUNNING_LABELS } from '../../contract/finance';

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
/** A report's or an export's columns, as far as a summary row needs them (screen-only columns are not in the file). */
type LabelledColumns<Row> = readonly { key: keyof Row & string; kind: string; screenOnly?: boolean }[];

export function totalRow<Row>(columns: LabelledColumns<Row>, label: string, figures: Record<string, string>): SummaryRow {
  return totalRowOf(columns.filter((c) => !c.screenOnly), label, figures);
}

/** What a running balance opens and closes on over an export's range (the export's dates, on the balance's side). */
export interface RangeBalances {
  from: string;
  to: string;
  opening: string;
  closing: string;
  /** The period's totals when they are not the sums of the rows written (the general ledger's, from its day totals). */
  totals?: Record<string, string>;
}

/**
 * The bold rows around a running-balance export: Opening Balance on the first day, then Period Totals (the sums of
 * the report's `totals`) and Closing Balance on the last day, labelled in the first text column, their balance in
 * the running-balance column. `balance` and `date` name those columns where they are not the usual keys.
 */
export function runningBalanceRows<Row>(
  columns: LabelledColumns<Row>,
  b: RangeBalances,
  keys: { date?: keyof Row & string; balance?: keyof Row & string } = {},
): { before: SummaryRow[]; after: (sums: Record<string, string>) => SummaryRow[] } {
  const date = keys.date ?? 'transaction_date';
  const balance = keys.balance ?? 'running_balance';
  const label = (text: string) => totalRow(columns, text, {});
  return {
    before: [{ ...label(RUNNING_LABELS.opening), [date]: b.from, [balance]: b.opening }],
    after: (sums) => [
      { ...label(RUNNING_LABELS.totals), ...(b.totals ?? sums) },
      { ...label(RUNNING_LABELS.closing), [date]: b.to, [balance]: b.closing },
    ],
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
      reads: 'replica',
      handler: async ({ body, deps }) => {
        const { rows, total } = await impl.page(body as BodyOut<R['page']>, deps.read);
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
        reads: 'replica',
        handler: async (ctx) => {
          const body = ctx.body as BodyOut<NonNullable<R['export']>>;
          const balance = await spec.balanceRows?.(body, ctx.deps.read);
          const totals = def.totals as readonly (keyof Row & string)[] | undefined;
          return exportToXlsx(ctx, {
            title: def.title,
            fileName: spec.fileName(body),
            filters: await spec.filters(body, ctx.deps.read),
            columns: exportColumnsOf(def.columns),
            batches: readableRows(def.columns, spec.batches(body, ctx.deps.read), formatManilaDateTime),
            // The page call's count, for a background export's estimate of its time (the export's filters are the page's).
            rowsInAll: async () => {
              const asPage = def.page.body?.safeParse({ ...(ctx.body as object), page: 0, page_size: 50 });
              return asPage?.success ? (await impl.page(asPage.data as BodyOut<R['page']>, ctx.deps.read)).total : null;
            },
            before: balance?.before,
            sum: totals ? [...totals] : undefined,
            after: balance?.after,
          });
        },
      }),
    );
  }
  return routes;
}
