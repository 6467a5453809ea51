/**
 * Report exports: the server writes the XLSX and answers with a download URL
 * the browser navigates to (spec 000 §7: "result is a file URL").
 *
 * How to add an export (server/finance/export.routes.ts has two):
 *
 *   export const fooExport = defineRoute({
 *     method: 'POST', url: FOO_EXPORT_PATH, scopes: ['export_foo'],
 *     summary: 'Foo report as XLSX', body: fooExportBody,
 *     handler: async (ctx) => exportToXlsx(ctx, {
 *       title: 'Foo Report',
 *       fileName: ['foo', ctx.body.date_from, ctx.body.date_to],
 *       filters: [{ label: 'Date From', value: ctx.body.date_from }, ...],
 *       columns: [{ header: 'Amount', key: 'amount', kind: 'money', width: 16 }, ...],
 *       batches: keysetBatches(
 *         (after, limit) => ctx.deps.db.rows(sql`... AND (d, id) > (...after or the start...)
 *                                                ORDER BY d, id LIMIT ${limit}`),
 *         (last) => ({ d: last.d, id: last.id })),
 *     }),
 *   });
 *
 * then list the route in its area's routes array. Rules the mechanism keeps
 * for you: money columns become numeric cells (sums stay in SQL numeric),
 * dates real Excel dates, header rows carry the report name, filters, user and
 * Manila run time, rows stream to disk in keyset batches (memory stays flat at
 * a million rows, sheets continue past Excel's row limit), and the link
 * (GET /api/downloads/<token>) expires after EXPORT_TTL_SECONDS and dies with
 * the session that asked for it.
 */
export { exportToXlsx, exportFileName, type ExportSpec, type ExportContext } from './exportToXlsx';
export { keysetBatches, DEFAULT_BATCH_SIZE, type FetchAfter } from './keyset';
export { writeXlsx, EXCEL_MAX_ROWS, type ExportColumn, type ColumnKind, type ExportFilter } from './xlsxWriter';
export { registerDownloadRoute, DOWNLOAD_ROUTE, XLSX_CONTENT_TYPE, DOWNLOAD_GONE } from './download.route';
