import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery } from './kit';
import { money, optId, optText, requiredMoney, requiredText } from './kit/formFields';
import type { ExportResult } from './finance';
import { PAYEE_TYPES, type PayeeType } from './payableVouchers';
import { effectsOf } from './kit/effects';

/**
 * Treasury payments (issue 14): the approved payable vouchers treasury pays,
 * by payee group (trade = suppliers, vendors, employees) and by payment
 * status, and the receipts that are not customer collections.
 *
 * Payment status of an approved voucher (derived, never stored twice):
 * pending (nothing planned), scheduled (a payment schedule with date, bank
 * account and method, or a check voucher written and waiting for release),
 * released (its check voucher is released: posted Dr payable, Cr cash in
 * bank, through server/payableVouchers/checks.ts), cleared (the bank has
 * honoured the check or transfer). Releasing a schedule writes and releases
 * the check voucher in one transaction; voiding that check (check voucher
 * screen) puts the voucher back to pending.
 *
 * Non-trade collections: money received that is not a customer invoice
 * (rent from a sub-lessee, sale of scrap or of a fixed asset, refunds from
 * suppliers, employees paying back). Posted at once: Dr cash on hand / the
 * bank account / post-dated checks (a dated check), Dr creditable
 * withholding tax when the payor withheld, Cr the account chosen and Cr
 * output VAT (12/112 of a VAT-able amount). A dated check waits until its
 * date, then is deposited (Dr bank, Cr post-dated checks). Cancelling posts
 * the reversal of everything the collection posted.
 */

// ---- Payments ------------------------------------------------------------------------------------

export const PAY_STATUSES = { pending: 'Pending', scheduled: 'Scheduled', released: 'Released', cleared: 'Cleared' } as const;
export type PayStatus = keyof typeof PAY_STATUSES;
export const PAY_METHODS = { check: 'Check', bank_transfer: 'Bank Transfer', cash: 'Cash' } as const;
export type PayMethod = keyof typeof PAY_METHODS;
/** The payee groups treasury pays, each its own screen. */
export const PAYEE_GROUPS = { trade: 'supplier', vendors: 'vendor', employees: 'employee' } as const satisfies Record<string, PayeeType>;
export type PayeeGroup = keyof typeof PAYEE_GROUPS;
export const AGING_BUCKETS = { not_due: 'Not Yet Due', days_30: '1-30 Days', days_60: '31-60 Days', days_90: '61-90 Days', over_90: 'Over 90 Days' } as const;
export type AgingBucket = keyof typeof AGING_BUCKETS;

export const PAY_MESSAGES = {
  notPending: (pv: string) => `Payable voucher ${pv} is not waiting for payment (already scheduled or being paid).`,
  bankInactive: 'The bank account is not active.',
  notScheduled: 'Only a scheduled payment can be released or cancelled.',
  oneBank: 'Payments released together must be from one bank account by one method.',
  referenceRequired: 'Transfer Reference is required for a bank transfer.',
  referenceUsed: 'This transfer reference is already used on this bank account.',
  notReleased: (cv: string) => `Check voucher ${cv} is not released or is already cleared.`,
  clearBeforeRelease: (cv: string, date: string) => `Check voucher ${cv} was released on ${date}: it cannot clear before that.`,
  wrongGroup: 'The voucher is not of this payee group.',
} as const;

export interface PayableRow {
  payable_voucher_hdr_id: number;
  pv_no: string;
  pv_date: string;
  payee_type: PayeeType;
  payee_code: string | null;
  payee_name: string;
  invoice_no: string | null;
  due_date: string | null;
  /** Days past the due date as of today (negative: not yet due); null without a due date. */
  days_past_due: number | null;
  aging: AgingBucket;
  net_payable: string;
  pay_status: PayStatus;
  schedule_id: number | null;
  pay_date: string | null;
  method: PayMethod | null;
  bank: string | null;
  cv_id: number | null;
  cv_no: string | null;
  check_no: string | null;
  release_date: string | null;
  cleared_date: string | null;
}

export const payableColumns = columns<PayableRow>()([
  { key: 'pv_no', header: 'PV No.', kind: 'text', sortable: true, width: 150 },
  { key: 'pv_date', header: 'PV Date', kind: 'date', sortable: true, width: 110 },
  { key: 'payee_type', header: 'Payee Type', kind: 'status', labels: PAYEE_TYPES, width: 110 },
  { key: 'payee_code', header: 'Payee Code', kind: 'text', width: 110 },
  { key: 'payee_name', header: 'Payee', kind: 'text', sortable: true, width: 240 },
  { key: 'invoice_no', header: 'Invoice No.', kind: 'text', width: 130 },
  { key: 'due_date', header: 'Due Date', kind: 'date', sortable: true, width: 110 },
  { key: 'days_past_due', header: 'Days Past Due', kind: 'quantity', sortable: true, width: 120 },
  { key: 'aging', header: 'Aging', kind: 'status', labels: AGING_BUCKETS, width: 120 },
  { key: 'net_payable', header: 'Net Payable', kind: 'money', sortable: true, width: 140 },
  { key: 'pay_status', header: 'Payment Status', kind: 'status', labels: PAY_STATUSES, width: 120 },
  { key: 'pay_date', header: 'Scheduled On', kind: 'date', sortable: true, width: 120 },
  { key: 'method', header: 'Method', kind: 'status', labels: PAY_METHODS, width: 120 },
  { key: 'bank', header: 'Bank Account', kind: 'text', width: 200 },
  { key: 'cv_no', header: 'Check Voucher', kind: 'text', width: 150 },
  { key: 'check_no', header: 'Check / Reference No.', kind: 'text', width: 160 },
  { key: 'release_date', header: 'Released On', kind: 'date', width: 110 },
  { key: 'cleared_date', header: 'Cleared On', kind: 'date', width: 110 },
]);

const payableFilters = {
  payees: z.enum(['trade', 'vendors', 'employees'], { error: 'Payee group is required.' }),
  status: z.enum(['pending', 'scheduled', 'released', 'cleared'], { error: 'Status is required.' }),
  search: text().trim().max(100).optional(),
  /** Due on or before this date (what must be paid by then). */
  due_to: isoDate.optional(),
};
export const payableListQuery = pagedQuery(payableColumns, { order_by: 'due_date', direction: 'asc' }, payableFilters);
export const payableFilterQuery = z.object(payableFilters).strict();

/** The whole tab, not the page: count, amount and (for what is still to be paid) the aging of the amount. */
export interface PayableTotals {
  as_of: string;
  count: number;
  amount: string;
  not_due: string;
  days_30: string;
  days_60: string;
  days_90: string;
  over_90: string;
}

export const scheduleInput = z
  .object({
    pv_ids: z.array(id()).min(1, 'Choose at least one payable voucher.').max(100, 'At most 100 vouchers at a time.'),
    pay_date: isoDate,
    bank_account_id: id({ error: 'Bank Account is required.' }),
    method: z.enum(['check', 'bank_transfer', 'cash'], { error: 'Method is required.' }),
    remarks: optText('Remarks', 500),
  })
  .strict()
  .refine((v) => new Set(v.pv_ids).size === v.pv_ids.length, { path: ['pv_ids'], message: 'A voucher is chosen twice.' });
export type ScheduleInput = z.input<typeof scheduleInput>;

export const releaseInput = z
  .object({
    schedule_ids: z.array(id()).min(1, 'Choose at least one scheduled payment.').max(100, 'At most 100 payments at a time.'),
    release_date: isoDate,
    /** The bank's reference of a transfer (required for one). */
    reference: optText('Transfer Reference', 40),
    particulars: optText('Particulars', 500),
  })
  .strict()
  .refine((v) => new Set(v.schedule_ids).size === v.schedule_ids.length, { path: ['schedule_ids'], message: 'A payment is chosen twice.' });
export type ReleaseInput = z.input<typeof releaseInput>;

export const cancelScheduleInput = z
  .object({
    schedule_ids: z.array(id()).min(1, 'Choose at least one scheduled payment.').max(100, 'At most 100 payments at a time.'),
    reason: requiredText('Reason', 500),
  })
  .strict();

export const clearInput = z
  .object({
    cv_ids: z.array(id()).min(1, 'Choose at least one released payment.').max(100, 'At most 100 payments at a time.'),
    cleared_date: isoDate,
  })
  .strict();

export interface PayBankOption {
  bank_account_id: number;
  label: string;
  account_code: string;
}
export interface ReleaseResult {
  cv_id: number;
  cv_no: string;
  check_no: string;
  amount: string;
  journal_entry: string;
}
export interface CountResult {
  count: number;
}

const T = '/treasury/payments';
const TAG = 'treasury-payments';
const INVALIDATES = effectsOf([TAG, 'payable-vouchers', 'check-vouchers'], 'books');

export const payableListEp = endpoint<PayableRow[]>()({ method: 'GET', path: T, query: payableListQuery, paged: true, tag: TAG });
export const payableTotalsEp = endpoint<PayableTotals>()({ method: 'GET', path: `${T}/totals`, query: payableFilterQuery, tag: TAG });
export const payableExportEp = endpoint<ExportResult>()({ method: 'POST', path: `${T}/export`, body: payableFilterQuery });
export const payBanksEp = endpoint<PayBankOption[]>()({ method: 'GET', path: `${T}/bank-accounts`, tag: TAG });
export const scheduleEp = endpoint<CountResult>()({ method: 'POST', path: `${T}/schedule`, body: scheduleInput, form: true, invalidates: INVALIDATES });
export const releaseEp = endpoint<ReleaseResult>()({ method: 'POST', path: `${T}/release`, body: releaseInput, form: true, invalidates: INVALIDATES });
export const cancelScheduleEp = endpoint<CountResult>()({ method: 'POST', path: `${T}/cancel`, body: cancelScheduleInput, form: true, invalidates: INVALIDATES });
export const clearEp = endpoint<CountResult>()({ method: 'POST', path: `${T}/clear`, body: clearInput, form: true, invalidates: INVALIDATES });

// ---- Non-trade collections ---------------------------------------------------------------------

export const NTC_CATEGORIES = {
  rental: 'Rental Income',
  scrap: 'Sale of Scrap',
  asset_sale: 'Sale of Fixed Asset',
  supplier_refund: 'Refund from Supplier',
  employee_refund: 'Employee Reimbursement',
  other: 'Other Income',
} as const;
export type NtcCategory = keyof typeof NTC_CATEGORIES;
/** The account each kind of receipt credits unless the user chooses another; and whether it normally bears VAT. */
export const NTC_DEFAULTS: Record<NtcCategory, { account: string; vatable: boolean }> = {
  rental: { account: '7050', vatable: true },
  scrap: { account: '7050', vatable: true },
  asset_sale: { account: '7030', vatable: true },
  supplier_refund: { account: '1133', vatable: false },
  employee_refund: { account: '1130', vatable: false },
  other: { account: '7050', vatable: false },
};
export const NTC_MODES = { cash: 'Cash', check: 'Check', dated_check: 'Dated Check', bank_transfer: 'Bank Transfer' } as const;
export type NtcMode = keyof typeof NTC_MODES;
export const NTC_STATUSES = { collected: 'Collected', dated_check: 'Dated Check (Undeposited)', deposited: 'Deposited', cancelled: 'Cancelled' } as const;
export type NtcStatus = keyof typeof NTC_STATUSES;
/** The route's tabs (/non-trade-collection/:tab?); dated checks have their own page. */
export const NTC_TABS: Record<string, NtcStatus> = { collected: 'collected', deposited: 'deposited', cancelled: 'cancelled' };
export const PAYOR_TYPES = { supplier: 'Supplier', vendor: 'Vendor', employee: 'Employee', other: 'Other' } as const;
export type PayorType = keyof typeof PAYOR_TYPES;
export const NTC_VAT_RATE = '12';

export const NTC_MESSAGES = {
  payorRequired: 'Payor is required.',
  payorNameRequired: 'Payor Name is required.',
  payorNotFound: 'The payor was not found or is inactive.',
  amountPositive: 'Amount must be more than zero.',
  cwtTooBig: 'Withholding tax must be less than the amount.',
  bankRequired: 'Deposit To is required for a check, a dated check or a bank transfer.',
  checkBankRequired: 'Drawee Bank is required for a check.',
  checkNoRequired: 'Check No. is required for a check.',
  checkDateRequired: 'Check Date is required for a check.',
  datedCheckFuture: 'A dated check is dated after the collection date.',
  checkNotFuture: 'A check dated after the collection date is a dated check.',
  accountNotAllowed: (code: string) => `Account ${code} cannot be credited by a non-trade collection.`,
  notDatedCheck: 'Only an undeposited dated check can be deposited.',
  notYetDue: (date: string) => `The check is dated ${date}: it cannot be deposited before its date.`,
  alreadyCancelled: 'This collection is already cancelled.',
  cancelBeforeDate: 'The cancel date cannot be before the collection date.',
  depositBeforeCollection: 'The deposit date cannot be before the collection date.',
} as const;

const cents = (s: string) => Math.round(Number(s) * 100);

export const ntcInput = z
  .object({
    collection_date: isoDate,
    payor_type: z.enum(['supplier', 'vendor', 'employee', 'other'], { error: 'Payor Type is required.' }),
    payor_id: optId('Payor'),
    payor_name: optText('Payor Name', 200),
    payor_tin: optText('TIN', 20),
    category: z.enum(['rental', 'scrap', 'asset_sale', 'supplier_refund', 'employee_refund', 'other'], { error: 'Type of Collection is required.' }),
    account_code: requiredText('Account Credited', 20),
    amount: requiredMoney('Amount'),
    vatable: z.boolean({ error: 'VAT-able must be yes or no.' }),
    cwt: money('Withholding Tax'),
    mode: z.enum(['cash', 'check', 'dated_check', 'bank_transfer'], { error: 'Mode of Payment is required.' }),
    bank_account_id: optId('Deposit To'),
    check_bank: optText('Drawee Bank', 100),
    check_no: optText('Check No.', 30),
    check_date: isoDate.nullable().optional(),
    particulars: optText('Particulars', 500),
  })
  .strict()
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.payor_type === 'other' ? !v.payor_name : !v.payor_id) issue(v.payor_type === 'other' ? 'payor_name' : 'payor_id', v.payor_type === 'other' ? NTC_MESSAGES.payorNameRequired : NTC_MESSAGES.payorRequired);
    // Withholding tax against the amount is the server's check (createNtc): a form-wide rule here would leave no sample the fuzz could send.
    if (cents(v.amount) <= 0) issue('amount', NTC_MESSAGES.amountPositive);
    if (v.mode !== 'cash' && !v.bank_account_id) issue('bank_account_id', NTC_MESSAGES.bankRequired);
    if (v.mode === 'check' || v.mode === 'dated_check') {
      if (!v.check_bank) issue('check_bank', NTC_MESSAGES.checkBankRequired);
      if (!v.check_no) issue('check_no', NTC_MESSAGES.checkNoRequired);
      if (!v.check_date) issue('check_date', NTC_MESSAGES.checkDateRequired);
      else if (v.mode === 'dated_check' && v.check_date <= v.collection_date) issue('check_date', NTC_MESSAGES.datedCheckFuture);
      else if (v.mode === 'check' && v.check_date > v.collection_date) issue('check_date', NTC_MESSAGES.checkNotFuture);
    }
  });
export type NtcInput = z.input<typeof ntcInput>;

/** The VAT in a VAT-inclusive amount (12/112), rounded half away from zero like PostgreSQL's round(): the form's preview. */
export function ntcVat(amount: string, vatable: boolean): string {
  if (!vatable || !/^\d{1,12}(\.\d{0,2})?$/.test(amount.trim())) return '0.00';
  const c = Math.round((cents(amount) * 12) / 112);
  return `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
}

export interface NtcRow {
  ntc_id: number;
  ntc_no: string;
  collection_date: string;
  payor_type: PayorType;
  payor_name: string;
  category: NtcCategory;
  account: string;
  mode: NtcMode;
  check_bank: string | null;
  check_no: string | null;
  check_date: string | null;
  deposit_to: string | null;
  amount: string;
  vat_amount: string;
  cwt: string;
  status: NtcStatus;
  deposit_date: string | null;
  cancel_date: string | null;
}
export const ntcColumns = columns<NtcRow>()([
  { key: 'collection_date', header: 'Date', kind: 'date', sortable: true, width: 110 },
  { key: 'ntc_no', header: 'NTC No.', kind: 'text', sortable: true, width: 150 },
  { key: 'payor_type', header: 'Payor Type', kind: 'status', labels: PAYOR_TYPES, width: 110 },
  { key: 'payor_name', header: 'Payor', kind: 'text', sortable: true, width: 220 },
  { key: 'category', header: 'Type of Collection', kind: 'status', labels: NTC_CATEGORIES, width: 160 },
  { key: 'account', header: 'Account Credited', kind: 'text', width: 220 },
  { key: 'mode', header: 'Mode', kind: 'status', labels: NTC_MODES, width: 120 },
  { key: 'check_bank', header: 'Drawee Bank', kind: 'text', width: 140 },
  { key: 'check_no', header: 'Check No.', kind: 'text', width: 110 },
  { key: 'check_date', header: 'Check Date', kind: 'date', sortable: true, width: 110 },
  { key: 'deposit_to', header: 'Deposit To', kind: 'text', width: 200 },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true, width: 130 },
  { key: 'vat_amount', header: 'Output VAT', kind: 'money', width: 120 },
  { key: 'cwt', header: 'Withholding Tax', kind: 'money', width: 130 },
  { key: 'status', header: 'Status', kind: 'status', labels: NTC_STATUSES, width: 140 },
  { key: 'deposit_date', header: 'Deposited On', kind: 'date', width: 120 },
  { key: 'cancel_date', header: 'Cancelled On', kind: 'date', width: 120 },
]);
const ntcFilters = {
  status: z.enum(['collected', 'dated_check', 'deposited', 'cancelled'], { error: 'Status is required.' }),
  search: text().trim().max(100).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
};
export const ntcListQuery = pagedQuery(ntcColumns, { order_by: 'collection_date', direction: 'desc' }, ntcFilters);
export const ntcFilterQuery = z.object(ntcFilters).strict();

export interface NtcTotals {
  count: number;
  amount: string;
  vat_amount: string;
  cwt: string;
  /** Dated checks whose date has come (may be deposited today). */
  due_now: number;
}
export interface NtcEntryLine {
  journal_entry: string;
  transaction_date: string;
  account_code: string;
  account_name: string;
  debit: string;
  credit: string;
}
export interface NtcDetail extends NtcRow {
  payor_id: number | null;
  payor_tin: string | null;
  account_code: string;
  bank_account_id: number | null;
  particulars: string | null;
  cancel_reason: string | null;
  created_by: string | null;
  entries: NtcEntryLine[];
}
export interface NtcAccountOption {
  account_code: string;
  account_name: string;
}
export interface NtcOptions {
  accounts: NtcAccountOption[];
  banks: PayBankOption[];
}
export interface PayorOption {
  payor_id: number;
  code: string;
  name: string;
  tin: string | null;
}
export const payorQuery = z
  .object({ payor_type: z.enum(['supplier', 'vendor', 'employee'], { error: 'Payor Type is required.' }), search: text().trim().max(100).optional() })
  .strict();

export const ntcCancelInput = z.object({ cancel_date: isoDate, reason: requiredText('Reason', 500) }).strict();
export const ntcDepositInput = z.object({ deposit_date: isoDate }).strict();

const ntcParams = z.object({ id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
const N = '/treasury/non-trade-collections';
const NTAG = 'non-trade-collections';

export const ntcListEp = endpoint<NtcRow[]>()({ method: 'GET', path: N, query: ntcListQuery, paged: true, tag: NTAG });
export const ntcTotalsEp = endpoint<NtcTotals>()({ method: 'GET', path: `${N}/totals`, query: ntcFilterQuery, tag: NTAG });
export const ntcExportEp = endpoint<ExportResult>()({ method: 'POST', path: `${N}/export`, body: ntcFilterQuery });
export const ntcShowEp = endpoint<NtcDetail>()({ method: 'GET', path: `${N}/show/:id`, params: ntcParams, tag: NTAG });
export const ntcOptionsEp = endpoint<NtcOptions>()({ method: 'GET', path: `${N}/options`, tag: NTAG });
export const ntcPayorsEp = endpoint<PayorOption[]>()({ method: 'GET', path: `${N}/payors`, query: payorQuery, tag: NTAG });
export const ntcCreateEp = endpoint<NtcDetail>()({ method: 'POST', path: `${N}/create`, body: ntcInput, form: true, invalidates: effectsOf([NTAG], 'books') });
export const ntcCancelEp = endpoint<NtcDetail>()({ method: 'POST', path: `${N}/cancel/:id`, params: ntcParams, body: ntcCancelInput, form: true, invalidates: effectsOf([NTAG], 'books') });
export const ntcDepositEp = endpoint<NtcDetail>()({ method: 'POST', path: `${N}/deposit/:id`, params: ntcParams, body: ntcDepositInput, form: true, invalidates: effectsOf([NTAG], 'books') });
