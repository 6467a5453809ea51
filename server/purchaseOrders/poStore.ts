import type { PoDetail, PoLine, PoListRow, PoReceipt, PoTrailEntry } from '../../contract/purchaseOrders';
import { sql, type Db, type SQL } from '../db/db';
import { isMakerOf, userName } from '../kit';
import { levelsOf } from './levels';
import { poTotal, STOCK_PO } from './transitions';

export { poTotal };

/*
 * A stock purchase order as its screens read it. Its lines are the
 * purchase_request_lines rows naming it (its request's, or its own when it was
 * raised directly: migration 129); what was received is summed from the
 * receiving lines of the receipts naming its PO number, and what of that is
 * invoiced from the receipts' payable status (view receipt_payables), so the
 * figures are the receipts' and vouchers' own, never a copy.
 */


/** The list columns, over po / pr (none for a direct PO) / s / u (the requester, or who raised a direct PO). */
export const PO_LIST_SELECT = sql`po.po_hdr_id, po.po_no, po.po_date::text AS po_date, pr.pr_hdr_id, pr.pr_no, s.company_name AS supplier_name,
  COALESCE((SELECT string_agg(p.product_name, ', ' ORDER BY l.line_no) FROM purchase_request_lines l JOIN products p ON p.product_id = l.product_id
            WHERE l.po_hdr_id = po.po_hdr_id), '') AS item_description,
  ${userName('u')} AS requester_name, COALESCE(po.delivery_date, pr.estimated_delivery_date)::text AS delivery_date,
  ${poTotal('po')}::numeric(16, 2)::text AS total_amount, po.approved_status::int AS approved_status`;
export const PO_LIST_FROM = sql`purchase_orders po
  LEFT JOIN purchase_requests pr ON pr.pr_hdr_id = po.pr_hdr_id
  JOIN suppliers s ON s.vendor_id = po.supplier_id
  JOIN users u ON u.id = COALESCE(pr.prepared_by, po.created_by)`;

/** Received and invoiced quantities of each product of a PO (by its number). */
export const receivedByProduct = (poNo: SQL): SQL => sql`
  SELECT rl.product_id, SUM(rl.received_quantity)::int AS received,
         COALESCE(SUM(rl.received_quantity) FILTER (WHERE rp.payable_status <> 'received_not_invoiced'), 0)::int AS invoiced
  FROM receipt_payables rp JOIN receiving_lines rl ON rl.rr_id = rp.rr_id
  WHERE rp.po_no = ${poNo} GROUP BY rl.product_id`;

/** Least advanced first: a PO's payable status is that of its least advanced receipt. */
const PAYABLE_ORDER = ['received_not_invoiced', 'invoiced', 'vouchered', 'paid'] as const;

export async function loadPo(db: Db, poHdrId: number, userId: number): Promise<PoDetail | null> {
  const head = await db.one<PoListRow & Omit<PoDetail, keyof PoListRow | 'levels' | 'lines' | 'receipts' | 'trail' | 'payable_status' | 'received_amount' | 'invoiced_amount' | 'paid_amount'>>(sql`
    SELECT ${PO_LIST_SELECT}, s.vendor_code AS supplier_code, s.tin AS supplier_tin, s.address AS supplier_address, COALESCE(pr.payment_term, '') AS payment_term,
           pr.particulars, po.instructions, po.remarks, po.approval_cycle,
           (po.created_by IS NOT DISTINCT FROM ${userId} OR po.edited_by IS NOT DISTINCT FROM ${userId} OR pr.prepared_by IS NOT DISTINCT FROM ${userId}
            OR ${isMakerOf(STOCK_PO.entity, sql`po.po_hdr_id`, userId)} OR ${isMakerOf('purchase_requests', sql`po.pr_hdr_id`, userId)}) AS made_by_you
    FROM ${PO_LIST_FROM} WHERE po.po_hdr_id = ${poHdrId}`);
  if (!head) return null;
  const [lines, receipts, trail, levels] = await Promise.all([
    db.rows<PoLine>(sql`
      SELECT l.pr_line_id::int AS pr_line_id, l.line_no::int AS line_no, l.product_id, p.product_name, l.requested_qty AS ordered_qty,
             l.unit_price::text AS unit_price, l.total_amount::text AS total_amount,
             COALESCE(f.received, 0) AS received_qty, COALESCE(f.invoiced, 0) AS invoiced_qty
      FROM purchase_request_lines l JOIN products p ON p.product_id = l.product_id
      LEFT JOIN (${receivedByProduct(sql`${head.po_no}`)}) f ON f.product_id = l.product_id
      WHERE l.po_hdr_id = ${poHdrId} ORDER BY l.line_no`),
    db.rows<PoReceipt & { invoiced_amount: string | null; paid_amount: string | null }>(sql`
      SELECT rp.rr_id::int AS rr_id, rp.rr_no, rp.rr_date::text AS rr_date, rp.received_amount::text AS received_amount, rp.payable_status,
             rp.payable_voucher_hdr_id::int AS payable_voucher_hdr_id, rp.pv_no, rp.cv_no, rp.paid_date::text AS paid_date,
             rp.invoiced_amount::text AS invoiced_amount, rp.paid_amount::text AS paid_amount
      FROM receipt_payables rp WHERE rp.po_no = ${head.po_no} ORDER BY rp.rr_date, rp.rr_id`),
    db.rows<PoTrailEntry>(sql`
      SELECT t.log_trail_id::int AS log_trail_id, jsonb_build_object('employee_name', ${userName('u')}) AS user_details, t.remarks,
             to_char(t.date_time AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS') AS date_time
      FROM po_trail_logs t LEFT JOIN users u ON u.id = t.user_id WHERE t.po_hdr_id = ${poHdrId} ORDER BY t.date_time, t.log_trail_id`),
    levelsOf(db, STOCK_PO, poHdrId, head.approval_cycle, head.total_amount, head.approved_status),
  ]);
  const sum = (pick: (r: (typeof receipts)[number]) => string | null) => sumMoney(receipts.map(pick));
  const least = receipts.length ? PAYABLE_ORDER[Math.min(...receipts.map((r) => PAYABLE_ORDER.indexOf(r.payable_status)))] : 'not_received';
  return {
    ...head,
    made_by_you: Boolean(head.made_by_you),
    levels,
    lines,
    receipts: receipts.map(({ invoiced_amount: _i, paid_amount: _p, ...r }) => r),
    payable_status: least,
    received_amount: sum((r) => r.received_amount),
    invoiced_amount: sum((r) => r.invoiced_amount),
    paid_amount: sum((r) => r.paid_amount),
    trail,
  };
}

/** Sums decimal strings in whole centavos (never floats). */
export function sumMoney(values: (string | null)[]): string {
  const cents = values.reduce((acc, v) => {
    if (!v) return acc;
    const neg = v.startsWith('-');
    const [w, f = ''] = v.replace('-', '').split('.');
    const c = BigInt(w || '0') * 100n + BigInt((f + '00').slice(0, 2));
    return acc + (neg ? -c : c);
  }, 0n);
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Rows already read, as the export's batches. */
export async function* oneBatch<Row>(rows: Row[]): AsyncGenerator<Row[]> {
  if (rows.length) yield rows;
}
