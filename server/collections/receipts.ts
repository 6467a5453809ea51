import { COLLECTION_MESSAGES as M, PAYMENT_MODES, RECEIPT_STATUSES, type ReceiptStatus } from '../../contract/collections';
import { sql, type Db } from '../db/db';
import { invalid, type Answer } from '../http/answer';
import { recordRevision } from '../kit';
import { nextNumber, postEntry } from '../books/post';
import { CREDIT_OPS_MESSAGES } from '../../contract/creditOps';
import { mayCollectFor } from '../creditOps/public';
import type { Actor } from '../kit/actor';

/**
 * The business of an official receipt, always inside the caller's transaction:
 * the document, its applications, the receivable sub-ledger rows, one balanced
 * journal entry and the revision are written together or not at all. Amounts
 * stay decimal strings and every sum is taken in SQL numeric.
 */
export interface Application {
  si_id: number;
  amount: string;
  cwt: string;
}

export type { Actor };

const AR = '1100';
const CWT = '1310';
const ADVANCES = '2050';
const CASH_ON_HAND = '1010';
const PDC_ON_HAND = '1120';

const appsJson = (apps: Application[]) => JSON.stringify(apps.map((a, n) => ({ n, si_id: a.si_id, amount: a.amount, cwt: a.cwt })));
const APPS = (json: string) => sql`jsonb_to_recordset(${json}::jsonb) AS a(n int, si_id bigint, amount numeric(16, 2), cwt numeric(16, 2))`;

/**
 * Checks the applications against the customer's invoices as they stand,
 * under the invoices' row locks (two receipts for one invoice wait for each
 * other, so together they never take more than its balance). Answers the
 * refusal, or the sums of the amounts and the CWT.
 */
async function checkApplications(tx: Db, customerId: number, apps: Application[]): Promise<Answer | { applied: string; cwt: string }> {
  const json = appsJson(apps);
  if (apps.length) await tx.run(sql`SELECT si_id FROM sales_invoices WHERE si_id IN (SELECT si_id FROM ${APPS(json)}) ORDER BY si_id FOR UPDATE`);
  const rows = await tx.rows<{ n: number; si_number: string | null; customer_id: number | null; balance: string; over: boolean }>(sql`
    SELECT a.n, si.si_number, si.customer_id, COALESCE(b.balance, 0)::numeric(16, 2)::text AS balance, a.amount > COALESCE(b.balance, 0) AS over
    FROM ${APPS(json)}
    LEFT JOIN sales_invoices si ON si.si_id = a.si_id
    LEFT JOIN LATERAL (SELECT SUM(debit - credit) AS balance FROM receivable_entries re WHERE re.si_id = a.si_id) b ON true
    ORDER BY a.n`);
  const fields: Record<string, string[]> = {};
  for (const r of rows) {
    if (r.customer_id !== customerId) fields[`applications.${r.n}.si_id`] = [M.invoiceNotCustomers];
    else if (r.over) fields[`applications.${r.n}.amount`] = [M.invoiceNotOpen(r.si_number ?? '', r.balance)];
  }
  if (Object.keys(fields).length) return invalid(Object.values(fields).flat(), fields);
  const sums = await tx.one<{ applied: string; cwt: string }>(sql`
    SELECT COALESCE(SUM(a.amount), 0)::numeric(16, 2)::text AS applied, COALESCE(SUM(a.cwt), 0)::numeric(16, 2)::text AS cwt FROM ${APPS(json)}`);
  return sums!;
}

/** The application rows (a receipt's) and their receivable credits (kind CR at the receipt, AP when an advance is applied later). */
async function writeApplications(
  tx: Db,
  r: { receiptId?: number; receiptNo: string; customerId: number; date: string; jeId: number; kind: 'CR' | 'AP' },
  apps: Application[],
): Promise<void> {
  if (!apps.length) return;
  const json = appsJson(apps);
  if (r.receiptId !== undefined) await tx.run(sql`
    INSERT INTO collections (collection_id, cr_number, customer_id, si_id, collection_date, amount, cwt, je_id, receipt_id)
    SELECT nextval('collection_ids'), ${r.receiptNo}, ${r.customerId}, a.si_id, ${r.date}::date, a.amount, a.cwt, ${r.jeId}, ${r.receiptId}
    FROM ${APPS(json)} ORDER BY a.n`);
  const words = r.kind === 'CR' ? 'Collection' : 'Advance applied';
  await tx.run(sql`
    INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
    SELECT ${r.customerId}, ${r.date}::date, ${r.kind}, ${r.receiptNo}, a.si_id, ${words} || ' ' || ${r.receiptNo} || ' of SI ' || si.si_number, 0, a.amount, ${r.jeId}
    FROM ${APPS(json)} JOIN sales_invoices si ON si.si_id = a.si_id ORDER BY a.n`);
}

export interface NewReceipt {
  customer_code: string;
  receipt_date: string;
  payment_mode: 'CASH' | 'CHECK' | 'PDC' | 'TRANSFER';
  bank_account_id?: number | null;
  check_no?: string | null;
  check_bank?: string | null;
  check_date?: string | null;
  amount_received: string;
  cwt_2307_received: boolean;
  remarks?: string | null;
  applications: Application[];
}

/**
 * Records a receipt; answers its id, or the refusal (nothing written).
 * `debitAccount` replaces the account the money is debited to: an identified
 * unidentified deposit (server/creditOps) debits Unidentified Deposits, where
 * the money already sits, instead of the bank.
 */
export async function createReceipt(tx: Db, input: NewReceipt, actor: Actor, opts: { debitAccount?: string } = {}): Promise<number | Answer> {
  const customer = await tx.one<{ customer_id: number; customer_name: string }>(sql`
    SELECT customer_id, customer_name FROM customers WHERE customer_code = ${input.customer_code}`);
  if (!customer) return invalid([M.customerNotFound], { customer_code: [M.customerNotFound] });
  if (!(await mayCollectFor(tx, actor.userId, customer.customer_id))) return invalid([CREDIT_OPS_MESSAGES.notAllowed], { customer_code: [CREDIT_OPS_MESSAGES.notAllowed] });
  let depositAccount: string | null = null;
  if (input.bank_account_id) {
    const bank = await tx.one<{ account_code: string; active: boolean }>(sql`SELECT account_code, active FROM bank_accounts WHERE bank_account_id = ${input.bank_account_id}`);
    if (!bank || !bank.active) return invalid([M.depositInactive], { bank_account_id: [M.depositInactive] });
    depositAccount = bank.account_code;
  }
  const sums = await checkApplications(tx, customer.customer_id, input.applications);
  if ('status' in sums) return sums;
  const split = (await tx.one<{ unapplied: string; over: boolean }>(sql`
    SELECT (${input.amount_received}::numeric + ${sums.cwt}::numeric - ${sums.applied}::numeric)::numeric(16, 2)::text AS unapplied,
           ${sums.applied}::numeric > ${input.amount_received}::numeric + ${sums.cwt}::numeric AS over`))!;
  if (split.over) return invalid([M.overApplied], { applications: [M.overApplied] });

  const debitAccount = opts.debitAccount ?? (input.payment_mode === 'PDC' ? PDC_ON_HAND : (depositAccount ?? CASH_ON_HAND));
  const status: ReceiptStatus = input.payment_mode === 'PDC' ? 'PDC' : input.payment_mode === 'CHECK' ? 'DEPOSITED' : 'POSTED';
  const receiptNo = await nextNumber(tx, 'OR', input.receipt_date);
  const cheque = input.payment_mode === 'CHECK' || input.payment_mode === 'PDC';
  const posted = await postEntry(tx, {
    date: input.receipt_date,
    module: 'CR',
    reference: receiptNo,
    payee: customer.customer_name,
    particulars: `Collection ${receiptNo} from ${customer.customer_name} (${PAYMENT_MODES[input.payment_mode]}${cheque ? ` ${input.check_bank} ${input.check_no}` : ''})`,
    remarks: input.remarks ?? null,
    lines: [
      { account: debitAccount, debit: input.amount_received, credit: '0' },
      { account: CWT, debit: sums.cwt, credit: '0' },
      { account: AR, debit: '0', credit: sums.applied },
      { account: ADVANCES, debit: '0', credit: split.unapplied },
    ],
  });
  const row = await tx.one<{ receipt_id: string }>(sql`
    INSERT INTO collection_receipts (receipt_id, receipt_no, customer_id, receipt_date, payment_mode, bank_account_id, debit_account,
      check_no, check_bank, check_date, amount_received, cwt, unapplied, status, cwt_2307_received, remarks, je_id, created_by, created_at)
    VALUES (nextval('collection_receipt_ids'), ${receiptNo}, ${customer.customer_id}, ${input.receipt_date}::date, ${input.payment_mode},
      ${input.bank_account_id ?? null}, ${debitAccount}, ${cheque ? input.check_no! : null}, ${cheque ? input.check_bank! : null},
      ${cheque ? input.check_date! : null}::date, ${input.amount_received}::numeric, ${sums.cwt}::numeric, ${split.unapplied}::numeric, ${status},
      ${input.cwt_2307_received}, ${input.remarks ?? null}, ${posted.je_id}, ${actor.userId}, ${actor.at}::timestamptz)
    RETURNING receipt_id::text`);
  const receiptId = Number(row!.receipt_id);
  await writeApplications(tx, { receiptId, receiptNo, customerId: customer.customer_id, date: input.receipt_date, jeId: posted.je_id, kind: 'CR' }, input.applications);
  await recordRevision(tx, {
    entity: 'collection_receipts',
    entityId: receiptId,
    action: 'created',
    userId: actor.userId,
    at: actor.at,
    module: 'Collections',
    reference: receiptNo,
    changes: [
      { field: 'customer_code', label: 'Customer', old: null, new: input.customer_code, new_text: customer.customer_name },
      { field: 'payment_mode', label: 'Mode of Payment', old: null, new: input.payment_mode, new_text: PAYMENT_MODES[input.payment_mode] },
      { field: 'amount_received', label: 'Amount Received', old: null, new: input.amount_received },
      { field: 'applied', label: 'Applied', old: null, new: sums.applied },
      { field: 'cwt', label: 'CWT', old: null, new: sums.cwt },
      { field: 'unapplied', label: 'Advance (Unapplied)', old: null, new: split.unapplied },
    ],
  });
  return receiptId;
}

interface LockedReceipt {
  receipt_id: number;
  receipt_no: string;
  customer_id: number;
  customer_name: string;
  payment_mode: 'CASH' | 'CHECK' | 'PDC' | 'TRANSFER';
  status: ReceiptStatus;
  debit_account: string;
  bank_account: string | null;
  check_date: string | null;
  amount_received: string;
  cwt: string;
  unapplied: string;
}

async function lockReceipt(tx: Db, receiptId: number): Promise<LockedReceipt | undefined> {
  return tx.one<LockedReceipt>(sql`
    SELECT r.receipt_id::int, r.receipt_no, r.customer_id, c.customer_name, r.payment_mode, r.status, r.debit_account, b.account_code AS bank_account,
           r.check_date::text, r.amount_received::text, r.cwt::text, r.unapplied::text
    FROM collection_receipts r JOIN customers c ON c.customer_id = r.customer_id LEFT JOIN bank_accounts b ON b.bank_account_id = r.bank_account_id
    WHERE r.receipt_id = ${receiptId} FOR UPDATE OF r`);
}

async function statusRevision(tx: Db, r: LockedReceipt, next: ReceiptStatus, actor: Actor, remarks: string | null): Promise<void> {
  await recordRevision(tx, {
    entity: 'collection_receipts',
    entityId: r.receipt_id,
    action: next === 'BOUNCED' ? 'bounced' : 'cleared',
    userId: actor.userId,
    at: actor.at,
    module: 'Collections',
    reference: r.receipt_no,
    remarks,
    changes: [{ field: 'status', label: 'Status', old: r.status, new: next, old_text: RECEIPT_STATUSES[r.status], new_text: RECEIPT_STATUSES[next] }],
  });
}

/**
 * A check clears: a post-dated one is deposited on or after its date (cash in
 * bank debited, checks receivable credited); a dated one was in the bank
 * already, so only its status changes.
 */
export async function clearCheck(tx: Db, receiptId: number, date: string, actor: Actor): Promise<true | null | Answer> {
  const r = await lockReceipt(tx, receiptId);
  if (!r) return null;
  if (r.status !== 'PDC' && r.status !== 'DEPOSITED') return invalid([M.notPdc], { settle_date: [M.notPdc] });
  if (r.check_date && date < r.check_date) return invalid([M.notYetDue(r.check_date)], { settle_date: [M.notYetDue(r.check_date)] });
  let settleJe: number | null = null;
  if (r.status === 'PDC') {
    const posted = await postEntry(tx, {
      date,
      module: 'CR',
      reference: r.receipt_no,
      payee: r.customer_name,
      particulars: `Post-dated check of ${r.receipt_no} deposited and cleared`,
      lines: [
        { account: r.bank_account ?? CASH_ON_HAND, debit: r.amount_received, credit: '0' },
        { account: PDC_ON_HAND, debit: '0', credit: r.amount_received },
      ],
    });
    settleJe = posted.je_id;
  }
  await tx.run(sql`UPDATE collection_receipts SET status = 'CLEARED', settled_on = ${date}::date, settle_je_id = ${settleJe} WHERE receipt_id = ${receiptId}`);
  await statusRevision(tx, r, 'CLEARED', actor, null);
  return true;
}

/**
 * A check bounces: everything the receipt did is undone in one entry (the
 * receivable of every invoice it paid, the advance left, the CWT, against the
 * account the check sits in), and the invoices are open again in the
 * sub-ledger (kind BC, one debit per invoice).
 */
export async function bounceCheck(tx: Db, receiptId: number, date: string, reason: string, actor: Actor): Promise<true | null | Answer> {
  const r = await lockReceipt(tx, receiptId);
  if (!r) return null;
  if (r.status !== 'PDC' && r.status !== 'DEPOSITED') return invalid([M.notCheck], { reason: [M.notCheck] });
  const applied = (await tx.one<{ applied: string }>(sql`
    SELECT COALESCE(SUM(amount), 0)::numeric(16, 2)::text AS applied FROM collections WHERE receipt_id = ${receiptId}`))!.applied;
  const posted = await postEntry(tx, {
    date,
    module: 'CR',
    reference: r.receipt_no,
    payee: r.customer_name,
    particulars: `Check of ${r.receipt_no} bounced: ${reason}`,
    lines: [
      { account: AR, debit: applied, credit: '0' },
      { account: ADVANCES, debit: r.unapplied, credit: '0' },
      { account: r.debit_account, debit: '0', credit: r.amount_received },
      { account: CWT, debit: '0', credit: r.cwt },
    ],
  });
  await tx.run(sql`
    INSERT INTO receivable_entries (customer_id, transaction_date, transaction, reference, si_id, particulars, debit, credit, je_id)
    SELECT ${r.customer_id}, ${date}::date, 'BC', ${r.receipt_no}, c.si_id, 'Bounced check of ' || ${r.receipt_no} || ' on SI ' || si.si_number, SUM(c.amount), 0, ${posted.je_id}
    FROM collections c JOIN sales_invoices si ON si.si_id = c.si_id WHERE c.receipt_id = ${receiptId}
    GROUP BY c.si_id, si.si_number ORDER BY c.si_id`);
  await tx.run(sql`
    UPDATE collection_receipts SET status = 'BOUNCED', unapplied = 0, settled_on = ${date}::date, bounce_reason = ${reason}, settle_je_id = ${posted.je_id}
    WHERE receipt_id = ${receiptId}`);
  await statusRevision(tx, r, 'BOUNCED', actor, reason);
  return true;
}

/** An advance being applied: a receipt's unapplied amount, or what a customer return's credit memo left (server/collections/returnAdvances.ts). */
export interface AdvanceSource {
  customerId: number;
  customerName: string;
  /** The receipt's or the credit memo's number: the entry's reference and the AP rows'. */
  reference: string;
  left: string;
  /** A receipt's applications are collections too; a credit memo's are receivable credits only. */
  receiptId?: number;
  exceeded: (left: string) => string;
}

/**
 * Applies an advance to open invoices: advances debited, the receivable credited (kind AP), checked against the
 * invoices' balances under their locks. The CWT was taken when the money came in: an advance applied later carries
 * none. Answers what is left of the advance, or the refusal (nothing written).
 */
export async function applyToInvoices(tx: Db, src: AdvanceSource, date: string, apps: Application[]): Promise<{ left: string } | Answer> {
  const withoutCwt = apps.map((a) => ({ ...a, cwt: '0.00' }));
  const sums = await checkApplications(tx, src.customerId, withoutCwt);
  if ('status' in sums) return sums;
  const left = (await tx.one<{ left: string; over: boolean }>(sql`
    SELECT (${src.left}::numeric - ${sums.applied}::numeric)::numeric(16, 2)::text AS left, ${sums.applied}::numeric > ${src.left}::numeric AS over`))!;
  if (left.over) return invalid([src.exceeded(src.left)], { applications: [src.exceeded(src.left)] });
  const posted = await postEntry(tx, {
    date,
    module: 'CR',
    reference: src.reference,
    payee: src.customerName,
    particulars: `Advance of ${src.reference} applied to invoices`,
    lines: [
      { account: ADVANCES, debit: sums.applied, credit: '0' },
      { account: AR, debit: '0', credit: sums.applied },
    ],
  });
  await writeApplications(tx, { receiptId: src.receiptId, receiptNo: src.reference, customerId: src.customerId, date, jeId: posted.je_id, kind: 'AP' }, withoutCwt);
  return { left: left.left };
}

/** Applies what is left of a receipt (its advance) to open invoices. */
export async function applyAdvance(tx: Db, receiptId: number, date: string, apps: Application[], actor: Actor): Promise<true | null | Answer> {
  const r = await lockReceipt(tx, receiptId);
  if (!r) return null;
  if (r.status === 'BOUNCED') return invalid([M.bouncedReceipt], { applications: [M.bouncedReceipt] });
  if (Number(r.unapplied) === 0) return invalid([M.noAdvance], { applications: [M.noAdvance] });
  const src = { customerId: r.customer_id, customerName: r.customer_name, reference: r.receipt_no, left: r.unapplied, receiptId, exceeded: M.advanceExceeded };
  const done = await applyToInvoices(tx, src, date, apps);
  if ('status' in done) return done;
  await tx.run(sql`UPDATE collection_receipts SET unapplied = ${done.left}::numeric WHERE receipt_id = ${receiptId}`);
  await recordRevision(tx, {
    entity: 'collection_receipts',
    entityId: receiptId,
    action: 'advance applied',
    userId: actor.userId,
    at: actor.at,
    module: 'Collections',
    reference: r.receipt_no,
    changes: [{ field: 'unapplied', label: 'Advance (Unapplied)', old: r.unapplied, new: done.left }],
  });
  return true;
}
