import { RECEIPT_MESSAGES as M, receiptWorkflow } from '../../contract/inventoryReceipts';
import type { ActionOf } from '../../contract/kit';
import { sql, type Db } from '../db/db';
import { expiredOn, transitionOrRefuse, type TransitionContext, type WorkflowStore, stampColumns } from '../kit';
import { manilaToday } from '../clock';
import { postReceipt } from './posting';
import { passTradeGates } from '../regulatory';

/**
 * A receipt's moves on the workflow kit (contract: receiptWorkflow), each one
 * guarded UPDATE with its revision. The inspection writes its lines first
 * (store.ts) and then moves here, signed; approval stocks the receipt in and
 * posts its receiving report in the kit's hook (posting.ts). The inspector is
 * barred from approving or rejecting after inspection, like a maker.
 */
export type ReceiptAction = ActionOf<typeof receiptWorkflow>;

export const RECEIPT_STORE: WorkflowStore<ReceiptAction> = {
  entity: 'inventory_receipts',
  table: sql`inventory_receipts`,
  id: sql`receipt_id`,
  status: sql`status`,
  label: sql`receipt_no`,
  maker: sql`created_by`,
  creator: sql`created_by`,
  // The inspector signed the inspection (document_makers has it; the column for receipts inspected before it did).
  madeBy: (userId) => sql`inspected_by IS NOT DISTINCT FROM ${userId}`,
  stamps: stampColumns('inspected', 'decided'),
  reasonColumn: sql`reason`,
  touch: (now, ctx) => sql`updated_by = ${ctx.user.id}, updated_at = ${now}::timestamptz`,
  sets: { approve: () => sql`reason = NULL` },
  guards: {
    // Nothing expired goes to inspection (the lines were checked on saving; a day may have passed since).
    submit: (ctx) => sql`NOT EXISTS (SELECT 1 FROM inventory_receipt_lines l WHERE l.receipt_id = inventory_receipts.receipt_id AND ${expiredOn(sql`l.expiry_date`, manilaToday(Date.parse(ctx.now)))})`,
  },
  guardRefusal: { submit: async () => M.expiryPast },
  hooks: {
    inspect: async (tx, item) => {
      const r = await tx.one<{ rejected: number }>(sql`SELECT COALESCE(SUM(quantity - accepted_quantity), 0)::int AS rejected FROM inventory_receipt_lines WHERE receipt_id = ${item.id}`);
      return [{ field: 'rejected_quantity', label: 'Quantity Rejected', old: null, new: r!.rejected }];
    },
    // An unregistered product is not taken into stock (the regulatory gates), then the receipt posts.
    approve: async (tx, item, ctx) => {
      const products = sql`SELECT product_id FROM inventory_receipt_lines WHERE receipt_id = ${item.id}`;
      const supplier = sql`SELECT supplier_id FROM inventory_receipts WHERE receipt_id = ${item.id}`;
      const gated = await passTradeGates(tx, { entity: 'inventory_receipts', id: item.id, document: 'Receipt', reference: item.label }, { products, sLicenceHolder: { supplierId: supplier } }, ctx);
      return [...gated, ...(await postReceipt(tx, item))];
    },
  },
};

/** One move of receipt `id`: its id, or the refusal thrown (the caller's transaction rolls back). */
export const moveReceipt = (db: Db, action: ReceiptAction, id: number, ctx: TransitionContext): Promise<number> =>
  transitionOrRefuse(db, receiptWorkflow, RECEIPT_STORE, action, id, ctx);
