import type { BodyOut } from '../../contract/kit';
import {
  PAYABLE_STATUSES,
  payableColumns,
  payableManagementReport,
  payableSummaryEp,
  stockPoColumns,
  stockPoReport,
  type PayableRow,
  type PayableSummaryRow,
  type StockPoRow,
} from '../../contract/purchaseOrders';
import { sql, type SQL } from '../db/db';
import { exportToXlsx, keysetBatches, type ExportFilter } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { exportColumnsOf, pagedList, readableRows, route, whereOf, type SortMap } from '../kit';
import { manilaToday } from '../clock';

/*
 * Payable management (view receipt_payables, migration 121): one row per
 * receiving report with where its payable stands — received not invoiced,
 * invoiced (a payable voucher lists it), vouchered (the voucher is approved)
 * or paid (its check is released, or a supplier payment cleared it) — with
 * links to the receipt's PO, voucher and check. The stock PO report puts each
 * approved PO line's ordered, received and invoiced quantities side by side.
 * Not on reportRoutes: the receipts' age counts to today by the server's clock.
 */

type PayableFilters = BodyOut<typeof payableManagementReport.export>;

const payableSelect = (today: string) => sql`rp.rr_id::int AS rr_id, rp.rr_no, rp.rr_date::text AS rr_date, rp.po_no, rp.po_hdr_id, s.company_name AS supplier_name,
  rp.received_amount::text AS received_amount, rp.invoiced_amount::text AS invoiced_amount, rp.paid_amount::numeric(16, 2)::text AS paid_amount,
  rp.payable_status, rp.payable_voucher_hdr_id::int AS payable_voucher_hdr_id, rp.pv_no, rp.cv_no, rp.paid_date::text AS paid_date,
  (COALESCE(rp.paid_date, ${today}::date) - rp.rr_date)::int AS age_days`;
const PAYABLE_FROM = sql`receipt_payables rp JOIN suppliers s ON s.vendor_id = rp.supplier_id`;
const payableWhere = (f: PayableFilters): (SQL | null)[] => [
  f.status ? sql`rp.payable_status = ${f.status}` : null,
  f.date_from ? sql`rp.rr_date >= ${f.date_from}::date` : null,
  f.date_to ? sql`rp.rr_date <= ${f.date_to}::date` : null,
];
const payableSearch = (f: PayableFilters) => ({ text: f.search, in: [sql`rp.rr_no`, sql`rp.po_no`, sql`s.company_name`, sql`rp.pv_no`] });
const PAYABLE_SORT: SortMap<typeof payableColumns> = {
  rr_date: sql`rp.rr_date`,
  rr_no: sql`rp.rr_no`,
  po_no: sql`rp.po_no`,
  supplier_name: sql`s.company_name`,
  received_amount: sql`rp.received_amount`,
  age_days: sql`rp.rr_date`,
};

const filterLines = (f: { status?: string; search?: string; date_from?: string; date_to?: string }): ExportFilter[] => [
  ...(f.status ? [{ label: 'Status', value: PAYABLE_STATUSES[f.status as keyof typeof PAYABLE_STATUSES] }] : []),
  ...(f.date_from ? [{ label: 'Date From', value: f.date_from }] : []),
  ...(f.date_to ? [{ label: 'Date To', value: f.date_to }] : []),
  ...(f.search ? [{ label: 'Search', value: f.search }] : []),
];

export const payableList = route(payableManagementReport.page, {
  scopes: ['view_payable_management'],
  summary: 'Payable management: receipts by payable status (received not invoiced, invoiced, vouchered, paid), paged',
  handler: async ({ body, deps, ok }) => {
    const today = manilaToday(deps.clock.now());
    const { rows, total } = await pagedList<PayableRow, keyof typeof PAYABLE_SORT>(deps.db, {
      select: payableSelect(today),
      from: PAYABLE_FROM,
      where: payableWhere(body),
      search: payableSearch(body),
      // Older receipts are older whatever the status: age sorts opposite to the date.
      sort: { ...PAYABLE_SORT, age_days: sql`(COALESCE(rp.paid_date, ${today}::date) - rp.rr_date)` },
      tiebreak: sql`rp.rr_id`,
      query: body,
    });
    return ok(rows, total);
  },
});

export const payableExport = route(payableManagementReport.export, {
  scopes: ['view_payable_management'],
  summary: 'Payable management of the filters as XLSX',
  handler: async (ctx) => {
    const f = ctx.body;
    const today = manilaToday(ctx.deps.clock.now());
    return exportToXlsx(ctx, {
      title: payableManagementReport.title,
      fileName: ['payable_management', f.status ?? 'all'],
      filters: filterLines(f),
      columns: exportColumnsOf(payableColumns),
      sum: [...payableManagementReport.totals],
      batches: readableRows(
        payableColumns,
        keysetBatches<PayableRow, number>(
          (after, limit) =>
            ctx.deps.db.rows<PayableRow>(sql`
              SELECT ${payableSelect(today)} FROM ${PAYABLE_FROM} ${whereOf([...payableWhere(f), after !== null && sql`rp.rr_id > ${after}`], payableSearch(f))}
              ORDER BY rp.rr_id LIMIT ${limit}`),
          (last) => last.rr_id,
        ),
        formatManilaDateTime,
      ),
    });
  },
});

export const payableSummary = route(payableSummaryEp, {
  scopes: ['view_payable_management'],
  reads: 'replica',
  summary: 'Count and amount of the receipts in each payable status',
  handler: async ({ deps, ok }) => {
    const rows = await deps.read.rows<PayableSummaryRow>(sql`
      SELECT k.status AS payable_status, COUNT(rp.rr_id)::int AS count, COALESCE(SUM(rp.received_amount), 0)::numeric(18, 2)::text AS amount
      FROM unnest(${`{${Object.keys(PAYABLE_STATUSES).join(',')}}`}::text[]) WITH ORDINALITY AS k(status, n)
      LEFT JOIN receipt_payables rp ON rp.payable_status = k.status
      GROUP BY k.status, k.n ORDER BY k.n`);
    return ok(rows);
  },
});

// ---- Stock PO report ---------------------------------------------------------------------

type StockFilters = BodyOut<typeof stockPoReport.export>;

const STOCK_SELECT = sql`l.pr_line_id::int AS pr_line_id, po.po_hdr_id, po.po_no, po.po_date::text AS po_date, po.approved_status::int AS approved_status,
  s.company_name AS supplier_name, p.product_name, l.requested_qty AS ordered_qty, COALESCE(f.received, 0)::int AS received_qty,
  COALESCE(f.invoiced, 0)::int AS invoiced_qty, GREATEST(l.requested_qty - COALESCE(f.received, 0), 0)::int AS open_qty, l.unit_price::text AS unit_price,
  l.total_amount::text AS ordered_amount, round(COALESCE(f.received, 0) * l.unit_price, 2)::numeric(16, 2)::text AS received_amount,
  round(COALESCE(f.invoiced, 0) * l.unit_price, 2)::numeric(16, 2)::text AS invoiced_amount`;
// Quantities per product of the PO's receipts; invoiced = on receipts a payable voucher lists (or a payment cleared).
const STOCK_FROM = sql`purchase_orders po
  JOIN suppliers s ON s.vendor_id = po.supplier_id
  JOIN purchase_request_lines l ON l.po_hdr_id = po.po_hdr_id
  JOIN products p ON p.product_id = l.product_id
  LEFT JOIN LATERAL (
    SELECT SUM(rl.received_quantity) AS received,
           SUM(rl.received_quantity) FILTER (WHERE rp.payable_status <> 'received_not_invoiced') AS invoiced
    FROM receipt_payables rp JOIN receiving_lines rl ON rl.rr_id = rp.rr_id AND rl.product_id = l.product_id
    WHERE rp.po_no = po.po_no) f ON true`;
// Only approved POs are orders the supplier holds.
const stockWhere = (f: StockFilters): (SQL | null)[] => [
  sql`po.approved_status = 1`,
  f.date_from ? sql`po.po_date >= ${f.date_from}::date` : null,
  f.date_to ? sql`po.po_date <= ${f.date_to}::date` : null,
];
const stockSearch = (f: StockFilters) => ({ text: f.search, in: [sql`po.po_no`, sql`s.company_name`, sql`p.product_name`] });
const STOCK_SORT: SortMap<typeof stockPoColumns> = {
  po_no: sql`po.po_hdr_id`,
  po_date: sql`po.po_date`,
  supplier_name: sql`s.company_name`,
  product_name: sql`p.product_name`,
};

export const stockPoList = route(stockPoReport.page, {
  scopes: ['view_payable_management'],
  summary: 'Stock PO report: each approved PO line, ordered vs received vs invoiced, paged',
  handler: async ({ body, deps, ok }) => {
    const { rows, total } = await pagedList<StockPoRow, keyof typeof STOCK_SORT>(deps.db, {
      select: STOCK_SELECT,
      from: STOCK_FROM,
      where: stockWhere(body),
      search: stockSearch(body),
      sort: STOCK_SORT,
      tiebreak: sql`l.pr_line_id`,
      query: body,
    });
    return ok(rows, total);
  },
});

export const stockPoExport = route(stockPoReport.export, {
  scopes: ['view_payable_management'],
  summary: 'Stock PO report of the filters as XLSX',
  handler: async (ctx) => {
    const f = ctx.body;
    return exportToXlsx(ctx, {
      title: stockPoReport.title,
      fileName: ['stock_po_report', ...(f.date_from ? [f.date_from] : []), ...(f.date_to ? [f.date_to] : [])],
      filters: filterLines(f),
      columns: exportColumnsOf(stockPoColumns),
      sum: [...stockPoReport.totals],
      batches: readableRows(
        stockPoColumns,
        keysetBatches<StockPoRow, number>(
          (after, limit) =>
            ctx.deps.db.rows<StockPoRow>(sql`
              SELECT ${STOCK_SELECT} FROM ${STOCK_FROM} ${whereOf([...stockWhere(f), after !== null && sql`l.pr_line_id > ${after}`], stockSearch(f))}
              ORDER BY l.pr_line_id LIMIT ${limit}`),
          (last) => last.pr_line_id,
        ),
        formatManilaDateTime,
      ),
    });
  },
});

export const payableRoutes = [payableList, payableExport, payableSummary, stockPoList, stockPoExport];
