import { INPUT_VAT_ACCOUNT, INVENTORY_ACCOUNT, PAYABLE_ACCOUNT, RECEIPT_MESSAGES as M } from '../../contract/inventoryReceipts';
import { sql, type Db } from '../db/db';
import { refuse, type FieldChange, type TransitionItem } from '../kit';
import { nextNumber, postEntry } from '../books/post';
import { receiptFigures, unitCost } from './reading';
import { lockedRemaining } from './store';
import { notePosted } from '../books/postedBy';

/**
 * A receiving report's id for a receipt: receiving_reports.rr_id has no
 * sequence (the generator numbers its own from 1); receipts take theirs from
 * 1,800,000,000 up, inside int range (readers cast rr_id to int) and clear of
 * the generator's and of the SRPF's (1,900,000,000 up).
 */
export const RR_ID_BASE = 1_800_000_000;

/**
 * What approving an inspected receipt does, as the workflow kit's hook of the
 * approval (transitions.ts: the status, the checker and the revision are the
 * kit's), under the receipt's row (the kit's UPDATE) and the purchase order's
 * lock: the batches, the receiving report and its lines for what was accepted,
 * one balanced entry, the IN movements onto each line's pallet. Answers what
 * the approval's revision records beyond the status.
 */
export async function postReceipt(tx: Db, item: TransitionItem): Promise<FieldChange[]> {
  const id = item.id;
  const rc = (await tx.one<{ po_hdr_id: number }>(sql`SELECT po_hdr_id FROM inventory_receipts WHERE receipt_id = ${id}`))!;
  // The accepted quantities still fit the PO (the receipt's own are left out of what others hold).
  const po = await lockedRemaining(tx, rc.po_hdr_id, id);
  if (!po) refuse([M.poNotOpen]);
  const accepted = await tx.rows<{ pr_line_id: number; q: number }>(sql`
    SELECT pr_line_id::int, SUM(accepted_quantity)::int AS q FROM inventory_receipt_lines WHERE receipt_id = ${id} GROUP BY pr_line_id`);
  for (const a of accepted) {
    const line = po!.lines.find((l) => l.pr_line_id === a.pr_line_id);
    if (line && a.q > line.remaining) refuse([M.overReceipt(line.product, Math.max(0, line.remaining))]);
  }

  const head = (await tx.one<{ receipt_date: string; receipt_no: string; po_no: string; supplier_id: number; supplier: string }>(sql`
    SELECT r.receipt_date::text, r.receipt_no, po.po_no, r.supplier_id, s.company_name AS supplier
    FROM inventory_receipts r JOIN purchase_orders po ON po.po_hdr_id = r.po_hdr_id JOIN suppliers s ON s.vendor_id = r.supplier_id
    WHERE r.receipt_id = ${id}`))!;

  // The batch as received; one already known must carry the same expiry (checked on saving, again here).
  await tx.run(sql`
    INSERT INTO product_batches (product_id, batch_no, manufacturing_date, expiry_date)
    SELECT DISTINCT ON (l.product_id, l.batch_no) l.product_id, l.batch_no, l.manufacturing_date, l.expiry_date
    FROM inventory_receipt_lines l WHERE l.receipt_id = ${id} AND l.accepted_quantity + l.accepted_free_goods > 0
    ORDER BY l.product_id, l.batch_no
    ON CONFLICT (product_id, batch_no) DO NOTHING`);
  const differs = await tx.one<{ batch_no: string; expiry: string }>(sql`
    SELECT l.batch_no, b.expiry_date::text AS expiry FROM inventory_receipt_lines l
    JOIN product_batches b ON b.product_id = l.product_id AND b.batch_no = l.batch_no
    WHERE l.receipt_id = ${id} AND b.expiry_date <> l.expiry_date LIMIT 1`);
  if (differs) refuse([M.batchExpiryDiffers(differs.batch_no, differs.expiry)]);

  const f = (await receiptFigures(tx, id))!;
  if (Number(f.net) === 0) refuse([M.nothingToPost]);
  const rrNo = await nextNumber(tx, 'RR', head.receipt_date);
  const posted = await postEntry(tx, {
    date: head.receipt_date,
    module: 'RR',
    reference: rrNo,
    payee: head.supplier,
    particulars: `Receipt from ${head.supplier}, ${head.po_no}`,
    remarks: head.receipt_no,
    lines: [
      { account: INVENTORY_ACCOUNT, debit: f.net, credit: '0' },
      { account: INPUT_VAT_ACCOUNT, debit: f.vat, credit: '0' },
      { account: PAYABLE_ACCOUNT, debit: '0', credit: f.total },
    ],
  });
  const rrId = RR_ID_BASE + id;
  await tx.run(sql`
    INSERT INTO receiving_reports (rr_id, rr_no, po_no, supplier_id, rr_date, net, vat, je_id)
    VALUES (${rrId}, ${rrNo}, ${head.po_no}, ${head.supplier_id}, ${head.receipt_date}::date, ${f.net}::numeric, ${f.vat}::numeric, ${posted.je_id})`);
  // Per line: the accepted units at the cost, free goods at nil (their units dilute the cost per unit).
  notePosted('stock');
  await tx.run(sql`
    WITH src AS (
      SELECT l.line_no, l.product_id, b.batch_id, l.pallet_id, f.floor, wp.pallet_code, pl.requested_qty AS ordered, l.accepted_quantity AS accepted,
             l.accepted_free_goods AS free, c.unit_cost, pl.unit_price, round(l.accepted_quantity * c.unit_cost, 2) AS amount,
             round(round(l.accepted_quantity * c.unit_cost, 2) / (l.accepted_quantity + l.accepted_free_goods), 4) AS diluted
      FROM inventory_receipt_lines l JOIN purchase_request_lines pl ON pl.pr_line_id = l.pr_line_id JOIN products p ON p.product_id = l.product_id
      JOIN product_batches b ON b.product_id = l.product_id AND b.batch_no = l.batch_no
      JOIN warehouse_pallets wp ON wp.pallet_id = l.pallet_id JOIN warehouse_floors f ON f.floor_id = wp.floor_id
      CROSS JOIN LATERAL (SELECT ${unitCost(sql`pl.unit_price`, sql`p.vat_exemption`)} AS unit_cost) c
      WHERE l.receipt_id = ${id} AND l.accepted_quantity + l.accepted_free_goods > 0
    ), lines AS (
      INSERT INTO receiving_lines (rr_id, product_id, batch_id, quantity_ordered, received_quantity, free_goods, unit_price, unit_vat_inclusive, diluted_cost, amount)
      SELECT ${rrId}, product_id, batch_id, ordered, accepted, free, unit_cost, unit_price, diluted, amount FROM src ORDER BY line_no
    )
    INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost, amount,
                                     supplier_id, floor, pallet_code, particulars, remarks, status, pallet_id)
    SELECT product_id, batch_id, ${head.receipt_date}::date, 'IN', 'RR', ${rrNo}, accepted + free, diluted, diluted, amount,
           ${head.supplier_id}, floor, pallet_code, ${`Received from supplier, ${head.po_no}`}, ${head.receipt_no}, 1, pallet_id
    FROM src ORDER BY line_no`);
  await tx.run(sql`UPDATE inventory_receipts SET rr_id = ${rrId} WHERE receipt_id = ${id}`);
  return [
    { field: 'rr_no', label: 'Receiving Report', old: null, new: rrNo },
    { field: 'journal_entry', label: 'Journal Entry', old: null, new: posted.journal_entry },
    { field: 'total', label: 'Amount Payable', old: null, new: f.total },
  ];
}
