import { columns, endpoint, pagedQuery, workflow, type TabKeyOf } from './kit';
import { text, wholeNumber } from './envelope';
import { PO_STATUS_NAMES, prActionBody, type PrListRow, type PrStatus } from './purchasing';

/**
 * The purchase request queue (spec 001 §2, §4, §6): statuses, the four tabs
 * with their view scopes, and the actions with their status rules, declared
 * once for the server (guarded transitions), the list screen (tabs) and the
 * form (buttons and confirmations).
 *
 * Submit (the Save of a new request) always creates status 0. Update keeps
 * the status: a declined request is edited in place (For Editing) and
 * approved from there, which is why the form returns to the edit list after
 * updating one (spec 001 §4); at For Approval it stays For Approval.
 */
export const prWorkflow = workflow({
  noun: 'Purchase request',
  statuses: { 0: 'For Approval', 1: 'Approved', 2: 'Declined', 3: 'Cancelled' },
  tabs: [
    { key: 'approval', label: "For Approval PR's", statuses: [0], scope: 'view_pending_purchase_request_list' },
    { key: 'approved', label: "Approved PR's", statuses: [1], scope: 'view_approved_purchase_request_list' },
    { key: 'edit', label: "For Editing PR's", statuses: [2], scope: 'view_editing_purchase_request_list' },
    { key: 'cancelled', label: "Cancelled PR's", statuses: [3], scope: 'view_cancelled_purchase_request_list' },
  ],
  actions: {
    approve: {
      label: 'Approve',
      from: [0, 2],
      to: 1,
      scope: 'can_approve_purchase_request',
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Approve purchase request?', text: 'Are you sure you want to approve this purchase request?' },
    },
    update: {
      label: 'Update',
      from: [0, 2],
      to: 'unchanged',
      scope: 'can_update_purchase_request',
      done: 'updated',
      variant: 'primary',
      confirm: { title: 'Update purchase request?', text: 'Are you sure you want to update this purchase request?' },
    },
    decline: {
      label: 'Decline',
      from: [0, 3],
      to: 2,
      scope: 'can_decline_purchase_request',
      stamp: 'declined',
      reason: 'optional',
      checker: true,
      done: 'declined',
      variant: 'danger',
      confirm: { title: 'Decline purchase request?', text: 'Are you sure you want to decline this purchase request?' },
    },
    cancel: {
      label: 'Cancel',
      from: [0],
      to: 3,
      scope: 'can_cancel_purchase_request',
      stamp: 'cancelled',
      reason: 'optional',
      done: 'cancelled',
      variant: 'outline-danger',
      confirm: { title: 'Cancel purchase request?', text: 'Are you sure you want to cancel this purchase request?' },
    },
  },
});

export type PrTab = TabKeyOf<typeof prWorkflow>;
export type PrAction = keyof typeof prWorkflow.actions;
export const PR_TABS = prWorkflow.tabs.map((t) => t.key) as PrTab[];
export const PR_STATUS_NAMES: Readonly<Record<PrStatus, string>> = prWorkflow.statuses;

export const prColumns = columns<PrListRow>()([
  { key: 'pr_no', header: 'PR No.', kind: 'text', sortable: true, width: 130 },
  { key: 'requester_name', header: 'Requester', kind: 'text', sortable: true, width: 190 },
  { key: 'item_description', header: 'Item Description', kind: 'text', width: 320 },
  { key: 'estimated_delivery_date', header: 'Date Needed', kind: 'date', sortable: true, width: 140 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 260 },
  { key: 'po_approved_status', header: 'PO Status', kind: 'status', labels: PO_STATUS_NAMES, width: 190 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', width: 240 },
  { key: 'grand_total', header: 'Grand Total', kind: 'money', sortable: true },
]);

/**
 * The spec's lists take status and search (001 §7); here each list is one status already (its path), so a status
 * sent with it is read (a status code, 0-9) and narrows nothing.
 */
export const prListQuery = pagedQuery(prColumns, { order_by: 'pr_no', direction: 'desc' }, {
  search: text().trim().max(50).optional(),
  status: wholeNumber(0, 9, { error: 'Status must be a status code.' }).optional(),
});

/** One tab of the queue, paged, searchable by PR number. */
export const listPurchaseRequests = endpoint<PrListRow[]>()({
  method: 'GET',
  path: '/purchase-requests/list/:tab',
  query: prListQuery,
  paged: true,
  tag: 'purchase-requests',
});

const decision = <P extends string>(path: P) =>
  endpoint<unknown>()({ method: 'POST', path, body: prActionBody, invalidates: ['purchase-requests'] });

export const approvePurchaseRequestEp = decision('/purchase-requests/approve');
export const declinePurchaseRequestEp = decision('/purchase-requests/decline');
export const cancelPurchaseRequestEp = decision('/purchase-requests/cancel');
