import { z } from 'zod';
import { id, text } from './envelope';
import { endpoint } from './kit';
import { optText } from './kit/formFields';
import { effectsOf } from './kit/effects';

/**
 * One approver inbox (issue 11): every item the signed-in user may decide
 * now, across the queues (product creations and updates, purchase requests,
 * deals, chart of accounts drafts, treasury requests, memos, stock returns,
 * journal and payable vouchers, inventory adjustments, receipts and
 * transfers, stock, non-asset and asset purchase orders, cash advance limit
 * overrides: server/inbox/sources.ts), oldest first. Each decision runs the queue's own transition on
 * the server (its scope, no self-approval, the legal status), so the inbox
 * can never do what the queue's screen would refuse.
 */
export interface InboxItem {
  /** The queue's key (`purchase-requests`) and the item's id in it. */
  source: string;
  id: number;
  /** The queue as people call it: "Purchase Request". */
  queue: string;
  reference: string;
  summary: string;
  amount: string | null;
  requester: string;
  requested_at: string;
  age_days: number;
  /** The item's own screen. */
  open_path: string;
  /** Whether approving asks for a reason (a cash advance limit override says why). */
  approve_needs_reason: boolean;
  /** Whether declining asks for a reason. */
  decline_needs_reason: boolean;
  /**
   * The words of the decline button of its queue (Decline, Reject, Disapprove);
   * null when the queue has no decline for its checker (a transfer is
   * withdrawn by its requester only): the inbox offers approve only.
   */
  decline_label: string | null;
  /**
   * The approver this item waits for when it reaches the user through a delegation
   * (contract/approvalDelegations.ts): deciding it is deciding "for" them. Absent: the user's own.
   */
  on_behalf_of?: { id: number; name: string } | null;
}

export interface InboxDecision {
  source: string;
  id: number;
  /** The approver it was decided for, when it was (the key it was asked with). */
  on_behalf_of?: number;
  reference: string | null;
  done: boolean;
  /** "Approved." or why it was refused. */
  message: string;
}

export const inboxKey = z.object({ source: text().trim().min(1).max(40), id: id(), on_behalf_of: id().optional() }).strict();

export const inboxActInput = z
  .object({
    items: z.array(inboxKey).min(1, 'Choose at least one item.').max(100, 'At most 100 items at a time.'),
    action: z.enum(['approve', 'decline'], { error: 'Action must be approve or decline.' }),
    reason: optText('Reason', 500),
  })
  .strict();

export const inboxEp = endpoint<InboxItem[]>()({ method: 'GET', path: '/approvals/inbox', tag: 'approval-inbox' });
export const inboxCountEp = endpoint<{ count: number }>()({ method: 'GET', path: '/approvals/inbox/count', tag: 'approval-inbox' });
export const inboxActEp = endpoint<InboxDecision[]>()({
  method: 'POST',
  path: '/approvals/inbox/act',
  body: inboxActInput,
  form: true,
  // What any queue's decision may post: an approved voucher the books, an approved receipt, adjustment or transfer the stock.
  invalidates: effectsOf(
    [
      'approval-inbox', 'purchase-requests', 'treasury-requests', 'customer-deals', 'chart-of-accounts', 'chart-of-account-drafts', 'products', 'product-updates', 'product-approvals',
      'srpf', 'memos', 'journal-vouchers', 'payable-vouchers', 'purchase-orders', 'non-asset-purchase-orders', 'asset-pos', 'inventory-adjustments', 'inventory-receipts',
      'inventory-transfers', 'inventory-transfer-stock', 'cash-advances', 'approval-delegations',
    ],
    'books',
    'stock',
  ),
});
