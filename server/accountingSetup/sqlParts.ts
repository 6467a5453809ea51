import { sql, type SQL } from '../db/db';
import { isoText, userName } from '../kit/sqlText';

/** SQL pieces the chart-of-accounts queries share. */

export { userName, isoText };

/** Whether account `a` was ever posted to: one index probe of journal_lines (account_code, date, id). */
export const hasPostings = (alias: string): SQL => sql.raw(`EXISTS (SELECT 1 FROM journal_lines jl WHERE jl.account_code = ${alias}.account_code)`);

/** The AccountRow columns of `accounts a` (not deleted). */
export const ACCOUNT_SELECT = sql`a.account_id, a.account_code, a.account_name, a.account_type, a.account_fs_group, a.account_group,
  a.account_sub_group, a.account_line_item, a.account_sub_line_item, a.normal_side, a.is_header, a.parent_code, a.description, a.active, a.kept_by,
  ${hasPostings('a')} AS has_postings,
  (SELECT d.draft_no FROM account_drafts d WHERE d.account_code = a.account_code AND d.status IN (0, 1) LIMIT 1) AS open_draft,
  ${isoText('a.updated_at')} AS updated_at`;

/** The AccountDraftRow columns of `account_drafts d`, with the maker and checkers' names. */
export const DRAFT_SELECT = sql`d.draft_id, d.draft_no, d.kind, d.account_code, d.account_name, d.account_type, d.account_group, d.account_sub_group,
  d.account_line_item, d.account_sub_line_item, d.normal_side, d.is_header, d.parent_code, d.description, d.active, d.remarks,
  d.status, d.reject_reason, ${userName('cu')} AS created_by, d.created_by AS created_by_id, ${isoText('d.created_at')} AS created_at,
  ${isoText('d.updated_at')} AS updated_at, ${isoText('d.submitted_at')} AS submitted_at,
  CASE WHEN d.approved_by IS NULL THEN NULL ELSE ${userName('au')} END AS approved_by, ${isoText('d.approved_at')} AS approved_at,
  CASE WHEN d.rejected_by IS NULL THEN NULL ELSE ${userName('ru')} END AS rejected_by, ${isoText('d.rejected_at')} AS rejected_at,
  d.applied_changes`;

export const DRAFT_FROM = sql`account_drafts d JOIN users cu ON cu.id = d.created_by
  LEFT JOIN users au ON au.id = d.approved_by LEFT JOIN users ru ON ru.id = d.rejected_by`;
