/**
 * Report exports: the server writes the XLSX and answers with a download URL
 * (spec 000 §7: "result is a file URL"), which the client fetches with the
 * requesting session's bearer token and saves (src/components/export/runExport.ts).
 *
 * A report's export is declared with the report (contract/kit/report.ts) and
 * its route comes from reportRoutes (server/kit/report.ts): the columns are
 * the report's own, so the export only supplies its file name, the filter
 * lines of its header and its rows as keyset batches:
 *
 *   export: {
 *     fileName: (body) => ['foo', body.date_from, body.date_to],
 *     filters: async (body, db) => [{ label: 'Date From', value: body.date_from }, ...],
 *     batches: (body, db) => keysetBatches(
 *       (after, limit) => db.rows(sql`... AND (d, id) > (...after or the start...) ORDER BY d, id LIMIT ${limit}`),
 *       (last) => ({ d: last.d, id: last.id })),
 *   }
 *
 * A route that does not fit reportRoutes calls exportToXlsx itself with
 * exportColumnsOf(columns). Rules the mechanism keeps
 * for you: money columns become numeric cells (sums stay in SQL numeric),
 * dates real Excel dates, header rows carry the report name, filters, user and
 * Manila run time, rows stream to disk in keyset batches (memory stays flat at
 * a million rows, sheets continue past Excel's row limit), an export whose
 * client disconnects before the answer stops between batches and leaves
 * neither file nor link (pass the route's ctx, which carries the request),
 * and the link (GET /api/downloads/<token>):
 *   - works only for the session that asked for it: the download wants that
 *     session's own bearer token in the Authorization header as well as the
 *     token in the path, so a link that ends up in a log, the browser's
 *     history, a shared screenshot or a proxy is useless to anyone else
 *     (another session of the same user included); every refusal is the same
 *     404 DOWNLOAD_GONE text, which does not tell whether the link exists;
 *   - expires after EXPORT_TTL_SECONDS and dies with that session;
 *   - is never logged: the request log redacts its token (server/app.ts redactUrl).
 */
export { exportToXlsx, exportFile, exportFileName, totalRowOf, clientGone, ClientGoneError, type ExportSpec, type ExportContext } from './exportToXlsx';
export { keysetBatches, jsonBatch, DEFAULT_BATCH_SIZE, type FetchAfter } from './keyset';
export { writeXlsx, EXCEL_MAX_ROWS, type ExportColumn, type ColumnKind, type ExportFilter } from './xlsxWriter';
export { registerDownloadRoute, DOWNLOAD_ROUTE, XLSX_CONTENT_TYPE, DOWNLOAD_GONE } from './download.route';

/** A whole result already in memory (a statement, a report held in full) as the one batch an export reads. */
export async function* oneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  yield rows;
}
