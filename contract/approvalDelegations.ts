import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { endpoint } from './kit';
import { optText } from './kit/formFields';

/**
 * Delegation of approvals (issue 24): an approver away names a substitute for
 * a date range (Manila dates, both ends included). While it runs, what waits
 * for the approver waits for the substitute too, at once; after its last day
 * it stops by itself. The substitute decides with the approver's authority,
 * never on what either of them made, and every decision is recorded as
 * "B for A" (the revision history, the PO level signature). A delegation that
 * would close a circle (A to B while B delegates to A, or through others, on
 * overlapping days) is refused, and so is a second one of the same approver
 * on overlapping days. Substitutes do not pass on what they were given.
 */
export type DelegationState = 'scheduled' | 'running' | 'ended' | 'revoked';

export const DELEGATION_STATES: Readonly<Record<DelegationState, string>> = {
  scheduled: 'Scheduled',
  running: 'Running',
  ended: 'Ended',
  revoked: 'Revoked',
};

export interface DelegationRow {
  delegation_id: number;
  delegator_id: number;
  delegator_name: string;
  substitute_id: number;
  substitute_name: string;
  starts_on: string;
  ends_on: string;
  reason: string | null;
  state: DelegationState;
  /** The signed-in user gave it (may revoke it) or received it. */
  given_by_you: boolean;
}

export interface DelegateOption {
  user_id: number;
  name: string;
  username: string;
}

export const DELEGATION_MESSAGES = {
  endBeforeStart: 'End Date must not be before the Start Date.',
  startPast: 'Start Date must not be in the past.',
  self: 'Choose someone other than yourself.',
  substituteUnknown: 'Choose an active user as the substitute.',
  nothingToDelegate: 'You decide no approvals, so there is nothing to delegate.',
  overlaps: (from: string, to: string, who: string) => `You already delegate to ${who} from ${from} to ${to}; revoke it first or choose other days.`,
  circle: (who: string) => `${who} delegates to you (or through others) on some of these days: a delegation may not go round in a circle.`,
  notYours: 'Only the approver who gave a delegation may revoke it.',
  over: 'This delegation has ended or was revoked already.',
  notFound: 'Delegation not found.',
} as const;

export const delegationInput = z
  .object({
    substitute_id: id({ error: 'Substitute is required.' }),
    starts_on: isoDate,
    ends_on: isoDate,
    reason: optText('Reason', 300),
  })
  .strict()
  .refine((v) => v.ends_on >= v.starts_on, { message: DELEGATION_MESSAGES.endBeforeStart, path: ['ends_on'] });

export const delegationIdParams = z.object({ delegation_id: id() }).strict();
export const delegateSearch = z.object({ search: text().trim().max(100).optional() }).strict();

const TAG = 'approval-delegations';
export const listDelegationsEp = endpoint<DelegationRow[]>()({ method: 'GET', path: '/approvals/delegations', tag: TAG });
export const createDelegationEp = endpoint<DelegationRow>()({ method: 'POST', path: '/approvals/delegations', body: delegationInput, form: true, invalidates: [TAG, 'approval-inbox'] });
export const revokeDelegationEp = endpoint<DelegationRow>()({
  method: 'POST',
  path: '/approvals/delegations/:delegation_id/revoke',
  params: delegationIdParams,
  invalidates: [TAG, 'approval-inbox'],
});
export const delegateOptionsEp = endpoint<DelegateOption[]>()({ method: 'GET', path: '/approvals/delegations/substitutes', query: delegateSearch });
