import type { WorkflowDef, WorkflowStatus } from '../../contract/kit';
import { coaDraftWorkflow } from '../../contract/chartOfAccounts';
import { dealWorkflow } from '../../contract/customerDeals';
import { productCreationWorkflow, productUpdateWorkflow } from '../../contract/productApprovalQueue';
import { PRODUCT_FIELD_LABELS } from '../../contract/products';
import { prWorkflow } from '../../contract/purchaseRequestQueue';
import { treasuryWorkflow } from '../../contract/treasuryApprovals';
import { draftTransitions } from '../accountingSetup/public';
import { jvWorkflow } from '../../contract/journalVouchers';
import { jvTransitions } from '../journalVouchers/public';
import { payableVoucherWorkflow } from '../../contract/payableVouchers';
import { PV_STORE } from '../payableVouchers/public';
import { adjustmentWorkflow } from '../../contract/inventoryAdjustments';
import { adjustmentStore } from '../inventoryAdjustments/public';
import { dealTransitions } from '../customerDeals/public';
import { sql } from '../db/db';
import type { WorkflowStore } from '../kit';
import { CREATION_STORE, UPDATE_STORE } from '../products/public';
import { PR_STORE } from '../purchasing/public';
import { treasuryStore } from '../treasury/public';
import { memoWorkflows, type MemoType } from '../../contract/memos';
import { srpfWorkflow } from '../../contract/srpf';
import { memoTransitions } from '../memos/public';
import { manilaToday } from '../clock';
import { SRPF_STORE } from '../srpf/public';
import { requester, workflowSource, type InboxSource } from './kit';
import { OPERATIONS_SOURCES, stockPoSource } from './operations';

export type { InboxSource } from './kit';

/** A changed product field as a person reads it ("Storage Requirement"), never its column name. */
const FIELD_LABEL = sql`COALESCE(${JSON.stringify(PRODUCT_FIELD_LABELS)}::jsonb ->> (c->>'field'), initcap(replace(c->>'field', '_', ' ')))`;

/** A memo queue of one type: its maker is whoever created or submitted it (memoTransitions decides per checker). */
const memoSource = (type: MemoType, queue: string, base: string): InboxSource =>
  workflowSource({
    key: `${type}-memos`,
    queue,
    workflow: memoWorkflows[type] as WorkflowDef<number, string>,
    store: (u, now) => memoTransitions(u.id, manilaToday(Date.parse(now))) as WorkflowStore<string>,
    approve: 'approve',
    decline: 'return',
    pending: sql`SELECT m.memo_id AS id, m.memo_no AS reference, ${queue} || ' for ' || c.customer_name AS summary, m.amount::numeric(16, 2)::text AS amount,
                        COALESCE(m.submitted_by, m.created_by) AS maker, ${requester('u')} AS requester, COALESCE(m.submitted_at, m.created_at) AS requested_at
                 FROM memos m JOIN customers c ON c.customer_id = m.customer_id JOIN users u ON u.id = COALESCE(m.submitted_by, m.created_by)
                 WHERE m.memo_type = ${type} AND m.status = 1`,
    openPath: () => base,
  });

/** Approving posts the voucher's entry; declining returns it to the maker with the reason. */
const payableVoucherSource = workflowSource({
  key: 'payable-vouchers',
  queue: 'Payable Voucher',
  workflow: payableVoucherWorkflow as WorkflowDef<WorkflowStatus, string>,
  store: () => PV_STORE as WorkflowStore<string>,
  approve: 'approve',
  decline: 'return',
  pending: sql`SELECT h.payable_voucher_hdr_id AS id, h.pv_no AS reference,
                      'Payable to ' || COALESCE(s.company_name, concat_ws(' ', e.first_name, e.last_name)) AS summary,
                      h.net_payable::numeric(16, 2)::text AS amount, h.created_by AS maker, ${requester('u')} AS requester,
                      COALESCE(h.submitted_at, h.created_at) AS requested_at
               FROM payable_voucher_hdr h JOIN users u ON u.id = h.created_by
               LEFT JOIN suppliers s ON s.vendor_id = h.supplier_id LEFT JOIN employees e ON e.employee_id = h.employee_id
               WHERE h.status = 'for_approval'`,
  openPath: (i) => `/finance-and-accounting/payable-voucher/${i.id}`,
});

export const INBOX_SOURCES: readonly InboxSource[] = [
  workflowSource({
    key: 'product-creations',
    queue: 'New Product',
    workflow: productCreationWorkflow as WorkflowDef<number, string>,
    store: () => CREATION_STORE as WorkflowStore<string>,
    approve: 'approve',
    decline: 'decline',
    pending: sql`SELECT s.id, s.approval_code AS reference, 'New product: ' || COALESCE(s.payload->>'product_name', '') AS summary, NULL::text AS amount,
                        s.submitted_by AS maker, ${requester('u')} AS requester, s.updated_at AS requested_at
                 FROM product_submissions s JOIN users u ON u.id = s.submitted_by WHERE s.category = 'CREATED' AND s.status = 1`,
    openPath: () => '/approval/list/products',
  }),
  workflowSource({
    key: 'product-updates',
    queue: 'Product Update',
    workflow: productUpdateWorkflow as WorkflowDef<number, string>,
    store: () => UPDATE_STORE as WorkflowStore<string>,
    approve: 'approve',
    decline: 'decline',
    pending: sql`SELECT pu.id, pu.product_update_no AS reference,
                        'Change of ' || p.product_name || ': ' || COALESCE((SELECT string_agg(${FIELD_LABEL}, ', ') FROM jsonb_array_elements(pu.changes) c), '') AS summary,
                        NULL::text AS amount, pu.updated_by AS maker, ${requester('u')} AS requester, pu.created_at AS requested_at
                 FROM product_updates pu JOIN products p ON p.product_id = pu.product_id JOIN users u ON u.id = pu.updated_by WHERE pu.status = 1`,
    openPath: () => '/products/update-approval',
  }),
  workflowSource({
    key: 'purchase-requests',
    queue: 'Purchase Request',
    workflow: prWorkflow as WorkflowDef<number, string>,
    store: () => PR_STORE as WorkflowStore<string>,
    approve: 'approve',
    decline: 'decline',
    pending: sql`SELECT pr.pr_hdr_id AS id, pr.pr_no AS reference, 'Purchase from ' || s.company_name AS summary,
                        pr.grand_total::numeric(16, 2)::text AS amount, pr.prepared_by AS maker, ${requester('u')} AS requester, pr.created_at AS requested_at
                 FROM purchase_requests pr JOIN suppliers s ON s.vendor_id = pr.supplier_id JOIN users u ON u.id = pr.prepared_by WHERE pr.status = 0`,
    openPath: (i) => `/purchasing/purchaseRequest/show/${i.id}`,
  }),
  workflowSource({
    key: 'deals',
    queue: 'Deal and Discount',
    workflow: dealWorkflow as WorkflowDef<number, string>,
    store: (u) => dealTransitions(u.id) as WorkflowStore<string>,
    approve: 'approve',
    decline: 'decline',
    pending: sql`SELECT b.customer_discount_batch_hdr_id AS id, b.batch_no AS reference, initcap(b.kind) || ' deal: ' || b.title AS summary, NULL::text AS amount,
                        COALESCE(b.submitted_by, b.created_by) AS maker, ${requester('u')} AS requester, COALESCE(b.submitted_at, b.created_at) AS requested_at
                 FROM customer_discount_batches b JOIN users u ON u.id = COALESCE(b.submitted_by, b.created_by) WHERE b.status = 3`,
    openPath: (i) => `/customers/update/deals-and-discounts/new/${i.id}`,
  }),
  workflowSource({
    key: 'account-drafts',
    queue: 'Chart of Accounts Draft',
    workflow: coaDraftWorkflow as WorkflowDef<number, string>,
    store: (u) => draftTransitions(u.id) as WorkflowStore<string>,
    approve: 'approve',
    decline: 'reject',
    pending: sql`SELECT d.draft_id AS id, d.draft_no AS reference,
                        CASE d.kind WHEN 'new' THEN 'New account ' ELSE 'Change of account ' END || d.account_code || ' ' || d.account_name AS summary,
                        NULL::text AS amount, COALESCE(d.submitted_by, d.created_by) AS maker, ${requester('u')} AS requester, COALESCE(d.submitted_at, d.created_at) AS requested_at
                 FROM account_drafts d JOIN users u ON u.id = COALESCE(d.submitted_by, d.created_by) WHERE d.status = 1`,
    openPath: () => '/finance-and-accounting/chart-of-account?tab=for-approval',
  }),
  workflowSource({
    key: 'treasury-requests',
    queue: 'Treasury Request',
    workflow: treasuryWorkflow as WorkflowDef<number, string>,
    store: () => treasuryStore as WorkflowStore<string>,
    approve: 'approve',
    decline: 'disapprove',
    pending: sql`SELECT t.detail_id AS id, t.request_no AS reference,
                        'Change of ' || concat_ws(' and ', CASE WHEN t.new_bank IS NOT NULL THEN 'bank to ' || t.new_bank END, CASE WHEN t.new_deposit_date IS NOT NULL THEN 'deposit date to ' || t.new_deposit_date END)
                          || ' of check ' || COALESCE(r.check_no, '') || ' (' || c.customer_name || ')' AS summary,
                        r.amount_received::numeric(16, 2)::text AS amount, t.requested_by AS maker, ${requester('u')} AS requester, t.requested_at
                 FROM treasury_requests t JOIN collection_receipts r ON r.receipt_id = t.receipt_id JOIN customers c ON c.customer_id = r.customer_id
                 JOIN users u ON u.id = t.requested_by WHERE t.status = 0`,
    openPath: () => '/treasury/list-of-approvals',
  }),
  memoSource('credit', 'Credit Memo', '/credit-and-collections/management/memo/credit'),
  memoSource('debit', 'Debit Memo', '/debit-memo'),
  workflowSource({
    key: 'srpf',
    queue: 'Stock Return (SRPF)',
    workflow: srpfWorkflow as WorkflowDef<number, string>,
    store: () => SRPF_STORE as WorkflowStore<string>,
    approve: 'approve',
    decline: 'decline',
    pending: sql`SELECT h.srpf_id AS id, h.srpf_no AS reference,
                        CASE h.srpf_type WHEN 'SRPF-RTS' THEN 'Return to supplier' ELSE 'Customer return' END || ' from ' || c.customer_name AS summary,
                        h.applicable_amount::numeric(16, 2)::text AS amount, h.created_by AS maker, ${requester('u')} AS requester,
                        COALESCE(h.submitted_at, h.created_at) AS requested_at
                 FROM srpf_headers h JOIN customers c ON c.customer_id = h.customer_id JOIN users u ON u.id = h.created_by WHERE h.status = 3`,
    openPath: () => '/collection/ForApproval',
  }),
  workflowSource({
    key: 'journal-vouchers',
    queue: 'Journal Voucher',
    workflow: jvWorkflow as WorkflowDef<number, string>,
    store: (u) => jvTransitions(u.id) as WorkflowStore<string>,
    approve: 'approve',
    decline: 'return',
    pending: sql`SELECT v.jv_id AS id, v.jv_no AS reference, 'Journal voucher: ' || v.particulars AS summary, v.total_debit::numeric(16, 2)::text AS amount,
                        COALESCE(v.submitted_by, v.created_by) AS maker, ${requester('u')} AS requester, COALESCE(v.submitted_at, v.created_at) AS requested_at
                 FROM journal_vouchers v JOIN users u ON u.id = COALESCE(v.submitted_by, v.created_by) WHERE v.status = 1`,
    openPath: () => '/finance-and-accounting/journal-voucher/for-approval',
  }),
  payableVoucherSource,
  stockPoSource,
  workflowSource({
    key: 'inventory-adjustments',
    queue: 'Inventory Adjustment',
    workflow: adjustmentWorkflow as WorkflowDef<number, string>,
    store: (u) => adjustmentStore(u.id) as WorkflowStore<string>,
    approve: 'approve',
    decline: 'decline',
    pending: sql`SELECT a.adjustment_id AS id, a.adjustment_no AS reference, 'Inventory adjustment: ' || a.reason AS summary, a.total_amount::numeric(16, 2)::text AS amount,
                        COALESCE(a.submitted_by, a.created_by) AS maker, ${requester('u')} AS requester, COALESCE(a.submitted_at, a.created_at) AS requested_at
                 FROM inventory_adjustments a JOIN users u ON u.id = COALESCE(a.submitted_by, a.created_by) WHERE a.status = 1`,
    openPath: () => '/inventory/adjustment/approval',
  }),
  ...OPERATIONS_SOURCES,
];

export const sourceOf = (key: string) => INBOX_SOURCES.find((s) => s.key === key);
