import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery, searchText, workflow, type StatusOf } from './kit';
import { optText, requiredText } from './kit/formFields';
import { effectsOf } from './kit/effects';

/**
 * Inventory adjustments (issue 12): stock on a pallet corrected, with the
 * reason: a count difference (either way), damage or an expiry write-off
 * (stock out only), or another correction. The warehouse writes them
 * (create_inventory_adjustment), someone else approves them
 * (approve_inventory_adjustment, never the maker). Approval posts, in one
 * transaction, the IA movements at each batch's current cost (weighted
 * average of its movements) and one balanced entry:
 *   loss: Dr the type's loss account, Cr 1200 Merchandise Inventory;
 *   gain: Dr 1200, Cr the type's gain account.
 * No pallet may go below zero: approval locks the pallets and refuses,
 * naming product, batch and pallet, when one would.
 *
 * Imports: many adjustment lines from one XLSX (one adjustment for approval),
 * and the opening stock (BEG movements posted at once, Dr 1200 Cr the
 * opening balance account). Every row is checked; one bad row refuses the
 * file, every bad row named by its line, and nothing at all is written.
 */
export const ADJUSTMENT_TYPES = { count: 'Count Difference', damage: 'Damage', expiry: 'Expiry Write-off', other: 'Other' } as const;
export type AdjustmentType = keyof typeof ADJUSTMENT_TYPES;
export const ADJUSTMENT_TYPE_KEYS = Object.keys(ADJUSTMENT_TYPES) as [AdjustmentType, ...AdjustmentType[]];

export const INVENTORY_ACCOUNT = '1200';
/**
 * Where each type's loss and gain go. A count overage reverses shrinkage (6050 Inventory Losses); expired stock is
 * written down in cost of sales (5050); another gain is miscellaneous income (7050). Damage and expiry only take stock out.
 */
export const ADJUSTMENT_ACCOUNTS: Record<AdjustmentType, { loss: string; gain: string | null }> = {
  count: { loss: '6050', gain: '6050' },
  damage: { loss: '6050', gain: null },
  expiry: { loss: '5050', gain: null },
  other: { loss: '6050', gain: '7050' },
};
/** The chart has no opening balance equity account: opening stock is credited to retained earnings, as at a go-live. */
export const OPENING_BALANCE_ACCOUNT = '3040';

export const IA_MESSAGES = {
  notFound: 'Inventory adjustment not found.',
  linesRequired: 'Add at least one line.',
  tooManyLines: 'At most 500 lines in one adjustment.',
  quantityNotZero: 'Quantity must not be zero.',
  outOnly: (type: AdjustmentType) => `A ${ADJUSTMENT_TYPES[type]} adjustment only takes stock out: the quantity must be negative.`,
  futureDate: 'The adjustment date cannot be after today.',
  duplicateLine: 'The same product, batch and pallet is on two lines.',
  productUnknown: 'The product was not found.',
  batchNotOfProduct: 'The batch is not a batch of this product.',
  palletUnknown: 'The pallet was not found or is inactive.',
  notEditable: 'Only a draft adjustment can be changed.',
  notEnough: (product: string, batch: string, pallet: string, onHand: number, taken: number) =>
    `Not enough stock: ${product}, batch ${batch} on pallet ${pallet} has ${onHand}; the adjustment takes ${taken}.`,
  noCost: (product: string, batch: string) => `${product}, batch ${batch} has no cost yet: receive it before adding stock to it.`,
  fileRequired: 'Please choose an Excel file (.xlsx) to import.',
  notXlsx: 'The file is not an Excel workbook (.xlsx).',
  noRows: 'The file has no rows to import.',
  tooManyRows: (max: number) => `The file has more than ${max} rows; split it into smaller files.`,
  missingHeaders: (headers: readonly string[]) => `The file must have the columns ${headers.join(', ')} in its header row.`,
  confirmImport: 'Are you sure you want to import this file?',
} as const;

export const adjustmentWorkflow = workflow({
  noun: 'Inventory adjustment',
  module: 'Inventory Adjustments',
  statuses: { 0: 'Draft', 1: 'For Approval', 2: 'Approved', 3: 'Declined' },
  tabs: [
    { key: 'approval', label: 'For Approval', statuses: [1], scope: 'view_inventory_adjustments' },
    { key: 'draft', label: 'Drafts', statuses: [0], scope: 'view_inventory_adjustments', ownDrafts: true },
    { key: 'approved', label: 'Approved', statuses: [2], scope: 'view_inventory_adjustments' },
    { key: 'declined', label: 'Declined', statuses: [3], scope: 'view_inventory_adjustments' },
  ],
  actions: {
    submit: {
      makes: 'submitted',
      ownDraft: true,
      label: 'Submit for Approval',
      from: [0],
      to: 1,
      scope: 'create_inventory_adjustment',
      stamp: 'submitted',
      done: 'submitted for approval',
      variant: 'primary',
      confirm: { title: 'Submit for approval?', text: 'Are you sure you want to submit this adjustment for approval?' },
    },
    approve: {
      label: 'Approve',
      from: [1],
      to: 2,
      scope: 'approve_inventory_adjustment',
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Approve adjustment?', text: 'Are you sure you want to approve this adjustment? The stock and the books are posted at once.' },
    },
    decline: { label: 'Decline', from: [1], to: 3, scope: 'approve_inventory_adjustment', stamp: 'declined', reason: 'required', checker: true, done: 'declined', variant: 'danger' },
  },
});
export type AdjustmentStatus = StatusOf<typeof adjustmentWorkflow>;
export type AdjustmentTab = 'approval' | 'draft' | 'approved' | 'declined';

// ---- Rows ------------------------------------------------------------------------------------------

export interface AdjustmentRow {
  adjustment_id: number;
  adjustment_no: string;
  adjustment_date: string;
  adjustment_type: AdjustmentType;
  reason: string;
  status: AdjustmentStatus;
  /** "Manual" or the imported file's name. */
  source: string;
  line_count: number;
  total_quantity: number;
  total_amount: string;
  created_by_name: string;
  created_at: string;
  decided_by_name: string | null;
  decided_at: string | null;
}

export const adjustmentColumns = columns<AdjustmentRow>()([
  { key: 'adjustment_no', header: 'Adjustment No.', kind: 'text', sortable: true, width: 160 },
  { key: 'adjustment_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'adjustment_type', header: 'Type', kind: 'status', labels: ADJUSTMENT_TYPES, sortable: true, width: 150 },
  { key: 'reason', header: 'Reason', kind: 'text', width: 240 },
  { key: 'source', header: 'Source', kind: 'text', width: 180 },
  { key: 'line_count', header: 'Lines', kind: 'number', width: 80 },
  { key: 'total_quantity', header: 'Net Quantity', kind: 'quantity', width: 120 },
  { key: 'total_amount', header: 'Net Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'status', header: 'Status', kind: 'status', labels: adjustmentWorkflow.statuses, width: 120 },
  { key: 'created_by_name', header: 'Prepared By', kind: 'text', width: 160 },
  { key: 'created_at', header: 'Prepared At', kind: 'datetime', sortable: true, width: 170 },
  { key: 'decided_by_name', header: 'Approved/Declined By', kind: 'text', width: 170 },
  { key: 'decided_at', header: 'Approved/Declined At', kind: 'datetime', width: 170 },
]);

export interface AdjustmentLine {
  line_no: number;
  product_id: number;
  product_code: string;
  product_name: string;
  batch_id: number;
  batch_no: string;
  expiry_date: string;
  pallet_id: number;
  pallet_code: string;
  floor: string;
  warehouse_name: string;
  quantity: number;
  /** On the pallet now, for this batch (posted movements). */
  on_hand: number;
  unit_cost: string;
  amount: string;
  remarks: string | null;
}

export interface AdjustmentDetail extends AdjustmentRow {
  lines: AdjustmentLine[];
  import_id: number | null;
  decline_reason: string | null;
  journal_entry: string | null;
  /** Who wrote it: the screen hides the checker's buttons from them (the server refuses anyway). */
  created_by: number;
  submitted_by: number | null;
}

// ---- Input -----------------------------------------------------------------------------------------

const signedQuantity = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*-?\d{1,9}\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: 'Quantity must be a whole number.' })
    .int('Quantity must be a whole number.')
    .min(-1_000_000_000, 'Quantity is too large.')
    .max(1_000_000_000, 'Quantity is too large.')
    .refine((n) => n !== 0, IA_MESSAGES.quantityNotZero),
);

export const adjustmentLineInput = z
  .object({
    product_id: id({ error: 'Product is required.' }),
    batch_id: id({ error: 'Batch is required.' }),
    pallet_id: id({ error: 'Pallet is required.' }),
    quantity: signedQuantity,
    remarks: optText('Remarks', 255),
  })
  .strict();
export type AdjustmentLineInput = z.input<typeof adjustmentLineInput>;

const adjustmentTypeField = z.enum(ADJUSTMENT_TYPE_KEYS, { error: 'Type is required.' });

/** The rules of a whole adjustment, shared by the form and the server. */
export function adjustmentIssues(v: { adjustment_type: AdjustmentType; lines: readonly { product_id: number; batch_id: number; pallet_id: number; quantity: number }[] }): { path: (string | number)[]; message: string }[] {
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (!v.lines.length) issues.push({ path: ['lines'], message: IA_MESSAGES.linesRequired });
  const seen = new Set<string>();
  v.lines.forEach((l, n) => {
    if (ADJUSTMENT_ACCOUNTS[v.adjustment_type].gain === null && l.quantity > 0) issues.push({ path: ['lines', n, 'quantity'], message: IA_MESSAGES.outOnly(v.adjustment_type) });
    const key = `${l.product_id}:${l.batch_id}:${l.pallet_id}`;
    if (seen.has(key)) issues.push({ path: ['lines', n, 'batch_id'], message: IA_MESSAGES.duplicateLine });
    seen.add(key);
  });
  return issues;
}

export const adjustmentInput = z
  .object({
    adjustment_date: isoDate,
    adjustment_type: adjustmentTypeField,
    reason: requiredText('Reason', 500),
    lines: z.array(adjustmentLineInput).max(500, IA_MESSAGES.tooManyLines),
    /** Submit for approval at once (otherwise saved as a draft). */
    submit: z.boolean().default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    for (const i of adjustmentIssues(v)) ctx.addIssue({ code: 'custom', ...i });
  });
export type AdjustmentInput = z.input<typeof adjustmentInput>;

export const declineInput = z.object({ reason: requiredText('Reason', 500) }).strict();

const idParams = z.object({ id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
const tabParams = z.object({ tab: z.enum(['approval', 'draft', 'approved', 'declined']) }).strict();

export const adjustmentListQuery = pagedQuery(adjustmentColumns, { order_by: 'adjustment_date', direction: 'desc' }, { search: searchText });

// ---- Pickers (what is on hand) ---------------------------------------------------------------------

export interface StockProductOption {
  product_id: number;
  product_code: string;
  product_name: string;
  on_hand: number;
}
export interface StockBatchOption {
  batch_id: number;
  batch_no: string;
  expiry_date: string;
  on_hand: number;
  /** The batch's current cost (weighted average of its movements); null when it has none yet. */
  unit_cost: string | null;
}
export interface StockPalletOption {
  pallet_id: number;
  pallet_code: string;
  floor: string;
  warehouse_name: string;
  /** Of the chosen batch on this pallet. */
  on_hand: number;
}
const digitsId = (label: string) => z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id({ error: `${label} is required.` }));
export const productPickQuery = z.object({ search: searchText }).strict();
export const batchPickQuery = z.object({ product_id: digitsId('Product') }).strict();
export const palletPickQuery = z.object({ batch_id: digitsId('Batch'), search: searchText }).strict();

// ---- Imports ---------------------------------------------------------------------------------------

/** The most rows one file may carry. */
export const IMPORT_MAX_ROWS = 2000;
/** Base64 of the .xlsx within the 1 MB request body. */
const fileContent = text({ error: IA_MESSAGES.fileRequired })
  .min(1, IA_MESSAGES.fileRequired)
  .max(990_000, 'The file is too large (at most about 700 KB).')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, IA_MESSAGES.notXlsx);
const fileName = requiredText('File name', 255);

export const ADJUSTMENT_IMPORT_HEADERS = { product_code: 'Product Code', batch_no: 'Batch No.', pallet_code: 'Pallet Code', quantity: 'Quantity', remarks: 'Remarks' } as const;
export const ADJUSTMENT_IMPORT_REQUIRED = ['Product Code', 'Batch No.', 'Pallet Code', 'Quantity'] as const;
export const OPENING_IMPORT_HEADERS = { product_code: 'Product Code', batch_no: 'Batch No.', expiry_date: 'Expiry Date', pallet_code: 'Pallet Code', quantity: 'Quantity', unit_cost: 'Unit Cost' } as const;
export const OPENING_IMPORT_REQUIRED = Object.values(OPENING_IMPORT_HEADERS);

export const adjustmentImportInput = z
  .object({
    file_name: fileName,
    content_base64: fileContent,
    adjustment_date: isoDate,
    adjustment_type: adjustmentTypeField,
    reason: requiredText('Reason', 500),
  })
  .strict();
export type AdjustmentImportInput = z.input<typeof adjustmentImportInput>;

export const openingImportInput = z.object({ file_name: fileName, content_base64: fileContent, as_of_date: isoDate }).strict();
export type OpeningImportInput = z.input<typeof openingImportInput>;

/** A refused file answers 00001 with one message per problem, each "Line N: why" (the row number Excel shows). */
export const lineMessage = (line: number, message: string) => `Line ${line}: ${message}`;
/** A refusal's messages as table rows (line 0: the file as a whole). */
export function rowErrorsOf(messages: readonly string[]): { line: number; message: string }[] {
  return messages.map((m) => {
    const hit = /^Line (\d+): (.*)$/s.exec(m);
    return hit ? { line: Number(hit[1]), message: hit[2] } : { line: 0, message: m };
  });
}

export const IMPORT_STATUSES = { for_approval: 'For Approval', approved: 'Approved', declined: 'Declined', draft: 'Draft', posted: 'Posted' } as const;
export type ImportStatus = keyof typeof IMPORT_STATUSES;

export interface ImportRow {
  import_id: number;
  file_name: string;
  row_count: number;
  status: ImportStatus;
  /** The adjustment raised (adjustment imports) or the opening-stock reference. */
  reference: string | null;
  adjustment_id: number | null;
  total_quantity: number | null;
  total_amount: string | null;
  created_by_name: string;
  created_at: string;
}
export const importColumns = columns<ImportRow>()([
  { key: 'created_at', header: 'Imported At', kind: 'datetime', sortable: true, width: 170 },
  { key: 'file_name', header: 'File', kind: 'text', sortable: true, width: 240 },
  { key: 'row_count', header: 'Rows', kind: 'number', width: 80 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 160 },
  { key: 'total_quantity', header: 'Net Quantity', kind: 'quantity', width: 120 },
  { key: 'total_amount', header: 'Net Amount', kind: 'money', width: 140 },
  { key: 'status', header: 'Status', kind: 'status', labels: IMPORT_STATUSES, width: 120 },
  { key: 'created_by_name', header: 'Imported By', kind: 'text', width: 160 },
]);
export const importListQuery = pagedQuery(importColumns, { order_by: 'created_at', direction: 'desc' }, {
  search: searchText,
  status: z.enum(['for_approval', 'approved', 'declined', 'draft', 'posted']).optional(),
});

export interface OpeningImportResult {
  import_id: number;
  reference: string;
  rows: number;
  total_quantity: number;
  total_amount: string;
  journal_entry: string;
}

// ---- Endpoints -------------------------------------------------------------------------------------

const TAG = 'inventory-adjustments';
const IMPORT_TAG = 'inventory-imports';
const P = '/inventory/adjustment';
const STOCK_TAGS = effectsOf([TAG, IMPORT_TAG], 'books', 'stock');

export const adjustmentListEp = endpoint<AdjustmentRow[]>()({ method: 'GET', path: `${P}/list/:tab`, params: tabParams, query: adjustmentListQuery, paged: true, tag: TAG });
export const adjustmentShowEp = endpoint<AdjustmentDetail>()({ method: 'GET', path: `${P}/show/:id`, params: idParams, tag: TAG });
export const adjustmentCreateEp = endpoint<AdjustmentDetail>()({ method: 'POST', path: P, body: adjustmentInput, invalidates: [TAG], form: true });
export const adjustmentUpdateEp = endpoint<AdjustmentDetail>()({ method: 'PUT', path: `${P}/:id`, params: idParams, body: adjustmentInput, invalidates: [TAG], form: true });
export const adjustmentSubmitEp = endpoint<AdjustmentDetail>()({ method: 'POST', path: `${P}/:id/submit`, params: idParams, body: z.object({}).strict(), invalidates: [TAG] });
export const adjustmentApproveEp = endpoint<AdjustmentDetail>()({ method: 'POST', path: `${P}/:id/approve`, params: idParams, body: z.object({}).strict(), invalidates: STOCK_TAGS });
export const adjustmentDeclineEp = endpoint<AdjustmentDetail>()({ method: 'POST', path: `${P}/:id/decline`, params: idParams, body: declineInput, invalidates: [TAG, IMPORT_TAG] });

export const stockProductsEp = endpoint<StockProductOption[]>()({ method: 'GET', path: `${P}/pick/products`, query: productPickQuery, tag: TAG });
export const stockBatchesEp = endpoint<StockBatchOption[]>()({ method: 'GET', path: `${P}/pick/batches`, query: batchPickQuery, tag: TAG });
export const stockPalletsEp = endpoint<StockPalletOption[]>()({ method: 'GET', path: `${P}/pick/pallets`, query: palletPickQuery, tag: TAG });

export const adjustmentImportEp = endpoint<AdjustmentDetail>()({ method: 'POST', path: `${P}/import`, body: adjustmentImportInput, invalidates: [TAG, IMPORT_TAG] });
export const adjustmentImportListEp = endpoint<ImportRow[]>()({ method: 'GET', path: `${P}/import/list`, query: importListQuery, paged: true, tag: IMPORT_TAG });
export const adjustmentImportTemplateEp = endpoint<string>()({ method: 'POST', path: `${P}/import/template`, body: z.object({}).strict() });

export const openingImportEp = endpoint<OpeningImportResult>()({ method: 'POST', path: '/inventory/import', body: openingImportInput, invalidates: STOCK_TAGS });
export const openingImportListEp = endpoint<ImportRow[]>()({ method: 'GET', path: '/inventory/import/list', query: importListQuery, paged: true, tag: IMPORT_TAG });
export const openingImportTemplateEp = endpoint<string>()({ method: 'POST', path: '/inventory/import/template', body: z.object({}).strict() });
