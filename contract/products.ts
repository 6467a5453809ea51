import { CPR_STATUS_LABELS, type CprStatus } from './regulatory';
import { z } from 'zod';
import { id, INT4_MAX, isoDate, listQuery, text, wholeNumber } from './envelope';
import { columns, endpoint, pagedQuery } from './kit';
import { blank, flag, measure, money, optId, optInt, optText, percent } from './kit/formFields';
import {
  forecastSaveBody,
  forecastShowBody,
  purchaseLogCreateBody,
  purchaseLogListBody,
  PURCHASING_PATHS,
  type ForecastRow,
  type ForecastShowResult,
  type PurchaseLogRow,
} from './purchasing';

/**
 * Product master (spec 001 §2 Product list .. Product update approval, §3, §4,
 * §5, §7). One form schema validates the create, draft, update and detail
 * forms in the browser and the bodies of /products/add and
 * /products/submit/updated on the server.
 */
export * from './productPricing';

// Field helpers (blank, optInt, optId, money, measure, percent, optText, flag, normaliseDecimal) are the kit's: contract/kit/formFields.ts.
export { normaliseDecimal } from './kit/formFields';

// ---- The product form ------------------------------------------------------------

export const PACKAGING_OPTIONS = ['Box', 'Cans', 'Pouch', 'Others'] as const;
export const DEFAULT_STOCK_LEVEL = 20000;
export const DEFAULT_INVENTORY_ID = 1;
export const PRODUCT_CODE_MAX = 100;

export const paymentTermSchema = z.object({
  percent_amount: percent('Payment term percent'),
  days_remaining: optInt('Payment term days').transform((d) => d ?? 0),
});
export type PaymentTerm = z.output<typeof paymentTermSchema>;

/**
 * Every editable field of a product (spec 001 §3 Product). Required on every
 * form: product name, brand name (generic_name), packaging and qty per pack
 * (§5). stock_level is read-only (the available stock) and `active` belongs
 * to the header switch, so neither is part of the form.
 */
export const productFields = z.object({
  product_code: optText('Product code', PRODUCT_CODE_MAX),
  product_code_old: optText('Old product code', PRODUCT_CODE_MAX),
  product_name: text({ error: 'Product name is required.' }).trim().min(1, 'Product name is required.').max(255, 'Product name must be at most 255 characters.'),
  generic_name: text({ error: 'Brand name is required.' }).trim().min(1, 'Brand name is required.').max(255, 'Brand name must be at most 255 characters.'),
  manufacturer: optText('Manufacturer'),
  supplier_id: optId('Supplier'),
  product_segment_id: optId('Product segment'),
  product_sub_segment_id: optId('Product sub-segment'),
  product_group_id: optId('Product group'),
  product_sub_group_id: optId('Product sub-group'),
  inventory_id: optId('Inventory').transform((v) => v ?? DEFAULT_INVENTORY_ID),
  packaging: z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number({ error: 'Packaging is required.' }).int('Packaging is required.').min(1, 'Packaging is required.').max(INT4_MAX, 'Packaging is not valid.')),
  specify_others: optText('Specify others'),
  packaging_description: optText('Packaging description'),
  unit_id: optId('Unit'),
  qty_per_pack: z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z.number({ error: 'Qty per pack is required.' }).int('Qty per pack must be a whole number.').min(1, 'Qty per pack must be at least 1.').max(INT4_MAX, `Qty per pack must not be more than ${INT4_MAX}.`),
  ),
  shelf_life: optInt('Shelf life'),
  quantity: optInt('Minimum order quantity', 1).transform((v) => v ?? 1),
  safety_stock_level: optInt('Safety stock level'),
  forecast: optInt('Required'),
  supplier_lead_time: optInt('Supplier lead time'),
  vat_exemption: flag('VAT exemption', 0),
  cost: money('Cost'),
  selling_price: money('Selling price'),
  cpr_no: optText('CPR number', 50),
  cpr_expiry: z.preprocess((v) => (blank(v) ? null : v), isoDate.nullable()),
  // Signed: vaccines and insulin are kept at 2-8 °C, some products frozen below 0.
  min_temperature: measure('Minimum temperature', { signed: true, decimals: 1 }),
  max_temperature: measure('Maximum temperature', { signed: true, decimals: 1 }),
  temperature: measure('Temperature', { signed: true, decimals: 1 }),
  humidity: measure('Humidity', { max: 100, decimals: 1 }),
  storage_requirement: optText('Storage requirement', 1000),
  small_size: measure('Small size'),
  big_size: measure('Big size'),
  weight_net: measure('Net weight'),
  weight_gross: measure('Gross weight'),
  percent_down_payment: percent('Down payment percent'),
  percent_intransit: percent('In transit percent'),
  percent_upon_delivery: percent('Upon delivery percent'),
  payment_terms: z.array(paymentTermSchema, { error: 'Payment terms must be a list.' }).max(12, 'At most 12 payment terms.').default([]),
});
export type ProductFields = z.output<typeof productFields>;
/** What a form holds and sends: text as typed (the server normalises). */
export type ProductFormValues = { [K in keyof ProductFields]?: K extends 'payment_terms' ? { percent_amount: string; days_remaining: string }[] : string | number | null };

/** The four fields §5 requires on the draft and update forms (client-side check, same words as the server's). */
export const REQUIRED_PRODUCT_FIELDS = { product_name: 'Product name is required.', generic_name: 'Brand name is required.', packaging: 'Packaging is required.', qty_per_pack: 'Qty per pack is required.' } as const;

export function missingRequired(values: ProductFormValues): string[] {
  return (Object.keys(REQUIRED_PRODUCT_FIELDS) as (keyof typeof REQUIRED_PRODUCT_FIELDS)[])
    .filter((k) => blank(values[k]) || (k === 'qty_per_pack' && Number(values[k]) === 0))
    .map((k) => REQUIRED_PRODUCT_FIELDS[k]);
}

const draftId = optId('Draft');

/** Multipart bodies carry text: "2" reads as 2 (a JSON number stays as it is). */
const formInt = (v: unknown) => (typeof v === 'string' && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v);

/** POST /products/add: a creation (category CREATED), saved as draft (0) or submitted (1). */
export const productAddBody = productFields.extend({
  is_submit: z.preprocess(formInt, z.union([z.literal(0), z.literal(1)], { error: 'Is submit must be 0 (draft) or 1 (submit).' })),
  category: z.literal('CREATED', { error: 'Category must be CREATED.' }).default('CREATED'),
  /** The draft being saved again or submitted. */
  draft_id: draftId,
});
export type ProductAddBody = z.input<typeof productAddBody>;

/** POST /products/submit/updated: a change of an existing product (category UPDATED), 0 draft, 1 submit, 2 from the detail page. */
export const productUpdateBody = productFields.extend({
  product_id: z.preprocess(formInt, z.number({ error: 'Product id is required.' }).int().min(1).max(INT4_MAX)),
  product_code: text({ error: 'Product code is required.' }).trim().min(1, 'Product code is required.').max(PRODUCT_CODE_MAX, `Product code must be at most ${PRODUCT_CODE_MAX} characters.`),
  is_submit: z.preprocess(formInt, z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'Is submit must be 0, 1 or 2.' })),
  category: z.literal('UPDATED', { error: 'Category must be UPDATED.' }),
  draft_id: draftId,
});
export type ProductUpdateBody = z.input<typeof productUpdateBody>;

export const productStatusBody = z.object({
  product_id: z.number({ error: 'Product id is required.' }).int().min(1).max(INT4_MAX),
  is_check: z.preprocess((v) => (v === true ? 1 : v === false ? 0 : v), z.union([z.literal(0), z.literal(1)], { error: 'Is check must be 0 or 1.' })),
});

// ---- Lists and path parameters ------------------------------------------------------

// The approval lists (update approval, approval masterlist) are declared with their workflows in contract/productApprovalQueue.ts.
export const UPDATE_APPROVAL_PAGE_SIZE = 50;

/** No query parameters: an unknown one is a client mistake worth a 00001. */
export const noQuery = z.object({}).strict();
export const vendorDropdownQuery = z.object({ status: wholeNumber(0, 1).optional() }).strict();

export const productCodeParams = z.object({ product_code: text().trim().min(1).max(PRODUCT_CODE_MAX) });
export const idParams = z.object({ id: id({ error: 'Id must be a number.' }) });
export const approvalCodeParams = z.object({ approval_code: text().regex(/^APR-\d{6,}$/, 'Approval code is not valid.') });
export const updateNoParams = z.object({ product_update_no: text().regex(/^PU-\d{6,}$/, 'Product update number is not valid.') });

/** "List of Product Stocks" (spec 001 §2 Product list): every column sortable on the server. */
export const productColumns = columns<ProductListRow>()([
  { key: 'product_code', header: 'Product Code', kind: 'text', sortable: true, width: 150 },
  { key: 'product_name', header: 'Product Name', kind: 'text', sortable: true, width: 260 },
  { key: 'brand_name', header: 'Brand Name', kind: 'text', sortable: true, width: 200 },
  { key: 'supplier', header: 'Supplier', kind: 'text', sortable: true, width: 240 },
  { key: 'segment', header: 'Segment', kind: 'text', sortable: true, width: 120 },
  { key: 'group', header: 'Group', kind: 'text', sortable: true, width: 160 },
  { key: 'packaging', header: 'Packaging', kind: 'text', sortable: true, width: 110 },
  { key: 'qty_per_pack', header: 'Qty per Pack', kind: 'number', sortable: true, width: 120 },
  { key: 'stock_level', header: 'Stock Level', kind: 'quantity', sortable: true, width: 120 },
  { key: 'cpr_no', header: 'CPR No.', kind: 'text', sortable: true, width: 150 },
  { key: 'cpr_expiry', header: 'CPR Expiry', kind: 'date', sortable: true, width: 120 },
  // Ours (issue 28): the registration's standing today; sorted by the expiry.
  { key: 'cpr_status', header: 'CPR Status', kind: 'status', labels: CPR_STATUS_LABELS, sortable: true, width: 200 },
]);
export const PRODUCT_LIST_DEFAULT_SORT = { order_by: 'product_code', direction: 'asc' } as const;
/** Searched by code, name, brand, supplier or CPR number. */
/** Spec 001 §7: the product list searches with search_param; `search` (what the screens sent before) is read too. */
export const productListQuery = pagedQuery(productColumns, PRODUCT_LIST_DEFAULT_SORT, { search_param: listQuery.shape.search, search: listQuery.shape.search });

/** "Products Draft Masterlist" (spec 001 §2 Product drafts): the saved drafts of new products and of changes. */
export const draftColumns = columns<DraftRow>()([
  { key: 'product_code', header: 'Product Code', kind: 'text', sortable: true, width: 140 },
  { key: 'product_name', header: 'Product Name', kind: 'text', sortable: true, width: 240 },
  { key: 'brand_name', header: 'Brand Name', kind: 'text', sortable: true, width: 180 },
  { key: 'supplier', header: 'Supplier', kind: 'text', sortable: true, width: 220 },
  { key: 'segment', header: 'Product Segment', kind: 'text', sortable: true, width: 150 },
  { key: 'group', header: 'Product Group', kind: 'text', sortable: true, width: 150 },
  { key: 'packaging', header: 'Packaging', kind: 'text', width: 110 },
  { key: 'qty_per_pack', header: 'Qty per Pack', kind: 'number', width: 120 },
  { key: 'stock_level', header: 'Stock Level', kind: 'quantity', width: 120 },
  { key: 'cpr_no', header: 'CPR Number', kind: 'text', width: 140 },
  { key: 'cpr_expiry', header: 'CPR Expiry', kind: 'date', width: 120 },
]);
/** The drafts also sort by what the grid does not show: the draft number (newest first by default) and the last save. */
export const draftSortKeys = [...draftColumns, { key: 'id', sortable: true }, { key: 'updated_at', sortable: true }] as const;
export const DRAFT_DEFAULT_SORT = { order_by: 'id', direction: 'desc' } as const;
export const draftListQuery = pagedQuery(draftSortKeys, DRAFT_DEFAULT_SORT, { search: listQuery.shape.search });

// ---- Endpoints (spec 001 §7: "Paths: not shown", so the paths are ours) ----------------
// Cache tags: 'products' (the list, the sidebar, a product), 'product-drafts', 'product-lookups'
// and 'vendors' (the form's dropdowns); the approval lists' tags are in contract/productApprovalQueue.ts.

/** What a save of the product form changes: the product (its pending approval), the drafts and both approval lists. */
export const PRODUCT_SAVED_TAGS = ['products', 'product-drafts', 'product-approvals', 'product-updates'] as const;

export const listProducts = endpoint<ProductListRow[]>()({ method: 'GET', path: '/products', query: productListQuery, paged: true, tag: 'products' });
/** One product for the detail page: its fields, available stock, uploads and pending approvals. */
export const showProduct = endpoint<ProductDetail>()({ method: 'GET', path: '/products/id/:product_code', params: productCodeParams, query: noQuery, tag: 'products' });
/** One product's form values by its code. */
export const showProductByCode = endpoint<ProductRecord>()({ method: 'GET', path: '/products/code/:product_code', params: productCodeParams, query: noQuery, tag: 'products' });

export const listProductDrafts = endpoint<DraftRow[]>()({ method: 'GET', path: '/products/draft/list', query: draftListQuery, paged: true, tag: 'product-drafts' });
export const showProductDraft = endpoint<DraftDetail>()({ method: 'GET', path: '/products/draft/:id', params: idParams, query: noQuery, tag: 'product-drafts' });

// The form's dropdowns: read once and kept (spec 001 §9), whichever form mounts them.
export const listVendorOptions = endpoint<VendorOption[]>()({ method: 'GET', path: '/vendor-db/vendor-dropdown', query: vendorDropdownQuery, tag: 'vendors' });
export const listSegments = endpoint<SegmentOption[]>()({ method: 'GET', path: '/products/segment', query: noQuery, tag: 'product-lookups' });
export const listGroups = endpoint<SegmentOption[]>()({ method: 'GET', path: '/products/group', query: noQuery, tag: 'product-lookups' });
export const listUnits = endpoint<LookupOption[]>()({ method: 'GET', path: '/products/unit', query: noQuery, tag: 'product-lookups' });
export const listPackaging = endpoint<LookupOption[]>()({ method: 'GET', path: '/products/packaging', query: noQuery, tag: 'product-lookups' });

/**
 * Creation: draft (is_submit 0, 00012) or submit (1, 00013); JSON, or
 * multipart with the form's files (spec 001 §7).
 */
export const addProductEp = endpoint<{ id: number; approval_code: string | null }>()({ method: 'POST', path: '/products/add', body: productAddBody, invalidates: PRODUCT_SAVED_TAGS });
/** Change: draft (0), submit (1) from the update form, or 2 from the detail page (00004); multipart like the creation. */
export const submitProductChangeEp = endpoint<{ id: number; product_update_no?: string }>()({
  method: 'POST',
  path: '/products/submit/updated',
  body: productUpdateBody,
  invalidates: PRODUCT_SAVED_TAGS,
});
export const setProductActiveEp = endpoint<{ product_id: number; active: 0 | 1 }>()({ method: 'POST', path: '/product/active/status', body: productStatusBody, invalidates: ['products'] });

/** An uploaded product file (file_url / processed_path of the answers); read with the bearer token. */
export const PRODUCT_UPLOAD_PATH = '/products/uploads/:id';

// ---- The detail page's Forecasting and Purchase Logs tabs (schemas in contract/purchasing.ts) ----

export const showForecastEp = endpoint<ForecastShowResult>()({ method: 'POST', path: PURCHASING_PATHS.forecastShow, body: forecastShowBody, tag: 'product-forecast' });
/** Success is 00003 (spec 001 §7). */
export const saveForecastEp = endpoint<ForecastRow>()({ method: 'POST', path: PURCHASING_PATHS.forecastSave, body: forecastSaveBody, invalidates: ['product-forecast'] });
export const listPurchaseLogsEp = endpoint<PurchaseLogRow[]>()({ method: 'POST', path: PURCHASING_PATHS.purchaseLogList, body: purchaseLogListBody, paged: true, tag: 'purchase-logs' });
export const createPurchaseLogEp = endpoint<PurchaseLogRow>()({ method: 'POST', path: PURCHASING_PATHS.purchaseLogCreate, body: purchaseLogCreateBody, invalidates: ['purchase-logs'] });

// ---- Answers ------------------------------------------------------------------------

export type Money = string;

export interface ProductListRow {
  product_id: number;
  product_code: string;
  product_name: string;
  brand_name: string;
  supplier_id: number;
  /** "V-0001 - Unilab" (vendor code plus company name). */
  supplier: string;
  segment: string | null;
  group: string | null;
  packaging: string | null;
  qty_per_pack: number;
  /** Available stock: the signed sum of the product's inventory movements. */
  stock_level: number;
  cpr_no: string | null;
  cpr_expiry: string | null;
  /** Ours (issue 28): the CPR's standing on the server's business day. */
  cpr_status?: CprStatus;
  active: 0 | 1;
  /** Numbers of the approvals waiting for this product; empty when none. */
  has_pending_approval: string[];
}

/**
 * The files of a product form (spec 001 §3): the multipart field each comes in,
 * the doc_type it is stored as, and how it is named in messages and changes.
 */
export const PRODUCT_FILES = {
  cpr_document: { docType: 'cpr', kind: 'document', label: 'CPR document' },
  small_size_image: { docType: 'small', kind: 'image', label: 'Small size image' },
  big_size_image: { docType: 'big', kind: 'image', label: 'Big size image' },
} as const;
export type ProductFileField = keyof typeof PRODUCT_FILES;
export type ProductDocType = (typeof PRODUCT_FILES)[ProductFileField]['docType'];
export const PRODUCT_FILE_FIELDS = Object.keys(PRODUCT_FILES) as ProductFileField[];

export interface ProductUpload {
  id: number;
  doc_type: 'cpr' | 'small' | 'big';
  file_name: string;
  file_url: string;
}

/** A stored product as the form reads it (amounts as text). */
export type ProductRecord = Omit<ProductFields, 'vat_exemption'> & {
  product_id: number;
  product_code: string;
  vat_exemption: 0 | 1;
  active: 0 | 1;
  stock_level: number;
  cost_vat: Money;
  cost_unit: Money;
  cost_unit_vat: Money;
  selling_price_vat: Money;
  selling_price_unit: Money;
  selling_price_unit_vat: Money;
  brand_name: string;
  supplier_name: string | null;
  vendor_code: string | null;
};

/** GET /products/id/{code}: the product, its available stock, uploads and pending approvals. */
export interface ProductDetail extends ProductRecord {
  available_stock: number;
  upload: ProductUpload[];
  has_pending_approval: string[];
}

export interface DraftRow {
  id: number;
  category: 'CREATED' | 'UPDATED';
  product_code: string | null;
  product_name: string;
  brand_name: string;
  supplier: string | null;
  segment: string | null;
  group: string | null;
  packaging: string | null;
  qty_per_pack: number | null;
  stock_level: number;
  cpr_no: string | null;
  cpr_expiry: string | null;
  created_by: string;
  updated_at: string;
}

export interface DraftDetail {
  id: number;
  category: 'CREATED' | 'UPDATED';
  is_submit: 0 | 1 | 2;
  product_id: number | null;
  values: ProductFields & { product_code: string | null };
  with_image: { id: number; doc_type: string; file_name: string; processed_path: string; erp_uploads_draft_id: number }[];
}

/**
 * Where a submission or a change stands (the status column of
 * product_submissions and product_updates): 0 a draft (submissions only),
 * 1 waiting for approval, 2 approved, 3 declined. The workflows of
 * contract/productApprovalQueue.ts name them and say what may move them.
 */
export type ProductApprovalStatus = 0 | 1 | 2 | 3;

export interface ApprovalRow {
  /** Creation approvals: the approval code. Change approvals: the product update number. */
  approval_code: string;
  category: 'CREATED' | 'UPDATED';
  /** 1 For Approval (the masterlist lists what waits). */
  status: ProductApprovalStatus;
  /** Empty for a creation (no product yet), the product's code for a change. */
  product_code: string | null;
  proposed_code: string | null;
  product_name: string;
  brand_name: string;
  supplier: string | null;
  /** Who submitted it (the maker: they may not decide it). */
  submitted_by: string;
  submitted_at: string;
}

export interface FieldChange {
  field_name: string;
  old_value: string | null;
  new_value: string | null;
}

export interface ProductChanges {
  text: FieldChange[];
  supplier: { field_name: string; old_supplier: string | null; new_supplier: string | null }[];
  vat_exemption: { field_name: string; old_value_text: string; new_value_text: string }[];
}

export interface ProductUpdateRow {
  id: number;
  product_update_no: string;
  product_id: number;
  product_code: string;
  product_name: string;
  supplier_name: string;
  vendor_code: string;
  date_updated: string;
  updated_by: string;
  /** 1 For Approval, 2 Approved, 3 Declined. */
  status: Exclude<ProductApprovalStatus, 0>;
  approved_at: string | null;
  declined_at: string | null;
  user_reviewer: string | null;
  changes: ProductChanges;
  /** The product as it would be with the change (read-only sections of the modal). */
  proposed: ProductFields & { product_segment: string | null; product_group: string | null; min_order_qty: number };
}

export interface LookupOption {
  id: number;
  name: string;
}
export interface SegmentOption extends LookupOption {
  subs: LookupOption[];
}
export interface VendorOption {
  vendor_id: number;
  vendor_code: string;
  company_name: string;
}

/** Display names of the fields in the change table (Field Name column). */
export const PRODUCT_FIELD_LABELS: Record<string, string> = {
  product_code: 'Product Code',
  product_code_old: 'Old Product Code',
  product_name: 'Product Name',
  generic_name: 'Brand Name',
  manufacturer: 'Manufacturer',
  supplier_id: 'Supplier',
  product_segment_id: 'Product Segment',
  product_sub_segment_id: 'Product Sub-Segment',
  product_group_id: 'Product Group',
  product_sub_group_id: 'Product Sub-Group',
  inventory_id: 'Inventory',
  packaging: 'Packaging',
  specify_others: 'Specify Others',
  packaging_description: 'Packaging Description',
  unit_id: 'Unit of Measure',
  qty_per_pack: 'Qty per Pack',
  shelf_life: 'Shelf Life (months)',
  quantity: 'Minimum Order Quantity',
  safety_stock_level: 'Safety Stock Level',
  forecast: 'Required',
  supplier_lead_time: 'Supplier Lead Time (days)',
  vat_exemption: 'VAT Exemption',
  cost: 'Cost',
  cost_vat: 'Cost (VAT-exclusive)',
  cost_unit: 'Cost per Unit',
  cost_unit_vat: 'Cost per Unit (VAT-exclusive)',
  selling_price: 'Selling Price',
  selling_price_vat: 'Selling Price (VAT-exclusive)',
  selling_price_unit: 'Selling Price per Unit',
  selling_price_unit_vat: 'Selling Price per Unit (VAT-exclusive)',
  cpr_no: 'CPR Number',
  cpr_expiry: 'CPR Expiry',
  min_temperature: 'Minimum Temperature (°C)',
  max_temperature: 'Maximum Temperature (°C)',
  temperature: 'Temperature (°C)',
  humidity: 'Humidity (%)',
  storage_requirement: 'Storage Requirement',
  small_size: 'Small Size (mm)',
  big_size: 'Big Size (cm)',
  weight_net: 'Net Weight (g)',
  weight_gross: 'Gross Weight (g)',
  percent_down_payment: 'Down Payment (%)',
  percent_intransit: 'In Transit (%)',
  percent_upon_delivery: 'Upon Delivery (%)',
  payment_terms: 'Payment Terms',
  cpr_document: 'CPR Document',
  small_size_image: 'Small Size Image',
  big_size_image: 'Big Size Image',
};

// ---- Messages ---------------------------------------------------------------------------
// (A refused approval or decline, the second decision or the maker's own, says why in the workflow's words: contract/kit/workflow.ts.)
export const PRODUCT_MESSAGES = {
  alreadyDecided: 'This approval was already acted on.',
  draftNotYours: (owner: string) => `This draft belongs to ${owner}; only they can save or submit it.`,
  draftHidden: 'This draft belongs to someone else; only its author or a user allowed to view product drafts can open it.',
  pendingExists: 'This product already has an update waiting for approval.',
  supplierRequired: 'Supplier is required.',
  noChanges: 'There are no changes to submit.',
  codeTaken: 'The product code is already used by another product.',
} as const;
