import { z } from 'zod';
import { columns, endpoint, pagedQuery, report } from './kit';
import { isoDate, text, wholeNumber } from './envelope';

/**
 * Finance reports (spec 000 §2.9, §2.18-§2.20, §3, §7). Money travels as
 * decimal strings with two decimals ("1234.50"), summed in SQL numeric. Each
 * report is declared once (contract/kit/report.ts): its page and export
 * calls, its columns (grid and export alike) and its scopes. The same bodies
 * check the filters in the browser and on the server, so every message below
 * exists once.
 */
export type Money = string;

export const GL_MIN_DATE = '2022-12-01';
export const TB_MIN_DATE = '2022-11-30';

/** Spec 000 §5 messages of the finance reports, word for word (users know them, spelling included). */
export const FINANCE_MESSAGES = {
  /** A date left empty. */
  selectDates: 'Please select dates!',
  /** Date From after Date To, or before the report's first day. */
  invalidDate: 'Please provide valid date!',
  /** General ledger export with wrong dates. */
  correctDates: 'Please select correct dates!',
  /** General ledger without an account and a sub-group. */
  needAccount: 'Please select an account or a sub-group',
} as const;

/** Export answers: the result is a download URL the browser navigates to. */
export type ExportResult = string;

// ---- Report dates ------------------------------------------------------------

/** A required report date: missing or blank is "Please select dates!", and only that (no range message on a blank date). */
const requiredDate = text({ error: FINANCE_MESSAGES.selectDates })
  .trim()
  .min(1, { error: FINANCE_MESSAGES.selectDates, abort: true })
  .pipe(isoDate);

/** Date From and Date To of a finance report (spec 000 §5): both required. */
export const reportDateFields = { date_from: requiredDate, date_to: requiredDate };

/** Date From on or before Date To, and not before the report's first day (`min`, '' for none). */
export const datesInRange =
  (min = '') =>
  <T extends { date_from: string; date_to: string }>(b: T) =>
    b.date_from <= b.date_to && b.date_from >= min;

/** A refinement's message, reported on Date From. */
export const onDateFrom = (message: string) => ({ message, path: ['date_from'] });

/**
 * The dates of a report alone, with the §5 rules: missing "Please select
 * dates!", reversed or before `min` "Please provide valid date!" (the income
 * statement checks them before its own rules).
 */
export const reportDates = (min: string) => z.object(reportDateFields).refine(datesInRange(min), onDateFrom(FINANCE_MESSAGES.invalidDate));

/** Dates as the income statement and the drill-down read them (each with its own messages, below). */
const dateRange = {
  date_from: isoDate,
  date_to: isoDate,
};
const rangeOrdered = <T extends { date_from: string; date_to: string }>(b: T) => b.date_from <= b.date_to;
const RANGE_MESSAGE = onDateFrom(FINANCE_MESSAGES.invalidDate);

/** Free text over the rows (the trial balance matches account code or name). */
const rowFilter = text().max(200).optional();

// ---- General ledger -------------------------------------------------------

export interface GeneralLedgerRow {
  id: number;
  journal_entry: string;
  transaction_date: string;
  account_code: string;
  account_name: string;
  debit: Money;
  credit: Money;
  running_balance: Money;
  module: string;
  reference: string;
  payee: string | null;
  md: string | null;
  particulars: string | null;
  remarks: string | null;
  details: string | null;
  program: string | null;
  cost_center: string | null;
  bank_date: string | null;
  accounting_code: string | null;
}

/**
 * What frames the ledger of the filters (issue 25): the balance before Date
 * From, the period's debits and credits, and the balance at Date To. The
 * screen shows them as the first and last rows of the grid, the export as
 * bold rows around the lines.
 */
export interface GeneralLedgerSummary {
  opening_balance: Money;
  total_debit: Money;
  total_credit: Money;
  closing_balance: Money;
  line_count: number;
}
export const GL_SUMMARY_LABELS = { opening: 'Opening Balance', totals: 'Period Totals', closing: 'Closing Balance' } as const;

/**
 * Lines always come in date order (running balances need it; `direction`
 * flips it), so the date is the one sortable column.
 */
export const generalLedgerColumns = columns<GeneralLedgerRow>()([
  { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 150 },
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'account_code', header: 'Account Code', kind: 'text', width: 120 },
  { key: 'account_name', header: 'Account Name', kind: 'text', width: 200 },
  { key: 'debit', header: 'Debit', kind: 'money' },
  { key: 'credit', header: 'Credit', kind: 'money' },
  { key: 'running_balance', header: 'Running Balance', kind: 'money' },
  { key: 'module', header: 'Module', kind: 'text', width: 100 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 140 },
  { key: 'payee', header: 'Payee', kind: 'text', width: 200 },
  { key: 'md', header: 'MD', kind: 'text', width: 100 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 240 },
  { key: 'remarks', header: 'Remarks', kind: 'text', width: 160 },
  { key: 'details', header: 'Details', kind: 'text', width: 160 },
  { key: 'program', header: 'Program', kind: 'text', width: 120 },
  { key: 'cost_center', header: 'Cost Center', kind: 'text', width: 140 },
  { key: 'bank_date', header: 'Bank Date', kind: 'date', width: 120 },
  { key: 'accounting_code', header: 'Accounting Code', kind: 'text', width: 140 },
]);

const glFilters = {
  account_code: text().trim().max(20).optional().default(''),
  sub_group: text().trim().max(100).optional().default(''),
  ...reportDateFields,
};
const hasAccount = (b: { account_code: string; sub_group: string }) => b.account_code !== '' || b.sub_group !== '';
const NEED_ACCOUNT = { message: FINANCE_MESSAGES.needAccount, path: ['account_code'] };

/** Dates first (spec 000 §5), then the account: the first message is the one a user reads. */
export const generalLedgerBody = pagedQuery(generalLedgerColumns, { order_by: 'transaction_date' }, glFilters)
  .strip()
  .refine(datesInRange(GL_MIN_DATE), onDateFrom(FINANCE_MESSAGES.invalidDate))
  .refine(hasAccount, NEED_ACCOUNT);
export type GeneralLedgerBody = z.input<typeof generalLedgerBody>;

export const generalLedgerExportBody = z
  .object(glFilters)
  .refine(datesInRange(GL_MIN_DATE), onDateFrom(FINANCE_MESSAGES.correctDates))
  .refine(hasAccount, NEED_ACCOUNT);

/** Same filters as the page (no paging): answers the opening, totals and closing of the whole range. */
export const generalLedgerSummaryEp = endpoint<GeneralLedgerSummary>()({ method: 'POST', path: '/ledger/general/summary', body: generalLedgerExportBody, tag: 'finance' });

export const generalLedgerReport = report<GeneralLedgerRow>()({
  title: 'General Ledger',
  page: endpoint<GeneralLedgerRow[]>()({ method: 'POST', path: '/ledger/general', body: generalLedgerBody, paged: true, tag: 'finance' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/ledger/general/export', body: generalLedgerExportBody }),
  columns: generalLedgerColumns,
  defaultSort: { order_by: 'transaction_date', direction: 'asc' },
  scopes: { view: 'get_general_ledger', export: 'export_general_ledger' },
  totals: ['debit', 'credit'],
});

/**
 * General ledger drill-down from the trial balance (spec 000 §7: 50 a page,
 * order account_code asc). One account's lines, in date order whatever the
 * key: account_code is the only sort key the call takes.
 */
export const generalLedgerEntriesBody = pagedQuery([{ key: 'account_code', sortable: true }], { order_by: 'account_code' }, {
  account_code: text().trim().min(1).max(20),
  ...dateRange,
})
  .strip()
  .refine(rangeOrdered, onDateFrom('Please provide a valid date!'));

export const generalLedgerEntries = endpoint<GeneralLedgerRow[]>()({ method: 'POST', path: '/ledger/general/entries', body: generalLedgerEntriesBody, paged: true, tag: 'finance' });

// ---- Trial balance ----------------------------------------------------------

export interface TrialBalanceRow {
  id: number;
  account_code: string;
  account_name: string;
  account_fs_group: string;
  account_group: string;
  account_sub_group: string;
  account_line_item: string;
  account_sub_line_item: string | null;
  beginning_balance: Money;
  debit: Money;
  credit: Money;
  balance: Money;
}

/** Sortable columns are those server/finance/ledger.routes.ts TB_ORDER maps to SQL. */
export const trialBalanceColumns = columns<TrialBalanceRow>()([
  { key: 'account_code', header: 'Account Code', kind: 'text', sortable: true, width: 140 },
  { key: 'account_name', header: 'Account Name', kind: 'text', sortable: true, width: 240 },
  { key: 'account_fs_group', header: 'FS Group', kind: 'text', width: 150 },
  { key: 'account_group', header: 'Group', kind: 'text', width: 170 },
  { key: 'account_sub_group', header: 'Sub Group', kind: 'text', width: 200 },
  { key: 'account_line_item', header: 'Line Item', kind: 'text', width: 170 },
  /** In the export; the screen hides it. */
  { key: 'account_sub_line_item', header: 'Sub Line Item', kind: 'text', width: 160, exportOnly: true },
  { key: 'beginning_balance', header: 'Beginning Balance', kind: 'money', sortable: true, width: 170 },
  { key: 'debit', header: 'Debit', kind: 'money', sortable: true },
  { key: 'credit', header: 'Credit', kind: 'money', sortable: true },
  { key: 'balance', header: 'Balance', kind: 'money', sortable: true },
]);

const tbDatesValid = datesInRange(TB_MIN_DATE);
const TB_INVALID_DATE = onDateFrom(FINANCE_MESSAGES.invalidDate);

export const trialBalanceBody = pagedQuery(trialBalanceColumns, { order_by: 'account_code' }, { ...reportDateFields, filter: rowFilter })
  .strip()
  .refine(tbDatesValid, TB_INVALID_DATE);
export const trialBalanceExportBody = z.object(reportDateFields).refine(tbDatesValid, TB_INVALID_DATE);

export const trialBalanceReport = report<TrialBalanceRow>()({
  title: 'Trial Balance',
  page: endpoint<TrialBalanceRow[]>()({ method: 'POST', path: '/ledger/trial-balance', body: trialBalanceBody, paged: true, tag: 'finance' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/ledger/trial-balance/export', body: trialBalanceExportBody }),
  columns: trialBalanceColumns,
  defaultSort: { order_by: 'account_code', direction: 'asc' },
  scopes: { view: 'get_trial_balance', export: 'export_trial_balance' },
  totals: ['beginning_balance', 'debit', 'credit', 'balance'],
});

/** The trial balance's Total row (every account of the range, not the page): debits equal credits, balances sum to zero. */
export interface TrialBalanceTotals {
  beginning_balance: Money;
  debit: Money;
  credit: Money;
  balance: Money;
  accounts: number;
}
export const trialBalanceTotalsEp = endpoint<TrialBalanceTotals>()({
  method: 'POST',
  path: '/ledger/trial-balance/totals',
  body: z.object({ ...reportDateFields, filter: rowFilter }).strip().refine(tbDatesValid, TB_INVALID_DATE),
  tag: 'finance',
});

// ---- Income statement -------------------------------------------------------

/** Spec 000 §5: the income statement starts where the trial balance does. */
export const IS_MIN_DATE = TB_MIN_DATE;

export const BREAKDOWN_LEVELS = ['type', 'group', 'subgroup', 'line_item', 'accounts'] as const;
export type BreakdownLevel = (typeof BREAKDOWN_LEVELS)[number];
export const PERIOD_BREAKDOWNS = ['month', 'quarter', 'year'] as const;
export type PeriodBreakdown = (typeof PERIOD_BREAKDOWNS)[number];

export const IS_ONE_YEAR_MESSAGE = 'Please select dates within one year for a month or quarter breakdown';
export const IS_ACCOUNT_RANGE_MESSAGE = 'Please select a valid account range';
export const IS_BREAKDOWN_MESSAGE = 'Please select a breakdown';

const yearOf = (d: string) => d.slice(0, 4);

/**
 * Month and quarter columns are keyed jan..dec and q1..q4 (spec 000 §2.19), so
 * such a range must lie in one calendar year; a year breakdown may span years
 * (one column per year). `year`, when sent, names the year both dates lie in.
 * Account codes compare as text, both ends inclusive and optional.
 */
export const incomeStatementBody = z
  .object({
    ...dateRange,
    year: wholeNumber(2022, 2100).optional(),
    period_breakdown: z.enum(PERIOD_BREAKDOWNS).default('month'),
    breakdown: z.array(z.enum(BREAKDOWN_LEVELS)).min(1, IS_BREAKDOWN_MESSAGE).max(BREAKDOWN_LEVELS.length).default(['type']),
    accounts_from: text().trim().max(20).optional().default(''),
    accounts_to: text().trim().max(20).optional().default(''),
  })
  .refine(rangeOrdered, RANGE_MESSAGE)
  .refine((b) => b.date_from >= IS_MIN_DATE, { message: `Date From must not be earlier than ${IS_MIN_DATE}`, path: ['date_from'] })
  .refine((b) => b.period_breakdown === 'year' || yearOf(b.date_from) === yearOf(b.date_to), { message: IS_ONE_YEAR_MESSAGE, path: ['date_to'] })
  .refine((b) => b.year === undefined || (yearOf(b.date_from) === String(b.year) && yearOf(b.date_to) === String(b.year)), {
    message: 'Date From and Date To must be within the chosen year',
    path: ['year'],
  })
  .refine((b) => !b.accounts_from || !b.accounts_to || b.accounts_from <= b.accounts_to, { message: IS_ACCOUNT_RANGE_MESSAGE, path: ['accounts_to'] });
export type IncomeStatementBody = z.input<typeof incomeStatementBody>;

export interface IncomeStatementCell {
  /** Column key: jan..dec, q1..q4 or the year ('2025'). */
  words: string;
  total: Money;
}

/** Per-period amounts (one cell per cols_ret key, in that order) and their total. */
export interface IncomeStatementAmounts {
  date: IncomeStatementCell[];
  total: Money;
}

/**
 * One node of the hierarchy type > group > subgroup > line_item > accounts.
 * Rows come in display order: each node right before its children, siblings
 * by their lowest account code. Income is shown credit - debit, expenses
 * debit - credit, so both read positive in the usual case.
 */
export interface IncomeStatementRow extends IncomeStatementAmounts {
  level: BreakdownLevel;
  /** Unique within the answer: the account code, or the node's path ("Expenses / Operating Expenses"). */
  code: string;
  name: string;
}

export interface IncomeStatementResult {
  /** The period columns to show, in order. */
  cols_ret: string[];
  rows: IncomeStatementRow[];
  /** Income minus expenses per column, and in total. */
  net_income: IncomeStatementAmounts;
}

/** The income statement of the chosen filters (a read: cached per body, under the finance reports' tag). */
export const incomeStatementEp = endpoint<IncomeStatementResult>()({ method: 'POST', path: '/ledger/other-reports/income-statement', body: incomeStatementBody, tag: 'finance' });
/** The same statement as XLSX (issue 25): a line per node, a column per period, the total, and Net Income. */
export const incomeStatementExportEp = endpoint<ExportResult>()({ method: 'POST', path: '/ledger/other-reports/income-statement/export', body: incomeStatementBody });

// ---- Lookups ------------------------------------------------------------------

// Strict: an unknown parameter is a client mistake worth a 00001, not silence.
export const keywordQuery = z.object({ keyword: text().trim().max(100).optional().default('') }).strict();
export interface AccountOption {
  account_code: string;
  account_name: string;
}
export interface SubGroupOption {
  sub_group: string;
  name: string;
}

/** Every account, for the income statement's account range. */
export const accountCodeListEp = endpoint<AccountOption[]>()({ method: 'GET', path: '/ledger/accountcode-list', tag: 'accounts' });
/** Accounts matching a keyword (code or name), for the account pickers. */
export const searchAccountsEp = endpoint<AccountOption[]>()({ method: 'GET', path: '/ledger/accounts/list', query: keywordQuery });
/** Account sub-groups matching a keyword. */
export const searchSubGroupsEp = endpoint<SubGroupOption[]>()({ method: 'GET', path: '/ledger/accounts/groups/sub', query: keywordQuery });
