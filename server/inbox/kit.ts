import type { WorkflowDef, WorkflowStatus } from '../../contract/kit';
import type { Scope } from '../../contract/scopes';
import type { AuthUser } from '../auth/users';
import { sql, type Db, type SQL } from '../db/db';
import type { Answer } from '../http/answer';
import { runTransition, type TransitionContext, type WorkflowStore } from '../kit';

/**
 * The queues the approver inbox gathers. Each says who may approve and
 * decline, how the decline is worded, one SELECT of what waits in it:
 *   id, reference, summary, amount (text or null), maker (user id),
 *   requester (name), requested_at (timestamptz)
 * and how one decision runs: through the queue's own transition, so a
 * decision here is the same one its own screen makes, with the same hooks.
 * A queue on the workflow kit joins with `workflowSource`; one with its own
 * decision functions (payable vouchers) spells `decide` out.
 */
export interface InboxSource {
  key: string;
  queue: string;
  /** What the answers call an item ("Payable voucher"). */
  noun: string;
  /** The revision history's entity of its documents: their makers (document_makers) never see them here. */
  entity: string;
  /** decline null: the checker has no decline in this queue (only the maker withdraws), so the inbox offers approve only. */
  scopes: { approve: Scope; decline: Scope | null };
  /** The decline button's words, and whether it asks a reason; null when there is no decline. */
  decline: { label: string; needsReason: boolean } | null;
  /** The queue's own approval takes a reason (a limit override says why). */
  approveNeedsReason?: boolean;
  /** The past tense of each decision, for the answers ("approved", "returned to the maker"). */
  done: { approve: string; decline: string };
  pending: SQL;
  /**
   * When a document has more makers than the one `maker` column names (a PO's
   * requester, creator and editor), the condition over the pending row `q`
   * that it is not the viewer's: the inbox never offers what its own screen refuses.
   */
  notMadeBy?: (userId: number) => SQL;
  /** The condition over `q` that `userId`'s authority reaches the item (a PO level's limit); the checker's, not a substitute's. */
  withinAuthorityOf?: (userId: number) => SQL;
  openPath: (item: { id: number; reference: string }) => string;
  /** The item's document number, or null when there is no such item. */
  reference: (db: Db, id: number, ctx: TransitionContext) => Promise<string | null>;
  /** One decision, in its own transaction: done, or the queue's refusal (thrown refusals carry their answer). */
  decide: (db: Db, action: 'approve' | 'decline', id: number, ctx: TransitionContext) => Promise<{ done: true } | { done: false; answer: Answer }>;
}

const STAND_IN = { id: 0 } as AuthUser;

/**
 * A queue on the workflow kit: its scopes, words and decisions are its
 * workflow's; its store is the checker's. Without `decline` the inbox offers
 * approve only (the queue's other way out is not the checker's to take).
 */
export function workflowSource(w: {
  key: string;
  queue: string;
  workflow: WorkflowDef<WorkflowStatus, string>;
  /** What the inbox's answers call an item, when not the workflow's noun ("Cash advance limit" for an override). */
  noun?: string;
  store: (checker: AuthUser, now: string) => WorkflowStore<string>;
  approve: string;
  decline?: string;
  pending: SQL;
  openPath: InboxSource['openPath'];
}): InboxSource {
  const approve = w.workflow.actions[w.approve];
  const decline = w.decline ? w.workflow.actions[w.decline] : null;
  // The store's table, entity and maker columns do not depend on the checker: a stand-in asks for them.
  const shape = w.store(STAND_IN, new Date(0).toISOString());
  const madeBy = shape.madeBy;
  return {
    key: w.key,
    queue: w.queue,
    noun: w.noun ?? w.workflow.noun,
    entity: shape.entity,
    // Makers the row itself names beyond `maker` (a receipt's inspector) never see it either.
    notMadeBy: madeBy && ((userId) => sql`NOT EXISTS (SELECT 1 FROM ${shape.table} WHERE ${shape.id} = q.id AND (${madeBy(userId)}))`),
    scopes: { approve: approve.scope, decline: decline?.scope ?? null },
    decline: decline && { label: decline.label, needsReason: decline.reason === 'required' || decline.reason === 'asked' },
    approveNeedsReason: approve.reason === 'required' || approve.reason === 'asked',
    done: { approve: approve.done, decline: decline?.done ?? '' },
    pending: w.pending,
    openPath: w.openPath,
    reference: async (db, id, ctx) => {
      const store = w.store(ctx.user, ctx.now);
      return (await db.one<{ label: string }>(sql`SELECT ${store.label} AS label FROM ${store.table} WHERE ${store.id} = ${id}`))?.label ?? null;
    },
    decide: (db, action, id, ctx) => runTransition(db, w.workflow, w.store(ctx.user, ctx.now), action === 'approve' ? w.approve : w.decline!, id, ctx),
  };
}

/** A user's name as the inbox shows the requester, over a `users` row named `alias`. */
export const requester = (alias: string) => sql.raw(`COALESCE(NULLIF(trim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''), ${alias}.username)`);

/** The document number of one row, or null. */
export const referenceOf = (table: SQL, id: SQL, label: SQL) => async (db: Db, key: number) =>
  (await db.one<{ label: string }>(sql`SELECT ${label} AS label FROM ${table} WHERE ${id} = ${key}`))?.label ?? null;
