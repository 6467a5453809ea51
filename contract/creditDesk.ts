import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery, report, searchText } from './kit';

/**
 * The credit desk (issue 14): customer aging, statements of account, the
 * credit views of a customer and the collection notice. Every figure is read
 * from the receivable sub-ledger (receivable_entries), so the aging total on a
 * date is the sub-ledger's ending balance and the AR control account's (1100).
 *
 * Aging: each invoice's balance on the date sits in one bucket by days past
 * due (due = invoice date + the customer's credit term); goods the customer
 * had not yet received on the date are in transit, as in AR Information.
 * Advances (what receipts left unapplied on the date, account 2050) are owed
 * back to the customer, so they sit in their own column beside the receivable,
 * never netted into the buckets.
 */
export const CREDIT_DESK_MESSAGES = {
  customerNotFound: 'Customer not found.',
  asOfRequired: 'Please select the As of date.',
  datesRequired: 'Please select dates!',
  datesReversed: 'Date From must be on or before Date To.',
  noBranches: 'This customer is not a main office with branches: choose the Per Customer tab.',
  noPastDue: 'This customer has nothing past due on the date.',
} as const;

const customerCode = text({ error: 'Customer code is required.' }).trim().min(1, 'Customer code is required.').max(40, 'Customer code must be at most 40 characters.');
const asOf = isoDate;

export interface Buckets {
  in_transit: string;
  current: string;
  days_30: string;
  days_60: string;
  days_90: string;
  over_90_days: string;
  /** The receivable: the sum of the buckets. */
  total_ar: string;
  /** Unapplied receipts on the date (owed back, account 2050). */
  advances: string;
  /** total_ar - advances. */
  net: string;
}

// ---- Customer aging (report kit) --------------------------------------------------------

export interface AgingRow extends Buckets {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  credit_term_days: number;
  /** The buckets past due (1-30 .. over 90). */
  past_due: string;
}

export const agingColumns = columns<AgingRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 130 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 260 },
  { key: 'credit_term_days', header: 'Terms (Days)', kind: 'number', width: 110 },
  { key: 'in_transit', header: 'In Transit', kind: 'money', width: 120 },
  { key: 'current', header: 'Current', kind: 'money', sortable: true, width: 130 },
  { key: 'days_30', header: '1-30 Days', kind: 'money', sortable: true, width: 130 },
  { key: 'days_60', header: '31-60 Days', kind: 'money', sortable: true, width: 130 },
  { key: 'days_90', header: '61-90 Days', kind: 'money', sortable: true, width: 130 },
  { key: 'over_90_days', header: 'Over 90 Days', kind: 'money', sortable: true, width: 130 },
  { key: 'total_ar', header: 'Total Receivable', kind: 'money', sortable: true, width: 150 },
  { key: 'past_due', header: 'Past Due', kind: 'money', sortable: true, width: 140 },
  { key: 'advances', header: 'Advances (Unapplied)', kind: 'money', sortable: true, width: 160 },
  { key: 'net', header: 'Net Receivable', kind: 'money', width: 150 },
]);

const agingFilters = {
  as_of: asOf,
  /** Code or name contains. */
  search: searchText,
  /** Only customers with something past due on the date. */
  past_due_only: z.boolean().optional(),
};
export const agingBody = pagedQuery(agingColumns, { order_by: 'customer_name', direction: 'asc' }, agingFilters);
export const agingFiltersBody = z.object(agingFilters).strict();

export interface AgingTotals extends Buckets {
  as_of: string;
  customers: number;
  past_due: string;
}

export const customerAgingReport = report<AgingRow>()({
  title: 'Customer Aging',
  page: endpoint<AgingRow[]>()({ method: 'POST', path: '/credit-and-collections/aging', body: agingBody, paged: true, tag: 'credit-desk' }),
  export: endpoint<string>()({ method: 'POST', path: '/credit-and-collections/aging/export', body: agingFiltersBody }),
  columns: agingColumns,
  defaultSort: { order_by: 'customer_name', direction: 'asc' },
  scopes: { view: 'view_credit_and_collections', export: 'view_credit_and_collections' },
});
/** The totals of every customer the filters keep (not only the page). */
export const agingTotalsEp = endpoint<AgingTotals>()({ method: 'POST', path: '/credit-and-collections/aging/totals', body: agingFiltersBody, tag: 'credit-desk' });

// ---- Statement of account -----------------------------------------------------------------

export const SOA_TABS = { customer: 'Per Customer', branch: 'Per Branch' } as const;
export type SoaTab = keyof typeof SOA_TABS;

/** A receivable posting's kind as people read it. */
export const POSTING_KINDS: Record<string, string> = {
  SI: 'Sales Invoice',
  CR: 'Collection',
  AP: 'Advance Applied',
  BC: 'Bounced Check',
  RET: 'Return',
  CM: 'Credit Memo',
  DM: 'Debit Memo',
};

export const soaBody = z
  .object({
    customer_code: customerCode,
    date_from: isoDate,
    date_to: isoDate,
    /** Per customer, or a main office with all its branches. */
    by: z.enum(['customer', 'branch']).default('customer'),
  })
  .strict()
  .refine((b) => b.date_from <= b.date_to, { path: ['date_to'], message: CREDIT_DESK_MESSAGES.datesReversed });

export interface SoaLine {
  id: number;
  transaction_date: string;
  /** The branch (or the customer itself) the posting belongs to. */
  customer_code: string;
  customer_name: string;
  /** SI, CR, AP, BC, RET, CM, DM (POSTING_KINDS). */
  transaction: string;
  reference: string;
  si_number: string;
  particulars: string;
  debit: string;
  credit: string;
  /** The statement's balance after this line. */
  balance: string;
}

export interface SoaCustomer {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  city: string | null;
  tin: string | null;
  credit_term_days: number;
  credit_limit: string;
}

/** At most this many lines come back (and print); the export has them all. */
export const SOA_MAX_LINES = 2000;

export interface Soa {
  by: SoaTab;
  customer: SoaCustomer;
  /** Every customer the statement covers (the main office first). */
  branches: { customer_code: string; customer_name: string }[];
  date_from: string;
  date_to: string;
  opening: string;
  debits: string;
  credits: string;
  closing: string;
  /** The closing balance aged on date_to (total_ar = closing), with the advances on that date. */
  aging: Buckets;
  lines: SoaLine[];
  line_count: number;
  truncated: boolean;
}

export const soaEp = endpoint<Soa>()({ method: 'POST', path: '/credit-and-collections/statement-of-account', body: soaBody, tag: 'credit-desk' });
export const soaExportEp = endpoint<string>()({ method: 'POST', path: '/credit-and-collections/statement-of-account/export', body: soaBody });

// ---- Customers for credit ---------------------------------------------------------------

export interface CreditCustomerRow {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  credit_term_days: number;
  credit_limit: string;
  balance: string;
  /** Today's past-due part of the balance. */
  past_due: string;
  last_payment_date: string | null;
  last_payment_amount: string | null;
}
export const creditCustomerColumns = columns<CreditCustomerRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 130 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 260 },
  { key: 'credit_term_days', header: 'Terms (Days)', kind: 'number', sortable: true, width: 110 },
  { key: 'credit_limit', header: 'Credit Limit', kind: 'money', sortable: true, width: 140 },
  { key: 'balance', header: 'Balance', kind: 'money', sortable: true, width: 140 },
  { key: 'past_due', header: 'Past Due', kind: 'money', width: 140 },
  { key: 'last_payment_date', header: 'Last Payment', kind: 'date', width: 120 },
  { key: 'last_payment_amount', header: 'Last Payment Amount', kind: 'money', width: 160 },
]);
export const creditCustomersBody = pagedQuery(creditCustomerColumns, { order_by: 'balance', direction: 'desc' }, { search: searchText, with_balance: z.boolean().optional() });
export const creditCustomersEp = endpoint<CreditCustomerRow[]>()({ method: 'POST', path: '/credit-and-collections/customers', body: creditCustomersBody, paged: true, tag: 'credit-desk' });

// ---- Customer center and customer collections ------------------------------------------

export const customerIdParams = z.object({ customer_id: id() }).strict();

export interface RecentPosting {
  id: number;
  transaction_date: string;
  transaction: string;
  reference: string;
  particulars: string;
  debit: string;
  credit: string;
}
export interface CustomerContact {
  group: string;
  person: string | null;
  phone: string | null;
  email: string | null;
}
export interface CustomerCenter {
  as_of: string;
  customer: SoaCustomer & { customer_type: string; channel: string };
  aging: Buckets;
  /** Post-dated checks on hand (their invoices are already credited). */
  pdc: string;
  /** total_ar + pdc, against the credit limit. */
  exposure: string;
  /** credit_limit - exposure (negative when over). */
  available: string;
  over_limit: boolean;
  contacts: CustomerContact[];
  recent: RecentPosting[];
  last_payment: { receipt_no: string; receipt_date: string; amount: string } | null;
}
export const customerCenterEp = endpoint<CustomerCenter>()({ method: 'GET', path: '/credit-and-collections/customer-center/:customer_id', params: customerIdParams, tag: 'credit-desk' });

export interface OpenInvoice {
  si_id: number;
  si_number: string;
  dr_number: string;
  invoice_date: string;
  due_date: string;
  /** Negative: days until due. */
  days_past_due: number;
  amount: string;
  balance: string;
}
export interface ReceiptLine {
  receipt_id: number;
  receipt_no: string;
  receipt_date: string;
  payment_mode: string;
  check_no: string | null;
  check_date: string | null;
  amount_received: string;
  cwt: string;
  unapplied: string;
  status: string;
}
/** At most this many rows per section (the newest; the open invoices oldest first). */
export const SECTION_LIMIT = 200;
export interface CustomerReceivable {
  as_of: string;
  customer: SoaCustomer;
  aging: Buckets;
  open_invoices: OpenInvoice[];
  receipts: ReceiptLine[];
  pdcs: ReceiptLine[];
  advances: ReceiptLine[];
  memos: RecentPosting[];
}
export const customerReceivableEp = endpoint<CustomerReceivable>()({ method: 'GET', path: '/credit-and-collections/customer/:customer_id/receivable', params: customerIdParams, tag: 'credit-desk' });

// ---- The credit desk ----------------------------------------------------------------------

export interface CreditDesk {
  as_of: string;
  /** Open invoices falling due from today to six days on. */
  due_this_week: { date_from: string; date_to: string; invoices: number; amount: string };
  /** Post-dated checks on hand dated up to seven days on (overdue ones included). */
  pdcs_maturing: { date_to: string; checks: number; amount: string };
  past_due: AgingTotals;
  /** Memos submitted and waiting for approval (null when the memos module is not installed). */
  memos_waiting: number | null;
}
export const creditDeskEp = endpoint<CreditDesk>()({ method: 'GET', path: '/credit-and-collections/desk', tag: 'credit-desk' });

// ---- Collection notice ----------------------------------------------------------------------

export const noticeParams = z.object({ customer_code: customerCode }).strict();
export interface NoticeSent {
  notice_id: number;
  as_of: string;
  past_due: string;
  invoices: number;
  sent_to: string | null;
  sent_by: string;
  sent_at: string;
}
export interface NoticePreview {
  as_of: string;
  customer: SoaCustomer;
  /** The accounting contact the letter is addressed to, when on file. */
  attention: string | null;
  invoices: OpenInvoice[];
  past_due: string;
  sent: NoticeSent[];
}
export const noticePreviewEp = endpoint<NoticePreview>()({ method: 'GET', path: '/credit-and-collections/notices/:customer_code', params: noticeParams, tag: 'credit-notices' });
export const noticeSendBody = z
  .object({
    as_of: isoDate,
    sent_to: text().trim().max(200, 'Sent to must be at most 200 characters.').optional(),
  })
  .strict();
export const noticeSendEp = endpoint<{ notice_id: number }>()({
  method: 'POST',
  path: '/credit-and-collections/notices/:customer_code',
  params: noticeParams,
  body: noticeSendBody,
  form: true,
  invalidates: ['credit-notices'],
});
