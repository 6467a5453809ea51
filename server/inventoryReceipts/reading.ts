import { INPUT_VAT_ACCOUNT, INVENTORY_ACCOUNT, PAYABLE_ACCOUNT, type ReceiptDetail, type ReceiptEntryLine } from '../../contract/inventoryReceipts';
import { sql, type Db, type SQL } from '../db/db';
import { isoText, userName } from '../kit';

/** Receipts still holding their quantities against the PO (an approved one holds what was accepted). */
export const HELD_QUANTITY = sql`CASE WHEN r.status IN ('draft', 'for_inspection', 'inspected') THEN l.quantity WHEN r.status = 'approved' THEN COALESCE(l.accepted_quantity, 0) ELSE 0 END`;

/** The cost per box the books take: the PO's VAT-inclusive price less 12 % VAT, to the centavo (the price itself when VAT-exempt). */
export const unitCost = (price: SQL, exempt: SQL) => sql`(CASE WHEN ${exempt} = 1 THEN ${price} ELSE round(${price} / 1.12, 2) END)`;

/** Units that count once inspected: the accepted ones; before, the ones received. */
const COUNTED = sql`CASE WHEN r.status IN ('inspected', 'approved') OR (r.status = 'rejected' AND r.inspected_at IS NOT NULL) THEN COALESCE(l.accepted_quantity, 0) ELSE l.quantity END`;

/** The list's row (alias r for inventory_receipts). */
export const RECEIPT_SELECT = sql`r.receipt_id, r.receipt_no, r.receipt_date::text, po.po_no, s.company_name AS supplier_name, w.warehouse_name,
  r.status, t.line_count, t.quantity, t.amount::text AS amount, rr.rr_no, ${userName('mk')} AS maker, ${isoText('r.updated_at')} AS updated_at`;
export const RECEIPT_FROM = sql`inventory_receipts r
  JOIN purchase_orders po ON po.po_hdr_id = r.po_hdr_id
  JOIN suppliers s ON s.vendor_id = r.supplier_id
  JOIN warehouses w ON w.warehouse_id = r.warehouse_id
  LEFT JOIN receiving_reports rr ON rr.rr_id = r.rr_id
  LEFT JOIN users mk ON mk.id = r.created_by
  CROSS JOIN LATERAL (
    SELECT COUNT(*)::int AS line_count, COALESCE(SUM(${COUNTED}), 0)::int AS quantity,
           COALESCE(SUM(round(${COUNTED} * pl.unit_price, 2)), 0)::numeric(16, 2) AS amount
    FROM inventory_receipt_lines l JOIN purchase_request_lines pl ON pl.pr_line_id = l.pr_line_id
    WHERE l.receipt_id = r.receipt_id) t`;

/** Net (VAT-exclusive), VAT and total of the units that count, summed and rounded in SQL numeric as the posting does. */
export function receiptFigures(db: Db, id: number) {
  return db.one<{ net: string; vat: string; total: string }>(sql`
    SELECT x.net::numeric(16, 2)::text AS net, x.vat::text AS vat, (x.net + x.vat)::numeric(16, 2)::text AS total
    FROM (SELECT COALESCE(SUM(a.amount), 0) AS net, round(COALESCE(SUM(a.amount) FILTER (WHERE a.exempt = 0), 0) * 0.12, 2) AS vat
          FROM (SELECT round(${COUNTED} * ${unitCost(sql`pl.unit_price`, sql`p.vat_exemption`)}, 2) AS amount, p.vat_exemption AS exempt
                FROM inventory_receipts r JOIN inventory_receipt_lines l ON l.receipt_id = r.receipt_id
                JOIN purchase_request_lines pl ON pl.pr_line_id = l.pr_line_id JOIN products p ON p.product_id = l.product_id
                WHERE r.receipt_id = ${id}) a) x`);
}

export async function receiptDetail(db: Db, id: number): Promise<ReceiptDetail | null> {
  const head = await db.one<Omit<ReceiptDetail, 'lines' | 'entry' | 'net' | 'vat' | 'total'> & { je_id: string | null }>(sql`
    SELECT ${RECEIPT_SELECT}, r.po_hdr_id, po.po_date::text, r.supplier_id, r.warehouse_id, r.delivery_ref, r.remarks, r.reason, r.created_by,
           r.inspected_by, CASE WHEN r.inspected_by IS NULL THEN NULL ELSE ${userName('ins')} END AS inspected_by_name,
           CASE WHEN r.inspected_at IS NULL THEN NULL ELSE ${isoText('r.inspected_at')} END AS inspected_at,
           CASE WHEN r.decided_by IS NULL THEN NULL ELSE ${userName('dc')} END AS decided_by_name,
           CASE WHEN r.decided_at IS NULL THEN NULL ELSE ${isoText('r.decided_at')} END AS decided_at,
           je.journal_entry, rr.je_id::text AS je_id
    FROM ${RECEIPT_FROM} LEFT JOIN users ins ON ins.id = r.inspected_by LEFT JOIN users dc ON dc.id = r.decided_by
    LEFT JOIN journal_entries je ON je.id = rr.je_id
    WHERE r.receipt_id = ${id}`);
  if (!head) return null;
  const lines = await db.rows<ReceiptDetail['lines'][number]>(sql`
    SELECT l.receipt_line_id::int, l.line_no, l.pr_line_id::int, l.product_id, p.product_code, p.product_name, l.batch_no,
           l.manufacturing_date::text, l.expiry_date::text, l.quantity, l.free_goods, f.warehouse_id, f.floor_id, f.floor, l.pallet_id, wp.pallet_code,
           l.accepted_quantity, l.accepted_free_goods, l.reject_reason, pl.unit_price::numeric(14, 2)::text AS unit_price,
           ${unitCost(sql`pl.unit_price`, sql`p.vat_exemption`)}::numeric(14, 2)::text AS unit_cost, pl.requested_qty AS ordered_quantity,
           (pl.requested_qty - COALESCE((SELECT SUM(${HELD_QUANTITY}) FROM inventory_receipt_lines l JOIN inventory_receipts r ON r.receipt_id = l.receipt_id
                                          WHERE l.pr_line_id = pl.pr_line_id AND r.receipt_id <> ${id}), 0))::int AS remaining_quantity
    FROM inventory_receipt_lines l JOIN products p ON p.product_id = l.product_id
    JOIN purchase_request_lines pl ON pl.pr_line_id = l.pr_line_id
    JOIN warehouse_pallets wp ON wp.pallet_id = l.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
    WHERE l.receipt_id = ${id} ORDER BY l.line_no`);
  const figures = (await receiptFigures(db, id))!;
  const { je_id: jeId, ...rest } = head;
  const entry = jeId
    ? await db.rows<ReceiptEntryLine>(sql`
        SELECT jl.account_code, a.account_name, jl.debit::text, jl.credit::text
        FROM journal_lines jl JOIN accounts a ON a.account_code = jl.account_code WHERE jl.je_id = ${jeId}::bigint ORDER BY jl.id`)
    : await entryPreview(db, figures);
  return { ...rest, lines, ...figures, entry };
}

/** The entry approval posts from the figures: inventory and input VAT against the trade payable. */
export async function entryPreview(db: Db, f: { net: string; vat: string; total: string }): Promise<ReceiptEntryLine[]> {
  const lines = [
    { account_code: INVENTORY_ACCOUNT, debit: f.net, credit: '0.00' },
    { account_code: INPUT_VAT_ACCOUNT, debit: f.vat, credit: '0.00' },
    { account_code: PAYABLE_ACCOUNT, debit: '0.00', credit: f.total },
  ].filter((l) => Number(l.debit) !== 0 || Number(l.credit) !== 0);
  const names = await db.rows<{ account_code: string; account_name: string }>(sql`
    SELECT account_code, account_name FROM accounts WHERE account_code IN (${INVENTORY_ACCOUNT}, ${INPUT_VAT_ACCOUNT}, ${PAYABLE_ACCOUNT})`);
  const nameOf = new Map(names.map((n) => [n.account_code, n.account_name]));
  return lines.map((l) => ({ ...l, account_name: nameOf.get(l.account_code) ?? l.account_code }));
}
