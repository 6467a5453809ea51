import { ADVANCE_MESSAGES as M, EMPLOYEE_ADVANCES_ACCOUNT, type CashAdvanceDetail, type CashAdvanceRow } from '../../contract/advances';
import { nextNumber, postEntry } from '../books/post';
import { sql, type Db, type SQL } from '../db/db';
import { openToManualLines } from '../permissions/coaPermission';
import { keptAccountMessage } from '../../contract/chartOfAccounts';
import { recordRevision, refuse, userName } from '../kit';
import { addWorkingDays } from './workingDays';
import type { Actor } from '../kit/actor';

/*
 * The cash advance lifecycle; its decisions (approve, override, cancel) are
 * the workflow kit's (./transitions.ts). Each step here locks the advance's row and checks its
 * status, so a step taken twice (or concurrently) happens once; money moves
 * with its entry in the same transaction: release Dr Advances to Employees,
 * Cr cash; liquidation Dr the expenses, Cr the advance, the difference
 * returned to (Dr) or reimbursed from (Cr) the cash account.
 */

/** Working days to liquidate when the employee's limit row names none (it always does; kept for old rows). */
const DEFAULT_LIQUIDATION_DAYS = 5;

export const EMPLOYEE_NAME = (alias: string) => sql.raw(`${alias}.last_name || ', ' || ${alias}.first_name || ' (' || ${alias}.employee_no || ')'`);

const OPEN = sql`('requested', 'approved', 'released')`;

export const CA_SELECT = (today: string) => sql`
  ca.cash_advance_id::int AS cash_advance_id, ca.ca_no, ca.employee_id, ${EMPLOYEE_NAME('em')} AS employee, ca.purpose, ca.amount::text AS amount,
  ca.request_date::text AS request_date, ca.status, ca.over_limit, ca.override_by IS NOT NULL AS overridden, ca.override_reason,
  ${userName('u')} AS requested_by, ca.requested_by AS requested_by_id,
  ca.released_on::text AS released_on, ca.due_date::text AS due_date, ca.liquidated_on::text AS liquidated_on, ca.liquidated_amount::text AS liquidated_amount,
  CASE WHEN ca.status = 'released' AND ca.due_date < ${today}::date THEN (${today}::date - ca.due_date)::int ELSE 0 END AS days_overdue,
  rj.journal_entry AS release_entry, lj.journal_entry AS liquidation_entry`;
export const CA_FROM = sql`cash_advances ca JOIN employees em ON em.employee_id = ca.employee_id JOIN users u ON u.id = ca.requested_by
  LEFT JOIN journal_entries rj ON rj.id = ca.release_je_id LEFT JOIN journal_entries lj ON lj.id = ca.liquidation_je_id`;

export async function caDetail(db: Db, id: number, today: string): Promise<CashAdvanceDetail | null> {
  const row = await db.one<CashAdvanceRow>(sql`SELECT ${CA_SELECT(today)} FROM ${CA_FROM} WHERE ca.cash_advance_id = ${id}`);
  if (!row) return null;
  const lines = await db.rows<CashAdvanceDetail['lines'][number]>(sql`
    SELECT l.line_no, l.account_code, a.account_name, l.description, l.amount::text AS amount
    FROM cash_advance_liquidation_lines l JOIN accounts a ON a.account_code = l.account_code WHERE l.cash_advance_id = ${id} ORDER BY l.line_no`);
  const x = await db.one<{ limit: string | null; other: string }>(sql`
    SELECT (SELECT max_amount::text FROM cash_advance_limits WHERE employee_id = ${row.employee_id} AND active) AS limit,
           COALESCE((SELECT SUM(amount) FROM cash_advances WHERE employee_id = ${row.employee_id} AND status IN ${OPEN} AND cash_advance_id <> ${id}), 0)::numeric(16,2)::text AS other`);
  return { ...row, lines, limit: x!.limit, other_open: x!.other };
}

export type { Actor };

interface Locked {
  id: number;
  ca_no: string;
  employee_id: number;
  employee: string;
  amount: string;
  status: string;
  over_limit: boolean;
  override_by: number | null;
  requested_by: number;
  request_date: string;
  released_on: string | null;
  purpose: string;
}
async function lock(tx: Db, id: number): Promise<Locked | undefined> {
  return tx.one<Locked>(sql`
    SELECT ca.cash_advance_id::int AS id, ca.ca_no, ca.employee_id, ${EMPLOYEE_NAME('em')} AS employee, ca.amount::text AS amount, ca.status, ca.over_limit,
           ca.override_by, ca.requested_by, ca.request_date::text AS request_date, ca.released_on::text AS released_on, ca.purpose
    FROM cash_advances ca JOIN employees em ON em.employee_id = ca.employee_id WHERE ca.cash_advance_id = ${id} FOR UPDATE OF ca`);
}

const statusChange = (from: string, to: string) => ({ field: 'status', label: 'Status', old: from, new: to });
const revision = (tx: Db, ca: Pick<Locked, 'id' | 'ca_no'>, action: string, actor: Actor, changes: { field: string; label: string; old: unknown; new: unknown }[], remarks?: string) =>
  recordRevision(tx, { entity: 'cash_advances', entityId: ca.id, action, userId: actor.userId, at: actor.at, module: 'Cash Advance', reference: ca.ca_no, changes, remarks, maker: action === 'created' ? 'created' : undefined });

export interface CaCreate {
  employee_id: number | null;
  purpose: string;
  amount: string;
  request_date: string;
}

export async function createCa(tx: Db, b: CaCreate, actor: Actor): Promise<number> {
  const employeeId = b.employee_id!;
  // The employee's limit row is locked: two requests for one employee are judged one after the other.
  const limit = await tx.one<{ max_amount: string }>(sql`SELECT max_amount::text FROM cash_advance_limits WHERE employee_id = ${employeeId} AND active FOR UPDATE`);
  const emp = await tx.one(sql`SELECT 1 FROM employees WHERE employee_id = ${employeeId} AND active`);
  if (!emp) refuse(['Choose an active employee from the list.'], { employee_id: ['Choose an active employee from the list.'] });
  if (!limit) refuse([M.noLimit], { employee_id: [M.noLimit] });
  const over = await tx.one<{ over: boolean }>(sql`
    SELECT COALESCE((SELECT SUM(amount) FROM cash_advances WHERE employee_id = ${employeeId} AND status IN ${OPEN}), 0) + ${b.amount}::numeric > ${limit!.max_amount}::numeric AS over`);
  const no = await nextNumber(tx, 'CA', b.request_date);
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO cash_advances (ca_no, employee_id, purpose, amount, request_date, status, over_limit, requested_by, requested_at, updated_at)
    VALUES (${no}, ${employeeId}, ${b.purpose}, ${b.amount}::numeric, ${b.request_date}::date, 'requested', ${over!.over}, ${actor.userId}, ${actor.at}::timestamptz, ${actor.at}::timestamptz)
    RETURNING cash_advance_id::int AS id`);
  await revision(tx, { id: row!.id, ca_no: no }, 'created', actor, [
    { field: 'employee_id', label: 'Employee', old: null, new: employeeId },
    { field: 'purpose', label: 'Purpose', old: null, new: b.purpose },
    { field: 'amount', label: 'Amount', old: null, new: b.amount },
    { field: 'over_limit', label: 'Over Limit', old: null, new: over!.over },
  ]);
  return row!.id;
}

const CASH_ACCOUNT = (code: string): SQL =>
  sql`SELECT 1 FROM accounts WHERE account_code = ${code} AND account_sub_group = 'Cash and Cash Equivalents' AND active AND NOT is_header AND deleted_at IS NULL`;

async function assertCash(tx: Db, code: string) {
  if (!(await tx.one(CASH_ACCOUNT(code)))) refuse([M.notCash], { cash_account: [M.notCash] });
}

export async function releaseCa(tx: Db, id: number, b: { released_on: string; cash_account: string }, actor: Actor): Promise<number | null> {
  const ca = await lock(tx, id);
  if (!ca) return null;
  if (ca.status !== 'approved') refuse([M.notApproved]);
  if (b.released_on < ca.request_date) refuse([M.beforeRequest], { released_on: [M.beforeRequest] });
  await assertCash(tx, b.cash_account);
  const days = (await tx.one<{ d: number }>(sql`SELECT liquidation_days AS d FROM cash_advance_limits WHERE employee_id = ${ca.employee_id} AND active`))?.d ?? DEFAULT_LIQUIDATION_DAYS;
  const due = await addWorkingDays(tx, b.released_on, days);
  const posted = await postEntry(tx, {
    date: b.released_on,
    module: 'CA',
    reference: ca.ca_no,
    payee: ca.employee,
    particulars: `Cash advance ${ca.ca_no}: ${ca.purpose}`,
    lines: [
      { account: EMPLOYEE_ADVANCES_ACCOUNT, debit: ca.amount, credit: '0' },
      { account: b.cash_account, debit: '0', credit: ca.amount },
    ],
  });
  await tx.run(sql`
    UPDATE cash_advances SET status = 'released', released_on = ${b.released_on}::date, cash_account = ${b.cash_account}, release_je_id = ${posted.je_id},
      due_date = ${due}::date, updated_at = ${actor.at}::timestamptz WHERE cash_advance_id = ${id}`);
  await revision(tx, ca, 'released', actor, [
    statusChange('approved', 'released'),
    { field: 'due_date', label: 'Liquidation Due', old: null, new: due },
    { field: 'journal_entry', label: 'Journal Entry', old: null, new: posted.journal_entry },
  ]);
  return id;
}

export interface Liquidation {
  liquidated_on: string;
  cash_account: string;
  lines: { account_code: string; description: string | null; amount: string }[];
}

export async function liquidateCa(tx: Db, id: number, b: Liquidation, actor: Actor): Promise<number | null> {
  const ca = await lock(tx, id);
  if (!ca) return null;
  if (ca.status !== 'released') refuse([M.notReleased]);
  if (b.liquidated_on < ca.released_on!) refuse([M.beforeRelease], { liquidated_on: [M.beforeRelease] });
  const payload = JSON.stringify(b.lines.map((l, n) => ({ n: n + 1, account: l.account_code, description: l.description, amount: l.amount })));
  // What the advance was spent on: any account taking postings but a control account (the advance itself among them).
  const bad = await tx.rows<{ n: number; account: string; account_name: string | null; kept_by: string | null }>(sql`
    SELECT l.n, l.account, a.account_name, a.kept_by FROM jsonb_to_recordset(${payload}::jsonb) AS l(n int, account text)
    LEFT JOIN accounts a ON a.account_code = l.account AND a.active AND NOT a.is_header AND a.deleted_at IS NULL
    WHERE a.account_code IS NULL OR NOT ${openToManualLines()} ORDER BY l.n`);
  const messageOf = (r: { account: string; account_name: string | null; kept_by: string | null }) =>
    r.kept_by ? keptAccountMessage(r.account, r.account_name!, r.kept_by) : M.notExpense;
  if (bad.length) refuse([...new Set(bad.map(messageOf))], Object.fromEntries(bad.map((r) => [`lines.${r.n - 1}.account_code`, [messageOf(r)]])));
  const total = (await tx.one<{ t: string; diff: string }>(sql`
    SELECT COALESCE(SUM(l.amount), 0)::numeric(16,2)::text AS t, (${ca.amount}::numeric - COALESCE(SUM(l.amount), 0))::numeric(16,2)::text AS diff
    FROM jsonb_to_recordset(${payload}::jsonb) AS l(amount numeric(16, 2))`))!;
  if (total.diff !== '0.00') await assertCash(tx, b.cash_account);
  const returned = !total.diff.startsWith('-');
  const diff = total.diff.replace('-', '');
  const posted = await postEntry(tx, {
    date: b.liquidated_on,
    module: 'CA',
    reference: ca.ca_no,
    payee: ca.employee,
    particulars: `Liquidation of cash advance ${ca.ca_no}`,
    lines: [
      ...b.lines.map((l) => ({ account: l.account_code, debit: l.amount, credit: '0' })),
      { account: b.cash_account, debit: returned ? diff : '0', credit: returned ? '0' : diff },
      { account: EMPLOYEE_ADVANCES_ACCOUNT, debit: '0', credit: ca.amount },
    ],
  });
  await tx.run(sql`
    INSERT INTO cash_advance_liquidation_lines (cash_advance_id, line_no, account_code, description, amount)
    SELECT ${id}, l.n, l.account, l.description, l.amount FROM jsonb_to_recordset(${payload}::jsonb) AS l(n int, account text, description text, amount numeric(16, 2))`);
  await tx.run(sql`
    UPDATE cash_advances SET status = 'liquidated', liquidated_on = ${b.liquidated_on}::date, liquidated_amount = ${total.t}::numeric, liquidation_je_id = ${posted.je_id},
      updated_at = ${actor.at}::timestamptz WHERE cash_advance_id = ${id}`);
  await revision(tx, ca, 'liquidated', actor, [
    statusChange('released', 'liquidated'),
    { field: 'liquidated_amount', label: 'Liquidated', old: null, new: total.t },
    { field: 'journal_entry', label: 'Journal Entry', old: null, new: posted.journal_entry },
  ]);
  return id;
}
