import { generalLedgerBody, generalLedgerEntriesBody, trialBalanceBody, type TrialBalanceRow } from '../../contract/finance';
import { sql, type SQL } from '../db/db';
import { ok } from '../http/answer';
import { defineRoute } from '../http/routeRegistry';
import { accountsOf, ledgerPage } from './ledgerPaging';
import { splitByMonth } from './monthSplit';

// The export reads its opening balance the same way.
export { accountsOf, balanceBefore } from './ledgerPaging';

/*
 * General ledger and trial balance over the books. Balances are debit minus
 * credit for every account, summed in SQL numeric and sent as text.
 *
 * Running balances are right on every page at the cost of the page itself
 * (see ledgerPaging.ts) — never a window over the whole filtered range.
 */

export const generalLedger = defineRoute({
  method: 'POST',
  url: '/ledger/general',
  scopes: ['get_general_ledger'],
  summary: 'General ledger lines of an account or sub-group, paged, with running balance',
  body: generalLedgerBody,
  handler: async ({ body, deps }) => {
    const { rows, total } = await ledgerPage(
      deps.db,
      { accounts: accountsOf(body.account_code, body.sub_group), from: body.date_from, to: body.date_to },
      body,
    );
    return ok(rows, total);
  },
});

export const generalLedgerEntries = defineRoute({
  method: 'POST',
  url: '/ledger/general/entries',
  scopes: ['get_trial_balance', 'get_general_ledger'],
  summary: 'General ledger drill-down of one account from the trial balance',
  body: generalLedgerEntriesBody,
  handler: async ({ body, deps }) => {
    const { rows, total } = await ledgerPage(deps.db, { accounts: accountsOf(body.account_code, ''), from: body.date_from, to: body.date_to }, body);
    return ok(rows, total);
  },
});

// Qualified with t.: a bare name would sort by the output column, the money as text.
const TB_ORDER: Record<string, SQL> = {
  account_code: sql`t.account_code`,
  account_name: sql`t.account_name`,
  beginning_balance: sql`t.beginning_balance`,
  debit: sql`t.debit`,
  credit: sql`t.credit`,
  balance: sql`t.balance`,
};

/**
 * Sums of the lines of [from, to] per account: whole months from the monthly
 * totals, the partial months at either end from the lines.
 */
export function periodSums(from: string, to: string): SQL {
  const { fullMonths, partials } = splitByMonth(from, to);
  const parts: SQL[] = partials.map(
    (p) => sql`SELECT account_code, SUM(debit) AS debit, SUM(credit) AS credit FROM journal_lines
               WHERE transaction_date BETWEEN ${p.from}::date AND ${p.to}::date GROUP BY account_code`,
  );
  if (fullMonths) {
    parts.push(sql`SELECT account_code, SUM(debit) AS debit, SUM(credit) AS credit FROM account_month_totals
                   WHERE month BETWEEN ${fullMonths.from}::date AND ${fullMonths.to}::date GROUP BY account_code`);
  }
  // An empty range still needs a well-formed (empty) relation.
  if (parts.length === 0) return sql`SELECT NULL::text AS account_code, 0::numeric AS debit, 0::numeric AS credit WHERE false`;
  return sql.join(parts, sql` UNION ALL `);
}

export const trialBalance = defineRoute({
  method: 'POST',
  url: '/ledger/trial-balance',
  scopes: ['get_trial_balance'],
  summary: 'Trial balance: beginning balance, debits, credits and balance per account',
  body: trialBalanceBody,
  handler: async ({ body, deps }) => {
    const order = TB_ORDER[body.order_by ?? 'account_code'] ?? TB_ORDER.account_code;
    const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
    const cte = trialBalanceCte(body);
    const rows = await deps.db.rows<TrialBalanceRow>(sql`${cte}
      SELECT ${TB_COLUMNS} FROM tb_rows t
      ORDER BY ${order} ${dir}, t.account_code
      LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}`);
    const count = await deps.db.one<{ n: number }>(sql`${cte} SELECT COUNT(*)::int AS n FROM tb_rows`);
    return ok(rows, count?.n ?? 0);
  },
});

export interface TrialBalanceRange {
  date_from: string;
  date_to: string;
  /** Part of an account code or name. */
  filter?: string;
}

/**
 * The trial balance of a range as the CTE `tb_rows` (numeric columns, one row
 * per account with a beginning balance or movement), shared by the list and
 * the export: select TB_COLUMNS from it.
 */
export function trialBalanceCte(range: TrialBalanceRange): SQL {
  const filter = range.filter ? `%${range.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return sql`
      WITH before AS (${periodSums('1900-01-01', prevDay(range.date_from))}),
           within AS (${periodSums(range.date_from, range.date_to)}),
           tb AS (
             SELECT a.account_code, a.account_name, a.account_fs_group, a.account_group, a.account_sub_group,
                    a.account_line_item, a.account_sub_line_item,
                    COALESCE((SELECT SUM(debit - credit) FROM before b WHERE b.account_code = a.account_code), 0) AS beginning_balance,
                    COALESCE((SELECT SUM(debit) FROM within w WHERE w.account_code = a.account_code), 0) AS debit,
                    COALESCE((SELECT SUM(credit) FROM within w WHERE w.account_code = a.account_code), 0) AS credit
             FROM accounts a
             WHERE ${filter === null ? sql`true` : sql`(a.account_code ILIKE ${filter} OR a.account_name ILIKE ${filter})`}),
           tb_rows AS (
             SELECT *, beginning_balance + debit - credit AS balance FROM tb
             WHERE beginning_balance <> 0 OR debit <> 0 OR credit <> 0)
      `;
}

/** TrialBalanceRow columns of `tb_rows t`, money as text. */
export const TB_COLUMNS = sql`row_number() OVER (ORDER BY t.account_code)::int AS id, t.account_code, t.account_name, t.account_fs_group,
             t.account_group, t.account_sub_group, t.account_line_item, t.account_sub_line_item,
             t.beginning_balance::numeric(18,2)::text AS beginning_balance, t.debit::numeric(18,2)::text AS debit,
             t.credit::numeric(18,2)::text AS credit, t.balance::numeric(18,2)::text AS balance`;

function prevDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const ledgerRoutes = [generalLedger, generalLedgerEntries, trialBalance];
