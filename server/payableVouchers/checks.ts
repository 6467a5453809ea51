import { CV_MESSAGES as M, CV_STATUSES, type CvDetail, type CvStatus } from '../../contract/checkVouchers';
import { sql, type Db } from '../db/db';
import { recordRevision } from '../kit';
import { nextNumber, postEntry } from '../books/post';
import { refuse } from '../kit/refused';
import { type VoucherActor, PAYEE_JOIN, PAYEE_NAME, PV_OWED } from './vouchers';

/**
 * Check vouchers, inside the caller's transaction. The check number is the
 * bank account's series, taken under the series row's lock (INSERT ... ON
 * CONFLICT DO UPDATE locks the row until the transaction ends), so two checks
 * written at once on one account never share a number, and the unique index
 * (bank_account_id, check_no) stands behind it.
 */
const FIRST_CHECK_NO = 100001;
const checkNoText = (n: number) => String(n).padStart(10, '0');

export async function nextCheckNo(tx: Db, bankAccountId: number): Promise<string> {
  const row = await tx.one<{ n: string }>(sql`
    INSERT INTO check_series (bank_account_id, last_check_no) VALUES (${bankAccountId}, ${FIRST_CHECK_NO})
    ON CONFLICT (bank_account_id) DO UPDATE SET last_check_no = check_series.last_check_no + 1
    RETURNING last_check_no::text AS n`);
  return checkNoText(Number(row!.n));
}

/** The number the next check of an account will get (for the form; taking it happens on save). */
export const peekCheckNo = sql`lpad((COALESCE((SELECT cs.last_check_no + 1 FROM check_series cs WHERE cs.bank_account_id = ba.bank_account_id), ${FIRST_CHECK_NO}))::text, 10, '0')`;

const revisionOf = (cvId: number, cvNo: string, action: string, from: CvStatus | null, to: CvStatus, actor: VoucherActor, remarks?: string | null) => ({
  entity: 'check_vouchers',
  entityId: cvId,
  action,
  userId: actor.userId,
  at: actor.at,
  module: 'Check Voucher',
  reference: cvNo,
  remarks: remarks ?? null,
  changes: [{ field: 'status', label: 'Status', old: from, new: to, old_text: from ? CV_STATUSES[from] : null, new_text: CV_STATUSES[to] }],
});

/**
 * Writes a check for approved, unpaid vouchers of one payee; reserves them. Answers the check voucher's id.
 * A payment that is no check (a bank transfer, cash) names its `reference` from the voucher's number instead of
 * taking the account's next check number.
 */
export async function createCv(
  tx: Db,
  input: { bank_account_id: number; check_date: string; particulars: string | null; pv_ids: number[]; reference?: (cvNo: string) => string },
  actor: VoucherActor,
): Promise<number> {
  const bank = await tx.one<{ active: boolean; currency: string }>(sql`SELECT active, currency FROM bank_accounts WHERE bank_account_id = ${input.bank_account_id}`);
  if (!bank || !bank.active || bank.currency !== 'PHP') refuse([M.bankInactive], { bank_account_id: [M.bankInactive] });
  const ids = JSON.stringify(input.pv_ids);
  const IDS = sql`(SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint)`;
  // Row locks in id order: two checks for one voucher wait for each other and the second finds it taken.
  await tx.run(sql`SELECT payable_voucher_hdr_id FROM payable_voucher_hdr WHERE payable_voucher_hdr_id IN ${IDS} ORDER BY payable_voucher_hdr_id FOR UPDATE`);
  const pvs = await tx.rows<{ id: number; pv_no: string | null; payable: boolean; payee_key: string | null; payee_type: string; supplier_id: number | null; employee_id: number | null; payee_name: string }>(sql`
    SELECT x.id::int, h.pv_no, h.status = 'approved' AND h.paid_cv_id IS NULL AND ${PV_OWED} > 0 AS payable, h.payee_type || ':' || COALESCE(h.supplier_id, h.employee_id) AS payee_key,
           h.payee_type, h.supplier_id, h.employee_id, ${PAYEE_NAME} AS payee_name
    FROM (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint AS id) x LEFT JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = x.id ${PAYEE_JOIN}`);
  const bad = pvs.filter((p) => !p.payable);
  if (bad.length) refuse(bad.map((p) => M.notPayable(p.pv_no ?? String(p.id))), { pv_ids: bad.map((p) => M.notPayable(p.pv_no ?? String(p.id))) });
  if (new Set(pvs.map((p) => p.payee_key)).size > 1) refuse([M.samePayee], { pv_ids: [M.samePayee] });
  const payee = pvs[0];
  const cvNo = await nextNumber(tx, 'CV', input.check_date);
  const checkNo = input.reference ? input.reference(cvNo) : await nextCheckNo(tx, input.bank_account_id);
  // The chain: a check written again for vouchers whose check was voided names that check.
  const replaced = await tx.one<{ cv_id: string }>(sql`
    SELECT c.cv_id::text FROM check_voucher_pvs p JOIN check_vouchers c ON c.cv_id = p.cv_id
    WHERE p.payable_voucher_hdr_id IN ${IDS} AND c.status = 'voided' ORDER BY c.voided_at DESC, c.cv_id DESC LIMIT 1`);
  const row = await tx.one<{ id: string; amount: string }>(sql`
    INSERT INTO check_vouchers (cv_no, bank_account_id, check_no, check_date, payee_type, supplier_id, employee_id, payee_name, amount, particulars, status,
      replaces_cv_id, created_by, created_at)
    SELECT ${cvNo}, ${input.bank_account_id}, ${checkNo}, ${input.check_date}::date, ${payee.payee_type}, ${payee.supplier_id}::int, ${payee.employee_id}::int, ${payee.payee_name},
           SUM(${PV_OWED}), ${input.particulars}, 'for_release', ${replaced?.cv_id ?? null}::bigint, ${actor.userId}, ${actor.at}::timestamptz
    FROM payable_voucher_hdr h WHERE h.payable_voucher_hdr_id IN ${IDS}
    RETURNING cv_id::text AS id, amount::text`);
  const cvId = Number(row!.id);
  await tx.run(sql`
    INSERT INTO check_voucher_pvs (cv_id, payable_voucher_hdr_id, amount)
    SELECT ${cvId}, h.payable_voucher_hdr_id, ${PV_OWED} FROM payable_voucher_hdr h WHERE h.payable_voucher_hdr_id IN ${IDS}`);
  await tx.run(sql`UPDATE payable_voucher_hdr SET paid_cv_id = ${cvId} WHERE payable_voucher_hdr_id IN ${IDS}`);
  await recordRevision(tx, {
    ...revisionOf(cvId, cvNo, 'created', null, 'for_release', actor),
    changes: [
      { field: 'status', label: 'Status', old: null, new: 'for_release', new_text: CV_STATUSES.for_release },
      { field: 'check_no', label: 'Check No.', old: null, new: checkNo },
      { field: 'amount', label: 'Amount', old: null, new: row!.amount },
    ],
  });
  return cvId;
}

interface LockedCv {
  cv_id: number;
  cv_no: string;
  status: CvStatus;
  payee_name: string;
  check_no: string;
  amount: string;
  cash_account: string;
  created_date: string;
}
async function lockCv(tx: Db, id: number): Promise<LockedCv | undefined> {
  return tx.one<LockedCv>(sql`
    SELECT c.cv_id::int, c.cv_no, c.status, c.payee_name, c.check_no, c.amount::text, ba.account_code AS cash_account, c.check_date::text AS created_date
    FROM check_vouchers c JOIN bank_accounts ba ON ba.bank_account_id = c.bank_account_id WHERE c.cv_id = ${id} FOR UPDATE OF c`);
}

/** The payables a check clears, one line per payable account (sums in SQL). */
const payableLines = (tx: Db, cvId: number) =>
  tx.rows<{ account: string; amount: string }>(sql`
    SELECT h.ap_account AS account, SUM(p.amount)::numeric(16, 2)::text AS amount
    FROM check_voucher_pvs p JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = p.payable_voucher_hdr_id
    WHERE p.cv_id = ${cvId} GROUP BY h.ap_account ORDER BY h.ap_account`);

/** Releases a check: Dr each payable, Cr the bank account's cash in bank, on the release date. */
export async function releaseCv(tx: Db, id: number, date: string, actor: VoucherActor): Promise<number | null> {
  const cv = await lockCv(tx, id);
  if (!cv) return null;
  if (cv.status !== 'for_release') refuse([M.notForRelease]);
  // A check is released on or after the day it was written: before it, the payee's payable would read negative.
  if (date < cv.created_date) refuse([M.releaseBeforeCheck], { release_date: [M.releaseBeforeCheck] });
  const payables = await payableLines(tx, id);
  const posted = await postEntry(tx, {
    date,
    module: 'CV',
    reference: cv.cv_no,
    payee: cv.payee_name,
    particulars: `Check ${cv.check_no} released to ${cv.payee_name}`,
    lines: [...payables.map((p) => ({ account: p.account, debit: p.amount, credit: '0' })), { account: cv.cash_account, debit: '0', credit: cv.amount }],
  });
  await tx.run(sql`
    UPDATE check_vouchers SET status = 'released', release_date = ${date}::date, je_id = ${posted.je_id}, released_by = ${actor.userId}, released_at = ${actor.at}::timestamptz
    WHERE cv_id = ${id}`);
  await recordRevision(tx, revisionOf(id, cv.cv_no, 'released', cv.status, 'released', actor));
  return id;
}

/**
 * Voids a check. A released one is reversed in one entry on the void date
 * (Dr cash in bank, Cr the payables); either way its vouchers wait for
 * payment again and the voided check stays, number and all.
 */
export async function voidCv(tx: Db, id: number, date: string, reason: string, actor: VoucherActor): Promise<number | null> {
  const cv = await lockCv(tx, id);
  if (!cv) return null;
  if (cv.status === 'voided') refuse([M.alreadyVoided]);
  let voidJe: number | null = null;
  if (cv.status === 'released') {
    const payables = await payableLines(tx, id);
    const posted = await postEntry(tx, {
      date,
      module: 'CV',
      reference: cv.cv_no,
      payee: cv.payee_name,
      particulars: `Check ${cv.check_no} voided: ${reason}`,
      lines: [{ account: cv.cash_account, debit: cv.amount, credit: '0' }, ...payables.map((p) => ({ account: p.account, debit: '0', credit: p.amount }))],
    });
    voidJe = posted.je_id;
  }
  await tx.run(sql`
    UPDATE check_vouchers SET status = 'voided', void_date = ${date}::date, void_reason = ${reason}, void_je_id = ${voidJe}::bigint,
           voided_by = ${actor.userId}, voided_at = ${actor.at}::timestamptz
    WHERE cv_id = ${id}`);
  await tx.run(sql`UPDATE payable_voucher_hdr SET paid_cv_id = NULL WHERE paid_cv_id = ${id}`);
  await recordRevision(tx, revisionOf(id, cv.cv_no, 'voided', cv.status, 'voided', actor, reason));
  return id;
}

export const CV_SELECT = sql`c.cv_id::int, c.cv_no, c.check_date::text, c.check_no, bk.bank_name || ' ' || ba.account_number AS bank, c.payee_type, c.payee_name,
  c.amount::text, c.status,
  (SELECT string_agg(h.pv_no, ', ' ORDER BY h.pv_no) FROM check_voucher_pvs p JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = p.payable_voucher_hdr_id WHERE p.cv_id = c.cv_id) AS pv_nos,
  c.release_date::text, c.void_date::text, rc.cv_no AS replaces_cv_no`;
export const CV_FROM = sql`check_vouchers c JOIN bank_accounts ba ON ba.bank_account_id = c.bank_account_id JOIN banks bk ON bk.bank_id = ba.bank_id
  LEFT JOIN check_vouchers rc ON rc.cv_id = c.replaces_cv_id`;

export async function cvDetail(db: Db, id: number): Promise<CvDetail | null> {
  const head = await db.one<Omit<CvDetail, 'vouchers'>>(sql`
    SELECT ${CV_SELECT}, c.bank_account_id, ba.account_code AS cash_account, c.particulars, c.void_reason, je.journal_entry, vj.journal_entry AS void_journal_entry
    FROM ${CV_FROM} LEFT JOIN journal_entries je ON je.id = c.je_id LEFT JOIN journal_entries vj ON vj.id = c.void_je_id
    WHERE c.cv_id = ${id}`);
  if (!head) return null;
  const vouchers = await db.rows<CvDetail['vouchers'][number]>(sql`
    SELECT h.payable_voucher_hdr_id::int, h.pv_no, h.pv_date::text, h.invoice_no, p.amount::text
    FROM check_voucher_pvs p JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = p.payable_voucher_hdr_id WHERE p.cv_id = ${id} ORDER BY h.pv_no`);
  return { ...head, vouchers };
}
