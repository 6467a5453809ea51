import { z } from 'zod';
import { FINANCE_MESSAGES, onDateFrom, reportDateFields, datesInRange, type ExportResult, type Money } from './finance';
import { accountSubledger, type AccountLineRow } from './financeReports';
import { columns, endpoint, pagedQuery, report, resource, workflow } from './kit';
import { qapQuery, type QapFile } from './payableVouchers';
import { isoDate, text } from './envelope';
import { money, optText, requiredDate, requiredMoney, requiredText, optId } from './kit/formFields';
import { effectsOf } from './kit/effects';

/*
 * Advances to suppliers and vendors, the CWT report and updating module, and
 * cash advances (issue 13). Money is decimal text; the server sums in SQL.
 *
 * - Advances to suppliers (trade 1140, non-trade 1141) and to vendors (1142)
 *   are paid by payable vouchers debiting those accounts; each account is an
 *   account sub-ledger of the finance reports (its lines with the payee and a
 *   running balance). An advance is applied later to an approved voucher of
 *   the same payee: Dr its payable, Cr the advance account.
 * - The CWT report reads the receipts' withheld tax by customer and month with
 *   the 2307 status; updating records the certificate (received, date, ATC,
 *   amount) and posts the difference when the certified amount differs.
 * - Cash advances: requested -> approved -> released -> liquidated, limited per
 *   employee (an override by someone else than the requester lets one above
 *   the limit be approved), due for liquidation a number of working days after
 *   release (weekends and non-working holidays skipped).
 */

export type { Money };

export const ADVANCE_ACCOUNTS = { trade: '1140', nonTrade: '1141', vendors: '1142' } as const;
export const EMPLOYEE_ADVANCES_ACCOUNT = '1130';
/** Where a CWT shortfall (certificate below what was booked) goes, and where an excess is recognised. */
export const CWT_WRITE_OFF_ACCOUNT = '6074';
export const CWT_EXCESS_ACCOUNT = '7050';
export const DEFAULT_CASH_ACCOUNT = '1010';

export const ADVANCE_MESSAGES = {
  advanceNotFound: 'Choose an approved voucher with an advance left to apply.',
  targetNotFound: 'Choose an approved, unpaid voucher of the same payee.',
  overAdvance: 'The amount is more than the advance left on the voucher.',
  overPayable: 'The amount is more than the voucher still owes.',
  needsOverride: 'The cash advance is over the employee\'s limit: it needs an override before approval.',
  notOverLimit: 'The cash advance is within the limit: there is nothing to override.',
  noLimit: 'The employee has no cash advance limit set up.',
  notApproved: 'Only an approved cash advance can be released.',
  notReleased: 'Only a released cash advance can be liquidated.',
  notCash: 'Choose a cash or bank account.',
  notExpense: 'Choose an account that takes postings.',
  beforeRelease: 'The liquidation cannot be dated before the release.',
  beforeRequest: 'The release cannot be dated before the request.',
  cwtReceiptNotFound: 'Receipt not found.',
} as const;

// ---- Advances sub-ledgers --------------------------------------------------------------------

const advanceLineColumns = columns<AccountLineRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 115 },
  { key: 'party_name', header: 'Payee', kind: 'text', width: 240 },
  { key: 'reference', header: 'Voucher / Reference', kind: 'text', width: 160 },
  { key: 'debit', header: 'Debit (Advanced)', kind: 'money' },
  { key: 'credit', header: 'Credit (Applied)', kind: 'money' },
  { key: 'running_balance', header: 'Running Balance', kind: 'money', width: 160 },
  { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 160 },
  { key: 'module', header: 'Module', kind: 'text', width: 90 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 280 },
]);

export const advancesToSuppliers = accountSubledger('Advances to Suppliers (Trade)', 'advances-to-suppliers', advanceLineColumns);
export const advancesToSuppliersNonTrade = accountSubledger('Advances to Suppliers (Non-Trade)', 'advances-to-supplier-non-trade', advanceLineColumns);
export const advancesToVendors = accountSubledger('Advances to Vendors', 'advances-to-vendors', advanceLineColumns);

/** An approved voucher's advance: what it debited to an advance account, what was applied from it, what is left. */
export interface OpenAdvanceRow {
  advance_pv_id: number;
  pv_no: string;
  pv_date: string;
  payee_name: string;
  account_code: string;
  advanced: Money;
  applied: Money;
  balance: Money;
}
/** An approved voucher of the payee not yet paid by a check: what it still owes after advances applied to it. */
export interface ApplyTargetRow {
  target_pv_id: number;
  pv_no: string;
  pv_date: string;
  invoice_no: string | null;
  net_payable: Money;
  applied: Money;
  open: Money;
}
export interface ApplicationRow {
  application_id: number;
  application_no: string;
  applied_on: string;
  advance_pv_no: string;
  target_pv_no: string;
  payee_name: string;
  advance_account: string;
  amount: Money;
  journal_entry: string;
}

const ADV_ACCOUNT = z.enum([ADVANCE_ACCOUNTS.trade, ADVANCE_ACCOUNTS.nonTrade, ADVANCE_ACCOUNTS.vendors], { error: 'Choose an advances account.' });
export const openAdvancesQuery = z.object({ account_code: ADV_ACCOUNT }).strict();
export const applyTargetsQuery = z.object({ advance_pv_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), z.number({ error: 'Choose an advance.' }).int().min(1).max(2147483647)) }).strict();
export const applyAdvanceInput = z
  .object({
    advance_pv_id: optId('Advance'),
    target_pv_id: optId('Voucher to apply to'),
    amount: requiredMoney('Amount').refine((s) => Number(s) > 0, 'Amount must be more than zero.'),
    applied_on: text({ error: 'Date is required.' }).trim().min(1, 'Date is required.').pipe(isoDate),
    remarks: optText('Remarks', 500),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.advance_pv_id === null) ctx.addIssue({ code: 'custom', path: ['advance_pv_id'], message: 'Advance is required.' });
    if (b.target_pv_id === null) ctx.addIssue({ code: 'custom', path: ['target_pv_id'], message: 'Voucher to apply to is required.' });
  });
export type ApplyAdvanceInput = z.input<typeof applyAdvanceInput>;

const ADV_TAGS = effectsOf(['advances', 'payable-vouchers'], 'books');
export const openAdvancesEp = endpoint<OpenAdvanceRow[]>()({ method: 'GET', path: '/advances/open', query: openAdvancesQuery, tag: 'advances' });
export const applyTargetsEp = endpoint<ApplyTargetRow[]>()({ method: 'GET', path: '/advances/targets', query: applyTargetsQuery, tag: 'advances' });
export const applicationsEp = endpoint<ApplicationRow[]>()({ method: 'GET', path: '/advances/applications', query: openAdvancesQuery, tag: 'advances' });
export const applyAdvanceEp = endpoint<ApplicationRow>()({ method: 'POST', path: '/advances/apply', body: applyAdvanceInput, form: true, invalidates: ADV_TAGS });

// ---- CWT report and updating -------------------------------------------------------------------

export const CWT_STATUSES = ['received', 'missing'] as const;
export const CWT_STATUS_LABELS = { received: '2307 Received', missing: '2307 Missing' } as const;

/** One customer's month: the receipts' CWT as booked, as certified, and how much is still without a 2307. */
export interface CwtMonthRow {
  customer_code: string;
  customer_name: string;
  tin: string | null;
  month: string;
  receipts: number;
  amount_received: Money;
  cwt_booked: Money;
  cwt_certified: Money;
  received: number;
  missing: number;
  missing_cwt: Money;
  /** Days from the oldest receipt still without a 2307 to the report's Date To. */
  oldest_missing_days: number | null;
}
export const cwtMonthColumns = columns<CwtMonthRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 140 },
  { key: 'customer_name', header: 'Customer', kind: 'text', sortable: true, width: 260 },
  { key: 'tin', header: 'TIN', kind: 'text', width: 150 },
  { key: 'month', header: 'Month', kind: 'text', sortable: true, width: 100 },
  { key: 'receipts', header: 'Receipts', kind: 'number', width: 100 },
  { key: 'amount_received', header: 'Amount Received', kind: 'money', width: 160 },
  { key: 'cwt_booked', header: 'CWT Booked', kind: 'money', sortable: true, width: 150 },
  { key: 'cwt_certified', header: 'CWT per 2307', kind: 'money', width: 150 },
  { key: 'received', header: '2307 Received', kind: 'number', width: 120 },
  { key: 'missing', header: '2307 Missing', kind: 'number', sortable: true, width: 120 },
  { key: 'missing_cwt', header: 'CWT Without 2307', kind: 'money', sortable: true, width: 160 },
  { key: 'oldest_missing_days', header: 'Oldest Missing (Days)', kind: 'number', sortable: true, width: 170 },
]);

const statusFilter = z.union([z.literal(''), z.enum(CWT_STATUSES)]).optional().default('');
const cwtFilters = { ...reportDateFields, search: text().trim().max(100).optional().default(''), status: statusFilter };
const INVALID = onDateFrom(FINANCE_MESSAGES.invalidDate);
const inRange = datesInRange('');
export const cwtMonthBody = pagedQuery(cwtMonthColumns, { order_by: 'customer_code' }, cwtFilters).strip().refine(inRange, INVALID);
export const cwtExportBody = z.object(cwtFilters).strict().refine(inRange, INVALID);
export const cwtReport = report<CwtMonthRow>()({
  title: 'CWT Report by Customer and Month',
  page: endpoint<CwtMonthRow[]>()({ method: 'POST', path: '/advances/cwt-report', body: cwtMonthBody, paged: true, tag: 'cwt-updates' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/advances/cwt-report/export', body: cwtExportBody }),
  columns: cwtMonthColumns,
  defaultSort: { order_by: 'customer_code', direction: 'asc' },
  scopes: { view: 'view_finance_subledgers', export: 'view_finance_subledgers' },
  totals: ['amount_received', 'cwt_booked', 'cwt_certified', 'missing_cwt'],
});

/** One receipt with CWT and its certificate's state (what the updating module edits). */
export interface CwtReceiptRow {
  receipt_id: number;
  receipt_no: string;
  receipt_date: string;
  customer_code: string;
  customer_name: string;
  cwt_booked: Money;
  cwt_certified: Money;
  received_2307: boolean;
  received_on: string | null;
  atc_code: string | null;
  age_days: number;
  remarks: string | null;
}
export const cwtReceiptColumns = columns<CwtReceiptRow>()([
  { key: 'receipt_date', header: 'Receipt Date', kind: 'date', sortable: true, width: 120 },
  { key: 'receipt_no', header: 'Receipt No.', kind: 'text', sortable: true, width: 150 },
  { key: 'customer_name', header: 'Customer', kind: 'text', sortable: true, width: 240 },
  { key: 'cwt_booked', header: 'CWT Booked', kind: 'money', width: 140 },
  { key: 'cwt_certified', header: 'CWT per 2307', kind: 'money', width: 140 },
  { key: 'received_2307', header: '2307', kind: 'status', labels: { true: 'Received', false: 'Missing' }, width: 110 },
  { key: 'received_on', header: 'Received On', kind: 'date', width: 120 },
  { key: 'atc_code', header: 'ATC', kind: 'text', width: 90 },
  { key: 'age_days', header: 'Age (Days)', kind: 'number', sortable: true, width: 110 },
]);
export const cwtReceiptBody = pagedQuery(cwtReceiptColumns, { order_by: 'receipt_date' }, cwtFilters).strip().refine(inRange, INVALID);
export const cwtReceipts = report<CwtReceiptRow>()({
  title: 'CWT Updating',
  page: endpoint<CwtReceiptRow[]>()({ method: 'POST', path: '/advances/cwt-receipts', body: cwtReceiptBody, paged: true, tag: 'cwt-updates' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/advances/cwt-receipts/export', body: cwtExportBody }),
  columns: cwtReceiptColumns,
  defaultSort: { order_by: 'receipt_date', direction: 'asc' },
  scopes: { view: 'view_finance_subledgers', export: 'view_finance_subledgers' },
  totals: ['cwt_booked', 'cwt_certified'],
});

export const cwtUpdateParams = z.object({ receipt_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,12}$/.test(v) ? Number(v) : v), z.number({ error: 'Receipt is required.' }).int().min(1).max(2_147_483_647)) }).strict();
export const cwtUpdateInput = z
  .object({
    // A form's checkbox sends 1 / 0 (a multipart one '1' / '0'), JSON true / false.
    received_2307: z.preprocess((v) => (v === 1 || v === '1' ? true : v === 0 || v === '0' ? false : v), z.boolean({ error: '2307 received must be yes or no.' })),
    received_on: z.union([z.literal(''), z.null(), isoDate]).optional(),
    atc_code: optText('ATC', 10),
    certified_cwt: money('CWT per 2307'),
    /** The adjusting entry's date when the amount changes (blank: today). */
    adjust_on: z.union([z.literal(''), z.null(), isoDate]).optional(),
    remarks: optText('Remarks', 500),
  })
  .strict();
/** The form checks it before sending, the server again (not in the body's schema: a body schema keeps one valid sample for the fuzz). */
export const CWT_RECEIVED_ON_REQUIRED = 'Date received is required when the 2307 is received.';
export const cwtUpdateForm = cwtUpdateInput.superRefine((b, ctx) => {
  if (b.received_2307 && !b.received_on) ctx.addIssue({ code: 'custom', path: ['received_on'], message: CWT_RECEIVED_ON_REQUIRED });
});
export type CwtUpdateInput = z.input<typeof cwtUpdateInput>;
export interface CwtUpdateResult {
  receipt: CwtReceiptRow;
  /** The adjusting entry posted, when the certified amount changed. */
  journal_entry: string | null;
}
export const cwtUpdateEp = endpoint<CwtUpdateResult>()({ method: 'POST', path: '/advances/cwt-update/:receipt_id', params: cwtUpdateParams, body: cwtUpdateInput, form: true, invalidates: effectsOf(['cwt-updates'], 'books') });

// ---- Cash advances: holidays and limits (resources) -----------------------------------------

const ACTIVE = { true: 'Active', false: 'Inactive' } as const;
const CA_SCOPES = { view: 'view_cash_advance', create: 'manage_cash_advance', update: 'manage_cash_advance' } as const;

export interface HolidayRow {
  holiday_id: number;
  holiday_date: string;
  holiday_name: string;
  active: boolean;
}
export const holidays = resource<HolidayRow>()({
  name: 'non_working_holidays',
  title: 'Non-Working Holidays',
  noun: 'holiday',
  apiPath: '/cash-advance/holidays',
  id: 'holiday_id',
  label: 'holiday_date',
  columns: columns<HolidayRow>()([
    { key: 'holiday_date', header: 'Date', kind: 'date', sortable: true, width: 130 },
    { key: 'holiday_name', header: 'Holiday', kind: 'text', sortable: true, width: 320 },
    { key: 'active', header: 'Status', kind: 'status', labels: ACTIVE, sortable: true, width: 110 },
  ]),
  defaultSort: { order_by: 'holiday_date', direction: 'desc' },
  input: z.object({ holiday_date: requiredDate('Date'), holiday_name: requiredText('Holiday', 120) }).strict(),
  fields: [
    { key: 'holiday_date', label: 'Date', kind: 'date' },
    { key: 'holiday_name', label: 'Holiday' },
  ],
  unique: [{ key: 'holiday_date', message: 'A holiday on this date already exists.', activeOnly: true, index: 'non_working_holidays_date_key' }],
  active: 'active',
  scopes: CA_SCOPES,
  module: 'Cash Advance',
});

export interface CaEmployeeOption { employee_id: number; label: string }
export const caEmployeesEp = endpoint<CaEmployeeOption[]>()({ method: 'GET', path: '/cash-advance/employees', tag: 'employees' });
export interface CaAccountOption { account_code: string; label: string }
/** Cash and bank accounts (release and returns) and the accounts that take postings (liquidation lines). */
export const caAccountsEp = endpoint<{ cash: CaAccountOption[]; expense: CaAccountOption[] }>()({ method: 'GET', path: '/cash-advance/accounts', tag: 'chart-of-accounts' });

export interface CaLimitRow {
  limit_id: number;
  employee_id: number;
  employee: string;
  max_amount: Money;
  liquidation_days: number;
  active: boolean;
}
export const caLimits = resource<CaLimitRow>()({
  name: 'cash_advance_limits',
  title: 'Cash Advance Setup',
  noun: 'cash advance limit',
  apiPath: '/cash-advance/limits',
  id: 'limit_id',
  label: 'employee',
  columns: columns<CaLimitRow>()([
    { key: 'employee', header: 'Employee', kind: 'text', sortable: true, width: 280 },
    { key: 'max_amount', header: 'Limit', kind: 'money', sortable: true, width: 150 },
    { key: 'liquidation_days', header: 'Liquidate Within (Working Days)', kind: 'number', sortable: true, width: 230 },
    { key: 'active', header: 'Status', kind: 'status', labels: ACTIVE, sortable: true, width: 110 },
  ]),
  defaultSort: { order_by: 'employee' },
  input: z
    .object({
      employee_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v === '' ? undefined : v), z.number({ error: 'Employee is required.' }).int().min(1, 'Employee is required.').max(2147483647)),
      max_amount: requiredMoney('Limit'),
      liquidation_days: z.preprocess(
        (v) => (typeof v === 'string' && /^\s*\d{1,3}\s*$/.test(v) ? Number(v) : v === '' ? undefined : v),
        z.number({ error: 'Working days to liquidate is required.' }).int('Working days must be a whole number.').min(1, 'Working days must be from 1 to 60.').max(60, 'Working days must be from 1 to 60.'),
      ),
    })
    .strict(),
  fields: [
    { key: 'employee_id', label: 'Employee', kind: 'select', lookup: { endpoint: caEmployeesEp, value: 'employee_id', label: 'label' } },
    { key: 'max_amount', label: 'Limit (most owed at once)' },
    { key: 'liquidation_days', label: 'Liquidate Within (Working Days)', kind: 'number' },
  ],
  unique: [{ key: 'employee_id', message: 'The employee already has a limit.', activeOnly: true, index: 'cash_advance_limits_employee_key' }],
  active: 'active',
  scopes: CA_SCOPES,
  module: 'Cash Advance',
});

// ---- Cash advances -----------------------------------------------------------------------------

export const CA_STATUSES = ['requested', 'approved', 'released', 'liquidated', 'cancelled'] as const;
export type CaStatus = (typeof CA_STATUSES)[number];
export const CA_STATUS_LABELS: Record<CaStatus, string> = { requested: 'Requested', approved: 'Approved', released: 'Released', liquidated: 'Liquidated', cancelled: 'Cancelled' };

/**
 * The decisions on a cash advance, on the workflow kit (server/advances/transitions.ts): the override of an
 * employee's limit and the approval are checkers' (never the requester's); release and liquidation post money
 * and stay the lifecycle's own steps (server/advances/cashAdvances.ts).
 */
export const cashAdvanceWorkflow = workflow({
  noun: 'Cash advance',
  module: 'Cash Advance',
  statuses: CA_STATUS_LABELS,
  tabs: [],
  actions: {
    approve: { label: 'Approve', from: ['requested'], to: 'approved', scope: 'manage_cash_advance', stamp: 'approved', checker: true, done: 'approved', variant: 'success' },
    override: {
      label: 'Override Limit',
      from: ['requested'],
      to: 'unchanged',
      scope: 'override_cash_advance',
      stamp: 'override',
      reason: 'required',
      checker: true,
      decision: 'override its limit',
      done: 'overridden',
    },
    cancel: { label: 'Cancel', from: ['requested', 'approved'], to: 'cancelled', scope: 'manage_cash_advance', reason: 'required', done: 'cancelled', variant: 'danger' },
  },
});

export interface CashAdvanceRow {
  cash_advance_id: number;
  ca_no: string;
  employee_id: number;
  employee: string;
  purpose: string;
  amount: Money;
  request_date: string;
  status: CaStatus;
  over_limit: boolean;
  overridden: boolean;
  override_reason: string | null;
  requested_by: string;
  requested_by_id: number;
  released_on: string | null;
  due_date: string | null;
  liquidated_on: string | null;
  liquidated_amount: Money | null;
  /** Days past the due date while released (as of today), else 0. */
  days_overdue: number;
  release_entry: string | null;
  liquidation_entry: string | null;
}
export const cashAdvanceColumns = columns<CashAdvanceRow>()([
  { key: 'ca_no', header: 'CA No.', kind: 'text', sortable: true, width: 150 },
  { key: 'request_date', header: 'Requested', kind: 'date', sortable: true, width: 120 },
  { key: 'employee', header: 'Employee', kind: 'text', sortable: true, width: 220 },
  { key: 'purpose', header: 'Purpose', kind: 'text', width: 240 },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'status', header: 'Status', kind: 'status', labels: CA_STATUS_LABELS, sortable: true, width: 120 },
  { key: 'over_limit', header: 'Over Limit', kind: 'status', labels: { true: 'Over Limit', false: 'Within Limit' }, width: 120 },
  { key: 'released_on', header: 'Released', kind: 'date', width: 120 },
  { key: 'due_date', header: 'Liquidation Due', kind: 'date', sortable: true, width: 140 },
  { key: 'days_overdue', header: 'Days Overdue', kind: 'number', width: 120 },
]);
const caListFilters = {
  search: text().trim().max(100).optional(),
  status: z.union([z.literal(''), z.enum(CA_STATUSES)]).optional().default(''),
  /** Over the limit and not yet overridden (the override screen's list). */
  needs_override: z.preprocess((v) => (v === 'true' ? true : v === 'false' || v === '' ? false : v), z.boolean()).optional().default(false),
};
export const caListQuery = pagedQuery(cashAdvanceColumns, { order_by: 'request_date', direction: 'desc' }, caListFilters);
export const cashAdvanceListEp = endpoint<CashAdvanceRow[]>()({ method: 'GET', path: '/cash-advance', query: caListQuery, paged: true, tag: 'cash-advances' });

export const caInput = z
  .object({
    employee_id: optId('Employee'),
    purpose: requiredText('Purpose', 300),
    amount: requiredMoney('Amount').refine((s) => Number(s) > 0, 'Amount must be more than zero.'),
    request_date: requiredDate('Request date'),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.employee_id === null) ctx.addIssue({ code: 'custom', path: ['employee_id'], message: 'Employee is required.' });
  });
export type CaInput = z.input<typeof caInput>;
const caParams = z.object({ id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), z.number({ error: 'Cash advance is required.' }).int().min(1).max(2147483647)) }).strict();
export const caReasonInput = z.object({ reason: requiredText('Reason', 500) }).strict();
export const caReleaseInput = z.object({ released_on: requiredDate('Release date'), cash_account: requiredText('Cash account', 20) }).strict();
export const caLiquidationInput = z
  .object({
    liquidated_on: requiredDate('Liquidation date'),
    /** Where cash returned by the employee goes, or a reimbursement comes from. */
    cash_account: requiredText('Cash account', 20),
    lines: z
      .array(
        z.object({
          account_code: requiredText('Account', 20),
          description: optText('Description', 300),
          amount: requiredMoney('Amount').refine((s) => Number(s) > 0, 'Amount must be more than zero.'),
        }).strict(),
        { error: 'Add the expenses of the liquidation.' },
      )
      .max(50, 'A liquidation has at most 50 lines.'),
  })
  .strict();
export type CaLiquidationInput = z.input<typeof caLiquidationInput>;

const CA_TAGS = effectsOf(['cash-advances'], 'books');
export interface CashAdvanceDetail extends CashAdvanceRow {
  lines: { line_no: number; account_code: string; account_name: string; description: string | null; amount: Money }[];
  limit: Money | null;
  /** What the employee owes on other open advances (requested, approved, released). */
  other_open: Money;
}
export const cashAdvanceShowEp = endpoint<CashAdvanceDetail>()({ method: 'GET', path: '/cash-advance/:id', params: caParams, tag: 'cash-advances' });
export const cashAdvanceCreateEp = endpoint<CashAdvanceDetail>()({ method: 'POST', path: '/cash-advance', body: caInput, form: true, invalidates: CA_TAGS });
export const cashAdvanceApproveEp = endpoint<CashAdvanceDetail>()({ method: 'POST', path: '/cash-advance/:id/approve', params: caParams, invalidates: CA_TAGS });
export const cashAdvanceOverrideEp = endpoint<CashAdvanceDetail>()({ method: 'POST', path: '/cash-advance/:id/override', params: caParams, body: caReasonInput, form: true, invalidates: CA_TAGS });
export const cashAdvanceCancelEp = endpoint<CashAdvanceDetail>()({ method: 'POST', path: '/cash-advance/:id/cancel', params: caParams, body: caReasonInput, form: true, invalidates: CA_TAGS });
export const cashAdvanceReleaseEp = endpoint<CashAdvanceDetail>()({ method: 'POST', path: '/cash-advance/:id/release', params: caParams, body: caReleaseInput, form: true, invalidates: CA_TAGS });
export const cashAdvanceLiquidateEp = endpoint<CashAdvanceDetail>()({ method: 'POST', path: '/cash-advance/:id/liquidate', params: caParams, body: caLiquidationInput, form: true, invalidates: CA_TAGS });

export const dueDateQuery = z
  .object({
    from: requiredDate('Date'),
    days: z.preprocess((v) => (typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v), z.number({ error: 'Working days is required.' }).int().min(1, 'Working days must be from 1 to 60.').max(60, 'Working days must be from 1 to 60.')),
  })
  .strict();
/** The day `days` working days after `from` (weekends and active non-working holidays skipped). */
export const dueDateEp = endpoint<{ due_date: string }>()({ method: 'GET', path: '/cash-advance/due-date', query: dueDateQuery, tag: 'non_working_holidays' });

// ---- Cash advance reports ------------------------------------------------------------------------

export const CA_REPORT_VIEWS = ['outstanding', 'overdue', 'all'] as const;
export const CA_REPORT_VIEW_LABELS = { outstanding: 'Outstanding (Not Yet Liquidated)', overdue: 'Overdue for Liquidation', all: 'Every Cash Advance' } as const;
export interface CaReportRow {
  cash_advance_id: number;
  ca_no: string;
  employee: string;
  purpose: string;
  released_on: string | null;
  due_date: string | null;
  amount: Money;
  liquidated_amount: Money | null;
  status: CaStatus;
  /** Days from release to the as-of date (or to liquidation). */
  age_days: number;
  days_overdue: number;
}
export const caReportColumns = columns<CaReportRow>()([
  { key: 'ca_no', header: 'CA No.', kind: 'text', sortable: true, width: 150 },
  { key: 'employee', header: 'Employee', kind: 'text', sortable: true, width: 220 },
  { key: 'purpose', header: 'Purpose', kind: 'text', width: 220 },
  { key: 'released_on', header: 'Released', kind: 'date', sortable: true, width: 120 },
  { key: 'due_date', header: 'Liquidation Due', kind: 'date', sortable: true, width: 140 },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'liquidated_amount', header: 'Liquidated', kind: 'money', width: 140 },
  { key: 'status', header: 'Status', kind: 'status', labels: CA_STATUS_LABELS, width: 120 },
  { key: 'age_days', header: 'Age (Days)', kind: 'number', sortable: true, width: 110 },
  { key: 'days_overdue', header: 'Days Overdue', kind: 'number', sortable: true, width: 120 },
]);
const caReportFilters = {
  as_of: requiredDate('As of'),
  view: z.enum(CA_REPORT_VIEWS).default('outstanding'),
  employee_id: z.preprocess((v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), z.number({ error: 'Choose an employee from the list.' }).int().min(1).max(2147483647).optional()),
};
export const caReportBody = pagedQuery(caReportColumns, { order_by: 'due_date' }, caReportFilters).strip();
export const caReportExportBody = z.object(caReportFilters).strict();
export const caReport = report<CaReportRow>()({
  title: 'Cash Advance Report',
  page: endpoint<CaReportRow[]>()({ method: 'POST', path: '/cash-advance/reports', body: caReportBody, paged: true, tag: 'cash-advances' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/cash-advance/reports/export', body: caReportExportBody }),
  columns: caReportColumns,
  defaultSort: { order_by: 'due_date', direction: 'asc' },
  scopes: { view: 'view_cash_advance', export: 'view_cash_advance' },
  totals: ['amount', 'liquidated_amount'],
});
/** Per employee as of the date: open advances, their amount, the overdue part; and Advances to Employees in the books. */
export interface CaEmployeeSummary {
  employees: { employee: string; open: number; outstanding: Money; overdue: number; overdue_amount: Money }[];
  total_outstanding: Money;
  /** Advances to Employees (1130) in the books as of the date, for comparison. */
  books: Money;
}
export const caEmployeeSummaryEp = endpoint<CaEmployeeSummary>()({ method: 'POST', path: '/cash-advance/reports/by-employee', body: caReportExportBody, tag: 'cash-advances' });

// ---- §7.8 look-ups the payable vouchers did not have -----------------------------------------------

const PV = '/accounting/payablevoucher';
/**
 * Corrects the ATC and tax base of an approved voucher's EWT line (the 2307
 * printed wrong): the new tax withheld is the ATC's rate of the base; a change
 * of amount or of EWT account posts an adjusting entry against the voucher's
 * payable. Refused once the voucher is paid.
 */
export const ewtFormUpdateInput = z
  .object({
    payable_voucher_hdr_id: z.number({ error: 'Payable voucher is required.' }).int().min(1).max(2147483647),
    /** The EWT line's number on the voucher (PvEwtLine.line_no). */
    line_no: z.number({ error: 'EWT line is required.' }).int().min(1).max(100),
    atc_code: requiredText('ATC', 10),
    tax_base: requiredMoney('Tax base').refine((s) => Number(s) > 0, 'Tax base must be more than zero.'),
    adjust_on: requiredDate('Date'),
  })
  .strict();
export interface EwtFormUpdateResult {
  line_no: number;
  atc_code: string;
  rate: Money;
  tax_base: Money;
  tax_withheld: Money;
  net_payable: Money;
  journal_entry: string | null;
}
export const ewtFormUpdateEp = endpoint<EwtFormUpdateResult>()({ method: 'POST', path: `${PV}/update/ewt-form`, body: ewtFormUpdateInput, invalidates: effectsOf(['payable-vouchers'], 'books') });
const payeeQuery = z
  .object({
    payee_type: z.enum(['supplier', 'vendor', 'employee'], { error: 'Payee type must be supplier, vendor or employee.' }),
    payee_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), z.number({ error: 'Payee is required.' }).int().min(1).max(2147483647)),
  })
  .strict();
export const pvPayeeTinEp = endpoint<{ tin: string | null }>()({ method: 'GET', path: `${PV}/tin/or`, query: payeeQuery, tag: 'pv-payees' });
export const pvPayeeAddressEp = endpoint<{ address: string | null; zip: string | null }>()({ method: 'GET', path: `${PV}/addresses/or`, query: payeeQuery, tag: 'pv-payees' });

/** The SAWT (CWT withheld from us, certified by 2307, with BIR 1702-Q) of a quarter: on screen and as the DAT file. */
export const sawtEp = endpoint<QapFile>()({ method: 'GET', path: '/advances/sawt', query: qapQuery, tag: 'cwt-updates' });
