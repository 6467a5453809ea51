import { z } from 'zod';
import { datesInRange, FINANCE_MESSAGES, onDateFrom, reportDateFields, type ExportResult } from './finance';
import { columns, endpoint, pagedQuery, report } from './kit';
import { text } from './envelope';
import type { Scope } from './scopes';

/**
 * EWT Payable Report (spec 000 §2.20, §3, §7, §9). Expanded withholding tax is
 * withheld from supplier payments (a set-up credits EWT Payable, GL 2110) and
 * remitted to the BIR later (a reversal debits it).
 *
 * The spec calls the payee of a set-up the "customer": in our data it is the
 * supplier, so customer_code is suppliers.vendor_code and name is
 * suppliers.company_name.
 */
export type Money = string;

/** Spec 000 §5: Date From after Date To. */
export const EWT_RANGE_MESSAGE = FINANCE_MESSAGES.invalidDate;

/**
 * One row of the report. Every set-up in the date range gives a `setup` row
 * (credit = amount, running balance = amount) and, when it was reversed on or
 * before date_to, a `reversal` row (debit = amount, running balance = 0): the
 * running balance is per set-up, so the open set-ups at date_to are the rows
 * whose set-up has no reversal row.
 */
export interface EwtSubledgerRow {
  ewt_id: number;
  entry: 'setup' | 'reversal';
  customer_code: string;
  name: string;
  setup_date: string;
  setup_reference: string;
  /** The reversal date (shown as "Reversal Date"); null on the set-up row. */
  transaction_date: string | null;
  reversal_reference: string | null;
  particulars: string;
  debit: Money;
  credit: Money;
  running_balance: Money;
}

/**
 * The server keeps the rows in set-up date order (a reversal right under its
 * set-up; `direction` flips it), so only the set-up date sorts.
 */
export const ewtColumns = columns<EwtSubledgerRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', width: 140 },
  { key: 'name', header: 'Name', kind: 'text', width: 240 },
  { key: 'setup_date', header: 'Set-up Date', kind: 'date', sortable: true, width: 130 },
  { key: 'setup_reference', header: 'Set-up Reference', kind: 'text', width: 160 },
  { key: 'transaction_date', header: 'Reversal Date', kind: 'date', width: 130 },
  { key: 'reversal_reference', header: 'Reversal Reference', kind: 'text', width: 170 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 320 },
  { key: 'debit', header: 'Debit', kind: 'money' },
  { key: 'credit', header: 'Credit', kind: 'money' },
  { key: 'running_balance', header: 'Running Balance', kind: 'money', width: 170 },
]);

/** Blank or absent customer_code and filter mean "every supplier" and "no search". */
const filters = {
  /** A supplier's vendor_code; empty means every supplier. */
  customer_code: text().trim().max(40).optional(),
  ...reportDateFields,
  /** Free text matched against code, name, references and particulars. */
  filter: text().trim().max(200).optional(),
};
// The EWT report has no first day (§5 sets minimums only for the GL, TB and IS).
const ordered = datesInRange();

/**
 * List body of §7: customer_code, date_from, date_to, page, page_size, filter,
 * direction, filterModel, and order_by (the one sortable column). The grid's
 * filterModel is accepted (an object or null) and ignored: the server filters
 * by `filter` only.
 */
export const ewtSubledgerBody = pagedQuery(ewtColumns, { order_by: 'setup_date' }, {
  ...filters,
  filterModel: z.union([z.record(z.string(), z.unknown()), z.null()]).optional(),
})
  .strip()
  .refine(ordered, onDateFrom(EWT_RANGE_MESSAGE));
export type EwtSubledgerBody = z.input<typeof ewtSubledgerBody>;

export const ewtExportBody = z.object(filters).refine(ordered, onDateFrom(EWT_RANGE_MESSAGE));
export type EwtExportBody = z.input<typeof ewtExportBody>;

/**
 * The report is for either EWT scope (§3): the report scope, or get_ewt_all
 * ("all" EWT data). A report declaration names one view scope, so the page
 * route and the screen read this list.
 */
export const EWT_VIEW_SCOPES = ['get_ewt_payable_report', 'get_ewt_all'] as const satisfies readonly Scope[];

export const ewtPayableReport = report<EwtSubledgerRow>()({
  title: 'EWT Payable Report',
  page: endpoint<EwtSubledgerRow[]>()({ method: 'POST', path: '/ewt-payable/subledgers', body: ewtSubledgerBody, paged: true, tag: 'finance' }),
  // Not named by the spec (§7 "the EWT export call" is not shown): our choice.
  export: endpoint<ExportResult>()({ method: 'POST', path: '/ewt-payable/subledgers/export', body: ewtExportBody }),
  columns: ewtColumns,
  defaultSort: { order_by: 'setup_date', direction: 'asc' },
  // The spec names no export scope for EWT; get_ewt_all is the one allowed to take everything away as a file.
  scopes: { view: 'get_ewt_payable_report', export: 'get_ewt_all' },
  totals: ['debit', 'credit'],
});
