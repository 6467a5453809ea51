import { z } from 'zod';
import { id, text } from './envelope';
import { columns, endpoint, pagedQuery, workflow, type StatusOf } from './kit';
import { optDate, optText, requiredText } from './kit/formFields';

/**
 * Treasury List of Approvals (spec 002 §2.8, §3.15, §4, §7.5): change
 * requests on collected checks. Credit and collections asks for a check's
 * bank and branch, or its deposit date, to be changed, with a reason;
 * treasury approves (the change is applied to the receipt in the same
 * transaction) or disapproves with a reason. Status 1 approve, 2 decline
 * (spec §9). Nobody decides a request they raised.
 */
export const COLLECTION_TYPES = { TRADE: 'Trade Collection', NON_TRADE: 'Non-Trade Collection' } as const;
export type CollectionType = keyof typeof COLLECTION_TYPES;

export const TREASURY_MESSAGES = {
  loadFailed: { general: 'Unable to load For Approval Data', approved: 'Unable to load Approved Data', declined: 'Unable to load Declined Data' },
  nothingAsked: 'Ask for a change of bank, a change of deposit date, or both.',
  receiptNotFound: 'Receipt not found.',
  notACheck: 'Only a check receipt can have its bank or deposit date changed.',
  bounced: 'A bounced check cannot be changed.',
  dateOnlyOnHand: 'Only a post-dated check still on hand can have its deposit date changed.',
  dateAfterReceipt: 'The new deposit date must be after the receipt date.',
  openRequest: 'This check already has a request waiting for approval.',
  sameBank: 'The new bank and branch are the same as the check\u2019s.',
  sameDate: 'The new deposit date is the same as the check\u2019s.',
  typeMismatch: 'The request is not of this collection type.',
  requested: 'Request sent to treasury for approval.',
} as const;

export const treasuryWorkflow = workflow({
  noun: 'Treasury request',
  module: 'Treasury',
  statuses: { 0: 'For Approval', 1: 'Approved', 2: 'Disapproved' },
  tabs: [
    { key: 'general', label: 'General', statuses: [0], scope: 'view_treasury_approvals' },
    { key: 'approved', label: 'Approved', statuses: [1], scope: 'view_treasury_approvals' },
    { key: 'declined', label: 'Declined', statuses: [2], scope: 'view_treasury_approvals' },
  ],
  actions: {
    approve: {
      label: 'Approve',
      from: [0],
      to: 1,
      scope: 'approve_treasury_request',
      stamp: 'approved',
      checker: true,
      done: 'approved',
      variant: 'success',
      confirm: { title: 'Approve request?', text: 'Are you sure you want to approve this request? The check is changed as asked.' },
    },
    // The spec's status update has no reason: its call takes one when given; the screens and the inbox ask for it (ours).
    disapprove: { label: 'Disapprove', from: [0], to: 2, scope: 'decline_treasury_request', stamp: 'disapproved', reason: 'asked', checker: true, done: 'disapproved', variant: 'danger' },
  },
});
export type TreasuryStatus = StatusOf<typeof treasuryWorkflow>;
export type TreasuryTab = keyof typeof TREASURY_MESSAGES.loadFailed;
export const TREASURY_TABS = treasuryWorkflow.tabs.map((t) => t.key) as TreasuryTab[];

/** A row of the lists (spec 002 §2.8 grid columns). */
export interface TreasuryRequestRow {
  detail_id: number;
  request_no: string;
  requestor_name: string;
  collection_type: CollectionType;
  customer_code: string;
  customer_name: string;
  bank: string | null;
  branch: string | null;
  check_no: string | null;
  amount: string;
  cr_no: string;
  pr_no: string | null;
  date_requested: string;
  reason: string;
  status: TreasuryStatus;
  /** Who approved or disapproved it, and when (null while for approval). */
  decided_by: string | null;
  decided_at: string | null;
  /** The spec's fields (002 §3.15): the approval's and the disapproval's, each null until it happens. */
  date_approved: string | null;
  approved_by: string | null;
  date_disapproved: string | null;
  disapproved_by: string | null;
}

export const treasuryRequestColumns = columns<TreasuryRequestRow>()([
  { key: 'requestor_name', header: 'Requestor', kind: 'text', sortable: true, width: 170 },
  { key: 'collection_type', header: 'Collection Type', kind: 'status', labels: COLLECTION_TYPES, width: 160 },
  { key: 'customer_code', header: 'Customer/Vendor Code', kind: 'text', sortable: true, width: 170 },
  { key: 'customer_name', header: 'Name', kind: 'text', sortable: true, width: 230 },
  { key: 'bank', header: 'Bank', kind: 'text', width: 150 },
  { key: 'branch', header: 'Branch', kind: 'text', width: 130 },
  { key: 'check_no', header: 'Check No.', kind: 'text', width: 120 },
  { key: 'amount', header: 'Amount', kind: 'money', sortable: true, width: 140 },
  { key: 'cr_no', header: 'CR/AR No.', kind: 'text', sortable: true, width: 150 },
  { key: 'pr_no', header: 'PR/SI No.', kind: 'text', width: 160 },
  { key: 'date_requested', header: 'Request Date', kind: 'datetime', sortable: true, width: 170 },
  { key: 'reason', header: 'Reasons', kind: 'text', width: 240 },
  { key: 'decided_by', header: 'Approver/Decliner', kind: 'text', width: 170 },
  { key: 'decided_at', header: 'Date', kind: 'datetime', width: 170 },
]);

export interface TreasuryRequestDetail extends TreasuryRequestRow {
  receipt_id: number;
  receipt_date: string;
  payment_mode: string;
  old_bank: string | null;
  old_branch: string | null;
  old_deposit_date: string | null;
  new_bank: string | null;
  new_branch: string | null;
  change_bank_reason: string | null;
  new_deposit_date: string | null;
  change_deposited_date_reason: string | null;
  disapprove_reason: string | null;
  /** The requester's user id: the screen hides the buttons from them (the server refuses anyway). */
  requested_by_id: number;
}

export const treasuryListQuery = pagedQuery(treasuryRequestColumns, { order_by: 'date_requested', direction: 'asc' }, { search: text().trim().max(100).optional() });

const detailParams = z.object({ detail_id: z.preprocess((v) => (typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : v), id()) }).strict();

/** Status update (spec §7.5): id, status 1 approve or 2 decline, collection_type; a decline carries its reason. */
export const treasuryStatusInput = z
  .object({
    id: id({ error: 'Request is required.' }),
    status: z.union([z.literal(1), z.literal(2)], { error: 'Status must be 1 (approve) or 2 (decline).' }),
    collection_type: z.enum(['TRADE', 'NON_TRADE'], { error: 'Collection type is required.' }),
    reason: optText('Reason', 500),
  })
  .strict();

export const treasuryRequestInput = z
  .object({
    receipt_id: id({ error: 'Receipt is required.' }),
    reason: requiredText('Reason', 500),
    new_bank: optText('New Bank', 80),
    new_branch: optText('New Branch', 80),
    change_bank_reason: optText('Reason for the change of bank', 500),
    // A bank change alone leaves the date input blank: that is no date asked.
    new_deposit_date: optDate.optional(),
    change_deposited_date_reason: optText('Reason for the change of deposit date', 500),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.new_bank && !v.new_deposit_date) ctx.addIssue({ code: 'custom', path: ['new_bank'], message: TREASURY_MESSAGES.nothingAsked });
    if (v.new_bank && !v.change_bank_reason) ctx.addIssue({ code: 'custom', path: ['change_bank_reason'], message: 'Reason for the change of bank is required.' });
    if (v.new_deposit_date && !v.change_deposited_date_reason)
      ctx.addIssue({ code: 'custom', path: ['change_deposited_date_reason'], message: 'Reason for the change of deposit date is required.' });
    if (!v.new_bank && v.new_branch) ctx.addIssue({ code: 'custom', path: ['new_bank'], message: 'New Bank is required with a new branch.' });
  });
export type TreasuryRequestInput = z.input<typeof treasuryRequestInput>;

const TAG = 'treasury-requests';
const INVALIDATES = [TAG, 'collections'] as const;
export const listTreasuryRequestsEp = endpoint<TreasuryRequestRow[]>()({ method: 'GET', path: '/treasury/approvals/list/:tab', query: treasuryListQuery, paged: true, tag: TAG });
export const showTreasuryRequestEp = endpoint<TreasuryRequestDetail>()({ method: 'GET', path: '/treasury/approvals/detail/:detail_id', params: detailParams, tag: TAG });
export const treasuryStatusEp = endpoint<TreasuryRequestDetail>()({ method: 'POST', path: '/treasury/approvals/status', body: treasuryStatusInput, form: true, invalidates: INVALIDATES });
export const createTreasuryRequestEp = endpoint<TreasuryRequestDetail>()({ method: 'POST', path: '/treasury/approvals/request', body: treasuryRequestInput, form: true, invalidates: INVALIDATES });
