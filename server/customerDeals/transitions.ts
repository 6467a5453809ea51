import { type DealAction } from '../../contract/customerDeals';
import { sql } from '../db/db';
import { type WorkflowStore, stampColumns } from '../kit';
import { applyDeal } from './applyDeal';
import { DEAL_ENTITY } from './dealStore';

/*
 * A deal's transitions on the workflow kit (contract: dealWorkflow): submit, approve (applies the deal),
 * decline, cancel. Its writes (insert, update) are dealStore.ts's.
 */

/**
 * Where the deal workflow's transitions (server/kit/workflow.ts) write, for
 * the user running one. Maker ≠ checker covers both the one who drafted the
 * deal and the one who submitted it: the maker expression is the checker's
 * own id when they did either. An approval applies the deal (applyDeal).
 */
export function dealTransitions(checkerId: number): WorkflowStore<DealAction> {
  return {
    entity: DEAL_ENTITY,
    table: sql`customer_discount_batches`,
    id: sql`customer_discount_batch_hdr_id`,
    status: sql`status`,
    label: sql`batch_no`,
    maker: sql`(CASE WHEN created_by = ${checkerId} THEN created_by ELSE submitted_by END)`,
    creator: sql`created_by`,
    stamps: stampColumns('submitted', 'approved', 'declined'),
    reasonColumn: sql`decline_reason`,
    hooks: { approve: applyDeal },
  };
}
