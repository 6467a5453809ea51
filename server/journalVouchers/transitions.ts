import { JV_MESSAGES as M, jvWorkflow } from '../../contract/journalVouchers';
import { keptAccountMessage } from '../../contract/chartOfAccounts';
import { postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid, type Answer } from '../http/answer';
import { stampColumns, type WorkflowStore } from '../kit';
import { Refused } from '../kit/refused';

/*
 * A journal voucher's transitions on the workflow kit (contract: jvWorkflow): submit (two lines at least,
 * debits = credits), approve (posts its entry), return, cancel. Its writes (insert, update) are jvStore.ts's.
 */

/**
 * No stored line may post to a control account (kept by its sub-ledger), checked again on submit and on
 * approval for a voucher written before the chart marked them.
 */
async function controlAccountRefusal(tx: Db, jvId: number): Promise<Answer | null> {
  const kept = await tx.rows<{ n: number; code: string; name: string; kept_by: string }>(sql`
    SELECT l.line_no - 1 AS n, a.account_code AS code, a.account_name AS name, a.kept_by
    FROM journal_voucher_lines l JOIN accounts a ON a.account_code = l.account_code
    WHERE l.jv_id = ${jvId} AND a.kept_by IS NOT NULL ORDER BY l.line_no`);
  if (!kept.length) return null;
  const fields = Object.fromEntries(kept.map((r) => [`lines.${r.n}.account_code`, [keptAccountMessage(r.code, r.name, r.kept_by)]]));
  return invalid([...new Set(Object.values(fields).flat())], fields);
}

/** Submit needs two lines at least and debits = credits to the centavo (the stored lines, judged in SQL numeric). */
async function submitRefusal(tx: Db, jvId: number): Promise<Answer | null> {
  const kept = await controlAccountRefusal(tx, jvId);
  if (kept) return kept;
  const t = (await tx.one<{ n: number; d: string; c: string }>(sql`
    SELECT COUNT(*)::int AS n, COALESCE(SUM(debit), 0)::numeric(16, 2)::text AS d, COALESCE(SUM(credit), 0)::numeric(16, 2)::text AS c
    FROM journal_voucher_lines WHERE jv_id = ${jvId}`))!;
  if (t.n < 2) return invalid([M.twoLines], { lines: [M.twoLines] });
  if (t.d !== t.c) return invalid([M.unbalanced(t.d, t.c)], { lines: [M.unbalanced(t.d, t.c)] });
  return null;
}

/** The approval's posting: one balanced entry of the voucher's lines (journal JV), its id kept on the voucher. */
async function postVoucher(tx: Db, jvId: number): Promise<void> {
  const v = (await tx.one<{ jv_no: string; jv_date: string; particulars: string; reference: string | null }>(sql`
    SELECT jv_no, jv_date::text, particulars, reference FROM journal_vouchers WHERE jv_id = ${jvId}`))!;
  const lines = await tx.rows<{ account: string; debit: string; credit: string }>(sql`
    SELECT account_code AS account, debit::text, credit::text FROM journal_voucher_lines WHERE jv_id = ${jvId} ORDER BY line_no`);
  // The ledger shows the voucher's number as the entry's, and the maker's own reference under Reference (issue 25).
  const posted = await postEntry(tx, { date: v.jv_date, module: 'JV', number: v.jv_no, reference: v.reference || v.jv_no, particulars: v.particulars, lines });
  await tx.run(sql`UPDATE journal_vouchers SET je_id = ${posted.je_id} WHERE jv_id = ${jvId}`);
}

/** The workflow kit's view of the table; `userId` is the acting user (the maker is whoever created or submitted). */
export function jvTransitions(userId: number): WorkflowStore<keyof typeof jvWorkflow.actions> {
  return {
    entity: 'journal_vouchers',
    table: sql`journal_vouchers`,
    id: sql`jv_id`,
    status: sql`status`,
    label: sql`jv_no`,
    maker: sql`CASE WHEN submitted_by = ${userId} THEN submitted_by ELSE created_by END`,
    creator: sql`created_by`,
    stamps: stampColumns('submitted', 'approved', 'returned', 'cancelled'),
    reasonColumn: sql`return_reason`,
    touch: (now) => sql`updated_by = ${userId}, updated_at = ${now}::timestamptz`,
    hooks: {
      submit: async (tx, item) => {
        const refused = await submitRefusal(tx, item.id);
        if (refused) throw new Refused(refused);
      },
      approve: async (tx, item) => {
        const refused = await controlAccountRefusal(tx, item.id);
        if (refused) throw new Refused(refused);
        await postVoucher(tx, item.id);
      },
    },
  };
}
