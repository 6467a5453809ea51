import { writeFile } from 'node:fs/promises';
import { jsPDF } from 'jspdf';
import { SRPF_MESSAGES, SRPF_STATUS_NAMES, SRPF_TAB_SCOPES, SRPF_TYPES, exportSrpfEp, exportSrpfPdfEp, srpfColumns, type SrpfListRow } from '../../contract/srpf';
import { drawSrpfPdf, SRPF_PDF_PAGE } from '../../contract/srpfPdf';
import { notFound } from '../http/answer';
import { canView, SRPF_READERS } from './srpf.routes';
import { sql } from '../db/db';
import { exportFile, exportToXlsx, keysetBatches } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import type { RouteDef } from '../http/routeRegistry';
import { exportColumnsOf, readableRows, route } from '../kit';
import { LIST_JOINS, LIST_ROW, loadSrpf } from './store';

/**
 * The SRPF export (spec §3.18, §9): returns by date range, type, status
 * (1 approved, 2 declined, 3 for approval, 4 returned) and customer, as XLSX
 * written on the server in keyset batches.
 */
export const srpfExportRoutes: RouteDef[] = [
  route(exportSrpfEp, {
    scopes: SRPF_TAB_SCOPES,
    summary: 'SRPF returns as XLSX, filtered by date_from, date_to, srpf_type, status (1-4) and customer',
    handler: async (ctx) => {
      const { query: q, deps } = ctx;
      const where = sql.join(
        [
          sql`true`,
          q.date_from ? sql`h.srpf_date >= ${q.date_from}::date` : sql`true`,
          q.date_to ? sql`h.srpf_date <= ${q.date_to}::date` : sql`true`,
          q.srpf_type ? sql`h.srpf_type = ${q.srpf_type}` : sql`true`,
          q.status ? sql`h.status = ${q.status}` : sql`true`,
          q.customer_id ? sql`h.customer_id = ${q.customer_id}` : sql`true`,
          q.srpf_id ? sql`h.srpf_id = ${q.srpf_id}` : sql`true`,
        ],
        sql` AND `,
      );
      const batches = keysetBatches<SrpfListRow, number>(
        (after, limit) =>
          deps.db.rows(sql`SELECT ${LIST_ROW(true)} FROM srpf_headers h ${LIST_JOINS} WHERE ${where} AND h.srpf_id > ${after ?? 0} ORDER BY h.srpf_id LIMIT ${limit}`),
        (last) => last.srpf_id,
      );
      return exportToXlsx(ctx, {
        title: 'Stock Returns Pull-Out',
        fileName: ['srpf', q.date_from ?? '', q.date_to ?? ''],
        filters: [
          { label: 'Date From', value: q.date_from ?? 'Any' },
          { label: 'Date To', value: q.date_to ?? 'Any' },
          { label: 'Type', value: q.srpf_type ? SRPF_TYPES[q.srpf_type] : 'All' },
          { label: 'Status', value: q.status ? SRPF_STATUS_NAMES[q.status] : 'All' },
        ],
        columns: exportColumnsOf(srpfColumns),
        sum: ['total_amount', 'total_amount_near_ex', 'applicable_amount'],
        batches: readableRows(srpfColumns, batches, formatManilaDateTime),
      });
    },
  }),
  route(exportSrpfPdfEp, {
    scopes: SRPF_READERS,
    summary: 'One SRPF as a PDF (A4 landscape): its lines, amounts, signature and approvals; answers the download link',
    handler: async (ctx) => {
      const v = await loadSrpf(ctx.deps.db, ctx.query.srpf_id, canView(ctx.user));
      if (!v) return notFound(SRPF_MESSAGES.recordNotFound);
      return exportFile(ctx, {
        label: `SRPF ${v.srpf_no}`,
        fileName: [v.srpf_no],
        ext: 'pdf',
        write: async (filePath) => {
          const pdf = new jsPDF(SRPF_PDF_PAGE);
          drawSrpfPdf(pdf, v);
          await writeFile(filePath, Buffer.from(pdf.output('arraybuffer')));
        },
      });
    },
  }),
];
