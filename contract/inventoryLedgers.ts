import { z } from 'zod';
import { digitsAsNumber, id as idOf, INT4_MAX, isoDate, optionalId as optionalIdOf, text, wholeNumber } from './envelope';
import { columns, endpoint, pagedQuery, report } from './kit';

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

const id = idOf();
/** An optional id filter: absent, null or '' mean "all". */
const optionalId = optionalIdOf();
/** A required date whose absence is reported with the screen's own message. */
const requiredDate = (message?: string) => (message ? text({ error: message }).trim().min(1, message).pipe(isoDate) : isoDate);
const ordered = <T extends { date_from: string; date_to: string }>(b: T) => b.date_from <= b.date_to;
const IN_ORDER = { message: M.invalidDate, path: ['date_from'] };

/** Product ids of a multi-product filter; at most 50 cards at once. */
const productIds = (message: string) => z.array(id, { error: message }).min(1, message).max(50);

// ---- Inventory Sub Ledger -----------------------------------------------------------

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

/**
 * The movement table of a product's card (the product is the card's title),
 * and of the export (one table, product after product). Running balances need
 * date order: the movements sort by date only (either direction).
 */
export const inventoryMovementColumns = columns<InventoryMovementRow>()([
  // The card's heading names the product; the export has one sheet for all, so it carries them.
  { key: 'product_code', header: 'Product Code', kind: 'text', width: 130, exportOnly: true },
  { key: 'product_name', header: 'Product Name', kind: 'text', width: 240, exportOnly: true },
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', width: 140 },
  { key: 'source_document', header: 'Source Document', kind: 'text', width: 150 },
  { key: 'module', header: 'Module', kind: 'text', width: 100 },
  { key: 'movement_type', header: 'Movement', kind: 'text', width: 110 },
  { key: 'quantity', header: 'Quantity', kind: 'quantity', width: 120 },
  { key: 'qty_balance', header: 'Qty Balance', kind: 'quantity', width: 120 },
  { key: 'cost_unit', header: 'Unit Cost', kind: 'money', width: 120 },
  { key: 'diluted_cost', header: 'Diluted Cost', kind: 'money', width: 120 },
  { key: 'amount', header: 'Amount', kind: 'money' },
  { key: 'amount_balance', header: 'Amount Balance', kind: 'money' },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', width: 220 },
  { key: 'floor', header: 'Floor', kind: 'text', width: 140 },
  { key: 'pallet_code', header: 'Pallet', kind: 'text', width: 110 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 240 },
  { key: 'remarks', header: 'Remarks', kind: 'text', width: 180 },
  /** Already Manila time as text (YYYY-MM-DD HH:MM:SS). */
  { key: 'created_at', header: 'Created At', kind: 'text', width: 170, screenOnly: true },
]);

/**
 * A reversed range is reported before a missing product (the screen's order,
 * spec 000 §5): the product check is a refinement after the date order, not
 * a minimum on the list (a list's minimum would be reported first).
 */
export const inventoryLedgerBody = pagedQuery(
  inventoryMovementColumns,
  { order_by: 'transaction_date' },
  {
    supplier_id: optionalId,
    product_id: z.array(id, { error: M.invalidData }).max(50),
    date_from: requiredDate(),
    date_to: requiredDate(),
  },
)
  .strip()
  .refine(ordered, IN_ORDER)
  .refine((b) => b.product_id.length > 0, { message: M.invalidData, path: ['product_id'] });
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

/** The page answers one group (card) per product, each with the asked page of its movements. */
export const inventorySubLedgerReport = report<InventoryMovementRow>()({
  title: 'Inventory Sub Ledger',
  page: endpoint<InventoryLedgerGroup[]>()({ method: 'POST', path: '/ledger/transactions/inventory', body: inventoryLedgerBody, paged: true, tag: 'ledgers' }),
  export: endpoint<string>()({ method: 'POST', path: '/ledger/transactions/inventory/export', body: inventoryLedgerExportBody }),
  columns: inventoryMovementColumns,
  defaultSort: { order_by: 'transaction_date', direction: 'asc' },
  scopes: { view: 'view_inventory_sub_ledger_list', export: 'export_inventory_sub_ledger_list' },
  totals: ['quantity', 'amount'],
});

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
  product_id: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.preprocess(digitsAsNumber, z.number({ error: M.invalidData }).int(M.invalidData).positive(M.invalidData).max(INT4_MAX, M.invalidData)),
  ),
  /** '' means every batch of the product. */
  batch_no: text().trim().max(100).optional().default(''),
  date_from: requiredDate(),
  date_to: requiredDate(),
};

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

/** The unit/cost/total triplets of a row, in column order, with the words a user reads. */
export const PRODUCT_LEDGER_TRIPLETS = {
  beg_end: 'Beg/End',
  purchases: 'Purchases',
  sold: 'Sold',
  inventory_transfer: 'Inventory Transfer',
  adjustment: 'Adjustment',
  overall_balance: 'Overall Balance',
} as const;
export type ProductLedgerTriplet = keyof typeof PRODUCT_LEDGER_TRIPLETS;

const triplet = <const T extends ProductLedgerTriplet>(name: T) =>
  [
    { key: `${name}_unit`, header: `${PRODUCT_LEDGER_TRIPLETS[name]} Unit`, kind: 'quantity', width: 130 },
    { key: `${name}_cost`, header: `${PRODUCT_LEDGER_TRIPLETS[name]} Cost`, kind: 'money', width: 140 },
    { key: `${name}_total`, header: `${PRODUCT_LEDGER_TRIPLETS[name]} Total`, kind: 'money', width: 150 },
  ] as const;
const TRIPLET_COLUMNS = [
  ...triplet('beg_end'),
  ...triplet('purchases'),
  ...triplet('sold'),
  ...triplet('inventory_transfer'),
  ...triplet('adjustment'),
  ...triplet('overall_balance'),
] as const;
const STATUS_COLUMN = { key: 'status', header: 'Status', kind: 'status', labels: { 0: 'Pending', 1: 'Posted' }, width: 110 } as const;

/** The summary: one row per module, in module order (or reversed); the module opens its batches. */
export const productLedgerColumns = columns<ProductLedgerRow>()([
  { key: 'module', header: 'Module', kind: 'status', labels: PRODUCT_LEDGER_MODULE_NAMES, sortable: true, width: 160 },
  ...TRIPLET_COLUMNS,
  STATUS_COLUMN,
]);

/** "Inventory Per Batch Number": the screen shows the columns of the module (spec 000 §4). */
export const productBatchColumns = columns<ProductLedgerRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', width: 150 },
  { key: 'references', header: 'Reference', kind: 'text', width: 140 },
  { key: 'source', header: 'Source', kind: 'text', width: 100 },
  ...TRIPLET_COLUMNS,
  STATUS_COLUMN,
  /** Opens the row's details. */
  { key: 'id', header: 'Details', kind: 'text', width: 100, screenOnly: true },
]);

export const productLedgerBody = pagedQuery(productLedgerColumns, { order_by: 'module' }, productLedgerFilters).strip().refine(ordered, IN_ORDER);
export type ProductLedgerBody = z.input<typeof productLedgerBody>;

/** The batch modal: one module's rows per batch (movements, or the batches' balances for BEG/END). */
export const productBatchesBody = pagedQuery(
  productBatchColumns,
  { order_by: 'transaction_date' },
  { ...productLedgerFilters, module: z.enum(PRODUCT_LEDGER_MODULES) },
)
  .strip()
  .refine(ordered, IN_ORDER);
export type ProductBatchesBody = z.input<typeof productBatchesBody>;

/**
 * The export call of spec 000 §7 (POST /ledger/transactions/product/export: id, date_from, date_to, tab=inventory;
 * the result is a download URL). `id` is the product; batch_no narrows it like the screen's filter.
 */
export const productLedgerExportBody = z
  .object({
    id: productLedgerFilters.product_id,
    batch_no: productLedgerFilters.batch_no,
    date_from: requiredDate(),
    date_to: requiredDate(),
    tab: z.enum(['inventory']).optional(),
  })
  .strict()
  .refine(ordered, IN_ORDER);

/** The module summary: the six rows, whole. The screen's export button is hidden ("Not Yet Working"); the call answers. */
export const productLedgerReport = report<ProductLedgerRow>()({
  title: 'Product Ledger',
  page: endpoint<ProductLedgerRow[]>()({ method: 'POST', path: '/ledger/transactions/product', body: productLedgerBody, paged: true, tag: 'ledgers' }),
  export: endpoint<string>()({ method: 'POST', path: '/ledger/transactions/product/export', body: productLedgerExportBody }),
  columns: productLedgerColumns,
  defaultSort: { order_by: 'module', direction: 'asc' },
  scopes: { view: 'view_product_ledger_list', export: 'export_product_ledger_list' },
  totals: ['beg_end_unit', 'beg_end_total', 'purchases_unit', 'purchases_total', 'sold_unit', 'sold_total', 'inventory_transfer_unit', 'inventory_transfer_total', 'adjustment_unit', 'adjustment_total', 'overall_balance_unit', 'overall_balance_total'],
});

/** The drill-down of one module, paged. */
export const productLedgerBatches = endpoint<ProductLedgerRow[]>()({
  method: 'POST',
  path: '/ledger/transactions/product/batches',
  body: productBatchesBody,
  paged: true,
  tag: 'ledgers',
});

// ---- Sales Per Product Ledger -----------------------------------------------------------

const salesPerProductFilters = {
  customer_id: optionalId,
  /** Product ids; empty means every product. */
  products: z.array(id).max(200).optional().default([]),
  date_from: requiredDate(),
  date_to: requiredDate(),
};

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

/** The order type of a line (is_promotional). */
export const ORDER_TYPE_LABELS = { 0: 'Normal Orders', 1: 'Special Promo / Near Expiry Order' } as const;

export const salesPerProductColumns = columns<SalesPerProductRow>()([
  { key: 'si_date', header: 'SI Date', kind: 'date', sortable: true, width: 120 },
  { key: 'year', header: 'Year', kind: 'number', width: 90 },
  { key: 'month', header: 'Month', kind: 'number', width: 90 },
  { key: 'dr_number', header: 'DR No.', kind: 'text', sortable: true, width: 130 },
  { key: 'digital_si_number', header: 'Digital SI No.', kind: 'text', width: 140 },
  { key: 'printed_si_number', header: 'Printed SI No.', kind: 'text', sortable: true, width: 140 },
  { key: 'customer_name', header: 'Customer', kind: 'text', sortable: true, width: 240 },
  { key: 'so_number', header: 'SO No.', kind: 'text', width: 130 },
  { key: 'is_promotional', header: 'Order Type', kind: 'status', labels: ORDER_TYPE_LABELS, width: 250 },
  { key: 'channel', header: 'Channel', kind: 'text', width: 130 },
  { key: 'tagging', header: 'Tagging', kind: 'text', width: 120 },
  { key: 'segment', header: 'Segment', kind: 'text', width: 150 },
  { key: 'product_code', header: 'Product Code', kind: 'text', sortable: true, width: 140 },
  { key: 'product', header: 'Product', kind: 'text', sortable: true, width: 240 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', sortable: true, width: 140 },
  { key: 'exp_date', header: 'Expiry Date', kind: 'date', width: 120 },
  { key: 'qty', header: 'Qty', kind: 'quantity', sortable: true, width: 90 },
  { key: 'fg', header: 'FG', kind: 'quantity', width: 80 },
  { key: 'price', header: 'Price', kind: 'money', sortable: true, width: 120 },
  { key: 'dsc', header: 'Discount %', kind: 'money', width: 110 },
  { key: 'gross', header: 'Gross', kind: 'money', sortable: true },
  { key: 'net', header: 'Net', kind: 'money', sortable: true },
  { key: 'booked_by', header: 'Booked By', kind: 'text', width: 160 },
]);

export const salesPerProductBody = pagedQuery(salesPerProductColumns, { order_by: 'si_date' }, salesPerProductFilters).strip().refine(ordered, IN_ORDER);
export type SalesPerProductBody = z.input<typeof salesPerProductBody>;
export const salesPerProductExportBody = z.object(salesPerProductFilters).refine(ordered, IN_ORDER);
export type SalesPerProductExportBody = z.input<typeof salesPerProductExportBody>;

/** The page answers the lines and the Overall Net Total of every line of the filters. */
export const salesPerProductReport = report<SalesPerProductRow>()({
  title: 'Sales Per Product Ledger',
  page: endpoint<SalesPerProductResult>()({ method: 'POST', path: '/ledger/transactions/sales-per-product', body: salesPerProductBody, paged: true, tag: 'ledgers' }),
  export: endpoint<string>()({ method: 'POST', path: '/ledger/transactions/sales-per-product/report', body: salesPerProductExportBody }),
  columns: salesPerProductColumns,
  defaultSort: { order_by: 'si_date', direction: 'asc' },
  scopes: { view: 'view_sales_per_product_ledger_list', export: 'export_sales_per_product_ledger_list' },
  totals: ['qty', 'fg', 'gross', 'net'],
});

// ---- YTD Sales Ledger -------------------------------------------------------------------------

export const YTD_TYPES = ['per_channel', 'per_segment'] as const;
export type YtdType = (typeof YTD_TYPES)[number];
export const YTD_TYPE_NAMES: Record<YtdType, string> = { per_channel: 'Sales Per Channel', per_segment: 'Sales Per Segment' };
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

/**
 * The spec's answer (000 §7: "result rows: id, type_name, sales"): the page's rows, then the Grand Total row of every
 * channel or segment together (not just the page), always last, with id 0 and type_name "Grand Total". total_rows
 * counts the channels or segments, not the Grand Total row.
 */
export type YtdSalesResult = YtdSalesRow[];
export const YTD_GRAND_TOTAL_ID = 0;

/** A row as the grid shows it: a column per month, month_1 (January) .. month_12, read from `sales`. */
export type YtdSalesCells = YtdSalesRow & { [month: `month_${number}`]: Money | undefined };

const MONTH_HEADERS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Customer Type, January..December, Grand Total; the type and the grand total sort. */
export const ytdSalesColumns = columns<YtdSalesCells>()([
  { key: 'type_name', header: 'Customer Type', kind: 'text', sortable: true, width: 200 },
  ...MONTH_HEADERS.map((header, i) => ({ key: `month_${i + 1}` as const, header, kind: 'money' as const, width: 130 })),
  { key: 'Grand_Total', header: 'Grand Total', kind: 'money', sortable: true, width: 150 },
]);

export const ytdSalesBody = pagedQuery(
  ytdSalesColumns,
  { order_by: 'type_name' },
  {
    date_year: wholeNumber(2000, 2100, { error: M.invalidData }),
    /** Cleared (absent, null or '') means per channel. */
    type: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(YTD_TYPES).default('per_channel')),
  },
).strip();
export type YtdSalesBody = z.input<typeof ytdSalesBody>;

/** The page answers the rows of the page, then the Grand Total row of all of them. No export (spec 000 §2.16). */
export const ytdSalesReport = report<YtdSalesCells>()({
  title: 'YTD Sales Ledger',
  page: endpoint<YtdSalesResult>()({ method: 'POST', path: '/ledger/transactions/sales-per-channel-segment', body: ytdSalesBody, paged: true, tag: 'ledgers' }),
  columns: ytdSalesColumns,
  defaultSort: { order_by: 'type_name', direction: 'asc' },
  scopes: { view: 'view_ytd_sales_ledger_list' },
  totals: ['month_1', 'month_2', 'month_3', 'month_4', 'month_5', 'month_6', 'month_7', 'month_8', 'month_9', 'month_10', 'month_11', 'month_12', 'Grand_Total'],
});

// ---- Lookups --------------------------------------------------------------------------------------

export const supplierQuery = z.object({ keyword: text().trim().max(100).optional().default('') }).strict();
export interface SupplierOption {
  vendor_id: number;
  company_name: string;
}

/** Active products matching a keyword (code or name), of one supplier when given. */
export const activeProductsBody = z.object({ keyword: text().trim().max(100), supplier_id: optionalId }).strict();
export interface ProductOption {
  product_id: number;
  product_code: string;
  product_name: string;
}

export const batchSearchBody = z.object({ product_id: id, keyword: text().trim().max(100) }).strict();
export interface BatchOption {
  batch_no: string;
  expiry_date: string;
}

/** The lookups of these screens (the reports' calls are in their declarations), so the server routes and the screens name the same paths. */
/** The pickers of the inventory-side ledger filters (spec 000 §3 lookups; the supplier path is ours). */
export const searchBatchesEp = endpoint<BatchOption[]>()({ method: 'POST', path: '/ledger/transactions/search/batches', body: batchSearchBody });
export const searchSuppliersLookupEp = endpoint<SupplierOption[]>()({ method: 'GET', path: '/ledger/lookups/suppliers', query: supplierQuery });
export const searchActiveProductsEp = endpoint<ProductOption[]>()({ method: 'POST', path: '/products/all/active', body: activeProductsBody });
