import type { z } from 'zod';
import { datedProblems, RECEIPT_MESSAGES as M, RECEIPT_STATUSES, type inspectionInput, type receiptInput, type ReceiptStatus } from '../../contract/inventoryReceipts';
import { sql, type Db } from '../db/db';
import type { AuthUser } from '../auth/users';
import { recordRevision, refuse, Refused, type DatedActor } from '../kit';
import { nextNumber } from '../books/post';
import { HELD_QUANTITY } from './reading';
import { moveReceipt } from './transitions';

/**
 * The receipt's business, always inside the caller's transaction. A refusal
 * is thrown as the kit's Refused so everything written before it rolls back;
 * the kit's refusedOr turns it into the answer.
 */
const refuseFields = (fields: Record<string, string>): void => {
  if (Object.keys(fields).length) refuse([...new Set(Object.values(fields))], Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, [v]])));
};


/** The kit's dated actor, with the signed-in user a receipt's rules ask of who acts. */
export interface ReceiptActor extends DatedActor {
  user: AuthUser;
  /** A substitute deciding for an approver away: the approver (delegation). */
  onBehalfOf?: { id: number; name: string } | null;
}

export interface Locked {
  id: number;
  receipt_no: string;
  status: ReceiptStatus;
  po_hdr_id: number;
  created_by: number;
  inspected_by: number | null;
}
export function lockReceipt(tx: Db, id: number): Promise<Locked | undefined> {
  return tx.one<Locked>(sql`
    SELECT receipt_id AS id, receipt_no, status, po_hdr_id, created_by, inspected_by FROM inventory_receipts WHERE receipt_id = ${id} FOR UPDATE`);
}

export const notFoundRefusal = () => new Refused({ status: 404, code: '00002', result: M.notFound });

export const statusChange = (from: ReceiptStatus | null, to: ReceiptStatus) => ({
  field: 'status',
  label: 'Status',
  old: from,
  new: to,
  old_text: from ? RECEIPT_STATUSES[from] : null,
  new_text: RECEIPT_STATUSES[to],
});

/**
 * What is left of each PO line once the other live receipts are deducted,
 * read under the purchase order's row lock: two receipts of the same PO are
 * saved one after the other, so together they never pass the ordered quantity.
 */
export async function lockedRemaining(tx: Db, poId: number, selfId: number | null) {
  const po = await tx.one<{ po_date: string; supplier_id: number; approved: boolean }>(sql`
    SELECT po.po_date::text, po.supplier_id, po.approved_status = 1 AND NOT po_received_outside_receipts(po.po_no) AS approved
    FROM purchase_orders po WHERE po.po_hdr_id = ${poId} FOR UPDATE OF po`);
  if (!po || !po.approved) return null;
  const lines = await tx.rows<{ pr_line_id: number; product_id: number; product: string; remaining: number }>(sql`
    SELECT pl.pr_line_id::int, pl.product_id, p.product_code || ' ' || p.product_name AS product,
           (pl.requested_qty - COALESCE((SELECT SUM(${HELD_QUANTITY}) FROM inventory_receipt_lines l JOIN inventory_receipts r ON r.receipt_id = l.receipt_id
                                          WHERE l.pr_line_id = pl.pr_line_id AND r.receipt_id <> ${selfId ?? 0}), 0))::int AS remaining
    FROM purchase_request_lines pl JOIN products p ON p.product_id = pl.product_id
    WHERE pl.po_hdr_id = ${poId} ORDER BY pl.line_no`);
  return { ...po, lines };
}

type Saved = z.output<typeof receiptInput>;

/** Creates a receipt (id null) or saves a draft again; `submit` sends it for inspection. Answers its id. */
export async function saveReceipt(tx: Db, r: Saved, id: number | null, actor: ReceiptActor): Promise<number> {
  let before: Locked | undefined;
  if (id !== null) {
    before = await lockReceipt(tx, id);
    if (!before) throw notFoundRefusal();
    if (before.status !== 'draft') refuse([M.notEditable]);
  }
  refuseFields(datedProblems(r, actor.today));
  const po = await lockedRemaining(tx, r.po_hdr_id, id);
  if (!po) refuse([M.poNotOpen], { po_hdr_id: [M.poNotOpen] });
  if (r.receipt_date < po!.po_date) refuseFields({ receipt_date: M.receiptBeforePo });

  const fields: Record<string, string> = {};
  const byLine = new Map(po!.lines.map((l) => [l.pr_line_id, l]));
  const asked = new Map<number, number>();
  r.lines.forEach((l, n) => {
    const line = byLine.get(l.pr_line_id);
    if (!line) fields[`lines.${n}.pr_line_id`] = M.lineNotOnPo;
    else asked.set(l.pr_line_id, (asked.get(l.pr_line_id) ?? 0) + l.quantity);
  });
  r.lines.forEach((l, n) => {
    const line = byLine.get(l.pr_line_id);
    if (line && asked.get(l.pr_line_id)! > line.remaining) fields[`lines.${n}.quantity`] = M.overReceipt(line.product, Math.max(0, line.remaining));
  });
  refuseFields(fields);

  // Pallets of the receipt's warehouse, and batches already known with another expiry.
  const json = JSON.stringify(r.lines.map((l, n) => ({ n, pallet: l.pallet_id, pr_line: l.pr_line_id, batch: l.batch_no, expiry: l.expiry_date })));
  const bad = await tx.rows<{ n: number; pallet_ok: boolean; known_expiry: string | null }>(sql`
    SELECT x.n,
           EXISTS (SELECT 1 FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id
                   WHERE wp.pallet_id = x.pallet AND wp.active AND f.is_active = 1 AND f.warehouse_id = ${r.warehouse_id}) AS pallet_ok,
           (SELECT b.expiry_date::text FROM product_batches b JOIN purchase_request_lines pl ON pl.product_id = b.product_id
            WHERE pl.pr_line_id = x.pr_line AND b.batch_no = x.batch AND b.expiry_date <> x.expiry::date) AS known_expiry
    FROM jsonb_to_recordset(${json}::jsonb) AS x(n int, pallet int, pr_line bigint, batch text, expiry text)`);
  for (const b of bad) {
    if (!b.pallet_ok) fields[`lines.${b.n}.pallet_id`] = M.palletNotInWarehouse;
    if (b.known_expiry) fields[`lines.${b.n}.expiry_date`] = M.batchExpiryDiffers(r.lines[b.n].batch_no, b.known_expiry);
  }
  refuseFields(fields);

  const status: ReceiptStatus = r.submit ? 'for_inspection' : 'draft';
  let receiptId = id;
  let receiptNo = before?.receipt_no;
  if (receiptId === null) {
    receiptNo = await nextNumber(tx, 'IR', r.receipt_date);
    const row = await tx.one<{ id: number }>(sql`
      INSERT INTO inventory_receipts (receipt_no, po_hdr_id, supplier_id, warehouse_id, receipt_date, status, created_by, created_at, updated_by, updated_at)
      VALUES (${receiptNo}, ${r.po_hdr_id}, ${po!.supplier_id}, ${r.warehouse_id}, ${r.receipt_date}::date, 'draft', ${actor.userId}, ${actor.at}::timestamptz,
              ${actor.userId}, ${actor.at}::timestamptz)
      RETURNING receipt_id AS id`);
    receiptId = row!.id;
  }
  await tx.run(sql`
    UPDATE inventory_receipts SET po_hdr_id = ${r.po_hdr_id}, supplier_id = ${po!.supplier_id}, warehouse_id = ${r.warehouse_id},
           receipt_date = ${r.receipt_date}::date, delivery_ref = ${r.delivery_ref}, remarks = ${r.remarks}, status = ${status},
           updated_by = ${actor.userId}, updated_at = ${actor.at}::timestamptz
    WHERE receipt_id = ${receiptId}`);
  await tx.run(sql`DELETE FROM inventory_receipt_lines WHERE receipt_id = ${receiptId}`);
  await tx.run(sql`
    INSERT INTO inventory_receipt_lines (receipt_id, line_no, pr_line_id, product_id, batch_no, manufacturing_date, expiry_date, quantity, free_goods, pallet_id)
    SELECT ${receiptId}, x.n + 1, x.pr_line_id, pl.product_id, x.batch_no, x.manufacturing_date::date, x.expiry_date::date, x.quantity, x.free_goods, x.pallet_id
    FROM jsonb_to_recordset(${JSON.stringify(r.lines.map((l, n) => ({ n, ...l })))}::jsonb)
      AS x(n int, pr_line_id bigint, batch_no text, manufacturing_date text, expiry_date text, quantity int, free_goods int, pallet_id int)
    JOIN purchase_request_lines pl ON pl.pr_line_id = x.pr_line_id
    ORDER BY x.n`);
  const qty = r.lines.reduce((s, l) => s + l.quantity, 0);
  await recordRevision(tx, {
    entity: 'inventory_receipts',
    entityId: receiptId,
    action: id === null ? 'created' : 'updated',
    maker: id === null ? 'created' : 'edited',
    userId: actor.userId,
    at: actor.at,
    module: 'Inventory Receipt',
    reference: receiptNo!,
    changes: [
      statusChange(before?.status ?? null, status),
      { field: 'lines', label: 'Lines', old: null, new: r.lines.length },
      { field: 'quantity', label: 'Quantity Received', old: null, new: qty },
    ],
  });
  return receiptId;
}

/** The context of a move on the workflow kit, from the module's actor. */
const ctxOf = (actor: ReceiptActor, reason?: string) => ({ user: actor.user, now: actor.at, reason, onBehalfOf: actor.onBehalfOf ?? null });

/** A draft goes to inspection as it was saved (its quantities were checked on saving, under the PO's lock). */
export const submitReceipt = (tx: Db, id: number, actor: ReceiptActor): Promise<number> => moveReceipt(tx, 'submit', id, ctxOf(actor));

/** Records what quality accepted of every line; whatever is rejected needs its reason. */
export async function inspectReceipt(tx: Db, id: number, input: z.output<typeof inspectionInput>, actor: ReceiptActor): Promise<number> {
  const rc = await lockReceipt(tx, id);
  if (!rc) throw notFoundRefusal();
  if (rc.status !== 'for_inspection') refuse([M.notForInspection]);
  const lines = await tx.rows<{ receipt_line_id: number; quantity: number; free_goods: number }>(sql`
    SELECT receipt_line_id::int, quantity, free_goods FROM inventory_receipt_lines WHERE receipt_id = ${id} ORDER BY line_no`);
  const given = new Map(input.lines.map((l, n) => [l.receipt_line_id, { ...l, n }]));
  if (lines.length !== input.lines.length || lines.some((l) => !given.has(l.receipt_line_id))) refuse([M.inspectEveryLine], { lines: [M.inspectEveryLine] });
  const fields: Record<string, string> = {};
  for (const l of lines) {
    const g = given.get(l.receipt_line_id)!;
    if (g.accepted_quantity > l.quantity) fields[`lines.${g.n}.accepted_quantity`] = `Accepted Quantity must not be more than the ${l.quantity} received.`;
    if (g.accepted_free_goods > l.free_goods) fields[`lines.${g.n}.accepted_free_goods`] = `Accepted Free Goods must not be more than the ${l.free_goods} received.`;
    const rejects = g.accepted_quantity < l.quantity || g.accepted_free_goods < l.free_goods;
    if (rejects && !g.reject_reason) fields[`lines.${g.n}.reject_reason`] = M.rejectReasonRequired;
  }
  refuseFields(fields);
  if (input.lines.every((l) => l.accepted_quantity === 0 && l.accepted_free_goods === 0)) refuse([M.nothingAccepted]);
  await tx.run(sql`
    UPDATE inventory_receipt_lines l SET accepted_quantity = x.accepted_quantity, accepted_free_goods = x.accepted_free_goods,
           reject_reason = CASE WHEN x.accepted_quantity < l.quantity OR x.accepted_free_goods < l.free_goods THEN x.reject_reason END
    FROM jsonb_to_recordset(${JSON.stringify(input.lines)}::jsonb) AS x(receipt_line_id bigint, accepted_quantity int, accepted_free_goods int, reject_reason text)
    WHERE l.receipt_line_id = x.receipt_line_id AND l.receipt_id = ${id}`);
  // Signed by the inspector: the kit moves it and records the signature (a maker's act) with the quantity rejected.
  return moveReceipt(tx, 'inspect', id, ctxOf(actor));
}

/**
 * Rejects with the reason: the inspector's before the inspection, a checker's
 * (never a maker nor the inspector) after it; `may` says which the user holds.
 */
export async function rejectReceipt(tx: Db, id: number, reason: string, actor: ReceiptActor, may: { inspect: boolean; approve: boolean }): Promise<number> {
  const rc = await tx.one<{ status: ReceiptStatus }>(sql`SELECT status FROM inventory_receipts WHERE receipt_id = ${id}`);
  if (!rc) throw notFoundRefusal();
  const action = rc.status === 'for_inspection' && may.inspect ? 'reject_inspection' : rc.status === 'inspected' && may.approve ? 'reject' : null;
  if (!action) refuse([M.notRejectable]);
  return moveReceipt(tx, action!, id, ctxOf(actor, reason));
}

/** The maker cancels a draft (theirs) or one waiting for inspection, with the reason. */
export const cancelReceipt = (tx: Db, id: number, reason: string, actor: ReceiptActor): Promise<number> => moveReceipt(tx, 'cancel', id, ctxOf(actor, reason));
