import { z } from 'zod';
import { isExpired } from './expiry';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery, workflow } from './kit';
import { optText, requiredText, wholeIn } from './kit/formFields';
import { effectsOf } from './kit/effects';

/**
 * Inventory receipts (issue 12 "Receipts", routes of 000 §2.5): the warehouse
 * receives an approved purchase order onto pallets (batch, manufacturing and
 * expiry dates, quantity, free goods), quality inspects each line (accepts or
 * rejects with a reason), another user approves (never the maker nor the
 * inspector). Approval posts (server/inventoryReceipts/posting.ts):
 *   - the batch (product_batches), the receiving report and its lines for the
 *     accepted quantities: the payables read it "not yet invoiced", the
 *     purchase logs list it;
 *   - the entry: Dr Merchandise Inventory (1200) the VAT-exclusive cost, Dr
 *     Input VAT (1300) 12 % of the VATable cost, Cr Accounts Payable - Trade
 *     (2010) the total;
 *   - one IN movement per line onto its pallet (paid plus free goods, at the
 *     diluted cost), so the sub-ledger still equals GL 1200.
 * The PO's unit price is VAT-inclusive (products.cost); the cost is that
 * price / 1.12 to the centavo (as products.cost_vat), the price itself for a
 * VAT-exempt product.
 *
 * Transitions: draft -> for_inspection -> inspected -> approved; rejected
 * from for_inspection (inspector) or inspected (approver), with the reason;
 * cancelled by the maker from draft or for_inspection, with the reason.
 * Quantities received (live receipts, approved ones by their accepted
 * quantity) never exceed a PO line's ordered quantity: checked under the
 * purchase order's row lock on every save and on approval.
 */
export const RECEIPT_STATUSES = {
  draft: 'Draft',
  for_inspection: 'For Inspection',
  inspected: 'For Approval',
  approved: 'Approved',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
} as const;
export type ReceiptStatus = keyof typeof RECEIPT_STATUSES;

/** The list's tabs (/inventory/receipts/{tab}), in order, each one status. */
export const RECEIPT_TABS = [
  { tab: 'draft', status: 'draft', label: 'Drafts' },
  { tab: 'pending', status: 'for_inspection', label: 'For Inspection' },
  { tab: 'inspected', status: 'inspected', label: 'For Approval' },
  { tab: 'approved', status: 'approved', label: 'Approved' },
  { tab: 'rejected', status: 'rejected', label: 'Rejected' },
  { tab: 'cancelled', status: 'cancelled', label: 'Cancelled' },
] as const satisfies readonly { tab: string; status: ReceiptStatus; label: string }[];
export type ReceiptTab = (typeof RECEIPT_TABS)[number]['tab'];

/**
 * A receipt's moves on the workflow kit (server/inventoryReceipts/transitions.ts): the maker sends a draft
 * for inspection; the inspector's inspection is a signature (barred from approving like a maker); approving
 * stocks it in and posts the receiving report; a rejection is the inspector's before the inspection and a
 * checker's after it; the maker cancels a draft (theirs) or one waiting for inspection.
 */
export const receiptWorkflow = workflow({
  noun: 'Inventory receipt',
  module: 'Inventory Receipt',
  statuses: RECEIPT_STATUSES,
  tabs: [],
  actions: {
    submit: { label: 'Send for Inspection', from: ['draft'], to: 'for_inspection', scope: 'create_inventory_receipt', ownDraft: true, makes: 'submitted', done: 'sent for inspection' },
    inspect: { label: 'Inspect', from: ['for_inspection'], to: 'inspected', scope: 'inspect_inventory_receipt', stamp: 'inspected', makes: 'signed', done: 'inspected' },
    approve: { label: 'Approve', from: ['inspected'], to: 'approved', scope: 'approve_inventory_receipt', stamp: 'decided', checker: true, done: 'approved', variant: 'success' },
    reject_inspection: { label: 'Reject', from: ['for_inspection'], to: 'rejected', scope: 'inspect_inventory_receipt', stamp: 'decided', reason: 'required', done: 'rejected', variant: 'danger' },
    reject: { label: 'Reject', from: ['inspected'], to: 'rejected', scope: 'approve_inventory_receipt', stamp: 'decided', reason: 'required', checker: true, done: 'rejected', variant: 'danger' },
    cancel: { label: 'Cancel', from: ['draft', 'for_inspection'], to: 'cancelled', scope: 'create_inventory_receipt', stamp: 'decided', reason: 'required', ownDraft: ['draft'], done: 'cancelled', variant: 'outline-danger' },
  },
});

export const INVENTORY_ACCOUNT = '1200';
export const INPUT_VAT_ACCOUNT = '1300';
export const PAYABLE_ACCOUNT = '2010';

export const RECEIPT_MESSAGES = {
  poRequired: 'Purchase Order is required.',
  poNotOpen: 'The purchase order is not approved or has nothing left to receive.',
  warehouseRequired: 'Warehouse is required.',
  linesRequired: 'Add at least one line.',
  lineNotOnPo: 'The product is not on this purchase order.',
  duplicateBatch: 'The same product and batch are listed twice.',
  expiryAfterManufacturing: 'Expiry Date must be after the Manufacturing Date.',
  // contract/expiry.ts: a batch is expired from its expiry date on, so one expiring today is not received either.
  expiryPast: 'Expiry Date must be after today: a batch is expired from its expiry date on.',
  manufacturingFuture: 'Manufacturing Date must not be after the receipt date.',
  receiptDateFuture: 'Receipt Date must not be in the future.',
  receiptBeforePo: 'Receipt Date must not be before the purchase order date.',
  overReceipt: (product: string, remaining: number) => `Only ${remaining} of ${product} remain to be received on this purchase order.`,
  palletNotInWarehouse: 'The pallet is not an active pallet of this warehouse.',
  batchExpiryDiffers: (batch: string, expiry: string) => `Batch ${batch} is already recorded with expiry ${expiry}.`,
  notEditable: 'Only a draft receipt can be changed.',
  notForInspection: 'Only a receipt waiting for inspection can be inspected.',
  inspectEveryLine: 'Inspect every line of the receipt.',
  rejectReasonRequired: 'Reason is required when anything is rejected.',
  nothingAccepted: 'Nothing is accepted: reject the receipt instead.',
  makerCannotApprove: 'The maker of a receipt cannot approve it.',
  inspectorCannotApprove: 'The inspector of a receipt cannot approve it.',
  nothingToPost: 'Nothing accepted has a cost: there is no entry to post.',
  notRejectable: 'Only a receipt for inspection or for approval can be rejected.',
  notFound: 'Inventory receipt not found.',
} as const;

// ---- Input -------------------------------------------------------------------------------------

/** Units of one line: whole, at most a million (so sums of units stay far inside int4). */
const MAX_UNITS = 1_000_000;
const whole = (label: string, min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v === '' || v === null ? undefined : v),
    wholeIn(label, min).max(MAX_UNITS, `${label} must not be more than ${MAX_UNITS}.`),
  );

export const receiptLineInput = z
  .object({
    pr_line_id: id({ error: 'Product is required.' }),
    batch_no: requiredText('Batch No.', 40).regex(/^([A-Za-z0-9][A-Za-z0-9./-]*)?$/, 'Batch No. may hold letters, digits, dots, slashes and dashes.'),
    manufacturing_date: isoDate,
    expiry_date: isoDate,
    quantity: whole('Quantity', 1),
    free_goods: whole('Free Goods', 0).default(0),
    pallet_id: id({ error: 'Pallet is required.' }),
  })
  .strict();
export type ReceiptLineInput = z.input<typeof receiptLineInput>;

export const receiptInput = z
  .object({
    po_hdr_id: id({ error: RECEIPT_MESSAGES.poRequired }),
    warehouse_id: id({ error: RECEIPT_MESSAGES.warehouseRequired }),
    receipt_date: isoDate,
    delivery_ref: optText('Delivery Receipt No.', 60),
    remarks: optText('Remarks', 500),
    lines: z.array(receiptLineInput, { error: RECEIPT_MESSAGES.linesRequired }).min(1, RECEIPT_MESSAGES.linesRequired).max(100, 'At most 100 lines in one receipt.'),
    /** Send it for inspection at once (else it stays a draft). */
    submit: z.boolean().default(false),
  })
  .strict()
  .superRefine((r, ctx) => {
    const seen = new Set<string>();
    r.lines.forEach((l, n) => {
      const key = `${l.pr_line_id}|${l.batch_no.trim().toUpperCase()}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', n, 'batch_no'], message: RECEIPT_MESSAGES.duplicateBatch });
      seen.add(key);
      if (l.manufacturing_date > r.receipt_date) ctx.addIssue({ code: 'custom', path: ['lines', n, 'manufacturing_date'], message: RECEIPT_MESSAGES.manufacturingFuture });
    });
  });
export type ReceiptInput = z.input<typeof receiptInput>;

/**
 * The date rules of a receipt the form and the server both apply (the server with its own clock): expiry
 * after manufacturing, no expired batch, no receipt dated after today. Not in the schema: a schema rule
 * between two dates would leave the input fuzz without a valid sample.
 */
export function datedProblems(r: { receipt_date: string; lines: { manufacturing_date: string; expiry_date: string }[] }, today: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (r.receipt_date > today) out.receipt_date = RECEIPT_MESSAGES.receiptDateFuture;
  r.lines.forEach((l, n) => {
    if (l.expiry_date && l.manufacturing_date && l.expiry_date <= l.manufacturing_date) out[`lines.${n}.expiry_date`] = RECEIPT_MESSAGES.expiryAfterManufacturing;
    else if (l.expiry_date && isExpired(l.expiry_date, today)) out[`lines.${n}.expiry_date`] = RECEIPT_MESSAGES.expiryPast;
  });
  return out;
}

export const inspectionInput = z
  .object({
    lines: z
      .array(
        z
          .object({
            receipt_line_id: id(),
            accepted_quantity: whole('Accepted Quantity', 0),
            accepted_free_goods: whole('Accepted Free Goods', 0).default(0),
            reject_reason: optText('Reason', 255),
          })
          .strict(),
      )
      .min(1, RECEIPT_MESSAGES.inspectEveryLine)
      .max(100, 'At most 100 lines in one receipt.'),
  })
  .strict();
export type InspectionInput = z.input<typeof inspectionInput>;

export const receiptReasonInput = z.object({ reason: requiredText('Reason', 500) }).strict();

// ---- Reading -----------------------------------------------------------------------------------

export interface ReceiptRow {
  receipt_id: number;
  receipt_no: string;
  receipt_date: string;
  po_no: string;
  supplier_name: string;
  warehouse_name: string;
  status: ReceiptStatus;
  line_count: number;
  quantity: number;
  /** The cost at the PO's VAT-inclusive prices of the quantities received (accepted, once inspected). */
  amount: string;
  rr_no: string | null;
  maker: string | null;
  updated_at: string;
}

export const receiptColumns = columns<ReceiptRow>()([
  { key: 'receipt_date', header: 'Receipt Date', kind: 'date', sortable: true, width: 120 },
  { key: 'receipt_no', header: 'Receipt No.', kind: 'text', sortable: true, width: 150 },
  { key: 'po_no', header: 'PO No.', kind: 'text', sortable: true, width: 130 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', sortable: true, width: 230 },
  { key: 'warehouse_name', header: 'Warehouse', kind: 'text', width: 180 },
  { key: 'line_count', header: 'Lines', kind: 'number', width: 80 },
  { key: 'quantity', header: 'Quantity', kind: 'quantity', width: 100 },
  { key: 'amount', header: 'Amount (VAT Inclusive)', kind: 'money', sortable: true, width: 170 },
  { key: 'status', header: 'Status', kind: 'status', labels: RECEIPT_STATUSES, width: 130 },
  { key: 'rr_no', header: 'Receiving Report', kind: 'text', width: 150 },
  { key: 'maker', header: 'Received By', kind: 'text', width: 140 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 160 },
]);

export const receiptListQuery = pagedQuery(
  receiptColumns,
  { order_by: 'receipt_date', direction: 'desc' },
  {
    status: z.enum(Object.keys(RECEIPT_STATUSES) as [ReceiptStatus, ...ReceiptStatus[]]).optional(),
    search: text().trim().max(100).optional(),
  },
);

export interface ReceiptLine {
  receipt_line_id: number;
  line_no: number;
  pr_line_id: number;
  product_id: number;
  product_code: string;
  product_name: string;
  batch_no: string;
  manufacturing_date: string;
  expiry_date: string;
  quantity: number;
  free_goods: number;
  warehouse_id: number;
  floor_id: number;
  floor: string;
  pallet_id: number;
  pallet_code: string;
  accepted_quantity: number | null;
  accepted_free_goods: number | null;
  reject_reason: string | null;
  /** The PO's price per box, VAT-inclusive. */
  unit_price: string;
  /** The cost per box the books take, VAT-exclusive. */
  unit_cost: string;
  ordered_quantity: number;
  /** What is left of the PO line for this receipt (the other live receipts deducted). */
  remaining_quantity: number;
}
export interface ReceiptEntryLine {
  account_code: string;
  account_name: string;
  debit: string;
  credit: string;
}
export interface ReceiptDetail extends ReceiptRow {
  po_hdr_id: number;
  po_date: string;
  supplier_id: number;
  warehouse_id: number;
  delivery_ref: string | null;
  remarks: string | null;
  reason: string | null;
  created_by: number;
  inspected_by: number | null;
  inspected_by_name: string | null;
  inspected_at: string | null;
  decided_by_name: string | null;
  decided_at: string | null;
  journal_entry: string | null;
  lines: ReceiptLine[];
  /** VAT-exclusive cost, input VAT and their total, of the accepted quantities once inspected, else of the quantities received. */
  net: string;
  vat: string;
  total: string;
  /** The posted entry (approved), else the one approval would post. */
  entry: ReceiptEntryLine[];
}

export interface OpenPoLine {
  pr_line_id: number;
  product_id: number;
  product_code: string;
  product_name: string;
  shelf_life_months: number | null;
  ordered_quantity: number;
  received_quantity: number;
  remaining_quantity: number;
  unit_price: string;
}
export interface OpenPo {
  po_hdr_id: number;
  po_no: string;
  po_date: string;
  supplier_id: number;
  supplier_name: string;
  lines: OpenPoLine[];
}
export const openPoQuery = z
  .object({
    search: text().trim().max(100).optional(),
    /** The receipt being edited: its own quantities do not count against the remaining. */
    receipt_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()).optional(),
  })
  .strict();

export interface ReceiptPallet {
  pallet_id: number;
  pallet_code: string;
  floor_id: number;
  floor: string;
  zone_name: string | null;
  /** Units on the pallet now (all batches). */
  quantity: number;
}
export const receiptPalletsQuery = z
  .object({
    warehouse_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id({ error: RECEIPT_MESSAGES.warehouseRequired })),
    floor_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()).optional(),
  })
  .strict();

const idParams = z.object({ id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();

const P = '/inventory/receipts';
const TAG = 'inventory-receipts';
/** An approval changes stock, the payables' open receiving reports and the purchase logs. */
const INVALIDATES = effectsOf([TAG, 'payable-vouchers', 'purchase-logs'], 'books', 'stock');

export const receiptListEp = endpoint<ReceiptRow[]>()({ method: 'GET', path: P, query: receiptListQuery, paged: true, tag: TAG });
/** Receipts per status, for the tabs' counts. */
export const receiptCountsEp = endpoint<Record<ReceiptStatus, number>>()({ method: 'GET', path: `${P}/counts`, tag: TAG });
export const receiptOpenPosEp = endpoint<OpenPo[]>()({ method: 'GET', path: `${P}/open-purchase-orders`, query: openPoQuery, tag: TAG });
export const receiptPalletsEp = endpoint<ReceiptPallet[]>()({ method: 'GET', path: `${P}/pallets`, query: receiptPalletsQuery, tag: 'warehouse-pallets' });
export const receiptShowEp = endpoint<ReceiptDetail>()({ method: 'GET', path: `${P}/:id`, params: idParams, tag: TAG });
export const receiptCreateEp = endpoint<ReceiptDetail>()({ method: 'POST', path: P, body: receiptInput, form: true, invalidates: INVALIDATES });
export const receiptUpdateEp = endpoint<ReceiptDetail>()({ method: 'POST', path: `${P}/:id/update`, params: idParams, body: receiptInput, form: true, invalidates: INVALIDATES });
export const receiptSubmitEp = endpoint<ReceiptDetail>()({ method: 'POST', path: `${P}/:id/submit`, params: idParams, invalidates: INVALIDATES });
export const receiptInspectEp = endpoint<ReceiptDetail>()({ method: 'POST', path: `${P}/:id/inspect`, params: idParams, body: inspectionInput, form: true, invalidates: INVALIDATES });
export const receiptApproveEp = endpoint<ReceiptDetail>()({ method: 'POST', path: `${P}/:id/approve`, params: idParams, invalidates: INVALIDATES });
export const receiptRejectEp = endpoint<ReceiptDetail>()({ method: 'POST', path: `${P}/:id/reject`, params: idParams, body: receiptReasonInput, form: true, invalidates: INVALIDATES });
export const receiptCancelEp = endpoint<ReceiptDetail>()({ method: 'POST', path: `${P}/:id/cancel`, params: idParams, body: receiptReasonInput, form: true, invalidates: INVALIDATES });
