import { z } from 'zod';
import { isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery } from './kit';

/**
 * A customer's AR Information (spec 002 §2.4, §6): read from the same books
 * as the receivable sub-ledger (receivable_entries), so a customer's
 * outstanding equals its sub-ledger balance and all customers' equal the
 * Accounts Receivable control account, on any date.
 *
 * Outstanding Balance: one row per invoice with a balance as of the date,
 * aged by days past due (due = invoice date + the customer's credit term):
 * in transit (not yet received by the customer on the date), current (not
 * yet due), 1-30, 31-60, 61-90 and over 90 days past due. Uncleared checks
 * come with the collections module (issue 14): until a check can be recorded
 * there are none, and ar_net equals total_ar.
 */
/** The aging buckets of a receivable (money as decimal strings): each invoice's balance sits in exactly one. */
export interface AgingBuckets {
  in_transit: string;
  current: string;
  days_30: string;
  days_60: string;
  days_90: string;
  over_90_days: string;
  total_ar: string;
}

export interface OutstandingInvoiceRow extends AgingBuckets {
  si_id: number;
  invoice_date: string;
  delivered_date: string;
  due_date: string;
  dr_number: string;
  si_number: string;
  check_not_clear: string;
  ar_net: string;
}

/**
 * The transaction types of the receivable's postings (receivable_entries.transaction): the spec's three (an
 * invoice, a collection, a return's credit), then a credit memo, a debit memo, a bounced check posted back to the
 * receivable, and a customer advance applied to an invoice.
 */
export const AR_TRANSACTION_TYPES = {
  SI: 'sales',
  CR: 'cm_collection',
  RET: 'cm_deductions',
  CM: 'credit_memo',
  DM: 'debit_memo',
  BC: 'bounced_check',
  AP: 'advance_applied',
} as const;
export interface ArTransactionRow {
  id: number;
  transaction_date: string;
  type: (typeof AR_TRANSACTION_TYPES)[keyof typeof AR_TRANSACTION_TYPES];
  reference: string;
  particulars: string;
  debit: string;
  credit: string;
  /** The customer's balance after this row (all rows up to it, in date order). */
  balance: string;
}

/**
 * Spec 002 §8: an unknown customer answers customerNotFound (the summary shows it in a dialog); any other
 * failure of the summary or the collection totals is toasted as totalsNotFound.
 */
export const AR_MESSAGES = { customerNotFound: 'Customer Information not found.', totalsNotFound: 'Customer Totals not found.' } as const;

const customerCode = text({ error: 'Customer code is required.' }).trim().min(1, 'Customer code is required.').max(40, 'Customer code must be at most 40 characters.');

export const outstandingColumns = columns<OutstandingInvoiceRow>()([
  { key: 'invoice_date', header: 'Invoice Date', kind: 'date', sortable: true, width: 120 },
  { key: 'delivered_date', header: 'Delivered Date', kind: 'date', sortable: true, width: 130 },
  { key: 'due_date', header: 'Due Date', kind: 'date', sortable: true, width: 120 },
  { key: 'dr_number', header: 'DR No.', kind: 'text', sortable: true, width: 130 },
  { key: 'si_number', header: 'SI No.', kind: 'text', sortable: true, width: 130 },
  { key: 'in_transit', header: 'In Transit', kind: 'money', width: 120 },
  { key: 'current', header: 'Current', kind: 'money', width: 120 },
  { key: 'days_30', header: '1-30 Days', kind: 'money', width: 120 },
  { key: 'days_60', header: '31-60 Days', kind: 'money', width: 120 },
  { key: 'days_90', header: '61-90 Days', kind: 'money', width: 120 },
  { key: 'over_90_days', header: 'Over 90 Days', kind: 'money', width: 130 },
  { key: 'total_ar', header: 'Total AR', kind: 'money', sortable: true, width: 130 },
  { key: 'check_not_clear', header: 'Checks Not Cleared', kind: 'money', width: 150 },
  { key: 'ar_net', header: 'AR Net', kind: 'money', width: 130 },
]);

export const AR_TYPE_LABELS: Readonly<Record<ArTransactionRow['type'], string>> = {
  sales: 'Sales Invoice',
  cm_collection: 'Collection',
  cm_deductions: 'Return (Credit)',
  credit_memo: 'Credit Memo',
  debit_memo: 'Debit Memo',
  bounced_check: 'Bounced Check',
  advance_applied: 'Advance Applied',
};

export const arTransactionColumns = columns<ArTransactionRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'type', header: 'Type', kind: 'status', labels: AR_TYPE_LABELS, width: 160 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 150 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 260 },
  { key: 'debit', header: 'Debit', kind: 'money', width: 130 },
  { key: 'credit', header: 'Credit', kind: 'money', width: 130 },
  { key: 'balance', header: 'Balance', kind: 'money', width: 140 },
]);

export const outstandingBody = pagedQuery(outstandingColumns, { order_by: 'invoice_date', direction: 'asc' }, { customer_code: customerCode, as_of: isoDate.optional() });
export const arTransactionsBody = pagedQuery(arTransactionColumns, { order_by: 'transaction_date', direction: 'desc' }, { customer_code: customerCode, date_from: isoDate.optional(), date_to: isoDate.optional() });

/** The totals of the outstanding rows (the whole list, not the page). */
export interface OutstandingTotals extends AgingBuckets {
  as_of: string;
  invoices: number;
}
/** One customer on a date (default: today in Manila). */
const customerAsOf = z.object({ customer_code: customerCode, as_of: isoDate.optional() }).strict();
export const outstandingTotalsBody = customerAsOf;

export const customerOutstandingEp = endpoint<OutstandingInvoiceRow[]>()({ method: 'POST', path: '/customer/ar/outstanding', body: outstandingBody, paged: true, tag: 'customer-ar' });
export const customerOutstandingTotalsEp = endpoint<OutstandingTotals>()({ method: 'POST', path: '/customer/ar/outstanding/totals', body: outstandingTotalsBody, tag: 'customer-ar' });
export const customerTransactionsEp = endpoint<ArTransactionRow[]>()({ method: 'POST', path: '/customer/ar/transactionhistory', body: arTransactionsBody, paged: true, tag: 'customer-ar' });

// ---- Stock Returns (scope get_customer_returns) ----------------------------------------------------

/**
 * The customer's posted returns (sales_returns, each crediting the receivable
 * with its VAT-inclusive amount), one row per returned invoice line. Returns
 * still on process (SRPF) are not in the books yet: they come with the SRPF
 * issue, in their own rows and in the summary's total_returns.
 */
export interface CustomerReturnRow {
  return_id: number;
  return_no: string;
  return_date: string;
  si_number: string;
  dr_number: string;
  product_code: string;
  product_name: string;
  qty: number;
  /** VAT-inclusive credit to the receivable. */
  amount: string;
}
/** All the customer's returns, not just the page. */
export interface CustomerReturnTotals {
  returns: number;
  qty: number;
  amount: string;
}
export interface CustomerReturnsResult {
  rows: CustomerReturnRow[];
  totals: CustomerReturnTotals;
}

export const customerReturnColumns = columns<CustomerReturnRow>()([
  { key: 'return_date', header: 'Return Date', kind: 'date', sortable: true, width: 120 },
  { key: 'return_no', header: 'Return No.', kind: 'text', sortable: true, width: 140 },
  { key: 'si_number', header: 'SI No.', kind: 'text', width: 130 },
  { key: 'dr_number', header: 'DR No.', kind: 'text', width: 130 },
  { key: 'product_code', header: 'Product Code', kind: 'text', width: 130 },
  { key: 'product_name', header: 'Product', kind: 'text', width: 240 },
  { key: 'qty', header: 'Qty', kind: 'quantity', width: 90 },
  { key: 'amount', header: 'Amount (VAT Inclusive)', kind: 'money', sortable: true, width: 170 },
]);
export const customerReturnsBody = pagedQuery(customerReturnColumns, { order_by: 'return_date', direction: 'desc' }, { customer_code: customerCode });
export const customerReturnsEp = endpoint<CustomerReturnsResult>()({ method: 'POST', path: '/customer/ar/returns', body: customerReturnsBody, paged: true, tag: 'customer-ar' });

// ---- Outstanding EWT (scope get_customer_ewt) --------------------------------------------------------

/**
 * Creditable withholding tax the customer kept on each collection (collections.cwt > 0), owed to us as a
 * BIR Form 2307 certificate. No certificate is recorded yet, so every row is outstanding and
 * ledger_attachment_2307_id is null ("Not received"): the CWT module of the accounting issue matches them.
 * due_date is the invoice's (invoice date + the customer's credit term).
 */
export interface CustomerEwtRow {
  collection_id: number;
  dr_no: string;
  si_number: string;
  cr_number: string;
  collection_date: string;
  ledger_applied_ewt: string;
  due_date: string;
  ledger_attachment_2307_id: number | null;
}
export interface CustomerEwtTotals {
  collections: number;
  ledger_applied_ewt: string;
}
export interface CustomerEwtResult {
  rows: CustomerEwtRow[];
  totals: CustomerEwtTotals;
}

export const customerEwtColumns = columns<CustomerEwtRow>()([
  { key: 'collection_date', header: 'CR Date', kind: 'date', sortable: true, width: 120 },
  { key: 'cr_number', header: 'CR No.', kind: 'text', sortable: true, width: 130 },
  { key: 'dr_no', header: 'DR No.', kind: 'text', width: 130 },
  { key: 'si_number', header: 'SI No.', kind: 'text', width: 130 },
  { key: 'due_date', header: 'Due Date', kind: 'date', sortable: true, width: 120 },
  { key: 'ledger_applied_ewt', header: 'EWT Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'ledger_attachment_2307_id', header: 'BIR Form 2307', kind: 'text', width: 140 },
]);
export const customerEwtBody = pagedQuery(customerEwtColumns, { order_by: 'collection_date', direction: 'desc' }, { customer_code: customerCode });
export const customerEwtEp = endpoint<CustomerEwtResult>()({ method: 'POST', path: '/customer/ar/ewt', body: customerEwtBody, paged: true, tag: 'customer-ar' });

// ---- Collection totals chart (scope get_collection_dashboard_totals) ---------------------------------

/** One calendar month of the receivable sub-ledger: invoices (SI debits), collections (CR credits), returns (RET credits). */
export interface CollectionMonth {
  /** YYYY-MM. */
  month: string;
  invoiced: string;
  collected: string;
  returned: string;
}
/**
 * The 12 calendar months up to the date (default today), oldest first, every month present (zero when
 * nothing was posted); postings after the date are left out, so the window's sums are the sub-ledger's.
 */
export interface CollectionTotals {
  date_from: string;
  date_to: string;
  months: CollectionMonth[];
  invoiced: string;
  collected: string;
  returned: string;
}
export const customerCollectionTotalsEp = endpoint<CollectionTotals>()({ method: 'POST', path: '/customer/ar/collection-totals', body: customerAsOf, tag: 'customer-ar' });

// ---- Customer summary panel (scope get_customer_outstanding_balance) -------------------------------

/**
 * The top of the AR Information tab (spec 002 §2.4) on a date (default today):
 * - total_outstanding: the receivable sub-ledger's balance (= Outstanding Balance's Total AR);
 * - total_due: the balance of invoices past due (its 1-30 .. over 90 days buckets);
 * - total_pdc (post-dated checks not yet cleared), total_advances (unapplied advances): no check or advance
 *   can be recorded until the collections issue, so both are computed as 0.00 until then;
 * - total_returns (returns on process, SRPF): 0.00 until the SRPF issue; posted returns are already in the
 *   outstanding balance.
 * Beyond the spec: credit_exposure = outstanding + pdc + returns on process, against credit_limit;
 * credit_used_percent is null when the customer has no limit (0), over_credit_limit when exposure > limit.
 */
export interface CustomerArSummary {
  as_of: string;
  total_outstanding: string;
  total_pdc: string;
  total_advances: string;
  total_returns: string;
  total_due: string;
  credit_limit: string;
  credit_exposure: string;
  credit_used_percent: string | null;
  over_credit_limit: boolean;
}
export const customerArSummaryEp = endpoint<CustomerArSummary>()({ method: 'POST', path: '/customer/ar/summary', body: customerAsOf, tag: 'customer-ar' });
