import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery } from './kit';
import { optText, requiredText } from './kit/formFields';
import { PAYEE_TYPES, type PayeeType } from './payableVouchers';
import { effectsOf } from './kit/effects';

/**
 * Check vouchers (issue 13): a check from one of the company's bank accounts
 * paying approved payable vouchers of one payee; amount = the sum of their net
 * payables. The check number is the bank account's next (never reused, a
 * voided check keeps its number). Written: For Release (the vouchers are
 * reserved). Released: posted Dr each voucher's payable, Cr the bank
 * account's cash in bank. Voided: a released check's posting is reversed and
 * the vouchers wait for a new check, which names the one it replaces.
 */
export const CV_STATUSES = { for_release: 'For Release', released: 'Released', voided: 'Voided' } as const;
export type CvStatus = keyof typeof CV_STATUSES;
/** The route's tabs (/check-voucher/:status?). */
export const CV_STATUS_SLUGS: Record<string, CvStatus> = { 'for-release': 'for_release', released: 'released', voided: 'voided' };

export const CV_MESSAGES = {
  samePayee: 'All vouchers of one check must be of the same payee.',
  notPayable: (pv: string) => `Payable voucher ${pv} is not approved, is already being paid, or is settled by advances.`,
  bankInactive: 'The bank account is not active.',
  notForRelease: 'Only a check for release can be released.',
  alreadyVoided: 'This check is already voided.',
  releaseBeforeCheck: 'The release date cannot be before the voucher was written.',
} as const;

export const cvInput = z
  .object({
    bank_account_id: id({ error: 'Bank Account is required.' }),
    check_date: isoDate,
    particulars: optText('Particulars', 500),
    pv_ids: z.array(id()).min(1, 'Choose at least one payable voucher.').max(100, 'At most 100 vouchers on one check.'),
  })
  .strict()
  .refine((v) => new Set(v.pv_ids).size === v.pv_ids.length, { path: ['pv_ids'], message: 'A voucher is chosen twice.' });
export type CvInput = z.input<typeof cvInput>;

export const releaseInput = z.object({ release_date: isoDate }).strict();
export const voidInput = z.object({ void_date: isoDate, reason: requiredText('Reason', 500) }).strict();

export interface CvRow {
  cv_id: number;
  cv_no: string;
  check_date: string;
  check_no: string;
  bank: string;
  payee_type: PayeeType;
  payee_name: string;
  amount: string;
  status: CvStatus;
  pv_nos: string;
  release_date: string | null;
  void_date: string | null;
  replaces_cv_no: string | null;
}
export const cvColumns = columns<CvRow>()([
  { key: 'check_date', header: 'Check Date', kind: 'date', sortable: true, width: 110 },
  { key: 'cv_no', header: 'CV No.', kind: 'text', sortable: true, width: 150 },
  { key: 'check_no', header: 'Check No.', kind: 'text', sortable: true, width: 110 },
  { key: 'bank', header: 'Bank Account', kind: 'text', width: 220 },
  { key: 'payee_type', header: 'Payee Type', kind: 'status', labels: PAYEE_TYPES, width: 110 },
  { key: 'payee_name', header: 'Payee', kind: 'text', sortable: true, width: 240 },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'pv_nos', header: 'Payable Vouchers', kind: 'text', width: 220 },
  { key: 'status', header: 'Status', kind: 'status', labels: CV_STATUSES, width: 110 },
  { key: 'release_date', header: 'Released On', kind: 'date', width: 110 },
  { key: 'void_date', header: 'Voided On', kind: 'date', width: 110 },
  { key: 'replaces_cv_no', header: 'Replaces', kind: 'text', width: 150 },
]);
export const cvListQuery = pagedQuery(cvColumns, { order_by: 'check_date', direction: 'desc' }, {
  search: text().trim().max(100).optional(),
  status: z.enum(['for_release', 'released', 'voided']).optional(),
});

export interface CvDetail extends CvRow {
  bank_account_id: number;
  cash_account: string;
  particulars: string | null;
  void_reason: string | null;
  journal_entry: string | null;
  void_journal_entry: string | null;
  vouchers: { payable_voucher_hdr_id: number; pv_no: string; pv_date: string; invoice_no: string | null; amount: string }[];
}

export interface CvBankOption {
  bank_account_id: number;
  label: string;
  account_code: string;
  /** The number the next check will get. */
  next_check_no: string;
}

const cvParams = z.object({ id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
const C = '/accounting/checkvoucher';
const TAG = 'check-vouchers';
const INVALIDATES = effectsOf([TAG, 'payable-vouchers'], 'books');

export const cvListEp = endpoint<CvRow[]>()({ method: 'GET', path: C, query: cvListQuery, paged: true, tag: TAG });
export const cvShowEp = endpoint<CvDetail>()({ method: 'GET', path: `${C}/show/:id`, params: cvParams, tag: TAG });
export const cvBanksEp = endpoint<CvBankOption[]>()({ method: 'GET', path: `${C}/bank-accounts`, tag: TAG });
export const cvCreateEp = endpoint<CvDetail>()({ method: 'POST', path: `${C}/create`, body: cvInput, form: true, invalidates: INVALIDATES });
export const cvReleaseEp = endpoint<CvDetail>()({ method: 'POST', path: `${C}/release/:id`, params: cvParams, body: releaseInput, form: true, invalidates: INVALIDATES });
export const cvVoidEp = endpoint<CvDetail>()({ method: 'POST', path: `${C}/void/:id`, params: cvParams, body: voidInput, form: true, invalidates: INVALIDATES });
