import { SRPF_MESSAGES as M, srpfWorkflow, type SrpfStatus } from '../../contract/srpf';
import { transitionRefusal } from '../../contract/kit';
import type { AuthUser } from '../auth/users';
import { nextNumber } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid, notFound, type Answer } from '../http/answer';
import { conflict, mayTouchDraft, othersDraft, recordRevision } from '../kit';
import { lineProblems, writeLines, type SrpfInput } from './store';

/** Creates or updates (only the maker's own, or with edit_others_drafts, while on-process, declined or returned). */
export async function saveSrpf(db: Db, input: SrpfInput, user: AuthUser, now: string, srpfId: number | null): Promise<Answer | number> {
  return db.transaction(async (tx) => {
    const customer = await tx.one<{ customer_id: number }>(sql`SELECT customer_id FROM customers WHERE customer_id = ${input.customer_id}`);
    if (!customer) return invalid([M.selectACustomer], { customer_id: [M.selectACustomer] });
    if (input.recall_id && !(await tx.one(sql`SELECT 1 FROM recalls WHERE recall_id = ${input.recall_id}`))) return invalid(['Recall not found.'], { recall_id: ['Recall not found.'] });
    let id = srpfId;
    if (id === null) {
      const no = await nextNumber(tx, 'SRPF', input.srpf_date);
      const row = await tx.one<{ id: number }>(sql`
        INSERT INTO srpf_headers (srpf_no, srpf_date, srpf_type, status, customer_id, remarks, disposition, total_amount, total_amount_near_ex,
                                  applicable_amount, created_by, created_at, updated_at, recall_id)
        VALUES (${no}, ${input.srpf_date}::date, ${input.srpf_type}, 0, ${input.customer_id}, ${input.remarks ?? null}, ${input.disposition ?? null}, 0, 0, 0,
                ${user.id}, ${now}::timestamptz, ${now}::timestamptz, ${input.recall_id ?? null})
        RETURNING srpf_id::int AS id`);
      id = row!.id;
    } else {
      const h = await tx.one<{ status: number; srpf_no: string; created_by: number }>(sql`
        SELECT status, srpf_no, created_by FROM srpf_headers WHERE srpf_id = ${id} FOR UPDATE`);
      if (!h) return notFound(M.recordNotFound);
      const refusal = transitionRefusal(srpfWorkflow, 'submit', Number(h.status) as SrpfStatus, h.srpf_no);
      if (refusal) return conflict(`SRPF ${h.srpf_no} is ${srpfWorkflow.statuses[Number(h.status) as SrpfStatus]}; it cannot be updated.`);
      if (!mayTouchDraft(user, h.created_by)) return othersDraft('SRPF', h.srpf_no);
      await tx.run(sql`
        UPDATE srpf_headers SET srpf_date = ${input.srpf_date}::date, srpf_type = ${input.srpf_type}, customer_id = ${input.customer_id},
          remarks = ${input.remarks ?? null}, disposition = ${input.disposition ?? null}, updated_at = ${now}::timestamptz,
          -- Not sent: the recall it names stays (the spec's form has no such field).
          recall_id = ${input.recall_id === undefined ? sql`recall_id` : sql`${input.recall_id}`}
        WHERE srpf_id = ${id}`);
    }
    const lines = await lineProblems(tx, input, srpfId);
    if (lines) throw new Rollback(lines);
    const apps = await writeLines(tx, id, input);
    if (apps) throw new Rollback(apps);
    const no = (await tx.one<{ srpf_no: string; total: string; applicable: string }>(sql`
      SELECT srpf_no, total_amount::text AS total, applicable_amount::text AS applicable FROM srpf_headers WHERE srpf_id = ${id}`))!;
    await recordRevision(tx, {
      entity: 'srpf_headers',
      entityId: id,
      action: srpfId === null ? 'created' : 'updated',
      maker: srpfId === null ? 'created' : 'edited',
      userId: user.id,
      at: now,
      module: 'Stock Returns Pull-Out',
      reference: no.srpf_no,
      changes: [
        { field: 'total_amount', label: 'Total Amount', old: null, new: no.total },
        { field: 'applicable_amount', label: 'Applicable Amount', old: null, new: no.applicable },
        { field: 'lines', label: 'Products', old: null, new: input.lines.length },
      ],
    });
    return id;
  }).catch((e: unknown) => {
    if (e instanceof Rollback) return e.answer;
    throw e;
  });
}

/** Rolls a half-written save back and answers its refusal. */
class Rollback extends Error {
  constructor(readonly answer: Answer) {
    super('refused');
  }
}

