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

export const BREAKDOWN_LEVELS = ['type', 'group', 'subgroup', 'line_item', 'accounts'] as const;
export type BreakdownLevel = (typeof BREAKDOWN_LEVELS)[number];

export const incomeStatementBody = z
  .object({
    ...dateRange,
    year: z.coerce.number().int().min(2022).max(2100).optional(),
    period_breakdown: z.enum(['month', 'quarter', 'year']).default('month'),
    breakdown: z.array(z.enum(BREAKDOWN_LEVELS)).min(1, 'Please select a breakdown').default(['type']),
    accounts_from: z.string().trim().max(20).optional().default(''),
    accounts_to: z.string().trim().max(20).optional().default(''),
  })
  .refine(rangeOrdered, RANGE_MESSAGE);

export interface IncomeStatementCell {
  /** Column key: jan..dec, q1..q4 or the year. */
  words: string;
  total: Money;
}

export interface IncomeStatementRow {
  level: BreakdownLevel;
  code: string;
  name: string;
  date: IncomeStatementCell[];
  total: Money;
}

export interface IncomeStatementResult {
  /** The period columns to show, in order. */
  cols_ret: string[];
  rows: IncomeStatementRow[];
  net_income: IncomeStatementCell[];
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
