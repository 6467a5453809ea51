import { adjustmentWorkflow } from '../../contract/inventoryAdjustments';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { stampColumns, transitionOrRefuse, type WorkflowStore } from '../kit';
import { postAdjustment } from './posting';
import type { ActionOf } from '../../contract/kit';

/*
 * An inventory adjustment's transitions on the workflow kit (contract: adjustmentWorkflow): submit, approve
 * (posts the stock and the books), decline, cancel. Its writes (save, detail) are store.ts's.
 */
export type AdjustmentAction = ActionOf<typeof adjustmentWorkflow>;
export const ENTITY = 'inventory_adjustments';

/**
 * The transitions of one checker: the maker is whoever wrote or submitted the adjustment (maker ≠ checker, also for
 * the admin); approval posts the stock and the books in the same transaction (posting.ts).
 */
export const adjustmentStore = (checkerId: number): WorkflowStore<AdjustmentAction> => ({
  entity: ENTITY,
  table: sql`inventory_adjustments`,
  id: sql`adjustment_id`,
  status: sql`status`,
  label: sql`adjustment_no`,
  maker: sql`(CASE WHEN ${checkerId}::int IN (created_by, COALESCE(submitted_by, 0)) THEN ${checkerId}::int ELSE created_by END)`,
  creator: sql`created_by`,
  stamps: stampColumns('submitted', 'approved', 'declined'),
  reasonColumn: sql`decline_reason`,
  touch: (now) => sql`updated_at = ${now}::timestamptz`,
  hooks: { approve: (tx, item) => postAdjustment(tx, item.id) },
});

/** Runs one action; a refusal (wrong status, the maker checking, not enough stock) is thrown as Refused. */
export async function transition(tx: Db, action: AdjustmentAction, id: number, user: AuthUser, now: string, reason: string | null = null): Promise<void> {
  await transitionOrRefuse(tx, adjustmentWorkflow, adjustmentStore(user.id), action, id, { user, now, reason });
}
