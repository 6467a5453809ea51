import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import type { ExportResult } from './finance';
import { columns, endpoint, pagedQuery, report, workflow, type TabKeyOf } from './kit';
import { money, optId, optText, requiredText } from './kit/formFields';
import { PO_STATUS_NAMES } from './purchasing';

/**
 * Purchase orders (issue 14): the stock POs raised from approved purchase
 * requests or directly, their approval levels, non-asset POs (services, supplies), and
 * payable management (where each receipt's payable stands) with the stock PO
 * report. Status codes are the spec's (001): 0 Officer Aproval, 1 Approved,
 * 2 Cancelled, 3 Editing, 4 For VP Approval, 5 President Approval, 6 Manager
 * Approval.
 *
 * Levels by amount (migration 121, po_approval_levels): every PO needs the
 * officer; above ₱100,000 the manager, above ₱500,000 the vice president,
 * above ₱2,000,000 the president. Approving a level moves it to the next one
 * it needs, or to Approved. Nobody approves, returns or cancels a PO they
 * made (the request's maker, the PO's creator or its last editor).
 */
export type PoStatus = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const PO_LEVEL_STATUSES = [0, 6, 4, 5] as const;
export const PO_LEVEL_NAMES: Readonly<Record<(typeof PO_LEVEL_STATUSES)[number], string>> = { 0: 'Officer', 6: 'Manager', 4: 'Vice President', 5: 'President' };
/** What the levels' thresholds are in words (the server reads the same figures from po_approval_levels). */
export const PO_LEVEL_RULE = 'Officer always; Manager above ₱100,000; Vice President above ₱500,000; President above ₱2,000,000.';

const LEVELS = [0, 6, 4, 5] as const;
const reasonRequired = { reason: 'required' } as const;

/** Shared by the stock and the non-asset POs: same statuses, levels and actions. */
function poWorkflow<const N extends string>(noun: N, scope: 'view_purchase_orders', module: string) {
  return workflow({
    noun,
    module,
    statuses: PO_STATUS_NAMES as Readonly<Record<PoStatus, string>>,
    tabs: [
      { key: 'officer', label: 'Officer Approval', statuses: [0], scope },
      { key: 'manager', label: 'Manager Approval', statuses: [6], scope },
      { key: 'vp', label: 'For VP Approval', statuses: [4], scope },
      { key: 'president', label: 'President Approval', statuses: [5], scope },
      { key: 'approved', label: 'Approved', statuses: [1], scope },
      { key: 'editing', label: 'Editing', statuses: [3], scope },
      { key: 'cancelled', label: 'Cancelled', statuses: [2], scope },
    ],
    actions: {
      // The level after this one depends on the amount: the server decides (to stays "unchanged" here).
      approve: {
        label: 'Approve',
        from: LEVELS,
        to: 'unchanged',
        scope: 'approve_purchase_order',
        checker: true,
        done: 'approved',
        variant: 'success',
        confirm: { title: `Approve ${noun.toLowerCase()}?`, text: 'It moves to the next approval level it needs, or to Approved.' },
      },
      return: {
        label: 'Return to Editing',
        from: LEVELS,
        to: 3,
        scope: 'approve_purchase_order',
        checker: true,
        ...reasonRequired,
        done: 'returned to editing',
        variant: 'warning',
      },
      cancel: {
        label: 'Cancel',
        from: [...LEVELS, 3],
        to: 2,
        scope: 'approve_purchase_order',
        checker: true,
        ...reasonRequired,
        done: 'cancelled',
        variant: 'outline-danger',
      },
      update: { label: 'Save', from: [3], to: 'unchanged', makes: 'edited', scope: 'create_purchase_order', done: 'saved', variant: 'primary' },
      submit: {
        makes: 'submitted',
        label: 'Submit for Approval',
        from: [3],
        to: 0,
        scope: 'create_purchase_order',
        done: 'submitted for approval',
        variant: 'success',
        confirm: { title: 'Submit for approval?', text: 'The approval starts again at the officer.' },
      },
    },
  });
}

export const poWorkflowDef = poWorkflow('Purchase order', 'view_purchase_orders', 'Purchase Orders');
export const naPoWorkflowDef = poWorkflow('Non-asset purchase order', 'view_purchase_orders', 'Non-Asset Purchase Orders');
export type PoTab = TabKeyOf<typeof poWorkflowDef>;
export type PoAction = keyof typeof poWorkflowDef.actions;
export const PO_TABS = poWorkflowDef.tabs.map((t) => t.key) as PoTab[];
export const tabOfPoStatus = (status: number): PoTab => (poWorkflowDef.tabs.find((t) => (t.statuses as readonly number[]).includes(status))?.key ?? 'officer') as PoTab;

// ---- Stock purchase orders ---------------------------------------------------------------

export interface PoListRow {
  po_hdr_id: number;
  po_no: string;
  po_date: string;
  /** Null for a PO raised directly. */
  pr_hdr_id: number | null;
  pr_no: string | null;
  supplier_name: string;
  item_description: string;
  requester_name: string;
  delivery_date: string | null;
  total_amount: string;
  approved_status: PoStatus;
}

export const poColumns = columns<PoListRow>()([
  { key: 'po_no', header: 'PO No.', kind: 'text', sortable: true, width: 130 },
  { key: 'po_date', header: 'PO Date', kind: 'date', sortable: true, width: 120 },
  { key: 'pr_no', header: 'PR No.', kind: 'text', width: 120 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', sortable: true, width: 240 },
  { key: 'item_description', header: 'Item Description', kind: 'text', width: 300 },
  { key: 'requester_name', header: 'Requested By', kind: 'text', width: 170 },
  { key: 'delivery_date', header: 'Delivery Date', kind: 'date', sortable: true, width: 130 },
  { key: 'total_amount', header: 'Total Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'approved_status', header: 'Status', kind: 'status', labels: PO_STATUS_NAMES, width: 170 },
]);

const searchField = text().trim().max(100).optional();
/** A line's amount stays below ₱100 billion, so a PO's total always fits its column. */
const LINE_MAX = 100_000_000_000;
const LINE_TOO_LARGE = 'The line amount is too large.';
export const poListQuery = pagedQuery(poColumns, { order_by: 'po_no', direction: 'desc' }, { search: searchField });

export interface PoLevelSign {
  level_status: number;
  level: string;
  /** Null while the level waits. */
  approved_by: string | null;
  approved_at: string | null;
  /** The approver a substitute signed for ("B for A"), when one did. */
  on_behalf_of?: string | null;
  /** The authority the level needs, in words ("up to ₱100,000.00", "no limit"). */
  authority?: string;
  /**
   * For the level the document waits at: who may sign it now (their role's limit reaches the
   * level, they made nothing of the document and signed no other level of this round). Absent otherwise.
   */
  may_sign?: string[];
}

export interface PoLine {
  pr_line_id: number;
  line_no: number;
  product_id: number;
  product_name: string;
  ordered_qty: number;
  unit_price: string;
  total_amount: string;
  received_qty: number;
  invoiced_qty: number;
}

export interface PoReceipt {
  rr_id: number;
  rr_no: string;
  rr_date: string;
  received_amount: string;
  payable_status: PayableStatus;
  payable_voucher_hdr_id: number | null;
  pv_no: string | null;
  cv_no: string | null;
  paid_date: string | null;
}

/** A trail entry on the order's page: the spec's trail log shape (PoTrailRow) without the order's id. */
export interface PoTrailEntry {
  log_trail_id: number;
  user_details: { employee_name: string | null };
  remarks: string;
  date_time: string;
}

export interface PoDetail extends PoListRow {
  supplier_code: string;
  supplier_tin: string | null;
  supplier_address: string | null;
  payment_term: string;
  particulars: string | null;
  instructions: string | null;
  remarks: string | null;
  approval_cycle: number;
  /** The levels this PO's amount needs, in order, with who signed each in the current round. */
  levels: PoLevelSign[];
  lines: PoLine[];
  receipts: PoReceipt[];
  /** Where the PO's payables stand: the least advanced of its receipts' ('not_received' before any). */
  payable_status: PayableStatus | 'not_received';
  received_amount: string;
  invoiced_amount: string;
  paid_amount: string;
  trail: PoTrailEntry[];
  /** The signed-in user made it (requested, raised or edited it): they may not approve, return or cancel it. */
  made_by_you: boolean;
}

const poParams = z.object({ po_hdr_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
export const poReasonBody = z.object({ reason: requiredText('Reason', 500) }).strict();
export const poOptionalReasonBody = z.object({ reason: optText('Remarks', 500).optional() }).strict();

export const poEditBody = z
  .object({
    delivery_date: isoDate.nullable().optional(),
    instructions: optText('Special Instructions', 1000).optional(),
    lines: z
      .array(
        z
          .object({
            line_no: z.number({ error: 'Line number is required.' }).int().min(1).max(999),
            ordered_qty: z.number({ error: 'Quantity must be a whole number.' }).int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').max(10_000_000, 'Quantity is too large.'),
            unit_price: money('Unit Price'),
          })
          .strict()
          .refine((l) => l.ordered_qty * Number(l.unit_price) < LINE_MAX, { path: ['unit_price'], message: LINE_TOO_LARGE }),
      )
      .min(1, 'A purchase order needs at least one line.')
      .max(200, 'At most 200 lines.'),
  })
  .strict();
export type PoEditBody = z.input<typeof poEditBody>;

/**
 * A stock PO raised directly, without a purchase request: the supplier and its
 * products; each line's unit cost is the product's cost when saved (the server
 * reads it, never the client). It goes through the same levels as any PO.
 */
export const poCreateBody = z
  .object({
    supplier_id: id({ error: 'Supplier is required.' }),
    delivery_date: isoDate.nullable().optional(),
    instructions: optText('Special Instructions', 1000).optional(),
    lines: z
      .array(
        z
          .object({
            product_id: id({ error: 'Product is required.' }),
            ordered_qty: z.number({ error: 'Quantity must be a whole number.' }).int('Quantity must be a whole number.').min(1, 'Quantity must be at least 1.').max(10_000_000, 'Quantity is too large.'),
          })
          .strict(),
      )
      .min(1, 'A purchase order needs at least one line.')
      .max(200, 'At most 200 lines.'),
    /** Send for approval at once (otherwise it stays in Editing). */
    submit: z.boolean().default(false),
  })
  .strict();
export type PoCreateBody = z.input<typeof poCreateBody>;

export const poExportBody = z.object({ tab: z.enum(PO_TABS as [PoTab, ...PoTab[]], { error: 'Choose a status.' }), search: searchField }).strict();

const PO = '/purchase-orders';
export const PO_TAG = 'purchase-orders';
const PO_WRITES = [PO_TAG, 'purchase-requests', 'payable-management'] as const;

export const listPurchaseOrdersEp = endpoint<PoListRow[]>()({ method: 'GET', path: `${PO}/list/:tab`, query: poListQuery, paged: true, tag: PO_TAG });
export const exportPurchaseOrdersEp = endpoint<ExportResult>()({ method: 'POST', path: `${PO}/export`, body: poExportBody });
export const showPurchaseOrderEp = endpoint<PoDetail>()({ method: 'GET', path: `${PO}/show/:po_hdr_id`, params: poParams, tag: PO_TAG });
/** The PO as printed (the SPA draws the PDF). */
export const printPurchaseOrderEp = endpoint<PoDetail>()({ method: 'GET', path: `${PO}/print/:po_hdr_id`, params: poParams, tag: PO_TAG });
export const approvePurchaseOrderEp = endpoint<PoDetail>()({ method: 'POST', path: `${PO}/approve/:po_hdr_id`, params: poParams, body: poOptionalReasonBody, invalidates: PO_WRITES });
export const returnPurchaseOrderEp = endpoint<PoDetail>()({ method: 'POST', path: `${PO}/return/:po_hdr_id`, params: poParams, body: poReasonBody, form: true, invalidates: PO_WRITES });
export const cancelPurchaseOrderEp = endpoint<PoDetail>()({ method: 'POST', path: `${PO}/cancel/:po_hdr_id`, params: poParams, body: poReasonBody, form: true, invalidates: PO_WRITES });
export const updatePurchaseOrderEp = endpoint<PoDetail>()({ method: 'POST', path: `${PO}/update/:po_hdr_id`, params: poParams, body: poEditBody, form: true, invalidates: PO_WRITES });
export const createPurchaseOrderEp = endpoint<PoDetail>()({ method: 'POST', path: `${PO}/create`, body: poCreateBody, form: true, invalidates: PO_WRITES });
export const submitPurchaseOrderEp = endpoint<PoDetail>()({ method: 'POST', path: `${PO}/submit/:po_hdr_id`, params: poParams, invalidates: PO_WRITES });

// ---- Non-asset purchase orders -----------------------------------------------------------

export const NA_PO_TYPES = { services: 'Services', supplies: 'Supplies' } as const;
export type NaPoType = keyof typeof NA_PO_TYPES;

export interface NaPoRow {
  na_po_id: number;
  na_po_no: string;
  po_type: NaPoType;
  supplier_name: string;
  po_date: string;
  delivery_date: string | null;
  particulars: string | null;
  total_amount: string;
  status: PoStatus;
  created_by_name: string;
}

export const naPoColumns = columns<NaPoRow>()([
  { key: 'na_po_no', header: 'PO No.', kind: 'text', sortable: true, width: 150 },
  { key: 'po_date', header: 'PO Date', kind: 'date', sortable: true, width: 120 },
  { key: 'po_type', header: 'Type', kind: 'status', labels: NA_PO_TYPES, width: 110 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', sortable: true, width: 240 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 280 },
  { key: 'delivery_date', header: 'Delivery Date', kind: 'date', width: 130 },
  { key: 'total_amount', header: 'Total Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'created_by_name', header: 'Prepared By', kind: 'text', width: 170 },
  { key: 'status', header: 'Status', kind: 'status', labels: PO_STATUS_NAMES, width: 170 },
]);
export const naPoListQuery = pagedQuery(naPoColumns, { order_by: 'na_po_no', direction: 'desc' }, { search: searchField });

export interface NaPoLine {
  line_no: number;
  description: string;
  quantity: string;
  unit: string;
  unit_price: string;
  amount: string;
  account_code: string;
  account_name: string;
  cost_center_id: number | null;
  cost_center_name: string | null;
}

export interface NaPoDetail extends NaPoRow {
  supplier_id: number;
  remarks: string | null;
  approval_cycle: number;
  levels: PoLevelSign[];
  lines: NaPoLine[];
  trail: PoTrailEntry[];
  made_by_you: boolean;
}

export const naPoLineInput = z
  .object({
    description: requiredText('Description', 500),
    quantity: z.preprocess(
      (v) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : v),
      z
        .string({ error: 'Quantity is required.' })
        .regex(/^\d{1,10}(\.\d{1,2})?$/, 'Quantity must be a number with at most 2 decimals.')
        .refine((s) => Number(s) > 0, 'Quantity must be more than zero.'),
    ),
    unit: optText('Unit', 30).optional(),
    unit_price: money('Unit Price'),
    account_code: requiredText('Account', 20),
    cost_center_id: optId('Cost Center').optional(),
  })
  .strict()
  .refine((l) => Number(l.quantity) * Number(l.unit_price) < LINE_MAX, { path: ['unit_price'], message: LINE_TOO_LARGE });

export const naPoInput = z
  .object({
    po_type: z.enum(['services', 'supplies'], { error: 'Type must be Services or Supplies.' }),
    supplier_id: id({ error: 'Supplier is required.' }),
    po_date: isoDate,
    delivery_date: isoDate.nullable().optional(),
    particulars: optText('Particulars', 1000).optional(),
    lines: z.array(naPoLineInput).min(1, 'A purchase order needs at least one line.').max(100, 'At most 100 lines.'),
    /** Send for approval at once (otherwise it stays in Editing). */
    submit: z.boolean().default(false),
  })
  .strict()
  .refine((b) => !b.delivery_date || b.delivery_date >= b.po_date, { path: ['delivery_date'], message: 'Delivery date must not be before the PO date.' });
export type NaPoInput = z.input<typeof naPoInput>;

export interface NaPoOptions {
  suppliers: { vendor_id: number; vendor_code: string; company_name: string }[];
  accounts: { account_code: string; account_name: string }[];
  cost_centers: { cost_center_id: number; cost_center_name: string }[];
}

const naParams = z.object({ na_po_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
const NA = '/non-asset-purchase-orders';
export const NA_PO_TAG = 'non-asset-purchase-orders';

export const listNaPoEp = endpoint<NaPoRow[]>()({ method: 'GET', path: `${NA}/list/:tab`, query: naPoListQuery, paged: true, tag: NA_PO_TAG });
export const naPoOptionsEp = endpoint<NaPoOptions>()({ method: 'GET', path: `${NA}/options`, tag: 'na-po-options' });
export const showNaPoEp = endpoint<NaPoDetail>()({ method: 'GET', path: `${NA}/show/:na_po_id`, params: naParams, tag: NA_PO_TAG });
export const createNaPoEp = endpoint<NaPoDetail>()({ method: 'POST', path: `${NA}/create`, body: naPoInput, form: true, invalidates: [NA_PO_TAG] });
export const updateNaPoEp = endpoint<NaPoDetail>()({ method: 'POST', path: `${NA}/update/:na_po_id`, params: naParams, body: naPoInput, form: true, invalidates: [NA_PO_TAG] });
export const submitNaPoEp = endpoint<NaPoDetail>()({ method: 'POST', path: `${NA}/submit/:na_po_id`, params: naParams, invalidates: [NA_PO_TAG] });
export const approveNaPoEp = endpoint<NaPoDetail>()({ method: 'POST', path: `${NA}/approve/:na_po_id`, params: naParams, body: poOptionalReasonBody, invalidates: [NA_PO_TAG] });
export const returnNaPoEp = endpoint<NaPoDetail>()({ method: 'POST', path: `${NA}/return/:na_po_id`, params: naParams, body: poReasonBody, form: true, invalidates: [NA_PO_TAG] });
export const cancelNaPoEp = endpoint<NaPoDetail>()({ method: 'POST', path: `${NA}/cancel/:na_po_id`, params: naParams, body: poReasonBody, form: true, invalidates: [NA_PO_TAG] });

// ---- Payable management ------------------------------------------------------------------

export const PAYABLE_STATUSES = {
  received_not_invoiced: 'Received Not Invoiced',
  invoiced: 'Invoiced',
  vouchered: 'Vouchered',
  paid: 'Paid',
} as const;
export type PayableStatus = keyof typeof PAYABLE_STATUSES;
export const PAYABLE_STATUS_KEYS = Object.keys(PAYABLE_STATUSES) as PayableStatus[];
/** The URL segment of each status tab (/payable-management/{segment}). */
export const PAYABLE_TAB_SEGMENTS: Readonly<Record<PayableStatus, string>> = {
  received_not_invoiced: 'received-not-invoiced',
  invoiced: 'invoiced',
  vouchered: 'vouchered',
  paid: 'paid',
};

export interface PayableRow {
  rr_id: number;
  rr_no: string;
  rr_date: string;
  po_no: string;
  po_hdr_id: number | null;
  supplier_name: string;
  received_amount: string;
  invoiced_amount: string | null;
  paid_amount: string | null;
  payable_status: PayableStatus;
  payable_voucher_hdr_id: number | null;
  pv_no: string | null;
  cv_no: string | null;
  paid_date: string | null;
  /** Days from the receipt to payment, or to today while unpaid. */
  age_days: number;
}

export const payableColumns = columns<PayableRow>()([
  { key: 'rr_date', header: 'Receipt Date', kind: 'date', sortable: true, width: 120 },
  { key: 'rr_no', header: 'Receipt No.', kind: 'text', sortable: true, width: 140 },
  { key: 'po_no', header: 'PO No.', kind: 'text', sortable: true, width: 130 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', sortable: true, width: 240 },
  { key: 'received_amount', header: 'Received Amount', kind: 'money', sortable: true, width: 150 },
  { key: 'pv_no', header: 'Payable Voucher', kind: 'text', width: 160 },
  { key: 'invoiced_amount', header: 'Invoiced Amount', kind: 'money', width: 150 },
  { key: 'cv_no', header: 'Check Voucher', kind: 'text', width: 150 },
  { key: 'paid_date', header: 'Paid On', kind: 'date', width: 120 },
  { key: 'paid_amount', header: 'Paid Amount', kind: 'money', width: 140 },
  { key: 'age_days', header: 'Age (Days)', kind: 'number', sortable: true, width: 110 },
  { key: 'payable_status', header: 'Status', kind: 'status', labels: PAYABLE_STATUSES, width: 180 },
]);

const payableFilters = {
  status: z.enum(['received_not_invoiced', 'invoiced', 'vouchered', 'paid'], { error: 'Choose a payable status.' }).optional(),
  search: searchField,
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
};
const datesOrdered = (b: { date_from?: string; date_to?: string }) => !b.date_from || !b.date_to || b.date_from <= b.date_to;
const DATES_REVERSED = { path: ['date_to'], message: 'Date to must not be before date from.' };
export const payableBody = pagedQuery(payableColumns, { order_by: 'rr_date', direction: 'desc' }, payableFilters).refine(datesOrdered, DATES_REVERSED);
export const payableExportBody = z.object(payableFilters).strict().refine(datesOrdered, DATES_REVERSED);

export const payableManagementReport = report<PayableRow>()({
  title: 'Payable Management',
  page: endpoint<PayableRow[]>()({ method: 'POST', path: '/payable-management/list', body: payableBody, paged: true, tag: 'payable-management' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/payable-management/export', body: payableExportBody }),
  columns: payableColumns,
  defaultSort: { order_by: 'rr_date', direction: 'desc' },
  scopes: { view: 'view_payable_management', export: 'view_payable_management' },
  totals: ['received_amount', 'invoiced_amount', 'paid_amount'],
});

export interface PayableSummaryRow {
  payable_status: PayableStatus;
  count: number;
  amount: string;
}
export const payableSummaryEp = endpoint<PayableSummaryRow[]>()({ method: 'GET', path: '/payable-management/summary', tag: 'payable-management' });

// ---- Stock PO report ---------------------------------------------------------------------

export interface StockPoRow {
  pr_line_id: number;
  po_hdr_id: number;
  po_no: string;
  po_date: string;
  approved_status: PoStatus;
  supplier_name: string;
  product_name: string;
  ordered_qty: number;
  received_qty: number;
  invoiced_qty: number;
  open_qty: number;
  unit_price: string;
  ordered_amount: string;
  received_amount: string;
  invoiced_amount: string;
}

export const stockPoColumns = columns<StockPoRow>()([
  { key: 'po_no', header: 'PO No.', kind: 'text', sortable: true, width: 130 },
  { key: 'po_date', header: 'PO Date', kind: 'date', sortable: true, width: 120 },
  { key: 'approved_status', header: 'PO Status', kind: 'status', labels: PO_STATUS_NAMES, width: 160 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', sortable: true, width: 220 },
  { key: 'product_name', header: 'Product', kind: 'text', sortable: true, width: 240 },
  { key: 'ordered_qty', header: 'Ordered', kind: 'quantity', width: 100 },
  { key: 'received_qty', header: 'Received', kind: 'quantity', width: 100 },
  { key: 'invoiced_qty', header: 'Invoiced', kind: 'quantity', width: 100 },
  { key: 'open_qty', header: 'Still to Receive', kind: 'quantity', width: 130 },
  { key: 'unit_price', header: 'Unit Price', kind: 'money', width: 120 },
  { key: 'ordered_amount', header: 'Ordered Amount', kind: 'money', width: 140 },
  { key: 'received_amount', header: 'Received Amount', kind: 'money', width: 140 },
  { key: 'invoiced_amount', header: 'Invoiced Amount', kind: 'money', width: 140 },
]);

const stockPoFilters = { search: searchField, date_from: isoDate.optional(), date_to: isoDate.optional() };
export const stockPoBody = pagedQuery(stockPoColumns, { order_by: 'po_no', direction: 'desc' }, stockPoFilters).refine(datesOrdered, DATES_REVERSED);
export const stockPoExportBody = z.object(stockPoFilters).strict().refine(datesOrdered, DATES_REVERSED);

export const stockPoReport = report<StockPoRow>()({
  title: 'Stock PO Report',
  page: endpoint<StockPoRow[]>()({ method: 'POST', path: '/payable-management/stock-po-report', body: stockPoBody, paged: true, tag: 'payable-management' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/payable-management/stock-po-report/export', body: stockPoExportBody }),
  columns: stockPoColumns,
  defaultSort: { order_by: 'po_no', direction: 'desc' },
  scopes: { view: 'view_payable_management', export: 'view_payable_management' },
  totals: ['ordered_qty', 'received_qty', 'invoiced_qty', 'open_qty', 'ordered_amount', 'received_amount', 'invoiced_amount'],
});
