import { ASSET_MESSAGES as M, periodLabel, type EntryLine } from '../../contract/assets';
import { sql, type Db } from '../db/db';
import type { DatedActor } from '../kit/actor';
import { refuse, refuseOn } from '../kit/refused';
import { postingRefusal } from '../accountingSetup/public';

/**
 * What the asset and allocated-expense writes share: refusals thrown from
 * inside a transaction (so everything written before them rolls back), the
 * actor, the checks of accounts and set-up rows a document names, and the
 * month arithmetic of straight-line schedules (in SQL numeric).
 */
export { refuse, refuseOn };

export { actorOf, type DatedActor as Actor } from '../kit/actor';

/** Each named account must exist, be active and take postings (00001 on its field otherwise). */
export async function checkPostable(tx: Db, accounts: Record<string, string | null | undefined>): Promise<void> {
  const fields: Record<string, string[]> = {};
  for (const [field, code] of Object.entries(accounts)) {
    if (!code) continue;
    const why = await postingRefusal(tx, [code]);
    if (why.length) fields[field] = why;
  }
  if (Object.keys(fields).length) refuse(Object.values(fields).flat(), fields);
}

/** Cost center and custodian, when named, are active rows. */
export async function checkSetup(tx: Db, v: { cost_center_id?: number | null; custodian_id?: number | null }): Promise<void> {
  const fields: Record<string, string[]> = {};
  if (v.cost_center_id && !(await tx.one(sql`SELECT 1 FROM cost_centers WHERE cost_center_id = ${v.cost_center_id} AND active`))) fields.cost_center_id = [M.costCenterUnknown];
  if (v.custodian_id && !(await tx.one(sql`SELECT 1 FROM employees WHERE employee_id = ${v.custodian_id} AND active`))) fields.custodian_id = [M.custodianUnknown];
  if (Object.keys(fields).length) refuse(Object.values(fields).flat(), fields);
}

/** "2026-03" -> "2026-03-01". */
export const monthStart = (period: string) => `${period}-01`;
/** The last day of a month as YYYY-MM-DD. */
export function monthEnd(period: string): string {
  const [y, m] = period.split('-').map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** A month that has not started yet (in Manila) cannot be posted. */
export function refuseFuture(period: string, actor: DatedActor): void {
  if (period > actor.today.slice(0, 7)) refuseOn('period', M.futurePeriod);
}
export { periodLabel };

/**
 * The straight-line amount of month `k` (1 = the month after acquisition) of an
 * asset (alias a) as SQL numeric: (cost - salvage) / life rounded to the
 * centavo, the last month taking what is left, nothing before or after.
 */
export const monthlyOf = (a: string) => sql.raw(`round((${a}.cost - ${a}.salvage_value) / ${a}.useful_life_months, 2)`);
export function scheduleAmount(a: string, k: ReturnType<typeof sql>) {
  const monthly = monthlyOf(a);
  return sql`CASE WHEN ${k} < 1 OR ${k} > ${sql.raw(a)}.useful_life_months THEN 0::numeric
                  WHEN ${k} = ${sql.raw(a)}.useful_life_months THEN (${sql.raw(a)}.cost - ${sql.raw(a)}.salvage_value) - ${monthly} * (${sql.raw(a)}.useful_life_months - 1)
                  ELSE ${monthly} END`;
}
/** Months from the acquisition month to `period` (a date, first of month): 1 for the month after acquisition. */
export const monthIndex = (a: string, period: ReturnType<typeof sql>) =>
  sql`((extract(year FROM ${period})::int * 12 + extract(month FROM ${period})::int) - (extract(year FROM ${sql.raw(a)}.acquisition_date)::int * 12 + extract(month FROM ${sql.raw(a)}.acquisition_date)::int))`;

/** A journal entry's lines with the account names (for previews and details). */
export async function namedLines(db: Db, lines: { account: string; debit: string; credit: string }[]): Promise<EntryLine[]> {
  if (!lines.length) return [];
  return db.rows<EntryLine>(sql`
    SELECT l.account AS account_code, COALESCE(a.account_name, l.account) AS account_name, l.debit::numeric(16,2)::text AS debit, l.credit::numeric(16,2)::text AS credit
    FROM jsonb_to_recordset(${JSON.stringify(lines.map((l, n) => ({ ...l, n })))}::jsonb) AS l(n int, account text, debit numeric, credit numeric)
    LEFT JOIN accounts a ON a.account_code = l.account ORDER BY l.n`);
}
