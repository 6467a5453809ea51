import { apoWorkflow } from '../../contract/assets';
import { sql } from '../db/db';
import type { LevelDoc } from '../purchaseOrders/public';

/**
 * An asset purchase order's decisions: approval by levels on the workflow kit,
 * the same engine as stock and non-asset orders (purchaseOrders/levels.ts).
 * Its status is a word and its level a column of its own: signing the level it
 * waits at leads to the next level its total needs, or to approved (the last
 * signer is its checker). Cancelling withdraws it while it waits.
 */
const NEXT = sql`po_next_status(level_status, asset_purchase_orders.total)`;

export const APO: LevelDoc = {
  kind: 'asset',
  entity: 'asset_purchase_orders',
  module: 'Asset Purchase Order',
  noun: 'Asset purchase order',
  workflow: apoWorkflow,
  table: sql`asset_purchase_orders`,
  id: sql`asset_purchase_orders.apo_id`,
  status: sql`status`,
  level: {
    column: sql`level_status`,
    afterSign: {
      status: sql`CASE WHEN ${NEXT} = 1 THEN 'approved' ELSE 'for_approval' END`,
      // The signer of the last level is the order's checker ("Approved By").
      sets: (ctx) => sql`level_status = NULLIF(${NEXT}, 1),
        checked_by = CASE WHEN ${NEXT} = 1 THEN ${ctx.user.id} ELSE checked_by END,
        checked_at = CASE WHEN ${NEXT} = 1 THEN ${ctx.now}::timestamptz ELSE checked_at END`,
    },
  },
  sets: { cancel: () => sql`level_status = NULL` },
  label: sql`asset_purchase_orders.apo_no`,
  total: sql`asset_purchase_orders.total`,
  madeBy: (userId) => sql`asset_purchase_orders.created_by = ${userId}`,
  // Its history is the revisions (no trail table of its own).
  trail: async () => {},
};
