import { treasuryWorkflow } from '../../contract/treasuryApprovals';
import { StaleRequest, TREASURY_ENTITY } from './requests';
import { sql, type Db, type SQL } from '../db/db';
import { recordRevision, type WorkflowStore, stampColumns } from '../kit';

/*
 * A treasury request's transitions on the workflow kit (contract: treasuryWorkflow): approve (applies the
 * change of bank or deposit date to the check), disapprove. Raising one is requests.ts's.
 */

export const treasuryStore: WorkflowStore<keyof typeof treasuryWorkflow.actions> = {
  entity: TREASURY_ENTITY,
  table: sql`treasury_requests`,
  id: sql`detail_id`,
  status: sql`status`,
  label: sql`request_no`,
  maker: sql`requested_by`,
  stamps: stampColumns('approved', 'disapproved'),
  reasonColumn: sql`disapprove_reason`,
  hooks: { approve: applyChange },
};

/** Approval applies what was asked to the receipt, and records the receipt's own revision. */
async function applyChange(tx: Db, item: { id: number }, ctx: { user: { id: number }; now: string }): Promise<void> {
  const t = await tx.one<{ receipt_id: number; receipt_no: string; old_bank: string | null; old_branch: string | null; old_deposit_date: string | null; new_bank: string | null; new_branch: string | null; new_deposit_date: string | null }>(sql`
    SELECT t.receipt_id::int, r.receipt_no, r.check_bank AS old_bank, r.check_branch AS old_branch, r.check_date::text AS old_deposit_date,
           t.new_bank, t.new_branch, t.new_deposit_date::text
    FROM treasury_requests t JOIN collection_receipts r ON r.receipt_id = t.receipt_id WHERE t.detail_id = ${item.id} FOR UPDATE OF r`);
  const sets: SQL[] = [];
  const changes = [];
  if (t!.new_bank) {
    sets.push(sql`check_bank = ${t!.new_bank}`, sql`check_branch = ${t!.new_branch}`);
    changes.push({ field: 'check_bank', label: 'Bank', old: t!.old_bank, new: t!.new_bank }, { field: 'check_branch', label: 'Branch', old: t!.old_branch, new: t!.new_branch });
  }
  if (t!.new_deposit_date) {
    sets.push(sql`check_date = ${t!.new_deposit_date}::date`);
    changes.push({ field: 'check_date', label: 'Check Date', old: t!.old_deposit_date, new: t!.new_deposit_date });
  }
  // A post-dated check changes only while on hand: the date it is deposited moves, nothing is posted yet.
  const done = await tx.one(sql`UPDATE collection_receipts SET ${sql.join(sets, sql`, `)}
    WHERE receipt_id = ${t!.receipt_id} AND status <> 'BOUNCED' ${t!.new_deposit_date ? sql`AND status = 'PDC'` : sql``} RETURNING 1`);
  if (!done) throw new StaleRequest();
  await recordRevision(tx, {
    entity: 'collection_receipts',
    entityId: t!.receipt_id,
    action: 'changed by treasury approval',
    userId: ctx.user.id,
    at: ctx.now,
    changes,
    module: 'Collections',
    reference: t!.receipt_no,
  });
}
