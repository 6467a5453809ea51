import { z } from 'zod';
import { datesInRange, FINANCE_MESSAGES, onDateFrom, reportDateFields, TB_MIN_DATE, type ExportResult, type Money } from './finance';
import { columns, endpoint, pagedQuery, report, type Column } from './kit';
import { isoDate, text, wholeNumber } from './envelope';

/*
 * The balance sheet, the trial balance variants and the finance sub-ledgers
 * (issue 13), all read from the books: balances from the period totals
 * (account_month_totals / account_day_totals), detail from journal_lines with
 * the source document beside each line. Money is decimal text summed in SQL.
 *
 * The permission matrix names one scope per family and no export scope for
 * the statements and sub-ledgers: whoever may view one may export it.
 */

export type { Money };

const DATE_REQUIRED = { error: FINANCE_MESSAGES.selectDates };
const requiredDate = text(DATE_REQUIRED).trim().min(1, { error: FINANCE_MESSAGES.selectDates, abort: true }).pipe(isoDate);
const optionalDate = z.union([z.literal(''), isoDate]).optional();
const NOT_BEFORE_BOOKS = `Dates must not be earlier than ${TB_MIN_DATE}`;

// ---- Balance sheet ----------------------------------------------------------------

/**
 * As of a date, beside a comparative date (default: the previous year-end).
 * Rows come in display order: each node of type > group > sub-group > line
 * item > account right before its children; 'computed' rows are the equity
 * the books hold outside the equity accounts (unclosed prior years' profit,
 * the year's net income to date).
 */
export type BalanceSheetLevel = 'type' | 'group' | 'subgroup' | 'line_item' | 'account' | 'computed';

export interface BalanceSheetRow {
  level: BalanceSheetLevel;
  /** Unique within the answer: the account code, or the node's path. */
  code: string;
  name: string;
  /** The account of an 'account' row (drill-down to its general ledger). */
  account_code: string | null;
  account_type: string;
  account_group: string;
  account_sub_group: string;
  account_line_item: string;
  /** Shown on the account's side: assets debit - credit, liabilities and equity credit - debit. */
  current: Money;
  previous: Money;
  variance: Money;
}

export interface BalanceSheetPair {
  current: Money;
  previous: Money;
}

export interface BalanceSheetResult {
  as_of: string;
  compare_to: string;
  rows: BalanceSheetRow[];
  totals: {
    assets: BalanceSheetPair;
    liabilities: BalanceSheetPair;
    /** Equity accounts plus the computed rows. */
    equity: BalanceSheetPair;
    liabilities_and_equity: BalanceSheetPair;
    /** Assets less liabilities and equity: 0.00 when the books balance. */
    difference: BalanceSheetPair;
    /** Income less expenses from 1 January of each date's year to the date. */
    net_income: BalanceSheetPair;
  };
}

export const balanceSheetBody = z
  .object({
    as_of: requiredDate,
    /** Blank: 31 December of the year before as_of. */
    compare_to: optionalDate,
  })
  .strict()
  .refine((b) => b.as_of >= TB_MIN_DATE && (!b.compare_to || b.compare_to >= TB_MIN_DATE), { message: NOT_BEFORE_BOOKS, path: ['as_of'] });
export type BalanceSheetBody = z.input<typeof balanceSheetBody>;

export const balanceSheetEp = endpoint<BalanceSheetResult>()({ method: 'POST', path: '/finance-reports/balance-sheet', body: balanceSheetBody, tag: 'finance' });
export const balanceSheetExportEp = endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/balance-sheet/export', body: balanceSheetBody });

// ---- Trial balance v2 ------------------------------------------------------------------

export const TB_VIEWS = ['accounts', 'line_items'] as const;
export type TbView = (typeof TB_VIEWS)[number];

/** One account (or, in the simplified view, one line item): balances are debit - credit. */
export interface TbV2Row {
  code: string;
  name: string;
  account_type: string;
  account_group: string;
  account_sub_group: string;
  account_line_item: string;
  opening: Money;
  debit: Money;
  credit: Money;
  closing: Money;
}

export interface TbV2Result {
  rows: TbV2Row[];
  /** Sums of every row: debit equals credit, opening and closing sum to zero when the books balance. */
  totals: { opening: Money; debit: Money; credit: Money; closing: Money };
}

const tbDates = z
  .object({ ...reportDateFields, view: z.enum(TB_VIEWS).default('accounts') })
  .strict()
  .refine(datesInRange(TB_MIN_DATE), onDateFrom(FINANCE_MESSAGES.invalidDate));
export const tbV2Body = tbDates;
export type TbV2Body = z.input<typeof tbV2Body>;

export const tbV2Ep = endpoint<TbV2Result>()({ method: 'POST', path: '/finance-reports/trial-balance', body: tbV2Body, tag: 'finance' });
export const tbV2ExportEp = endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/trial-balance/export', body: tbV2Body });

/** Monthly columns of one year: opening on 1 January, each month's movement (debit - credit), closing on 31 December. */
export interface TbMonthlyRow {
  code: string;
  name: string;
  opening: Money;
  /** Twelve movements, January first. */
  months: Money[];
  closing: Money;
}
export interface TbMonthlyResult {
  year: number;
  rows: TbMonthlyRow[];
  totals: { opening: Money; months: Money[]; closing: Money };
}
export const tbMonthlyBody = z.object({ year: wholeNumber(2022, 2100), view: z.enum(TB_VIEWS).default('accounts') }).strict();
export type TbMonthlyBody = z.input<typeof tbMonthlyBody>;
export const tbMonthlyEp = endpoint<TbMonthlyResult>()({ method: 'POST', path: '/finance-reports/trial-balance/monthly', body: tbMonthlyBody, tag: 'finance' });
export const tbMonthlyExportEp = endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/trial-balance/monthly/export', body: tbMonthlyBody });

// ---- Account sub-ledgers (lines of control accounts with their documents) ----------------

/**
 * One journal line of a control account in date order, with the document it
 * came from (invoice, receipt, collection...) when there is one. The running
 * balance is on the account's normal side (credit - debit for Output VAT).
 */
export interface AccountLineRow {
  id: number;
  journal_entry: string;
  transaction_date: string;
  account_code: string;
  account_name: string;
  module: string;
  reference: string;
  /** The document's own number (SI, RR, CR number), or the entry's reference. */
  document_no: string;
  party_code: string | null;
  party_name: string | null;
  tin: string | null;
  /** The document's VAT base (vatable sales, net purchases) or collected amount; null for other entries. */
  base_amount: Money | null;
  particulars: string | null;
  debit: Money;
  credit: Money;
  running_balance: Money;
}

const lineCol = {
  date: { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 115 },
  je: { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 150 },
  module: { key: 'module', header: 'Module', kind: 'text', width: 90 },
  doc: { key: 'document_no', header: 'Document No.', kind: 'text', width: 150 },
  partyCode: { key: 'party_code', header: 'Code', kind: 'text', width: 110 },
  party: { key: 'party_name', header: 'Name', kind: 'text', width: 230 },
  tin: { key: 'tin', header: 'TIN', kind: 'text', width: 140 },
  account: { key: 'account_name', header: 'Account', kind: 'text', width: 190 },
  particulars: { key: 'particulars', header: 'Particulars', kind: 'text', width: 260 },
  debit: { key: 'debit', header: 'Debit', kind: 'money' },
  credit: { key: 'credit', header: 'Credit', kind: 'money' },
  running: { key: 'running_balance', header: 'Running Balance', kind: 'money', width: 160 },
} as const;

export const outputVatColumns = columns<AccountLineRow>()([
  lineCol.date, lineCol.doc, { ...lineCol.partyCode, header: 'Customer Code' }, { ...lineCol.party, header: 'Customer' }, lineCol.tin,
  { key: 'base_amount', header: 'Vatable Sales', kind: 'money', width: 150 },
  { ...lineCol.debit, header: 'Debit (Returns)' }, { ...lineCol.credit, header: 'Credit (Output VAT)' }, lineCol.running,
  lineCol.je, lineCol.module, lineCol.particulars,
]);
export const inputVatColumns = columns<AccountLineRow>()([
  lineCol.date, lineCol.doc, { ...lineCol.partyCode, header: 'Supplier Code' }, { ...lineCol.party, header: 'Supplier' }, lineCol.tin,
  { key: 'base_amount', header: 'Net Purchases', kind: 'money', width: 150 },
  { ...lineCol.debit, header: 'Debit (Input VAT)' }, lineCol.credit, lineCol.running,
  lineCol.je, lineCol.module, lineCol.particulars,
]);
export const cwtColumns = columns<AccountLineRow>()([
  lineCol.date, { ...lineCol.doc, header: 'CR Number' }, { ...lineCol.partyCode, header: 'Customer Code' }, { ...lineCol.party, header: 'Customer' }, lineCol.tin,
  { key: 'reference', header: 'Invoice', kind: 'text', width: 130 },
  { key: 'base_amount', header: 'Amount Collected', kind: 'money', width: 160 },
  { ...lineCol.debit, header: 'Debit (CWT)' }, lineCol.credit, lineCol.running,
  lineCol.je, lineCol.particulars,
]);
export const cashInBankColumns = columns<AccountLineRow>()([
  lineCol.date, { ...lineCol.account, header: 'Bank Account' }, lineCol.je, lineCol.module, lineCol.doc, { ...lineCol.party, header: 'Payee / Payor' },
  { ...lineCol.debit, header: 'Receipts' }, { ...lineCol.credit, header: 'Disbursements' }, lineCol.running, lineCol.particulars,
]);
export const liabilityLineColumns = columns<AccountLineRow>()([
  lineCol.date, lineCol.account, lineCol.je, lineCol.module, lineCol.doc, { ...lineCol.party, header: 'Payee' },
  lineCol.debit, lineCol.credit, lineCol.running, lineCol.particulars,
]);

const accountFilter = text().trim().max(20).optional().default('');
const subledgerFilters = { ...reportDateFields, account_code: accountFilter };
const subledgerDates = datesInRange(TB_MIN_DATE);
const INVALID = onDateFrom(FINANCE_MESSAGES.invalidDate);

export const subledgerBody = pagedQuery([lineCol.date], { order_by: 'transaction_date' }, subledgerFilters).strip().refine(subledgerDates, INVALID);
export const subledgerExportBody = z.object(subledgerFilters).strict().refine(subledgerDates, INVALID);
export type SubledgerBody = z.input<typeof subledgerBody>;

/** Per account of the sub-ledger: the balance before the range, its debits and credits, the balance at its end (normal side). */
export interface SubledgerAccountTotals {
  account_code: string;
  account_name: string;
  opening: Money;
  debit: Money;
  credit: Money;
  closing: Money;
}
export interface SubledgerSummary {
  accounts: SubledgerAccountTotals[];
  total: Omit<SubledgerAccountTotals, 'account_code' | 'account_name'>;
}

const VIEW_SUBS = 'view_finance_subledgers' as const;

/** An account's sub-ledger report (page, export, summary) under /finance-reports/{slug}. */
export function accountSubledger<const C extends readonly Column<AccountLineRow>[]>(title: string, slug: string, cols: C) {
  const base = `/finance-reports/${slug}`;
  return {
    report: report<AccountLineRow>()({
      title,
      page: endpoint<AccountLineRow[]>()({ method: 'POST', path: base, body: subledgerBody, paged: true, tag: 'finance' }),
      export: endpoint<ExportResult>()({ method: 'POST', path: `${base}/export`, body: subledgerExportBody }),
      columns: cols,
      defaultSort: { order_by: 'transaction_date', direction: 'asc' },
      scopes: { view: VIEW_SUBS, export: VIEW_SUBS },
      totals: ['debit', 'credit'],
    }),
    summary: endpoint<SubledgerSummary>()({ method: 'POST', path: `${base}/summary`, body: subledgerExportBody, tag: 'finance' }),
  };
}

export const outputVat = accountSubledger('Output VAT Subledger', 'output-vat', outputVatColumns);
export const inputVat = accountSubledger('Input VAT Subledger', 'input-vat', inputVatColumns);
export const cwtSubledger = accountSubledger('CWT Subledger', 'cwt', cwtColumns);
export const cashInBank = accountSubledger('Cash in Bank Subledger', 'cash-in-bank', cashInBankColumns);
export const currentLiabilities = accountSubledger('Current Liabilities', 'current-liabilities', liabilityLineColumns);

// ---- CWT per customer ---------------------------------------------------------------

export interface CwtCustomerRow {
  customer_code: string;
  customer_name: string;
  tin: string | null;
  collections: number;
  amount_collected: Money;
  cwt: Money;
}
export const cwtCustomerColumns = columns<CwtCustomerRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 140 },
  { key: 'customer_name', header: 'Customer', kind: 'text', sortable: true, width: 280 },
  { key: 'tin', header: 'TIN', kind: 'text', width: 150 },
  { key: 'collections', header: 'Collections', kind: 'number', sortable: true, width: 120 },
  { key: 'amount_collected', header: 'Amount Collected', kind: 'money', sortable: true, width: 170 },
  { key: 'cwt', header: 'CWT Withheld', kind: 'money', sortable: true, width: 160 },
]);
const cwtCustomerFilters = { ...reportDateFields, search: text().trim().max(100).optional() };
export const cwtCustomerBody = pagedQuery(cwtCustomerColumns, { order_by: 'customer_code' }, cwtCustomerFilters).strip().refine(subledgerDates, INVALID);
export const cwtCustomerExportBody = z.object(cwtCustomerFilters).strict().refine(subledgerDates, INVALID);
export const cwtByCustomer = report<CwtCustomerRow>()({
  title: 'CWT per Customer',
  page: endpoint<CwtCustomerRow[]>()({ method: 'POST', path: '/finance-reports/cwt/customers', body: cwtCustomerBody, paged: true, tag: 'finance' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/cwt/customers/export', body: cwtCustomerExportBody }),
  columns: cwtCustomerColumns,
  defaultSort: { order_by: 'customer_code', direction: 'asc' },
  scopes: { view: VIEW_SUBS, export: VIEW_SUBS },
  totals: ['amount_collected', 'cwt'],
});

// ---- Transaction listing ----------------------------------------------------------------

export interface TransactionLineRow {
  id: number;
  journal_entry: string;
  transaction_date: string;
  module: string;
  reference: string;
  payee: string | null;
  particulars: string | null;
  account_code: string;
  account_name: string;
  debit: Money;
  credit: Money;
}
export const transactionColumns = columns<TransactionLineRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 115 },
  { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 160 },
  { key: 'module', header: 'Module', kind: 'text', width: 90 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 140 },
  { key: 'payee', header: 'Payee', kind: 'text', width: 220 },
  { key: 'account_code', header: 'Account Code', kind: 'text', width: 120 },
  { key: 'account_name', header: 'Account Name', kind: 'text', width: 220 },
  { key: 'debit', header: 'Debit', kind: 'money' },
  { key: 'credit', header: 'Credit', kind: 'money' },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 280 },
]);
const txFilters = { ...reportDateFields, module: text().trim().max(20).optional().default('') };
export const transactionBody = pagedQuery(transactionColumns, { order_by: 'transaction_date' }, txFilters).strip().refine(subledgerDates, INVALID);
export const transactionExportBody = z.object(txFilters).strict().refine(subledgerDates, INVALID);
export const transactionListing = report<TransactionLineRow>()({
  title: 'Transaction Listing',
  page: endpoint<TransactionLineRow[]>()({ method: 'POST', path: '/finance-reports/transaction-listing', body: transactionBody, paged: true, tag: 'finance' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/transaction-listing/export', body: transactionExportBody }),
  columns: transactionColumns,
  defaultSort: { order_by: 'transaction_date', direction: 'asc' },
  scopes: { view: VIEW_SUBS, export: VIEW_SUBS },
  totals: ['debit', 'credit'],
});
export interface TransactionModuleTotals {
  module: string;
  entries: number;
  lines: number;
  debit: Money;
  credit: Money;
}
export interface TransactionSummary {
  modules: TransactionModuleTotals[];
  total: Omit<TransactionModuleTotals, 'module'>;
}
export const transactionSummaryEp = endpoint<TransactionSummary>()({ method: 'POST', path: '/finance-reports/transaction-listing/summary', body: transactionExportBody, tag: 'finance' });

// ---- Payables: trade and non-trade ------------------------------------------------------

export const PAYABLE_KINDS = ['Trade', 'Non-Trade'] as const;
export type PayableKind = (typeof PAYABLE_KINDS)[number];
/** One payee's balance on one payable account as of the date (credit - debit). */
export interface PayableRow {
  kind: PayableKind;
  account_code: string;
  account_name: string;
  payee: string;
  /** The entries to the account for the payee up to the date. */
  items: number;
  balance: Money;
}
export const payableColumns = columns<PayableRow>()([
  { key: 'kind', header: 'Classification', kind: 'text', sortable: true, width: 130 },
  { key: 'account_code', header: 'Account Code', kind: 'text', sortable: true, width: 130 },
  { key: 'account_name', header: 'Account Name', kind: 'text', width: 220 },
  { key: 'payee', header: 'Payee', kind: 'text', sortable: true, width: 280 },
  { key: 'items', header: 'Entries', kind: 'number', width: 100 },
  { key: 'balance', header: 'Balance', kind: 'money', sortable: true, width: 160 },
]);
const asOfFields = { as_of: requiredDate, kind: z.union([z.literal(''), z.enum(PAYABLE_KINDS)]).optional().default('') };
const asOfOk = (b: { as_of: string }) => b.as_of >= TB_MIN_DATE;
const AS_OF_MESSAGE = { message: FINANCE_MESSAGES.invalidDate, path: ['as_of'] };
export const payableBody = pagedQuery(payableColumns, { order_by: 'kind' }, asOfFields).strip().refine(asOfOk, AS_OF_MESSAGE);
export const payableExportBody = z.object(asOfFields).strict().refine(asOfOk, AS_OF_MESSAGE);
export const tradePayables = report<PayableRow>()({
  title: 'Separation of Trade and Non-Trade Payables',
  page: endpoint<PayableRow[]>()({ method: 'POST', path: '/finance-reports/payables', body: payableBody, paged: true, tag: 'finance' }),
  export: endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/payables/export', body: payableExportBody }),
  columns: payableColumns,
  defaultSort: { order_by: 'kind', direction: 'asc' },
  scopes: { view: VIEW_SUBS, export: VIEW_SUBS },
  totals: ['balance'],
});
export interface PayableSummary {
  trade: Money;
  non_trade: Money;
  total: Money;
  /** The payable accounts' balance in the books as of the date (equals total). */
  books: Money;
}
export const payableSummaryEp = endpoint<PayableSummary>()({ method: 'POST', path: '/finance-reports/payables/summary', body: payableExportBody, tag: 'finance' });

// ---- Receipts and their invoice status -------------------------------------------------------

/**
 * A receiving report is "invoiced" once the supplier's invoice is vouchered:
 * today that is a supplier payment (check voucher) written against the RR on
 * or before the date. Until then the receipt is received, not yet invoiced.
 */
export const RECEIPT_STATUSES = ['invoiced', 'not_invoiced'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];
export const RECEIPT_STATUS_LABELS: Record<ReceiptStatus, string> = { invoiced: 'Invoiced', not_invoiced: 'Not Yet Invoiced' };

export interface ReceiptRow {
  rr_id: number;
  rr_no: string;
  rr_date: string;
  po_no: string;
  supplier_code: string;
  supplier_name: string;
  net: Money;
  vat: Money;
  total: Money;
  status: ReceiptStatus;
  voucher_no: string | null;
  voucher_date: string | null;
  /** Days from the receipt to the voucher, or to the report date while not invoiced. */
  age_days: number;
}
export const receiptColumns = columns<ReceiptRow>()([
  { key: 'rr_date', header: 'RR Date', kind: 'date', sortable: true, width: 115 },
  { key: 'rr_no', header: 'RR Number', kind: 'text', width: 130 },
  { key: 'po_no', header: 'PO Number', kind: 'text', width: 130 },
  { key: 'supplier_code', header: 'Supplier Code', kind: 'text', width: 130 },
  { key: 'supplier_name', header: 'Supplier', kind: 'text', width: 240 },
  { key: 'net', header: 'Net of VAT', kind: 'money' },
  { key: 'vat', header: 'Input VAT', kind: 'money' },
  { key: 'total', header: 'Total', kind: 'money' },
  { key: 'status', header: 'Invoice Status', kind: 'status', labels: RECEIPT_STATUS_LABELS, width: 150 },
  { key: 'voucher_no', header: 'Voucher No.', kind: 'text', width: 130 },
  { key: 'voucher_date', header: 'Voucher Date', kind: 'date', width: 120 },
  { key: 'age_days', header: 'Age (Days)', kind: 'number', width: 110 },
]);
const receiptFilters = {
  ...reportDateFields,
  status: z.union([z.literal(''), z.enum(RECEIPT_STATUSES)]).optional().default(''),
  supplier: text().trim().max(100).optional().default(''),
};
export const receiptBody = pagedQuery(receiptColumns, { order_by: 'rr_date' }, receiptFilters).strip().refine(subledgerDates, INVALID);
export const receiptExportBody = z.object(receiptFilters).strict().refine(subledgerDates, INVALID);
export interface ReceiptSummary {
  invoiced: { count: number; total: Money };
  not_invoiced: { count: number; total: Money };
}
function receiptReport(title: string, slug: string) {
  const base = `/finance-reports/${slug}`;
  return {
    report: report<ReceiptRow>()({
      title,
      page: endpoint<ReceiptRow[]>()({ method: 'POST', path: base, body: receiptBody, paged: true, tag: 'finance' }),
      export: endpoint<ExportResult>()({ method: 'POST', path: `${base}/export`, body: receiptExportBody }),
      columns: receiptColumns,
      defaultSort: { order_by: 'rr_date', direction: 'asc' },
      scopes: { view: VIEW_SUBS, export: VIEW_SUBS },
    }),
    summary: endpoint<ReceiptSummary>()({ method: 'POST', path: `${base}/summary`, body: receiptExportBody, tag: 'finance' }),
  };
}
/** Every receipt of the range with its invoice status as of Date To. */
export const inventoryInvoiced = receiptReport('Inventory Invoiced Subledger', 'inventory-invoiced');
/** The same receipts, shown by the screen with the status fixed to not invoiced. */
export const irNotYetInvoiced = receiptReport('IR Not Yet Invoiced', 'ir-not-yet-invoiced');
