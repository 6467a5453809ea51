import type { z } from 'zod';
import { TREASURY_MESSAGES as M, type TreasuryRequestDetail, type treasuryRequestInput } from '../../contract/treasuryApprovals';
import { sql, type Db } from '../db/db';
import { invalid, type Answer } from '../http/answer';
import { isoText, recordRevision, userName } from '../kit';
import { nextNumber } from '../books/post';
import type { Actor } from '../kit/actor';

/**
 * Treasury change requests on collected checks (spec 002 §2.8, §3.15): the
 * request is raised by credit and collections, decided by treasury through
 * the workflow kit; approving applies the change to the receipt in the same
 * transaction, with its own revision on the receipt.
 */
export const TREASURY_ENTITY = 'treasury_requests';

/** The receipt's applied invoices as one line ("SI-000123, SI-000140"): the PR/SI column. */
const invoicesOf = (receipt: string) => sql.raw(`(SELECT string_agg(DISTINCT si.si_number, ', ') FROM collections co
  JOIN sales_invoices si ON si.si_id = co.si_id WHERE co.receipt_id = ${receipt}.receipt_id)`);

export const REQUEST_SELECT = sql`t.detail_id::int, t.request_no, ${userName('ru')} AS requestor_name, t.collection_type,
  c.customer_code, c.customer_name, COALESCE(t.new_bank, r.check_bank) AS bank, COALESCE(t.new_branch, r.check_branch) AS branch, r.check_no,
  r.amount_received::numeric(16, 2)::text AS amount, r.receipt_no AS cr_no, ${invoicesOf('r')} AS pr_no,
  ${isoText('t.requested_at')} AS date_requested, t.reason, t.status,
  CASE t.status WHEN 1 THEN ${userName('au')} WHEN 2 THEN ${userName('du')} END AS decided_by,
  ${isoText('COALESCE(t.approved_at, t.disapproved_at)')} AS decided_at,
  ${isoText('t.approved_at')} AS date_approved, CASE WHEN t.approved_by IS NOT NULL THEN ${userName('au')} END AS approved_by,
  ${isoText('t.disapproved_at')} AS date_disapproved, CASE WHEN t.disapproved_by IS NOT NULL THEN ${userName('du')} END AS disapproved_by`;
export const REQUEST_FROM = sql`treasury_requests t JOIN collection_receipts r ON r.receipt_id = t.receipt_id
  JOIN customers c ON c.customer_id = r.customer_id JOIN users ru ON ru.id = t.requested_by
  LEFT JOIN users au ON au.id = t.approved_by LEFT JOIN users du ON du.id = t.disapproved_by`;

export async function requestDetail(db: Db, detailId: number): Promise<TreasuryRequestDetail | undefined> {
  return db.one<TreasuryRequestDetail>(sql`
    SELECT ${REQUEST_SELECT}, t.receipt_id::int, r.receipt_date::text, r.payment_mode, t.old_bank, t.old_branch, t.old_deposit_date::text,
           t.new_bank, t.new_branch, t.change_bank_reason, t.new_deposit_date::text, t.change_deposited_date_reason,
           t.disapprove_reason, t.requested_by AS requested_by_id
    FROM ${REQUEST_FROM} WHERE t.detail_id = ${detailId}`);
}

export type { Actor };

/** Raises a request on a check receipt; resolves to its id, or the refusal. */
export async function raiseRequest(tx: Db, input: z.output<typeof treasuryRequestInput>, actor: Actor, today: string): Promise<number | Answer> {
  const receipt = await tx.one<{ receipt_no: string; receipt_date: string; payment_mode: string; status: string; check_bank: string | null; check_branch: string | null; check_date: string | null }>(sql`
    SELECT receipt_no, receipt_date::text, payment_mode, status, check_bank, check_branch, check_date::text
    FROM collection_receipts WHERE receipt_id = ${input.receipt_id} FOR UPDATE`);
  if (!receipt) return invalid([M.receiptNotFound], { receipt_id: [M.receiptNotFound] });
  const fields: Record<string, string[]> = {};
  if (receipt.payment_mode !== 'CHECK' && receipt.payment_mode !== 'PDC') fields.receipt_id = [M.notACheck];
  else if (receipt.status === 'BOUNCED') fields.receipt_id = [M.bounced];
  if (input.new_bank && input.new_bank === receipt.check_bank && (input.new_branch ?? null) === receipt.check_branch) fields.new_bank = [M.sameBank];
  if (input.new_deposit_date) {
    if (receipt.status !== 'PDC') fields.new_deposit_date = [M.dateOnlyOnHand];
    else if (input.new_deposit_date <= receipt.receipt_date || input.new_deposit_date <= today) fields.new_deposit_date = [M.dateAfterReceipt];
    else if (input.new_deposit_date === receipt.check_date) fields.new_deposit_date = [M.sameDate];
  }
  if (Object.keys(fields).length) return invalid(Object.values(fields).flat(), fields);
  const open = await tx.one(sql`SELECT 1 FROM treasury_requests WHERE receipt_id = ${input.receipt_id} AND status = 0`);
  if (open) return invalid([M.openRequest], { receipt_id: [M.openRequest] });

  const requestNo = await nextNumber(tx, 'TR', today);
  const row = await tx.one<{ detail_id: number }>(sql`
    INSERT INTO treasury_requests (request_no, receipt_id, collection_type, reason, old_bank, old_branch, old_deposit_date, new_bank, new_branch,
                                   change_bank_reason, new_deposit_date, change_deposited_date_reason, requested_by, requested_at)
    VALUES (${requestNo}, ${input.receipt_id}, 'TRADE', ${input.reason}, ${receipt.check_bank}, ${receipt.check_branch}, ${receipt.check_date}::date,
            ${input.new_bank ?? null}, ${input.new_bank ? (input.new_branch ?? null) : null}, ${input.new_bank ? input.change_bank_reason : null},
            ${input.new_deposit_date ?? null}::date, ${input.new_deposit_date ? input.change_deposited_date_reason : null},
            ${actor.userId}, ${actor.at}::timestamptz)
    RETURNING detail_id::int`);
  await recordRevision(tx, {
    entity: TREASURY_ENTITY,
    entityId: row!.detail_id,
    action: 'requested',
    maker: 'submitted',
    userId: actor.userId,
    at: actor.at,
    remarks: input.reason,
    module: 'Treasury',
    reference: `${requestNo} (${receipt.receipt_no})`,
  });
  return row!.detail_id;
}

/** The check moved on (deposited, bounced) after the request was raised: the approval is refused, nothing changes. */
export class StaleRequest extends Error {
  constructor() {
    super('The check has changed since the request was made (deposited or bounced); the request can only be disapproved.');
  }
}

