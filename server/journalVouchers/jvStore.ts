import type { Actor } from '../kit/actor';
import { z } from 'zod';
import { JV_COA_MODULE, JV_MESSAGES as M, jvInput, type JvDetail, type JvStatus } from '../../contract/journalVouchers';
import type { AuthUser } from '../auth/users';
import { nextNumber } from '../books/post';
import { sql, type Db, type SQL } from '../db/db';
import { invalid, type Answer } from '../http/answer';
import { recordRevision } from '../kit';
import { isoText, userName } from '../kit/sqlText';
import { accountsOfModule } from '../permissions/coaPermission';
import { keptAccountMessage } from '../../contract/chartOfAccounts';

/**
 * The journal voucher's writes, always inside the caller's transaction: the
 * voucher, its lines and its revision together. Amounts stay decimal strings;
 * totals are summed in SQL numeric.
 */
export type JvBody = z.output<typeof jvInput>;
type Line = JvBody['lines'][number];

/** The kit's actor, with the signed-in user a voucher's rules ask of who acts. */
export interface JvActor extends Actor {
  user: AuthUser;
}


const linesJson = (lines: readonly Line[]) =>
  JSON.stringify(
    lines.map((l, n) => ({
      n,
      account: l.account_code,
      cc: l.cost_center_id ?? null,
      pr: l.program_id ?? null,
      dv: l.division_id ?? null,
      descr: l.description ?? null,
      debit: l.debit,
      credit: l.credit,
    })),
  );
const LINES = (json: string) =>
  sql`jsonb_to_recordset(${json}::jsonb) AS l(n int, account text, cc int, pr int, dv int, descr text, debit numeric(16, 2), credit numeric(16, 2))`;

/**
 * Every line's account must take postings on a JV (never a control account, kept by its sub-ledger) and be granted to the user
 * (COA permissions, module 99; the superuser role holds every account), and
 * its cost center, program and division must be active.
 */
export async function lineRefusal(tx: Db, user: AuthUser, lines: readonly Line[]): Promise<Answer | null> {
  const json = linesJson(lines);
  const granted = user.isSuperuser
    ? sql`true`
    : sql`EXISTS (SELECT 1 FROM coa_permissions c WHERE c.user_id = ${user.id} AND c.module_id = ${JV_COA_MODULE} AND c.account_code = l.account)`;
  const rows = await tx.rows<{ n: number; account: string; name: string | null; kept_by: string | null; offered: boolean; granted: boolean; cc_ok: boolean; pr_ok: boolean; dv_ok: boolean }>(sql`
    SELECT l.n, l.account, a.account_name AS name, a.kept_by, COALESCE(a.account_code IS NOT NULL AND ${accountsOfModule(JV_COA_MODULE)}, false) AS offered, ${granted} AS granted,
           (l.cc IS NULL OR EXISTS (SELECT 1 FROM cost_centers x WHERE x.cost_center_id = l.cc AND x.active)) AS cc_ok,
           (l.pr IS NULL OR EXISTS (SELECT 1 FROM programs x WHERE x.program_id = l.pr AND x.active)) AS pr_ok,
           (l.dv IS NULL OR EXISTS (SELECT 1 FROM divisions x WHERE x.division_id = l.dv AND x.active)) AS dv_ok
    FROM ${LINES(json)} LEFT JOIN accounts a ON a.account_code = l.account ORDER BY l.n`);
  const fields: Record<string, string[]> = {};
  for (const r of rows) {
    if (r.kept_by) fields[`lines.${r.n}.account_code`] = [keptAccountMessage(r.account, r.name!, r.kept_by)];
    else if (!r.offered) fields[`lines.${r.n}.account_code`] = [M.accountUnknown(r.account)];
    else if (!r.granted) fields[`lines.${r.n}.account_code`] = [M.accountNotAllowed(r.account)];
    if (!r.cc_ok) fields[`lines.${r.n}.cost_center_id`] = [M.setupUnknown('The cost center')];
    if (!r.pr_ok) fields[`lines.${r.n}.program_id`] = [M.setupUnknown('The program / project')];
    if (!r.dv_ok) fields[`lines.${r.n}.division_id`] = [M.setupUnknown('The division')];
  }
  const messages = [...new Set(Object.values(fields).flat())];
  return messages.length ? invalid(messages, fields) : null;
}

async function writeLines(tx: Db, jvId: number, lines: readonly Line[]): Promise<void> {
  const json = linesJson(lines);
  await tx.run(sql`DELETE FROM journal_voucher_lines WHERE jv_id = ${jvId}`);
  await tx.run(sql`
    INSERT INTO journal_voucher_lines (jv_id, line_no, account_code, cost_center_id, program_id, division_id, description, debit, credit)
    SELECT ${jvId}, l.n + 1, l.account, l.cc, l.pr, l.dv, l.descr, l.debit, l.credit FROM ${LINES(json)} ORDER BY l.n`);
  await tx.run(sql`
    UPDATE journal_vouchers SET total_debit = t.d, total_credit = t.c
    FROM (SELECT COALESCE(SUM(debit), 0) AS d, COALESCE(SUM(credit), 0) AS c FROM journal_voucher_lines WHERE jv_id = ${jvId}) t
    WHERE jv_id = ${jvId}`);
}

/** A new voucher (a draft); answers its id. */
export async function insertJv(tx: Db, body: Omit<JvBody, 'submit'>, actor: JvActor, reverses: number | null = null): Promise<number> {
  const jvNo = await nextNumber(tx, 'JV', body.jv_date);
  const row = await tx.one<{ jv_id: number }>(sql`
    INSERT INTO journal_vouchers (jv_no, jv_date, particulars, reference, reverses_jv_id, created_by, created_at, updated_by, updated_at)
    VALUES (${jvNo}, ${body.jv_date}::date, ${body.particulars}, ${body.reference ?? null}, ${reverses}, ${actor.user.id}, ${actor.at}::timestamptz,
            ${actor.user.id}, ${actor.at}::timestamptz)
    RETURNING jv_id`);
  const jvId = Number(row!.jv_id);
  await writeLines(tx, jvId, body.lines);
  const totals = (await tx.one<{ d: string; c: string }>(sql`SELECT total_debit::text AS d, total_credit::text AS c FROM journal_vouchers WHERE jv_id = ${jvId}`))!;
  await recordRevision(tx, {
    entity: 'journal_vouchers',
    entityId: jvId,
    action: 'created',
    maker: 'created',
    userId: actor.user.id,
    at: actor.at,
    module: 'Journal Voucher',
    reference: jvNo,
    changes: [
      { field: 'jv_date', label: 'Date', old: null, new: body.jv_date },
      { field: 'particulars', label: 'Particulars', old: null, new: body.particulars },
      { field: 'total_debit', label: 'Total Debit', old: null, new: totals.d },
      { field: 'total_credit', label: 'Total Credit', old: null, new: totals.c },
      { field: 'lines', label: 'Lines', old: null, new: body.lines.length },
      ...(reverses ? [{ field: 'reverses_jv_id', label: 'Reverses', old: null, new: reverses }] : []),
    ],
  });
  return jvId;
}

interface Head {
  jv_id: number;
  jv_no: string;
  status: JvStatus;
  jv_date: string;
  particulars: string;
  reference: string | null;
  total_debit: string;
  total_credit: string;
  lines: number;
  created_by: number;
}

export async function lockJv(tx: Db, jvId: number): Promise<Head | undefined> {
  return tx.one<Head>(sql`
    SELECT v.jv_id, v.jv_no, v.status, v.jv_date::text, v.particulars, v.reference, v.total_debit::text, v.total_credit::text, v.created_by,
           (SELECT COUNT(*)::int FROM journal_voucher_lines l WHERE l.jv_id = v.jv_id) AS lines
    FROM journal_vouchers v WHERE v.jv_id = ${jvId} FOR UPDATE`);
}

/** Edits a draft or a returned voucher in place (its status stays). */
export async function updateJv(tx: Db, before: Head, body: JvBody, actor: JvActor): Promise<void> {
  await tx.run(sql`
    UPDATE journal_vouchers SET jv_date = ${body.jv_date}::date, particulars = ${body.particulars}, reference = ${body.reference ?? null},
           updated_by = ${actor.user.id}, updated_at = ${actor.at}::timestamptz
    WHERE jv_id = ${before.jv_id}`);
  await writeLines(tx, before.jv_id, body.lines);
  const after = (await lockJv(tx, before.jv_id))!;
  const changes = (
    [
      ['jv_date', 'Date'],
      ['particulars', 'Particulars'],
      ['reference', 'Reference'],
      ['total_debit', 'Total Debit'],
      ['total_credit', 'Total Credit'],
      ['lines', 'Lines'],
    ] as const
  )
    .filter(([k]) => before[k] !== after[k])
    .map(([k, label]) => ({ field: k, label, old: before[k], new: after[k] }));
  await recordRevision(tx, { entity: 'journal_vouchers', entityId: before.jv_id, action: 'updated', maker: 'edited', userId: actor.user.id, at: actor.at, module: 'Journal Voucher', reference: before.jv_no, changes });
}

export const JV_SELECT = sql`v.jv_id, v.jv_no, v.jv_date::text AS jv_date, v.particulars, v.reference, v.status,
  v.total_debit::numeric(16, 2)::text AS total_debit, v.total_credit::numeric(16, 2)::text AS total_credit,
  je.journal_entry, rv.jv_no AS reverses_no, ${userName('cu')} AS created_by, ${isoText('v.created_at')} AS created_at`;
export const JV_FROM = sql`journal_vouchers v JOIN users cu ON cu.id = v.created_by
  LEFT JOIN journal_entries je ON je.id = v.je_id LEFT JOIN journal_vouchers rv ON rv.jv_id = v.reverses_jv_id`;

// A left-joined user that is not there reads as null in userName too.
const stamp = (alias: string, col: string): [SQL, SQL] => [userName(alias), isoText(`v.${col}_at`)];

export async function loadJv(db: Db, jvId: number): Promise<JvDetail | null> {
  const [sb, sa] = stamp('su', 'submitted');
  const [ab, aa] = stamp('au', 'approved');
  const [rb, ra] = stamp('ru', 'returned');
  const [xb, xa] = stamp('xu', 'cancelled');
  const head = await db.one<Omit<JvDetail, 'lines' | 'reversed_by'>>(sql`
    SELECT ${JV_SELECT}, v.reverses_jv_id, v.created_by AS created_by_id, v.submitted_by AS submitted_by_id,
           ${sb} AS submitted_by, ${sa} AS submitted_at, ${ab} AS approved_by, ${aa} AS approved_at,
           ${rb} AS returned_by, ${ra} AS returned_at, v.return_reason, ${xb} AS cancelled_by, ${xa} AS cancelled_at
    FROM ${JV_FROM} LEFT JOIN users su ON su.id = v.submitted_by LEFT JOIN users au ON au.id = v.approved_by
      LEFT JOIN users ru ON ru.id = v.returned_by LEFT JOIN users xu ON xu.id = v.cancelled_by
    WHERE v.jv_id = ${jvId}`);
  if (!head) return null;
  const lines = await db.rows<JvDetail['lines'][number]>(sql`
    SELECT l.line_no, l.account_code, a.account_name, l.cost_center_id, cc.cost_center_code || ' - ' || cc.cost_center_name AS cost_center,
           l.program_id, p.program_code || ' - ' || p.program_name AS program, l.division_id, d.division_code || ' - ' || d.division_name AS division,
           l.description, l.debit::text, l.credit::text
    FROM journal_voucher_lines l JOIN accounts a ON a.account_code = l.account_code
      LEFT JOIN cost_centers cc ON cc.cost_center_id = l.cost_center_id LEFT JOIN programs p ON p.program_id = l.program_id
      LEFT JOIN divisions d ON d.division_id = l.division_id
    WHERE l.jv_id = ${jvId} ORDER BY l.line_no`);
  const reversedBy = await db.rows<JvDetail['reversed_by'][number]>(sql`
    SELECT jv_id, jv_no, status FROM journal_vouchers WHERE reverses_jv_id = ${jvId} ORDER BY jv_id`);
  return { ...head, lines, reversed_by: reversedBy };
}
