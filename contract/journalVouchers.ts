import { z } from 'zod';
import { amountOfCentavos, centavosOf } from './kit/centavos';
import { id, isoDate, text } from './envelope';
import { columns, endpoint, pagedQuery, searchText, workflow, type StatusOf, type TabKeyOf } from './kit';
import { amountText, blank, money, normaliseDecimal, optId, optText, requiredText } from './kit/formFields';
import type { Scope } from './scopes';
import { effectsOf } from './kit/effects';

/**
 * Journal vouchers (issue 13; spec 002 §7.10 names the calls only). A JV is
 * written as a draft, submitted, and approved by someone else (maker ≠
 * checker); the approval posts ONE balanced entry (module JV) to the books in
 * the same transaction. The approver may return it to the maker with a
 * reason; the maker may cancel a draft or a returned one. An approved JV is
 * never edited: a reversing voucher (debits and credits swapped, linked to
 * it) is written instead.
 *
 * Our choices where the spec is silent: drafts may be unbalanced (work in
 * progress); submit needs at least two lines and debits = credits to the
 * centavo. Every line's account must be one the user may post to on a JV
 * (COA permissions, module 99).
 */

export const JV_SCOPES = {
  view: 'view_journal_vouchers',
  create: 'create_journal_voucher',
  approve: 'approve_journal_voucher',
} as const satisfies Record<string, Scope>;

export const JV_COA_MODULE = 99;

export const jvWorkflow = workflow({
  noun: 'Journal voucher',
  module: 'Journal Voucher',
  statuses: { 0: 'Draft', 1: 'For Approval', 2: 'Approved', 3: 'Returned to Maker', 4: 'Cancelled' },
  tabs: [
    { key: 'draft', label: 'Draft', statuses: [0], scope: JV_SCOPES.view, ownDrafts: true },
    { key: 'for-approval', label: 'For Approval', statuses: [1], scope: JV_SCOPES.view },
    { key: 'approved', label: 'Approved', statuses: [2], scope: JV_SCOPES.view },
    { key: 'returned', label: 'Returned to Maker', statuses: [3], scope: JV_SCOPES.view, ownDrafts: true },
    { key: 'cancelled', label: 'Cancelled', statuses: [4], scope: JV_SCOPES.view },
  ],
  actions: {
    submit: {
      makes: 'submitted',
      ownDraft: true,
      label: 'Submit for Approval',
      from: [0, 3],
      to: 1,
      scope: JV_SCOPES.create,
      stamp: 'submitted',
      done: 'submitted for approval',
      variant: 'primary',
      confirm: { title: 'Submit journal voucher?', text: 'Are you sure you want to submit this journal voucher for approval?' },
    },
    approve: {
      label: 'Approve',
      from: [1],
      to: 2,
      scope: JV_SCOPES.approve,
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Approve journal voucher?', text: 'Approving posts this journal voucher to the books. It cannot be edited afterwards, only reversed.' },
    },
    return: { label: 'Return to Maker', from: [1], to: 3, scope: JV_SCOPES.approve, stamp: 'returned', reason: 'required', checker: true, done: 'returned to maker', variant: 'warning' },
    cancel: {
      label: 'Cancel Voucher',
      ownDraft: true,
      from: [0, 3],
      to: 4,
      scope: JV_SCOPES.create,
      stamp: 'cancelled',
      done: 'cancelled',
      variant: 'outline-danger',
      confirm: { title: 'Cancel journal voucher?', text: 'A cancelled journal voucher cannot be submitted again.' },
    },
  },
});
export type JvStatus = StatusOf<typeof jvWorkflow>;
export type JvTab = TabKeyOf<typeof jvWorkflow>;
export type JvAction = keyof typeof jvWorkflow.actions;
export const JV_TABS = jvWorkflow.tabs.map((t) => t.key) as JvTab[];
export const JV_ACTIONS = ['submit', 'approve', 'return', 'cancel'] as const satisfies readonly JvAction[];

export const JV_MESSAGES = {
  bothSides: 'A line is either a debit or a credit, not both.',
  noAmount: 'Enter a debit or a credit.',
  twoLines: 'A journal voucher needs at least two lines.',
  totalTooLarge: (side: 'debit' | 'credit') => `The total ${side} must not be more than 99,999,999,999,999.99.`,
  unbalanced: (debit: string, credit: string) => `Debits (${debit}) and credits (${credit}) must balance before the voucher is submitted.`,
  accountNotAllowed: (code: string) => `You may not post to account ${code} on a journal voucher.`,
  accountUnknown: (code: string) => `Account ${code} does not take postings.`,
  setupUnknown: (what: string) => `${what} is not active.`,
  notEditable: (no: string, status: string) => `Journal voucher ${no} is ${status}; only a draft or a returned voucher can be edited.`,
  notApproved: (no: string) => `Journal voucher ${no} is not approved; only an approved voucher can be reversed.`,
  alreadyReversed: (no: string, by: string) => `Journal voucher ${no} is already reversed by ${by}.`,
  reversalDate: (date: string) => `The reversal cannot be dated before the voucher (${date}).`,
} as const;

/** Whole centavos of an amount and back (the kit's, under the names the voucher screens use). */
export const jvCents = centavosOf;
export const jvPesos = amountOfCentavos;

/** The totals of lines and whether they balance (the form and the server judge alike). */
export function jvTotals(lines: readonly { debit: string; credit: string }[]): { debit: string; credit: string; difference: string; balanced: boolean } {
  const d = lines.reduce((s, l) => s + jvCents(l.debit || '0'), 0);
  const c = lines.reduce((s, l) => s + jvCents(l.credit || '0'), 0);
  return { debit: jvPesos(d), credit: jvPesos(c), difference: jvPesos(d - c), balanced: d === c && d > 0 };
}

export const JV_LIMITS = { lines: 200 } as const;

/** The most a voucher's total holds (numeric(16, 2)), in centavos. */
const JV_MAX_TOTAL_CENTS = 9_999_999_999_999_999n;
/** Centavos of a validated amount, exactly (200 lines of 12 digits pass what a JS number counts exactly). */
const exactCents = (amount: unknown): bigint => {
  // A line that failed its own checks is already refused; it adds nothing here.
  const m = typeof amount === 'string' ? /^(\d+)(?:\.(\d{0,2}))?$/.exec(amount) : null;
  return m ? BigInt(m[1]) * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : 0n;
};

export const jvLineInput = z
  .object({
    account_code: requiredText('Account', 20),
    cost_center_id: optId('Cost Center'),
    program_id: optId('Program / Project'),
    division_id: optId('Division'),
    description: optText('Description', 300),
    /** Sent on every line ('' on a credit line): a blank is 0.00, a missing key is refused. */
    debit: z.preprocess(
      (v) => (v === undefined ? v : blank(v) ? '0' : amountText(v)),
      z
        .string({ error: 'Debit must be an amount.' })
        .regex(/^\d{1,12}(\.\d{0,2})?$/, 'Debit must be a non-negative amount with at most 2 decimals.')
        .transform((s) => normaliseDecimal(s, 2)),
    ),
    credit: money('Credit'),
  })
  .strict()
  .superRefine((l, ctx) => {
    const d = jvCents(l.debit);
    const c = jvCents(l.credit);
    if (d > 0 && c > 0) ctx.addIssue({ code: 'custom', path: ['credit'], message: JV_MESSAGES.bothSides });
    else if (d === 0 && c === 0) ctx.addIssue({ code: 'custom', path: ['debit'], message: JV_MESSAGES.noAmount });
  });
export type JvLineInput = z.input<typeof jvLineInput>;

export const jvInput = z
  .object({
    jv_date: isoDate,
    particulars: requiredText('Particulars', 500),
    reference: optText('Reference', 100),
    lines: z
      .array(jvLineInput, { error: 'Add the lines of the voucher.' })
      .min(1, 'Add the lines of the voucher.')
      .max(JV_LIMITS.lines, `At most ${JV_LIMITS.lines} lines in one voucher.`),
    /** Submit for approval at once (then the voucher must balance). */
    submit: z.boolean().default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    // A voucher's totals are kept in numeric(16, 2): summed exactly (BigInt centavos), never past what the column holds.
    for (const side of ['debit', 'credit'] as const)
      if ((Array.isArray(v.lines) ? v.lines : []).reduce((sum, l) => sum + exactCents(l?.[side]), 0n) > JV_MAX_TOTAL_CENTS) ctx.addIssue({ code: 'custom', path: ['lines'], message: JV_MESSAGES.totalTooLarge(side) });
    if (!v.submit) return;
    if (v.lines.length < 2) ctx.addIssue({ code: 'custom', path: ['lines'], message: JV_MESSAGES.twoLines });
    const t = jvTotals(v.lines);
    if (v.lines.length >= 2 && !t.balanced) ctx.addIssue({ code: 'custom', path: ['lines'], message: JV_MESSAGES.unbalanced(t.debit, t.credit) });
  });
export type JvInput = z.input<typeof jvInput>;

export const jvIdParams = z.object({ jv_id: id({ error: 'The journal voucher is not valid.' }) }).strict();
export const jvActionParams = z
  .object({
    jv_id: id({ error: 'The journal voucher is not valid.' }),
    action: z.enum(JV_ACTIONS, { error: 'The action is not valid.' }),
  })
  .strict();
export const jvActionBody = z.object({ reason: optText('Reason', 500) }).strict();
export const jvReverseBody = z.object({ jv_date: isoDate, particulars: optText('Particulars', 500) }).strict();

// ---- Reading ------------------------------------------------------------------------------------

export interface JvRow {
  jv_id: number;
  jv_no: string;
  jv_date: string;
  particulars: string;
  reference: string | null;
  status: JvStatus;
  total_debit: string;
  total_credit: string;
  journal_entry: string | null;
  reverses_no: string | null;
  created_by: string | null;
  created_at: string;
}

export interface JvLine {
  line_no: number;
  account_code: string;
  account_name: string;
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

export interface JvDetail extends JvRow {
  lines: JvLine[];
  reverses_jv_id: number | null;
  reversed_by: { jv_id: number; jv_no: string; status: JvStatus }[];
  created_by_id: number;
  submitted_by: string | null;
  submitted_by_id: number | null;
  submitted_at: string | null;
  approved_by: string | null;
  approved_at: string | null;
  returned_by: string | null;
  returned_at: string | null;
  return_reason: string | null;
  cancelled_by: string | null;
  cancelled_at: string | null;
}

export interface JvOptions {
  accounts: { account_code: string; account_name: string }[];
  cost_centers: { id: number; label: string }[];
  programs: { id: number; label: string }[];
  divisions: { id: number; label: string }[];
}

export const jvColumns = columns<JvRow>()([
  { key: 'jv_no', header: 'JV No.', kind: 'text', sortable: true, width: 150 },
  { key: 'jv_date', header: 'Date', kind: 'date', sortable: true, width: 110 },
  { key: 'particulars', header: 'Particulars', kind: 'text', width: 280 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 140 },
  { key: 'total_debit', header: 'Total Debit', kind: 'money', sortable: true, width: 140 },
  { key: 'total_credit', header: 'Total Credit', kind: 'money', width: 140 },
  { key: 'status', header: 'Status', kind: 'status', labels: jvWorkflow.statuses, sortable: true, width: 140 },
  { key: 'journal_entry', header: 'Journal Entry', kind: 'text', width: 160 },
  { key: 'reverses_no', header: 'Reverses', kind: 'text', width: 150 },
  { key: 'created_by', header: 'Prepared By', kind: 'text', width: 140 },
]);
export const JV_DEFAULT_SORT = { order_by: 'jv_date', direction: 'desc' } as const;
export const jvQueueQuery = pagedQuery(jvColumns, JV_DEFAULT_SORT, { search: searchText });
export const jvAllQuery = pagedQuery(jvColumns, JV_DEFAULT_SORT, {
  search: searchText,
  status: z.preprocess((v) => (v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v), z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: 'Status is not valid.' }).optional()),
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  account_code: text().trim().max(20).optional(),
});
export const jvExportQuery = jvAllQuery.omit({ page: true, page_size: true });

// ---- The calls ---------------------------------------------------------------------------

export const JV_TAG = 'journal-vouchers';

export const listJvQueueEp = endpoint<JvRow[]>()({ method: 'GET', path: '/journal-voucher/list/:tab', query: jvQueueQuery, paged: true, tag: JV_TAG });
export const listJvAllEp = endpoint<JvRow[]>()({ method: 'GET', path: '/journal-voucher/all', query: jvAllQuery, paged: true, tag: JV_TAG });
/** The list as an XLSX file: answers the download link. */
export const exportJvEp = endpoint<string>()({ method: 'POST', path: '/journal-voucher/export', body: jvExportQuery });
export const showJvEp = endpoint<JvDetail>()({ method: 'GET', path: '/journal-voucher/show/:jv_id', params: jvIdParams, tag: JV_TAG });
export const jvOptionsEp = endpoint<JvOptions>()({ method: 'GET', path: '/journal-voucher/dropdowns', tag: 'journal-voucher-options' });
export const storeJvEp = endpoint<JvDetail>()({ method: 'POST', path: '/journal-voucher/store', body: jvInput, form: true, invalidates: [JV_TAG] });
export const updateJvEp = endpoint<JvDetail>()({ method: 'POST', path: '/journal-voucher/update/:jv_id', params: jvIdParams, body: jvInput, form: true, invalidates: [JV_TAG] });
export const jvActionEp = endpoint<JvDetail>()({ method: 'POST', path: '/journal-voucher/action/:jv_id/:action', params: jvActionParams, body: jvActionBody, invalidates: effectsOf([JV_TAG], 'books') });
export const reverseJvEp = endpoint<JvDetail>()({ method: 'POST', path: '/journal-voucher/reverse/:jv_id', params: jvIdParams, body: jvReverseBody, form: true, invalidates: [JV_TAG] });
