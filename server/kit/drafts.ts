import { Codes } from '../../contract';
import type { Scope } from '../../contract/scopes';
import { holdsAny, type AuthUser } from '../auth/users';
import { sql, type SQL } from '../db/db';
import type { Answer } from '../http/answer';
import { Refused } from './refused';

/**
 * Drafts belong to their maker (issue 24): a document not yet sent for
 * approval (or returned to its maker) is read and changed by whoever created
 * it, and by nobody else without this scope. Whoever changes it under the
 * scope becomes one of its makers (their revision says so), so they never
 * check it either.
 */
export const OTHERS_DRAFTS: Scope = 'edit_others_drafts';

/** The user holds the scope (the demo seed acts as users without a session: no scopes). */
const holdsOthersDrafts = (user: AuthUser): boolean => Boolean(user.scopes) && holdsAny(user, [OTHERS_DRAFTS]);

/** Whether `user` may read or change a draft `createdBy` made. */
export const mayTouchDraft = (user: AuthUser, createdBy: number | string | null | undefined): boolean =>
  createdBy === null || createdBy === undefined || Number(createdBy) === user.id || holdsOthersDrafts(user);

/** The refusal of someone else's draft. */
export const othersDraft = (noun: string, label: string): Answer => ({
  status: 403,
  code: Codes.FORBIDDEN,
  result: [`${noun} ${label} is a draft of another user; only its maker may open or change it.`],
});

/** Refuses (throws, so a transaction rolls back) when `user` may not touch the draft. */
export function assertOwnDraft(user: AuthUser, draft: { createdBy: number | string | null | undefined; noun: string; label: string }): void {
  if (!mayTouchDraft(user, draft.createdBy)) throw new Refused(othersDraft(draft.noun, draft.label));
}

/** SQL over a list of drafts: the user's own, or all of them with the scope. */
export const ownDrafts = (user: AuthUser, createdBy: SQL): SQL => (holdsOthersDrafts(user) ? sql`TRUE` : sql`${createdBy} = ${user.id}`);
