import { sql, type SQL } from '../db/db';
import { isMakerOf } from '../kit';
import type { LevelDoc } from './levels';

/*
 * The purchase orders' approval by levels: each kind's declaration for the levels engine (levels.ts), in
 * one place per the README's pattern. A stock order's and a non-asset order's makers are their own columns
 * (requester, creator, editor, submitter); each writes its own trail. (Asset orders: server/assets/transitions.ts.)
 */

/** The PO's total (its lines'), over a `purchase_orders` row named `po`. */
export const poTotal = (po: string): SQL => sql.raw(`(SELECT COALESCE(SUM(l.total_amount), 0) FROM purchase_request_lines l WHERE l.po_hdr_id = ${po}.po_hdr_id)`);

export const STOCK_PO: LevelDoc = {
  kind: 'stock',
  entity: 'purchase_orders',
  module: 'Purchase Orders',
  noun: 'Purchase order',
  table: sql`purchase_orders`,
  id: sql`purchase_orders.po_hdr_id`,
  status: sql`approved_status`,
  label: sql`purchase_orders.po_no`,
  total: poTotal('purchase_orders'),
  madeBy: (userId) => sql`(purchase_orders.created_by IS NOT DISTINCT FROM ${userId} OR purchase_orders.edited_by IS NOT DISTINCT FROM ${userId}
    OR EXISTS (SELECT 1 FROM purchase_requests r WHERE r.pr_hdr_id = purchase_orders.pr_hdr_id AND r.prepared_by = ${userId})
    OR ${isMakerOf('purchase_requests', sql`purchase_orders.pr_hdr_id`, userId)})`,
  touch: (now) => sql`updated_at = ${now}::timestamptz`,
  submitter: (userId) => sql`edited_by = ${userId}`,
  gates: (id) => ({
    products: sql`SELECT product_id FROM purchase_request_lines WHERE po_hdr_id = ${id}`,
    supplierId: sql`SELECT supplier_id FROM purchase_orders WHERE po_hdr_id = ${id}`,
    sLicenceHolder: { supplierId: sql`SELECT supplier_id FROM purchase_orders WHERE po_hdr_id = ${id}` },
  }),
  trail: async (tx, id, userId, remarks, now) => {
    await tx.run(sql`INSERT INTO po_trail_logs (po_hdr_id, user_id, remarks, date_time) VALUES (${id}, ${userId}, ${remarks}, ${now}::timestamptz)`);
  },
};

export const NA_PO: LevelDoc = {
  kind: 'non_asset',
  entity: 'non_asset_purchase_orders',
  module: 'Non-Asset Purchase Orders',
  noun: 'Non-asset purchase order',
  table: sql`non_asset_purchase_orders`,
  id: sql`non_asset_purchase_orders.na_po_id`,
  status: sql`status`,
  label: sql`non_asset_purchase_orders.na_po_no`,
  total: sql`non_asset_purchase_orders.total_amount`,
  madeBy: (userId) => sql`(non_asset_purchase_orders.created_by = ${userId} OR non_asset_purchase_orders.updated_by = ${userId}
    OR non_asset_purchase_orders.submitted_by IS NOT DISTINCT FROM ${userId})`,
  touch: (now) => sql`updated_at = ${now}::timestamptz`,
  submitter: (userId, now) => sql`submitted_by = ${userId}, submitted_at = ${now}::timestamptz`,
  trail: async (tx, id, userId, remarks, now) => {
    await tx.run(sql`INSERT INTO non_asset_po_trail (na_po_id, user_id, remarks, date_time) VALUES (${id}, ${userId}, ${remarks}, ${now}::timestamptz)`);
  },
};
