import { z } from 'zod';
import { isoDate, listQuery } from './envelope';

/**
 * Finance reports (spec 000 §2.9, §2.18-§2.20, §3, §7). Money travels as
 * decimal strings with two decimals ("1234.50"), summed in SQL numeric.
 */
export type Money = string;

export const GL_MIN_DATE = '2022-12-01';
export const TB_MIN_DATE = '2022-11-30';

const dateRange = {
  date_from: isoDate,
  date_to: isoDate,
};
const rangeOrdered = <T extends { date_from: string; date_to: string }>(b: T) => b.date_from <= b.date_to;
const RANGE_MESSAGE = { message: 'Please provide valid date!', path: ['date_from'] };

/** Paging fields as the report bodies carry them (POST bodies, not query strings). */
const paging = listQuery.pick({ page: true, page_size: true, order_by: true, direction: true }).extend({
  filter: z.string().max(200).optional(),
});

// ---- General ledger -------------------------------------------------------

export const GL_SORTABLE = ['transaction_date', 'journal_entry', 'debit', 'credit', 'module', 'reference'] as const;

export const generalLedgerBody = paging
  .extend({
    account_code: z.string().trim().max(20).optional().default(''),
    sub_group: z.string().trim().max(100).optional().default(''),
    ...dateRange,
  })
  .refine((b) => b.account_code !== '' || b.sub_group !== '', { message: 'Please select an account or a sub-group', path: ['account_code'] })
  .refine(rangeOrdered, RANGE_MESSAGE)
  .refine((b) => b.date_from >= GL_MIN_DATE, { message: `Date From must not be earlier than ${GL_MIN_DATE}`, path: ['date_from'] });
export type GeneralLedgerBody = z.input<typeof generalLedgerBody>;

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

export const generalLedgerExportBody = z
  .object({
    account_code: z.string().trim().max(20).optional().default(''),
    sub_group: z.string().trim().max(100).optional().default(''),
    ...dateRange,
  })
  .refine((b) => b.account_code !== '' || b.sub_group !== '', { message: 'Please select an account or a sub-group', path: ['account_code'] })
  .refine(rangeOrdered, { message: 'Please select correct dates!', path: ['date_from'] });

/** General ledger drill-down from the trial balance (page size 50, order account_code asc). */
export const generalLedgerEntriesBody = paging.extend({ account_code: z.string().trim().min(1).max(20), ...dateRange }).refine(rangeOrdered, {
  message: 'Please provide a valid date!',
  path: ['date_from'],
});

// ---- Trial balance ----------------------------------------------------------

export const trialBalanceBody = paging.extend(dateRange).refine(rangeOrdered, RANGE_MESSAGE);
export const trialBalanceExportBody = z.object(dateRange).refine(rangeOrdered, RANGE_MESSAGE);

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
    year: z.coerce.number().int().min(2022).max(2100).optional(),
    period_breakdown: z.enum(PERIOD_BREAKDOWNS).default('month'),
    breakdown: z.array(z.enum(BREAKDOWN_LEVELS)).min(1, IS_BREAKDOWN_MESSAGE).max(BREAKDOWN_LEVELS.length).default(['type']),
    accounts_from: z.string().trim().max(20).optional().default(''),
    accounts_to: z.string().trim().max(20).optional().default(''),
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

// ---- Lookups ------------------------------------------------------------------

// Strict: an unknown parameter is a client mistake worth a 00001, not silence.
export const keywordQuery = z.object({ keyword: z.string().trim().max(100).optional().default('') }).strict();
export interface AccountOption {
  account_code: string;
  account_name: string;
}
export interface SubGroupOption {
  sub_group: string;
  name: string;
}

/** Export answers: the result is a download URL the browser navigates to. */
export type ExportResult = string;

/** Export calls of the finance reports (bodies above); every other report export lists its path beside its body. */
export const FINANCE_EXPORT_PATHS = {
  generalLedger: '/ledger/general/export',
  trialBalance: '/ledger/trial-balance/export',
} as const;
