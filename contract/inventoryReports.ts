import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery, report, searchText } from './kit';
import { SHELF_LIFE_LABELS } from './warehouse';

/**
 * The inventory report (spec 001 §2, §3, §5, §7 "Inventory report"): one
 * filter object (products and warehouses by code, groups and segments by id,
 * blank = ALL; a date range) and three results: the summary per batch and
 * pallet, the summary by warehouse, and the movement balances per batch.
 * Quantities are whole numbers, money decimal strings summed in SQL numeric.
 *
 * The ledger's figures are the inventory sub-ledger's (every movement,
 * in-transit transfers included); the actual inventory is what sits on the
 * pallets (posted movements only).
 */
export const INVENTORY_REPORT_MESSAGES = {
  invalidRange: 'Error: Invalid date range.',
  dateFrom: 'Date From is required.',
  dateTo: 'Date To is required.',
  loadFailed: 'Error Loading of Data',
} as const;
const M = INVENTORY_REPORT_MESSAGES;

/** The report types of the form (the generate call also handles movement, spec §2). */
export const REPORT_TYPES = { summary: 'Summary', warehouse: 'Warehouse', movement: 'Movement' } as const;
export type ReportType = keyof typeof REPORT_TYPES;

const code = text().trim().min(1).max(100);
const codes = z.array(code).max(500).default([]);
const ids = z.array(id()).max(200).default([]);

/** Column keys a result may be limited to (table_col): the screen hides the others. */
const tableCol = z.array(text().trim().max(60)).max(60).default([]);

export const inventoryReportFilters = z
  .object({
    /** Product codes (spec: product_name carries codes). */
    product_name: codes,
    product_group: ids,
    product_segment: ids,
    /** Warehouse codes. */
    warehouse: codes,
    table_col: tableCol,
    report_date_from: text({ error: M.dateFrom }).trim().min(1, M.dateFrom).pipe(isoDate),
    report_date_to: text({ error: M.dateTo }).trim().min(1, M.dateTo).pipe(isoDate),
  })
  .strict()
  .refine((b) => b.report_date_from <= b.report_date_to, { message: M.invalidRange, path: ['report_date_to'] });
export type InventoryReportFilters = z.input<typeof inventoryReportFilters>;

// ---- Options ---------------------------------------------------------------------------------------

export interface ProductOption {
  product_name: string;
  product_code: string;
}
export interface WarehouseOption {
  warehouse_name: string;
  warehouse_code: string;
}
export interface NamedOption {
  id: number;
  name: string;
}
export const productOptionsEp = endpoint<ProductOption[]>()({ method: 'GET', path: '/inventoryreport/dropdown/product', tag: 'inventory-report-options' });
export const warehouseOptionsEp = endpoint<WarehouseOption[]>()({ method: 'GET', path: '/inventoryreport/dropdown/warehouse', tag: 'inventory-report-options' });
/** Not in the spec's call list, which names no source for the group and segment choices. */
export const groupOptionsEp = endpoint<NamedOption[]>()({ method: 'GET', path: '/inventoryreport/dropdown/product-group', tag: 'inventory-report-options' });
export const segmentOptionsEp = endpoint<NamedOption[]>()({ method: 'GET', path: '/inventoryreport/dropdown/product-segment', tag: 'inventory-report-options' });

// ---- Summary (per batch and pallet) -----------------------------------------------------------------

export interface SummaryMovements {
  movement_beg_in: number;
  movement_beg_out: number;
  movement_in: number;
  movement_out: number;
}
export interface SummaryRow {
  key: string;
  product_code: string;
  product_name: string;
  generic_name: string;
  batch_no: string;
  expiry_date: string;
  movements: SummaryMovements;
  /** Beginning in - out + period in - out. */
  ending_quantity: number;
  ending_amount: string;
  months_to_expiry: number;
  /** Spec §5 band of the months to expiry on Date To: red (under 8), yellow (8 to 12), green (over 12). */
  shelf_life_status: 'red' | 'yellow' | 'green';
  warehouse: string | null;
  zone: string | null;
  pallet: string | null;
}
export interface StockTotals {
  beginning_quantity: number;
  quantity_in: number;
  quantity_out: number;
  ending_quantity: number;
  ending_amount: string;
}
export interface SummaryResult {
  rows: SummaryRow[];
  totals: StockTotals;
}
/** A summary row as a grid and a sheet read it (the movements beside the other fields). */
export type FlatSummaryRow = Omit<SummaryRow, 'movements'> & SummaryMovements;
export const flatSummaryRow = ({ movements, ...rest }: SummaryRow): FlatSummaryRow => ({ ...rest, ...movements });

export { SHELF_LIFE_LABELS };

export const summaryColumns = columns<FlatSummaryRow>()([
  { key: 'product_code', header: 'Product Code', kind: 'text', width: 130 },
  { key: 'product_name', header: 'Product Name', kind: 'text', width: 240 },
  { key: 'generic_name', header: 'Generic Name', kind: 'text', width: 200 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', width: 140 },
  { key: 'expiry_date', header: 'Expiry Date', kind: 'date', width: 120 },
  { key: 'movement_beg_in', header: 'Beginning In', kind: 'quantity', width: 120 },
  { key: 'movement_beg_out', header: 'Beginning Out', kind: 'quantity', width: 130 },
  { key: 'movement_in', header: 'In', kind: 'quantity', width: 100 },
  { key: 'movement_out', header: 'Out', kind: 'quantity', width: 100 },
  { key: 'ending_quantity', header: 'Ending Quantity', kind: 'quantity', width: 140 },
  { key: 'ending_amount', header: 'Ending Value', kind: 'money', width: 140 },
  { key: 'months_to_expiry', header: 'Months to Expiry', kind: 'number', width: 140 },
  { key: 'shelf_life_status', header: 'Shelf Life Status', kind: 'status', labels: SHELF_LIFE_LABELS, width: 150 },
  { key: 'warehouse', header: 'Warehouse', kind: 'text', width: 180 },
  { key: 'zone', header: 'Zone', kind: 'text', width: 160 },
  { key: 'pallet', header: 'Pallet', kind: 'text', width: 110 },
]);

export const inventorySummaryEp = endpoint<SummaryResult>()({ method: 'POST', path: '/inventoryreport/inventorysummary', body: inventoryReportFilters, tag: 'inventory-report' });
export const inventorySummaryExportEp = endpoint<string>()({ method: 'POST', path: '/inventoryreport/inventorysummary/export', body: inventoryReportFilters });

// ---- Summary by warehouse ------------------------------------------------------------------------

/** Quantities per warehouse code. */
export type PerWarehouse = Record<string, number>;
export interface WarehouseSummaryRow {
  product_id: number;
  product_code: string;
  product_name: string;
  /** Stock in each warehouse at the start of the range. */
  movement_begin_warehouse_in: PerWarehouse;
  movement_warehouse_in: PerWarehouse;
  movement_warehouse_out: PerWarehouse;
  /** Into and out of all warehouses over the range. */
  TOTAL_IN: number;
  TOTAL_OUT: number;
  /** Ending stock over all warehouses. */
  total: number;
}
export interface WarehouseSummaryResult {
  /** The warehouses of the columns, in code order ("NONE": movements without a pallet). */
  warehouses: WarehouseOption[];
  rows: WarehouseSummaryRow[];
}
export const NO_WAREHOUSE = { warehouse_code: 'NONE', warehouse_name: 'No pallet' } as const;
export const inventoryWarehouseSummaryEp = endpoint<WarehouseSummaryResult>()({
  method: 'POST',
  path: '/inventoryreport/inventorysummarywarehouse',
  body: inventoryReportFilters,
  tag: 'inventory-report',
});
export const inventoryWarehouseSummaryExportEp = endpoint<string>()({ method: 'POST', path: '/inventoryreport/inventorysummarywarehouse/export', body: inventoryReportFilters });

// ---- Movement balances ------------------------------------------------------------------------------

/**
 * Balances per batch on Date To. The order stages (AR, picking, marking, DR
 * confirmed, cancelled) are quantities booked on sales orders not yet
 * delivered: this system invoices orders directly, so they are 0 until an
 * order pipeline exists, and available for booking is the total inventory.
 */
export interface MovementRow {
  key: string;
  product_code: string;
  product_name: string;
  batch_no: string;
  central_balance: number;
  picking_balance: number;
  total_inventory: number;
  ar_stage: number;
  picking_stage: number;
  marking_stage: number;
  dr_confirmed: number;
  cancelled: number;
  available_for_booking: number;
  /** The inventory sub-ledger's quantity (in-transit transfers included). */
  ending_inventory_ledger: number;
  /** On pallets (posted movements). */
  actual_inventory: number;
}
export const movementColumns = columns<MovementRow>()([
  { key: 'product_code', header: 'Product Code', kind: 'text', width: 130 },
  { key: 'product_name', header: 'Product Name', kind: 'text', width: 240 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', width: 140 },
  { key: 'central_balance', header: 'Main/Central', kind: 'quantity', width: 120 },
  { key: 'picking_balance', header: 'Picking Area', kind: 'quantity', width: 120 },
  { key: 'total_inventory', header: 'Total Inventory', kind: 'quantity', width: 130 },
  { key: 'ar_stage', header: 'AR Stage', kind: 'quantity', width: 100 },
  { key: 'picking_stage', header: 'Picking Stage', kind: 'quantity', width: 120 },
  { key: 'marking_stage', header: 'Marking Stage', kind: 'quantity', width: 120 },
  { key: 'dr_confirmed', header: 'DR Confirmed', kind: 'quantity', width: 120 },
  { key: 'cancelled', header: 'Cancelled', kind: 'quantity', width: 110 },
  { key: 'available_for_booking', header: 'Available for Booking', kind: 'quantity', width: 170 },
  { key: 'ending_inventory_ledger', header: 'Ending Inventory (Ledger)', kind: 'quantity', width: 190 },
  { key: 'actual_inventory', header: 'Actual Inventory', kind: 'quantity', width: 140 },
]);
export interface MovementResult {
  rows: MovementRow[];
}
export const inventoryMovementSummaryEp = endpoint<MovementResult>()({ method: 'POST', path: '/inventoryreport/inventorymovementsummary', body: inventoryReportFilters, tag: 'inventory-report' });
export const inventoryMovementSummaryExportEp = endpoint<string>()({ method: 'POST', path: '/inventoryreport/inventorymovementsummary/export', body: inventoryReportFilters });

/** The generate call and result screen of each report type. */
export const REPORT_OF_TYPE = {
  summary: { ep: inventorySummaryEp, exportEp: inventorySummaryExportEp, path: '/view/summary/inventoryreport' },
  warehouse: { ep: inventoryWarehouseSummaryEp, exportEp: inventoryWarehouseSummaryExportEp, path: '/view/summary_warehouse/inventoryreport' },
  movement: { ep: inventoryMovementSummaryEp, exportEp: inventoryMovementSummaryExportEp, path: '/view/summary_warehouse/inventoryreport/movement' },
} as const;

// ---- Movement list and transaction log ---------------------------------------------------------------

export const MOVEMENT_MODULES = { BEG: 'Beginning', RR: 'Receipt', SO: 'Sales (Delivery)', RET: 'Customer Return', IT: 'Transfer', IA: 'Adjustment' } as const;
export const MOVEMENT_STATUS = { 0: 'In Transit', 1: 'Posted' } as const;

export interface StockMovementRow {
  movement_id: number;
  transaction_date: string;
  module: keyof typeof MOVEMENT_MODULES;
  source_document: string;
  movement_type: 'IN' | 'OUT';
  product_code: string;
  product_name: string;
  batch_no: string;
  expiry_date: string;
  warehouse: string | null;
  floor: string;
  zone: string | null;
  pallet: string;
  quantity: number;
  cost_unit: string;
  amount: string;
  status: 0 | 1;
  particulars: string | null;
  /** Transaction log: who wrote the source document, when known (its latest revision, or the invoice's booker). */
  user: string | null;
  /** When the movement was written (ISO). */
  created_at: string;
}
export const stockMovementColumns = columns<StockMovementRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 110 },
  { key: 'module', header: 'Module', kind: 'status', labels: MOVEMENT_MODULES, sortable: true, width: 150 },
  { key: 'source_document', header: 'Source Document', kind: 'text', sortable: true, width: 150 },
  { key: 'movement_type', header: 'In/Out', kind: 'text', width: 80 },
  { key: 'product_code', header: 'Product Code', kind: 'text', sortable: true, width: 120 },
  { key: 'product_name', header: 'Product Name', kind: 'text', width: 220 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', sortable: true, width: 130 },
  { key: 'expiry_date', header: 'Expiry Date', kind: 'date', width: 110 },
  { key: 'warehouse', header: 'Warehouse', kind: 'text', width: 170 },
  { key: 'floor', header: 'Floor', kind: 'text', width: 140 },
  { key: 'zone', header: 'Zone', kind: 'text', width: 150 },
  { key: 'pallet', header: 'Pallet', kind: 'text', width: 100 },
  { key: 'quantity', header: 'Quantity', kind: 'quantity', sortable: true, width: 100 },
  { key: 'cost_unit', header: 'Unit Cost', kind: 'money', width: 110 },
  { key: 'amount', header: 'Amount', kind: 'money', width: 130 },
  { key: 'status', header: 'Status', kind: 'status', labels: MOVEMENT_STATUS, width: 100 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 240 },
  { key: 'user', header: 'User', kind: 'text', width: 170 },
  { key: 'created_at', header: 'Recorded At', kind: 'datetime', sortable: true, width: 170 },
]);

const moduleFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(Object.keys(MOVEMENT_MODULES) as [keyof typeof MOVEMENT_MODULES], { error: 'Module must be one of the choices.' }).optional());
const dateRange = {
  date_from: text({ error: M.dateFrom }).trim().min(1, M.dateFrom).pipe(isoDate),
  date_to: text({ error: M.dateTo }).trim().min(1, M.dateTo).pipe(isoDate),
};
const movementFilters = {
  ...dateRange,
  search: searchText,
  product_code: text().trim().max(100).optional(),
  batch_no: text().trim().max(60).optional(),
  /** A warehouse code. */
  warehouse: text().trim().max(20).optional(),
  pallet: text().trim().max(30).optional(),
  module: moduleFilter,
};
const inOrder = (b: { date_from: string; date_to: string }) => b.date_from <= b.date_to;
const IN_ORDER = { message: M.invalidRange, path: ['date_to'] };

export const stockMovementQuery = pagedQuery(stockMovementColumns, { order_by: 'transaction_date', direction: 'desc' }, movementFilters).refine(inOrder, IN_ORDER);
export const stockMovementFilters = z.object(movementFilters).strict().refine(inOrder, IN_ORDER);
export const stockMovementsEp = endpoint<StockMovementRow[]>()({ method: 'POST', path: '/inventory/movement', body: stockMovementQuery, paged: true, tag: 'inventory-movement' });
export const stockMovementsExportEp = endpoint<string>()({ method: 'POST', path: '/inventory/movement/export', body: stockMovementFilters });
/** The log: the same movements, latest recorded first, with who wrote their documents. */
export const transactionLogEp = endpoint<StockMovementRow[]>()({ method: 'POST', path: '/inventory/movement-transaction-log', body: stockMovementQuery, paged: true, tag: 'inventory-movement' });

/** The revision history of the stock documents (receipts, adjustments, transfers, zones, pallets). */
export interface StockRevisionRow {
  revision_id: number;
  date_time: string;
  module_name: string;
  reference_code: string | null;
  activity: string;
  user: string | null;
  remarks: string | null;
  changes: string;
}
export const stockRevisionColumns = columns<StockRevisionRow>()([
  { key: 'date_time', header: 'Date and Time', kind: 'datetime', sortable: true, width: 170 },
  { key: 'module_name', header: 'Module', kind: 'text', sortable: true, width: 190 },
  { key: 'reference_code', header: 'Reference', kind: 'text', sortable: true, width: 160 },
  { key: 'activity', header: 'Activity', kind: 'text', width: 120 },
  { key: 'user', header: 'User', kind: 'text', width: 180 },
  { key: 'remarks', header: 'Remarks', kind: 'text', width: 220 },
  { key: 'changes', header: 'Changed Fields', kind: 'text', width: 300 },
]);
export const stockRevisionQuery = pagedQuery(stockRevisionColumns, { order_by: 'date_time', direction: 'desc' }, { ...dateRange, search: searchText }).refine(inOrder, IN_ORDER);
export const stockRevisionsEp = endpoint<StockRevisionRow[]>()({ method: 'POST', path: '/inventory/movement-transaction-log/documents', body: stockRevisionQuery, paged: true, tag: 'inventory-movement' });

// ---- Near expiry -------------------------------------------------------------------------------------

export const EXPIRY_BANDS = { expired: 'Expired', red: 'Under 8 months', yellow: '8 to 12 months', green: 'Over 12 months' } as const;
export interface NearExpiryRow {
  key: string;
  warehouse: string;
  zone: string | null;
  band: keyof typeof EXPIRY_BANDS;
  batches: number;
  quantity: number;
  /** At cost (the sub-ledger's amounts). */
  value: string;
}
export const nearExpiryColumns = columns<NearExpiryRow>()([
  { key: 'warehouse', header: 'Warehouse', kind: 'text', width: 200 },
  { key: 'zone', header: 'Zone', kind: 'text', width: 180 },
  { key: 'band', header: 'Shelf Life', kind: 'status', labels: EXPIRY_BANDS, width: 150 },
  { key: 'batches', header: 'Batches', kind: 'number', width: 100 },
  { key: 'quantity', header: 'Quantity', kind: 'quantity', width: 120 },
  { key: 'value', header: 'Value at Cost', kind: 'money', width: 150 },
]);
export const nearExpiryBody = z.object({ as_of: isoDate, /** A warehouse code; blank = all. */ warehouse: text().trim().max(20).optional() }).strict();
export const nearExpiryEp = endpoint<NearExpiryRow[]>()({ method: 'POST', path: '/inventory/near-expiry', body: nearExpiryBody, tag: 'inventory-report' });

// ---- Lot trace (recall) ------------------------------------------------------------------------------

export const LOT_MESSAGES = { batchRequired: 'Batch number is required.', notFound: 'No batch with that number.' } as const;
export interface LotBatch {
  batch_id: number;
  product_code: string;
  product_name: string;
  batch_no: string;
  manufacturing_date: string | null;
  expiry_date: string;
  on_hand: number;
}
export interface LotEvent {
  movement_id: number;
  transaction_date: string;
  module: keyof typeof MOVEMENT_MODULES;
  source_document: string;
  movement_type: 'IN' | 'OUT';
  quantity: number;
  warehouse: string | null;
  pallet: string;
  /** The supplier of a receipt, the customer of a delivery or return. */
  party: string | null;
  status: 0 | 1;
}
export interface RecallRow {
  key: string;
  customer_code: string;
  customer_name: string;
  address: string | null;
  si_number: string;
  dr_number: string;
  si_date: string;
  product_code: string;
  batch_no: string;
  delivered: number;
  returned: number;
  /** Still with the customer: delivered - returned. */
  outstanding: number;
}
export interface LotTrace {
  batches: LotBatch[];
  events: LotEvent[];
  recall: RecallRow[];
}
export const recallColumns = columns<RecallRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', width: 130 },
  { key: 'customer_name', header: 'Customer', kind: 'text', width: 240 },
  { key: 'address', header: 'Address', kind: 'text', width: 260 },
  { key: 'si_number', header: 'SI No.', kind: 'text', width: 120 },
  { key: 'dr_number', header: 'DR No.', kind: 'text', width: 120 },
  { key: 'si_date', header: 'Invoice Date', kind: 'date', width: 120 },
  { key: 'product_code', header: 'Product Code', kind: 'text', width: 120 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', width: 130 },
  { key: 'delivered', header: 'Delivered', kind: 'quantity', width: 100 },
  { key: 'returned', header: 'Returned', kind: 'quantity', width: 100 },
  { key: 'outstanding', header: 'With Customer', kind: 'quantity', width: 120 },
]);
export const lotTraceBody = z.object({ batch_no: text({ error: LOT_MESSAGES.batchRequired }).trim().min(1, LOT_MESSAGES.batchRequired).max(60) }).strict();
export const lotTraceEp = endpoint<LotTrace>()({ method: 'POST', path: '/inventory/lot-trace', body: lotTraceBody, tag: 'inventory-movement' });
export const lotTraceExportEp = endpoint<string>()({ method: 'POST', path: '/inventory/lot-trace/export', body: lotTraceBody });

// ---- Report generator --------------------------------------------------------------------------------

/** Stock on a date per batch and pallet, with whatever columns the user picks. */
export interface StockPositionRow {
  key: string;
  product_code: string;
  product_name: string;
  generic_name: string;
  product_group: string | null;
  product_segment: string | null;
  batch_no: string;
  manufacturing_date: string | null;
  expiry_date: string;
  months_to_expiry: number;
  shelf_life_status: 'red' | 'yellow' | 'green';
  warehouse: string | null;
  floor: string | null;
  zone: string | null;
  pallet: string | null;
  quantity: number;
  in_transit: number;
  unit_cost: string;
  value: string;
}
export const stockPositionColumns = columns<StockPositionRow>()([
  { key: 'product_code', header: 'Product Code', kind: 'text', sortable: true, width: 120 },
  { key: 'product_name', header: 'Product Name', kind: 'text', sortable: true, width: 220 },
  { key: 'generic_name', header: 'Generic Name', kind: 'text', width: 200 },
  { key: 'product_group', header: 'Product Group', kind: 'text', width: 160 },
  { key: 'product_segment', header: 'Product Segment', kind: 'text', width: 160 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', sortable: true, width: 130 },
  { key: 'manufacturing_date', header: 'Manufacturing Date', kind: 'date', width: 150 },
  { key: 'expiry_date', header: 'Expiry Date', kind: 'date', sortable: true, width: 120 },
  { key: 'months_to_expiry', header: 'Months to Expiry', kind: 'number', width: 140 },
  { key: 'shelf_life_status', header: 'Shelf Life Status', kind: 'status', labels: SHELF_LIFE_LABELS, width: 150 },
  { key: 'warehouse', header: 'Warehouse', kind: 'text', sortable: true, width: 170 },
  { key: 'floor', header: 'Floor', kind: 'text', width: 140 },
  { key: 'zone', header: 'Zone', kind: 'text', width: 150 },
  { key: 'pallet', header: 'Pallet', kind: 'text', sortable: true, width: 100 },
  { key: 'quantity', header: 'Quantity', kind: 'quantity', sortable: true, width: 110 },
  { key: 'in_transit', header: 'In Transit', kind: 'quantity', width: 110 },
  { key: 'unit_cost', header: 'Unit Cost', kind: 'money', width: 110 },
  { key: 'value', header: 'Value at Cost', kind: 'money', sortable: true, width: 140 },
]);
export type StockPositionKey = (typeof stockPositionColumns)[number]['key'];
export const STOCK_POSITION_KEYS = stockPositionColumns.map((c) => c.key) as [StockPositionKey, ...StockPositionKey[]];

const generatorColumns = z
  .array(z.enum(STOCK_POSITION_KEYS, { error: 'Columns must be among the choices.' }))
  .min(1, 'Choose at least one column.')
  .max(STOCK_POSITION_KEYS.length);
const generatorFilterShape = {
  as_of: isoDate,
  product_code: codes,
  product_group: ids,
  product_segment: ids,
  warehouse: codes,
  bands: z.array(z.enum(['red', 'yellow', 'green'], { error: 'Shelf life must be among the choices.' })).max(3).default([]),
  search: searchText,
};
export const generatorRunBody = pagedQuery(stockPositionColumns, { order_by: 'product_code' }, generatorFilterShape);
export const generatorExportBody = z.object({ ...generatorFilterShape, columns: generatorColumns }).strict();
/** What a user saves: the columns and the filters (the date is picked again each time). */
export const generatorChoice = z
  .object({
    columns: generatorColumns,
    product_code: codes,
    product_group: ids,
    product_segment: ids,
    warehouse: codes,
    bands: generatorFilterShape.bands,
  })
  .strict();
export type GeneratorChoice = z.output<typeof generatorChoice>;
export const generatorRunEp = endpoint<StockPositionRow[]>()({ method: 'POST', path: '/inventory/report/generator/run', body: generatorRunBody, paged: true, tag: 'inventory-report' });
export const generatorExportEp = endpoint<string>()({ method: 'POST', path: '/inventory/report/generator/export', body: generatorExportBody });
/** The user's saved choice, or null before the first save. */
export const generatorChoiceEp = endpoint<GeneratorChoice | null>()({ method: 'GET', path: '/inventory/report/generator/choice', tag: 'inventory-generator-choice' });
export const saveGeneratorChoiceEp = endpoint<GeneratorChoice>()({
  method: 'PUT',
  path: '/inventory/report/generator/choice',
  body: generatorChoice,
  invalidates: ['inventory-generator-choice'],
});

// ---- The list screens as report declarations (filters in the URL, paged grid, export) ----------------

export const stockMovementReport = report<StockMovementRow>()({
  title: 'Inventory Movement',
  page: stockMovementsEp,
  export: stockMovementsExportEp,
  columns: stockMovementColumns,
  defaultSort: { order_by: 'transaction_date', direction: 'desc' },
  scopes: { view: 'view_inventory_movement', export: 'view_inventory_movement' },
  totals: ['quantity', 'amount'],
});
export const transactionLogReport = report<StockMovementRow>()({
  title: 'Movement Transaction Log',
  page: transactionLogEp,
  export: stockMovementsExportEp,
  columns: stockMovementColumns,
  defaultSort: { order_by: 'created_at', direction: 'desc' },
  scopes: { view: 'view_inventory_movement', export: 'view_inventory_movement' },
  totals: ['quantity', 'amount'],
});
export const stockRevisionReport = report<StockRevisionRow>()({
  title: 'Stock Document History',
  page: stockRevisionsEp,
  columns: stockRevisionColumns,
  defaultSort: { order_by: 'date_time', direction: 'desc' },
  scopes: { view: 'view_inventory_movement' },
});
