import { z } from 'zod';
import { id, isoDate, text, wholeNumber } from './envelope';
import { columns, effectsOf, endpoint, pagedQuery, searchText, workflow } from './kit';
import { optId, requiredMoney } from './kit/formFields';

/**
 * Stock Returns Pull-Out (SRPF, spec 002 §2.9, §3.16-§3.18, §4-§9; issue 11).
 *
 * Lifecycle: a maker saves a return (0 on-process), submits it with the
 * requestor's signature (3 for approval); a checker (never its maker) approves
 * (1), declines (2, reason) or returns it to the maker (4, reason); from
 * on-process it may also be returned for split batching (4). Declined and
 * returned ones are edited by the maker and submitted again. Approved returns
 * wait in Not yet Received until the warehouse receives the goods.
 *
 * Books (server/srpf/postings.ts): approving a customer return (SRPF) posts its
 * credit memo: sales returns (4020) and output VAT (2100) debited, the
 * customer's receivable (1100) credited for the applicable amount up to what
 * the invoices still owe, and the rest, or all of it on Apply to Advances,
 * credited to the customer's advances (2050): no invoice ever carries a
 * credit balance (the database refuses it, migration 138). The 60-40
 * near-expiry share (40 % of the line) is not credited: the customer bears it.
 * Receiving the goods puts the whole packs back into their batch at cost
 * (1200 debited, 5010 credited). A return to supplier (SRPF-RTS) posts nothing
 * at approval; releasing it takes the packs out of stock against the supplier's
 * payable (2010 debited, 1200 credited).
 */

export const SRPF_STATUS = { PENDING: 0, APPROVED: 1, DECLINED: 2, FOR_APPROVAL: 3, RETURNED: 4 } as const;
export type SrpfStatus = (typeof SRPF_STATUS)[keyof typeof SRPF_STATUS];
export const SRPF_STATUS_NAMES: Readonly<Record<SrpfStatus, string>> = { 0: 'Pending', 1: 'Approved', 2: 'DECLINED', 3: 'FOR APPROVAL', 4: 'RETURNED TO MAKER' };

export const SRPF_TYPES = { SRPF: 'Customer Returns', 'SRPF-RTS': 'Return to Supplier' } as const;
export type SrpfType = keyof typeof SRPF_TYPES;

export const NEAR_EXPIRY_6040 = '60-40 Near Expiry';
/** The nine reasons of §9. */
export const SRPF_REASONS = [
  'Near Expiry',
  NEAR_EXPIRY_6040,
  'Initial Stocking',
  'Erroneous Delivery',
  'Late arrival of item',
  'Erroneous Order',
  'Defective Item Received',
  'Erroneous Discount Application',
  'Others',
] as const;

export const SRPF_DISPOSITIONS = { apply_aging: 'Apply to Aging', apply_advances: 'Apply to Advances' } as const;

/** §9 debounces and page sizes. */
export const SRPF_ORDER_SEARCH_DEBOUNCE_MS = 800;
export const SRPF_EXPORT_SEARCH_DEBOUNCE_MS = 1000;
export const SRPF_HISTORICAL_PAGE_SIZE = 50;
/** ERP orders: invoices of the last year; older ones are the HISTORICAL orders. */
export const SRPF_ERP_ORDER_DAYS = 365;
/** Signature pad: pen width and the pad's height (max line height 100). */
export const SIGNATURE_HEIGHT = 100;

/** Every message of §5 and §8 the screens and the server say. */
export const SRPF_MESSAGES = {
  noPermission: "You don't have permission to access this.",
  invalidCustomerCode: (code: string) => `Invalid Customer Code:${code}`,
  selectCustomerFirst: 'Please select customer first',
  selectACustomer: 'Please select a Customer',
  maxQuantity: (n: number) => `${n} is the maximum quantity to return`,
  dilutedCostZero: (name: string) => `Product: ${name} diluted cost is 0`,
  selectFile: 'Please select a file to upload.',
  confirmUpload: 'Are you sure you want to upload?',
  notUploaded: 'Attachment(s) not yet uploaded, Please click Upload Attachment.',
  noBilling: 'This Customer has no Billing Information.',
  confirmSave: 'Are you sure you want to save?',
  confirmUpdate: 'Are you sure you want to update?',
  confirmRemoveRow: 'Do you want to remove this row?',
  confirmClear: 'Are you sure to clear all fields?',
  submitted: 'Sale Return successfully submitted for approval',
  submittedDialog: 'Submitted successfully!',
  somethingWrong: 'Something went wrong!',
  oops: 'Oops Something went Wrong!',
  warning: 'Warning!',
  exportFailed: 'Something went wrong while exporting, Please try again.',
  processing: 'Error Processing Request, Please try again later.',
  recordNotFound: 'Record not found.',
  noDeclinedReason: 'No Declined Reason',
  noCustomerInfo: 'No Customer Info!',
  dateRequired: 'Date is required.',
  typeRequired: 'Type is required.',
  noLines: 'Add at least one product to return.',
  signatureRequired: 'Requestor signature is required.',
  reasonRequired: 'Please give a reason.',
  overApplied: 'Total applied amount cannot be more than the applicable amount.',
  invoiceNotOpen: (si: string, balance: string) => `SI ${si} has only ${balance} left to apply.`,
  invoiceNotCustomers: "The invoice is not this customer's.",
  lineNotCustomers: "The order line is not this customer's.",
  alreadyReceived: (no: string) => `SRPF ${no} was received already.`,
  notApproved: (no: string) => `SRPF ${no} is not approved yet.`,
  notEnoughStock: (product: string, batch: string) => `Not enough stock of ${product} batch ${batch} to return to the supplier.`,
} as const;

export const srpfWorkflow = workflow({
  noun: 'SRPF',
  module: 'Stock Returns Pull-Out',
  statuses: SRPF_STATUS_NAMES,
  tabs: [
    { key: 'OnProcessSRPF', label: 'On-Process SRPF', statuses: [0], scope: 'srpf_onprocess_list' },
    { key: 'ForApproval', label: 'For Approval', statuses: [3], scope: 'srpf_approval_list' },
    { key: 'ApprovedSRPF', label: 'Approved SRPF', statuses: [1], scope: 'srpf_approved_list' },
    { key: 'DeclinedSRPF', label: 'Declined SRPF', statuses: [2], scope: 'srpf_declined_list' },
    { key: 'ReturnedSRPF', label: 'Returned to maker', statuses: [4], scope: 'srpf_returned_list' },
    { key: 'NotYetReceivedSRPF', label: 'Not yet Received', statuses: [1], scope: 'view_not_yet_returned_srpf_list' },
  ],
  actions: {
    submit: {
      makes: 'submitted',
      ownDraft: true,
      label: 'For Approval',
      from: [0, 2, 4],
      to: 3,
      scope: 'approval_Srpf',
      stamp: 'submitted',
      done: 'submitted for approval',
      variant: 'primary',
      confirm: { title: 'Submit for approval?', text: 'Are you sure you want to submit this for approval?' },
    },
    approve: {
      label: 'Approve',
      from: [3],
      to: 1,
      scope: 'approve_Srpf',
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Approve SRPF?', text: 'Are you sure you want to approve this?' },
    },
    decline: {
      label: 'Decline',
      from: [3],
      to: 2,
      scope: 'decline_Srpf',
      stamp: 'declined',
      reason: 'required',
      checker: true,
      done: 'declined',
      variant: 'danger',
      confirm: { title: 'Decline SRPF?', text: 'Are you sure you want to decline this?' },
    },
    return: {
      label: 'Return to Maker',
      from: [3],
      to: 4,
      scope: 'decline_Srpf',
      stamp: 'returned',
      reason: 'required',
      checker: true,
      done: 'returned to maker',
      variant: 'warning',
      confirm: { title: 'Return to maker?', text: 'Are you sure you want to return this to the maker?' },
    },
    split: {
      label: 'RTM for Split Batching',
      from: [0],
      to: 4,
      scope: 'split_srpf',
      stamp: 'returned',
      reason: 'required',
      done: 'returned to maker for split batching',
      variant: 'outline-secondary',
      confirm: { title: 'Return for split batching?', text: 'Are you sure you want to return this to the maker for split batching?' },
    },
  },
});
export type SrpfTab = 'OnProcessSRPF' | 'ForApproval' | 'ApprovedSRPF' | 'DeclinedSRPF' | 'ReturnedSRPF' | 'NotYetReceivedSRPF';
export type SrpfAction = keyof typeof srpfWorkflow.actions;
/** The list scopes (any tab), and with Add New the scopes that open the page. */
export { SRPF_TAB_SCOPES, SRPF_PAGE_SCOPES } from './srpfScopes';

// ---- Arithmetic (the server computes the same in SQL numeric) ---------------------------------

const cents = (s: string) => Math.round(Number(s) * 100);
const pesos = (c: number) => (c / 100).toFixed(2);

/**
 * One line's amounts (§9): unit cost per pack, or per piece when loose (the
 * pack's price / qty per pack); total = quantity × unit cost; a 60-40 Near
 * Expiry line counts 40 % of its total as the near-expiry amount; applicable =
 * total - near-expiry. Used by the form to show what the server will store.
 */
export function lineAmounts(l: { pack_price: string; qty_per_pack: number; quantity: number; is_loose: boolean; reason: string }) {
  const unit = l.is_loose ? Number(l.pack_price) / l.qty_per_pack : Number(l.pack_price);
  const total = Math.round(unit * l.quantity * 100);
  const near = l.reason === NEAR_EXPIRY_6040 ? Math.round(total * 0.4) : 0;
  return { unit_cost: unit.toFixed(4), total_cost: pesos(total), near_expiry_amount: pesos(near), applicable_amount: pesos(total - near) };
}

/** Totals of §9: total, near-expiry, applicable, applied and balance (applicable - applied). */
export function srpfTotals(lines: { total_cost: string; near_expiry_amount: string }[], applied: string[]) {
  const total = lines.reduce((s, l) => s + cents(l.total_cost), 0);
  const near = lines.reduce((s, l) => s + cents(l.near_expiry_amount), 0);
  const app = applied.reduce((s, a) => s + cents(a || '0'), 0);
  return { total_amount: pesos(total), total_amount_near_ex: pesos(near), applicable_amount: pesos(total - near), total_applied: pesos(app), total_balance: pesos(total - near - app) };
}

// ---- Rows ---------------------------------------------------------------------------------

export interface SrpfListRow {
  srpf_id: number;
  srpf_no: string;
  srpf_date: string;
  srpf_type: SrpfType;
  status: SrpfStatus;
  customer_code: string | null;
  customer_name: string | null;
  total_amount: string;
  total_amount_near_ex: string;
  applicable_amount: string;
  encoded_by: string | null;
  approved_by: string | null;
  /** The latest decline or return reason (a row with one is highlighted). */
  reject_reason: string | null;
  reason: string | null;
  cm_no: string | null;
  received_at: string | null;
  viewSrpfPermission: boolean;
}

export const srpfColumns = columns<SrpfListRow>()([
  { key: 'srpf_no', header: 'SRPF No.', kind: 'text', sortable: true, width: 150 },
  { key: 'srpf_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'srpf_type', header: 'Type', kind: 'status', labels: SRPF_TYPES, width: 160 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 130 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 240 },
  { key: 'total_amount', header: 'Total Amount', kind: 'money', sortable: true, width: 130 },
  { key: 'total_amount_near_ex', header: 'Near Expiry Amount', kind: 'money', width: 150 },
  { key: 'applicable_amount', header: 'Applicable Amount', kind: 'money', sortable: true, width: 150 },
  { key: 'status', header: 'Status', kind: 'status', labels: SRPF_STATUS_NAMES, width: 150 },
  { key: 'encoded_by', header: 'Encoded By', kind: 'text', width: 170 },
  { key: 'approved_by', header: 'Approved By', kind: 'text', width: 170 },
  { key: 'cm_no', header: 'Credit Memo No.', kind: 'text', width: 150 },
]);

export const srpfListQuery = pagedQuery(srpfColumns, { order_by: 'srpf_date', direction: 'desc' }, { search: searchText });

export interface SrpfLine {
  srpf_dtl_id: number;
  transaction_id: number;
  product_id: number;
  product_info: { product_name: string; product_code: string };
  batch_no: string;
  expiry_date: string;
  dr_reference: string;
  si_reference: string;
  quantity: number;
  unit: string;
  is_loose: boolean;
  qty_per_pack: number;
  unit_cost: string;
  total_cost: string;
  discount: string;
  reason: string;
  near_expiry_amount: string;
  applicable_amount: string;
  diluted_cost: string;
  /** What may still be returned of the invoice line, in this line's unit, counting this return's own quantity. */
  returnable_qty: number;
}

export interface SrpfDisposition {
  disposition_id: number;
  si_id: number;
  date: string;
  due_date: string;
  dr_no: string;
  si_no: string;
  current_balance: string;
  applied_amount: string;
}

export interface SrpfReason {
  kind: 'declined' | 'returned' | 'split';
  reject_reason: string;
  by: string | null;
  at: string;
}

export interface SrpfAttachment {
  attachment_id: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_at: string;
}

export interface SrpfView extends SrpfListRow {
  customer_id: number;
  address: string | null;
  remarks: string | null;
  /** Ours (issue 28): the recall this return pulls back, if it names one. */
  recall_id?: number | null;
  recall_no?: string | null;
  disposition: keyof typeof SRPF_DISPOSITIONS | null;
  total_applied: string;
  total_balance: string;
  signature: string | null;
  created_by: number;
  submitted_at: string | null;
  approved_at: string | null;
  declined_by: string | null;
  returned_by: string | null;
  cm_journal_entry: string | null;
  received_by: string | null;
  received_journal_entry: string | null;
  lines: SrpfLine[];
  disposition_reference: SrpfDisposition[];
  reasons: SrpfReason[];
  attachments: SrpfAttachment[];
}

export interface SrpfCustomer {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  address: string | null;
  channel: string | null;
  has_billing: boolean;
}

/** A line of a customer's invoice that may be returned (ERP or HISTORICAL order). */
export interface CustomerOrderLine {
  transaction_id: number;
  si_id: number;
  product_id: number;
  product_name: string;
  product_code: string;
  batch_no: string;
  expiry_date: string;
  dr_no: string;
  si_number: string;
  si_date: string;
  qty_ordered: number;
  /** In packs; in pieces that is remaining_qty × qty_per_pack less loose pieces returned. */
  remaining_qty: number;
  remaining_pieces: number;
  qty_per_pack: number;
  uom: string;
  /** VAT-inclusive price per pack after the line's discount. */
  selling_price: string;
  discount: string;
  /** Inventory cost per pack, VAT-exclusive. */
  diluted_cost: string;
}

export interface AgingRow {
  si_id: number;
  date: string;
  due_date: string;
  dr_no: string;
  si_number: string;
  in_transit: boolean;
  amount: string;
}

/** The approved returns of a customer with their credit memos (the memo approval form). */
export interface SrpfCreditMemoRow {
  srpf_id: number;
  srpf_no: string;
  srpf_date: string;
  approved_at: string | null;
  cm_no: string | null;
  journal_entry: string | null;
  applicable_amount: string;
  total_amount_near_ex: string;
  received: boolean;
}

// ---- Bodies ----------------------------------------------------------------------------------

const srpfNo = text({ error: 'SRPF No. is required.' }).trim().min(1, 'SRPF No. is required.').max(40, 'SRPF No. must be at most 40 characters.');
const reasonText = text({ error: SRPF_MESSAGES.reasonRequired }).trim().min(1, SRPF_MESSAGES.reasonRequired).max(1000, 'Reason must be at most 1000 characters.');

export const srpfLineInput = z
  .object({
    transaction_id: id({ error: 'Choose the order line.' }),
    quantity: wholeNumber(1, 1_000_000, { error: 'Quantity must be a whole number.' }),
    is_loose: z.boolean().default(false),
    reason: z.enum(SRPF_REASONS, { error: 'Choose a reason.' }),
  })
  .strict();

export const srpfBody = z
  .object({
    customer_id: id({ error: SRPF_MESSAGES.selectACustomer }),
    srpf_date: isoDate,
    srpf_type: z.enum(['SRPF', 'SRPF-RTS'], { error: SRPF_MESSAGES.typeRequired }),
    remarks: text().trim().max(1000).nullish(),
    disposition: z.enum(['apply_aging', 'apply_advances']).nullish(),
    disposition_reference: z
      .array(z.object({ si_id: id({ error: 'Choose the invoice.' }), applied_amount: requiredMoney('Applied Amount').refine((s) => Number(s) > 0, 'Applied Amount must be more than zero.') }).strict())
      .max(200)
      .default([]),
    lines: z.array(srpfLineInput).min(1, SRPF_MESSAGES.noLines).max(200, 'At most 200 lines.'),
    /** Ours (issue 28), optional: the recall this return pulls back (the recall workspace counts every return of its batches either way). */
    recall_id: optId('Recall').optional(),
  })
  .strict();
export const srpfUpdateBody = srpfBody.extend({ srpf_id: id() }).strict();

export const srpfIdQuery = z.object({ srpf_id: id({ error: SRPF_MESSAGES.recordNotFound }) }).strict();
export const srpfNoQuery = z.object({ srpf_no: srpfNo }).strict();
export const srpfDecisionBody = z.object({ srpf_no: srpfNo }).strict();
export const srpfReasonBody = z.object({ srpf_no: srpfNo, reason: reasonText }).strict();
/** The pad's drawing as a PNG data URL (at most ~200 KB). */
export const signatureDataUrl = z
  .string({ error: SRPF_MESSAGES.signatureRequired })
  .max(280_000, 'The signature is too large.')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, SRPF_MESSAGES.signatureRequired);
/** The signature may be missing from the body: the route then answers 00001 on the field (spec: required to submit). */
export const srpfSubmitBody = z.object({ srpf_id: id(), requestor_signature: signatureDataUrl.optional() }).strict();

/**
 * Spec 002 §7.6: "list export uses srpf_id, location or filter (date_from, date_to, srpf_type, status)". srpf_id
 * exports that one return; `location` is accepted and narrows nothing (the spec does not say what it holds: the
 * conformance table records it).
 */
export const srpfExportQuery = z
  .object({
    srpf_id: id().optional(),
    location: text().trim().max(100).optional(),
    date_from: isoDate.optional(),
    date_to: isoDate.optional(),
    srpf_type: z.enum(['SRPF', 'SRPF-RTS', '']).optional(),
    status: z.preprocess((v) => (v === '' ? undefined : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v), z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).optional()),
    customer_id: id().optional(),
  })
  .strict();

const customerIdQuery = z.object({ customer_id: id({ error: SRPF_MESSAGES.selectACustomer }) }).strict();
export const historicalOrdersQuery = z
  .object({
    customer_id: id({ error: SRPF_MESSAGES.selectACustomer }),
    si_number: text().trim().max(40).optional(),
    page: wholeNumber(0).default(0),
    page_size: wholeNumber(1, 200).default(SRPF_HISTORICAL_PAGE_SIZE),
    search: searchText,
  })
  .strict();

// ---- Endpoints (spec §7.6, prefix /collection/salesreturn) --------------------------------------

const P = '/collection/salesreturn';
const list = <T extends string>(path: T) => endpoint<SrpfListRow[]>()({ method: 'GET', path: `${P}/${path}` as `${typeof P}/${T}`, query: srpfListQuery, paged: true, tag: 'srpf' });
export const SRPF_LIST_PATHS = {
  OnProcessSRPF: list('onprocesslist'),
  ForApproval: list('approvallist'),
  ApprovedSRPF: list('approvedlist'),
  DeclinedSRPF: list('declinedlist'),
  ReturnedSRPF: list('returnedlist'),
  NotYetReceivedSRPF: list('not-yet-received'),
} as const satisfies Record<SrpfTab, unknown>;

export const srpfViewEp = endpoint<SrpfView>()({ method: 'GET', path: `${P}/view`, query: srpfIdQuery, tag: 'srpf' });
export const srpfApprovalViewEp = endpoint<SrpfView>()({ method: 'GET', path: `${P}/approval/view`, query: srpfIdQuery, tag: 'srpf' });
export const srpfByNoEp = endpoint<SrpfView>()({ method: 'GET', path: `${P}/bynumber`, query: srpfNoQuery, tag: 'srpf' });
/** 00013 and the spec's words, with the document as saved. */
export interface SrpfSaved {
  message: string;
  srpf: SrpfView;
}
export const createSrpfEp = endpoint<SrpfSaved>()({ method: 'POST', path: `${P}/createreturn`, body: srpfBody, form: true, invalidates: ['srpf'] });
export const updateSrpfEp = endpoint<SrpfSaved>()({ method: 'POST', path: `${P}/update`, body: srpfUpdateBody, form: true, invalidates: ['srpf'] });
export const submitSrpfEp = endpoint<SrpfView>()({ method: 'POST', path: `${P}/approval`, body: srpfSubmitBody, invalidates: ['srpf'] });
/** Approval posts the credit memo (the customer's receivable or an advance, the books); receipt posts the stock. */
export const approveSrpfEp = endpoint<SrpfView>()({ method: 'POST', path: `${P}/approve`, body: srpfDecisionBody, invalidates: effectsOf(['srpf'], 'books', 'receivables') });
export const declineSrpfEp = endpoint<SrpfView>()({ method: 'POST', path: `${P}/declined`, body: srpfReasonBody, invalidates: ['srpf'] });
export const returnSrpfEp = endpoint<SrpfView>()({ method: 'POST', path: `${P}/returntomaker`, body: srpfReasonBody, invalidates: ['srpf'] });
export const splitSrpfEp = endpoint<SrpfView>()({ method: 'POST', path: `${P}/splitbatching`, body: srpfReasonBody, invalidates: ['srpf'] });
export const receiveSrpfEp = endpoint<SrpfView>()({ method: 'POST', path: `${P}/receive`, body: srpfDecisionBody, invalidates: effectsOf(['srpf'], 'books', 'stock') });
/** Attachments (multipart: srpf_no and the files in `attachments`) while the maker may still edit the return. */
export const SRPF_ATTACHMENT_FIELD = 'attachments';
/** The files a submission may bring (spec 002 §7.6 POST /approval, multipart). */
export const SRPF_SUBMIT_FILES_FIELD = 'documents_new';
export const attachSrpfEp = endpoint<SrpfView>()({ method: 'POST', path: `${P}/additional-attachment`, body: srpfDecisionBody, invalidates: ['srpf'] });
/** An attachment's file, streamed to whoever may open the return. */
export const srpfAttachmentPath = (id: number | string) => `${P}/attachments/${id}`;
export const rejectedReasonsEp = endpoint<SrpfReason[]>()({ method: 'GET', path: `${P}/getrejectedreason`, query: srpfNoQuery, tag: 'srpf' });
export const exportSrpfEp = endpoint<string>()({ method: 'GET', path: `${P}/export/srpf`, query: srpfExportQuery });
/** One return as a PDF: the download link of the file the server drew (contract/srpfPdf.ts). */
export const exportSrpfPdfEp = endpoint<string>()({ method: 'GET', path: `${P}/export/srpf/pdf`, query: srpfIdQuery });
export const srpfCustomerDetailsEp = endpoint<SrpfCustomer>()({ method: 'GET', path: `${P}/getcustomerdeatils`, query: z.object({ customer_code: text().trim().min(1).max(40) }).strict() });
export const srpfCustomerEp = endpoint<SrpfCustomer>()({ method: 'GET', path: `${P}/getcustomer`, query: customerIdQuery });
export const srpfSearchCustomerEp = endpoint<SrpfCustomer[]>()({ method: 'GET', path: `${P}/searchcustomer`, query: z.object({ search_param: text().trim().max(100).optional() }).strict() });
export const customerOrdersEp = endpoint<CustomerOrderLine[]>()({ method: 'GET', path: `${P}/getcustomerorders`, query: customerIdQuery });
export const customerHistoricalOrdersEp = endpoint<CustomerOrderLine[]>()({ method: 'GET', path: `${P}/getcustomerhistoricalorders`, query: historicalOrdersQuery, paged: true });
export const customerAgingEp = endpoint<AgingRow[]>()({ method: 'GET', path: `${P}/getcustomeraging`, query: customerIdQuery });
export const srpfCreditMemosEp = endpoint<SrpfCreditMemoRow[]>()({ method: 'GET', path: `${P}/creditmemos`, query: z.object({ customer_code: text().trim().min(1).max(40) }).strict(), tag: 'srpf' });
