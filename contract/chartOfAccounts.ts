import { z } from 'zod';
import { id, text } from './envelope';
import { columns, endpoint, pagedQuery, searchText, workflow, type StatusOf } from './kit';
import { optText, requiredText } from './kit/formFields';
import type { Scope } from './scopes';

/**
 * Chart of accounts (spec 002 §7.9, issue 13): the calls at the spec's paths.
 * An account sits in the hierarchy type > group > sub-group > line item >
 * sub-line item and under a header account (parent code); header accounts
 * never take postings. Nobody edits an account directly: a new account or a
 * change is a draft, submitted for approval and applied by someone else's
 * approval (maker ≠ checker), in one transaction with its revision. An
 * account that never took a posting may be deleted (soft: it leaves every
 * list); one with postings can only be deactivated, through a draft.
 */

export const ACCOUNT_TYPES = ['Assets', 'Liabilities', 'Equity', 'Income', 'Expenses'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const NORMAL_SIDE_LABELS = { D: 'Debit', C: 'Credit' } as const;
/** Balance sheet types; the others are income statement accounts. */
export const fsGroupOf = (type: AccountType) => (type === 'Assets' || type === 'Liabilities' || type === 'Equity' ? 'Balance Sheet' : 'Income Statement');

/**
 * Control accounts (issue 25): an account kept by a sub-ledger takes postings
 * only from the modules that keep that sub-ledger, so each sub-ledger always
 * equals its account (aging = 1100, stock report = 1200, payables = 2010...).
 * A journal voucher never posts to one; a payable voucher line may post only
 * to the supplier advances it keeps itself. The chart marks them (kept_by).
 */
export const SUB_LEDGERS = {
  receivables: 'Receivables (sales invoices, collections, memos, returns)',
  checks: 'Post-dated checks (collections)',
  inventory: 'Inventory (receipts, deliveries, adjustments, transfers)',
  payables: 'Trade payables (receiving reports, payable and check vouchers)',
  customerAdvances: 'Customer advances (collections, returns)',
  deposits: 'Unidentified deposits (collections)',
  supplierAdvances: 'Supplier advances (payable vouchers)',
  employeeAdvances: 'Employee cash advances',
  vat: 'VAT (the documents that carry VAT)',
  withholding: 'Withholding tax (collections and payable vouchers)',
} as const;
export type SubLedger = keyof typeof SUB_LEDGERS;
/** The demo chart's control accounts and the sub-ledger keeping each. */
export const CONTROL_ACCOUNTS: Readonly<Record<string, SubLedger>> = {
  '1100': 'receivables',
  '1120': 'checks',
  '1130': 'employeeAdvances',
  '1140': 'supplierAdvances',
  '1141': 'supplierAdvances',
  '1142': 'supplierAdvances',
  '1200': 'inventory',
  '1300': 'vat',
  '1310': 'withholding',
  '2010': 'payables',
  '2031': 'payables',
  '2050': 'customerAdvances',
  '2055': 'deposits',
  '2100': 'vat',
  '2110': 'withholding',
};
export const keptAccountMessage = (code: string, name: string, keptBy: string) =>
  `${code} ${name} is a control account kept by the ${SUB_LEDGERS[keptBy as SubLedger] ?? keptBy} sub-ledger: post to it through that module.`;

export const COA_SCOPES = {
  view: 'view_chart_of_accounts',
  add: 'add_chart_of_account',
  update: 'update_chart_of_account',
  approve: 'approve_chart_of_account',
} as const satisfies Record<string, Scope>;

/** Draft statuses: 0 draft, 1 for approval, 2 approved (applied), 3 rejected (may be edited and submitted again). */
export const coaDraftWorkflow = workflow({
  noun: 'Account draft',
  module: 'Chart of Accounts',
  statuses: { 0: 'Draft', 1: 'For Approval', 2: 'Approved', 3: 'Rejected' },
  tabs: [
    { key: 'drafts', label: 'Drafts', statuses: [0, 3], scope: COA_SCOPES.view },
    { key: 'for-approval', label: 'For Approval', statuses: [1], scope: COA_SCOPES.view },
    { key: 'history', label: 'History', statuses: [0, 1, 2, 3], scope: COA_SCOPES.view },
  ],
  actions: {
    update: { label: 'Save Draft', from: [0, 3], to: 'unchanged', makes: 'edited', ownDraft: true, scope: COA_SCOPES.update, done: 'updated', variant: 'outline-secondary' },
    submit: {
      makes: 'submitted',
      ownDraft: true,
      label: 'Submit for Approval',
      from: [0, 3],
      to: 1,
      scope: COA_SCOPES.update,
      stamp: 'submitted',
      done: 'submitted for approval',
      variant: 'primary',
      confirm: { title: 'Submit for approval?', text: 'Are you sure you want to submit this account draft for approval?' },
    },
    approve: {
      label: 'Approve',
      from: [1],
      to: 2,
      scope: COA_SCOPES.approve,
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Approve account draft?', text: 'Are you sure? The draft is applied to the chart of accounts.' },
    },
    reject: { label: 'Reject', from: [1], to: 3, scope: COA_SCOPES.approve, stamp: 'rejected', reason: 'required', checker: true, done: 'rejected', variant: 'danger' },
  },
});
export type CoaDraftStatus = StatusOf<typeof coaDraftWorkflow>;
export type CoaDraftAction = keyof typeof coaDraftWorkflow.actions;
export const COA_DRAFT_STATUS_NAMES: Readonly<Record<CoaDraftStatus, string>> = coaDraftWorkflow.statuses;
export const COA_DRAFT_TABS = coaDraftWorkflow.tabs.map((t) => t.key) as ('drafts' | 'for-approval' | 'history')[];
export type CoaDraftTab = (typeof COA_DRAFT_TABS)[number];
export const DRAFT_KIND_LABELS = { new: 'New Account', change: 'Change' } as const;

export const COA_MESSAGES = {
  notFound: 'Account not found.',
  draftNotFound: 'Account draft not found.',
  hasPostings: (code: string) => `Account ${code} has postings: it cannot be deleted, only deactivated (through a draft).`,
  openDraft: (code: string, no: string) => `Account ${code} already has an open draft (${no}); change that one instead.`,
  codeTaken: 'Account code already exists.',
  headerWithPostings: (code: string) => `Account ${code} has postings: it cannot become a header account.`,
  parentNotHeader: 'The parent must be an active header account.',
  parentOfType: 'The parent must be of the same account type.',
  parentSelf: 'An account cannot be its own parent.',
  headerHasChildren: (code: string) => `Header ${code} still has accounts under it: move them first.`,
  deleted: 'Account deleted.',
} as const;

// ---- Rows ------------------------------------------------------------------------------------

export interface AccountRow {
  account_id: number;
  account_code: string;
  account_name: string;
  account_type: AccountType;
  account_fs_group: string;
  account_group: string;
  account_sub_group: string;
  account_line_item: string;
  account_sub_line_item: string | null;
  normal_side: 'D' | 'C';
  is_header: boolean;
  parent_code: string | null;
  description: string | null;
  active: boolean;
  /** The sub-ledger keeping a control account (SUB_LEDGERS), null for an account open to every posting module. */
  kept_by?: SubLedger | null;
  /** Whether any journal line names the account (it can then only be deactivated, never deleted). */
  has_postings: boolean;
  /** The open draft (draft or for approval) of the account, if any. */
  open_draft: string | null;
  updated_at: string;
}

export const ACCOUNT_STATUS_LABELS = { true: 'Active', false: 'Inactive' } as const;
export const SUB_LEDGER_LABELS = Object.fromEntries(Object.entries(SUB_LEDGERS).map(([k, v]) => [k, v.replace(/ \(.*\)$/, '')])) as Record<SubLedger, string>;
export const POSTING_LABELS = { true: 'Header', false: 'Posting' } as const;

export const accountColumns = columns<AccountRow>()([
  { key: 'account_code', header: 'Account Code', kind: 'text', sortable: true, width: 130 },
  { key: 'account_name', header: 'Account Name', kind: 'text', sortable: true, width: 320 },
  { key: 'account_type', header: 'Type', kind: 'text', sortable: true, width: 120 },
  { key: 'account_group', header: 'Group', kind: 'text', sortable: true, width: 200 },
  { key: 'account_sub_group', header: 'Sub-Group', kind: 'text', sortable: true, width: 220 },
  { key: 'account_line_item', header: 'Line Item', kind: 'text', sortable: true, width: 200 },
  { key: 'account_sub_line_item', header: 'Sub-Line Item', kind: 'text', width: 160 },
  { key: 'normal_side', header: 'Normal Balance', kind: 'status', labels: NORMAL_SIDE_LABELS, sortable: true, width: 140 },
  { key: 'is_header', header: 'Kind', kind: 'status', labels: POSTING_LABELS, sortable: true, width: 110 },
  { key: 'parent_code', header: 'Parent', kind: 'text', sortable: true, width: 100 },
  { key: 'kept_by', header: 'Control Account Of', kind: 'status', labels: SUB_LEDGER_LABELS, width: 200 },
  { key: 'active', header: 'Status', kind: 'status', labels: ACCOUNT_STATUS_LABELS, sortable: true, width: 110 },
  { key: 'open_draft', header: 'Open Draft', kind: 'text', width: 120, screenOnly: true },
]);
export const ACCOUNT_DEFAULT_SORT = { order_by: 'account_code', direction: 'asc' } as const;

const typeFilter = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(ACCOUNT_TYPES, { error: 'Type must be one of the account types.' }).optional());
const optFilterText = z.preprocess((v) => (v === '' || v === null ? undefined : v), text().trim().max(120).optional());

/** The list's filters (also the export's). */
export const accountFilterShape = {
  search: searchText,
  account_type: typeFilter,
  account_group: optFilterText,
  account_sub_group: optFilterText,
  active: z.enum(['all', 'active', 'inactive'], { error: 'Status must be all, active or inactive.' }).default('all'),
  kind: z.enum(['all', 'posting', 'header'], { error: 'Kind must be all, posting or header.' }).default('all'),
};
export const accountListBody = pagedQuery(accountColumns, ACCOUNT_DEFAULT_SORT, accountFilterShape);
export type AccountListBody = z.input<typeof accountListBody>;
export const accountExportQuery = z
  .object({ ...accountFilterShape, order_by: accountListBody.shape.order_by, direction: accountListBody.shape.direction })
  .strict();

// ---- Drafts ----------------------------------------------------------------------------------

export interface AccountDraftRow {
  draft_id: number;
  draft_no: string;
  kind: 'new' | 'change';
  account_code: string;
  account_name: string;
  account_type: AccountType;
  account_group: string;
  account_sub_group: string;
  account_line_item: string;
  account_sub_line_item: string | null;
  normal_side: 'D' | 'C';
  is_header: boolean;
  parent_code: string | null;
  description: string | null;
  active: boolean;
  remarks: string | null;
  status: CoaDraftStatus;
  reject_reason: string | null;
  created_by: string;
  /** The maker's user id (the checker must be someone else). */
  created_by_id: number;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
  approved_by: string | null;
  approved_at: string | null;
  rejected_by: string | null;
  rejected_at: string | null;
  /** The fields the draft changes, in words ("Account Name: Old → New"); a new account lists none. */
  changes: string;
}

export const accountDraftColumns = columns<AccountDraftRow>()([
  { key: 'draft_no', header: 'Draft No.', kind: 'text', sortable: true, width: 120 },
  { key: 'kind', header: 'Kind', kind: 'status', labels: DRAFT_KIND_LABELS, sortable: true, width: 120 },
  { key: 'account_code', header: 'Account Code', kind: 'text', sortable: true, width: 130 },
  { key: 'account_name', header: 'Account Name', kind: 'text', sortable: true, width: 280 },
  { key: 'changes', header: 'Changes', kind: 'text', width: 360 },
  { key: 'status', header: 'Status', kind: 'status', labels: COA_DRAFT_STATUS_NAMES, sortable: true, width: 130 },
  { key: 'created_by', header: 'Drafted By', kind: 'text', sortable: true, width: 170 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
  { key: 'reject_reason', header: 'Reject Reason', kind: 'text', width: 220 },
]);
export const DRAFT_DEFAULT_SORT = { order_by: 'draft_no', direction: 'desc' } as const;
export const draftListBody = pagedQuery(accountDraftColumns, DRAFT_DEFAULT_SORT, {
  tab: z.enum(COA_DRAFT_TABS, { error: 'Tab must be drafts, for-approval or history.' }).default('drafts'),
  search: searchText,
  account_code: optFilterText,
});

/** What a person reads for each field of an account (form labels, revision history). */
export const ACCOUNT_FIELD_LABELS = {
  account_code: 'Account Code',
  account_name: 'Account Name',
  account_type: 'Type',
  account_group: 'Group',
  account_sub_group: 'Sub-Group',
  account_line_item: 'Line Item',
  account_sub_line_item: 'Sub-Line Item',
  normal_side: 'Normal Balance',
  is_header: 'Header Account (takes no postings)',
  parent_code: 'Parent (Header) Account',
  description: 'Description',
  active: 'Active',
} as const;
export type AccountField = keyof typeof ACCOUNT_FIELD_LABELS;
export const ACCOUNT_FIELDS = Object.keys(ACCOUNT_FIELD_LABELS) as AccountField[];

/** A real boolean (JSON true/false); left out, it takes its default. */
const checkbox = (label: string, fallback: boolean) => z.preprocess((v) => (v === undefined || v === null ? fallback : v), z.boolean({ error: `${label} must be yes or no.` }));

/** The proposed account: every field of it (a change proposes the whole account, so the checker sees what it becomes). */
const draftShape = {
  account_code: requiredText('Account code', 20).regex(/^[0-9A-Za-z][0-9A-Za-z.-]*$/, 'Account code may hold only letters, digits, dots and dashes.'),
  account_name: requiredText('Account name', 150),
  account_type: z.enum(ACCOUNT_TYPES, { error: 'Choose the account type.' }),
  account_group: requiredText('Group', 120),
  account_sub_group: requiredText('Sub-group', 120),
  account_line_item: requiredText('Line item', 120),
  account_sub_line_item: optText('Sub-line item', 120),
  normal_side: z.enum(['D', 'C'], { error: 'Choose the normal balance.' }),
  is_header: checkbox('Header account', false),
  parent_code: optText('Parent account', 20),
  description: optText('Description', 500),
  active: checkbox('Active', true),
  remarks: optText('Remarks', 500),
  /** Submit for approval in the same step. */
  submit: checkbox('Submit', false),
};
const notOwnParent = (v: { parent_code: string | null; account_code: string }, ctx: z.RefinementCtx) => {
  if (v.parent_code && v.parent_code === v.account_code) ctx.addIssue({ code: 'custom', path: ['parent_code'], message: COA_MESSAGES.parentSelf });
};
export const accountDraftInput = z.object(draftShape).strict().superRefine(notOwnParent);
export type AccountDraftInput = z.input<typeof accountDraftInput>;
export type AccountDraftValues = z.output<typeof accountDraftInput>;

/** The store call: a new account, or a change of the account named by id. */
export const storeBody = z
  .object({ ...draftShape, account_id: id({ error: 'The account is not valid.' }).optional() })
  .strict()
  .superRefine(notOwnParent);

export const draftIdParams = z.object({ id: id({ error: 'The draft is not valid.' }) }).strict();
export const accountIdParams = z.object({ id: id({ error: 'The account is not valid.' }) }).strict();

const reasonText = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  text({ error: 'Please give the reason for rejecting.' }).min(1, 'Please give the reason for rejecting.').max(500, 'The reason must be at most 500 characters.'),
);
/** POST /coa/update/status: submit or approve a draft. */
export const draftStatusBody = z
  .object({
    draft_id: id({ error: 'The draft is not valid.' }),
    action: z.enum(['submit', 'approve'], { error: 'Action must be submit or approve.' }),
  })
  .strict();
export const draftRejectBody = z.object({ reason: reasonText }).strict();
export const softDeleteBody = z.object({ account_id: id({ error: 'The account is not valid.' }) }).strict();
export const dropDownBody = z
  .object({
    search: searchText,
    account_type: typeFilter,
    /** Only accounts under this line item (e.g. Cash in Bank). */
    account_line_item: optFilterText,
    limit: z.preprocess((v) => (v === undefined || v === '' ? 100 : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v), z.number({ error: 'Limit must be a whole number.' }).int('Limit must be a whole number.').min(1, 'Limit must be at least 1.').max(500, 'Limit must be at most 500.')),
  })
  .strict();

export interface AccountOptionRow {
  account_code: string;
  account_name: string;
  account_type: AccountType;
  /** "1020 — Cash in Bank - BDO". */
  label: string;
}

export interface AccountDetail {
  account: AccountRow;
  /** Every draft of the account, newest first. */
  drafts: AccountDraftRow[];
  /** Journal lines naming it, and the first and last dates. */
  postings: { line_count: number; first_date: string | null; last_date: string | null };
  /** The accounts right under it (a header). */
  children: { account_code: string; account_name: string; active: boolean }[];
}

// ---- Calls (spec 002 §7.9 paths) -----------------------------------------------------------

export const COA_TAG = 'chart-of-accounts';
export const COA_DRAFTS_TAG = 'chart-of-account-drafts';
const both = [COA_TAG, COA_DRAFTS_TAG];

export const coaListEp = endpoint<AccountRow[]>()({ method: 'POST', path: '/coa/list', body: accountListBody, paged: true, tag: COA_TAG });
/** Creates a draft: a new account, or (with account_id) a change of one. */
export const coaStoreEp = endpoint<AccountDraftRow>()({ method: 'POST', path: '/coa/store', body: storeBody, form: true, invalidates: both });
export const coaDraftListEp = endpoint<AccountDraftRow[]>()({ method: 'POST', path: '/coa/chart-of-account-draft', body: draftListBody, paged: true, tag: COA_DRAFTS_TAG });
export const coaStatusEp = endpoint<AccountDraftRow>()({ method: 'POST', path: '/coa/update/status', body: draftStatusBody, invalidates: both });
export const coaDraftUpdateEp = endpoint<AccountDraftRow>()({ method: 'PUT', path: '/coa/chart-of-account-draft/:id', params: draftIdParams, body: accountDraftInput, form: true, invalidates: both });
export const coaDraftRejectEp = endpoint<AccountDraftRow>()({ method: 'PUT', path: '/coa/chart-of-account-draft-reject/:id', params: draftIdParams, body: draftRejectBody, form: true, invalidates: both });
export const coaSoftDeleteEp = endpoint<string>()({ method: 'POST', path: '/coa/soft-delete', body: softDeleteBody, invalidates: both });
export const coaShowEp = endpoint<AccountDetail>()({ method: 'GET', path: '/coa/show/:id', params: accountIdParams, tag: COA_TAG });
/** Active accounts that take postings (a voucher line's account). */
export const coaDropDownEp = endpoint<AccountOptionRow[]>()({ method: 'POST', path: '/coa/drop-down', body: dropDownBody, tag: COA_TAG });
/** The header accounts (the parent choices of the form). */
export const coaHeaderOptionsEp = endpoint<AccountOptionRow[]>()({ method: 'GET', path: '/coa/headers', tag: COA_TAG });
/** The spec's spelling ("gerenate") is kept: it is the path clients call. */
export const coaExportEp = endpoint<string>()({ method: 'GET', path: '/coa/gerenate-export', query: accountExportQuery });
/** The active cash-in-bank accounts that take postings. */
export const coaCashInBankEp = endpoint<AccountOptionRow[]>()({ method: 'GET', path: '/coa/list/cash-in-bank/dropdown', tag: COA_TAG });
