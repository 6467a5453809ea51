import type { WorkflowDef, WorkflowStatus } from '../../contract/kit';
import { poWorkflowDef } from '../../contract/purchaseOrders';
import { transferWorkflow } from '../../contract/inventoryTransfers';
import { receiptWorkflow } from '../../contract/inventoryReceipts';
import { cashAdvanceWorkflow } from '../../contract/advances';
import { CA_STORE } from '../advances/public';
import { APO } from '../assets/public';
import { sql, type SQL } from '../db/db';
import { RECEIPT_STORE } from '../inventoryReceipts/public';
import { transferStore } from '../inventoryTransfers/public';
import type { WorkflowStore } from '../kit';
import { levelOf, poAction, type LevelDoc, NA_PO, poTotal, PO_LIST_FROM, STOCK_PO } from '../purchaseOrders/public';
import { manilaToday } from '../clock';
import { referenceOf, requester, workflowSource, type InboxSource } from './kit';

/*
 * The operations queues of the inbox: inventory receipts and transfers, the
 * three kinds of purchase order (stock, non-asset, asset) and cash advance
 * limit overrides. Each is a declaration over its module's workflow store, so
 * a decision here is the one its own screen makes, through the workflow kit,
 * with the same refusals (status, maker ≠ checker, level, stock, closed month).
 */

/** The levels a purchase order waits at (po_approval_levels). */
const PO_LEVELS = sql.raw('(0, 4, 5, 6)');

/**
 * A PO waiting at one of its levels: approving signs the level; the checker's other way out is its
 * declaration's `decline` action (a stock or non-asset order's return to editing, an asset order's cancel),
 * worded and asking a reason as the workflow declares it.
 */
function levelSource(
  doc: LevelDoc,
  s: { key: string; queue: string; pending: SQL; openPath: InboxSource['openPath']; decline?: 'return' | 'cancel' },
): InboxSource {
  const declineAction = s.decline ?? 'return';
  const wf = (doc.workflow ?? poWorkflowDef) as WorkflowDef<WorkflowStatus, string>;
  const decline = wf.actions[declineAction];
  // The documents waiting at a level (the pending rows are among them).
  const waiting = sql`${levelOf(doc)} IN ${PO_LEVELS}`;
  return {
    key: s.key,
    queue: s.queue,
    noun: doc.noun,
    entity: doc.entity,
    scopes: { approve: 'approve_purchase_order', decline: 'approve_purchase_order' },
    decline: { label: decline.label, needsReason: decline.reason === 'required' || decline.reason === 'asked' },
    done: { approve: 'approved at this level', decline: decline.done },
    pending: s.pending,
    // The requester, the PO's creator and its editors are all its makers; whoever signed a level of this round
    // signs no other, and a level waits only for those whose authority reaches it. Each is one uncorrelated set
    // of the waiting documents' ids (hashed once per request), never a probe per pending row.
    notMadeBy: (userId) => sql`q.id NOT IN (SELECT ${doc.id} FROM ${doc.table} WHERE ${waiting} AND (${doc.madeBy(userId)}
      OR EXISTS (SELECT 1 FROM po_level_approvals s WHERE s.doc_kind = ${doc.kind} AND s.doc_id = ${doc.id} AND s.cycle = approval_cycle AND ${userId} IN (s.approved_by, s.on_behalf_of))))`,
    withinAuthorityOf: (userId) => sql`q.id IN (SELECT ${doc.id} FROM ${doc.table} WHERE ${levelOf(doc)} IN (SELECT level_status FROM po_approval_levels WHERE holds_level_authority(${userId}, level_status)))`,
    openPath: s.openPath,
    reference: (db, id) => referenceOf(doc.table, doc.id, doc.label)(db, id),
    decide: (db, action, id, ctx) => poAction(db, doc, action === 'approve' ? 'approve' : declineAction, id, ctx.user, ctx.now, ctx.reason, ctx.onBehalfOf),
  };
}

export const stockPoSource = levelSource(STOCK_PO, {
  key: 'purchase-orders',
  queue: 'Purchase Order',
  pending: sql`SELECT po.po_hdr_id AS id, po.po_no AS reference, 'Purchase order to ' || s.company_name AS summary,
                      ${poTotal('po')}::numeric(16, 2)::text AS amount, COALESCE(po.edited_by, po.created_by, pr.prepared_by) AS maker,
                      ${requester('u')} AS requester, po.created_at AS requested_at
               FROM ${PO_LIST_FROM} WHERE po.approved_status IN ${PO_LEVELS}`,
  openPath: () => '/purchase-order',
});

const nonAssetPoSource = levelSource(NA_PO, {
  key: 'non-asset-purchase-orders',
  queue: 'Non-Asset Purchase Order',
  pending: sql`SELECT h.na_po_id AS id, h.na_po_no AS reference, initcap(h.po_type) || ' from ' || s.company_name || ': ' || h.particulars AS summary,
                      h.total_amount::numeric(16, 2)::text AS amount, COALESCE(h.submitted_by, h.created_by) AS maker, ${requester('u')} AS requester,
                      COALESCE(h.submitted_at, h.created_at) AS requested_at
               FROM non_asset_purchase_orders h JOIN suppliers s ON s.vendor_id = h.supplier_id JOIN users u ON u.id = COALESCE(h.submitted_by, h.created_by)
               WHERE h.status IN ${PO_LEVELS}`,
  openPath: () => '/purchase-order-non-asset',
});

/** Asset POs are signed by levels too; the checker's other way out is the order's cancel (no reason asked). */
const assetPoSource = levelSource(APO, {
  key: 'asset-purchase-orders',
  queue: 'Asset Purchase Order',
  decline: 'cancel',
  pending: sql`SELECT p.apo_id AS id, p.apo_no AS reference,
                      'Assets from ' || s.company_name || ': ' || (SELECT string_agg(l.quantity || ' x ' || l.description, ', ' ORDER BY l.line_no) FROM asset_po_lines l WHERE l.apo_id = p.apo_id) AS summary,
                      p.total::numeric(16, 2)::text AS amount, p.created_by AS maker, ${requester('u')} AS requester, p.created_at AS requested_at
               FROM asset_purchase_orders p JOIN suppliers s ON s.vendor_id = p.supplier_id JOIN users u ON u.id = p.created_by
               WHERE p.status = 'for_approval'`,
  openPath: () => '/finance-and-accounting/asset-management/purchase-order-non-stock',
});

/**
 * Inspected receipts wait for approval (never by their maker nor their
 * inspector): approving stocks them in and posts the receiving report;
 * rejecting needs the reason. Waiting since the inspection.
 */
const receiptSource = workflowSource({
  key: 'inventory-receipts',
  queue: 'Inventory Receipt',
  workflow: receiptWorkflow as WorkflowDef<WorkflowStatus, string>,
  store: () => RECEIPT_STORE as WorkflowStore<string>,
  approve: 'approve',
  decline: 'reject',
  pending: sql`SELECT r.receipt_id AS id, r.receipt_no AS reference, 'Receipt of ' || po.po_no || ' from ' || s.company_name AS summary,
                      (SELECT SUM(round(COALESCE(l.accepted_quantity, 0) * pl.unit_price, 2)) FROM inventory_receipt_lines l
                       JOIN purchase_request_lines pl ON pl.pr_line_id = l.pr_line_id WHERE l.receipt_id = r.receipt_id)::numeric(16, 2)::text AS amount,
                      r.created_by AS maker, ${requester('u')} AS requester, COALESCE(r.inspected_at, r.updated_at) AS requested_at
               FROM inventory_receipts r JOIN purchase_orders po ON po.po_hdr_id = r.po_hdr_id JOIN suppliers s ON s.vendor_id = r.supplier_id
               JOIN users u ON u.id = r.created_by
               WHERE r.status = 'inspected'`,
  openPath: (i) => `/inventory/receipts/inspected/${i.id}`,
});

/**
 * Pending transfers: the checker approves; cancelling is the requester's
 * (create_inventory_transfer), not the approver's, so there is no decline here.
 */
const transferSource = workflowSource({
  key: 'inventory-transfers',
  queue: 'Inventory Transfer',
  workflow: transferWorkflow as unknown as WorkflowDef<number, string>,
  store: (_u, now) => transferStore(manilaToday(Date.parse(now))) as WorkflowStore<string>,
  approve: 'approve',
  pending: sql`SELECT t.transfer_id AS id, t.transfer_code AS reference,
                      CASE t.transfer_version WHEN 'v2' THEN 'Replenishment' ELSE 'Floor to floor transfer' END || ': ' || x.lines || ' line(s), ' || x.units || ' units' AS summary,
                      NULL::text AS amount, t.requested_by AS maker, ${requester('u')} AS requester, t.requested_at
               FROM inventory_transfers t JOIN users u ON u.id = t.requested_by
               CROSS JOIN LATERAL (SELECT COUNT(*) AS lines, COALESCE(SUM(l.requested_quantity), 0) AS units FROM inventory_transfer_lines l WHERE l.transfer_id = t.transfer_id) x
               WHERE t.status = 0`,
  // The number series tells the version: ITR replenishment (v2), ITF floor to floor (v1).
  openPath: (i) => `/${i.reference.startsWith('ITR') ? 'v2' : 'v1'}/inventory/transfer/approval`,
});

/**
 * Cash advances over the employee's limit wait for an override (never by the
 * requester), which takes a reason; there is no decline (cancelling is
 * finance's). Once overridden, finance approves and releases it as usual.
 */
const cashAdvanceOverrideSource = workflowSource({
  key: 'cash-advance-overrides',
  queue: 'Cash Advance Override',
  noun: 'Cash advance limit',
  workflow: cashAdvanceWorkflow as WorkflowDef<WorkflowStatus, string>,
  store: () => CA_STORE as WorkflowStore<string>,
  approve: 'override',
  pending: sql`SELECT ca.cash_advance_id AS id, ca.ca_no AS reference,
                      'Over the limit: ' || em.first_name || ' ' || em.last_name || ', ' || ca.purpose AS summary,
                      ca.amount::numeric(16, 2)::text AS amount, ca.requested_by AS maker, ${requester('u')} AS requester, ca.requested_at
               FROM cash_advances ca JOIN employees em ON em.employee_id = ca.employee_id JOIN users u ON u.id = ca.requested_by
               WHERE ca.status = 'requested' AND ca.over_limit AND ca.override_by IS NULL`,
  openPath: () => '/finance-and-accounting/cash-advance/override',
});

export const OPERATIONS_SOURCES: readonly InboxSource[] = [receiptSource, transferSource, nonAssetPoSource, assetPoSource, cashAdvanceOverrideSource];
