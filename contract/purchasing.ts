import { z } from 'zod';
import { INT4_MAX, id, isoDate, listQuery, sortKey, text } from './envelope';
import { endpoint } from './kit';

/**
 * Purchasing (spec 001 §2-§9): forecasts, purchase logs, purchase requests,
 * purchase order trail. The spec gives no paths for these calls; the paths
 * below (PURCHASING_PATHS) are ours. Money travels as decimal strings,
 * quantities (boxes) as integers.
 */
export type Money = string;

export const PURCHASING_PATHS = {
  forecastShow: '/forecast/show',
  forecastSave: '/forecast/save',
  purchaseLogList: '/purchase-logs/list',
  purchaseLogCreate: '/purchase-logs/create',
  prShow: (id: number | string) => `/purchase-requests/show/${id}`,
  prCreate: '/purchase-requests/create',
  prUpdate: '/purchase-requests/update',
  supplierSearch: '/purchase-requests/suppliers',
  supplierProducts: (vendorId: number | string) => `/purchase-requests/suppliers/${vendorId}/products`,
  poTrail: (poHdrId: number | string) => `/purchase-orders/${poHdrId}/trail`,
  /** GET an attachment's file (file_url of PrAttachment); read with the bearer token. */
  prAttachmentFile: (attachmentId: number | string) => `/purchase-requests/attachments/${attachmentId}`,
} as const;

/** The multipart field of attached files, and how messages name one. */
export const PR_ATTACHMENT_FIELD = 'attachments';
export const PR_ATTACHMENT_LABEL = 'Attachment';
export const PR_NO_FILES = 'Choose at least one file to attach.';

/**
 * Numbers as numbers or as their digits: a multipart body (the purchase request sent with its files, 001 §3) carries
 * every field as text.
 */
const numeric = (v: unknown) => (typeof v === 'string' && /^-?\d{1,16}(\.\d{1,6})?$/.test(v.trim()) ? Number(v) : v);
const num = <T extends z.ZodType>(schema: T) => z.preprocess(numeric, schema);
const posInt = (label: string) =>
  num(z.number({ error: `${label} must be a number.` }).int(`${label} must be a whole number.`).positive(`${label} is required.`).max(INT4_MAX, `${label} is not valid.`));
const qty = (label: string) =>
  num(z.number({ error: `${label} must be a number.` }).int(`${label} must be a whole number.`).min(0, `${label} must not be negative.`).max(100_000_000, `${label} is too large.`));
/** A non-negative amount as a decimal string (numbers are accepted and turned into text). */
const amount = (label: string, decimals = 4) =>
  z
    .union([text(), z.number()], { error: `${label} must be an amount.` })
    .transform((v) => String(v).trim())
    .refine((v) => new RegExp(`^\\d{1,10}(\\.\\d{1,${decimals}})?$`).test(v), `${label} must be an amount of 0 or more (up to ${decimals} decimals).`);
const percent = (label: string) => num(z.number({ error: `${label} must be a number.` }).min(0, `${label} must not be negative.`).max(100, `${label} must be at most 100.`));

// ---- Forecast ----------------------------------------------------------------------

export const MONTH_KEYS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];
export type MonthQuantities = Record<MonthKey, number>;

export const forecastShowBody = z.object({
  year: z
    .array(z.number({ error: 'Year must be a number.' }).int().min(2000, 'Year must be 2000 or later.').max(2100, 'Year must be 2100 or earlier.'), {
      error: 'Year must be a list of years.',
    })
    .min(1, 'Please select a year.')
    .max(6, 'At most 6 years at a time.')
    .transform((ys) => [...new Set(ys)].sort((a, b) => a - b)),
  product_code: text({ error: 'Product code is required.' }).trim().min(1, 'Product code is required.').max(100),
});
export type ForecastShowBody = z.input<typeof forecastShowBody>;

const monthFields = Object.fromEntries(MONTH_KEYS.map((m) => [m, qty(m.charAt(0).toUpperCase() + m.slice(1))])) as Record<MonthKey, ReturnType<typeof qty>>;

/**
 * Save a forecast. Months up to the current one (Asia/Manila) cannot change:
 * the server keeps their previous values whatever is sent (spec 001 §5).
 */
export const forecastSaveBody = z.object({
  product_code: text({ error: 'Product code is required.' }).trim().min(1, 'Product code is required.').max(100),
  forecast_year: z.number({ error: 'Forecast year must be a number.' }).int().min(2000).max(2100),
  forecast_date: isoDate,
  ...monthFields,
});
export type ForecastSaveBody = z.input<typeof forecastSaveBody>;

export interface ForecastRow extends MonthQuantities {
  forecast_id: number;
  forecast_year: number;
  product_code: string;
  forecast_date: string;
  /** false for previous forecasts of the year (history). */
  is_current: boolean;
  created_by_name: string | null;
  created_at: string;
}

export interface MonthQty {
  month: number;
  qty: number;
}

export interface IncomingPo {
  po_no: string;
  /** The request the PO was raised from; null for a PO raised directly. */
  pr_no: string | null;
  po_hdr_id: number;
  total_orders: number;
}

/** One year of a product's forecast and its books, months 1..12 (every month present). */
export interface ForecastYear {
  year: number;
  /** Current forecast first, then previous ones, newest first. */
  forecast: ForecastRow[];
  actual_sales: { month: number; actual_sales_data: number }[];
  /** Quantity on hand at the start of the year (every movement before 1 January). */
  beginning_inventory: number;
  rts: MonthQty[];
  /** Signed: shrinkage is negative. */
  adjustment: MonthQty[];
  received_inventories: MonthQty[];
  /** Other movements that change the quantity (floor transfers net to 0). */
  other_movements: MonthQty[];
  /** Booked but not delivered at the month's end: invoices of the month the customer received after it. */
  pencil_book: MonthQty[];
  incoming_po: { month: number; po: IncomingPo[] }[];
}

export interface PdcPayment {
  id: number;
  percent_amount: string;
  days_remaining: number;
}

export interface ForecastProduct {
  product_id: number;
  product_code: string;
  product_name: string;
  supplier_id: number;
  /** Minimum order quantity. */
  quantity: number;
  supplier_lead_time: number | null;
  product_vendor: { vendor_id: number; vendor_code: string; company_name: string };
  product_payments: { percent_down_payment: string; percent_intransit: string; percent_upon_delivery: string; pdc_payment: PdcPayment[] };
}

export interface ForecastShowResult {
  forecasting: ForecastYear[];
  product: ForecastProduct;
  /** Years with books or forecasts for the product. */
  available_years: number[];
}

// ---- Purchase logs -------------------------------------------------------------------

export const PURCHASE_LOG_SORTABLE = ['log_date', 'rr_no', 'batch', 'received_quantity', 'unit_price', 'expiry_date'] as const;

const paging = listQuery.pick({ page: true, page_size: true, direction: true }).extend({ order_by: sortKey(PURCHASE_LOG_SORTABLE).optional() });

export const purchaseLogListBody = paging.extend({
  product_id: posInt('Product'),
  filter: text().trim().max(100).optional(),
});
export type PurchaseLogListBody = z.input<typeof purchaseLogListBody>;

export const purchaseLogCreateBody = z
  .object({
    product_id: posInt('Product'),
    batch: text({ error: 'Batch is required.' }).trim().min(1, 'Batch is required.').max(50, 'Batch must be at most 50 characters.'),
    quantity_ordered: qty('Quantity ordered'),
    received_quantity: qty('Received quantity'),
    unit_price: amount('Unit price'),
    unit_vat_inclusive: amount('Unit VAT inclusive'),
    unit_vat_exclusive: amount('Unit VAT exclusive'),
    free_goods: qty('Free goods'),
    diluted_cost: amount('Diluted cost'),
    expiry_date: isoDate,
    manufacturing_date: isoDate,
  })
  .refine((b) => b.manufacturing_date <= b.expiry_date, { message: 'Manufacturing date must not be after the expiry date.', path: ['manufacturing_date'] });
export type PurchaseLogCreateBody = z.input<typeof purchaseLogCreateBody>;

export interface PurchaseLogRow {
  /** RR: a generated receipt (receiving_lines); LOG: logged by hand. log_id is unique within its source. */
  source: 'RR' | 'LOG';
  log_id: number;
  log_date: string;
  rr_no: string | null;
  product_name: string;
  product_code: string;
  batch: string;
  quantity_ordered: number;
  received_quantity: number;
  unit_price: Money;
  unit_vat: Money;
  unit_vat_inclusive: Money;
  total_vat: Money;
  unit_vat_exclusive: Money;
  free_goods: number;
  diluted_cost: Money;
  expiry_date: string | null;
  manufacturing_date: string | null;
}

// ---- Purchase requests ---------------------------------------------------------------

/** Spec 001 §4: 0 For Approval, 1 Approved, 2 Declined (listed under For Editing), 3 Cancelled. */
export const PR_STATUS = { FOR_APPROVAL: 0, APPROVED: 1, DECLINED: 2, CANCELLED: 3 } as const;
export type PrStatus = (typeof PR_STATUS)[keyof typeof PR_STATUS];

/** Purchase order approved_status names, spelled as the spec has them. */
export const PO_STATUS_NAMES: Record<number, string> = {
  0: 'Officer Aproval',
  1: 'Approved',
  2: 'Cancelled',
  3: 'Editing',
  4: 'For VP Approval',
  5: 'President Approval',
  6: 'Manager Approval',
};


export const MOQ_MESSAGE = (line: number) => `Requested quantity should NOT be less than MOQ. Line: ${line}`;
export const DELIVERY_DATE_REQUIRED = 'Requested Delivery Date is required.';
export const DETAILS_REQUIRED = 'Details is required.';
export const SELECT_SUPPLIER = 'Please select a supplier';

export const prLineInput = z.object({
  product_id: posInt('Product'),
  requested_qty: num(z.number({ error: 'Requested quantity must be a number.' }).int('Requested quantity must be a whole number.').positive('Requested quantity must be more than 0.').max(100_000_000)),
  // Sent by the form as the spec describes; the server recomputes prices and totals from the product.
  unit_price: z.unknown().optional(),
  total_amount: z.unknown().optional(),
  lead_time: z.unknown().optional(),
  payment_term: z.unknown().optional(),
});

export const pdcTermInput = z.object({
  product_term_id: z.preprocess((v) => (v === '' ? null : numeric(v)), z.number().int().positive().max(INT4_MAX).nullable().optional()),
  percentage: percent('PDC percentage'),
  /** "30 days" as the form shows it, or a number of days. */
  days: z
    .union([text(), z.number()], { error: 'PDC days must be a number of days.' })
    .transform((d) => String(d).trim())
    .refine((d) => /^\d{1,4}( days?)?$/i.test(d), 'PDC days must be a number of days.')
    .transform((d) => Number.parseInt(d, 10)),
});

const attachmentInput = z.object({
  file_name: text().trim().min(1).max(255),
  mime_type: text().trim().max(100).default('application/octet-stream'),
  size_bytes: z.number().int().min(0).max(50_000_000),
});

const prFields = {
  supplier: posInt('Supplier'),
  estimated_delivery_date: text({ error: DELIVERY_DATE_REQUIRED }).trim().min(1, DELIVERY_DATE_REQUIRED).pipe(isoDate),
  particulars: text().trim().max(2000).nullable().optional(),
  generate_type: num(z.number().int().min(0).max(32767).optional()),
  payment_term: z.unknown().optional(),
  grand_total: z.unknown().optional(),
  term_po: percent('Percent upon PO').default(0),
  term_dr: percent('Percent upon delivery').default(0),
  term_transit: percent('Percent in transit').default(0),
  term_pdc: z.array(pdcTermInput).max(12).default([]),
  details: z.array(prLineInput, { error: DETAILS_REQUIRED }).min(1, DETAILS_REQUIRED).max(200),
  attachments: z.array(attachmentInput).max(20).default([]),
};

const termsWithin100 = (b: { term_po: number; term_dr: number; term_transit: number; term_pdc: { percentage: number }[] }) =>
  b.term_po + b.term_dr + b.term_transit + b.term_pdc.reduce((s, t) => s + t.percentage, 0) <= 100;
const TERMS_MESSAGE = { message: 'Payment terms must not add up to more than 100%.', path: ['term_po'] };

/**
 * The spec shows no limit on the payment terms (001 §7): the calls take any split. The form asks that they add up
 * to at most 100 % (prFormBody), a rule of the screen's.
 */
export const prCreateBody = z.object(prFields);
export const prFormBody = prCreateBody.refine(termsWithin100, TERMS_MESSAGE);
export type PrCreateBody = z.input<typeof prCreateBody>;

export const prUpdateBody = z.object({ pr_hdr_id: posInt('Purchase request'), ...prFields });
export type PrUpdateBody = z.input<typeof prUpdateBody>;

export const prActionBody = z.object({
  pr_hdr_id: posInt('Purchase request'),
  remarks: text().trim().max(500).optional(),
});
export type PrActionBody = z.input<typeof prActionBody>;

export const prShowParams = z.object({ pr_hdr_id: id() });
export const supplierProductsParams = z.object({ vendor_id: id() });
export const poTrailParams = z.object({ po_hdr_id: id() });
export const supplierSearchQuery = z.object({ search: text().trim().max(100).optional() }).strict();
export const supplierProductsQuery = z.object({ search: text().trim().max(100).optional() }).strict();

export interface PrListRow {
  pr_hdr_id: number;
  pr_no: string;
  pr_date: string;
  requester_name: string;
  /** Product names of the lines, joined by a comma. */
  item_description: string;
  estimated_delivery_date: string;
  particulars: string | null;
  supplier_name: string;
  grand_total: Money;
  status: PrStatus;
  po_hdr_id: number | null;
  po_no: string | null;
  /** Purchase order approved_status (PO_STATUS_NAMES), null before a PO exists. */
  po_approved_status: number | null;
}

export interface SupplierOption {
  vendor_id: number;
  vendor_code: string;
  company_name: string;
  lead_time_days: number;
}

/** A product a supplier supplies, as the PR product grid needs it. */
export interface SupplierProduct {
  product_id: number;
  product_code: string;
  product_name: string;
  /** Minimum order quantity. */
  quantity: number;
  /** Cost per box (VAT-inclusive). */
  cost: Money;
  unit: string | null;
  /** Quantity on hand from the inventory postings. */
  stock_level: number;
  supplier_lead_time: number | null;
  product_segment: string | null;
  percent_down_payment: string;
  percent_intransit: string;
  percent_upon_delivery: string;
}

export interface PrLine extends SupplierProduct {
  line_no: number;
  requested_qty: number;
  unit_price: Money;
  total_amount: Money;
  lead_time: number | null;
  payment_term: string;
  supplier: string;
}

export interface PrAttachment {
  attachment_id: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  uploaded_at: string;
  /** Where its file is read (PURCHASING_PATHS.prAttachmentFile); null for an entry without a stored file. */
  file_url: string | null;
}

export interface PurchaseRequest {
  pr_hdr_id: number;
  pr_no: string;
  pr_date: string;
  supplier: SupplierOption;
  department: string | null;
  estimated_delivery_date: string;
  payment_term: string;
  grand_total: Money;
  prepared_by: string;
  generate_type: number;
  particulars: string | null;
  term_po: string;
  term_dr: string;
  term_transit: string;
  term_pdc: { product_term_id: number | null; percentage: string; days: number }[];
  status: PrStatus;
  approved_by: string | null;
  approved_at: string | null;
  cancelled_by: string | null;
  cancelled_at: string | null;
  declined_by: string | null;
  declined_at: string | null;
  remarks: string | null;
  attachments: PrAttachment[];
  details: PrLine[];
  po: { po_hdr_id: number; po_no: string; approved_status: number } | null;
}

/** Spec 001 §3 PO trail log: log_trail_id, user_details.employee_name, remarks, date_time, po_hdr_id. */
export interface PoTrailRow {
  log_trail_id: number;
  user_details: { employee_name: string | null };
  remarks: string;
  date_time: string;
  po_hdr_id: number;
}

// ---- Purchase request calls (declared once for the server route and the form) -------------
// The approve / decline / cancel decisions and the queue's list are in purchaseRequestQueue.ts.

/** Reads and writes of purchase requests share this cache tag: a write makes every cached request, list and trail stale. */
export const PR_TAG = 'purchase-requests';

/** One purchase request with its lines, terms, attachments, approval information and purchase order. */
export const showPurchaseRequestEp = endpoint<PurchaseRequest>()({ method: 'GET', path: '/purchase-requests/show/:pr_hdr_id', params: prShowParams, tag: PR_TAG });
/** Submit a new request (status 0, For Approval); answers it as saved. */
export const createPurchaseRequestEp = endpoint<PurchaseRequest>()({ method: 'POST', path: PURCHASING_PATHS.prCreate, body: prCreateBody, invalidates: [PR_TAG] });
/** Update a request For Approval or Declined; answers it as saved. */
export const updatePurchaseRequestEp = endpoint<PurchaseRequest>()({ method: 'POST', path: PURCHASING_PATHS.prUpdate, body: prUpdateBody, invalidates: [PR_TAG] });
/** Active suppliers whose code or name contains the search text (the form's supplier picker). */
export const searchSuppliersEp = endpoint<SupplierOption[]>()({ method: 'GET', path: PURCHASING_PATHS.supplierSearch, query: supplierSearchQuery, tag: 'suppliers' });
/** A supplier's active products (the Product List modal). */
export const supplierProductsEp = endpoint<SupplierProduct[]>()({
  method: 'GET',
  path: '/purchase-requests/suppliers/:vendor_id/products',
  params: supplierProductsParams,
  query: supplierProductsQuery,
  tag: 'supplier-products',
});
/** Files attached to a saved request (multipart, field `attachments`; limits in contract/uploads.ts); answers the request with them. */
export const attachToPurchaseRequestEp = endpoint<PurchaseRequest>()({ method: 'POST', path: '/purchase-requests/:pr_hdr_id/attachments', params: prShowParams, invalidates: [PR_TAG] });
/** The trail logs of a purchase order; an approval (a PR write) adds to them, hence the purchase requests' tag. */
export const poTrailEp = endpoint<PoTrailRow[]>()({ method: 'GET', path: '/purchase-orders/:po_hdr_id/trail', params: poTrailParams, tag: PR_TAG });

// ---- Shared rules ------------------------------------------------------------------------

const pct = (n: number | string) => `${Number(n)}%`;

/**
 * The payment term text of a request (spec 001 §3): percent upon PO, upon
 * delivery, in transit, then each PDC percent with its days; zero parts are
 * left out. The server stores this text; the form shows the same.
 */
export function paymentTermText(t: {
  term_po: number | string;
  term_dr: number | string;
  term_transit: number | string;
  term_pdc: readonly { percentage: number | string; days: number | string }[];
}): string {
  const parts: string[] = [];
  if (Number(t.term_po) > 0) parts.push(`${pct(t.term_po)} upon PO`);
  if (Number(t.term_dr) > 0) parts.push(`${pct(t.term_dr)} upon delivery`);
  if (Number(t.term_transit) > 0) parts.push(`${pct(t.term_transit)} in transit`);
  for (const p of t.term_pdc) {
    if (Number(p.percentage) > 0) parts.push(`${pct(p.percentage)} PDC ${Number.parseInt(String(p.days), 10) || 0} days`);
  }
  return parts.join(', ');
}

/** Lines whose requested quantity is under the MOQ, as the spec's messages (lines numbered from 1). */
export function moqProblems(lines: readonly { requested_qty: number; quantity: number }[]): string[] {
  return lines.flatMap((l, i) => (l.requested_qty < l.quantity ? [MOQ_MESSAGE(i + 1)] : []));
}

// ---- Purchase request editing (spec 001 §4); the state machine is prWorkflow (purchaseRequestQueue.ts) ----

/** Lines and supplier change only on a new or declined request; dates and particulars also at For Approval. */
export function prEditability(status: PrStatus | null): { lines: boolean; header: boolean } {
  return { lines: status === null || status === 2, header: status === null || status === 0 || status === 2 };
}

// ---- Forecast months (spec 001 §5, §9), shared by server and form ---------------------

/** Only months after the current one (in `todayIso`, Asia/Manila) take a new forecast. */
export function forecastMonthEditable(year: number, month: number, todayIso: string): boolean {
  const y = Number(todayIso.slice(0, 4));
  const m = Number(todayIso.slice(5, 7));
  return year > y || (year === y && month > m);
}

/** Five years from the current one, starting next year when it is December. */
export function forecastYearsOffered(todayIso: string): number[] {
  const y = Number(todayIso.slice(0, 4));
  const start = Number(todayIso.slice(5, 7)) === 12 ? y + 1 : y;
  return Array.from({ length: 5 }, (_, i) => start + i);
}
