import { PAYMENT_MODES, RECEIPT_STATUSES } from './collections';
import { requiredText } from './kit/formFields';
import { columns, endpoint, pagedQuery } from './kit';

/**
 * The check and advance sections of a customer's AR Information (spec 002
 * §2.4): CHOD Details (checks on hand: post-dated checks not yet deposited),
 * Check Details (every check the customer gave, with its status) and Advances
 * (receipts with an unapplied part), all from the official receipts of the
 * collections module, each paged with the totals of the whole list.
 */
const customerCode = requiredText('Customer code', 40);

export interface ChodRow {
  receipt_id: number;
  check_no: string;
  check_date: string;
  bank: string;
  receipt_no: string;
  receipt_date: string;
  check_amount: string;
}
export interface CheckRow {
  receipt_id: number;
  check_no: string;
  check_date: string;
  bank: string;
  deposit_to: string | null;
  status: keyof typeof RECEIPT_STATUSES;
  check_amount: string;
  payment_type: 'CHECK' | 'PDC';
}
export interface AdvanceRow {
  advances_id: number;
  transaction_date: string;
  reference_code: string;
  amount: string;
  remarks: string | null;
}
export interface SectionTotals {
  count: number;
  amount: string;
}
export interface SectionResult<Row> {
  rows: Row[];
  totals: SectionTotals;
}

export const chodColumns = columns<ChodRow>()([
  { key: 'check_date', header: 'Check Date', kind: 'date', sortable: true, width: 120 },
  { key: 'check_no', header: 'Check No.', kind: 'text', sortable: true, width: 130 },
  { key: 'bank', header: 'Bank', kind: 'text', width: 150 },
  { key: 'receipt_no', header: 'OR No.', kind: 'text', width: 150 },
  { key: 'receipt_date', header: 'Received On', kind: 'date', width: 120 },
  { key: 'check_amount', header: 'Check Amount', kind: 'money', sortable: true, width: 140 },
]);
export const checkColumns = columns<CheckRow>()([
  { key: 'check_date', header: 'Check Date', kind: 'date', sortable: true, width: 120 },
  { key: 'check_no', header: 'Check No.', kind: 'text', sortable: true, width: 130 },
  { key: 'bank', header: 'Bank', kind: 'text', width: 140 },
  { key: 'deposit_to', header: 'Deposited To', kind: 'text', width: 220 },
  { key: 'payment_type', header: 'Payment Type', kind: 'status', labels: { CHECK: PAYMENT_MODES.CHECK, PDC: PAYMENT_MODES.PDC }, width: 150 },
  { key: 'status', header: 'Status', kind: 'status', labels: RECEIPT_STATUSES, width: 120 },
  { key: 'check_amount', header: 'Check Amount', kind: 'money', sortable: true, width: 140 },
]);
export const advanceColumns = columns<AdvanceRow>()([
  { key: 'transaction_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'reference_code', header: 'Reference', kind: 'text', sortable: true, width: 160 },
  { key: 'amount', header: 'Unapplied Amount', kind: 'money', sortable: true, width: 160 },
  { key: 'remarks', header: 'Remarks', kind: 'text', width: 280 },
]);

export const chodBody = pagedQuery(chodColumns, { order_by: 'check_date', direction: 'asc' }, { customer_code: customerCode });
export const checkBody = pagedQuery(checkColumns, { order_by: 'check_date', direction: 'desc' }, { customer_code: customerCode });
export const advanceBody = pagedQuery(advanceColumns, { order_by: 'transaction_date', direction: 'asc' }, { customer_code: customerCode });

export const customerChodEp = endpoint<SectionResult<ChodRow>>()({ method: 'POST', path: '/customer/ar/chod', body: chodBody, paged: true, tag: 'customer-ar' });
export const customerChecksEp = endpoint<SectionResult<CheckRow>>()({ method: 'POST', path: '/customer/ar/checks', body: checkBody, paged: true, tag: 'customer-ar' });
export const customerAdvancesSectionEp = endpoint<SectionResult<AdvanceRow>>()({ method: 'POST', path: '/customer/ar/advances', body: advanceBody, paged: true, tag: 'customer-ar' });
