import { CREDIT_OPS_MESSAGES as M, UNIDENTIFIED_ACCOUNT, type DepositRow, type DepositValues, type IdentifyValues } from '../../contract/creditOps';
import { createReceipt, type Actor } from '../collections/public';
import { nextNumber, postEntry } from '../books/post';
import { sql, type Db } from '../db/db';
import { invalid, type Answer } from '../http/answer';
import { recordRevision } from '../kit';

/*
 * Unidentified deposits: the money is in the bank, the customer is not known
 * yet. Recording one posts Dr the bank account's cash account, Cr
 * Unidentified Deposits; identifying it records the customer's official
 * receipt through the collections' own code (createReceipt), debiting
 * Unidentified Deposits instead of the bank, so the receipt's applications,
 * its receivable rows and its advance are what any receipt writes.
 */

export const DEPOSIT_SELECT = sql`d.deposit_id, d.deposit_no, d.deposit_date::text, bk.bank_name || ' ' || ba.account_number || ' (' || ba.account_name || ')' AS bank_account,
  d.amount::numeric(16, 2)::text AS amount, d.reference, d.remarks, CASE WHEN d.receipt_id IS NULL THEN 'UNIDENTIFIED' ELSE 'IDENTIFIED' END AS status,
  c.customer_code, c.customer_name, r.receipt_no, d.identified_on::text, je.journal_entry`;
export const DEPOSIT_FROM = sql`unidentified_deposits d JOIN bank_accounts ba ON ba.bank_account_id = d.bank_account_id JOIN banks bk ON bk.bank_id = ba.bank_id
  LEFT JOIN customers c ON c.customer_id = d.customer_id LEFT JOIN collection_receipts r ON r.receipt_id = d.receipt_id
  LEFT JOIN journal_entries je ON je.id = d.je_id`;

export async function depositRow(db: Db, depositId: number): Promise<DepositRow | undefined> {
  return db.one<DepositRow>(sql`SELECT ${DEPOSIT_SELECT} FROM ${DEPOSIT_FROM} WHERE d.deposit_id = ${depositId}`);
}

/** Records a deposit; answers its id or the refusal (nothing written). */
export async function recordDeposit(tx: Db, input: DepositValues, actor: Actor): Promise<number | Answer> {
  const bank = await tx.one<{ account_code: string; active: boolean; label: string }>(sql`
    SELECT ba.account_code, ba.active, bk.bank_name || ' ' || ba.account_number AS label
    FROM bank_accounts ba JOIN banks bk ON bk.bank_id = ba.bank_id WHERE ba.bank_account_id = ${input.bank_account_id}`);
  if (!bank || !bank.active) return invalid([M.bankInactive], { bank_account_id: [M.bankInactive] });
  const depositNo = await nextNumber(tx, 'UD', input.deposit_date);
  const posted = await postEntry(tx, {
    date: input.deposit_date,
    module: 'CR',
    reference: depositNo,
    payee: null,
    particulars: `Unidentified deposit ${depositNo} to ${bank.label}${input.reference ? ` (ref. ${input.reference})` : ''}`,
    remarks: input.remarks ?? null,
    lines: [
      { account: bank.account_code, debit: input.amount, credit: '0' },
      { account: UNIDENTIFIED_ACCOUNT, debit: '0', credit: input.amount },
    ],
  });
  const row = await tx.one<{ deposit_id: number }>(sql`
    INSERT INTO unidentified_deposits (deposit_no, bank_account_id, deposit_date, amount, reference, remarks, je_id, created_by, created_at)
    VALUES (${depositNo}, ${input.bank_account_id}, ${input.deposit_date}::date, ${input.amount}::numeric, ${input.reference ?? null},
            ${input.remarks ?? null}, ${posted.je_id}, ${actor.userId}, ${actor.at}::timestamptz)
    RETURNING deposit_id`);
  await recordRevision(tx, {
    entity: 'unidentified_deposits',
    entityId: row!.deposit_id,
    action: 'created',
    userId: actor.userId,
    at: actor.at,
    module: 'Unidentified Deposits',
    reference: depositNo,
    changes: [
      { field: 'bank_account_id', label: 'Bank Account', old: null, new: input.bank_account_id, new_text: bank.label },
      { field: 'deposit_date', label: 'Deposit Date', old: null, new: input.deposit_date },
      { field: 'amount', label: 'Amount', old: null, new: input.amount },
      { field: 'reference', label: 'Bank Reference', old: null, new: input.reference ?? null },
    ],
  });
  return row!.deposit_id;
}

/**
 * Names the customer of a deposit: an official receipt (bank transfer to the
 * deposit's bank account, dated the day it is identified) applied to the
 * invoices given, the rest the customer's advance, debiting Unidentified
 * Deposits. A deposit is identified once: the row lock makes a second,
 * concurrent identification wait and then find it done.
 */
export async function identifyDeposit(tx: Db, depositId: number, input: IdentifyValues, actor: Actor): Promise<true | null | Answer> {
  const d = await tx.one<{ deposit_no: string; deposit_date: string; bank_account_id: number; amount: string; identified: boolean }>(sql`
    SELECT deposit_no, deposit_date::text, bank_account_id, amount::text, receipt_id IS NOT NULL AS identified
    FROM unidentified_deposits WHERE deposit_id = ${depositId} FOR UPDATE`);
  if (!d) return null;
  if (d.identified) return invalid([M.alreadyIdentified], { customer_code: [M.alreadyIdentified] });
  if (input.identified_on < d.deposit_date) return invalid([M.identifiedBeforeDeposit], { identified_on: [M.identifiedBeforeDeposit] });
  const made = await createReceipt(
    tx,
    {
      customer_code: input.customer_code,
      receipt_date: input.identified_on,
      payment_mode: 'TRANSFER',
      bank_account_id: d.bank_account_id,
      amount_received: d.amount,
      cwt_2307_received: false,
      remarks: [`Unidentified deposit ${d.deposit_no} of ${d.deposit_date}`, input.remarks].filter(Boolean).join(': '),
      applications: input.applications,
    },
    actor,
    { debitAccount: UNIDENTIFIED_ACCOUNT },
  );
  if (typeof made !== 'number') return made;
  const customer = await tx.one<{ customer_id: number; customer_name: string }>(sql`SELECT customer_id, customer_name FROM collection_receipts r JOIN customers c USING (customer_id) WHERE r.receipt_id = ${made}`);
  await tx.run(sql`
    UPDATE unidentified_deposits SET customer_id = ${customer!.customer_id}, receipt_id = ${made}, identified_on = ${input.identified_on}::date, identified_by = ${actor.userId}
    WHERE deposit_id = ${depositId}`);
  await recordRevision(tx, {
    entity: 'unidentified_deposits',
    entityId: depositId,
    action: 'identified',
    userId: actor.userId,
    at: actor.at,
    module: 'Unidentified Deposits',
    reference: d.deposit_no,
    remarks: input.remarks ?? null,
    changes: [
      { field: 'customer_code', label: 'Customer', old: null, new: input.customer_code, new_text: customer!.customer_name },
      { field: 'identified_on', label: 'Date Identified', old: null, new: input.identified_on },
    ],
  });
  return true;
}
