import { z } from 'zod';
import { id, isoDate, text, wholeNumber } from './envelope';
import { applicationInput } from './collections';
import { datesInRange, FINANCE_MESSAGES, onDateFrom, reportDateFields, TB_MIN_DATE, type ExportResult, type Money } from './finance';
import { accountSubledger, liabilityLineColumns } from './financeReports';
import { columns, effectsOf, endpoint, pagedQuery, report } from './kit';
import { flag, optText, percent, requiredMoney, requiredText, optId } from './kit/formFields';

/*
 * Credit operations (issue 14) and two finance sub-ledgers (issue 13):
 *  - unidentified deposits: a bank credit nobody can name yet, posted Dr the
 *    bank's cash account, Cr Unidentified Deposits (2055); identifying it
 *    makes it an official receipt of the customer (Dr 2055, Cr AR / 2050);
 *  - collections access: the customers (directly or through their account
 *    officer) a collector may record receipts for;
 *  - manual sales invoices: invoices written outside the system, posted
 *    like a generated one (AR / sales / output VAT, cost of sales / inventory);
 *  - the Undefined Deposits and Advances from Customers sub-ledgers.
 */

export const UNIDENTIFIED_ACCOUNT = '2055';
export const ADVANCES_ACCOUNT = '2050';

export const CREDIT_OPS_MESSAGES = {
  carrierNotFound: 'Choose an active courier as the carrier.',
  bankRequired: 'Bank Account is required.',
  bankInactive: 'The bank account is not one of the company\u2019s active accounts.',
  alreadyIdentified: 'This deposit was identified already.',
  identifiedBeforeDeposit: 'Date Identified cannot be before the deposit date.',
  customerNotFound: 'Customer not found.',
  userNotFound: 'Collector not found.',
  officerNotFound: 'Account officer not found.',
  duplicateAccess: 'This collector has this already.',
  notAllowed: 'You may not collect for this customer: it is not in your collections access list.',
  duplicateSi: (no: string) => `SI No. ${no} exists already.`,
  productNotFound: 'Product not found or not active.',
  noStock: (code: string, have: number, want: number) => `Not enough stock of ${code}: ${have} on hand (unexpired), ${want} invoiced.`,
  linesRequired: 'Add at least one product.',
  duplicateProduct: 'A product is entered twice.',
} as const;

// ---- Unidentified deposits ---------------------------------------------------------------

export const DEPOSIT_STATUSES = { UNIDENTIFIED: 'Unidentified', IDENTIFIED: 'Identified' } as const;
export type DepositStatus = keyof typeof DEPOSIT_STATUSES;

export interface DepositRow {
  deposit_id: number;
  deposit_no: string;
  deposit_date: string;
  bank_account: string;
  amount: Money;
  reference: string | null;
  remarks: string | null;
  status: DepositStatus;
  customer_code: string | null;
  customer_name: string | null;
  receipt_no: string | null;
  identified_on: string | null;
  journal_entry: string | null;
}

export const depositColumns = columns<DepositRow>()([
  { key: 'deposit_date', header: 'Deposit Date', kind: 'date', sortable: true, width: 125 },
  { key: 'deposit_no', header: 'Deposit No.', kind: 'text', sortable: true, width: 150 },
  { key: 'bank_account', header: 'Bank Account', kind: 'text', width: 240 },
  { key: 'reference', header: 'Bank Reference', kind: 'text', width: 150 },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'status', header: 'Status', kind: 'status', labels: DEPOSIT_STATUSES, width: 120 },
  { key: 'customer_name', header: 'Identified As', kind: 'text', width: 220 },
  { key: 'receipt_no', header: 'OR No.', kind: 'text', width: 150 },
  { key: 'identified_on', header: 'Date Identified', kind: 'date', sortable: true, width: 130 },
  { key: 'remarks', header: 'Remarks', kind: 'text', width: 220 },
]);

export const depositListBody = pagedQuery(depositColumns, { order_by: 'deposit_date', direction: 'desc' }, {
  search: text().trim().max(100).optional(),
  status: z.enum(['UNIDENTIFIED', 'IDENTIFIED']).optional(),
});

export const depositInput = z
  .object({
    bank_account_id: id({ error: CREDIT_OPS_MESSAGES.bankRequired }),
    deposit_date: isoDate,
    amount: requiredMoney('Amount').refine((s) => Number(s) > 0, 'Amount must be more than zero.'),
    reference: optText('Bank Reference', 60),
    remarks: optText('Remarks', 500),
  })
  .strict();
export type DepositInput = z.input<typeof depositInput>;
export type DepositValues = z.output<typeof depositInput>;

export const identifyInput = z
  .object({
    customer_code: requiredText('Customer', 40),
    identified_on: isoDate,
    remarks: optText('Remarks', 500),
    /** Invoices the deposit pays; what is left stays as the customer's advance. */
    applications: z.array(applicationInput).max(300, 'At most 300 invoices.').default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<number>();
    v.applications.forEach((a, n) => {
      if (seen.has(a.si_id)) ctx.addIssue({ code: 'custom', path: ['applications', n, 'si_id'], message: 'An invoice is applied twice.' });
      seen.add(a.si_id);
    });
  });
export type IdentifyInput = z.input<typeof identifyInput>;
export type IdentifyValues = z.output<typeof identifyInput>;

const depositParams = z.object({ deposit_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
/** A deposit identified to a customer becomes a receipt: the receivable and the books. */
const DEPOSITS = effectsOf(['unidentified-deposits'], 'books', 'receivables');

export const depositListEp = endpoint<DepositRow[]>()({ method: 'POST', path: '/unidentified-deposits/list', body: depositListBody, paged: true, tag: 'unidentified-deposits' });
export const createDepositEp = endpoint<DepositRow>()({ method: 'POST', path: '/unidentified-deposits', body: depositInput, form: true, invalidates: DEPOSITS });
export const identifyDepositEp = endpoint<DepositRow>()({
  method: 'POST', path: '/unidentified-deposits/:deposit_id/identify', params: depositParams, body: identifyInput, form: true, invalidates: DEPOSITS,
});

// ---- Collections access ------------------------------------------------------------------

export const ACCESS_KINDS = { CUSTOMER: 'Customer', OFFICER: 'Account Officer' } as const;
export type AccessKind = keyof typeof ACCESS_KINDS;

export interface CollectorOption {
  user_id: number;
  label: string;
  /** Entries in the collector's list: none means the collector may collect for every customer. */
  entries: number;
}
export interface OfficerOption {
  ao_id: number;
  ao_name: string;
}

export interface AccessRow {
  access_id: number;
  kind: AccessKind;
  code: string | null;
  name: string;
  /** Customers the entry covers (one for a customer, the officer's customers for an officer). */
  customers: number;
}
export const accessColumns = columns<AccessRow>()([
  { key: 'kind', header: 'Assigned By', kind: 'status', labels: ACCESS_KINDS, sortable: true, width: 150 },
  { key: 'code', header: 'Customer Code', kind: 'text', sortable: true, width: 150 },
  { key: 'name', header: 'Customer / Account Officer', kind: 'text', sortable: true, width: 300 },
  { key: 'customers', header: 'Customers Covered', kind: 'number', width: 160 },
]);
export const accessListBody = pagedQuery(accessColumns, { order_by: 'name', direction: 'asc' }, {
  user_id: id({ error: 'Collector is required.' }),
  search: text().trim().max(100).optional(),
});

/** A customer for a collector's list. */
export const customerAccessInput = z.object({ user_id: id({ error: 'Collector is required.' }), customer_code: requiredText('Customer', 40) }).strict();
/** An account officer for a collector's list: every customer the officer handles, now and later. */
export const officerAccessInput = z.object({ user_id: id({ error: 'Collector is required.' }), ao_id: id({ error: 'Account Officer is required.' }) }).strict();

const accessParams = z.object({ access_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
const ACCESS = ['collections-access'] as const;
export const collectorsEp = endpoint<CollectorOption[]>()({ method: 'GET', path: '/collections-access/collectors', tag: 'collections-access' });
export const officersEp = endpoint<OfficerOption[]>()({ method: 'GET', path: '/collections-access/account-officers', tag: 'collections-access' });
export const accessListEp = endpoint<AccessRow[]>()({ method: 'POST', path: '/collections-access/list', body: accessListBody, paged: true, tag: 'collections-access' });
export const addCustomerAccessEp = endpoint<AccessRow>()({ method: 'POST', path: '/collections-access/customers', body: customerAccessInput, form: true, invalidates: ACCESS });
export const addOfficerAccessEp = endpoint<AccessRow>()({ method: 'POST', path: '/collections-access/officers', body: officerAccessInput, form: true, invalidates: ACCESS });
export const removeAccessEp = endpoint<null>()({ method: 'DELETE', path: '/collections-access/:access_id', params: accessParams, invalidates: ACCESS });

// ---- Manual sales invoices -----------------------------------------------------------------

export const PRICE_BASES = { INCLUSIVE: 'VAT-inclusive', EXCLUSIVE: 'VAT-exclusive' } as const;
export const VAT_RATE = '0.12';

export const manualLineInput = z
  .object({
    product_code: requiredText('Product', 100),
    quantity: wholeNumber(1, 1_000_000, { error: 'Quantity must be a whole number of at least 1.' }),
    unit_price: requiredMoney('Unit Price').refine((s) => Number(s) > 0, 'Unit Price must be more than zero.'),
    discount: percent('Discount %'),
  })
  .strict();

export const manualSiInput = z
  .object({
    customer_code: requiredText('Customer', 40),
    si_number: requiredText('SI No.', 40).regex(/^[A-Za-z0-9][A-Za-z0-9 #/-]*$/, 'SI No. may have only letters, digits, spaces, #, / and -.'),
    si_date: isoDate,
    /** Days the customer has to pay; blank takes the customer's own terms. */
    terms: wholeNumber(0, 365, { error: 'Terms must be a number of days from 0 to 365.' }).nullable().optional(),
    price_basis: z.enum(['INCLUSIVE', 'EXCLUSIVE'], { error: 'Prices are required to be VAT-inclusive or VAT-exclusive.' }),
    remarks: optText('Remarks', 500),
    /** Ours (issue 28), optional: who carries the goods; blank is the customer's delivery service provider. */
    courier_id: optId('Carrier').optional(),
    /**
     * Ours (issue 27), optional: a zero-rated sale (a buyer in an ecozone, an export): its VATable lines carry no VAT
     * (VAT-inclusive prices are taken without their VAT) and are booked as zero-rated sales.
     */
    zero_rated: flag('Zero-rated', 0).optional(),
    lines: z.array(manualLineInput).min(1, CREDIT_OPS_MESSAGES.linesRequired).max(100, 'At most 100 lines.'),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.lines.forEach((l, n) => {
      const key = l.product_code.toUpperCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['lines', n, 'product_code'], message: CREDIT_OPS_MESSAGES.duplicateProduct });
      seen.add(key);
    });
  });
export type ManualSiInput = z.input<typeof manualSiInput>;
export type ManualSiValues = z.output<typeof manualSiInput>;

export interface ManualSiRow {
  si_id: number;
  si_number: string;
  si_date: string;
  due_date: string;
  customer_code: string;
  customer_name: string;
  vatable_sales: Money;
  vat_amount: Money;
  zero_rated: Money;
  vat_exempt: Money;
  discount: Money;
  total: Money;
  cost: Money;
  journal_entry: string | null;
  created_by: string | null;
}
export const manualSiColumns = columns<ManualSiRow>()([
  { key: 'si_date', header: 'SI Date', kind: 'date', sortable: true, width: 115 },
  { key: 'si_number', header: 'SI No.', kind: 'text', sortable: true, width: 140 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', width: 130 },
  { key: 'customer_name', header: 'Customer', kind: 'text', sortable: true, width: 240 },
  { key: 'due_date', header: 'Due Date', kind: 'date', width: 115 },
  { key: 'vatable_sales', header: 'Vatable Sales', kind: 'money', width: 140 },
  { key: 'zero_rated', header: 'Zero-rated Sales', kind: 'money', width: 140 },
  { key: 'vat_amount', header: 'VAT', kind: 'money', width: 120 },
  { key: 'vat_exempt', header: 'VAT-exempt', kind: 'money', width: 120 },
  { key: 'total', header: 'Total', kind: 'money', sortable: true, width: 140 },
  { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 160 },
  { key: 'created_by', header: 'Entered By', kind: 'text', width: 130 },
]);
export const manualSiListBody = pagedQuery(manualSiColumns, { order_by: 'si_date', direction: 'desc' }, { search: text().trim().max(100).optional() });

/** A product an invoice line can take: its price and what is on hand to sell. */
export interface SellableProduct {
  product_code: string;
  product_name: string;
  selling_price: Money;
  vat_exempt: boolean;
  on_hand: number;
}
export const sellableQuery = z.object({ search: text().trim().max(100).optional().default('') }).strict();

/** A manual sales invoice posts the receivable, the sale and the stock it draws. */
const SI_TAGS = effectsOf(['manual-sales-invoices'], 'books', 'receivables', 'stock', 'eInvoices');
export const manualSiListEp = endpoint<ManualSiRow[]>()({ method: 'POST', path: '/sales-invoices/manual/list', body: manualSiListBody, paged: true, tag: 'manual-sales-invoices' });
export const sellableProductsEp = endpoint<SellableProduct[]>()({ method: 'GET', path: '/sales-invoices/manual/products', query: sellableQuery, tag: 'manual-sales-invoices' });
export const createManualSiEp = endpoint<ManualSiRow>()({ method: 'POST', path: '/sales-invoices/manual', body: manualSiInput, form: true, invalidates: SI_TAGS });

// ---- Sub-ledgers ------------------------------------------------------------------------

const VIEW_SUBS = 'view_finance_subledgers' as const;

/** Undefined (unidentified) deposits: the lines of account 2055, an account sub-ledger like the finance reports' (the same SubledgerScreen). */
export const undefinedDeposits = accountSubledger('Undefined Deposit Subledger', 'undefined-deposits', liabilityLineColumns);

/** One line of Advances from Customers (2050) with the customer it belongs to; balances credit - debit. */
export interface AdvanceLineRow {
  id: number;
  transaction_date: string;
  journal_entry: string;
  module: string;
  reference: string;
  customer_code: string | null;
  customer_name: string | null;
  particulars: string | null;
  debit: Money;
  credit: Money;
  running_balance: Money;
}
export const advanceLineColumns = columns<AdvanceLineRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 115 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', width: 130 },
  { key: 'customer_name', header: 'Customer', kind: 'text', width: 240 },
  { key: 'reference', header: 'OR No. / Reference', kind: 'text', width: 160 },
  { key: 'debit', header: 'Debit (Applied)', kind: 'money' },
  { key: 'credit', header: 'Credit (Received)', kind: 'money' },
  { key: 'running_balance', header: 'Running Balance', kind: 'money', width: 160 },
  { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 160 },
  { key: 'module', header: 'Module', kind: 'text', width: 90 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 280 },
]);
const advanceFilters = { ...reportDateFields, customer_code: text().trim().max(40).optional().default('') };
const INVALID = onDateFrom(FINANCE_MESSAGES.invalidDate);
const inBooks = datesInRange(TB_MIN_DATE);
export const advanceLinesBody = pagedQuery([advanceLineColumns[0]], { order_by: 'transaction_date' }, advanceFilters).strip().refine(inBooks, INVALID);
export const advanceExportBody = z.object(advanceFilters).strict().refine(inBooks, INVALID);
export type AdvanceLinesBody = z.input<typeof advanceLinesBody>;

export interface AdvanceCustomerTotals {
  customer_code: string | null;
  customer_name: string;
  opening: Money;
  debit: Money;
  credit: Money;
  closing: Money;
}
export interface AdvanceSummary {
  customers: AdvanceCustomerTotals[];
  total: Omit<AdvanceCustomerTotals, 'customer_code' | 'customer_name'>;
  /** Advances from Customers in the trial balance at the end of the range (credit - debit): equals total.closing when no customer is picked. */
  control_closing: Money;
}

/** One line of the journal entry behind a line of Advances from Customers (every account it touches). */
export interface AdvanceJvLine {
  journal_entry: string;
  transaction_date: string;
  module: string;
  reference: string;
  particulars: string | null;
  account_code: string;
  account_name: string;
  debit: Money;
  credit: Money;
}
export const advanceJvBody = z
  .object({ journal_entry: text({ error: 'Journal entry is required.' }).trim().min(1, 'Journal entry is required.').max(40, 'Journal entry is not valid.') })
  .strict();
export const ADVANCE_JV_NOT_FOUND = 'No entry of Advances from Customers has this number.';

export const advancesFromCustomers = {
  report: report<AdvanceLineRow>()({
    title: 'Advances from Customers Subledger',
    page: endpoint<AdvanceLineRow[]>()({ method: 'POST', path: '/finance-reports/advances-from-customers', body: advanceLinesBody, paged: true, tag: 'finance' }),
    export: endpoint<ExportResult>()({ method: 'POST', path: '/finance-reports/advances-from-customers/export', body: advanceExportBody }),
    columns: advanceLineColumns,
    defaultSort: { order_by: 'transaction_date', direction: 'asc' },
    scopes: { view: VIEW_SUBS, export: VIEW_SUBS },
    totals: ['debit', 'credit'],
  }),
  summary: endpoint<AdvanceSummary>()({ method: 'POST', path: '/finance-reports/advances-from-customers/summary', body: advanceExportBody, tag: 'finance' }),
  /**
   * 002 §7.10 POST /advances-from-customers/jv (body not shown): the whole journal entry (JV) behind a line of the
   * ledger, by its number; an entry that does not touch Advances from Customers is not found.
   */
  jv: endpoint<AdvanceJvLine[]>()({ method: 'POST', path: '/advances-from-customers/jv', body: advanceJvBody, tag: 'finance' }),
};
