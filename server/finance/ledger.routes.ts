import {
  generalLedgerColumns,
  generalLedgerEntries as generalLedgerEntriesEp,
  generalLedgerReport,
  generalLedgerSummaryEp,
  trialBalanceColumns,
  trialBalanceReport,
  trialBalanceTotalsEp,
  type GeneralLedgerRow,
  type TrialBalanceRow,
  type TrialBalanceTotals,
} from '../../contract/finance';
import { sql, type Db, type SQL } from '../db/db';
import { orderBy } from '../db/orderBy';
import { keysetBatches } from '../export';
import { reportRoutes, route, type SortMap } from '../kit';
import { runningBalanceRows } from '../kit/report';
import { ledgerSummary } from './ledgerSummary';
import { generalLedgerBatches } from './glExportBatches';
import { accountsOf, ledgerPage } from './ledgerPaging';
import { periodSums } from './monthSplit';
import { likePattern } from '../kit/like';

/*
 * General ledger and trial balance over the books (spec 000 §2.9, §2.18, §7),
 * declared in contract/finance.ts: each report's page and its XLSX export come
 * from reportRoutes, the export's columns from the declared ones. Balances are
 * debit minus credit for every account, summed in SQL numeric and sent as text.
 *
 * Running balances are right on every page at the cost of the page itself
 * (see ledgerPaging.ts) — never a window over the whole filtered range.
 */

// ---- General ledger -------------------------------------------------------------

/**
 * Lines come only in (transaction_date, id) order, which the running balance
 * needs: ledgerPaging.ts reads each page from the index in that order and
 * `direction` flips it. So the date is the declaration's one sortable column,
 * and this map is its check rather than a choice (the paging reads no map):
 * declaring another sortable column is a type error here until the paging can
 * sort by it.
 */
export const GL_ORDER: SortMap<typeof generalLedgerColumns> = { transaction_date: sql`l.transaction_date` };

const ledgerScope = (b: { account_code: string; sub_group: string; date_from: string; date_to: string }) => ({
  accounts: accountsOf(b.account_code, b.sub_group),
  from: b.date_from,
  to: b.date_to,
});

export const generalLedgerRoutes = reportRoutes<GeneralLedgerRow, typeof generalLedgerReport>(generalLedgerReport, {
  summary: {
    page: 'General ledger lines of an account or sub-group, paged, with running balance',
    export: 'General ledger lines of an account or sub-group with running balance, as XLSX',
  },
  page: (body, db) => ledgerPage(db, ledgerScope(body), body),
  export: {
    fileName: (body) => ['general_ledger', body.account_code || body.sub_group, body.date_from, body.date_to],
    filters: async (body, db) => {
      const account = body.account_code
        ? await db.one<{ name: string }>(sql`SELECT account_name AS name FROM accounts WHERE account_code = ${body.account_code}`)
        : undefined;
      return [
        body.account_code ? { label: 'Account', value: `${body.account_code} ${account?.name ?? ''}`.trim() } : { label: 'Sub-group', value: body.sub_group },
        { label: 'Date From', value: body.date_from },
        { label: 'Date To', value: body.date_to },
      ];
    },
    batches: (body, db) => generalLedgerBatches(db, body),
    balanceRows: async (body, db) => {
      const s = await ledgerSummary(db, ledgerScope(body));
      return runningBalanceRows(generalLedgerColumns, {
        from: body.date_from,
        to: body.date_to,
        opening: s.opening_balance,
        closing: s.closing_balance,
        totals: { debit: s.total_debit, credit: s.total_credit },
      });
    },
  },
});

/** The opening, totals and closing of the ledger of the filters (the screen's first and last rows). */
export const generalLedgerSummary = route(generalLedgerSummaryEp, {
  scopes: [generalLedgerReport.scopes.view],
  reads: 'replica',
  summary: 'General ledger of an account or sub-group: opening balance, period debits and credits, closing balance',
  handler: async ({ body, deps, ok }) => ok(await ledgerSummary(deps.read, ledgerScope(body))),
});

/**
 * The trial balance's drill-down: not a report of its own (no export, and
 * either of two scopes may open it), so a route over its declared endpoint.
 */
export const generalLedgerEntries = route(generalLedgerEntriesEp, {
  scopes: ['get_trial_balance', 'get_general_ledger'],
  reads: 'replica',
  summary: 'General ledger drill-down of one account from the trial balance',
  handler: async ({ body, deps, ok }) => {
    const { rows, total } = await ledgerPage(deps.read, { accounts: accountsOf(body.account_code, ''), from: body.date_from, to: body.date_to }, body);
    return ok(rows, total);
  },
});

// ---- Trial balance ----------------------------------------------------------------

// Qualified with t.: a bare name would sort by the output column, the money as text.
const TB_ORDER: SortMap<typeof trialBalanceColumns> = {
  account_code: sql`t.account_code`,
  account_name: sql`t.account_name`,
  beginning_balance: sql`t.beginning_balance`,
  debit: sql`t.debit`,
  credit: sql`t.credit`,
  balance: sql`t.balance`,
};

interface TrialBalanceRange {
  date_from: string;
  date_to: string;
  /** Part of an account code or name. */
  filter?: string;
}

/**
 * The trial balance of a range as the CTE `tb_rows` (numeric columns, one row
 * per account with a beginning balance or movement), shared by the list and
 * the export: select TB_COLUMNS from it. Driven by the sums (joined to their
 * accounts, grouped once), not by the chart: a correlated sum per account of
 * the chart cost four times as much, most of the chart having no line.
 */
function trialBalanceCte(range: TrialBalanceRange): SQL {
  const filter = range.filter ? likePattern(range.filter) : null;
  return sql`
      WITH before AS (${periodSums('1900-01-01', prevDay(range.date_from))}),
           within AS (${periodSums(range.date_from, range.date_to)}),
           sums AS (
             SELECT account_code, SUM(debit - credit) AS beginning_balance, 0 AS debit, 0 AS credit FROM before GROUP BY account_code
             UNION ALL SELECT account_code, 0, SUM(debit), SUM(credit) FROM within GROUP BY account_code),
           tb AS (
             SELECT a.account_code, a.account_name, a.account_fs_group, a.account_group, a.account_sub_group,
                    a.account_line_item, a.account_sub_line_item,
                    SUM(s.beginning_balance) AS beginning_balance, SUM(s.debit) AS debit, SUM(s.credit) AS credit
             FROM sums s JOIN accounts a ON a.account_code = s.account_code
             WHERE ${filter === null ? sql`true` : sql`(a.account_code ILIKE ${filter} OR a.account_name ILIKE ${filter})`}
             GROUP BY a.account_code),
           tb_rows AS (
             SELECT *, beginning_balance + debit - credit AS balance FROM tb
             WHERE beginning_balance <> 0 OR debit <> 0 OR credit <> 0)
      `;
}

/** TrialBalanceRow columns of `tb_rows t`, money as text. */
const TB_COLUMNS = sql`row_number() OVER (ORDER BY t.account_code)::int AS id, t.account_code, t.account_name, t.account_fs_group,
             t.account_group, t.account_sub_group, t.account_line_item, t.account_sub_line_item,
             t.beginning_balance::numeric(18,2)::text AS beginning_balance, t.debit::numeric(18,2)::text AS debit,
             t.credit::numeric(18,2)::text AS credit, t.balance::numeric(18,2)::text AS balance`;

function prevDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

interface TrialBalancePageArgs extends TrialBalanceRange {
  page: number;
  page_size: number;
  order_by: string;
  direction: 'asc' | 'desc';
}

/**
 * One page of the trial balance in the chosen order, and its row count, in one pass over the balances (the count
 * rides on each row: the balances were the page's whole cost, and counting them again doubled it). Only a page past
 * the end, which has no row to carry the count, asks for it apart.
 */
async function trialBalancePage(db: Db, body: TrialBalancePageArgs): Promise<{ rows: TrialBalanceRow[]; total: number }> {
  const order = orderBy(TB_ORDER, body.order_by, 'account_code');
  const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const cte = trialBalanceCte(body);
  const counted = await db.rows<TrialBalanceRow & { total_rows: number }>(sql`${cte}
      SELECT ${TB_COLUMNS}, COUNT(*) OVER ()::int AS total_rows FROM tb_rows t
      ORDER BY ${order} ${dir}, t.account_code
      LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}`);
  if (counted.length) return { rows: counted.map(({ total_rows: _, ...row }) => row), total: counted[0].total_rows };
  const count = body.page === 0 ? { n: 0 } : await db.one<{ n: number }>(sql`${cte} SELECT COUNT(*)::int AS n FROM tb_rows`);
  return { rows: [], total: count?.n ?? 0 };
}

/** Every account of the range in account-code order, in keyset batches. */
function trialBalanceBatches(db: Db, range: TrialBalanceRange): AsyncIterable<TrialBalanceRow[]> {
  const cte = trialBalanceCte(range);
  return keysetBatches<TrialBalanceRow, string>(
    (after, limit) =>
      db.rows<TrialBalanceRow>(sql`${cte}
        SELECT ${TB_COLUMNS} FROM tb_rows t WHERE t.account_code > ${after ?? ''}
        ORDER BY t.account_code LIMIT ${limit}`),
    (last) => last.account_code,
  );
}

export const trialBalanceRoutes = reportRoutes<TrialBalanceRow, typeof trialBalanceReport>(trialBalanceReport, {
  summary: {
    page: 'Trial balance: beginning balance, debits, credits and balance per account',
    export: 'Trial balance of a date range, every account with a balance or movement, as XLSX',
  },
  page: (body, db) => trialBalancePage(db, body),
  export: {
    fileName: (body) => ['trial_balance', body.date_from, body.date_to],
    filters: async (body) => [
      { label: 'Date From', value: body.date_from },
      { label: 'Date To', value: body.date_to },
    ],
    batches: (body, db) => trialBalanceBatches(db, body),
  },
});

/** The Total row of the trial balance of the filters (the screen's pinned last row). */
export const trialBalanceTotals = route(trialBalanceTotalsEp, {
  scopes: [trialBalanceReport.scopes.view],
  reads: 'replica',
  summary: 'Trial balance totals of a date range: beginning balance, debits, credits and balance of every account',
  handler: async ({ body, deps, ok }) =>
    ok(
      (await deps.read.one<TrialBalanceTotals>(sql`${trialBalanceCte(body)}
        SELECT COALESCE(SUM(t.beginning_balance), 0)::numeric(18,2)::text AS beginning_balance, COALESCE(SUM(t.debit), 0)::numeric(18,2)::text AS debit,
               COALESCE(SUM(t.credit), 0)::numeric(18,2)::text AS credit, COALESCE(SUM(t.balance), 0)::numeric(18,2)::text AS balance, COUNT(*)::int AS accounts
        FROM tb_rows t`))!,
    ),
});

/** Page and export of the general ledger and the trial balance, and the drill-down between them. */
export const ledgerRoutes = [...generalLedgerRoutes, generalLedgerSummary, generalLedgerEntries, ...trialBalanceRoutes, trialBalanceTotals];
