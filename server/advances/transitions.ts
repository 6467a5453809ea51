import { ADVANCE_MESSAGES as M, cashAdvanceWorkflow } from '../../contract/advances';
import type { ActionOf } from '../../contract/kit';
import { sql, type Db } from '../db/db';
import { transitionOrRefuse, type TransitionContext, type WorkflowStore, stampColumns } from '../kit';

/**
 * A cash advance's decisions on the workflow kit (contract: cashAdvanceWorkflow):
 * the approval (only once a request over the limit is overridden), the limit
 * override with its reason, and the cancel; each is one guarded UPDATE with
 * its revision, and the checker's never by the requester.
 */
export type CaAction = ActionOf<typeof cashAdvanceWorkflow>;

export const CA_STORE: WorkflowStore<CaAction> = {
  entity: 'cash_advances',
  table: sql`cash_advances`,
  id: sql`cash_advance_id`,
  status: sql`status`,
  label: sql`ca_no`,
  maker: sql`requested_by`,
  stamps: stampColumns('approved', 'override'),
  reasonColumn: { override: sql`override_reason`, cancel: sql`reason` },
  touch: (now) => sql`updated_at = ${now}::timestamptz`,
  guards: {
    approve: () => sql`(NOT over_limit OR override_by IS NOT NULL)`,
    override: () => sql`over_limit AND override_by IS NULL`,
  },
  guardRefusal: {
    approve: async () => M.needsOverride,
    override: async () => M.notOverLimit,
  },
  hooks: {
    override: async (_tx, _item, ctx) => [{ field: 'override', label: 'Limit Override', old: null, new: ctx.reason?.trim() ?? null }],
  },
};

/** One decision on cash advance `id`: its id, or the refusal thrown (the caller's transaction rolls back). */
export const decideCa = (db: Db, action: CaAction, id: number, ctx: TransitionContext): Promise<number> =>
  transitionOrRefuse(db, cashAdvanceWorkflow, CA_STORE, action, id, ctx);
