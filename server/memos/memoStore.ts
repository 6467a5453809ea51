import { MEMO_FIELD_LABELS, MEMO_KIND_LABELS, kindOf, memoWorkflows, type MemoDetail, type MemoInputOut, type MemoStatus, type MemoType } from '../../contract/memos';
import { nextNumber } from '../books/post';
import { sql, type Db } from '../db/db';
import { changedFields, recordRevision, stampOf } from '../kit';
import type { Actor } from '../kit/actor';
export { memoProblems } from './checks';

/** Reading and writing memos; the routes decide who may and when. */

export const MEMO_ENTITY = 'memos';

export type { Actor };

const money = (col: string) => sql.raw(`${col}::numeric(16, 2)::text`);

export async function loadMemo(db: Db, id: number): Promise<MemoDetail | null> {
  const row = await db.one<MemoDetail>(sql`
    SELECT m.memo_id, m.memo_no, m.memo_type, m.memo_kind, c.customer_code, c.customer_name,
           m.si_id::int AS si_id, si.si_number, si.dr_number, si.si_date::text AS invoice_date,
           (SELECT COALESCE(SUM(re.debit - re.credit), 0) FROM receivable_entries re WHERE re.si_id = m.si_id)::numeric(16, 2)::text AS invoice_balance,
           m.memo_date::text AS memo_date, ${money('m.amount')} AS amount, ${money('m.vat')} AS vat, ${money('(m.amount - m.vat)')} AS net,
           m.reason, m.remarks, m.status, m.decision_reason, je.journal_entry,
           ${stampOf('cb', 'm.created_at')} AS created, ${stampOf('ub', 'm.updated_at')} AS updated,
           ${stampOf('sb', 'm.submitted_at')} AS submitted, ${stampOf('ab', 'm.approved_at')} AS approved,
           ${stampOf('rb', 'm.returned_at')} AS returned, ${stampOf('xb', 'm.cancelled_at')} AS cancelled
    FROM memos m
    JOIN customers c ON c.customer_id = m.customer_id
    JOIN sales_invoices si ON si.si_id = m.si_id
    JOIN users cb ON cb.id = m.created_by
    JOIN users ub ON ub.id = m.updated_by
    LEFT JOIN users sb ON sb.id = m.submitted_by
    LEFT JOIN users ab ON ab.id = m.approved_by
    LEFT JOIN users rb ON rb.id = m.returned_by
    LEFT JOIN users xb ON xb.id = m.cancelled_by
    LEFT JOIN journal_entries je ON je.id = m.je_id
    WHERE m.memo_id = ${id}`);
  if (!row) return null;
  const kind = kindOf(row.memo_type, row.memo_kind);
  const account = kind ? await db.one<{ name: string }>(sql`SELECT account_name AS name FROM accounts WHERE account_code = ${kind.account}`) : undefined;
  return { ...row, status: Number(row.status) as MemoStatus, offset_account: kind ? `${kind.account} ${account?.name ?? ''}`.trim() : '' };
}

export const memoTypeOf = async (db: Db, id: number): Promise<MemoType | null> =>
  (await db.one<{ t: MemoType }>(sql`SELECT memo_type AS t FROM memos WHERE memo_id = ${id}`))?.t ?? null;

/** The amount's output VAT (0 for a kind without VAT), in SQL numeric: amount - round(amount / 1.12, 2). */
const vatSql = (v: MemoInputOut) => (kindOf(v.memo_type, v.memo_kind)?.vat ? sql`(${v.amount}::numeric - round(${v.amount}::numeric / 1.12, 2))` : sql`0`);

/** A new memo, as a draft, numbered from its type's series; resolves to its id. */
export async function insertMemo(tx: Db, v: MemoInputOut, customerId: number, actor: Actor): Promise<number> {
  const memoNo = await nextNumber(tx, v.memo_type === 'credit' ? 'CM' : 'DM', v.memo_date);
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO memos (memo_no, memo_type, memo_kind, customer_id, si_id, memo_date, amount, vat, reason, remarks, status,
                       created_by, created_at, updated_by, updated_at)
    VALUES (${memoNo}, ${v.memo_type}, ${v.memo_kind}, ${customerId}, ${v.si_id}, ${v.memo_date}::date, ${v.amount}::numeric, ${vatSql(v)},
            ${v.reason}, ${v.remarks}, 0, ${actor.userId}, ${actor.at}::timestamptz, ${actor.userId}, ${actor.at}::timestamptz)
    RETURNING memo_id AS id`);
  return Number(row!.id);
}

/** Replaces an editable memo's content (`editable` statuses, its type unchanged); false when it is not editable (or gone). */
export async function updateMemo(tx: Db, id: number, v: MemoInputOut, customerId: number, actor: Actor, editable: readonly number[]): Promise<boolean> {
  const row = await tx.one<{ id: number }>(sql`
    UPDATE memos
    SET memo_kind = ${v.memo_kind}, customer_id = ${customerId}, si_id = ${v.si_id}, memo_date = ${v.memo_date}::date, amount = ${v.amount}::numeric,
        vat = ${vatSql(v)}, reason = ${v.reason}, remarks = ${v.remarks}, updated_by = ${actor.userId}, updated_at = ${actor.at}::timestamptz
    WHERE memo_id = ${id} AND memo_type = ${v.memo_type} AND status IN (${sql.join(
      editable.map((s) => sql`${s}`),
      sql`, `,
    )})
    RETURNING memo_id AS id`);
  return Boolean(row);
}

const FIELDS = ['memo_kind', 'customer_code', 'si_number', 'memo_date', 'amount', 'vat', 'reason', 'remarks'] as const;
const LABELS = { ...MEMO_FIELD_LABELS, si_number: MEMO_FIELD_LABELS.si_id, vat: 'Output VAT' };

/** Records a create or update (`before` null: created) with its changed fields, in the caller's transaction. */
export async function recordMemoWrite(tx: Db, id: number, before: MemoDetail | null, actor: Actor): Promise<void> {
  const after = (await loadMemo(tx, id))!;
  const changes = changedFields(before as unknown as Record<string, unknown> | null, after as unknown as Record<string, unknown>, FIELDS, LABELS).map((c) =>
    c.field === 'memo_kind' ? { ...c, old_text: c.old ? (MEMO_KIND_LABELS[String(c.old)] ?? null) : null, new_text: MEMO_KIND_LABELS[String(c.new)] ?? null } : c,
  );
  await recordRevision(tx, {
    entity: MEMO_ENTITY,
    entityId: id,
    action: before ? 'updated' : 'created',
    maker: before ? 'edited' : 'created',
    userId: actor.userId,
    at: actor.at,
    changes,
    module: memoWorkflows[after.memo_type].module,
    reference: after.memo_no,
  });
}

