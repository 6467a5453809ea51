import { AR_ACCOUNT, MEMO_TYPE_LABELS, OUTPUT_VAT_ACCOUNT, kindOf, type MemoType } from '../../contract/memos';
import { queueMemo } from '../bir/public';
import { postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid } from '../http/answer';
import { Refused } from '../kit/refused';
import { memoProblems } from './checks';

interface LockedMemo {
  memo_no: string;
  memo_type: MemoType;
  memo_kind: string;
  customer_id: number;
  customer_code: string;
  customer_name: string;
  si_id: number;
  si_number: string;
  memo_date: string;
  amount: string;
  vat: string;
  net: string;
  reason: string;
  remarks: string | null;
}

/**
 * Posts an approved memo, inside the approval's transaction (the memo row is
 * already locked by the approval's guarded UPDATE): the invoice is checked
 * again under its lock (a credit memo never takes more than what is still
 * owed), then one balanced entry and the receivable row on the invoice.
 * Anything refused rolls the approval back.
 */
export async function postMemo(tx: Db, memoId: number, today: string, at: string): Promise<void> {
  const m = (await tx.one<LockedMemo>(sql`
    SELECT m.memo_no, m.memo_type, m.memo_kind, m.customer_id, c.customer_code, c.customer_name, m.si_id::int AS si_id, si.si_number,
           m.memo_date::text AS memo_date, m.amount::text, m.vat::text, (m.amount - m.vat)::numeric(16, 2)::text AS net, m.reason, m.remarks
    FROM memos m JOIN customers c ON c.customer_id = m.customer_id JOIN sales_invoices si ON si.si_id = m.si_id
    WHERE m.memo_id = ${memoId}`))!;
  const kind = kindOf(m.memo_type, m.memo_kind);
  if (!kind) throw new Refused(invalid([`${m.memo_no}: the memo type ${m.memo_kind} is not known.`]));
  const check = await memoProblems(tx, { ...m, si_id: m.si_id }, today, true);
  if ('fields' in check) throw new Refused(invalid(Object.values(check.fields).flat(), check.fields));

  const credit = m.memo_type === 'credit';
  const label = MEMO_TYPE_LABELS[m.memo_type];
  const ar = { account: AR_ACCOUNT, debit: credit ? '0' : m.amount, credit: credit ? m.amount : '0' };
  const offset = { account: kind.account, debit: credit ? m.net : '0', credit: credit ? '0' : m.net };
  const vat = { account: OUTPUT_VAT_ACCOUNT, debit: credit ? m.vat : '0', credit: credit ? '0' : m.vat };
  const posted = await postEntry(tx, {
    date: m.memo_date,
    module: credit ? 'CM' : 'DM',
    reference: m.memo_no,
    payee: m.customer_name,
    particulars: `${label} ${m.memo_no} on SI ${m.si_number} (${kind.label}): ${m.reason}`,
    remarks: m.remarks,
    lines: credit ? [offset, vat, ar] : [ar, offset, vat],
  });
  await tx.run(sql`
    INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
    VALUES (${m.customer_id}, ${m.memo_date}::date, ${credit ? 'CM' : 'DM'}, ${m.memo_no}, ${m.si_id},
            ${`${label} ${m.memo_no} on SI ${m.si_number}: ${kind.label}`}, ${ar.debit}::numeric, ${ar.credit}::numeric, ${posted.je_id})`);
  await tx.run(sql`UPDATE memos SET je_id = ${posted.je_id} WHERE memo_id = ${memoId}`);
  // The correction goes to the BIR's EIS with the invoice it corrects named (issue 27).
  await queueMemo(tx, memoId, at);
}
