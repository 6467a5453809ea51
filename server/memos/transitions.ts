import { type MemoAction } from '../../contract/memos';
import { sql } from '../db/db';
import { type WorkflowStore, stampColumns } from '../kit';
import { postMemo } from './posting';
import { MEMO_ENTITY } from './memoStore';

/*
 * A memo's transitions on the workflow kit (contract: memoWorkflows): submit, approve (posts the memo),
 * return, cancel. Its writes (insert, update) are memoStore.ts's.
 */

/**
 * Where the memo workflow's transitions write, for the user running one.
 * Maker ≠ checker covers the one who wrote the memo and the one who
 * submitted it. Approval posts the memo (posting.ts) in the same transaction.
 */
export function memoTransitions(checkerId: number, today: string): WorkflowStore<MemoAction> {
  return {
    entity: MEMO_ENTITY,
    table: sql`memos`,
    id: sql`memo_id`,
    status: sql`status`,
    label: sql`memo_no`,
    maker: sql`(CASE WHEN created_by = ${checkerId} THEN created_by ELSE submitted_by END)`,
    creator: sql`created_by`,
    stamps: stampColumns('submitted', 'approved', 'returned', 'cancelled'),
    reasonColumn: sql`decision_reason`,
    touch: (now) => sql`updated_by = ${checkerId}, updated_at = ${now}::timestamptz`,
    hooks: { approve: (tx, item, ctx) => postMemo(tx, item.id, today, ctx.now) },
  };
}
