import { z } from 'zod';
import { id, isoDate, text, wholeNumber } from './envelope';
import { columns, endpoint, pagedQuery, searchText, workflow, type StatusOf, type TabKeyOf } from './kit';
import { blank, flag, money, optDate, optText, percent, wholeIn } from './kit/formFields';
import type { Scope } from './scopes';

/**
 * Deals and discounts (spec 002 §2.4 "Products & Discounts tab", §3.8; the
 * routes of spec 000 §2.5 under /customers/deals-and-discounts, whose content
 * the spec does not show). A deal batch (customer_discount_batch_hdr_id) gives
 * one or more customers a list of products with SRP, MOQ, free goods,
 * discount % and rebate %, for a validity period. It is drafted, submitted
 * for approval and approved or declined by someone else (maker ≠ checker);
 * an approved batch becomes its customers' discounts (§3.8), which the
 * customer view's Products & Discounts tab shows and edits directly.
 *
 * Our choices where the spec is silent: MOQ and free goods are whole boxes;
 * SRP is money per box; a regular deal may be open-ended, a promotional one
 * has an end date; the latest approved deal for a product is the customer's
 * terms (a promotional one carries its validity on the row).
 */

// ---- Kinds, statuses, scopes ---------------------------------------------------------

export const DEAL_KINDS = ['regular', 'promotional'] as const;
export type DealKind = (typeof DEAL_KINDS)[number];
export const DEAL_KIND_LABELS: Readonly<Record<DealKind, string>> = { regular: 'Regular', promotional: 'Promotional' };

// The spec names these scopes (contract/scopes.ts) but not their split: ours.
export const DEAL_SCOPES = {
  view: 'view_deals_and_discounts',
  create: 'create_deals_and_discounts',
  approve: 'approve_deals_and_discounts',
  /** The Products & Discounts tab's direct edits. */
  editDiscounts: 'update_customer_discounts',
} as const satisfies Record<string, Scope>;

/**
 * The deal queue. Status codes follow the other approval queues of the app
 * (SRPF, treasury): 1 approved, 2 declined, 3 for approval; 0 is a draft.
 * The Regular and Promotional lists are every deal of their kind; "New"
 * lists the deals waiting for approval, of both kinds.
 */
export const dealWorkflow = workflow({
  noun: 'Deal',
  module: 'Deals and Discounts',
  statuses: { 0: 'Draft', 3: 'For Approval', 1: 'Approved', 2: 'Declined' },
  tabs: [
    { key: 'regular', label: 'Regular', statuses: [0, 3, 1, 2], scope: DEAL_SCOPES.view },
    { key: 'promotional', label: 'Promotional', statuses: [0, 3, 1, 2], scope: DEAL_SCOPES.view },
    { key: 'new', label: 'New (For Approval)', statuses: [3], scope: DEAL_SCOPES.view },
  ],
  actions: {
    // A draft or a declined deal is edited in place; its status stays until it is submitted.
    update: { label: 'Save as Draft', from: [0, 2], to: 'unchanged', makes: 'edited', ownDraft: true, scope: DEAL_SCOPES.create, done: 'updated', variant: 'outline-secondary' },
    submit: {
      makes: 'submitted',
      ownDraft: true,
      label: 'Submit for Approval',
      from: [0, 2],
      to: 3,
      scope: DEAL_SCOPES.create,
      stamp: 'submitted',
      done: 'submitted for approval',
      variant: 'primary',
      confirm: { title: 'Submit deal for approval?', text: 'Are you sure you want to submit this deal for approval?' },
    },
    approve: {
      label: 'Approve',
      from: [3],
      to: 1,
      scope: DEAL_SCOPES.approve,
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Approve deal?', text: "Are you sure you want to approve this deal? Its products and discounts become the customers' discounts." },
    },
    decline: { label: 'Decline', from: [3], to: 2, scope: DEAL_SCOPES.approve, stamp: 'declined', reason: 'required', checker: true, done: 'declined', variant: 'danger' },
  },
});

export type DealStatus = StatusOf<typeof dealWorkflow>;
export type DealTab = TabKeyOf<typeof dealWorkflow>;
export type DealAction = keyof typeof dealWorkflow.actions;
export const DEAL_TABS = dealWorkflow.tabs.map((t) => t.key) as DealTab[];
export const DEAL_STATUS_NAMES: Readonly<Record<DealStatus, string>> = dealWorkflow.statuses;
/** The statuses a deal can be edited in (the update action's). */
export const dealEditable = (status: DealStatus | null) => status === null || (dealWorkflow.actions.update.from as readonly number[]).includes(status);

/** The screens' words (ours: the spec shows none for these screens). */
export const DEAL_MESSAGES = {
  notFound: 'Deal not found.',
  discountNotFound: 'The product is no longer listed for this customer.',
  customerNotFound: 'Customer not found.',
  saved: 'Deal saved as draft.',
  submitted: 'Deal submitted for approval.',
  declineReason: 'Please give the reason for declining.',
  discountSaved: 'Discount saved.',
  productsAdded: (n: number) => `${n} product${n === 1 ? '' : 's'} added.`,
  removeConfirm: (name: string) => `Remove ${name} from this customer's products and discounts?`,
  removed: 'Product removed.',
  tryAgain: 'Please try again later.',
} as const;

// ---- The values of one product: a deal line, a customer discount row (§3.8) --------------

/** Whole boxes, 0 or more; blank is 0. */
const boxes = (label: string) => z.preprocess((v) => (blank(v) ? 0 : typeof v === 'string' && /^\s*\d{1,10}\s*$/.test(v) ? Number(v) : v), wholeIn(label, 0));

export const DISCOUNT_FIELD_LABELS = { srp: 'SRP', moq: 'Quantity (MOQ)', free: 'Free Goods', discount: 'Discount %', rebate: 'Rebate %' } as const;
export type DiscountField = keyof typeof DISCOUNT_FIELD_LABELS;
export const DISCOUNT_FIELDS = Object.keys(DISCOUNT_FIELD_LABELS) as DiscountField[];

const discountShape = {
  srp: money(DISCOUNT_FIELD_LABELS.srp),
  moq: boxes(DISCOUNT_FIELD_LABELS.moq),
  free: boxes(DISCOUNT_FIELD_LABELS.free),
  discount: percent(DISCOUNT_FIELD_LABELS.discount),
  rebate: percent(DISCOUNT_FIELD_LABELS.rebate),
};
/** SRP, MOQ, free goods, discount %, rebate %: amounts non-negative with 2 decimals, percentages 0-100 with 2 decimals. */
export const discountValues = z.object(discountShape).strict();
export type DiscountValues = z.output<typeof discountValues>;
export type DiscountValuesIn = z.input<typeof discountValues>;

/** A product offered for a new row: its prices as the product master keeps them. */
export interface ProductForDiscount {
  product_id: number;
  product_code: string;
  product_name: string;
  /** products.special_price (0: none). */
  special_price: string;
  /** products.selling_price: the price per box. */
  unit_price: string;
}

/** §2.4: a new row's SRP is the special price when above zero, else the unit price. */
export const defaultSrp = (p: Pick<ProductForDiscount, 'special_price' | 'unit_price'>): string => (Number(p.special_price) > 0 ? p.special_price : p.unit_price);

/** §2.4: a new row starts at zero, its SRP from the product's prices. */
export const newDiscountValues = (p: ProductForDiscount) => ({ product_id: p.product_id, srp: defaultSrp(p), moq: 0, free: 0, discount: '0.00', rebate: '0.00' });

const productLine = z.object({ product_id: id({ error: 'Choose a product.' }), ...discountShape }).strict();
export type ProductLineIn = z.input<typeof productLine>;

/** Each product once: the second mention of a product is refused on its line. */
function oncePerProduct(lines: readonly { product_id: number }[], ctx: z.RefinementCtx, list: string) {
  const seen = new Map<number, number>();
  lines.forEach((l, i) => {
    const first = seen.get(l.product_id);
    if (first !== undefined) ctx.addIssue({ code: 'custom', path: [list, i, 'product_id'], message: `Line ${i + 1}: the product is already on line ${first + 1}.` });
    else seen.set(l.product_id, i);
  });
}

// ---- The deal form ---------------------------------------------------------------------

export const DEAL_LIMITS = { customers: 200, lines: 500, title: 120, remarks: 500 } as const;

const dealFields = z
  .object({
    kind: z.enum(DEAL_KINDS, { error: 'Deal type must be Regular or Promotional.' }),
    title: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      text({ error: 'Deal name is required.' }).min(1, 'Deal name is required.').max(DEAL_LIMITS.title, `Deal name must be at most ${DEAL_LIMITS.title} characters.`),
    ),
    valid_from: z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: 'Valid from is required.' }).pipe(isoDate)),
    valid_to: optDate,
    customer_ids: z
      .array(id({ error: 'Choose a customer from the list.' }), { error: 'Choose at least one customer.' })
      .min(1, 'Choose at least one customer.')
      .max(DEAL_LIMITS.customers, `A deal names at most ${DEAL_LIMITS.customers} customers.`)
      .refine((ids) => new Set(ids).size === ids.length, 'A customer is chosen twice.'),
    lines: z.array(productLine, { error: 'Add at least one product.' }).min(1, 'Add at least one product.').max(DEAL_LIMITS.lines, `A deal lists at most ${DEAL_LIMITS.lines} products.`),
    remarks: optText('Remarks', DEAL_LIMITS.remarks),
    /** 1: save and submit for approval in one step; 0: save as draft. */
    submit: flag('Submit', 0),
  })
  .strict();

export const dealInput = dealFields.superRefine((v, ctx) => {
  if (v.kind === 'promotional' && !v.valid_to) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'Valid until is required for a promotional deal.' });
  if (v.valid_from && v.valid_to && v.valid_to < v.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: 'Valid until must not be before valid from.' });
  oncePerProduct(v.lines, ctx, 'lines');
});
export type DealInput = z.input<typeof dealInput>;
export type DealInputOut = z.output<typeof dealInput>;

/** Each field as a person reads it (form labels, the deals logs' field names). */
export const DEAL_FIELD_LABELS = {
  kind: 'Deal Type',
  title: 'Deal Name',
  valid_from: 'Valid From',
  valid_to: 'Valid Until',
  customer_ids: 'Customers',
  lines: 'Products',
  remarks: 'Remarks',
} as const;

export const dealIdParams = z.object({ customer_discount_batch_hdr_id: id({ error: 'The deal is not valid.' }) }).strict();
export const dealDecisionBody = z.object({ customer_discount_batch_hdr_id: id({ error: 'The deal is not valid.' }) }).strict();
export const dealDeclineBody = z
  .object({
    customer_discount_batch_hdr_id: id({ error: 'The deal is not valid.' }),
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v),
      text({ error: DEAL_MESSAGES.declineReason }).min(1, DEAL_MESSAGES.declineReason).max(DEAL_LIMITS.remarks, `The reason must be at most ${DEAL_LIMITS.remarks} characters.`),
    ),
  })
  .strict();

// ---- What the server answers -------------------------------------------------------------

export interface DealCustomer {
  customer_id: number;
  customer_code: string;
  customer_name: string;
}

export interface DealLine extends DiscountValues {
  product_id: number;
  product_code: string;
  product_name: string;
}

/** Who did a step and when (ISO timestamp); null until it happens. */
export interface DealStamp {
  by: string;
  at: string;
}

export interface DealDetail {
  customer_discount_batch_hdr_id: number;
  /** DD-000001. */
  batch_no: string;
  kind: DealKind;
  title: string;
  valid_from: string;
  valid_to: string | null;
  remarks: string | null;
  status: DealStatus;
  customers: DealCustomer[];
  lines: DealLine[];
  created: DealStamp;
  updated: DealStamp;
  submitted: DealStamp | null;
  approved: DealStamp | null;
  declined: DealStamp | null;
  /** The reason of the last decline. */
  decline_reason: string | null;
}

export interface DealListRow {
  customer_discount_batch_hdr_id: number;
  batch_no: string;
  kind: DealKind;
  title: string;
  /** The customers' names, comma-separated. */
  customer_names: string;
  product_count: number;
  valid_from: string;
  valid_to: string | null;
  status: DealStatus;
  created_by: string;
  updated_at: string;
}

export const dealColumns = columns<DealListRow>()([
  { key: 'batch_no', header: 'Deal No.', kind: 'text', sortable: true, width: 120 },
  { key: 'title', header: 'Deal Name', kind: 'text', sortable: true, width: 240 },
  { key: 'kind', header: 'Type', kind: 'status', labels: DEAL_KIND_LABELS, sortable: true, width: 120 },
  { key: 'customer_names', header: 'Customers', kind: 'text', width: 280 },
  { key: 'product_count', header: 'Products', kind: 'number', sortable: true, width: 110 },
  { key: 'valid_from', header: 'Valid From', kind: 'date', sortable: true },
  { key: 'valid_to', header: 'Valid Until', kind: 'date', sortable: true },
  { key: 'status', header: 'Status', kind: 'status', labels: DEAL_STATUS_NAMES, sortable: true, width: 130 },
  { key: 'created_by', header: 'Created By', kind: 'text', sortable: true, width: 180 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);
export const DEAL_DEFAULT_SORT = { order_by: 'batch_no', direction: 'desc' } as const;
export const dealListQuery = pagedQuery(dealColumns, DEAL_DEFAULT_SORT, { search: searchText });

/** One change of a deal as the Deals Logs list it (from the revision history). */
export interface DealLogRow {
  revision_history_id: number;
  /** ISO timestamp. */
  date_time: string;
  batch_no: string;
  activity: string;
  user: string | null;
  /** The changed fields in words: "Valid Until: 2026-06-30 → 2026-07-31; Status: Draft → For Approval". */
  changes: string;
  remarks: string | null;
}

export const dealLogColumns = columns<DealLogRow>()([
  { key: 'date_time', header: 'Date and Time', kind: 'datetime', sortable: true, width: 170 },
  { key: 'batch_no', header: 'Deal No.', kind: 'text', sortable: true, width: 120 },
  { key: 'activity', header: 'Activity', kind: 'text', sortable: true, width: 190 },
  { key: 'user', header: 'Changed By', kind: 'text', sortable: true, width: 180 },
  { key: 'changes', header: 'Changes', kind: 'text', width: 520 },
  { key: 'remarks', header: 'Remarks', kind: 'text', width: 240 },
]);
export const DEAL_LOG_DEFAULT_SORT = { order_by: 'date_time', direction: 'desc' } as const;
export const dealLogQuery = pagedQuery(dealLogColumns, DEAL_LOG_DEFAULT_SORT, { search: searchText });

// ---- The customer's discounts (§3.8), the Products & Discounts tab ------------------------

export interface CustomerDiscountRow extends DiscountValues {
  customer_discount_id: number;
  customer_code: string;
  product_id: number;
  product_code: string;
  product_name: string;
  /** The approved deal the row came from; null once set on the tab. */
  customer_discount_batch_hdr_id: number | null;
  batch_no: string | null;
  /** The deal's end (a promotional deal); null: no end. */
  valid_to: string | null;
}

export const customerDiscountColumns = columns<CustomerDiscountRow>()([
  { key: 'product_name', header: 'Product Name', kind: 'text', sortable: true, width: 280 },
  { key: 'srp', header: 'SRP', kind: 'money', sortable: true, width: 130 },
  { key: 'moq', header: 'Quantity (MOQ)', kind: 'quantity', sortable: true, width: 140 },
  { key: 'free', header: 'Free Goods', kind: 'quantity', sortable: true, width: 120 },
  { key: 'discount', header: 'Discount %', kind: 'text', sortable: true, width: 120 },
  { key: 'rebate', header: 'Rebate %', kind: 'text', sortable: true, width: 120 },
  { key: 'batch_no', header: 'Deal', kind: 'text', sortable: true, width: 120 },
  { key: 'valid_to', header: 'Valid Until', kind: 'date', sortable: true },
]);
export const CUSTOMER_DISCOUNT_DEFAULT_SORT = { order_by: 'product_name', direction: 'asc' } as const;
export const customerDiscountQuery = pagedQuery(customerDiscountColumns, CUSTOMER_DISCOUNT_DEFAULT_SORT, { search: searchText });

/** §2.4: the product picker's grid offers 100 rows per page. */
export const PRODUCT_PICKER_PAGE_SIZE = 100;
export const productPickerQuery = z
  .object({
    page: wholeNumber(0).default(0),
    page_size: wholeNumber(1, 1000).default(PRODUCT_PICKER_PAGE_SIZE),
    search: searchText,
  })
  .strict();

export const customerCodeParams = z
  .object({ customer_code: text({ error: 'Customer code is required.' }).trim().min(1, 'Customer code is required.').max(40, 'Customer code is not valid.') })
  .strict();
export const customerDiscountParams = z.object({ customer_discount_id: id({ error: 'The discount row is not valid.' }) }).strict();

export const addCustomerDiscountsBody = z
  .object({
    products: z
      .array(productLine, { error: 'Choose at least one product.' })
      .min(1, 'Choose at least one product.')
      .max(DEAL_LIMITS.lines, `Add at most ${DEAL_LIMITS.lines} products at a time.`),
  })
  .strict()
  .superRefine((v, ctx) => oncePerProduct(v.products, ctx, 'products'));

// ---- The calls ---------------------------------------------------------------------------

export const DEALS_TAG = 'customer-deals';
export const DISCOUNTS_TAG = 'customer-discounts';

/** One list of the queue (regular, promotional, new), paged, searched by deal number, name or customer. */
export const listDealsEp = endpoint<DealListRow[]>()({ method: 'GET', path: '/customers/deals/list/:tab', query: dealListQuery, paged: true, tag: DEALS_TAG });
export const showDealEp = endpoint<DealDetail>()({ method: 'GET', path: '/customers/deals/show/:customer_discount_batch_hdr_id', params: dealIdParams, tag: DEALS_TAG });
export const createDealEp = endpoint<DealDetail>()({ method: 'POST', path: '/customers/deals/create', body: dealInput, form: true, invalidates: [DEALS_TAG] });
export const updateDealEp = endpoint<DealDetail>()({
  method: 'POST',
  path: '/customers/deals/update/:customer_discount_batch_hdr_id',
  params: dealIdParams,
  body: dealInput,
  form: true,
  invalidates: [DEALS_TAG],
});
export const approveDealEp = endpoint<DealDetail>()({ method: 'POST', path: '/customers/deals/approve', body: dealDecisionBody, invalidates: [DEALS_TAG, DISCOUNTS_TAG] });
export const declineDealEp = endpoint<DealDetail>()({ method: 'POST', path: '/customers/deals/decline', body: dealDeclineBody, form: true, invalidates: [DEALS_TAG] });
export const dealCustomerOptionsEp = endpoint<DealCustomer[]>()({ method: 'GET', path: '/customers/deals/customer-options', query: z.object({ search: searchText }).strict() });
export const dealProductOptionsEp = endpoint<ProductForDiscount[]>()({ method: 'GET', path: '/customers/deals/product-options', query: z.object({ search: searchText }).strict() });
export const listDealLogsEp = endpoint<DealLogRow[]>()({ method: 'GET', path: '/customers/deals/logs', query: dealLogQuery, paged: true, tag: DEALS_TAG });

export const listCustomerDiscountsEp = endpoint<CustomerDiscountRow[]>()({
  method: 'GET',
  path: '/customer/:customer_code/discounts',
  params: customerCodeParams,
  query: customerDiscountQuery,
  paged: true,
  tag: DISCOUNTS_TAG,
});
/** Active products not yet listed for the customer, 100 a page. */
export const discountProductsEp = endpoint<ProductForDiscount[]>()({
  method: 'GET',
  path: '/customer/:customer_code/discounts/products',
  params: customerCodeParams,
  query: productPickerQuery,
  paged: true,
  tag: DISCOUNTS_TAG,
});
export const addCustomerDiscountsEp = endpoint<CustomerDiscountRow[]>()({
  method: 'POST',
  path: '/customer/:customer_code/discounts/add',
  params: customerCodeParams,
  body: addCustomerDiscountsBody,
  invalidates: [DISCOUNTS_TAG],
});
export const updateCustomerDiscountEp = endpoint<CustomerDiscountRow>()({
  method: 'PUT',
  path: '/customer/discounts/:customer_discount_id',
  params: customerDiscountParams,
  body: discountValues,
  invalidates: [DISCOUNTS_TAG],
});
export const removeCustomerDiscountEp = endpoint<string>()({ method: 'DELETE', path: '/customer/discounts/:customer_discount_id', params: customerDiscountParams, invalidates: [DISCOUNTS_TAG] });
