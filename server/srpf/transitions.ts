import { SRPF_MESSAGES as M, srpfWorkflow, type SrpfAction } from '../../contract/srpf';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { notFound, type Answer } from '../http/answer';
import { conflict, recordMaker, recordRevision, Refused, runTransition, type TransitionContext, type WorkflowStore, stampColumns } from '../kit';
import { manilaToday } from '../clock';
import { postCreditMemo, postStock } from './postings';
import { attachFiles } from './attachFiles';
import type { StoredUpload } from '../uploads';

/**
 * The SRPF transitions, each callable from outside the routes (an approver
 * inbox): `(tx, user, id, reason)`. Every one is the workflow kit's guarded
 * UPDATE (status, who, when, maker ≠ checker) plus its hook in the same
 * transaction: the reason into the reasons log, the credit memo at approval.
 */
const logReason = (kind: 'declined' | 'returned' | 'split') => async (tx: Db, item: { id: number }, ctx: TransitionContext) => {
  await tx.run(sql`INSERT INTO srpf_reasons (srpf_id, kind, reason, user_id, at) VALUES (${item.id}, ${kind}, ${ctx.reason!.trim()}, ${ctx.user.id}, ${ctx.now}::timestamptz)`);
};

export const SRPF_STORE: WorkflowStore<SrpfAction> = {
  entity: 'srpf_headers',
  table: sql`srpf_headers`,
  id: sql`srpf_id`,
  status: sql`status`,
  label: sql`srpf_no`,
  maker: sql`created_by`,
  creator: sql`created_by`,
  stamps: stampColumns('submitted', 'approved', 'declined', 'returned'),
  reasonColumn: sql`reason`,
  touch: (now) => sql`updated_at = ${now}::timestamptz`,
  hooks: {
    approve: (tx, item, ctx) => postCreditMemo(tx, item.id, manilaToday(Date.parse(ctx.now)), ctx.now),
    decline: logReason('declined'),
    return: logReason('returned'),
    split: logReason('split'),
  },
};

export type TransitionResult = { done: true; id: number } | { done: false; answer: Answer };

async function run(tx: Db, action: SrpfAction, user: AuthUser, id: number, reason: string | null, now: string): Promise<TransitionResult> {
  try {
    return await runTransition(tx, srpfWorkflow, SRPF_STORE, action, id, { user, now, reason });
  } catch (e) {
    if (e instanceof Refused) return { done: false, answer: e.answer };
    throw e;
  }
}

const nowIso = () => new Date().toISOString();

/**
 * Submit for approval with the requestor's signature and the documents (spec
 * 002 §4: "submitted for approval (with attachments and requestor
 * signature)"): a return without an uploaded attachment is refused, the move
 * undone. The transition is checked first, so a return in the wrong status
 * says so rather than asking for files it could not take anyway.
 */
/**
 * Submits with the requestor's signature, attaching the files the call brought first (spec 002 §7.6: POST /approval
 * is multipart with documents_new). The spec refuses only files chosen and not uploaded, a screen rule: a return
 * without attachments may be submitted (the screen asks for one, server/srpf's tests say the server does not).
 */
export async function submitSrpf(tx: Db, user: AuthUser, id: number, signature: string, now = nowIso(), files: readonly StoredUpload[] = []): Promise<TransitionResult> {
  try {
    return await tx.transaction(async (t) => {
      const no = await t.one<{ srpf_no: string }>(sql`SELECT srpf_no FROM srpf_headers WHERE srpf_id = ${id}`);
      // The files are the maker's edit: attached before the move, so the maker is recorded before the workflow checks.
      if (no) await attachFiles(t, { srpf_id: id, srpf_no: no.srpf_no }, files, user.id, now);
      const res = await run(t, 'submit', user, id, null, now);
      if (!res.done) throw new Refused(res.answer);
      await t.run(sql`UPDATE srpf_headers SET signature = ${signature} WHERE srpf_id = ${id}`);
      await recordMaker(t, { entity: SRPF_STORE.entity, id }, user.id, 'signed', now);
      return res;
    });
  } catch (e) {
    if (e instanceof Refused) return { done: false, answer: e.answer };
    throw e;
  }
}
export const approveSrpf = (tx: Db, user: AuthUser, id: number, _reason?: string | null, now = nowIso()) => run(tx, 'approve', user, id, null, now);
export const declineSrpf = (tx: Db, user: AuthUser, id: number, reason: string, now = nowIso()) => run(tx, 'decline', user, id, reason, now);
export const returnSrpf = (tx: Db, user: AuthUser, id: number, reason: string, now = nowIso()) => run(tx, 'return', user, id, reason, now);
export const splitSrpf = (tx: Db, user: AuthUser, id: number, reason: string, now = nowIso()) => run(tx, 'split', user, id, reason, now);

/**
 * The warehouse receives the goods of an approved return (or releases an RTS
 * to the supplier): once, under the row's guard (status approved and not yet
 * received), with its stock posting in the same transaction.
 */
export async function receiveSrpf(tx: Db, user: AuthUser, id: number, _reason?: string | null, now = nowIso()): Promise<TransitionResult> {
  try {
    const moved = await tx.transaction(async (t) => {
      const row = await t.one<{ srpf_no: string }>(sql`
        UPDATE srpf_headers SET received_by = ${user.id}, received_at = ${now}::timestamptz, updated_at = ${now}::timestamptz
        WHERE srpf_id = ${id} AND status = 1 AND received_at IS NULL RETURNING srpf_no`);
      if (!row) return null;
      const je = await postStock(t, id, manilaToday(Date.parse(now)));
      await t.run(sql`UPDATE srpf_headers SET received_je_id = ${je} WHERE srpf_id = ${id}`);
      await recordRevision(t, {
        entity: 'srpf_headers',
        entityId: id,
        action: 'received',
        userId: user.id,
        at: now,
        module: 'Stock Returns Pull-Out',
        reference: row.srpf_no,
        changes: [{ field: 'received_at', label: 'Received', old: null, new: now }],
      });
      return row;
    });
    if (moved) return { done: true, id };
  } catch (e) {
    if (e instanceof Refused) return { done: false, answer: e.answer };
    throw e;
  }
  const h = await tx.one<{ srpf_no: string; status: number; received_at: string | null }>(sql`SELECT srpf_no, status, received_at::text FROM srpf_headers WHERE srpf_id = ${id}`);
  if (!h) return { done: false, answer: notFound(M.recordNotFound) };
  return { done: false, answer: conflict(h.received_at ? M.alreadyReceived(h.srpf_no) : M.notApproved(h.srpf_no)) };
}
