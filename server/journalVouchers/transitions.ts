import { JV_MESSAGES as M, jvWorkflow } from '../../contract/journalVouchers';
import { postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid, type Answer } from '../http/answer';
import { stampColumns, type WorkflowStore } from '../kit';
import { Refused } from '../kit/refused';

/*
 * A journal voucher's transitions on the workflow kit (contract: jvWorkflow): submit (two lines at least,
 * debits = credits), approve (posts its entry), return, cancel. Its writes (insert, update) are jvStore.ts's.
 */

/** Submit needs two lines at least and debits = credits to the centavo (the stored lines, judged in SQL numeric). */
async function submitRefusal(tx: Db, jvId: number): Promise<Answer | null> {
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
  const posted = await postEntry(tx, { date: v.jv_date, module: 'JV', reference: v.jv_no, particulars: v.particulars, remarks: v.reference, lines });
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
      approve: async (tx, item) => postVoucher(tx, item.id),
    },
  };
}
