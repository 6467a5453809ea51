import { type PrAction } from '../../contract/purchaseRequestQueue';
import { sql, type Db } from '../db/db';
import { type WorkflowStore, stampColumns } from '../kit';
import { manilaToday } from '../clock';

/*
 * A purchase request's transitions on the workflow kit (contract: prWorkflow): approve (raises its purchase
 * order), decline, cancel; editing is purchaseRequests.routes.ts's.
 */

/** Where the queue's transitions write: stamps, the reason of a decline or cancel, and the purchase order an approval raises. */
export const PR_STORE: WorkflowStore<PrAction> = {
  entity: 'purchase_requests',
  table: sql`purchase_requests`,
  id: sql`pr_hdr_id`,
  status: sql`status`,
  label: sql`pr_no`,
  maker: sql`prepared_by`,
  stamps: stampColumns('approved', 'declined', 'cancelled'),
  reasonColumn: sql`remarks`,
  touch: (now) => sql`updated_at = ${now}::timestamptz`,
  hooks: { approve: (tx, pr, ctx) => raisePurchaseOrder(tx, { pr_hdr_id: pr.id, pr_no: pr.label }, ctx.user.id, ctx.now) },
};

/** An approved request raises its purchase order (Officer Aproval) and the first trail entry. */
async function raisePurchaseOrder(tx: Db, pr: { pr_hdr_id: number; pr_no: string }, userId: number, now: string): Promise<void> {
  const po = await tx.one<{ po_hdr_id: number; po_no: string }>(sql`
    INSERT INTO purchase_orders (pr_hdr_id, approved_status, po_date, created_at)
    VALUES (${pr.pr_hdr_id}, 0, ${manilaToday(Date.parse(now))}::date, ${now}::timestamptz)
    ON CONFLICT (pr_hdr_id) DO NOTHING RETURNING po_hdr_id, po_no`);
  if (!po) return;
  await tx.run(sql`
    INSERT INTO po_trail_logs (po_hdr_id, user_id, remarks, date_time)
    VALUES (${po.po_hdr_id}, ${userId}, ${`Purchase order ${po.po_no} created from approved purchase request ${pr.pr_no}.`}, ${now}::timestamptz)`);
}
