import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery, report, searchText, workflow, type StatusOf, type TabKeyOf, type WorkflowDef } from './kit';
import { effectsOf } from './kit/effects';
import { blank, flag, optText, requiredMoney, requiredText } from './kit/formFields';
import type { Scope } from './scopes';

/**
 * Credit and debit memos (issue 14, "Memos"): a correction of what a customer
 * owes on one of its invoices. Credit and collections (or finance) writes it,
 * someone else approves it (maker ≠ checker), and the approval posts it in
 * the same transaction: a receivable_entries row on the invoice (kind CM or
 * DM) and one balanced journal entry:
 *   credit memo  Dr the kind's offset account (+ Output VAT)   Cr Accounts Receivable - Trade
 *   debit memo   Dr Accounts Receivable - Trade                Cr the kind's offset account (+ Output VAT)
 * Amounts are VAT-inclusive; a VAT-bearing kind splits 12 % output VAT out of
 * the amount (amount - round(amount / 1.12, 2)).
 *
 * Our choices where the issue is silent: every memo names an invoice (the
 * receivable sub-ledger is kept per invoice); a credit memo may not exceed the
 * invoice's open balance, checked on saving and again, under the invoice's
 * lock, on approval; a memo is posted on its memo date, which may not be after
 * today nor before the invoice.
 */

export const MEMO_TYPES = ['credit', 'debit'] as const;
export type MemoType = (typeof MEMO_TYPES)[number];
export const MEMO_TYPE_LABELS: Readonly<Record<MemoType, string>> = { credit: 'Credit Memo', debit: 'Debit Memo' };
export const isMemoType = (v: unknown): v is MemoType => v === 'credit' || v === 'debit';

/** What a memo is for, the account it posts against, and whether output VAT is split out of it. */
export interface MemoKindDef {
  label: string;
  account: string;
  vat: boolean;
}

export const MEMO_KINDS = {
  credit: {
    discount_rebate: { label: 'Sales Discount / Rebate', account: '4021', vat: true },
    price_adjustment: { label: 'Price Adjustment', account: '4020', vat: true },
    returns: { label: 'Returns (SRPF)', account: '4020', vat: true },
    bad_debt: { label: 'Bad Debt Write-off', account: '6090', vat: false },
    cwt_adjustment: { label: 'CWT Adjustment', account: '1310', vat: false },
    other: { label: 'Other', account: '6099', vat: false },
  },
  debit: {
    bounced_check_charges: { label: 'Bounced Check Charges', account: '6075', vat: false },
    penalty_interest: { label: 'Penalty / Interest', account: '7010', vat: true },
    price_adjustment: { label: 'Price Adjustment', account: '4010', vat: true },
    freight_recharge: { label: 'Freight Recharge', account: '4030', vat: true },
    other: { label: 'Other', account: '7050', vat: false },
  },
} as const satisfies Record<MemoType, Record<string, MemoKindDef>>;

export type MemoKind = keyof (typeof MEMO_KINDS)['credit'] | keyof (typeof MEMO_KINDS)['debit'];
export const kindOf = (type: MemoType, kind: string): MemoKindDef | undefined => (MEMO_KINDS[type] as Record<string, MemoKindDef>)[kind];
export const kindOptions = (type: MemoType) => Object.entries(MEMO_KINDS[type]).map(([value, k]) => ({ value, label: k.label }));
/** Every kind's label, both types (the grids' status column). */
export const MEMO_KIND_LABELS: Readonly<Record<string, string>> = Object.fromEntries(
  MEMO_TYPES.flatMap((t) => Object.entries(MEMO_KINDS[t]).map(([k, d]) => [k, d.label])),
);

export const AR_ACCOUNT = '1100';
export const OUTPUT_VAT_ACCOUNT = '2100';

/** The output VAT inside a VAT-inclusive amount, in centavos: the same rounding as the server's SQL (half away from zero). */
export function vatCentsOf(amountCents: number, vat: boolean): number {
  if (!vat || amountCents <= 0) return 0;
  return amountCents - Math.round((amountCents * 100) / 112);
}

export const MEMO_SCOPES = {
  view: { credit: 'view_memos', debit: 'view_debit_memos' },
  create: 'create_memo',
  approve: 'approve_memo',
} as const satisfies { view: Record<MemoType, Scope>; create: Scope; approve: Scope };

export const MEMO_STATUS_NAMES = { 0: 'Draft', 1: 'For Approval', 2: 'Approved', 3: 'Returned to Maker', 4: 'Cancelled' } as const;

/** The queue of one memo type: the same statuses and actions, the tabs behind that type's view scope. */
function memoWorkflowOf(type: MemoType) {
  const view = MEMO_SCOPES.view[type];
  const noun = MEMO_TYPE_LABELS[type];
  const lower = noun.toLowerCase();
  return workflow({
    noun,
    module: 'Memos',
    statuses: MEMO_STATUS_NAMES,
    tabs: [
      { key: 'for-approval', label: 'For Approval', statuses: [1], scope: view },
      { key: 'draft', label: 'Drafts', statuses: [0], scope: view },
      { key: 'returned', label: 'Returned to Maker', statuses: [3], scope: view },
      { key: 'approved', label: 'Approved', statuses: [2], scope: view },
      { key: 'cancelled', label: 'Cancelled', statuses: [4], scope: view },
    ],
    actions: {
      submit: {
        makes: 'submitted',
      ownDraft: true,
        label: 'Submit for Approval',
        from: [0, 3],
        to: 1,
        scope: MEMO_SCOPES.create,
        stamp: 'submitted',
        done: 'submitted for approval',
        variant: 'primary',
        confirm: { title: `Submit ${lower}?`, text: `Are you sure you want to submit this ${lower} for approval?` },
      },
      approve: {
        label: 'Approve',
        from: [1],
        to: 2,
        scope: MEMO_SCOPES.approve,
        stamp: 'approved',
        checker: true,
        done: 'approved',
        variant: 'success',
        confirm: { title: `Approve ${lower}?`, text: `Are you sure you want to approve this ${lower}? It is posted to the customer's receivable and the books.` },
      },
      return: {
        label: 'Return to Maker',
        from: [1],
        to: 3,
        scope: MEMO_SCOPES.approve,
        stamp: 'returned',
        reason: 'required',
        checker: true,
        done: 'returned to maker',
        variant: 'warning',
      },
      cancel: {
        label: 'Cancel',
        from: [0, 1, 3],
        to: 4,
        scope: MEMO_SCOPES.create,
        stamp: 'cancelled',
        reason: 'optional',
        done: 'cancelled',
        variant: 'outline-danger',
        confirm: { title: `Cancel ${lower}?`, text: `Are you sure you want to cancel this ${lower}? A cancelled memo cannot be used again.` },
      },
    },
  });
}

export const memoWorkflows = { credit: memoWorkflowOf('credit'), debit: memoWorkflowOf('debit') } as const;
export type MemoWorkflow = (typeof memoWorkflows)['credit'];
export type MemoStatus = StatusOf<MemoWorkflow>;
export type MemoTab = TabKeyOf<MemoWorkflow>;
export type MemoAction = keyof MemoWorkflow['actions'];
export const MEMO_TABS = memoWorkflows.credit.tabs.map((t) => t.key) as MemoTab[];
export const isMemoTab = (v: unknown): v is MemoTab => (MEMO_TABS as readonly unknown[]).includes(v);
/** A draft or a memo returned to its maker is edited in place (the submit action's statuses). */
export const memoEditable = (status: MemoStatus | null) => status === null || (memoWorkflows.credit.actions.submit.from as readonly number[]).includes(status);
export const workflowOfType = (type: MemoType): WorkflowDef => memoWorkflows[type];

export const MEMO_LIMITS = { reason: 255, remarks: 500 } as const;

export const MEMO_MESSAGES = {
  notFound: 'Memo not found.',
  customerNotFound: 'Customer not found.',
  invoiceNotCustomers: "Choose one of the customer's invoices.",
  kindUnknown: 'Choose the memo type from the list.',
  overBalance: (si: string, balance: string) => `The credit memo may not exceed the open balance of SI ${si} (${balance}).`,
  futureDate: 'The memo date may not be after today.',
  beforeInvoice: (date: string) => `The memo date may not be before the invoice date (${date}).`,
  wrongType: (type: MemoType) => `This is not a ${MEMO_TYPE_LABELS[type].toLowerCase()}.`,
  returnReason: 'Please give the reason for returning the memo.',
  saved: 'Memo saved as draft.',
  submitted: 'Memo submitted for approval.',
} as const;

export const MEMO_FIELD_LABELS = {
  memo_kind: 'Memo Type',
  customer_code: 'Customer',
  si_id: 'Invoice',
  memo_date: 'Memo Date',
  amount: 'Amount (VAT Inclusive)',
  reason: 'Reason',
  remarks: 'Remarks',
} as const;

/** Every kind of both types: the form's field takes one, and the type's own list is checked beside it. */
const ALL_KINDS = [...new Set(MEMO_TYPES.flatMap((t) => Object.keys(MEMO_KINDS[t])))] as [MemoKind, ...MemoKind[]];

const customerCode = text({ error: 'Customer is required.' }).trim().min(1, 'Customer is required.').max(40, 'Customer code is not valid.');

export const memoInput = z
  .object({
    memo_type: z.enum(MEMO_TYPES, { error: 'The memo must be a credit or a debit memo.' }),
    memo_kind: z.preprocess(
      (v) => (blank(v) ? undefined : typeof v === 'string' ? v.trim() : v),
      z.enum(ALL_KINDS, { error: (iss) => (iss.input === undefined ? `${MEMO_FIELD_LABELS.memo_kind} is required.` : MEMO_MESSAGES.kindUnknown) }),
    ),
    customer_code: customerCode,
    si_id: z.preprocess(
      (v) => (blank(v) ? undefined : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v),
      id({ error: `${MEMO_FIELD_LABELS.si_id} is required.` }),
    ),
    memo_date: z.preprocess((v) => (blank(v) ? undefined : v), z.string({ error: `${MEMO_FIELD_LABELS.memo_date} is required.` }).pipe(isoDate)),
    amount: requiredMoney(MEMO_FIELD_LABELS.amount).refine((s) => Number(s) > 0, `${MEMO_FIELD_LABELS.amount} must be more than zero.`),
    reason: requiredText(MEMO_FIELD_LABELS.reason, MEMO_LIMITS.reason),
    remarks: optText(MEMO_FIELD_LABELS.remarks, MEMO_LIMITS.remarks),
    /** 1: save and submit for approval in one step; 0: save as draft. */
    submit: flag('Submit', 0),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.memo_type && v.memo_kind && !kindOf(v.memo_type, v.memo_kind)) ctx.addIssue({ code: 'custom', path: ['memo_kind'], message: MEMO_MESSAGES.kindUnknown });
  });
export type MemoInput = z.input<typeof memoInput>;
export type MemoInputOut = z.output<typeof memoInput>;

export const memoIdParams = z.object({ memo_id: id({ error: 'The memo is not valid.' }) }).strict();
export const memoActionBody = z.object({ memo_id: id({ error: 'The memo is not valid.' }), reason: optText('Reason', MEMO_LIMITS.reason).optional() }).strict();
export const memoReturnBody = z
  .object({
    memo_id: id({ error: 'The memo is not valid.' }),
    reason: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), text({ error: MEMO_MESSAGES.returnReason }).min(1, MEMO_MESSAGES.returnReason).max(MEMO_LIMITS.reason, `The reason must be at most ${MEMO_LIMITS.reason} characters.`)),
  })
  .strict();

// ---- What the server answers -----------------------------------------------------------

/** Who did a step and when (ISO timestamp). */
export interface MemoStamp {
  by: string;
  at: string;
}

export interface MemoDetail {
  memo_id: number;
  memo_no: string;
  memo_type: MemoType;
  memo_kind: string;
  customer_code: string;
  customer_name: string;
  si_id: number;
  si_number: string;
  dr_number: string;
  invoice_date: string;
  /** What is owed on the invoice now (all its receivable postings). */
  invoice_balance: string;
  memo_date: string;
  amount: string;
  vat: string;
  net: string;
  /** The kind's offset account: "4021 Sales Discounts". */
  offset_account: string;
  reason: string;
  remarks: string | null;
  status: MemoStatus;
  /** Why it was last returned to its maker or cancelled. */
  decision_reason: string | null;
  /** The journal entry of the approval; null until approved. */
  journal_entry: string | null;
  created: MemoStamp;
  updated: MemoStamp;
  submitted: MemoStamp | null;
  approved: MemoStamp | null;
  returned: MemoStamp | null;
  cancelled: MemoStamp | null;
}

export interface MemoListRow {
  memo_id: number;
  memo_no: string;
  memo_date: string;
  customer_code: string;
  customer_name: string;
  si_number: string;
  memo_kind: string;
  amount: string;
  status: MemoStatus;
  created_by: string;
  updated_at: string;
}

export const memoColumns = columns<MemoListRow>()([
  { key: 'memo_no', header: 'Memo No.', kind: 'text', sortable: true, width: 150 },
  { key: 'memo_date', header: 'Memo Date', kind: 'date', sortable: true, width: 120 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 130 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 240 },
  { key: 'si_number', header: 'SI No.', kind: 'text', sortable: true, width: 130 },
  { key: 'memo_kind', header: 'Memo Type', kind: 'status', labels: MEMO_KIND_LABELS, sortable: true, width: 190 },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'status', header: 'Status', kind: 'status', labels: MEMO_STATUS_NAMES, sortable: true, width: 150 },
  { key: 'created_by', header: 'Prepared By', kind: 'text', sortable: true, width: 170 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);
export const MEMO_DEFAULT_SORT = { order_by: 'memo_no', direction: 'desc' } as const;
export const memoListQuery = pagedQuery(memoColumns, MEMO_DEFAULT_SORT, { search: searchText });

/** An invoice of the customer a memo can name, with what is owed on it now. */
export interface MemoInvoiceOption {
  si_id: number;
  si_number: string;
  dr_number: string;
  invoice_date: string;
  total: string;
  balance: string;
}
export const memoInvoicesQuery = z.object({ customer_code: customerCode, memo_type: z.enum(MEMO_TYPES, { error: 'The memo must be a credit or a debit memo.' }) }).strict();

// ---- Credit Memo Subledger (report kit) -------------------------------------------------

export const SUBLEDGER_MESSAGES = { dates: 'Please select dates!', order: 'Please select correct dates!' } as const;
const reqDate = text({ error: SUBLEDGER_MESSAGES.dates }).trim().min(1, SUBLEDGER_MESSAGES.dates).pipe(isoDate);
const subledgerFilters = {
  customer_code: text().trim().max(40).optional(),
  date_from: reqDate,
  date_to: reqDate,
};
const ordered = (b: { date_from: string; date_to: string }) => b.date_from <= b.date_to;

/** One approved credit memo as the sub-ledger lists it; the running balance is the period's credits up to it (date order). */
export interface CreditMemoLedgerRow {
  memo_id: number;
  memo_date: string;
  memo_no: string;
  customer_code: string;
  customer_name: string;
  si_number: string;
  memo_kind: string;
  reason: string;
  net: string;
  vat: string;
  amount: string;
  running_balance: string;
  journal_entry: string;
}

export const creditMemoLedgerColumns = columns<CreditMemoLedgerRow>()([
  { key: 'memo_date', header: 'Date', kind: 'date', sortable: true, width: 120 },
  { key: 'memo_no', header: 'Memo No.', kind: 'text', width: 150 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', width: 130 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', width: 230 },
  { key: 'si_number', header: 'SI No.', kind: 'text', width: 130 },
  { key: 'memo_kind', header: 'Memo Type', kind: 'status', labels: MEMO_KIND_LABELS, width: 180 },
  { key: 'reason', header: 'Reason', kind: 'text', width: 220 },
  { key: 'net', header: 'Net of VAT', kind: 'money', width: 130 },
  { key: 'vat', header: 'Output VAT', kind: 'money', width: 120 },
  { key: 'amount', header: 'Amount', kind: 'money', width: 130 },
  { key: 'running_balance', header: 'Running Balance', kind: 'money', width: 150 },
  { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 160 },
]);

export const creditMemoLedgerBody = pagedQuery(creditMemoLedgerColumns, { order_by: 'memo_date', direction: 'asc' }, subledgerFilters)
  .strip()
  .refine(ordered, { message: SUBLEDGER_MESSAGES.order, path: ['date_from'] });
export const creditMemoLedgerExportBody = z.object(subledgerFilters).refine(ordered, { message: SUBLEDGER_MESSAGES.order, path: ['date_from'] });
export const creditMemoLedgerTotalsBody = creditMemoLedgerExportBody;

export interface CreditMemoLedgerTotals {
  memos: number;
  net: string;
  vat: string;
  amount: string;
}

export const MEMOS_TAG = 'memos';

export const creditMemoLedgerReport = report<CreditMemoLedgerRow>()({
  title: 'Credit Memo Subledger',
  page: endpoint<CreditMemoLedgerRow[]>()({ method: 'POST', path: '/memos/credit-subledger', body: creditMemoLedgerBody, paged: true, tag: MEMOS_TAG }),
  export: endpoint<string>()({ method: 'POST', path: '/memos/credit-subledger/export', body: creditMemoLedgerExportBody }),
  columns: creditMemoLedgerColumns,
  defaultSort: { order_by: 'memo_date', direction: 'asc' },
  scopes: { view: 'view_memos', export: 'view_memos' },
  totals: ['net', 'vat', 'amount'],
});
export const creditMemoLedgerTotalsEp = endpoint<CreditMemoLedgerTotals>()({ method: 'POST', path: '/memos/credit-subledger/totals', body: creditMemoLedgerTotalsBody, tag: MEMOS_TAG });

// ---- The calls ---------------------------------------------------------------------------

const listOf = <P extends string>(path: P) => endpoint<MemoListRow[]>()({ method: 'GET', path, query: memoListQuery, paged: true, tag: MEMOS_TAG });
export const memoListEps = { credit: listOf('/memos/credit/list/:tab'), debit: listOf('/memos/debit/list/:tab') } as const;

export const showMemoEp = endpoint<MemoDetail>()({ method: 'GET', path: '/memos/show/:memo_id', params: memoIdParams, tag: MEMOS_TAG });
export const createMemoEp = endpoint<MemoDetail>()({ method: 'POST', path: '/memos/create', body: memoInput, form: true, invalidates: [MEMOS_TAG] });
export const updateMemoEp = endpoint<MemoDetail>()({ method: 'POST', path: '/memos/update/:memo_id', params: memoIdParams, body: memoInput, form: true, invalidates: [MEMOS_TAG] });
/** The form's customer search (code or name), for whoever reads or writes memos. */
export interface MemoCustomerOption {
  customer_code: string;
  customer_name: string;
}
export const memoCustomersEp = endpoint<MemoCustomerOption[]>()({ method: 'GET', path: '/memos/customers', query: z.object({ search: searchText }).strict() });
export const memoInvoicesEp = endpoint<MemoInvoiceOption[]>()({ method: 'GET', path: '/memos/invoices', query: memoInvoicesQuery, tag: MEMOS_TAG });

const act = <P extends string, B extends z.ZodType>(path: P, body: B) =>
  endpoint<MemoDetail>()({ method: 'POST', path, body, form: true, invalidates: effectsOf([MEMOS_TAG, 'customer-ar'], 'books', 'eInvoices') });
export const memoActionEps = {
  submit: act('/memos/submit', memoActionBody),
  approve: act('/memos/approve', memoActionBody),
  return: act('/memos/return', memoReturnBody),
  cancel: act('/memos/cancel', memoActionBody),
} as const;
