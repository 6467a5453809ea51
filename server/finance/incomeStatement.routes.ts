import {
  BREAKDOWN_LEVELS,
  incomeStatementBody,
  incomeStatementEp,
  incomeStatementExportEp,
  type BreakdownLevel,
  type IncomeStatementAmounts,
  type IncomeStatementResult,
  type IncomeStatementRow,
  type PeriodBreakdown,
} from '../../contract/finance';
import type { z } from 'zod';
import { sql, type Db, type SQL } from '../db/db';
import { exportToXlsx, oneBatch, type ExportColumn } from '../export';
import { ok } from '../http/answer';
import { route } from '../kit';
import { periodSumsBeforeClosing } from '../journalVouchers/public';

/*
 * Income statement (spec 000 §2.19): movements of the accounts of fs group
 * 'Income Statement' per period column, rolled up the chart of accounts
 * (type > group > subgroup > line_item > accounts). Every amount is summed in
 * SQL numeric: per column, whole months come from the monthly totals and only
 * the partial months at the ends from the lines (periodSums). JavaScript only
 * arranges the already-summed strings into rows. The year-end closing
 * entries (journal CLS) are left out, so a closed year still shows its
 * revenue and expenses.
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;
const MONTHS_PER: Record<PeriodBreakdown, number> = { month: 1, quarter: 3, year: 12 };

export interface PeriodColumn {
  key: string;
  from: string;
  to: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The columns of [from, to]: each month / quarter / year it touches, clipped to the range. */
export function periodColumns(period: PeriodBreakdown, from: string, to: string): PeriodColumn[] {
  const step = MONTHS_PER[period];
  const first = new Date(`${from}T00:00:00Z`);
  let start = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() - (first.getUTCMonth() % step), 1));
  const out: PeriodColumn[] = [];
  while (iso(start) <= to) {
    const next = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + step, 1));
    const last = iso(new Date(next.getTime() - 86_400_000));
    const month = start.getUTCMonth();
    const key = period === 'month' ? MONTHS[month] : period === 'quarter' ? `q${month / 3 + 1}` : String(start.getUTCFullYear());
    out.push({ key, from: iso(start) < from ? from : iso(start), to: last > to ? to : last });
    start = next;
  }
  return out;
}

/**
 * The chart-of-accounts column of each level, outermost first. Constant names,
 * so sql.raw never sees user input.
 */
const PATH: Record<BreakdownLevel, string> = {
  type: 'account_type',
  group: 'account_group',
  subgroup: 'account_sub_group',
  line_item: 'account_line_item',
  accounts: 'account_code',
};
const SORT_KEYS = ['k1', 'k2', 'k3', 'k4', 'k5'] as const;

/**
 * One level's nodes: grouped by the full path down to the level (so a node
 * never mixes two parents, shown or not), per column and in total
 * (ROLLUP(col) gives the total with col NULL). k1..kd are the lowest account
 * code of the node and of each ancestor: ordering by them puts every node
 * right before its children and siblings in account-code order.
 */
function levelNodes(level: BreakdownLevel): SQL {
  const depth = BREAKDOWN_LEVELS.indexOf(level) + 1;
  const path = BREAKDOWN_LEVELS.slice(0, depth).map((l) => PATH[l]);
  const name = level === 'accounts' ? 'MIN(account_name)' : PATH[level];
  const code = level === 'accounts' ? 'account_code' : path.join(` || ' / ' || `);
  const keys = SORT_KEYS.map((k, i) => (i < depth ? `MIN(${k}) AS ${k}` : `NULL::text AS ${k}`)).join(', ');
  return sql.raw(`
    SELECT '${level}'::text AS level, ${name} AS name, ${code} AS code, col,
           SUM(shown)::numeric(18,2)::text AS amount, ${keys}
    FROM keyed GROUP BY ${path.join(', ')}, ROLLUP(col)`);
}

interface NodeRow {
  level: BreakdownLevel;
  name: string;
  code: string;
  col: string | null;
  amount: string;
}

interface Query {
  columns: PeriodColumn[];
  levels: BreakdownLevel[];
  accountsFrom: string;
  accountsTo: string;
}

/** The movements of the chosen accounts per column: shown (signed by type) and net (credit - debit). */
function movements(q: Query): SQL {
  const sums = sql.join(
    q.columns.map((c) => sql`SELECT ${c.key}::text AS col, s.account_code, s.debit, s.credit FROM (${periodSumsBeforeClosing(c.from, c.to)}) s`),
    sql` UNION ALL `,
  );
  return sql`
    WITH sums AS (${sums}),
    moved AS (
      SELECT a.account_type, a.account_group, a.account_sub_group, a.account_line_item, a.account_code, a.account_name, s.col,
             SUM(s.credit - s.debit) AS net,
             SUM(CASE WHEN a.account_type = 'Income' THEN s.credit - s.debit ELSE s.debit - s.credit END) AS shown
      FROM sums s JOIN accounts a ON a.account_code = s.account_code
      WHERE a.account_fs_group = 'Income Statement'
        AND ${q.accountsFrom ? sql`a.account_code >= ${q.accountsFrom}` : sql`true`}
        AND ${q.accountsTo ? sql`a.account_code <= ${q.accountsTo}` : sql`true`}
      GROUP BY a.account_type, a.account_group, a.account_sub_group, a.account_line_item, a.account_code, a.account_name, s.col),
    keyed AS (
      SELECT *, MIN(account_code) OVER (PARTITION BY account_type) AS k1,
             MIN(account_code) OVER (PARTITION BY account_type, account_group) AS k2,
             MIN(account_code) OVER (PARTITION BY account_type, account_group, account_sub_group) AS k3,
             MIN(account_code) OVER (PARTITION BY account_type, account_group, account_sub_group, account_line_item) AS k4,
             account_code AS k5
      FROM moved)`;
}

/** Cells in cols_ret order; a column without lines is zero. */
function amounts(keys: string[], byCol: Map<string | null, string>): IncomeStatementAmounts {
  return { date: keys.map((k) => ({ words: k, total: byCol.get(k) ?? '0.00' })), total: byCol.get(null) ?? '0.00' };
}

export async function incomeStatement(db: Db, q: Query): Promise<IncomeStatementResult> {
  const keys = q.columns.map((c) => c.key);
  const base = movements(q);
  const nodes = await db.rows<NodeRow>(sql`${base}
    SELECT level, name, code, col, amount FROM (${sql.join(q.levels.map(levelNodes), sql` UNION ALL `)}) n
    ORDER BY k1, k2 NULLS FIRST, k3 NULLS FIRST, k4 NULLS FIRST, k5 NULLS FIRST, col NULLS LAST`);
  const net = await db.rows<{ col: string | null; amount: string }>(sql`${base}
    SELECT col, COALESCE(SUM(net), 0)::numeric(18,2)::text AS amount FROM moved GROUP BY ROLLUP(col)`);

  // Group the per-column rows of each node, keeping the SQL order of the nodes.
  const byNode = new Map<string, { level: BreakdownLevel; code: string; name: string; cells: Map<string | null, string> }>();
  for (const n of nodes) {
    const id = `${n.level}\u0000${n.code}`;
    const node = byNode.get(id) ?? { level: n.level, code: n.code, name: n.name, cells: new Map() };
    node.cells.set(n.col, n.amount);
    byNode.set(id, node);
  }
  const rows: IncomeStatementRow[] = [...byNode.values()].map((n) => ({ level: n.level, code: n.code, name: n.name, ...amounts(keys, n.cells) }));
  return { cols_ret: keys, rows, net_income: amounts(keys, new Map(net.map((r) => [r.col, r.amount]))) };
}

type IsBody = z.output<typeof incomeStatementBody>;
const statementOf = (db: Db, body: IsBody) =>
  incomeStatement(db, {
    columns: periodColumns(body.period_breakdown, body.date_from, body.date_to),
    // Outermost first whatever order the client sent, each level once.
    levels: BREAKDOWN_LEVELS.filter((l) => body.breakdown.includes(l)),
    accountsFrom: body.accounts_from,
    accountsTo: body.accounts_to,
  });

export const incomeStatementRoute = route(incomeStatementEp, {
  scopes: ['get_income_statement'],
  reads: 'replica',
  summary: 'Income statement per month, quarter or year, broken down by the chart of accounts',
  handler: async ({ body, deps }) => ok(await statementOf(deps.read, body)),
});

/** A line of the file: the node's name indented by its level, its account code, a figure per period. */
type IsLine = Record<string, string>;
const LEVEL_INDENT = Object.fromEntries(BREAKDOWN_LEVELS.map((l, i) => [l, i])) as Record<BreakdownLevel, number>;

export const incomeStatementExport = route(incomeStatementExportEp, {
  scopes: ['get_income_statement'],
  reads: 'replica',
  summary: 'Income statement of the filters as XLSX: a line per node of the breakdown, a column per period, Net Income',
  handler: async (ctx) => {
    const body = ctx.body;
    const is = await statementOf(ctx.deps.read, body);
    const figures = (a: { date: { words: string; total: string }[]; total: string }) => ({
      ...Object.fromEntries(is.cols_ret.map((c) => [`p_${c}`, a.date.find((d) => d.words === c)?.total ?? '0.00'])),
      total: a.total,
    });
    const lines: IsLine[] = is.rows.map((r) => ({ name: `${'  '.repeat(LEVEL_INDENT[r.level])}${r.name}`, code: r.level === 'accounts' ? r.code : '', ...figures(r) }));
    const columns: ExportColumn<IsLine>[] = [
      { header: 'Account', key: 'name', kind: 'text', width: 48 },
      { header: 'Account Code', key: 'code', kind: 'text', width: 14 },
      ...is.cols_ret.map((c): ExportColumn<IsLine> => ({ header: periodHeader(c), key: `p_${c}`, kind: 'money', width: 16 })),
      { header: 'Total', key: 'total', kind: 'money', width: 18 },
    ];
    return exportToXlsx(ctx, {
      title: 'Income Statement',
      fileName: ['income_statement', body.date_from, body.date_to],
      filters: [
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
        { label: 'Breakdown', value: BREAKDOWN_LEVELS.filter((l) => body.breakdown.includes(l)).join(', ') },
        ...(body.accounts_from || body.accounts_to ? [{ label: 'Accounts', value: `${body.accounts_from || 'first'} to ${body.accounts_to || 'last'}` }] : []),
      ],
      columns,
      batches: oneBatch(lines),
      after: () => [{ name: 'Net Income', ...figures(is.net_income) }],
    });
  },
});

/** "jan" as "January", "q1" as "Q1", a year as itself. */
function periodHeader(key: string): string {
  const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
  const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const m = months.indexOf(key);
  return m >= 0 ? names[m] : key.toUpperCase();
}

export const incomeStatementRoutes = [incomeStatementRoute, incomeStatementExport];
