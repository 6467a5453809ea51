import type { TbMonthlyResult, TbV2Result, TbV2Row, TbView } from '../../contract/financeReports';
import { sql, type Db, type SQL } from '../db/db';
import { periodSums } from '../finance/public';
import { dayBefore } from './accountLines';

/*
 * Trial balance v2: opening, period debits and credits, and closing per
 * account (or per line item: the simplified view), with a totals row where
 * debits equal credits; and a year in monthly columns. Every figure is a sum
 * of the period totals (periodSums), in SQL numeric; balances are debit -
 * credit like the trial balance's.
 */

/** The grouping of a view: the account itself, or its line item within its place in the hierarchy. */
function keyOf(view: TbView): { code: SQL; name: SQL; group: SQL } {
  return view === 'accounts'
    ? { code: sql`a.account_code`, name: sql`a.account_name`, group: sql`a.account_code, a.account_name, a.account_type, a.account_group, a.account_sub_group, a.account_line_item` }
    : {
        code: sql`a.account_type || ' / ' || a.account_group || ' / ' || a.account_sub_group || ' / ' || a.account_line_item`,
        name: sql`a.account_line_item`,
        group: sql`a.account_type, a.account_group, a.account_sub_group, a.account_line_item`,
      };
}

const money = (e: SQL) => sql`COALESCE(${e}, 0)::numeric(18,2)::text`;

export async function trialBalanceV2(db: Db, from: string, to: string, view: TbView): Promise<TbV2Result> {
  const k = keyOf(view);
  const base = sql`
    WITH before AS (${periodSums('1900-01-01', dayBefore(from))}), within AS (${periodSums(from, to)}),
    s AS (SELECT account_code, SUM(debit - credit) AS opening, 0 AS debit, 0 AS credit FROM before GROUP BY account_code
          UNION ALL SELECT account_code, 0, SUM(debit), SUM(credit) FROM within GROUP BY account_code),
    r AS (SELECT ${k.code} AS code, ${k.name} AS name, MIN(a.account_code) AS first_code, a.account_type, a.account_group, a.account_sub_group, a.account_line_item,
                 SUM(s.opening) AS opening, SUM(s.debit) AS debit, SUM(s.credit) AS credit, SUM(s.opening + s.debit - s.credit) AS closing
          FROM s JOIN accounts a ON a.account_code = s.account_code GROUP BY ${k.group}
          HAVING SUM(s.opening) <> 0 OR SUM(s.debit) <> 0 OR SUM(s.credit) <> 0)`;
  const rows = await db.rows<TbV2Row>(sql`${base}
    SELECT code, name, account_type, account_group, account_sub_group, account_line_item,
           ${money(sql`opening`)} AS opening, ${money(sql`debit`)} AS debit, ${money(sql`credit`)} AS credit, ${money(sql`closing`)} AS closing
    FROM r ORDER BY first_code, code`);
  const totals = await db.one<TbV2Result['totals']>(sql`${base}
    SELECT ${money(sql`SUM(opening)`)} AS opening, ${money(sql`SUM(debit)`)} AS debit, ${money(sql`SUM(credit)`)} AS credit, ${money(sql`SUM(closing)`)} AS closing FROM r`);
  return { rows, totals: totals! };
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthEnd = (year: number, m: number) => new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);

export async function trialBalanceMonthly(db: Db, year: number, view: TbView): Promise<TbMonthlyResult> {
  const k = keyOf(view);
  const months = Array.from({ length: 12 }, (_, i) => ({ n: i + 1, from: `${year}-${pad(i + 1)}-01`, to: monthEnd(year, i + 1) }));
  const parts = [
    sql`SELECT account_code, 0 AS m, SUM(debit - credit) AS amount FROM (${periodSums('1900-01-01', `${year - 1}-12-31`)}) x GROUP BY account_code`,
    ...months.map((m) => sql`SELECT account_code, ${m.n}::int AS m, SUM(debit - credit) AS amount FROM (${periodSums(m.from, m.to)}) x GROUP BY account_code`),
  ];
  const cells = sql.join(
    Array.from({ length: 13 }, (_, m) => sql`${money(sql`SUM(s.amount) FILTER (WHERE s.m = ${m}::int)`)} AS ${sql.identifier(`m${m}`)}`),
    sql`, `,
  );
  const rows = await db.rows<Record<string, string>>(sql`
    WITH s AS (${sql.join(parts, sql` UNION ALL `)}),
    r AS (SELECT ${k.code} AS code, ${k.name} AS name, MIN(a.account_code) AS first_code, ${cells}, ${money(sql`SUM(s.amount)`)} AS closing
          FROM s JOIN accounts a ON a.account_code = s.account_code GROUP BY ${k.group} HAVING bool_or(s.amount <> 0))
    SELECT * FROM r ORDER BY first_code, code`);
  const total = await db.one<Record<string, string>>(sql`
    WITH s AS (${sql.join(parts, sql` UNION ALL `)})
    SELECT ${cells}, ${money(sql`SUM(s.amount)`)} AS closing FROM s`);
  const monthsOf = (r: Record<string, string>) => months.map((m) => r[`m${m.n}`]);
  return {
    year,
    rows: rows.map((r) => ({ code: r.code, name: r.name, opening: r.m0, months: monthsOf(r), closing: r.closing })),
    totals: { opening: total!.m0, months: monthsOf(total!), closing: total!.closing },
  };
}
