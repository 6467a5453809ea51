import { type CoaDraftAction } from '../../contract/chartOfAccounts';
import { sql } from '../db/db';
import { type WorkflowStore, stampColumns } from '../kit';
import { DRAFT_ENTITY, applyDraft } from './draftStore';

/*
 * A chart-of-accounts draft's transitions on the workflow kit (contract: coaDraftWorkflow): submit, approve
 * (applies the draft to the chart: applyDraft), reject, cancel. Its writes (insert, update) are draftStore.ts's.
 */

/** The workflow kit's view of the drafts table; the maker is whoever created or submitted the draft. */
export function draftTransitions(checkerId: number): WorkflowStore<CoaDraftAction> {
  return {
    entity: DRAFT_ENTITY,
    table: sql`account_drafts`,
    id: sql`draft_id`,
    status: sql`status`,
    label: sql`draft_no`,
    maker: sql`(CASE WHEN created_by = ${checkerId} THEN created_by ELSE submitted_by END)`,
    creator: sql`created_by`,
    stamps: stampColumns('submitted', 'approved', 'rejected'),
    reasonColumn: sql`reject_reason`,
    touch: (now) => sql`updated_at = ${now}::timestamptz`,
    hooks: { approve: applyDraft },
  };
}
