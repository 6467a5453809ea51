import { Codes } from '../../contract';
import {
  ADVANCE_MESSAGES as M,
  applicationsEp,
  applyAdvanceEp,
  applyTargetsEp,
  openAdvancesEp,
  type ApplicationRow,
  type ApplyTargetRow,
  type OpenAdvanceRow,
} from '../../contract/advances';
import { nextNumber, postEntry } from '../books/post';
import { sql, type Db, type SQL } from '../db/db';
import { answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { recordRevision, refuse, refusedOr, route } from '../kit';
import { PAYEE_NAME, PV_ADVANCES_APPLIED } from '../payableVouchers/public';

/*
 * An advance is what an approved payable voucher debited to an advances
 * account; applying it to another approved, unpaid voucher of the same payee
 * posts Dr that voucher's payable, Cr the advance account, under both
 * vouchers' row locks so two applications cannot spend the same peso twice.
 */

const PAYEE_JOINS = sql`LEFT JOIN suppliers s ON s.vendor_id = h.supplier_id LEFT JOIN employees e ON e.employee_id = h.employee_id`;

/** Per approved voucher with a debit to `account`: advanced, applied, left. */
const ADVANCES = (account: string, extra: SQL = sql``) => sql`
  SELECT h.payable_voucher_hdr_id::int AS advance_pv_id, h.pv_no, h.pv_date::text AS pv_date, ${PAYEE_NAME} AS payee_name,
         ${account}::text AS account_code, a.advanced::numeric(16,2)::text AS advanced,
         COALESCE(x.applied, 0)::numeric(16,2)::text AS applied, (a.advanced - COALESCE(x.applied, 0))::numeric(16,2)::text AS balance
  FROM payable_voucher_hdr h ${PAYEE_JOINS}
  JOIN LATERAL (SELECT SUM(l.debit) AS advanced FROM payable_voucher_lines l
                WHERE l.payable_voucher_hdr_id = h.payable_voucher_hdr_id AND l.account_code = ${account}) a ON a.advanced > 0
  LEFT JOIN LATERAL (SELECT SUM(amount) AS applied FROM advance_applications aa
                     WHERE aa.advance_pv_id = h.payable_voucher_hdr_id AND aa.advance_account = ${account}) x ON true
  WHERE h.status = 'approved' ${extra}`;

const APPLIED_TO = PV_ADVANCES_APPLIED;

/** Approved vouchers of the advance's payee not yet paid, with what they still owe. */
const TARGETS = (advancePvId: number, extra: SQL = sql``) => sql`
  SELECT h.payable_voucher_hdr_id::int AS target_pv_id, h.pv_no, h.pv_date::text AS pv_date, h.invoice_no,
         h.net_payable::text AS net_payable, ${APPLIED_TO}::numeric(16,2)::text AS applied, (h.net_payable - ${APPLIED_TO})::numeric(16,2)::text AS open,
         h.ap_account, ${PAYEE_NAME} AS payee_name
  FROM payable_voucher_hdr h ${PAYEE_JOINS}
  JOIN payable_voucher_hdr adv ON adv.payable_voucher_hdr_id = ${advancePvId}
  WHERE h.status = 'approved' AND h.paid_cv_id IS NULL AND h.payable_voucher_hdr_id <> adv.payable_voucher_hdr_id
    AND h.payee_type = adv.payee_type AND h.supplier_id IS NOT DISTINCT FROM adv.supplier_id AND h.employee_id IS NOT DISTINCT FROM adv.employee_id
    AND h.net_payable > ${APPLIED_TO} ${extra}`;

const APPLICATION = sql`
  SELECT aa.application_id::int AS application_id, aa.application_no, aa.applied_on::text AS applied_on, adv.pv_no AS advance_pv_no, h.pv_no AS target_pv_no,
         ${PAYEE_NAME} AS payee_name, aa.advance_account, aa.amount::text AS amount, je.journal_entry
  FROM advance_applications aa JOIN payable_voucher_hdr adv ON adv.payable_voucher_hdr_id = aa.advance_pv_id
  JOIN payable_voucher_hdr h ON h.payable_voucher_hdr_id = aa.target_pv_id ${PAYEE_JOINS}
  JOIN journal_entries je ON je.id = aa.je_id`;

interface Apply {
  advance_pv_id: number | null;
  target_pv_id: number | null;
  amount: string;
  applied_on: string;
  remarks: string | null;
}

export async function applyAdvance(tx: Db, b: Apply, userId: number, at: string): Promise<number> {
  const advId = b.advance_pv_id!;
  const targetId = b.target_pv_id!;
  // Both vouchers locked in id order: concurrent applications wait and then see each other's amounts.
  await tx.run(sql`SELECT 1 FROM payable_voucher_hdr WHERE payable_voucher_hdr_id IN (${advId}, ${targetId}) ORDER BY payable_voucher_hdr_id FOR UPDATE`);
  const account = await tx.one<{ account_code: string }>(sql`
    SELECT l.account_code FROM payable_voucher_lines l WHERE l.payable_voucher_hdr_id = ${advId} AND l.account_code IN ('1140', '1141', '1142') AND l.debit > 0
    ORDER BY l.line_no LIMIT 1`);
  if (!account) return refuse([M.advanceNotFound], { advance_pv_id: [M.advanceNotFound] });
  const adv = await tx.one<OpenAdvanceRow>(sql`SELECT * FROM (${ADVANCES(account.account_code, sql`AND h.payable_voucher_hdr_id = ${advId}`)}) a`);
  if (!adv || Number(adv.balance) <= 0) return refuse([M.advanceNotFound], { advance_pv_id: [M.advanceNotFound] });
  const target = await tx.one<ApplyTargetRow & { ap_account: string; payee_name: string }>(sql`SELECT * FROM (${TARGETS(advId, sql`AND h.payable_voucher_hdr_id = ${targetId}`)}) t`);
  if (!target) return refuse([M.targetNotFound], { target_pv_id: [M.targetNotFound] });
  const fits = await tx.one<{ adv: boolean; open: boolean }>(sql`SELECT ${b.amount}::numeric <= ${adv.balance}::numeric AS adv, ${b.amount}::numeric <= ${target.open}::numeric AS open`);
  if (!fits!.adv) return refuse([M.overAdvance], { amount: [M.overAdvance] });
  if (!fits!.open) return refuse([M.overPayable], { amount: [M.overPayable] });
  const no = await nextNumber(tx, 'ADV', b.applied_on);
  const posted = await postEntry(tx, {
    date: b.applied_on,
    module: 'ADV',
    reference: no,
    payee: target.payee_name,
    particulars: `Advance ${adv.pv_no} applied to ${target.pv_no}`,
    remarks: b.remarks,
    lines: [
      { account: target.ap_account, debit: b.amount, credit: '0' },
      { account: account.account_code, debit: '0', credit: b.amount },
    ],
  });
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO advance_applications (application_no, advance_pv_id, advance_account, target_pv_id, ap_account, applied_on, amount, remarks, je_id, created_by, created_at)
    VALUES (${no}, ${advId}, ${account.account_code}, ${targetId}, ${target.ap_account}, ${b.applied_on}::date, ${b.amount}::numeric, ${b.remarks}, ${posted.je_id}, ${userId}, ${at}::timestamptz)
    RETURNING application_id::int AS id`);
  await recordRevision(tx, {
    entity: 'advance_applications',
    entityId: row!.id,
    action: 'applied',
    userId,
    at,
    module: 'Advances to Suppliers',
    reference: no,
    changes: [
      { field: 'advance', label: 'Advance', old: null, new: adv.pv_no },
      { field: 'voucher', label: 'Applied To', old: null, new: target.pv_no },
      { field: 'amount', label: 'Amount', old: null, new: b.amount },
      { field: 'journal_entry', label: 'Journal Entry', old: null, new: posted.journal_entry },
    ],
  });
  return row!.id;
}

export const applicationRoutes: RouteDef[] = [
  route(openAdvancesEp, {
    scopes: ['view_finance_subledgers'],
    summary: 'Approved vouchers with an advance on the account and what is left of it',
    handler: async ({ query, deps, ok }) =>
      ok(await deps.db.rows<OpenAdvanceRow>(sql`SELECT * FROM (${ADVANCES(query.account_code)}) a ORDER BY (a.balance::numeric > 0) DESC, a.pv_date DESC, a.advance_pv_id DESC LIMIT 500`)),
  }),
  route(applyTargetsEp, {
    scopes: ['view_finance_subledgers'],
    summary: "The advance's payee's approved, unpaid vouchers an advance may be applied to",
    handler: async ({ query, deps, ok }) =>
      ok(
        (await deps.db.rows<ApplyTargetRow & { ap_account?: string; payee_name?: string }>(sql`SELECT * FROM (${TARGETS(query.advance_pv_id)}) t ORDER BY t.pv_date, t.target_pv_id LIMIT 500`)).map(
          ({ ap_account: _a, payee_name: _p, ...r }) => r,
        ),
      ),
  }),
  route(applicationsEp, {
    scopes: ['view_finance_subledgers'],
    summary: 'The latest applications of advances from the account',
    handler: async ({ query, deps, ok }) =>
      ok(await deps.db.rows<ApplicationRow>(sql`SELECT * FROM (${APPLICATION} WHERE aa.advance_account = ${query.account_code}) x ORDER BY x.applied_on DESC, x.application_id DESC LIMIT 200`)),
  }),
  route(applyAdvanceEp, {
    scopes: ['manage_advances'],
    summary: 'Apply an advance to an approved voucher of the same payee (Dr payable, Cr advance)',
    handler: async ({ body, deps, user }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const done = await refusedOr(deps.db, (tx) => applyAdvance(tx, body, user.id, at));
      if (typeof done !== 'number') return done;
      return answer(Codes.CREATED, (await deps.db.one<ApplicationRow>(sql`SELECT * FROM (${APPLICATION} WHERE aa.application_id = ${done}) x`))!);
    },
  }),
];
