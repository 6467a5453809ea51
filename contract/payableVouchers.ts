import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery, workflow } from './kit';
import { money, optId, optText, requiredText } from './kit/formFields';
import type { ExportResult } from './finance';
import { poColumns, type PoListRow } from './purchaseOrders';
import { effectsOf } from './kit/effects';

/**
 * Payable vouchers (issue 13 "Vouchers" and "BIR", spec 002 §7.8, paths under
 * /accounting/payablevoucher): what the company owes a supplier, vendor or
 * employee for an invoice, by account (cost center, program, division), plus
 * the receiving reports it invoices, the input VAT (12 % of the lines when the
 * payee is VAT-registered) and the expanded withholding tax by ATC. Net
 * payable = gross - EWT.
 *
 * Approval (maker ≠ checker) posts one entry (server/payableVouchers/vouchers.ts):
 * Dr the lines (expense, inventory, asset), Dr Input VAT (1300), Dr Accounts
 * Payable - Trade (2010) for each receiving report invoiced (the receipt
 * credited it when the goods came in), Dr Accounts Payable - Capital
 * Expenditures (2022) for each asset receipt invoiced (its receipt credited it
 * at cost; that cost is VAT-exclusive, so it is in the input VAT base like the
 * lines, and approval links the receipt to the voucher), Cr each line's credit, Cr EWT payable
 * by ATC type (2112 goods, 2113 services and contractors, 2114 rentals, 2115
 * professional fees), Cr the payee's payable (2010 trade for a supplier, 2020
 * non-trade for a vendor, 2030 payable to employees) = net payable.
 */
export const PAYEE_TYPES = { supplier: 'Supplier', vendor: 'Vendor', employee: 'Employee' } as const;
export type PayeeType = keyof typeof PAYEE_TYPES;
export const PV_STATUSES = { draft: 'Draft', for_approval: 'For Approval', approved: 'Approved', returned: 'Returned to Maker', cancelled: 'Cancelled' } as const;
export type PvStatus = keyof typeof PV_STATUSES;

/**
 * A payable voucher's decisions on the workflow kit (server/payableVouchers/transitions.ts). Saving and
 * submitting are the form's (savePv); approving posts the voucher's entry; a return goes back to its maker
 * with the reason; a cancel takes a draft or a returned voucher (its maker's) or one for approval.
 */
export const payableVoucherWorkflow = workflow({
  noun: 'Payable voucher',
  module: 'Payable Voucher',
  statuses: PV_STATUSES,
  tabs: [],
  actions: {
    approve: { label: 'Approve', from: ['for_approval'], to: 'approved', scope: 'approve_payable_voucher', stamp: 'checked', checker: true, done: 'approved', variant: 'success' },
    return: {
      label: 'Return to Maker',
      from: ['for_approval'],
      to: 'returned',
      scope: 'approve_payable_voucher',
      stamp: 'checked',
      reason: 'required',
      checker: true,
      done: 'returned to the maker',
      decision: 'return it',
      variant: 'warning',
    },
    cancel: {
      label: 'Cancel',
      from: ['draft', 'returned', 'for_approval'],
      to: 'cancelled',
      scope: 'create_payable_voucher',
      stamp: 'checked',
      reason: 'required',
      ownDraft: ['draft', 'returned'],
      done: 'cancelled',
      variant: 'danger',
    },
  },
});

export const VAT_RATE = '12';
/** The payable account each kind of payee is credited on. */
export const AP_ACCOUNT_OF: Record<PayeeType, string> = { supplier: '2010', vendor: '2020', employee: '2030' };
export const RR_CLEARING_ACCOUNT = '2010';
export const INPUT_VAT_ACCOUNT = '1300';
/** EWT payable by the kind of income payment the ATC is for (its last three digits). */
export function ewtAccountOf(atc: string): string {
  const kind = atc.slice(2);
  if (kind === '158' || kind === '640') return '2112';
  if (kind === '100') return '2114';
  if (kind === '010' || kind === '011') return '2115';
  return '2113';
}

/** The withholding agent printed on the BIR 2307 (the demo company). */
export const PAYOR = {
  name: 'Aurora Pharma Distribution, Inc.',
  tin: '009-876-543-000',
  address: '2F Aurora Building, 1180 Chino Roces Avenue, Makati City',
  zip: '1231',
  /** The revenue district office the returns are filed with. */
  rdo: '050',
} as const;

export const PV_MESSAGES = {
  payeeRequired: 'Payee is required.',
  payeeNotFound: 'The payee was not found or is inactive.',
  invoiceRequired: 'Invoice No. is required for a supplier or vendor invoice.',
  invoiceDateRequired: 'Invoice Date is required for a supplier or vendor invoice.',
  nothingToPay: 'Add at least one line or receiving report.',
  accountRequired: 'Account is required.',
  debitOrCredit: 'Enter a debit or a credit, not both.',
  atcRequired: 'ATC is required.',
  taxBaseRequired: 'Tax Base must be more than zero.',
  duplicateRr: 'A receiving report is listed twice.',
  duplicateAtc: 'An ATC is listed twice.',
  netNotPositive: 'Net payable must be more than zero.',
  taxBaseOverPayment: (bases: string, payment: string) => `The tax bases (${bases}) must not be more than what the voucher pays before VAT (${payment}).`,
  accountNotAllowed: (code: string, name: string) => `You may not post to account ${code} ${name} on a payable voucher.`,
  accountNotPostable: (code: string) => `Account ${code} does not take postings.`,
  beforeReceipt: (rr: string, date: string) => `PV Date must not be before receiving report ${rr} (${date}), which it bills.`,
  rrNotOpen: (rr: string) => `Receiving report ${rr} is already invoiced or is not this supplier's.`,
  rrSupplierOnly: 'Only a supplier voucher can invoice receiving reports.',
  assetReceiptNotOpen: (no: string) => `Asset receipt ${no} is already invoiced or is not this payee's.`,
  assetReceiptNoEmployee: 'An employee voucher cannot invoice asset receipts.',
  duplicateAssetReceipt: 'An asset receipt is listed twice.',
  atcUnknown: (atc: string) => `ATC ${atc} is not an active withholding tax code.`,
  dueBeforeDate: 'Due Date cannot be before the voucher date.',
  notEditable: 'Only a draft or a voucher returned to its maker can be changed.',
  makerCannotApprove: 'The maker of a voucher cannot approve it.',
  reasonRequired: 'Reason is required.',
  notApproved: 'Only an approved voucher has a BIR 2307.',
  noEwt: 'This voucher withholds no tax: it has no BIR 2307.',
} as const;

// ---- Input -------------------------------------------------------------------------------------

const cents = (s: string) => Math.round(Number(s) * 100);

export const pvLineInput = z
  .object({
    account_code: optText('Account', 20),
    cost_center_id: optId('Cost Center'),
    program_id: optId('Program'),
    division_id: optId('Division'),
    description: optText('Description', 255),
    debit: money('Debit'),
    credit: money('Credit'),
  })
  .strict();
export type PvLineInput = z.input<typeof pvLineInput>;
/** A line of a voucher sent for approval: a debit or a credit, not both (the rest is checked over the whole voucher). */
export const pvLineSubmit = pvLineInput.superRefine((l, ctx) => {
  if ((cents(l.debit) > 0) === (cents(l.credit) > 0)) ctx.addIssue({ code: 'custom', path: ['debit'], message: PV_MESSAGES.debitOrCredit });
});

export const pvEwtInput = z.object({ atc_code: optText('ATC', 5), tax_base: money('Tax Base') }).strict();

const pvShape = {
  payee_type: z.enum(['supplier', 'vendor', 'employee'], { error: 'Payee Type is required.' }),
  payee_id: optId('Payee'),
  pv_date: isoDate,
  due_date: isoDate.nullable().optional(),
  invoice_no: optText('Invoice No.', 40),
  invoice_date: isoDate.nullable().optional(),
  particulars: optText('Particulars', 500),
  rr_ids: z.array(id({ error: 'Receiving report must be an id.' })).max(100, 'At most 100 receiving reports in one voucher.').default([]),
  /** Asset receipts (received asset POs) this invoice bills; approval links them to the voucher. */
  asset_receipt_ids: z.array(id({ error: 'Asset receipt must be an id.' })).max(100, 'At most 100 asset receipts in one voucher.').default([]),
  lines: z.array(pvLineInput).max(200, 'At most 200 lines in one voucher.').default([]),
  ewt: z.array(pvEwtInput).max(20, 'At most 20 EWT lines in one voucher.').default([]),
};

/** A draft: saved as it is, complete or not (only the shape is checked). */
export const pvDraftInput = z.object(pvShape).strict();

/** A voucher submitted for approval: complete. */
export const pvInput = z
  .object({ ...pvShape, lines: z.array(pvLineSubmit).max(200, 'At most 200 lines in one voucher.').default([]) })
  .strict()
  .superRefine((v, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
    if (!v.payee_id) issue(['payee_id'], PV_MESSAGES.payeeRequired);
    if (v.payee_type !== 'employee' && !v.invoice_no) issue(['invoice_no'], PV_MESSAGES.invoiceRequired);
    if (v.payee_type !== 'employee' && !v.invoice_date) issue(['invoice_date'], PV_MESSAGES.invoiceDateRequired);
    if (v.due_date && v.due_date < v.pv_date) issue(['due_date'], PV_MESSAGES.dueBeforeDate);
    if (!v.lines.length && !v.rr_ids.length && !v.asset_receipt_ids.length) issue(['lines'], PV_MESSAGES.nothingToPay);
    if (v.asset_receipt_ids.length && v.payee_type === 'employee') issue(['asset_receipt_ids'], PV_MESSAGES.assetReceiptNoEmployee);
    if (new Set(v.asset_receipt_ids).size !== v.asset_receipt_ids.length) issue(['asset_receipt_ids'], PV_MESSAGES.duplicateAssetReceipt);
    if (v.rr_ids.length && v.payee_type !== 'supplier') issue(['rr_ids'], PV_MESSAGES.rrSupplierOnly);
    if (new Set(v.rr_ids).size !== v.rr_ids.length) issue(['rr_ids'], PV_MESSAGES.duplicateRr);
    v.lines.forEach((l, n) => {
      if (!l.account_code) issue(['lines', n, 'account_code'], PV_MESSAGES.accountRequired);
    });
    const seen = new Set<string>();
    v.ewt.forEach((e, n) => {
      if (!e.atc_code) issue(['ewt', n, 'atc_code'], PV_MESSAGES.atcRequired);
      else if (seen.has(e.atc_code)) issue(['ewt', n, 'atc_code'], PV_MESSAGES.duplicateAtc);
      else seen.add(e.atc_code);
      if (cents(e.tax_base) <= 0) issue(['ewt', n, 'tax_base'], PV_MESSAGES.taxBaseRequired);
    });
  });
export type PvInput = z.input<typeof pvInput>;

export const reasonInput = z.object({ reason: requiredText('Reason', 500) }).strict();
export const pvIdsInput = z.object({ ids: z.array(id()).min(1, 'Choose at least one voucher.').max(200, 'At most 200 vouchers at a time.') }).strict();

// ---- Figures (the form's preview; the server computes the same in SQL numeric) -----------------

export interface PvFigures {
  debits: number;
  credits: number;
  lines: number;
  receipts: number;
  /** Asset receipts invoiced (cost, VAT-exclusive). */
  assets: number;
  inputVat: number;
  gross: number;
  ewt: number;
  net: number;
  /** Each EWT line's tax withheld, in centavos. */
  withheld: number[];
}

/** Whole centavos, rounded half away from zero as PostgreSQL's round() does. */
const roundCents = (v: number) => Math.sign(v) * Math.round(Math.abs(v));

export function pvFigures(
  v: { lines: { debit: string; credit: string }[]; ewt: { tax_base: string; rate: string }[]; receiptsCents: number; assetCents?: number },
  vatRegistered: boolean,
): PvFigures {
  const assets = v.assetCents ?? 0;
  const num = (s: string) => (/^\d+(\.\d+)?$/.test((s ?? '').trim()) ? cents(s) : 0);
  const debits = v.lines.reduce((s, l) => s + num(l.debit), 0);
  const credits = v.lines.reduce((s, l) => s + num(l.credit), 0);
  const lines = debits - credits;
  const vatBase = lines + assets;
  const inputVat = vatRegistered && vatBase > 0 ? roundCents((vatBase * Number(VAT_RATE)) / 100) : 0;
  const withheld = v.ewt.map((e) => roundCents((num(e.tax_base) * Number(e.rate || 0)) / 100));
  const ewt = withheld.reduce((s, w) => s + w, 0);
  const gross = lines + v.receiptsCents + assets + inputVat;
  return { debits, credits, lines, receipts: v.receiptsCents, assets, inputVat, gross, ewt, net: gross - ewt, withheld };
}

// ---- Reading -----------------------------------------------------------------------------------

export interface PvRow {
  payable_voucher_hdr_id: number;
  pv_no: string;
  pv_date: string;
  due_date: string | null;
  payee_type: PayeeType;
  payee_code: string | null;
  payee_name: string | null;
  invoice_no: string | null;
  particulars: string | null;
  gross_amount: string;
  ewt_amount: string;
  net_payable: string;
  status: PvStatus;
  /** The check voucher paying it (not voided). */
  cv_no: string | null;
  maker: string | null;
  updated_at: string;
}

export const pvColumns = columns<PvRow>()([
  { key: 'pv_date', header: 'PV Date', kind: 'date', sortable: true, width: 110 },
  { key: 'pv_no', header: 'PV No.', kind: 'text', sortable: true, width: 150 },
  { key: 'payee_type', header: 'Payee Type', kind: 'status', labels: PAYEE_TYPES, width: 110 },
  { key: 'payee_code', header: 'Payee Code', kind: 'text', width: 120 },
  { key: 'payee_name', header: 'Payee', kind: 'text', sortable: true, width: 240 },
  { key: 'invoice_no', header: 'Invoice No.', kind: 'text', width: 130 },
  { key: 'due_date', header: 'Due Date', kind: 'date', sortable: true, width: 110 },
  { key: 'gross_amount', header: 'Gross Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'ewt_amount', header: 'EWT', kind: 'money', width: 110 },
  { key: 'net_payable', header: 'Net Payable', kind: 'money', sortable: true, width: 140 },
  { key: 'status', header: 'Status', kind: 'status', labels: PV_STATUSES, width: 130 },
  { key: 'cv_no', header: 'Check Voucher', kind: 'text', width: 150 },
  { key: 'maker', header: 'Prepared By', kind: 'text', width: 120 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 260 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 160, exportOnly: true },
]);

const pvFilters = {
  search: text().trim().max(100).optional(),
  status: z.enum(['draft', 'for_approval', 'approved', 'returned', 'cancelled']).optional(),
  payee_type: z.enum(['supplier', 'vendor', 'employee']).optional(),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  /** Approved and not paid by a check voucher yet. */
  unpaid: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean()).optional(),
};
export const pvListQuery = pagedQuery(pvColumns, { order_by: 'pv_date', direction: 'desc' }, pvFilters);
/** The export's filters come as a JSON body: a flag is a boolean there, never text. */
export const pvExportQuery = z.object({ ...pvFilters, unpaid: z.boolean().optional() }).strict();

export interface PvLine {
  line_no: number;
  account_code: string | null;
  account_name: string | null;
  cost_center_id: number | null;
  cost_center: string | null;
  program_id: number | null;
  program: string | null;
  division_id: number | null;
  division: string | null;
  description: string | null;
  debit: string;
  credit: string;
}
export interface PvEwtLine {
  line_no: number;
  atc_code: string;
  description: string;
  rate: string;
  tax_base: string;
  tax_withheld: string;
  ewt_account: string;
}
export interface PvReceipt {
  rr_id: number;
  rr_no: string;
  rr_date: string;
  po_no: string;
  amount: string;
}
export interface PvAssetReceipt {
  receipt_id: number;
  receipt_no: string;
  receipt_date: string;
  apo_no: string;
  amount: string;
}
export interface PvEntryLine {
  account_code: string;
  account_name: string;
  debit: string;
  credit: string;
}
export interface PvDetail extends PvRow {
  payee_id: number | null;
  payee_tin: string | null;
  payee_address: string | null;
  vat_registered: boolean;
  invoice_date: string | null;
  lines_amount: string;
  receipts_amount: string;
  asset_receipts_amount: string;
  input_vat: string;
  ap_account: string;
  reason: string | null;
  created_by: number;
  checked_by_name: string | null;
  checked_at: string | null;
  journal_entry: string | null;
  lines: PvLine[];
  ewt: PvEwtLine[];
  receipts: PvReceipt[];
  asset_receipts: PvAssetReceipt[];
  /** The posted entry (approved), else the entry approval would post. */
  entry: PvEntryLine[];
}

export interface PayeeOption {
  payee_type: PayeeType;
  payee_id: number;
  code: string;
  name: string;
  tin: string | null;
  address: string | null;
  vat_registered: boolean;
  atc_code: string | null;
}
export const payeeQuery = z
  .object({ payee_type: z.enum(['supplier', 'vendor', 'employee'], { error: 'Payee Type is required.' }), search: text().trim().max(100).optional() })
  .strict();

export interface AtcOption {
  atc_code: string;
  description: string;
  payee_type: 'individual' | 'corporate';
  rate: string;
}
export interface PvAccountOption {
  account_code: string;
  account_name: string;
}
export interface SetupOption {
  id: number;
  code: string;
  name: string;
}
export interface PvSetupOptions {
  cost_centers: SetupOption[];
  programs: SetupOption[];
  divisions: SetupOption[];
}
export interface OpenReceiptRow {
  rr_id: number;
  rr_no: string;
  rr_date: string;
  po_no: string;
  net: string;
  vat: string;
  amount: string;
}
export const irListInput = z.object({ supplier_id: id({ error: 'Supplier is required.' }), search: text().trim().max(100).optional() }).strict();

/** The BIR Form 2307 of one payee for one quarter (the vouchers approved in it). */
export interface Bir2307 {
  payee_name: string;
  payee_tin: string | null;
  payee_address: string | null;
  payee_zip: string | null;
  payor_name: string;
  payor_tin: string;
  payor_address: string;
  payor_zip: string;
  period_from: string;
  period_to: string;
  /** The three months of the quarter, e.g. ['2026-10', '2026-11', '2026-12']. */
  months: [string, string, string];
  pv_nos: string[];
  rows: { atc_code: string; description: string; month1: string; month2: string; month3: string; total: string; tax_withheld: string }[];
  total_income: string;
  total_withheld: string;
}

const pvParams = z.object({ payable_voucher_hdr_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();
const idParams = z.object({ id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();

const P = '/accounting/payablevoucher';
const TAG = 'payable-vouchers';
const INVALIDATES = effectsOf([TAG, 'check-vouchers'], 'books');

export const pvListEp = endpoint<PvRow[]>()({ method: 'GET', path: P, query: pvListQuery, paged: true, tag: TAG });
/** Approved vouchers not yet paid (what a check voucher is written from). */
export const pvPendingPaymentEp = endpoint<PvRow[]>()({ method: 'GET', path: `${P}/or-lists`, query: pvListQuery, paged: true, tag: TAG });
export const pvDraftListEp = endpoint<PvRow[]>()({ method: 'GET', path: `${P}/draft-lists`, query: pvListQuery, paged: true, tag: TAG });
/** The list of the filters as XLSX (POST, like every export: the filters are the body). */
export const pvExportEp = endpoint<ExportResult>()({ method: 'POST', path: `${P}/export-to-excel-pv-or`, body: pvExportQuery });
export const pvShowEp = endpoint<PvDetail>()({ method: 'GET', path: `${P}/show-voucher/:id`, params: idParams, tag: TAG });
export const pvShowDraftEp = endpoint<PvDetail>()({ method: 'GET', path: `${P}/show-voucher-draft/:id`, params: idParams, tag: TAG });
export const pvCreateEp = endpoint<PvDetail>()({ method: 'POST', path: `${P}/create-voucher`, body: pvInput, form: true, invalidates: INVALIDATES });
export const pvDraftEp = endpoint<PvDetail>()({ method: 'POST', path: `${P}/draft-voucher`, body: pvDraftInput, form: true, invalidates: INVALIDATES });
/** Saves a draft or returned voucher again; `submit` sends it for approval (the complete form's rules apply). */
export const pvUpdateEp = endpoint<PvDetail>()({
  method: 'POST',
  path: `${P}/update-voucher/:payable_voucher_hdr_id`,
  params: pvParams,
  body: z.object({ ...pvShape, submit: z.boolean().default(false) }).strict(),
  form: true,
  invalidates: INVALIDATES,
});
export const pvApproveEp = endpoint<PvDetail>()({ method: 'POST', path: `${P}/approve-voucher/:id`, params: idParams, invalidates: INVALIDATES });
export const pvReturnEp = endpoint<PvDetail>()({ method: 'POST', path: `${P}/return-to-maker-voucher/:payable_voucher_hdr_id`, params: pvParams, body: reasonInput, form: true, invalidates: INVALIDATES });
export const pvCancelEp = endpoint<PvDetail>()({ method: 'POST', path: `${P}/cancel-voucher/:payable_voucher_hdr_id`, params: pvParams, body: reasonInput, form: true, invalidates: INVALIDATES });
/** The voucher as printed (the SPA draws the PDF with jspdf). */
export const pvPrintEp = endpoint<PvDetail>()({ method: 'POST', path: `${P}/print-payable-voucher/:id`, params: idParams, body: z.object({ payable_voucher_hdr_id: id().optional() }).strict() });
export const pvPrintEwtEp = endpoint<Bir2307>()({ method: 'POST', path: `${P}/print-ewt-form/:id`, params: idParams });
/** One certificate per payee and quarter of the vouchers chosen. */
export const pvMultiplePrintEwtEp = endpoint<Bir2307[]>()({ method: 'POST', path: `${P}/multiple-print-ewt-form`, body: pvIdsInput });
export const pvEwtByPvEp = endpoint<PvEwtLine[]>()({ method: 'POST', path: `${P}/get-ewt-by-pv`, body: z.object({ payable_voucher_hdr_id: id() }).strict() });
export const pvAtcListEp = endpoint<AtcOption[]>()({ method: 'GET', path: `${P}/atc-lists`, tag: 'atc-codes' });
export const pvPayeesEp = endpoint<PayeeOption[]>()({ method: 'GET', path: `${P}/supplier/or`, query: payeeQuery, tag: 'pv-payees' });
/** The accounts this user may post to on a payable voucher (COA permission module 98). */
export const pvAccountsEp = endpoint<PvAccountOption[]>()({ method: 'GET', path: `${P}/accounts`, tag: 'pv-accounts' });
export const pvSetupOptionsEp = endpoint<PvSetupOptions>()({ method: 'GET', path: `${P}/setup-options`, tag: 'pv-setup' });
/** A supplier's receiving reports not yet invoiced (no voucher, no supplier payment). */
export const pvIrListEp = endpoint<OpenReceiptRow[]>()({ method: 'POST', path: `${P}/ir-lists`, body: irListInput, tag: TAG });

// ---- QAP (EWT) of a quarter ---------------------------------------------------------------------

/** One payee's income payments and tax withheld under one ATC in the quarter (approved vouchers). */
export interface QapRow {
  seq: number;
  tin: string | null;
  payee_name: string;
  /** Corporate payees carry the registered name; individuals (employees) their last, first and middle names. */
  last_name: string | null;
  first_name: string | null;
  middle_name: string | null;
  atc_code: string;
  rate: string;
  income_payment: string;
  tax_withheld: string;
}
export interface QapFile {
  /** TIN + branch + MMYYYY + 1601EQ.DAT, as the BIR's alphalist module names it. */
  file_name: string;
  /** The DAT file: header, one detail line per payee and ATC, control totals. */
  content: string;
  rows: QapRow[];
  total_income: string;
  total_withheld: string;
}
export const qapQuery = z
  .object({
    year: z.preprocess((v) => (typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : v), z.number({ error: 'Year is required.' }).int().min(2000, 'Year must be from 2000.').max(2100, 'Year must be until 2100.')),
    quarter: z.preprocess((v) => (typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v), z.number({ error: 'Quarter is required.' }).int().min(1, 'Quarter must be 1 to 4.').max(4, 'Quarter must be 1 to 4.')),
  })
  .strict();
export const pvQapEp = endpoint<QapFile>()({ method: 'GET', path: `${P}/qap`, query: qapQuery, tag: TAG });

// ---- Look-ups of the voucher form (spec 002 §7.8; bodies not shown there, so ours) --------------

const queryId = (error: string) => z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id({ error }));

/**
 * A received asset (non-stock) purchase order not yet invoiced, by its
 * receipt: what an invoice of its supplier can bill (asset_receipt_ids).
 * Receipts already in a live voucher are left out.
 */
export interface NonStockPoRow {
  receipt_id: number;
  receipt_no: string;
  receipt_date: string;
  apo_id: number;
  apo_no: string;
  po_date: string;
  /** The PO's items, e.g. "Isuzu Traviz L/C (2)". */
  items: string;
  amount: string;
}
export const nonStockPoQuery = z.object({ supplier_id: queryId('Supplier is required.'), search: text().trim().max(100).optional() }).strict();
export const pvNonStockPoEp = endpoint<NonStockPoRow[]>()({ method: 'GET', path: `${P}/po-non-stock-lists`, query: nonStockPoQuery, tag: TAG });

/** A COA tag with the accounts under it that the signed-in user may post to on the voucher (PV or JV). */
export interface CoaTagOption {
  tag_id: number;
  tag_code: string;
  tag_name: string;
  accounts: PvAccountOption[];
}
export const pvCoaTagEp = endpoint<CoaTagOption[]>()({ method: 'GET', path: `${P}/coa-tag-dropdown`, tag: 'coa-tags' });
/** The journal voucher form's tags (its own account permissions, COA module 99). */
export const jvCoaTagEp = endpoint<CoaTagOption[]>()({ method: 'GET', path: '/jv/coa-tag-dropdown', tag: 'coa-tags' });

/** Active programs and projects a voucher line can carry, searched by code or name. */
export const programListInput = z.object({ search: text().trim().max(100).optional() }).strict();
export const programListEp = endpoint<SetupOption[]>()({ method: 'POST', path: '/programDB/list', body: programListInput, tag: 'programs' });

/** The list's export by GET: the filters as query parameters (the POST export-to-excel-pv-or takes them as a body). */
export const pvExportGetEp = endpoint<ExportResult>()({ method: 'GET', path: `${P}/export`, query: z.object(pvFilters).strict() });
/** The approved vouchers not yet paid (the or-lists) as XLSX. */
export const pvExportOrEp = endpoint<ExportResult>()({ method: 'POST', path: `${P}/export/or`, body: pvExportQuery.omit({ status: true, unpaid: true }) });

/** Approved stock purchase orders, optionally of one supplier: the reference a supplier's invoice names. */
export const poLookupQuery = pagedQuery(poColumns, { order_by: 'po_no', direction: 'desc' }, {
  search: text().trim().max(100).optional(),
  supplier_id: queryId('Supplier must be an id.').optional(),
});
export const poLookupEp = endpoint<PoListRow[]>()({ method: 'GET', path: '/v3/purchase/order/lists', query: poLookupQuery, paged: true, tag: 'purchase-orders' });
