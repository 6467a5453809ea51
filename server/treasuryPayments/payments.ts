import { PAY_MESSAGES as M, PAY_METHODS, PAY_STATUSES, PAYEE_GROUPS, type PayeeGroup, type PayMethod, type PayStatus, type ReleaseResult } from '../../contract/treasuryPayments';
import { sql, type Db, type SQL } from '../db/db';
import { recordRevision, refuse } from '../kit';
import { createCv, releaseCv, PAYEE_JOIN, PAYEE_NAME, type VoucherActor } from '../payableVouchers/public';

/**
 * Payment schedules of approved payable vouchers, inside the caller's
 * transaction. Paying is the check voucher's business: releasing a schedule
 * writes the check voucher (createCv) and releases it (releaseCv), so the
 * posting, the check number series and the voiding stay in one place.
 */

/** The schedule that speaks for a voucher: the one waiting, else the one of the check paying it now. */
const SCHEDULE_JOIN = sql`LEFT JOIN LATERAL (
    SELECT ps.* FROM payment_schedules ps
    WHERE ps.payable_voucher_hdr_id = h.payable_voucher_hdr_id
      AND (ps.status = 'scheduled' OR (ps.cv_id = h.paid_cv_id AND ps.status IN ('released', 'cleared')))
    ORDER BY ps.cv_id IS NULL, ps.schedule_id DESC LIMIT 1) ps ON true`;

export const PAY_STATUS = sql`CASE WHEN c.status = 'released' THEN CASE WHEN ps.status = 'cleared' THEN 'cleared' ELSE 'released' END
  WHEN c.status = 'for_release' OR ps.status = 'scheduled' THEN 'scheduled' ELSE 'pending' END`;

export const PAYABLE_FROM = sql`payable_voucher_hdr h ${PAYEE_JOIN}
  LEFT JOIN check_vouchers c ON c.cv_id = h.paid_cv_id
  ${SCHEDULE_JOIN}
  LEFT JOIN bank_accounts ba ON ba.bank_account_id = COALESCE(c.bank_account_id, ps.bank_account_id) LEFT JOIN banks bk ON bk.bank_id = ba.bank_id`;

const daysPastDue = (today: string) => sql`(${today}::date - h.due_date)`;
export const agingOf = (today: string) => sql`CASE WHEN h.due_date IS NULL OR ${daysPastDue(today)} <= 0 THEN 'not_due'
  WHEN ${daysPastDue(today)} <= 30 THEN 'days_30' WHEN ${daysPastDue(today)} <= 60 THEN 'days_60' WHEN ${daysPastDue(today)} <= 90 THEN 'days_90' ELSE 'over_90' END`;

export const payableSelect = (today: string) => sql`h.payable_voucher_hdr_id::int, h.pv_no, h.pv_date::text, h.payee_type,
  CASE WHEN h.payee_type = 'employee' THEN e.employee_no ELSE s.vendor_code END AS payee_code, ${PAYEE_NAME} AS payee_name, h.invoice_no,
  h.due_date::text, ${daysPastDue(today)}::int AS days_past_due, ${agingOf(today)} AS aging, h.net_payable::text, ${PAY_STATUS} AS pay_status,
  ps.schedule_id::int, ps.pay_date::text, COALESCE(ps.method, CASE WHEN c.cv_id IS NOT NULL THEN 'check' END) AS method,
  bk.bank_name || ' ' || ba.account_number AS bank, c.cv_id::int, c.cv_no, c.check_no, c.release_date::text, ps.cleared_date::text`;

/** The conditions of a tab: approved vouchers of the payee group in the payment status. */
export const payableWhere = (f: { payees: PayeeGroup; status: PayStatus }): SQL[] => [
  sql`h.status = 'approved'`,
  sql`h.payee_type = ${PAYEE_GROUPS[f.payees]}`,
  sql`(${PAY_STATUS}) = ${f.status}`,
];
export const PAYABLE_SEARCH = [sql`h.pv_no`, sql`h.invoice_no`, sql`s.vendor_code`, sql`e.employee_no`, sql`${PAYEE_NAME}`, sql`c.cv_no`, sql`c.check_no`];

const scheduleRevision = (tx: Db, id: number, pvNo: string, action: string, from: PayStatus | 'cancelled' | null, to: PayStatus | 'cancelled', actor: VoucherActor, more: { remarks?: string | null; changes?: object[] } = {}) => {
  const label = (s: PayStatus | 'cancelled' | null) => (s === null ? null : s === 'cancelled' ? 'Cancelled' : PAY_STATUSES[s]);
  return recordRevision(tx, {
    entity: 'payment_schedules',
    entityId: id,
    action,
    userId: actor.userId,
    at: actor.at,
    module: 'Treasury Payments',
    reference: pvNo,
    remarks: more.remarks ?? null,
    changes: [{ field: 'status', label: 'Payment Status', old: from, new: to, old_text: label(from), new_text: label(to) }, ...((more.changes ?? []) as never[])],
  });
};

async function activeBank(tx: Db, bankAccountId: number): Promise<void> {
  const bank = await tx.one<{ ok: boolean }>(sql`SELECT active AND currency = 'PHP' AS ok FROM bank_accounts WHERE bank_account_id = ${bankAccountId}`);
  if (!bank?.ok) refuse([M.bankInactive], { bank_account_id: [M.bankInactive] });
}

/** Schedules approved vouchers waiting for payment; answers how many. */
export async function schedulePayments(tx: Db, input: { pv_ids: number[]; pay_date: string; bank_account_id: number; method: PayMethod; remarks: string | null }, actor: VoucherActor): Promise<number> {
  await activeBank(tx, input.bank_account_id);
  const ids = JSON.stringify(input.pv_ids);
  // Row locks in id order: a check voucher written at the same time for one of them waits, then finds it scheduled or paid.
  await tx.run(sql`SELECT 1 FROM payable_voucher_hdr WHERE payable_voucher_hdr_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint) ORDER BY payable_voucher_hdr_id FOR UPDATE`);
  const pvs = await tx.rows<{ id: number; pv_no: string | null; open: boolean }>(sql`
    SELECT x.id::int, h.pv_no,
           COALESCE(h.status = 'approved' AND h.paid_cv_id IS NULL
             AND NOT EXISTS (SELECT 1 FROM payment_schedules ps WHERE ps.payable_voucher_hdr_id = h.payable_voucher_hdr_id AND ps.status = 'scheduled'), false) AS open
    FROM (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint AS id) x LEFT JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = x.id`);
  const bad = pvs.filter((p) => !p.open).map((p) => M.notPending(p.pv_no ?? String(p.id)));
  if (bad.length) refuse(bad, { pv_ids: bad });
  const rows = await tx.rows<{ id: number; pv_no: string }>(sql`
    INSERT INTO payment_schedules (payable_voucher_hdr_id, pay_date, bank_account_id, method, status, remarks, created_by, created_at)
    SELECT h.payable_voucher_hdr_id, ${input.pay_date}::date, ${input.bank_account_id}, ${input.method}, 'scheduled', ${input.remarks}, ${actor.userId}, ${actor.at}::timestamptz
    FROM payable_voucher_hdr h WHERE h.payable_voucher_hdr_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint) ORDER BY h.payable_voucher_hdr_id
    RETURNING schedule_id::int AS id, (SELECT pv_no FROM payable_voucher_hdr x WHERE x.payable_voucher_hdr_id = payment_schedules.payable_voucher_hdr_id) AS pv_no`);
  for (const r of rows)
    await scheduleRevision(tx, r.id, r.pv_no, 'scheduled', 'pending', 'scheduled', actor, {
      remarks: input.remarks,
      changes: [
        { field: 'pay_date', label: 'Scheduled On', old: null, new: input.pay_date },
        { field: 'method', label: 'Method', old: null, new: input.method, new_text: PAY_METHODS[input.method] },
      ],
    });
  return rows.length;
}

interface LockedSchedule {
  schedule_id: number;
  pv_id: number;
  pv_no: string;
  status: string;
  bank_account_id: number;
  method: PayMethod;
}
async function lockSchedules(tx: Db, scheduleIds: number[]): Promise<LockedSchedule[]> {
  const ids = JSON.stringify(scheduleIds);
  await tx.run(sql`SELECT 1 FROM payment_schedules WHERE schedule_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint) ORDER BY schedule_id FOR UPDATE`);
  const rows = await tx.rows<LockedSchedule>(sql`
    SELECT x.id::int AS schedule_id, ps.payable_voucher_hdr_id::int AS pv_id, h.pv_no, COALESCE(ps.status, 'missing') AS status, ps.bank_account_id, ps.method
    FROM (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint AS id) x
    LEFT JOIN payment_schedules ps ON ps.schedule_id = x.id LEFT JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = ps.payable_voucher_hdr_id
    ORDER BY x.id`);
  if (rows.some((r) => r.status !== 'scheduled')) refuse([M.notScheduled], { schedule_ids: [M.notScheduled] });
  return rows;
}

/**
 * Releases scheduled payments of one payee from one bank account by one
 * method: one check voucher for them all, written and released on the
 * release date (Dr each payable, Cr the bank's cash in bank). A transfer or a
 * cash payment takes no check number: its check voucher carries the bank's
 * reference ("BT ...") or "CASH" and its own number instead.
 */
export async function releasePayments(tx: Db, input: { schedule_ids: number[]; release_date: string; reference: string | null; particulars: string | null }, actor: VoucherActor): Promise<ReleaseResult> {
  const schedules = await lockSchedules(tx, input.schedule_ids);
  const first = schedules[0];
  if (schedules.some((s) => s.bank_account_id !== first.bank_account_id || s.method !== first.method)) refuse([M.oneBank], { schedule_ids: [M.oneBank] });
  if (first.method === 'bank_transfer' && !input.reference) refuse([M.referenceRequired], { reference: [M.referenceRequired] });
  const payee = await tx.one<{ name: string }>(sql`SELECT ${PAYEE_NAME} AS name FROM payable_voucher_hdr h ${PAYEE_JOIN} WHERE h.payable_voucher_hdr_id = ${first.pv_id}`);
  const particulars = input.particulars ?? `${PAY_METHODS[first.method]} payment to ${payee!.name}`;
  const transfer = first.method === 'bank_transfer' ? `BT ${input.reference}` : null;
  if (transfer && (await tx.one(sql`SELECT 1 FROM check_vouchers WHERE bank_account_id = ${first.bank_account_id} AND check_no = ${transfer}`))) {
    refuse([M.referenceUsed], { reference: [M.referenceUsed] });
  }
  const reference = first.method === 'check' ? undefined : (cvNo: string) => transfer ?? `CASH ${cvNo}`;
  const cvId = await createCv(tx, { bank_account_id: first.bank_account_id, check_date: input.release_date, particulars, pv_ids: schedules.map((s) => s.pv_id), reference }, actor);
  await releaseCv(tx, cvId, input.release_date, actor);
  await tx.run(sql`
    UPDATE payment_schedules SET status = 'released', cv_id = ${cvId}, release_date = ${input.release_date}::date, released_by = ${actor.userId}, released_at = ${actor.at}::timestamptz
    WHERE schedule_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(input.schedule_ids)}::jsonb)::bigint)`);
  const cv = (await tx.one<ReleaseResult>(sql`
    SELECT c.cv_id::int, c.cv_no, c.check_no, c.amount::text, je.journal_entry FROM check_vouchers c JOIN journal_entries je ON je.id = c.je_id WHERE c.cv_id = ${cvId}`))!;
  for (const s of schedules)
    await scheduleRevision(tx, s.schedule_id, s.pv_no, 'released', 'scheduled', 'released', actor, {
      changes: [{ field: 'cv_no', label: 'Check Voucher', old: null, new: cv.cv_no }, { field: 'check_no', label: 'Check / Reference No.', old: null, new: cv.check_no }],
    });
  return cv;
}

/** Cancels scheduled payments: the vouchers wait as pending again. */
export async function cancelSchedules(tx: Db, scheduleIds: number[], reason: string, actor: VoucherActor): Promise<number> {
  const schedules = await lockSchedules(tx, scheduleIds);
  await tx.run(sql`
    UPDATE payment_schedules SET status = 'cancelled', cancel_reason = ${reason}, cancelled_by = ${actor.userId}, cancelled_at = ${actor.at}::timestamptz
    WHERE schedule_id IN (SELECT jsonb_array_elements_text(${JSON.stringify(scheduleIds)}::jsonb)::bigint)`);
  for (const s of schedules) await scheduleRevision(tx, s.schedule_id, s.pv_no, 'cancelled', 'scheduled', 'cancelled', actor, { remarks: reason });
  return schedules.length;
}

/**
 * The bank has honoured released checks (or transfers): their payments are
 * cleared on the date. No posting: the release already credited the bank.
 * A check released from the check voucher screen gets its schedule rows now.
 */
export async function clearPayments(tx: Db, cvIds: number[], date: string, actor: VoucherActor): Promise<number> {
  const ids = JSON.stringify(cvIds);
  await tx.run(sql`SELECT 1 FROM check_vouchers WHERE cv_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint) ORDER BY cv_id FOR UPDATE`);
  const cvs = await tx.rows<{ cv_id: number; cv_no: string | null; ok: boolean; release_date: string | null }>(sql`
    SELECT x.id::int AS cv_id, c.cv_no, COALESCE(c.status = 'released' AND NOT EXISTS (SELECT 1 FROM payment_schedules ps WHERE ps.cv_id = c.cv_id AND ps.status = 'cleared'), false) AS ok,
           c.release_date::text
    FROM (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint AS id) x LEFT JOIN check_vouchers c ON c.cv_id = x.id
    ORDER BY x.id`);
  const bad = [
    ...cvs.filter((c) => !c.ok).map((c) => M.notReleased(c.cv_no ?? String(c.cv_id))),
    ...cvs.filter((c) => c.ok && c.release_date! > date).map((c) => M.clearBeforeRelease(c.cv_no!, c.release_date!)),
  ];
  if (bad.length) refuse(bad, { cleared_date: bad });
  await tx.run(sql`
    INSERT INTO payment_schedules (payable_voucher_hdr_id, pay_date, bank_account_id, method, status, cv_id, release_date, created_by, created_at, released_by, released_at)
    SELECT p.payable_voucher_hdr_id, c.check_date, c.bank_account_id, 'check', 'released', c.cv_id, c.release_date, c.created_by, c.created_at, c.released_by, c.released_at
    FROM check_voucher_pvs p JOIN check_vouchers c ON c.cv_id = p.cv_id
    WHERE p.cv_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint)
      AND NOT EXISTS (SELECT 1 FROM payment_schedules ps WHERE ps.cv_id = p.cv_id AND ps.payable_voucher_hdr_id = p.payable_voucher_hdr_id)`);
  const cleared = await tx.rows<{ id: number; pv_no: string }>(sql`
    UPDATE payment_schedules ps SET status = 'cleared', cleared_date = ${date}::date, cleared_by = ${actor.userId}, cleared_at = ${actor.at}::timestamptz
    FROM payable_voucher_hdr h
    WHERE h.payable_voucher_hdr_id = ps.payable_voucher_hdr_id AND ps.status = 'released' AND ps.cv_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)::bigint)
    RETURNING ps.schedule_id::int AS id, h.pv_no`);
  for (const s of cleared) await scheduleRevision(tx, s.id, s.pv_no, 'cleared', 'released', 'cleared', actor, { changes: [{ field: 'cleared_date', label: 'Cleared On', old: null, new: date }] });
  return cvs.length;
}
