import { columns, endpoint, pagedQuery, searchText, workflow, type TabKeyOf } from './kit';
import { approvalCodeParams, noQuery, productCodeParams, updateNoParams, type ApprovalRow, type ProductUpdateRow } from './products';

/**
 * Product approvals (spec 001 §2 Products Approval Masterlist and Product
 * update approval, §4) as two workflows of the kit: a new product
 * (product_submissions, under its approval code APR-…) and a change of a
 * product (product_updates, under its product update number PU-…). Declared
 * once for the server (one guarded transition each, maker ≠ checker:
 * server/products/approval.routes.ts), the lists and the buttons.
 *
 * Both share the numbers of the status column: 1 For Approval, 2 Approved,
 * 3 Declined (a submission is 0 while it is a draft). Approving a new product
 * inserts it; approving a change applies its changed fields; both in the
 * transaction that moves the status. The maker is whoever submitted it.
 * approve_product is the only scope the spec names for these screens, so the
 * tabs and the actions share it.
 */
const DECIDER = 'approve_product' as const;

/** The numbers of the status column (product_submissions and product_updates). */
export const PRODUCT_STATUS = { draft: 0, forApproval: 1, approved: 2, declined: 3 } as const;

// Status 0 (a draft) is in no tab and no action leads from it: the type arguments keep it among the statuses.
export const productCreationWorkflow = workflow<0 | 1 | 2 | 3, 'approve' | 'decline'>({
  noun: 'New product',
  module: 'Products',
  statuses: { 0: 'Draft', 1: 'For Approval', 2: 'Approved', 3: 'Declined' },
  // The masterlist lists what waits; decided creations are kept for the record (revisions).
  tabs: [{ key: 'approval', label: 'Products Approval Masterlist', statuses: [1], scope: DECIDER }],
  actions: {
    approve: {
      label: 'Approve',
      from: [1],
      to: 2,
      scope: DECIDER,
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Are you sure?', text: 'Approve this new product? It is added to the product master.' },
    },
    decline: {
      label: 'Decline',
      from: [1],
      to: 3,
      scope: DECIDER,
      stamp: 'declined',
      checker: true,
      done: 'declined',
      variant: 'outline-danger',
      confirm: { title: 'Are you sure?', text: 'Decline this new product? Nothing is added to the product master.' },
    },
  },
});

export const productUpdateWorkflow = workflow({
  noun: 'Product update',
  module: 'Products',
  statuses: { 1: 'For Approval', 2: 'Approved', 3: 'Declined' },
  tabs: [
    { key: 'approval', label: 'Product Update Details for Approval', statuses: [1], scope: DECIDER },
    { key: 'approved', label: 'Approved Updates', statuses: [2], scope: DECIDER },
    { key: 'declined', label: 'Declined Updates', statuses: [3], scope: DECIDER },
  ],
  actions: {
    approve: {
      label: 'Approve',
      from: [1],
      to: 2,
      scope: DECIDER,
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Are you sure?', text: 'Approve this product update? Its changed fields are applied to the product.' },
    },
    decline: {
      label: 'Decline',
      from: [1],
      to: 3,
      scope: DECIDER,
      stamp: 'declined',
      checker: true,
      done: 'declined',
      variant: 'danger',
      confirm: { title: 'Are you sure?', text: 'Decline this product update? The product stays as it is.' },
    },
  },
});

export type ProductCreationAction = keyof typeof productCreationWorkflow.actions;
export type ProductUpdateAction = keyof typeof productUpdateWorkflow.actions;
export type ProductApprovalAction = ProductCreationAction & ProductUpdateAction;
export type ProductUpdateTab = TabKeyOf<typeof productUpdateWorkflow>;
export const PRODUCT_UPDATE_TABS = productUpdateWorkflow.tabs.map((t) => t.key) as ProductUpdateTab[];

/** The workflow a masterlist row is decided by: a new product, or a change of one. */
export const approvalWorkflowOf = (category: ApprovalRow['category']) => (category === 'CREATED' ? productCreationWorkflow : productUpdateWorkflow);

// ---- Product update approval: three tabs, server-paged -------------------------------------

export const productUpdateColumns = columns<ProductUpdateRow>()([
  { key: 'product_update_no', header: 'Update No.', kind: 'text', sortable: true, width: 140 },
  { key: 'product_code', header: 'Product Code', kind: 'text', sortable: true, width: 150 },
  { key: 'product_name', header: 'Product Name', kind: 'text', sortable: true, width: 240 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', sortable: true, width: 220 },
  { key: 'date_updated', header: 'Date Updated', kind: 'datetime', sortable: true, width: 170 },
  { key: 'updated_by', header: 'Updated By', kind: 'text', sortable: true, width: 180 },
  { key: 'approved_at', header: 'Approved At', kind: 'datetime', sortable: true, width: 170 },
  { key: 'declined_at', header: 'Declined At', kind: 'datetime', sortable: true, width: 170 },
  { key: 'user_reviewer', header: 'Reviewer', kind: 'text', sortable: true, width: 180 },
]);

export const PRODUCT_UPDATE_DEFAULT_SORT = { order_by: 'product_update_no', direction: 'desc' } as const;
export const productUpdateListQuery = pagedQuery(productUpdateColumns, PRODUCT_UPDATE_DEFAULT_SORT, { search: searchText });

/** One tab of the update approval queue, paged, searchable by update number, product code or name. */
export const listProductUpdates = endpoint<ProductUpdateRow[]>()({
  method: 'GET',
  path: '/products/update-approval/:tab',
  query: productUpdateListQuery,
  paged: true,
  tag: 'product-updates',
});

// ---- Products Approval Masterlist: what waits, new products and changes --------------------

export const productApprovalColumns = columns<ApprovalRow>()([
  { key: 'approval_code', header: 'Approval No.', kind: 'text', sortable: true, width: 140 },
  { key: 'category', header: 'Type', kind: 'status', labels: { CREATED: 'New product', UPDATED: 'Change' }, sortable: true, width: 130 },
  { key: 'proposed_code', header: 'Product Code', kind: 'text', sortable: true, width: 150 },
  { key: 'product_name', header: 'Product Name', kind: 'text', sortable: true, width: 260 },
  { key: 'brand_name', header: 'Brand Name', kind: 'text', sortable: true, width: 180 },
  { key: 'supplier', header: 'Supplier', kind: 'text', sortable: true, width: 240 },
  { key: 'submitted_by', header: 'Submitted By', kind: 'text', sortable: true, width: 180 },
  { key: 'submitted_at', header: 'Submitted At', kind: 'datetime', sortable: true, width: 170 },
]);

export const PRODUCT_APPROVAL_DEFAULT_SORT = { order_by: 'submitted_at', direction: 'asc' } as const;
export const productApprovalListQuery = pagedQuery(productApprovalColumns, PRODUCT_APPROVAL_DEFAULT_SORT, { search: searchText });

/** The masterlist: every creation and change For Approval, paged, searchable by number, code or name. */
export const listProductApprovals = endpoint<ApprovalRow[]>()({
  method: 'GET',
  path: '/products/approvals/list',
  query: productApprovalListQuery,
  paged: true,
  tag: 'product-approvals',
});

// ---- Decisions -------------------------------------------------------------------------------

/** A decision changes both lists (a change waits in both) and the product master (a new product, applied changes, no longer pending). */
const DECIDED = ['product-approvals', 'product-updates', 'products'] as const;

export const approveProductCreationEp = endpoint<{ product_id: number; product_code: string }>()({
  method: 'POST',
  path: '/products/add/approved/:approval_code',
  params: approvalCodeParams,
  query: noQuery,
  invalidates: DECIDED,
});
export const declineProductCreationEp = endpoint<{ approval_code: string }>()({
  method: 'POST',
  path: '/products/add/declined/:approval_code',
  params: approvalCodeParams,
  query: noQuery,
  invalidates: DECIDED,
});
export const approveProductUpdateEp = endpoint<{ product_update_no: string }>()({
  method: 'POST',
  path: '/products/update-approval/:product_update_no/approve',
  params: updateNoParams,
  query: noQuery,
  invalidates: DECIDED,
});
export const declineProductUpdateEp = endpoint<{ product_update_no: string }>()({
  method: 'POST',
  path: '/products/update-approval/:product_update_no/decline',
  params: updateNoParams,
  query: noQuery,
  invalidates: DECIDED,
});
/** The change waiting for a product, approved by the product's code (the older call; the screens decide by number). */
export const approveProductChangeOfEp = endpoint<{ product_update_no: string }>()({
  method: 'POST',
  path: '/products/update/approved/:product_code',
  params: productCodeParams,
  query: noQuery,
  invalidates: DECIDED,
});
