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

/** The spec's transaction types this book has: an invoice, a collection, a return's credit. */
export const AR_TRANSACTION_TYPES = { SI: 'sales', CR: 'cm_collection', RET: 'cm_deductions' } as const;
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

export const AR_MESSAGES = { customerNotFound: 'Customer Information not found.' } as const;

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

export const arTransactionColumns = columns<ArTransactionRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'type', header: 'Type', kind: 'status', labels: { sales: 'Sales Invoice', cm_collection: 'Collection', cm_deductions: 'Return (Credit)' }, width: 140 },
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
export const outstandingTotalsBody = z.object({ customer_code: customerCode, as_of: isoDate.optional() }).strict();

export const customerOutstandingEp = endpoint<OutstandingInvoiceRow[]>()({ method: 'POST', path: '/customer/ar/outstanding', body: outstandingBody, paged: true, tag: 'customer-ar' });
export const customerOutstandingTotalsEp = endpoint<OutstandingTotals>()({ method: 'POST', path: '/customer/ar/outstanding/totals', body: outstandingTotalsBody, tag: 'customer-ar' });
export const customerTransactionsEp = endpoint<ArTransactionRow[]>()({ method: 'POST', path: '/customer/ar/transactionhistory', body: arTransactionsBody, paged: true, tag: 'customer-ar' });
