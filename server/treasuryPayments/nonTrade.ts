import { NTC_CATEGORIES, NTC_MESSAGES as M, NTC_MODES, NTC_STATUSES, type NtcStatus, type PayorType } from '../../contract/treasuryPayments';
import { sql, type Db } from '../db/db';
import { openToManualLines } from '../permissions/coaPermission';
import { recordRevision, refuse } from '../kit';
import { nextNumber, postEntry } from '../books/post';
import type { VoucherActor } from '../payableVouchers/public';

/**
 * Non-trade collections, inside the caller's transaction: the document, one
 * balanced entry and the revision together. Amounts are decimal strings and
 * the VAT is taken in SQL numeric.
 */
const CASH_ON_HAND = '1010';
const DATED_CHECKS = '1120';
const CWT = '1310';
const OUTPUT_VAT = '2100';

/**
 * What a non-trade collection may credit: an active posting account that is
 * not cash, not the trade receivable (customer collections) and not a
 * payable (paying goes through vouchers). Output VAT and CWT are posted by
 * their own lines.
 */
export const CREDITABLE = sql`a.is_header = false AND a.active AND a.deleted_at IS NULL
  AND a.account_sub_group <> 'Cash and Cash Equivalents' AND a.account_line_item NOT IN ('Trade Receivables', 'Trade Payables', 'Non-Trade Payables', 'Checks Receivable')
  AND a.account_code NOT IN (${OUTPUT_VAT}, ${CWT}) AND ${openToManualLines()}`;

export interface NewNtc {
  collection_date: string;
  payor_type: PayorType;
  payor_id: number | null;
  payor_name: string | null;
  payor_tin: string | null;
  category: keyof typeof NTC_CATEGORIES;
  account_code: string;
  amount: string;
  vatable: boolean;
  cwt: string;
  mode: keyof typeof NTC_MODES;
  bank_account_id: number | null;
  check_bank: string | null;
  check_no: string | null;
  check_date?: string | null;
  particulars: string | null;
}

async function payorOf(tx: Db, input: NewNtc): Promise<{ supplier_id: number | null; employee_id: number | null; name: string; tin: string | null }> {
  const notFound = () => refuse([M.payorNotFound], { payor_id: [M.payorNotFound] });
  if (input.payor_type === 'other') return { supplier_id: null, employee_id: null, name: input.payor_name!, tin: input.payor_tin };
  if (input.payor_type === 'employee') {
    const e = await tx.one<{ name: string; tin: string | null }>(sql`SELECT last_name || ', ' || first_name AS name, NULL::text AS tin FROM employees WHERE employee_id = ${input.payor_id} AND active`);
    return e ? { supplier_id: null, employee_id: input.payor_id, name: e.name, tin: input.payor_tin } : notFound();
  }
  const kind = input.payor_type === 'supplier' ? sql`is_supplier` : sql`(is_vendor OR is_payee)`;
  const s = await tx.one<{ name: string; tin: string | null }>(sql`SELECT company_name AS name, tin FROM suppliers WHERE vendor_id = ${input.payor_id} AND active AND ${kind}`);
  return s ? { supplier_id: input.payor_id, employee_id: null, name: s.name, tin: input.payor_tin ?? s.tin } : notFound();
}

/** Records a non-trade collection and posts it; answers its id. */
export async function createNtc(tx: Db, input: NewNtc, actor: VoucherActor): Promise<number> {
  const tooMuch = await tx.one<{ over: boolean }>(sql`SELECT ${input.cwt}::numeric >= ${input.amount}::numeric AS over`);
  if (tooMuch!.over) refuse([M.cwtTooBig], { cwt: [M.cwtTooBig] });
  const payor = await payorOf(tx, input);
  const account = await tx.one<{ ok: boolean }>(sql`SELECT ${CREDITABLE} AS ok FROM accounts a WHERE a.account_code = ${input.account_code}`);
  if (!account?.ok) refuse([M.accountNotAllowed(input.account_code)], { account_code: [M.accountNotAllowed(input.account_code)] });
  let bankAccount: string | null = null;
  if (input.mode !== 'cash') {
    const bank = await tx.one<{ account_code: string; ok: boolean }>(sql`
      SELECT account_code, active AND currency = 'PHP' AS ok FROM bank_accounts WHERE bank_account_id = ${input.bank_account_id}`);
    if (!bank?.ok) refuse([M.bankRequired], { bank_account_id: ['The bank account is not active.'] });
    bankAccount = bank!.account_code;
  }
  const debitAccount = input.mode === 'cash' ? CASH_ON_HAND : input.mode === 'dated_check' ? DATED_CHECKS : bankAccount!;
  const status: NtcStatus = input.mode === 'dated_check' ? 'dated_check' : 'collected';
  const f = (await tx.one<{ vat: string; net: string; received: string }>(sql`
    SELECT v.vat::text, (${input.amount}::numeric - v.vat)::numeric(16, 2)::text AS net, (${input.amount}::numeric - ${input.cwt}::numeric)::numeric(16, 2)::text AS received
    FROM (SELECT CASE WHEN ${input.vatable}::boolean THEN round(${input.amount}::numeric * 12 / 112, 2) ELSE 0 END::numeric(16, 2) AS vat) v`))!;
  const ntcNo = await nextNumber(tx, 'NTC', input.collection_date);
  const cheque = input.mode === 'check' || input.mode === 'dated_check';
  const posted = await postEntry(tx, {
    date: input.collection_date,
    module: 'NTC',
    reference: ntcNo,
    payee: payor.name,
    particulars: `${NTC_CATEGORIES[input.category]} from ${payor.name} (${NTC_MODES[input.mode]}${cheque ? ` ${input.check_bank} ${input.check_no}` : ''})`,
    remarks: input.particulars,
    lines: [
      { account: debitAccount, debit: f.received, credit: '0' },
      { account: CWT, debit: input.cwt, credit: '0' },
      { account: input.account_code, debit: '0', credit: f.net },
      { account: OUTPUT_VAT, debit: '0', credit: f.vat },
    ],
  });
  const row = (await tx.one<{ id: string }>(sql`
    INSERT INTO non_trade_collections (ntc_no, collection_date, payor_type, supplier_id, employee_id, payor_name, payor_tin, category, account_code, amount, vatable,
      vat_amount, cwt, mode, bank_account_id, debit_account, check_bank, check_no, check_date, particulars, status, je_id, created_by, created_at)
    VALUES (${ntcNo}, ${input.collection_date}::date, ${input.payor_type}, ${payor.supplier_id}::int, ${payor.employee_id}::int, ${payor.name}, ${payor.tin}, ${input.category},
      ${input.account_code}, ${input.amount}::numeric, ${input.vatable}, ${f.vat}::numeric, ${input.cwt}::numeric, ${input.mode}, ${input.bank_account_id}::int, ${debitAccount},
      ${cheque ? input.check_bank : null}, ${cheque ? input.check_no : null}, ${cheque ? (input.check_date ?? null) : null}::date, ${input.particulars}, ${status},
      ${posted.je_id}, ${actor.userId}, ${actor.at}::timestamptz)
    RETURNING ntc_id::text AS id`))!;
  const id = Number(row.id);
  await recordRevision(tx, {
    entity: 'non_trade_collections',
    entityId: id,
    action: 'created',
    userId: actor.userId,
    at: actor.at,
    module: 'Non-Trade Collection',
    reference: ntcNo,
    changes: [
      { field: 'payor_name', label: 'Payor', old: null, new: payor.name },
      { field: 'category', label: 'Type of Collection', old: null, new: input.category, new_text: NTC_CATEGORIES[input.category] },
      { field: 'mode', label: 'Mode of Payment', old: null, new: input.mode, new_text: NTC_MODES[input.mode] },
      { field: 'amount', label: 'Amount', old: null, new: input.amount },
      { field: 'vat_amount', label: 'Output VAT', old: null, new: f.vat },
      { field: 'cwt', label: 'Withholding Tax', old: null, new: input.cwt },
      { field: 'status', label: 'Status', old: null, new: status, new_text: NTC_STATUSES[status] },
    ],
  });
  return id;
}

interface LockedNtc {
  ntc_id: number;
  ntc_no: string;
  payor_name: string;
  status: NtcStatus;
  collection_date: string;
  check_date: string | null;
  check_no: string | null;
  bank_account: string | null;
  received: string;
}
async function lockNtc(tx: Db, id: number): Promise<LockedNtc | undefined> {
  await tx.run(sql`SELECT 1 FROM non_trade_collections WHERE ntc_id = ${id} FOR UPDATE`);
  return tx.one<LockedNtc>(sql`
    SELECT n.ntc_id::int, n.ntc_no, n.payor_name, n.status, n.collection_date::text, n.check_date::text, n.check_no, ba.account_code AS bank_account,
           (n.amount - n.cwt)::numeric(16, 2)::text AS received
    FROM non_trade_collections n LEFT JOIN bank_accounts ba ON ba.bank_account_id = n.bank_account_id WHERE n.ntc_id = ${id}`);
}

const statusRevision = (tx: Db, n: LockedNtc, action: string, to: NtcStatus, actor: VoucherActor, remarks: string | null = null) =>
  recordRevision(tx, {
    entity: 'non_trade_collections',
    entityId: n.ntc_id,
    action,
    userId: actor.userId,
    at: actor.at,
    module: 'Non-Trade Collection',
    reference: n.ntc_no,
    remarks,
    changes: [{ field: 'status', label: 'Status', old: n.status, new: to, old_text: NTC_STATUSES[n.status], new_text: NTC_STATUSES[to] }],
  });

/** A dated check is deposited on or after its date: Dr the bank, Cr post-dated checks. */
export async function depositNtc(tx: Db, id: number, date: string, actor: VoucherActor): Promise<number | null> {
  const n = await lockNtc(tx, id);
  if (!n) return null;
  if (n.status !== 'dated_check') refuse([M.notDatedCheck], { deposit_date: [M.notDatedCheck] });
  if (date < n.check_date!) refuse([M.notYetDue(n.check_date!)], { deposit_date: [M.notYetDue(n.check_date!)] });
  const posted = await postEntry(tx, {
    date,
    module: 'NTC',
    reference: n.ntc_no,
    payee: n.payor_name,
    particulars: `Dated check ${n.check_no} of ${n.ntc_no} deposited`,
    lines: [
      { account: n.bank_account!, debit: n.received, credit: '0' },
      { account: DATED_CHECKS, debit: '0', credit: n.received },
    ],
  });
  await tx.run(sql`
    UPDATE non_trade_collections SET status = 'deposited', deposit_date = ${date}::date, deposit_je_id = ${posted.je_id}, deposited_by = ${actor.userId}, deposited_at = ${actor.at}::timestamptz
    WHERE ntc_id = ${id}`);
  await statusRevision(tx, n, 'deposited', 'deposited', actor);
  return id;
}

/**
 * Cancels a collection: one entry on the cancel date reversing the net of
 * everything it posted (the collection and, for a deposited dated check, the
 * deposit), so the books are as if it had never been received.
 */
export async function cancelNtc(tx: Db, id: number, date: string, reason: string, actor: VoucherActor): Promise<number | null> {
  const n = await lockNtc(tx, id);
  if (!n) return null;
  if (n.status === 'cancelled') refuse([M.alreadyCancelled]);
  if (date < n.collection_date) refuse([M.cancelBeforeDate], { cancel_date: [M.cancelBeforeDate] });
  const lines = await tx.rows<{ account: string; debit: string; credit: string }>(sql`
    SELECT l.account_code AS account, GREATEST(SUM(l.credit - l.debit), 0)::numeric(16, 2)::text AS debit, GREATEST(SUM(l.debit - l.credit), 0)::numeric(16, 2)::text AS credit
    FROM journal_lines l JOIN non_trade_collections n ON l.je_id IN (n.je_id, n.deposit_je_id) WHERE n.ntc_id = ${id}
    GROUP BY l.account_code ORDER BY MIN(l.id)`);
  const posted = await postEntry(tx, { date, module: 'NTC', reference: n.ntc_no, payee: n.payor_name, particulars: `${n.ntc_no} cancelled: ${reason}`, lines });
  await tx.run(sql`
    UPDATE non_trade_collections SET status = 'cancelled', cancel_date = ${date}::date, cancel_reason = ${reason}, cancel_je_id = ${posted.je_id},
           cancelled_by = ${actor.userId}, cancelled_at = ${actor.at}::timestamptz
    WHERE ntc_id = ${id}`);
  await statusRevision(tx, n, 'cancelled', 'cancelled', actor, reason);
  return id;
}
