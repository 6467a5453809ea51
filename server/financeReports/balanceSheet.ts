import type { BalanceSheetLevel, BalanceSheetResult, BalanceSheetRow } from '../../contract/financeReports';
import { sql, type Db, type SQL } from '../db/db';
import { periodSums } from '../finance/public';
import { dayBefore } from './accountLines';
import { periodSumsBeforeClosing } from '../journalVouchers/public';

/*
 * Balance sheet as of a date beside a comparative date. Each account's
 * balance is every posting up to the date, read from the period totals
 * (whole months from the month totals, the last partial month from its
 * lines: periodSums), so it is the trial balance's balance at that date.
 *
 * The income and expense accounts hold the profit of every year not yet
 * closed: the statement shows it inside equity as two computed rows, the
 * prior years' profit not yet closed to retained earnings and the net income
 * from 1 January to the date not yet closed. A year-end close (journal CLS,
 * 31 December) moves the profit into Retained Earnings, so for a closed year
 * both rows read zero and the account carries it. Assets equal liabilities
 * plus equity on any date, because every entry balances. The year's net
 * income in the totals is the income statement's (closing entries left out),
 * so it still reads on 31 December of a closed year.
 */

const yearStart = (d: string) => `${d.slice(0, 4)}-01-01`;

/** Per balance-sheet account (and the two computed equity rows): its balance on the account's side, as of `date`. */
function balancesAsOf(date: string): SQL {
  return sql`
    SELECT a.account_type, a.account_group, a.account_sub_group, a.account_line_item, a.account_code, a.account_name, 'account' AS kind,
           CASE WHEN a.account_type = 'Assets' THEN 1 ELSE -1 END * SUM(s.debit - s.credit) AS amount
    FROM (${periodSums('1900-01-01', date)}) s JOIN accounts a ON a.account_code = s.account_code
    WHERE a.account_fs_group = 'Balance Sheet'
    GROUP BY a.account_type, a.account_group, a.account_sub_group, a.account_line_item, a.account_code, a.account_name
    UNION ALL
    SELECT 'Equity', 'Equity', 'Retained Earnings', 'Retained Earnings', 'RE-PRIOR', 'Prior years'' income not yet closed', 'computed',
           COALESCE(SUM(s.credit - s.debit), 0)
    FROM (${periodSums('1900-01-01', dayBefore(yearStart(date)))}) s JOIN accounts a ON a.account_code = s.account_code
    WHERE a.account_fs_group = 'Income Statement'
    UNION ALL
    SELECT 'Equity', 'Equity', 'Retained Earnings', 'Retained Earnings', 'RE-YTD', 'Net income for the year to date', 'computed',
           COALESCE(SUM(s.credit - s.debit), 0)
    FROM (${periodSums(yearStart(date), date)}) s JOIN accounts a ON a.account_code = s.account_code
    WHERE a.account_fs_group = 'Income Statement'`;
}

interface NodeRow {
  lvl: number;
  kind: string;
  account_type: string;
  account_group: string | null;
  account_sub_group: string | null;
  account_line_item: string | null;
  account_code: string | null;
  account_name: string | null;
  current: string;
  previous: string;
  variance: string;
}

const LEVELS: BalanceSheetLevel[] = ['type', 'group', 'subgroup', 'line_item', 'account'];

export function previousYearEnd(asOf: string): string {
  return `${Number(asOf.slice(0, 4)) - 1}-12-31`;
}

export async function balanceSheet(db: Db, asOf: string, compareTo: string): Promise<BalanceSheetResult> {
  const base = sql`
    WITH cur AS (${balancesAsOf(asOf)}), prev AS (${balancesAsOf(compareTo)}),
    bal AS (
      SELECT COALESCE(c.account_type, p.account_type) AS account_type, COALESCE(c.account_group, p.account_group) AS account_group,
             COALESCE(c.account_sub_group, p.account_sub_group) AS account_sub_group, COALESCE(c.account_line_item, p.account_line_item) AS account_line_item,
             COALESCE(c.account_code, p.account_code) AS account_code, COALESCE(c.account_name, p.account_name) AS account_name,
             COALESCE(c.kind, p.kind) AS kind, COALESCE(c.amount, 0) AS current, COALESCE(p.amount, 0) AS previous
      FROM cur c FULL JOIN prev p ON p.account_code = c.account_code
      WHERE COALESCE(c.amount, 0) <> 0 OR COALESCE(p.amount, 0) <> 0 OR COALESCE(c.kind, p.kind) = 'computed'),
    keyed AS (
      SELECT *, MIN(account_code) OVER (PARTITION BY account_type) AS k1,
             MIN(account_code) OVER (PARTITION BY account_type, account_group) AS k2,
             MIN(account_code) OVER (PARTITION BY account_type, account_group, account_sub_group) AS k3,
             MIN(account_code) OVER (PARTITION BY account_type, account_group, account_sub_group, account_line_item) AS k4
      FROM bal)`;
  const nodes = await db.rows<NodeRow>(sql`${base}
    SELECT (GROUPING(account_group) = 0)::int + (GROUPING(account_sub_group) = 0)::int + (GROUPING(account_line_item) = 0)::int + (GROUPING(account_code) = 0)::int AS lvl,
           MIN(kind) AS kind, account_type, account_group, account_sub_group, account_line_item, account_code, MIN(account_name) AS account_name,
           SUM(current)::numeric(18,2)::text AS current, SUM(previous)::numeric(18,2)::text AS previous,
           SUM(current - previous)::numeric(18,2)::text AS variance
    FROM keyed
    GROUP BY GROUPING SETS ((account_type), (account_type, account_group), (account_type, account_group, account_sub_group),
                           (account_type, account_group, account_sub_group, account_line_item),
                           (account_type, account_group, account_sub_group, account_line_item, account_code))
    ORDER BY MIN(k1), CASE WHEN GROUPING(account_group) = 0 THEN MIN(k2) END NULLS FIRST,
             CASE WHEN GROUPING(account_sub_group) = 0 THEN MIN(k3) END NULLS FIRST,
             CASE WHEN GROUPING(account_line_item) = 0 THEN MIN(k4) END NULLS FIRST, account_code NULLS FIRST`);
  const totals = await db.one<Record<string, string>>(sql`${base}
    SELECT ${sql.join(
      (['current', 'previous'] as const).map((col) => {
        const c = sql.identifier(col);
        const of = (cond: SQL) => sql`COALESCE(SUM(${c}) FILTER (WHERE ${cond}), 0)`;
        const p = (name: string) => sql.identifier(`${name}_${col}`);
        return sql`${of(sql`account_type = 'Assets'`)}::numeric(18,2)::text AS ${p('assets')},
          ${of(sql`account_type = 'Liabilities'`)}::numeric(18,2)::text AS ${p('liabilities')},
          ${of(sql`account_type = 'Equity'`)}::numeric(18,2)::text AS ${p('equity')},
          ${of(sql`account_type <> 'Assets'`)}::numeric(18,2)::text AS ${p('le')},
          (${of(sql`account_type = 'Assets'`)} - ${of(sql`account_type <> 'Assets'`)})::numeric(18,2)::text AS ${p('difference')},
          (SELECT COALESCE(SUM(s.credit - s.debit), 0) FROM (${periodSumsBeforeClosing(yearStart(col === 'current' ? asOf : compareTo), col === 'current' ? asOf : compareTo)}) s
             JOIN accounts a ON a.account_code = s.account_code WHERE a.account_fs_group = 'Income Statement')::numeric(18,2)::text AS ${p('ni')}`;
      }),
      sql`, `,
    )}
    FROM bal`);
  const pair = (name: string) => ({ current: totals![`${name}_current`], previous: totals![`${name}_previous`] });

  const rows: BalanceSheetRow[] = nodes.map((n) => {
    const level: BalanceSheetLevel = n.lvl === 4 && n.kind === 'computed' ? 'computed' : LEVELS[n.lvl];
    const path = [n.account_type, n.account_group, n.account_sub_group, n.account_line_item].slice(0, n.lvl + 1).filter((p): p is string => p !== null);
    const name = n.lvl === 4 ? (n.account_name ?? '') : path[path.length - 1];
    return {
      level,
      code: n.lvl === 4 ? n.account_code! : path.join(' / '),
      name,
      account_code: level === 'account' ? n.account_code : null,
      account_type: n.account_type,
      account_group: n.account_group ?? '',
      account_sub_group: n.account_sub_group ?? '',
      account_line_item: n.account_line_item ?? '',
      current: n.current,
      previous: n.previous,
      variance: n.variance,
    };
  });
  return {
    as_of: asOf,
    compare_to: compareTo,
    rows,
    totals: {
      assets: pair('assets'),
      liabilities: pair('liabilities'),
      equity: pair('equity'),
      liabilities_and_equity: pair('le'),
      difference: pair('difference'),
      net_income: pair('ni'),
    },
  };
}
