import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { FINANCE_MESSAGES, TB_MIN_DATE, type ExportResult, type Money } from './finance';
import { columns, endpoint, pagedQuery, report, searchText, workflow } from './kit';
import type { PoLevelSign } from './purchaseOrders';
import { money, optId, optText, requiredMoney, requiredText, wholeIn } from './kit/formFields';
import { effectsOf } from './kit/effects';

/*
 * Fixed assets and allocated expenses (issue 13, 000 §2.5 asset-management,
 * capitalized-assets, asset-received-but-not-yet-invoiced, allocated-expenses).
 *
 * Choices an accountant of a Philippine distributor expects:
 * - An asset's category names its asset, accumulated depreciation and
 *   depreciation expense accounts. Capitalizing posts Dr asset, Cr the
 *   account chosen (a payable, cash in bank) or, for a received asset PO,
 *   Cr Accounts Payable - Capital Expenditures (the clearing account of
 *   assets received but not yet invoiced, until a payable voucher invoices them).
 * - Straight-line by month: (cost - salvage) / useful life, from the month
 *   after acquisition; the last month takes the centavos left, so the total
 *   equals cost - salvage exactly. A month is depreciated once, in one
 *   balanced entry (Dr expense, Cr accumulated depreciation per category).
 * - Once capitalized, cost, life and salvage are fixed (the books carry them);
 *   description, cost center, location, custodian and serial stay editable.
 * - Disposal: Dr accumulated depreciation, Dr proceeds, Cr asset at cost, and
 *   the difference to Gain (7030) or Loss (8030) on disposal.
 * - An allocated expense is paid once into a prepaid account (by a payable
 *   voucher) and spread over months and cost centers: each month's run posts
 *   Dr expense, Cr prepaid, the last month taking the centavos left.
 */

export const ASSET_CLEARING_ACCOUNT = '2022';
/** The asset categories (migration 123 keeps their accounts). */
export const ASSET_CATEGORY_CODES = ['BLDG', 'LHI', 'WHEQ', 'COLD', 'VEH', 'FURN', 'COMP'] as const;
const categoryCode = z.enum(ASSET_CATEGORY_CODES, { error: (iss) => (iss.input === undefined || iss.input === '' ? 'Category is required.' : 'Category is not an asset category.') });
const categoryFilter = z.union([z.literal(''), z.enum(ASSET_CATEGORY_CODES)], { error: 'Category is not an asset category.' });
export const GAIN_ON_DISPOSAL_ACCOUNT = '7030';
export const LOSS_ON_DISPOSAL_ACCOUNT = '8030';

export const ASSET_MESSAGES = {
  notFound: 'Asset not found.',
  poNotFound: 'Asset purchase order not found.',
  scheduleNotFound: 'Allocated expense not found.',
  receiptNotFound: 'Asset receipt not found.',
  categoryUnknown: 'Category is not an asset category.',
  accountNotPostable: (code: string) => `Account ${code} does not take postings.`,
  salvageTooHigh: 'Salvage Value must be less than the cost.',
  costCenterUnknown: 'Cost Center is not an active cost center.',
  custodianUnknown: 'Custodian is not an active employee.',
  supplierUnknown: 'Supplier is not an active supplier or vendor.',
  alreadyDepreciated: (period: string) => `Depreciation for ${period} has already been posted.`,
  nothingToDepreciate: (period: string) => `No asset has depreciation for ${period}.`,
  futurePeriod: 'A month that has not started cannot be posted.',
  alreadyDisposed: 'The asset is already disposed.',
  disposalBeforeAcquisition: 'Disposal Date cannot be before the acquisition date.',
  disposalBeforeDepreciation: (period: string) => `Depreciation is posted up to ${period}: the disposal date cannot be before the end of that month.`,
  makerCannotApprove: 'The maker of a purchase order cannot approve it.',
  notForApproval: 'Only a purchase order for approval can be approved or cancelled.',
  notReceivable: 'Only an approved purchase order not yet received can be received.',
  receiptBeforePo: 'Receipt Date cannot be before the purchase order date.',
  pvNotUsable: 'The payable voucher must be approved and be for the same supplier.',
  alreadyInvoiced: 'The receipt is already invoiced.',
  heldByVoucher: (pvNo: string) => `Payable voucher ${pvNo} bills this receipt: its approval will link it.`,
  splitsNot100: 'The cost center shares must add up to 100%.',
  duplicateCostCenter: 'A cost center is listed twice.',
  scheduleLocked: 'Amounts, accounts, months and cost centers cannot change once a month has been allocated.',
  nothingToAllocate: (period: string) => `Nothing is due for allocation in ${period}.`,
} as const;

// ---- Shared pieces -----------------------------------------------------------------------

/**
 * A month as YYYY-MM; a day of it (YYYY-MM-DD, a real date) names its month too,
 * so a date picker's value is accepted as it is.
 */
export const periodText = text({ error: 'Month is required.' })
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/, { error: 'Month must be in YYYY-MM form.', abort: true })
  .refine((s) => s.length === 7 || isoDate.safeParse(s).success, { error: 'Month must be a real month.', abort: true })
  .transform((s) => s.slice(0, 7))
  .refine((s) => s >= TB_MIN_DATE.slice(0, 7) && s <= '2100-12', `Month must be between ${TB_MIN_DATE.slice(0, 7)} and 2100-12.`);
export const periodBody = z.object({ period: periodText }).strict();

/** "2026-03" -> "March 2026" (how a person reads a month). */
export function periodLabel(period: string): string {
  const [y, m] = period.split('-').map(Number);
  const name = new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return `${name} ${y}`;
}

export interface Option {
  value: string | number;
  label: string;
}
export interface CategoryOption {
  category_code: string;
  category_name: string;
  asset_account: string;
  accumulated_account: string;
  expense_account: string;
  default_life_months: number;
}
export interface AssetOptions {
  categories: CategoryOption[];
  cost_centers: Option[];
  custodians: Option[];
  suppliers: Option[];
  /** Accounts a capitalization may credit (payables, cash in bank). */
  credit_accounts: Option[];
  /** Accounts disposal proceeds may go to (cash in bank, other receivables). */
  proceeds_accounts: Option[];
  /** Prepaid (asset) accounts and expense accounts for allocated expenses. */
  prepaid_accounts: Option[];
  expense_accounts: Option[];
}
export const assetOptionsEp = endpoint<AssetOptions>()({ method: 'GET', path: '/assets/options', tag: 'asset-options' });

// ---- Asset register ------------------------------------------------------------------------

export const ASSET_STATUS_LABELS = { active: 'Active', disposed: 'Disposed' } as const;
export type AssetStatus = keyof typeof ASSET_STATUS_LABELS;

export interface AssetRow {
  asset_id: number;
  asset_no: string;
  description: string;
  category_name: string;
  acquisition_date: string;
  cost: Money;
  useful_life_months: number;
  monthly_depreciation: Money;
  accumulated_depreciation: Money;
  net_book_value: Money;
  cost_center_name: string | null;
  location: string | null;
  custodian_name: string | null;
  status: AssetStatus;
}
export const assetColumns = columns<AssetRow>()([
  { key: 'asset_no', header: 'Asset No.', kind: 'text', sortable: true, width: 150 },
  { key: 'description', header: 'Description', kind: 'text', sortable: true, width: 240 },
  { key: 'category_name', header: 'Category', kind: 'text', sortable: true, width: 200 },
  { key: 'acquisition_date', header: 'Acquired', kind: 'date', sortable: true, width: 120 },
  { key: 'cost', header: 'Cost', kind: 'money', sortable: true, width: 140 },
  { key: 'useful_life_months', header: 'Life (Months)', kind: 'number', width: 120 },
  { key: 'monthly_depreciation', header: 'Monthly Depreciation', kind: 'money', width: 170 },
  { key: 'accumulated_depreciation', header: 'Accumulated Depreciation', kind: 'money', width: 190 },
  { key: 'net_book_value', header: 'Net Book Value', kind: 'money', width: 150 },
  { key: 'cost_center_name', header: 'Cost Center', kind: 'text', width: 180 },
  { key: 'location', header: 'Location', kind: 'text', width: 160 },
  { key: 'custodian_name', header: 'Custodian', kind: 'text', width: 180 },
  { key: 'status', header: 'Status', kind: 'status', sortable: true, width: 110, labels: ASSET_STATUS_LABELS },
]);
export const assetListQuery = pagedQuery(assetColumns, { order_by: 'asset_no' }, {
  search: searchText,
  status: z.union([z.literal(''), z.enum(['active', 'disposed'])]).optional(),
  category_code: categoryFilter.optional(),
});
export const assetListEp = endpoint<AssetRow[]>()({ method: 'GET', path: '/assets', query: assetListQuery, paged: true, tag: 'assets' });

export interface ScheduleMonth {
  period: string;
  amount: Money;
  accumulated: Money;
  net_book_value: Money;
  /** The month's run has posted it. */
  posted: boolean;
}
export interface AssetDetail extends AssetRow {
  category_code: string;
  salvage_value: Money;
  cost_center_id: number | null;
  custodian_id: number | null;
  serial_no: string | null;
  credit_account: string;
  journal_entry: string;
  receipt_no: string | null;
  disposal_date: string | null;
  disposal_proceeds: Money | null;
  disposal_gain: Money | null;
  disposal_entry: string | null;
  schedule: ScheduleMonth[];
}
const assetParams = z.object({ asset_id: id() }).strict();
export const assetShowEp = endpoint<AssetDetail>()({ method: 'GET', path: '/assets/:asset_id', params: assetParams, tag: 'assets' });

const editable = {
  description: requiredText('Description', 255),
  cost_center_id: optId('Cost Center'),
  location: optText('Location', 120),
  custodian_id: optId('Custodian'),
  serial_no: optText('Serial No.', 60),
};
export const assetInput = z
  .object({
    ...editable,
    category_code: categoryCode,
    acquisition_date: isoDate,
    cost: requiredMoney('Cost').refine((s) => Number(s) > 0, 'Cost must be more than zero.'),
    salvage_value: money('Salvage Value'),
    useful_life_months: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), wholeIn('Useful Life (Months)', 1).max(600, 'Useful Life (Months) must not be more than 600.')),
    credit_account: requiredText('Credit Account', 20),
  })
  .strict();
export type AssetInput = z.input<typeof assetInput>;
export const assetUpdateInput = z.object(editable).strict();
export const assetCreateEp = endpoint<AssetDetail>()({ method: 'POST', path: '/assets', body: assetInput, form: true, invalidates: effectsOf(['assets'], 'books') });
export const assetUpdateEp = endpoint<AssetDetail>()({ method: 'PUT', path: '/assets/:asset_id', params: assetParams, body: assetUpdateInput, form: true, invalidates: ['assets'] });

export const disposalInput = z
  .object({
    disposal_date: isoDate,
    proceeds: money('Proceeds'),
    proceeds_account: optText('Proceeds Account', 20),
    remarks: optText('Remarks', 500),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (Number(v.proceeds) > 0 && !v.proceeds_account) ctx.addIssue({ code: 'custom', path: ['proceeds_account'], message: 'Proceeds Account is required when there are proceeds.' });
  });
export const assetDisposeEp = endpoint<AssetDetail>()({ method: 'POST', path: '/assets/:asset_id/dispose', params: assetParams, body: disposalInput, form: true, invalidates: effectsOf(['assets'], 'books') });

// ---- Depreciation ---------------------------------------------------------------------------

export interface EntryLine {
  account_code: string;
  account_name: string;
  debit: Money;
  credit: Money;
}
export interface DepreciationLine {
  asset_id: number;
  asset_no: string;
  description: string;
  category_name: string;
  amount: Money;
  accumulated_after: Money;
  net_book_value_after: Money;
}
export interface DepreciationRun {
  run_id: number;
  period: string;
  total: Money;
  assets: number;
  journal_entry: string;
  created_by: string;
  created_at: string;
}
export interface DepreciationPreview {
  period: string;
  /** The month's run when it is already posted (then lines are what it posted). */
  run: DepreciationRun | null;
  lines: DepreciationLine[];
  entry: EntryLine[];
  total: Money;
}
export const depreciationPreviewEp = endpoint<DepreciationPreview>()({ method: 'POST', path: '/assets/depreciation/preview', body: periodBody, tag: 'depreciation' });
export const depreciationPostEp = endpoint<DepreciationRun>()({ method: 'POST', path: '/assets/depreciation/post', body: periodBody, form: true, invalidates: effectsOf(['depreciation', 'assets'], 'books') });
export const depreciationRunsEp = endpoint<DepreciationRun[]>()({ method: 'GET', path: '/assets/depreciation/runs', tag: 'depreciation' });

// ---- Capitalized assets (sub-ledger) --------------------------------------------------------

const asOfDate = text({ error: FINANCE_MESSAGES.selectDates }).trim().min(1, { error: FINANCE_MESSAGES.selectDates, abort: true }).pipe(isoDate);
const asOfOk = (b: { as_of: string }) => b.as_of >= TB_MIN_DATE;
const AS_OF_MESSAGE = { message: FINANCE_MESSAGES.invalidDate, path: ['as_of'] };

export interface CapitalizedAssetRow {
  asset_no: string;
  description: string;
  category_name: string;
  acquisition_date: string;
  cost: Money;
  accumulated_depreciation: Money;
  net_book_value: Money;
  cost_center_name: string | null;
}
export const capitalizedColumns = columns<CapitalizedAssetRow>()([
  { key: 'asset_no', header: 'Asset No.', kind: 'text', sortable: true, width: 150 },
  { key: 'description', header: 'Description', kind: 'text', width: 240 },
  { key: 'category_name', header: 'Category', kind: 'text', sortable: true, width: 200 },
  { key: 'acquisition_date', header: 'Acquired', kind: 'date', sortable: true, width: 120 },
  { key: 'cost', header: 'Cost', kind: 'money', sortable: true, width: 140 },
  { key: 'accumulated_depreciation', header: 'Accumulated Depreciation', kind: 'money', width: 190 },
  { key: 'net_book_value', header: 'Net Book Value', kind: 'money', sortable: true, width: 150 },
  { key: 'cost_center_name', header: 'Cost Center', kind: 'text', width: 180 },
]);
const capitalizedFields = { as_of: asOfDate, category_code: categoryFilter.optional().default('') };
export const capitalizedBody = pagedQuery(capitalizedColumns, { order_by: 'asset_no' }, capitalizedFields).strip().refine(asOfOk, AS_OF_MESSAGE);
export const capitalizedExportBody = z.object(capitalizedFields).strict().refine(asOfOk, AS_OF_MESSAGE);
export const capitalizedAssets = report<CapitalizedAssetRow>()({
  title: 'Capitalized Assets',
  page: endpoint<CapitalizedAssetRow[]>()({ method: 'POST', path: '/finance-reports/capitalized-assets', body: capitalizedBody, paged: true, tag: 'finance' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/capitalized-assets/export', body: capitalizedExportBody }),
  columns: capitalizedColumns,
  defaultSort: { order_by: 'asset_no', direction: 'asc' },
  scopes: { view: ['view_finance_subledgers', 'view_asset_management'], export: 'view_finance_subledgers' },
  totals: ['cost', 'accumulated_depreciation', 'net_book_value'],
});

/** A category's register figures beside its accounts' balances in the books, as of the date. */
export interface CapitalizedCategory {
  category_name: string;
  asset_account: string;
  accumulated_account: string;
  cost: Money;
  accumulated_depreciation: Money;
  net_book_value: Money;
  books_cost: Money;
  books_accumulated: Money;
  books_net: Money;
}
export interface CapitalizedSummary {
  categories: CapitalizedCategory[];
  total: Omit<CapitalizedCategory, 'category_name' | 'asset_account' | 'accumulated_account'>;
}
export const capitalizedSummaryEp = endpoint<CapitalizedSummary>()({ method: 'POST', path: '/finance-reports/capitalized-assets/summary', body: capitalizedExportBody, tag: 'finance' });

// ---- Asset (non-stock) purchase orders -------------------------------------------------------

export const APO_STATUS_LABELS = { for_approval: 'For Approval', approved: 'Approved', received: 'Received', cancelled: 'Cancelled' } as const;
export type ApoStatus = keyof typeof APO_STATUS_LABELS;

/**
 * An asset purchase order's decisions on the workflow kit, by levels as stock and non-asset orders
 * (server/assets/transitions.ts): each level its total needs is signed by a different person whose
 * authority reaches it, never by its maker; after the last it is approved. Its maker (or purchasing,
 * or the asset keeper) may withdraw it while it waits.
 */
const APO_DECISION_STATUSES = { for_approval: 'For Approval', approved: 'Approved', cancelled: 'Cancelled' } as const;
export const apoWorkflow = workflow({
  noun: 'Asset purchase order',
  module: 'Asset Purchase Order',
  statuses: APO_DECISION_STATUSES,
  tabs: [],
  actions: {
    approve: { label: 'Approve', from: ['for_approval'], to: 'unchanged', scope: 'approve_purchase_order', checker: true, done: 'approved', variant: 'success' },
    cancel: { label: 'Cancel', from: ['for_approval'], to: 'cancelled', scope: 'approve_purchase_order', done: 'cancelled', variant: 'outline-danger' },
  },
});
/** The URL's status segment of the purchase order list. */
export const APO_TABS = ['for-approval', 'approved', 'received', 'cancelled'] as const;
export type ApoTab = (typeof APO_TABS)[number];
export const apoStatusOfTab = (tab: ApoTab): ApoStatus => tab.replace('-', '_') as ApoStatus;

export interface ApoRow {
  apo_id: number;
  apo_no: string;
  po_date: string;
  supplier_name: string;
  total: Money;
  status: ApoStatus;
  maker: string;
  checker: string | null;
  receipt_no: string | null;
}
export const apoColumns = columns<ApoRow>()([
  { key: 'apo_no', header: 'PO No.', kind: 'text', sortable: true, width: 160 },
  { key: 'po_date', header: 'PO Date', kind: 'date', sortable: true, width: 120 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', sortable: true, width: 260 },
  { key: 'total', header: 'Total', kind: 'money', sortable: true, width: 140 },
  { key: 'status', header: 'Status', kind: 'status', width: 130, labels: APO_STATUS_LABELS },
  { key: 'maker', header: 'Prepared By', kind: 'text', width: 150 },
  { key: 'checker', header: 'Approved By', kind: 'text', width: 150 },
  { key: 'receipt_no', header: 'Receipt No.', kind: 'text', width: 160 },
]);
export const apoListQuery = pagedQuery(apoColumns, { order_by: 'po_date', direction: 'desc' }, {
  search: searchText,
  status: z.union([z.literal(''), z.enum(['for_approval', 'approved', 'received', 'cancelled'])]).optional(),
});
export const apoListEp = endpoint<ApoRow[]>()({ method: 'GET', path: '/assets/purchase-orders', query: apoListQuery, paged: true, tag: 'asset-pos' });

export interface ApoLine {
  line_no: number;
  description: string;
  category_code: string;
  category_name: string;
  quantity: number;
  unit_cost: Money;
  amount: Money;
}
export interface ApoDetail extends ApoRow {
  supplier_id: number;
  remarks: string | null;
  created_by: number;
  /** The approval levels its total needs, who signed each and who may sign the one it waits at (optional: an addition to the contract). */
  levels?: PoLevelSign[];
  lines: ApoLine[];
}
const apoParams = z.object({ apo_id: id() }).strict();
export const apoShowEp = endpoint<ApoDetail>()({ method: 'GET', path: '/assets/purchase-orders/:apo_id', params: apoParams, tag: 'asset-pos' });

export const apoLineInput = z
  .object({
    description: requiredText('Description', 255),
    category_code: categoryCode,
    quantity: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), wholeIn('Quantity', 1).max(100, 'Quantity must not be more than 100.')),
    unit_cost: requiredMoney('Unit Cost').refine((s) => Number(s) > 0, 'Unit Cost must be more than zero.'),
  })
  .strict();
export const apoInput = z
  .object({
    supplier_id: id({ error: 'Supplier is required.' }),
    po_date: isoDate,
    remarks: optText('Remarks', 500),
    lines: z.array(apoLineInput).min(1, 'Add at least one line.').max(50, 'At most 50 lines in one purchase order.'),
  })
  .strict();
export type ApoInput = z.input<typeof apoInput>;
export const apoCreateEp = endpoint<ApoDetail>()({ method: 'POST', path: '/assets/purchase-orders', body: apoInput, form: true, invalidates: ['asset-pos'] });
export const apoApproveEp = endpoint<ApoDetail>()({ method: 'POST', path: '/assets/purchase-orders/:apo_id/approve', params: apoParams, invalidates: ['asset-pos'] });
export const apoCancelEp = endpoint<ApoDetail>()({ method: 'POST', path: '/assets/purchase-orders/:apo_id/cancel', params: apoParams, invalidates: ['asset-pos'] });
export const receiveInput = z
  .object({ receipt_date: isoDate, location: optText('Location', 120), custodian_id: optId('Custodian'), cost_center_id: optId('Cost Center') })
  .strict();
export const apoReceiveEp = endpoint<ApoDetail>()({ method: 'POST', path: '/assets/purchase-orders/:apo_id/receive', params: apoParams, body: receiveInput, form: true, invalidates: effectsOf(['asset-pos', 'assets'], 'books') });

// ---- Asset received but not yet invoiced ------------------------------------------------------

export interface AssetReceiptRow {
  receipt_id: number;
  receipt_no: string;
  receipt_date: string;
  apo_no: string;
  supplier_name: string;
  amount: Money;
  /** Days since receipt as of the date. */
  age_days: number;
}
export const receiptColumns = columns<AssetReceiptRow>()([
  { key: 'receipt_no', header: 'Receipt No.', kind: 'text', sortable: true, width: 170 },
  { key: 'receipt_date', header: 'Receipt Date', kind: 'date', sortable: true, width: 130 },
  { key: 'apo_no', header: 'PO No.', kind: 'text', sortable: true, width: 160 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', sortable: true, width: 260 },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true, width: 150 },
  { key: 'age_days', header: 'Days Outstanding', kind: 'number', width: 150 },
]);
const receiptFields = { as_of: asOfDate };
export const receiptBody = pagedQuery(receiptColumns, { order_by: 'receipt_date' }, receiptFields).strip().refine(asOfOk, AS_OF_MESSAGE);
export const receiptExportBody = z.object(receiptFields).strict().refine(asOfOk, AS_OF_MESSAGE);
export const assetReceivedNotInvoiced = report<AssetReceiptRow>()({
  title: 'Asset Received but Not Yet Invoiced',
  page: endpoint<AssetReceiptRow[]>()({ method: 'POST', path: '/finance-reports/asset-received-not-invoiced', body: receiptBody, paged: true, tag: 'finance' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/asset-received-not-invoiced/export', body: receiptExportBody }),
  columns: receiptColumns,
  defaultSort: { order_by: 'receipt_date', direction: 'asc' },
  scopes: { view: 'view_finance_subledgers', export: 'view_finance_subledgers' },
  totals: ['amount'],
});
export interface ReceiptSummary {
  total: Money;
  receipts: number;
  /** The clearing account's balance in the books as of the date (credit - debit). */
  books: Money;
}
export const receiptSummaryEp = endpoint<ReceiptSummary>()({ method: 'POST', path: '/finance-reports/asset-received-not-invoiced/summary', body: receiptExportBody, tag: 'finance' });
export const receiptInvoiceInput = z.object({ pv_no: requiredText('Payable Voucher No.', 40) }).strict();
export const receiptInvoiceEp = endpoint<{ receipt_no: string; pv_no: string }>()({
  method: 'POST',
  path: '/assets/receipts/:receipt_id/invoice',
  params: z.object({ receipt_id: id() }).strict(),
  body: receiptInvoiceInput,
  form: true,
  invalidates: effectsOf(['asset-pos'], 'books'),
});

// ---- Allocated expenses ---------------------------------------------------------------------

export const SCHEDULE_STATUS_LABELS = { active: 'Active', cancelled: 'Cancelled' } as const;
export interface AllocatedExpenseRow {
  schedule_id: number;
  schedule_no: string;
  description: string;
  prepaid_account: string;
  expense_account: string;
  start_month: string;
  months: number;
  total_amount: Money;
  allocated: Money;
  remaining: Money;
  status: keyof typeof SCHEDULE_STATUS_LABELS;
}
export const allocatedColumns = columns<AllocatedExpenseRow>()([
  { key: 'schedule_no', header: 'Schedule No.', kind: 'text', sortable: true, width: 160 },
  { key: 'description', header: 'Description', kind: 'text', sortable: true, width: 240 },
  { key: 'prepaid_account', header: 'Prepaid Account', kind: 'text', width: 140 },
  { key: 'expense_account', header: 'Expense Account', kind: 'text', width: 140 },
  { key: 'start_month', header: 'First Month', kind: 'text', sortable: true, width: 120 },
  { key: 'months', header: 'Months', kind: 'number', width: 90 },
  { key: 'total_amount', header: 'Total Amount', kind: 'money', sortable: true, width: 150 },
  { key: 'allocated', header: 'Allocated', kind: 'money', width: 150 },
  { key: 'remaining', header: 'Remaining', kind: 'money', width: 150 },
  { key: 'status', header: 'Status', kind: 'status', width: 110, labels: SCHEDULE_STATUS_LABELS },
]);
export const allocatedListQuery = pagedQuery(allocatedColumns, { order_by: 'schedule_no' }, { search: searchText });
export const allocatedListEp = endpoint<AllocatedExpenseRow[]>()({ method: 'GET', path: '/allocated-expenses', query: allocatedListQuery, paged: true, tag: 'allocated' });

export interface Split {
  cost_center_id: number;
  percent: string;
}
export interface AllocatedExpenseDetail extends AllocatedExpenseRow {
  reference: string | null;
  splits: (Split & { cost_center_name: string })[];
  /** Posted allocations by month. */
  entries: { period: string; amount: Money; journal_entry: string }[];
}
const scheduleParams = z.object({ schedule_id: id() }).strict();
export const allocatedShowEp = endpoint<AllocatedExpenseDetail>()({ method: 'GET', path: '/allocated-expenses/:schedule_id', params: scheduleParams, tag: 'allocated' });

const splitInput = z
  .object({
    cost_center_id: id({ error: 'Cost Center is required.' }),
    percent: requiredMoney('Share (%)').refine((s) => Number(s) > 0 && Number(s) <= 100, 'Share (%) must be more than 0 and at most 100.'),
  })
  .strict();
export const allocatedInput = z
  .object({
    description: requiredText('Description', 255),
    reference: optText('Reference', 60),
    prepaid_account: requiredText('Prepaid Account', 20),
    expense_account: requiredText('Expense Account', 20),
    total_amount: requiredMoney('Total Amount').refine((s) => Number(s) > 0, 'Total Amount must be more than zero.'),
    start_month: periodText,
    months: z.preprocess((v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v), wholeIn('Months', 1).max(120, 'Months must not be more than 120.')),
    splits: z.array(splitInput).min(1, 'Add at least one cost center.').max(20, 'At most 20 cost centers.'),
  })
  .strict();
/** The shares of a schedule in hundredths of a percent (the server refuses any total but 10000). */
export const shareTotal = (splits: { percent: string }[]) => splits.reduce((s, x) => s + Math.round(Number(x.percent) * 100), 0);
export type AllocatedInput = z.input<typeof allocatedInput>;
export const allocatedCreateEp = endpoint<AllocatedExpenseDetail>()({ method: 'POST', path: '/allocated-expenses', body: allocatedInput, form: true, invalidates: ['allocated'] });
export const allocatedUpdateEp = endpoint<AllocatedExpenseDetail>()({ method: 'PUT', path: '/allocated-expenses/:schedule_id', params: scheduleParams, body: allocatedInput, form: true, invalidates: ['allocated'] });

export interface AllocationPreviewLine {
  schedule_no: string;
  description: string;
  cost_center_name: string;
  amount: Money;
}
export interface AllocationPreview {
  period: string;
  lines: AllocationPreviewLine[];
  entry: EntryLine[];
  total: Money;
}
export const allocationPreviewEp = endpoint<AllocationPreview>()({ method: 'POST', path: '/allocated-expenses/run/preview', body: periodBody, tag: 'allocated' });
export const allocationPostEp = endpoint<{ period: string; total: Money; journal_entry: string }>()({
  method: 'POST',
  path: '/allocated-expenses/run',
  body: periodBody,
  form: true,
  invalidates: effectsOf(['allocated'], 'books'),
});
