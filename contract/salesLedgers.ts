import { z } from 'zod';
import { columns, endpoint, pagedQuery, report } from './kit';
import { isoDate, optionalId as optionalIdOf, text } from './envelope';

/**
 * The sales-side sub-ledgers (spec 000 §2.10, §2.11, §2.14, §3, §7): Sales
 * Special Journal, Receivable Sub Ledger, Vatable Sales Ledger, and their
 * lookups. Money travels as decimal strings ("1234.50"), summed in SQL numeric.
 * The same bodies validate the filters in the browser and on the server.
 */
type Money = string;

/** Spec 000 §5 messages, word for word. */
export const LEDGER_MESSAGES = {
  /** Search with Date From after Date To. */
  invalidDate: 'Please provide valid date!',
  /** Sales journal export with an empty date. */
  selectDates: 'Please select dates!',
  /** Receivable / sales / vatable export with dates in the wrong order. */
  correctDates: 'Please select correct dates!',
} as const;

// ---- Building blocks ----------------------------------------------------------

/** An optional id filter: absent, null or '' mean "all". */
const optionalId = optionalIdOf();

/** A required date whose absence is reported with the screen's own message. */
const requiredDate = (message: string) => text({ error: message }).trim().min(1, message).pipe(isoDate);

const ordered = <T extends { date_from: string; date_to: string }>(b: T) => b.date_from <= b.date_to;
const inOrder = (message: string) => ({ message, path: ['date_from'] });

const dates = { date_from: requiredDate(LEDGER_MESSAGES.selectDates), date_to: requiredDate(LEDGER_MESSAGES.selectDates) };

// ---- Sales Special Journal -------------------------------------------------------

const salesJournalFilters = {
  /** Transaction type id (spec: `id`). */
  id: optionalId,
  customer_id: optionalId,
  ...dates,
};

/**
 * One invoice (credit to sales, net of VAT) or one sales return (debit to
 * sales, net of VAT). `balance` is the running net sales of the filtered
 * rows from Date From, in date order, whatever the sort.
 */
export interface SalesJournalRow {
  /** 'SI-<invoice id>' or 'RET-<return id>': unique across both kinds. */
  id: string;
  /** SI for an invoice, RET for a return. */
  document: 'SI' | 'RET';
  /** The invoice's printed SI number, or the return number. */
  reference: string;
  transaction_date: string;
  /** When the customer received the goods (invoices only). */
  received_date: string | null;
  si_number: string;
  digital_si: string;
  transaction_type: string;
  customer_name: string;
  customer_code: string;
  /** VAT-inclusive list amount; negative on a return. */
  gross: Money;
  /** VAT-inclusive amount after discount (the receivable); negative on a return. */
  net: Money;
  sales_debit: Money;
  sales_credit: Money;
  balance: Money;
}

export const salesJournalColumns = columns<SalesJournalRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'received_date', header: 'Received Date', kind: 'date', sortable: true, width: 130 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 140 },
  { key: 'si_number', header: 'SI Number', kind: 'text', sortable: true, width: 140 },
  { key: 'digital_si', header: 'Digital SI', kind: 'text', width: 140 },
  { key: 'transaction_type', header: 'Transaction Type', kind: 'text', sortable: true, width: 160 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', width: 130 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 240 },
  { key: 'gross', header: 'Gross', kind: 'money', sortable: true },
  { key: 'net', header: 'Net', kind: 'money', sortable: true },
  { key: 'sales_debit', header: 'Sales Debit', kind: 'money', sortable: true },
  { key: 'sales_credit', header: 'Sales Credit', kind: 'money', sortable: true },
  /** The running net sales reads in date order: not a sort of its own. */
  { key: 'balance', header: 'Balance', kind: 'money' },
]);

export const salesJournalBody = pagedQuery(salesJournalColumns, { order_by: 'transaction_date' }, salesJournalFilters)
  .strip()
  .refine(ordered, inOrder(LEDGER_MESSAGES.invalidDate));
export type SalesJournalBody = z.input<typeof salesJournalBody>;

export const salesJournalExportBody = z
  .object({ ...salesJournalFilters, tab: text().max(40).optional() })
  .refine(ordered, inOrder(LEDGER_MESSAGES.correctDates));
export type SalesJournalExportBody = z.input<typeof salesJournalExportBody>;

export const salesJournalReport = report<SalesJournalRow>()({
  title: 'Sales Special Journal',
  page: endpoint<SalesJournalRow[]>()({ method: 'POST', path: '/ledger/transactions/sales', body: salesJournalBody, paged: true, tag: 'ledgers' }),
  export: endpoint<string>()({ method: 'POST', path: '/ledger/transactions/sales/export', body: salesJournalExportBody }),
  columns: salesJournalColumns,
  defaultSort: { order_by: 'transaction_date', direction: 'asc' },
  scopes: { view: 'view_sales_special_journal_list', export: 'export_sales_special_journal_list' },
  totals: ['gross', 'net', 'sales_debit', 'sales_credit'],
});

// ---- Receivable Sub Ledger ---------------------------------------------------------

const receivableFilters = {
  customer_id: optionalId,
  /** A DR, printed SI or digital SI number, matched exactly (case-insensitive). */
  dr_si_number: text()
    .trim()
    .max(40)
    .optional()
    .transform((v) => (v ? v.toUpperCase() : '')),
  ...dates,
};

export interface ReceivableRow {
  id: number;
  transaction_date: string;
  /** Document number: SI, return or collection receipt. */
  reference: string;
  customer_name: string;
  customer_code: string;
  new_particulars: string;
  receivable_debit: Money;
  receivable_credit: Money;
  /** What is still owed on this row's invoice after this posting. */
  balance: Money;
  /** Receivable of the filtered customer (or of all customers) after this posting. */
  running_balance: Money;
  /** SI (invoice), RET (return) or CR (collection). */
  transaction: 'SI' | 'RET' | 'CR';
  printed_si_number: string;
  digital_si_number: string;
  dr_number: string;
}

/** The running balances need date order: the receivable sub-ledger sorts by date only (either direction). */
export const receivableColumns = columns<ReceivableRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'transaction', header: 'Transaction', kind: 'text', width: 120 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 140 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', width: 130 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', width: 240 },
  { key: 'new_particulars', header: 'Particulars', kind: 'text', width: 260 },
  { key: 'receivable_debit', header: 'Debit', kind: 'money' },
  { key: 'receivable_credit', header: 'Credit', kind: 'money' },
  { key: 'balance', header: 'Invoice Balance', kind: 'money' },
  { key: 'running_balance', header: 'Running Balance', kind: 'money' },
  { key: 'printed_si_number', header: 'Printed SI Number', kind: 'text', width: 150 },
  { key: 'digital_si_number', header: 'Digital SI Number', kind: 'text', width: 150 },
  { key: 'dr_number', header: 'DR Number', kind: 'text', width: 140 },
]);

export const receivablesBody = pagedQuery(
  receivableColumns,
  { order_by: 'transaction_date' },
  {
    ...receivableFilters,
    /** Sent by the screen on its first load (spec 000 §7); has no effect on the answer. */
    init: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  },
)
  .strip()
  .refine(ordered, inOrder(LEDGER_MESSAGES.invalidDate));
export type ReceivablesBody = z.input<typeof receivablesBody>;

export const receivablesExportBody = z.object(receivableFilters).refine(ordered, inOrder(LEDGER_MESSAGES.correctDates));
export type ReceivablesExportBody = z.input<typeof receivablesExportBody>;

export const receivablesReport = report<ReceivableRow>()({
  title: 'Receivable Sub Ledger',
  // "recivables": the spec's spelling of the path.
  page: endpoint<ReceivableRow[]>()({ method: 'POST', path: '/ledger/transactions/recivables', body: receivablesBody, paged: true, tag: 'ledgers' }),
  export: endpoint<string>()({ method: 'POST', path: '/ledger/transactions/recivables/export/report', body: receivablesExportBody }),
  columns: receivableColumns,
  defaultSort: { order_by: 'transaction_date', direction: 'asc' },
  scopes: { view: 'view_receivable_sub_ledger_list', export: 'export_receivable_sub_ledger_list' },
  totals: ['receivable_debit', 'receivable_credit'],
});

// ---- Vatable Sales Ledger -------------------------------------------------------------

const vatableFilters = {
  customer_id: optionalId,
  /** customer_regular_nonregular_id. */
  reg_or_nonreg: optionalId,
  ...dates,
};

/** One sales invoice; net_sales = vat_sales + vat_amount + rated_sales + vat_exempt, sales = net of VAT. */
export interface VatableSalesRow {
  id: number;
  si_date: string;
  dr_number: string;
  si_number: string;
  customer_name: string;
  tin: string | null;
  net_sales: Money;
  vat_sales: Money;
  /** VAT zero-rated sales. */
  rated_sales: Money;
  vat_exempt: Money;
  vat_amount: Money;
  sales: Money;
}

export const vatableSalesColumns = columns<VatableSalesRow>()([
  { key: 'si_date', header: 'SI Date', kind: 'date', sortable: true, width: 120 },
  { key: 'dr_number', header: 'DR Number', kind: 'text', sortable: true, width: 140 },
  { key: 'si_number', header: 'SI Number', kind: 'text', sortable: true, width: 140 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 240 },
  { key: 'tin', header: 'TIN', kind: 'text', width: 160 },
  { key: 'net_sales', header: 'Net Sales', kind: 'money', sortable: true },
  { key: 'vat_sales', header: 'VAT Sales', kind: 'money', sortable: true },
  { key: 'rated_sales', header: 'Zero Rated Sales', kind: 'money' },
  { key: 'vat_exempt', header: 'VAT Exempt', kind: 'money', sortable: true },
  { key: 'vat_amount', header: 'VAT Amount', kind: 'money', sortable: true },
  { key: 'sales', header: 'Sales (Net of VAT)', kind: 'money', sortable: true, width: 160 },
]);

export const vatableSalesBody = pagedQuery(vatableSalesColumns, { order_by: 'si_date' }, vatableFilters)
  .strip()
  .refine(ordered, inOrder(LEDGER_MESSAGES.invalidDate));
export type VatableSalesBody = z.input<typeof vatableSalesBody>;

export const vatableSalesExportBody = z.object(vatableFilters).refine(ordered, inOrder(LEDGER_MESSAGES.correctDates));
export type VatableSalesExportBody = z.input<typeof vatableSalesExportBody>;

export const vatableSalesReport = report<VatableSalesRow>()({
  title: 'Vatable Sales Ledger',
  page: endpoint<VatableSalesRow[]>()({ method: 'POST', path: '/ledger/transactions/vatable-sales', body: vatableSalesBody, paged: true, tag: 'ledgers' }),
  export: endpoint<string>()({ method: 'POST', path: '/ledger/transactions/vatable-sales/report', body: vatableSalesExportBody }),
  columns: vatableSalesColumns,
  defaultSort: { order_by: 'si_date', direction: 'asc' },
  scopes: { view: 'view_vatable_sales_ledger_list', export: 'export_vatable_sales_ledger_list' },
  totals: ['net_sales', 'vat_sales', 'rated_sales', 'vat_exempt', 'vat_amount', 'sales'],
});

// ---- Lookups ---------------------------------------------------------------------------

export const customerSearchBody = z.object({ keyword: text().trim().max(100) }).strict();
export interface CustomerOption {
  customer_id: number;
  customer_name: string;
  customer_code: string;
}
export const CUSTOMER_SEARCH_LIMIT = 50;

export interface TransactionTypeOption {
  id: number;
  type: string;
}

export interface CustomerStatusOption {
  customer_regular_nonregular_id: number;
  description: string;
}

/** The lookups of these screens (the reports' calls are in their declarations), so the server routes and the screens name the same paths. */
/** The pickers of the sub-ledger filters (spec 000 §7 lookups); the fixed lists are cached under 'ledger-lookups'. */
export const searchCustomersEp = endpoint<CustomerOption[]>()({ method: 'POST', path: '/customers/search', body: customerSearchBody });
export const transactionTypesEp = endpoint<TransactionTypeOption[]>()({ method: 'GET', path: '/ledger/transactions/types', tag: 'ledger-lookups' });
export const customerStatusesEp = endpoint<CustomerStatusOption[]>()({ method: 'POST', path: '/ledger/transactions/customers/regular-nonregular', tag: 'ledger-lookups' });
