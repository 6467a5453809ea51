import { inventoryInvoiced, irNotYetInvoiced, receiptColumns, type ReceiptRow, type ReceiptSummary } from '../../contract/financeReports';
import { sql, type Db, type SQL } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import type { RouteDef } from '../http/routeRegistry';
import { pagedList, reportRoutes, route, type SortMap } from '../kit';
import { likePattern } from '../kit/like';

/*
 * Receiving reports with their invoice status as of Date To. A receipt is
 * "invoiced" once the supplier's invoice is vouchered: today the books hold
 * that as the supplier payment (check voucher, supplier_payments.rr_id)
 * written against the receipt, or as an approved payable voucher that
 * invoices it (payable_voucher_receipts). Until then the receipt is received but not
 * yet invoiced, and its amount is what the trade payable holds for it.
 */

interface Filters {
  date_from: string;
  date_to: string;
  status: '' | 'invoiced' | 'not_invoiced';
  supplier: string;
}

function receipts(f: Filters): SQL {
  const p = f.supplier ? likePattern(f.supplier) : null;
  const statusWhere = f.status === 'invoiced' ? sql`AND v.cv_number IS NOT NULL` : f.status === 'not_invoiced' ? sql`AND v.cv_number IS NULL` : sql``;
  return sql`(
    SELECT r.rr_id, r.rr_no, r.rr_date, r.po_no, s.vendor_code AS supplier_code, s.company_name AS supplier_name,
           r.net, r.vat, r.net + r.vat AS total,
           CASE WHEN v.cv_number IS NULL THEN 'not_invoiced' ELSE 'invoiced' END AS status,
           v.cv_number AS voucher_no, v.payment_date AS voucher_date,
           (COALESCE(v.payment_date, ${f.date_to}::date) - r.rr_date)::int AS age_days
    FROM receiving_reports r
    JOIN suppliers s ON s.vendor_id = r.supplier_id
    LEFT JOIN LATERAL (SELECT x.cv_number, x.payment_date FROM (
                         SELECT p.cv_number, p.payment_date, p.payment_id AS k FROM supplier_payments p
                         WHERE p.rr_id = r.rr_id AND p.payment_date <= ${f.date_to}::date
                         UNION ALL
                         SELECT h.pv_no, h.pv_date, h.payable_voucher_hdr_id FROM payable_voucher_receipts pr
                         JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = pr.payable_voucher_hdr_id
                         WHERE pr.rr_id = r.rr_id AND h.status = 'approved' AND h.pv_date <= ${f.date_to}::date) x
                       ORDER BY x.payment_date, x.k LIMIT 1) v ON true
    WHERE r.rr_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date ${statusWhere}
      ${p ? sql`AND (s.vendor_code ILIKE ${p} OR s.company_name ILIKE ${p} OR r.rr_no ILIKE ${p} OR r.po_no ILIKE ${p})` : sql``}) t`;
}

const SELECT = sql`t.rr_id::int AS rr_id, t.rr_no, t.rr_date::text AS rr_date, t.po_no, t.supplier_code, t.supplier_name,
  t.net::numeric(18,2)::text AS net, t.vat::numeric(18,2)::text AS vat, t.total::numeric(18,2)::text AS total, t.status,
  t.voucher_no, t.voucher_date::text AS voucher_date, t.age_days`;
const ORDER: SortMap<typeof receiptColumns> = { rr_date: sql`t.rr_date` };

export async function receiptSummary(db: Db, f: Filters): Promise<ReceiptSummary> {
  const rows = await db.rows<{ status: 'invoiced' | 'not_invoiced'; count: number; total: string }>(sql`
    SELECT t.status, COUNT(*)::int AS count, SUM(t.total)::numeric(18,2)::text AS total FROM ${receipts(f)} GROUP BY t.status`);
  const of = (s: 'invoiced' | 'not_invoiced') => rows.find((r) => r.status === s) ?? { count: 0, total: '0.00' };
  return { invoiced: { count: of('invoiced').count, total: of('invoiced').total }, not_invoiced: { count: of('not_invoiced').count, total: of('not_invoiced').total } };
}

function receiptRoutes(decl: typeof inventoryInvoiced, name: string): RouteDef[] {
  return [
    ...reportRoutes<ReceiptRow, typeof decl.report>(decl.report, {
      summary: { page: `${decl.report.title}: receiving reports of a date range with their invoice status` },
      page: (body, db) => pagedList<ReceiptRow, keyof typeof ORDER>(db, { select: SELECT, from: receipts(body), sort: ORDER, tiebreak: sql`t.rr_id`, query: body }),
      export: {
        fileName: (b) => [name, b.date_from, b.date_to],
        filters: async (b) => [
          { label: 'Date From', value: b.date_from },
          { label: 'Date To', value: b.date_to },
          ...(b.status ? [{ label: 'Invoice Status', value: b.status === 'invoiced' ? 'Invoiced' : 'Not Yet Invoiced' }] : []),
          ...(b.supplier ? [{ label: 'Supplier', value: b.supplier }] : []),
        ],
        batches: (b, db) =>
          keysetBatches<ReceiptRow, { d: string; id: number }>(
            (after, limit) =>
              jsonBatch<ReceiptRow>(
                db,
                sql`SELECT ${SELECT} FROM ${receipts(b)} WHERE (t.rr_date, t.rr_id) > (${after?.d ?? '1900-01-01'}::date, ${after?.id ?? 0}::bigint) ORDER BY t.rr_date, t.rr_id LIMIT ${limit}`,
                sql`b.rr_date, b.rr_id`,
              ),
            (last) => ({ d: last.rr_date, id: last.rr_id }),
          ),
      },
    }),
    route(decl.summary, {
      scopes: ['view_finance_subledgers'],
      summary: `${decl.report.title}: count and amount invoiced and not yet invoiced`,
      handler: async ({ body, deps, ok }) => ok(await receiptSummary(deps.db, body)),
    }),
  ];
}

export const receiptReportRoutes = [...receiptRoutes(inventoryInvoiced, 'inventory_invoiced'), ...receiptRoutes(irNotYetInvoiced, 'ir_not_yet_invoiced')];
