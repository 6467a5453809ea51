import { type CoaDraftAction } from '../../contract/chartOfAccounts';
import { sql } from '../db/db';
import { type WorkflowStore } from '../kit';
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
    stamps: {
      submitted: { by: sql`submitted_by`, at: sql`submitted_at` },
      approved: { by: sql`approved_by`, at: sql`approved_at` },
      rejected: { by: sql`rejected_by`, at: sql`rejected_at` },
    },
    reasonColumn: sql`reject_reason`,
    touch: (now) => sql`updated_at = ${now}::timestamptz`,
    hooks: { approve: applyDraft },
  };
}
