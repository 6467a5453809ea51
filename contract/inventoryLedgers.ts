import { z } from 'zod';
import { isoDate, listQuery } from './envelope';

/**
 * The inventory-side ledgers (spec 000 §2.12, §2.13, §2.15, §2.16, §3, §7):
 * Inventory Sub Ledger, Product Ledger, Sales Per Product Ledger, YTD Sales
 * Ledger, and their lookups. Money travels as decimal strings ("1234.50"),
 * summed in SQL numeric; quantities are whole numbers. The same bodies
 * validate the filters in the browser and on the server.
 */
type Money = string;

/** Spec 000 §5/§8 messages, word for word. */
export const INVENTORY_LEDGER_MESSAGES = {
  /** Search with Date From after Date To. */
  invalidDate: 'Please provide valid date!',
  /** Inventory sub-ledger / product ledger search without a product. */
  invalidData: 'Please provide valid data!',
  /** Inventory export with an empty product or date. */
  selectProductAndDates: 'Please select product and dates!',
  /** Empty supplier or product list. */
  noData: 'No Data Available',
  /** Product ledger batch modal load failure. */
  unableToLoad: 'Unable to load Data',
  /** Progress toast while a ledger page loads. */
  progress: 'Getting Transaction, Please wait...',
} as const;
const M = INVENTORY_LEDGER_MESSAGES;

// ---- Building blocks ----------------------------------------------------------

const id = z.coerce.number().int().positive();
/** An optional id filter: absent, null or '' mean "all". */
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());
/** A required date whose absence is reported with the screen's own message. */
const requiredDate = (message?: string) => (message ? z.string({ error: message }).trim().min(1, message).pipe(isoDate) : isoDate);
const ordered = <T extends { date_from: string; date_to: string }>(b: T) => b.date_from <= b.date_to;
const IN_ORDER = { message: M.invalidDate, path: ['date_from'] };

/** Paging of a report body with the sort columns it accepts (anything else is a 00001). */
function pagingOf<const C extends readonly [string, ...string[]]>(columns: C, defaultColumn: C[number]) {
  return listQuery.pick({ page: true, page_size: true, direction: true }).extend({
    order_by: z.enum(columns).default(defaultColumn as never),
  });
}

/** Product ids of a multi-product filter; at most 50 cards at once. */
const productIds = (message: string) => z.array(id, { error: message }).min(1, message).max(50);

// ---- Inventory Sub Ledger -----------------------------------------------------------

/** Running balances need date order: the movements sort by date only (either direction). */
export const INVENTORY_SORTABLE = ['transaction_date'] as const;

export const inventoryLedgerBody = pagingOf(INVENTORY_SORTABLE, 'transaction_date')
  .extend({
    supplier_id: optionalId,
    product_id: productIds(M.invalidData),
    date_from: requiredDate(),
    date_to: requiredDate(),
  })
  .refine(ordered, IN_ORDER);
export type InventoryLedgerBody = z.input<typeof inventoryLedgerBody>;

export const inventoryLedgerExportBody = z
  .object({
    supplier_id: optionalId,
    product_id: productIds(M.selectProductAndDates),
    date_from: requiredDate(M.selectProductAndDates),
    date_to: requiredDate(M.selectProductAndDates),
  })
  .refine(ordered, IN_ORDER);
export type InventoryLedgerExportBody = z.input<typeof inventoryLedgerExportBody>;

/** One inventory movement with the product's balances after it. */
export interface InventoryMovementRow {
  product_movement_id: number;
  product_code: string;
  product_name: string;
  batch_no: string;
  source_document: string;
  /** Signed: + in, - out. */
  quantity: number;
  qty_balance: number;
  cost_unit: Money;
  diluted_cost: Money;
  amount: Money;
  amount_balance: Money;
  movement_type: 'IN' | 'OUT';
  module: string;
  particulars: string | null;
  transaction_date: string;
  created_at: string;
  supplier_name: string | null;
  floor: string;
  pallet_code: string;
  remarks: string | null;
}

/** One card: a product and one page of its movements (the page asked for, per product). */
export interface InventoryLedgerGroup {
  product_id: number;
  product_code: string;
  product_name: string;
  /** Movements of this product in the range (for its own pager). */
  total_rows: number;
  product_movement: InventoryMovementRow[];
}

// ---- Product Ledger -------------------------------------------------------------------

/** Modules of the product ledger summary, in display order (BEG and END are the balances). */
export const PRODUCT_LEDGER_MODULES = ['BEG', 'RR', 'SO', 'IT', 'IA', 'END'] as const;
export type ProductLedgerModule = (typeof PRODUCT_LEDGER_MODULES)[number];
export const PRODUCT_LEDGER_MODULE_NAMES: Record<ProductLedgerModule, string> = {
  BEG: 'Beg Balance',
  RR: 'RR',
  SO: 'SO',
  IT: 'IT',
  IA: 'IA',
  END: 'Ending Balance',
};

const productLedgerFilters = {
  product_id: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number({ error: M.invalidData }).int(M.invalidData).positive(M.invalidData)),
  /** '' means every batch of the product. */
  batch_no: z.string().trim().max(100).optional().default(''),
  date_from: requiredDate(),
  date_to: requiredDate(),
};

export const PRODUCT_LEDGER_SORTABLE = ['module'] as const;
export const productLedgerBody = pagingOf(PRODUCT_LEDGER_SORTABLE, 'module').extend(productLedgerFilters).refine(ordered, IN_ORDER);
export type ProductLedgerBody = z.input<typeof productLedgerBody>;

/** The batch modal: one module's rows per batch (movements, or the batches' balances for BEG/END). */
export const PRODUCT_BATCH_SORTABLE = ['transaction_date'] as const;
export const productBatchesBody = pagingOf(PRODUCT_BATCH_SORTABLE, 'transaction_date')
  .extend({ ...productLedgerFilters, module: z.enum(PRODUCT_LEDGER_MODULES) })
  .refine(ordered, IN_ORDER);
export type ProductBatchesBody = z.input<typeof productBatchesBody>;

/**
 * A product ledger row: a module total of the summary, or one movement (or
 * one batch balance) in the batch modal. Only the triplet of its module is
 * filled, the others are null; unit is a quantity, cost the average unit cost
 * (total / unit), total the amount.
 */
export interface ProductLedgerRow {
  id: string;
  module: ProductLedgerModule;
  particulars: string;
  batch_no: string | null;
  purchases_unit: number | null;
  purchases_cost: Money | null;
  purchases_total: Money | null;
  sold_unit: number | null;
  sold_cost: Money | null;
  sold_total: Money | null;
  inventory_transfer_unit: number | null;
  inventory_transfer_cost: Money | null;
  inventory_transfer_total: Money | null;
  adjustment_unit: number | null;
  adjustment_cost: Money | null;
  adjustment_total: Money | null;
  /** Balance after this row (of the product, or of the row's batch in the modal). */
  overall_balance_unit: number;
  overall_balance_cost: Money;
  overall_balance_total: Money;
  transaction_date: string | null;
  references: string | null;
  source: string | null;
  beg_end_unit: number | null;
  beg_end_cost: Money | null;
  beg_end_total: Money | null;
  /** 0 pending (e.g. a transfer not yet received), 1 posted. */
  status: 0 | 1;
}

// ---- Sales Per Product Ledger -----------------------------------------------------------

export const SALES_PER_PRODUCT_SORTABLE = [
  'si_date',
  'dr_number',
  'printed_si_number',
  'customer_name',
  'product_code',
  'product',
  'batch_no',
  'qty',
  'price',
  'gross',
  'net',
] as const;

const salesPerProductFilters = {
  customer_id: optionalId,
  /** Product ids; empty means every product. */
  products: z.array(id).max(200).optional().default([]),
  date_from: requiredDate(),
  date_to: requiredDate(),
};

export const salesPerProductBody = pagingOf(SALES_PER_PRODUCT_SORTABLE, 'si_date').extend(salesPerProductFilters).refine(ordered, IN_ORDER);
export type SalesPerProductBody = z.input<typeof salesPerProductBody>;
export const salesPerProductExportBody = z.object(salesPerProductFilters).refine(ordered, IN_ORDER);
export type SalesPerProductExportBody = z.input<typeof salesPerProductExportBody>;

/** One sales invoice line. */
export interface SalesPerProductRow {
  id: number;
  booked_by: string;
  year: number;
  month: number;
  si_date: string;
  dr_number: string;
  digital_si_number: string;
  printed_si_number: string;
  customer_name: string;
  so_number: string;
  /** 0 Normal Orders, otherwise Special Promo / Near Expiry Order. */
  is_promotional: number;
  channel: string;
  /** The customer's status (Regular / Non-Regular). */
  tagging: string;
  segment: string;
  product_code: string;
  product: string;
  batch_no: string;
  exp_date: string;
  qty: number;
  /** Free goods. */
  fg: number;
  price: Money;
  /** Discount, percent. */
  dsc: string;
  gross: Money;
  net: Money;
}

export interface SalesPerProductResult {
  rows: SalesPerProductRow[];
  /** SUM(net) over every line of the filters, not just the page. */
  overall_net_total: Money;
}

export const isPromotionalLabel = (v: number) => (v === 0 ? 'Normal Orders' : 'Special Promo / Near Expiry Order');

// ---- YTD Sales Ledger -------------------------------------------------------------------------

export const YTD_TYPES = ['per_channel', 'per_segment'] as const;
export type YtdType = (typeof YTD_TYPES)[number];
export const YTD_TYPE_NAMES: Record<YtdType, string> = { per_channel: 'Sales Per Channel', per_segment: 'Sales Per Segment' };
export const YTD_SORTABLE = ['type_name', 'Grand_Total'] as const;

export const ytdSalesBody = pagingOf(YTD_SORTABLE, 'type_name').extend({
  date_year: z.coerce.number().int().min(2000).max(2100),
  /** Cleared (absent, null or '') means per channel. */
  type: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(YTD_TYPES).default('per_channel')),
});
export type YtdSalesBody = z.input<typeof ytdSalesBody>;

export interface YtdMonthSales {
  /** 1 = January .. 12 = December. */
  month: number;
  total_sales: Money;
}

/** Sales net of VAT of one channel or segment, per month of the year. */
export interface YtdSalesRow {
  id: number;
  type_name: string;
  sales: YtdMonthSales[];
  Grand_Total: Money;
}

export interface YtdSalesResult {
  rows: YtdSalesRow[];
  /** Every channel or segment together (not just the page). */
  grand_total: YtdSalesRow;
}

// ---- Lookups --------------------------------------------------------------------------------------

export const supplierQuery = z.object({ keyword: z.string().trim().max(100).optional().default('') }).strict();
export interface SupplierOption {
  vendor_id: number;
  company_name: string;
}

/** Active products matching a keyword (code or name), of one supplier when given. */
export const activeProductsBody = z.object({ keyword: z.string().trim().max(100), supplier_id: optionalId }).strict();
export interface ProductOption {
  product_id: number;
  product_code: string;
  product_name: string;
}

export const batchSearchBody = z.object({ product_id: id, keyword: z.string().trim().max(100) }).strict();
export interface BatchOption {
  batch_no: string;
  expiry_date: string;
}

/** Every call of these screens, so the server routes and the screens name the same paths. */
export const INVENTORY_LEDGER_PATHS = {
  inventory: '/ledger/transactions/inventory',
  inventoryExport: '/ledger/transactions/inventory/export',
  productLedger: '/ledger/transactions/product',
  productBatches: '/ledger/transactions/product/batches',
  batchSearch: '/ledger/transactions/search/batches',
  salesPerProduct: '/ledger/transactions/sales-per-product',
  salesPerProductExport: '/ledger/transactions/sales-per-product/report',
  ytdSales: '/ledger/transactions/sales-per-channel-segment',
  suppliers: '/ledger/lookups/suppliers',
  activeProducts: '/products/all/active',
} as const;
