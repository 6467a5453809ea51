import { z } from 'zod';
import { amountOfCentavos, centavosOf } from './kit/centavos';
import { id, isoDate, text } from './envelope';
import { columns, effectsOf, endpoint, pagedQuery } from './kit';
import { optText, requiredMoney, money, requiredText } from './kit/formFields';

/**
 * Collections (issue 14, credit and collections): an official receipt from a
 * customer, paid in cash, by a dated or post-dated check, or by bank transfer,
 * less the creditable withholding tax (CWT) the customer kept, applied to its
 * open invoices; what is not applied stays as the customer's advance.
 *
 * The books (server/collections/post.ts): cash or a dated check debits the
 * deposit account (Cash on Hand for cash not yet deposited), a post-dated
 * check debits Checks Receivable - Post-dated (1120) until it clears; the CWT
 * debits Creditable Withholding Tax (1310); the applied amounts credit the
 * receivable (1100) invoice by invoice, the rest Advances from Customers
 * (2050). A bounced check reverses all of it: the invoices are open again.
 */
export const PAYMENT_MODES = { CASH: 'Cash', CHECK: 'Check (dated)', PDC: 'Post-dated Check', TRANSFER: 'Bank Transfer' } as const;
export type PaymentMode = keyof typeof PAYMENT_MODES;
/** POSTED: cash or transfer, final. PDC: a post-dated check on hand. DEPOSITED: a check deposited, not yet cleared. */
export const RECEIPT_STATUSES = { POSTED: 'Posted', PDC: 'PDC on Hand', DEPOSITED: 'Deposited', CLEARED: 'Cleared', BOUNCED: 'Bounced' } as const;
export type ReceiptStatus = keyof typeof RECEIPT_STATUSES;

/** A check older than this on the receipt date is stale (the banks refuse checks past six months). */
export const STALE_CHECK_DAYS = 180;

export const COLLECTION_MESSAGES = {
  customerNotFound: 'Customer not found.',
  depositRequired: 'Deposit To is required for checks and bank transfers.',
  checkRequired: 'Check No., Bank and Check Date are required for a check.',
  pdcDate: 'A post-dated check must be dated after the receipt date.',
  datedCheckDate: 'A dated check cannot be dated after the receipt date; record it as a post-dated check.',
  staleCheck: `The check is stale: dated more than ${STALE_CHECK_DAYS} days before the receipt date.`,
  overApplied: 'The amounts applied are more than the amount received plus the CWT.',
  nothingToApply: 'Apply at least one invoice or leave the amount as an advance.',
  invoiceNotOpen: (si: string, balance: string) => `SI ${si} has an open balance of ${balance} only.`,
  invoiceNotCustomers: 'An invoice applied is not this customer\u2019s.',
  cwtOverAmount: 'CWT cannot be more than the amount applied.',
  duplicateInvoice: 'An invoice is applied twice.',
  notPdc: 'Only a post-dated check on hand can be cleared.',
  notYetDue: (date: string) => `The check is dated ${date}: it cannot be cleared before its date.`,
  notCheck: 'Only a check that has not bounced can be marked bounced.',
  noAdvance: 'This receipt has no advance left to apply.',
  advanceExceeded: (left: string) => `Only ${left} of this receipt is left to apply.`,
  bouncedReceipt: 'A bounced receipt cannot be applied.',
  returnNoAdvance: 'This credit memo has no advance left to apply.',
  returnAdvanceExceeded: (left: string) => `Only ${left} of this credit memo is left to apply.`,
  depositInactive: 'The deposit account is not active.',
} as const;

const customerCode = requiredText('Customer', 40);

export const applicationInput = z
  .object({
    si_id: id({ error: 'Invoice is required.' }),
    amount: requiredMoney('Amount Applied').refine((s) => Number(s) > 0, 'Amount Applied must be more than zero.'),
    cwt: money('CWT'),
  })
  .strict();

export const collectionInput = z
  .object({
    customer_code: customerCode,
    receipt_date: isoDate,
    payment_mode: z.enum(['CASH', 'CHECK', 'PDC', 'TRANSFER'], { error: 'Mode of Payment is required.' }),
    /** The company's bank account the money goes to (required but for cash, which goes to Cash on Hand when left out). */
    bank_account_id: id({ error: 'Deposit To must be one of the company\u2019s bank accounts.' }).nullable().optional(),
    check_no: optText('Check No.', 30),
    check_bank: optText('Bank', 80),
    check_date: isoDate.nullable().optional(),
    amount_received: requiredMoney('Amount Received').refine((s) => Number(s) > 0, 'Amount Received must be more than zero.'),
    cwt_2307_received: z.boolean().default(false),
    remarks: optText('Remarks', 500),
    applications: z.array(applicationInput).max(300, 'At most 300 invoices in one receipt.').default([]),
  })
  .strict()
  .superRefine((v, ctx) => {
    const cheque = v.payment_mode === 'CHECK' || v.payment_mode === 'PDC';
    if (v.payment_mode !== 'CASH' && !v.bank_account_id) ctx.addIssue({ code: 'custom', path: ['bank_account_id'], message: COLLECTION_MESSAGES.depositRequired });
    if (cheque) {
      if (!v.check_no) ctx.addIssue({ code: 'custom', path: ['check_no'], message: 'Check No. is required for a check.' });
      if (!v.check_bank) ctx.addIssue({ code: 'custom', path: ['check_bank'], message: 'Bank is required for a check.' });
      if (!v.check_date) ctx.addIssue({ code: 'custom', path: ['check_date'], message: 'Check Date is required for a check.' });
      else if (v.payment_mode === 'PDC' && v.check_date <= v.receipt_date) ctx.addIssue({ code: 'custom', path: ['check_date'], message: COLLECTION_MESSAGES.pdcDate });
      else if (v.payment_mode === 'CHECK' && v.check_date > v.receipt_date) ctx.addIssue({ code: 'custom', path: ['check_date'], message: COLLECTION_MESSAGES.datedCheckDate });
      else if (v.payment_mode === 'CHECK' && daysBetween(v.check_date, v.receipt_date) > STALE_CHECK_DAYS) ctx.addIssue({ code: 'custom', path: ['check_date'], message: COLLECTION_MESSAGES.staleCheck });
    }
    const seen = new Set<number>();
    v.applications.forEach((a, n) => {
      if (seen.has(a.si_id)) ctx.addIssue({ code: 'custom', path: ['applications', n, 'si_id'], message: COLLECTION_MESSAGES.duplicateInvoice });
      seen.add(a.si_id);
      if (cents(a.cwt) > cents(a.amount)) ctx.addIssue({ code: 'custom', path: ['applications', n, 'cwt'], message: COLLECTION_MESSAGES.cwtOverAmount });
    });
    const applied = v.applications.reduce((s, a) => s + cents(a.amount), 0);
    const cwt = v.applications.reduce((s, a) => s + cents(a.cwt), 0);
    if (applied > cents(v.amount_received) + cwt) ctx.addIssue({ code: 'custom', path: ['applications'], message: COLLECTION_MESSAGES.overApplied });
  });
export type CollectionInput = z.input<typeof collectionInput>;

/** Whole centavos of an amount and back (the kit's, under the names the collection screens use). */
export const cents = centavosOf;
export const pesos = amountOfCentavos;
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// ---- Reading ------------------------------------------------------------------------------------

export interface ReceiptRow {
  receipt_id: number;
  receipt_no: string;
  receipt_date: string;
  customer_code: string;
  customer_name: string;
  payment_mode: PaymentMode;
  check_no: string | null;
  check_bank: string | null;
  check_date: string | null;
  deposit_to: string | null;
  amount_received: string;
  cwt: string;
  applied: string;
  unapplied: string;
  status: ReceiptStatus;
}

export const receiptColumns = columns<ReceiptRow>()([
  { key: 'receipt_date', header: 'Receipt Date', kind: 'date', sortable: true, width: 120 },
  { key: 'receipt_no', header: 'OR No.', kind: 'text', sortable: true, width: 150 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 130 },
  { key: 'customer_name', header: 'Customer', kind: 'text', sortable: true, width: 240 },
  { key: 'payment_mode', header: 'Mode of Payment', kind: 'status', labels: PAYMENT_MODES, width: 150 },
  { key: 'check_no', header: 'Check No.', kind: 'text', width: 120 },
  { key: 'check_date', header: 'Check Date', kind: 'date', sortable: true, width: 120 },
  { key: 'amount_received', header: 'Amount Received', kind: 'money', sortable: true, width: 150 },
  { key: 'cwt', header: 'CWT', kind: 'money', width: 110 },
  { key: 'applied', header: 'Applied', kind: 'money', width: 140 },
  { key: 'unapplied', header: 'Advance (Unapplied)', kind: 'money', sortable: true, width: 160 },
  { key: 'status', header: 'Status', kind: 'status', labels: RECEIPT_STATUSES, width: 120 },
]);

export const receiptListBody = pagedQuery(receiptColumns, { order_by: 'receipt_date', direction: 'desc' }, {
  search: text().trim().max(100).optional(),
  customer_code: text().trim().max(40).optional(),
  status: z.enum(['POSTED', 'PDC', 'DEPOSITED', 'CLEARED', 'BOUNCED']).optional(),
  payment_mode: z.enum(['CASH', 'CHECK', 'PDC', 'TRANSFER']).optional(),
  /** Only receipts with an advance left to apply. */
  with_advance: z.boolean().optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
});

export interface ApplicationRow {
  collection_id: number;
  applied_on: string;
  si_id: number;
  si_number: string;
  dr_number: string;
  invoice_date: string;
  amount: string;
  cwt: string;
}
export interface ReceiptDetail extends ReceiptRow {
  cwt_2307_received: boolean;
  remarks: string | null;
  bank_account_id: number | null;
  journal_entry: string | null;
  settled_on: string | null;
  bounce_reason: string | null;
  created_by: string | null;
  created_at: string;
  applications: ApplicationRow[];
}

/** An invoice of the customer with an open balance today, oldest first: what a receipt can be applied to. */
export interface OpenInvoiceRow {
  si_id: number;
  si_number: string;
  dr_number: string;
  invoice_date: string;
  due_date: string;
  days_past_due: number;
  total: string;
  balance: string;
  /** 1% of the VAT-exclusive open balance: what a withholding customer usually keeps on goods (editable). */
  suggested_cwt: string;
}

export const openInvoicesQuery = z.object({ customer_code: customerCode }).strict();

/** The company's bank accounts a collection can be deposited to. */
export interface DepositAccountOption {
  bank_account_id: number;
  label: string;
  account_code: string;
}

export const settleInput = z.object({ settle_date: isoDate, reason: optText('Reason', 500) }).strict();
export const bounceInput = z.object({ settle_date: isoDate, reason: requiredText('Reason', 500) }).strict();
export const applyAdvanceInput = z
  .object({ applied_on: isoDate, applications: z.array(applicationInput).min(1, COLLECTION_MESSAGES.nothingToApply).max(300) })
  .strict();

const receiptParams = z.object({ receipt_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();

/** A receipt or an application posts the customer's receivable and the books. */
const INVALIDATES = effectsOf([], 'books', 'receivables');
export const receiptListEp = endpoint<ReceiptRow[]>()({ method: 'POST', path: '/collections/list', body: receiptListBody, paged: true, tag: 'collections' });
export const receiptShowEp = endpoint<ReceiptDetail>()({ method: 'GET', path: '/collections/:receipt_id', params: receiptParams, tag: 'collections' });
export const openInvoicesEp = endpoint<OpenInvoiceRow[]>()({ method: 'GET', path: '/collections/open-invoices', query: openInvoicesQuery, tag: 'collections' });
export const depositAccountsEp = endpoint<DepositAccountOption[]>()({ method: 'GET', path: '/collections/deposit-accounts', tag: 'collections' });
export const createReceiptEp = endpoint<ReceiptDetail>()({ method: 'POST', path: '/collections', body: collectionInput, form: true, invalidates: INVALIDATES });
export const clearCheckEp = endpoint<ReceiptDetail>()({ method: 'POST', path: '/collections/:receipt_id/clear', params: receiptParams, body: settleInput, form: true, invalidates: INVALIDATES });
export const bounceCheckEp = endpoint<ReceiptDetail>()({ method: 'POST', path: '/collections/:receipt_id/bounce', params: receiptParams, body: bounceInput, form: true, invalidates: INVALIDATES });
export const applyAdvanceEp = endpoint<ReceiptDetail>()({ method: 'POST', path: '/collections/:receipt_id/apply', params: receiptParams, body: applyAdvanceInput, form: true, invalidates: INVALIDATES });

// ---- Returns' advances (issue 25) ------------------------------------------------------------------
// What a customer return's credit memo could not take off the customer's invoices is an advance (2050),
// applied to later invoices like a receipt's (server/collections/returnAdvances.ts).

export interface ReturnAdvanceRow {
  srpf_id: number;
  srpf_no: string;
  cm_no: string;
  cm_date: string;
  customer_code: string;
  customer_name: string;
  advance_amount: string;
  advance_left: string;
}
export const returnAdvanceColumns = columns<ReturnAdvanceRow>()([
  { key: 'cm_date', header: 'Credit Memo Date', kind: 'date', sortable: true, width: 140 },
  { key: 'cm_no', header: 'Credit Memo No.', kind: 'text', sortable: true, width: 150 },
  { key: 'srpf_no', header: 'SRPF No.', kind: 'text', sortable: true, width: 150 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 130 },
  { key: 'customer_name', header: 'Customer', kind: 'text', sortable: true, width: 240 },
  { key: 'advance_amount', header: 'Advance', kind: 'money', width: 140 },
  { key: 'advance_left', header: 'Advance Left', kind: 'money', sortable: true, width: 140 },
]);
export const returnAdvanceListBody = pagedQuery(returnAdvanceColumns, { order_by: 'advance_left', direction: 'desc' }, {
  search: text().trim().max(100).optional(),
  customer_code: text().trim().max(40).optional(),
});
const returnParams = z.object({ srpf_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
/** Credit memos with an advance left (the list of Payment Application). */
export const returnAdvanceListEp = endpoint<ReturnAdvanceRow[]>()({ method: 'POST', path: '/collections/return-advances/list', body: returnAdvanceListBody, paged: true, tag: 'collections' });
export const returnAdvanceShowEp = endpoint<ReturnAdvanceRow>()({ method: 'GET', path: '/collections/return-advances/:srpf_id', params: returnParams, tag: 'collections' });
export const applyReturnAdvanceEp = endpoint<ReturnAdvanceRow>()({
  method: 'POST',
  path: '/collections/return-advances/:srpf_id/apply',
  params: returnParams,
  body: applyAdvanceInput,
  form: true,
  invalidates: INVALIDATES,
});

// ---- Customer advances (spec 002 §7.10 POST /advances/customers) ------------------------------------

export interface CustomerAdvanceRow {
  customer_code: string;
  customer_name: string;
  /** Receipts and credit memos with an advance left. */
  receipts: number;
  oldest_date: string;
  advances: string;
}
export const customerAdvanceColumns = columns<CustomerAdvanceRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 140 },
  { key: 'customer_name', header: 'Customer', kind: 'text', sortable: true, width: 260 },
  { key: 'receipts', header: 'Receipts', kind: 'number', width: 100 },
  { key: 'oldest_date', header: 'Oldest Advance', kind: 'date', sortable: true, width: 140 },
  { key: 'advances', header: 'Unapplied Advances', kind: 'money', sortable: true, width: 170 },
]);
export const customerAdvancesBody = pagedQuery(customerAdvanceColumns, { order_by: 'advances', direction: 'desc' }, { search: text().trim().max(100).optional() });
export interface CustomerAdvancesResult {
  rows: CustomerAdvanceRow[];
  /** All customers' advances, equal to the Advances from Customers account. */
  total: string;
}
export const customerAdvancesEp = endpoint<CustomerAdvancesResult>()({ method: 'POST', path: '/advances/customers', body: customerAdvancesBody, paged: true, tag: 'collections' });
