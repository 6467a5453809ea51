import { generalLedgerBody, generalLedgerEntriesBody, trialBalanceBody, type GeneralLedgerRow, type TrialBalanceRow } from '../../contract/finance';
import { sql, type Db, type SQL } from '../db/db';
import { ok } from '../http/answer';
import { splitByMonth } from './monthSplit';
import { defineRoute } from '../http/routeRegistry';

/*
 * General ledger and trial balance over the books. Balances are debit minus
 * credit for every account, summed in SQL numeric and sent as text.
 *
 * Running balances are right on every page at the cost of the page itself:
 * the page's rows come from the (account_code, transaction_date, id) index,
 * and the balance before its first row is the monthly totals before that
 * month plus the lines of that month before the row — never a window over
 * the whole filtered range.
 */

interface LedgerScope {
  accounts: SQL;
  from: string;
  to: string;
}

const accountsOf = (accountCode: string, subGroup: string): SQL =>
  accountCode ? sql`VALUES (${accountCode}::text)` : sql`SELECT account_code FROM accounts WHERE account_sub_group = ${subGroup}`;

/** Balance of the accounts from all lines strictly before (date, id). */
async function balanceBefore(db: Db, accounts: SQL, date: string, id: number): Promise<string> {
  const row = await db.one<{ b: string }>(sql`
    SELECT (COALESCE((SELECT SUM(debit - credit) FROM account_month_totals
                      WHERE account_code IN (${accounts}) AND month < date_trunc('month', ${date}::date)), 0)
          + COALESCE((SELECT SUM(debit - credit) FROM journal_lines
                      WHERE account_code IN (${accounts})
                        AND transaction_date >= date_trunc('month', ${date}::date)
                        AND (transaction_date, id) < (${date}::date, ${id}::bigint)), 0))::numeric(18,2)::text AS b`);
  return row?.b ?? '0.00';
}

interface PageArgs {
  page: number;
  page_size: number;
  direction: 'asc' | 'desc';
}

/** Lines in [from, to]: whole months from the monthly counts, the partial months at either end from the index. */
async function countLines(db: Db, scope: LedgerScope): Promise<number> {
  const { fullMonths, partials } = splitByMonth(scope.from, scope.to);
  const parts: SQL[] = partials.map(
    (p) => sql`(SELECT COUNT(*) FROM journal_lines WHERE account_code IN (${scope.accounts}) AND transaction_date BETWEEN ${p.from}::date AND ${p.to}::date)`,
  );
  if (fullMonths) {
    parts.push(sql`COALESCE((SELECT SUM(line_count) FROM account_month_totals
                             WHERE account_code IN (${scope.accounts}) AND month BETWEEN ${fullMonths.from}::date AND ${fullMonths.to}::date), 0)`);
  }
  if (parts.length === 0) return 0;
  const row = await db.one<{ n: number }>(sql`SELECT (${sql.join(parts, sql` + `)})::int AS n`);
  return row?.n ?? 0;
}

/**
 * The (date, id) key of the row at position `offset` (0-based, date order) in
 * the range, found by skipping whole months with their line counts and then
 * stepping through one month of the index — never the whole range.
 */
async function keyAt(db: Db, scope: LedgerScope, offset: number): Promise<{ date: string; id: number } | null> {
  const months = await db.rows<{ month: string; start: string; stop: string; n: number }>(sql`
    WITH m AS (
      SELECT month, GREATEST(month, ${scope.from}::date) AS start,
             LEAST((month + interval '1 month' - interval '1 day')::date, ${scope.to}::date) AS stop,
             SUM(line_count)::int AS whole
      FROM account_month_totals
      WHERE account_code IN (${scope.accounts})
        AND month BETWEEN date_trunc('month', ${scope.from}::date)::date AND ${scope.to}::date
      GROUP BY month)
    SELECT month::text AS month, start::text AS start, stop::text AS stop,
           CASE WHEN start = month AND stop = (month + interval '1 month' - interval '1 day')::date THEN whole
                ELSE (SELECT COUNT(*)::int FROM journal_lines
                      WHERE account_code IN (${scope.accounts}) AND transaction_date BETWEEN m.start AND m.stop) END AS n
    FROM m ORDER BY month`);
  let skipped = 0;
  for (const m of months) {
    if (offset < skipped + m.n) {
      const row = await db.one<{ d: string; id: number }>(sql`
        SELECT transaction_date::text AS d, id::int AS id FROM journal_lines
        WHERE account_code IN (${scope.accounts}) AND transaction_date BETWEEN ${m.start}::date AND ${m.stop}::date
        ORDER BY transaction_date, id OFFSET ${offset - skipped} LIMIT 1`);
      return row ? { date: row.d, id: Number(row.id) } : null;
    }
    skipped += m.n;
  }
  return null;
}

async function ledgerPage(db: Db, scope: LedgerScope, p: PageArgs): Promise<{ rows: GeneralLedgerRow[]; total: number }> {
  const total = await countLines(db, scope);
  // Rows of this page in date order: [start, start + size) ascending, or counted from the end when descending.
  const size = p.page_size;
  const startPos = p.direction === 'desc' ? Math.max(0, total - (p.page + 1) * size) : p.page * size;
  const count = p.direction === 'desc' ? Math.min(size, total - p.page * size) : Math.min(size, total - startPos);
  if (count <= 0 || startPos >= total) return { rows: [], total };
  const first = await keyAt(db, scope, startPos);
  if (!first) return { rows: [], total };
  const opening = await balanceBefore(db, scope.accounts, first.date, first.id);
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await db.rows<GeneralLedgerRow>(sql`
    SELECT * FROM (
      SELECT l.id::int AS id, e.journal_entry, l.transaction_date::text AS transaction_date, l.account_code, a.account_name,
             l.debit::text AS debit, l.credit::text AS credit,
             (${opening}::numeric + SUM(l.debit - l.credit) OVER (ORDER BY l.transaction_date, l.id))::numeric(18,2)::text AS running_balance,
             e.module, e.reference, e.payee, e.md, e.particulars, e.remarks, e.details, e.program, e.cost_center,
             e.bank_date::text AS bank_date, e.accounting_code
      FROM (SELECT * FROM journal_lines
            WHERE account_code IN (${scope.accounts}) AND transaction_date <= ${scope.to}::date
              AND (transaction_date, id) >= (${first.date}::date, ${first.id}::bigint)
            ORDER BY transaction_date, id LIMIT ${count}) l
      JOIN journal_entries e ON e.id = l.je_id JOIN accounts a ON a.account_code = l.account_code) page
    ORDER BY transaction_date ${dir}, id ${dir}`);
  return { rows, total };
}

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

const TB_ORDER: Record<string, SQL> = {
  account_code: sql`account_code`,
  account_name: sql`account_name`,
  beginning_balance: sql`beginning_balance`,
  debit: sql`debit`,
  credit: sql`credit`,
  balance: sql`balance`,
};

/**
 * Sums of the lines of [from, to] per account: whole months from the monthly
 * totals, the partial months at either end from the lines.
 */
function periodSums(from: string, to: string): SQL {
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
    const filter = body.filter ? `%${body.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const order = TB_ORDER[body.order_by ?? 'account_code'] ?? TB_ORDER.account_code;
    const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
    const base = sql`
      WITH before AS (${periodSums('1900-01-01', prevDay(body.date_from))}),
           within AS (${periodSums(body.date_from, body.date_to)}),
           tb AS (
             SELECT a.account_code, a.account_name, a.account_fs_group, a.account_group, a.account_sub_group,
                    a.account_line_item, a.account_sub_line_item,
                    COALESCE((SELECT SUM(debit - credit) FROM before b WHERE b.account_code = a.account_code), 0) AS beginning_balance,
                    COALESCE((SELECT SUM(debit) FROM within w WHERE w.account_code = a.account_code), 0) AS debit,
                    COALESCE((SELECT SUM(credit) FROM within w WHERE w.account_code = a.account_code), 0) AS credit
             FROM accounts a
             WHERE ${filter === null ? sql`true` : sql`(a.account_code ILIKE ${filter} OR a.account_name ILIKE ${filter})`})
      `;
    const rows = await deps.db.rows<TrialBalanceRow>(sql`${base}
      SELECT row_number() OVER (ORDER BY account_code)::int AS id, account_code, account_name, account_fs_group, account_group,
             account_sub_group, account_line_item, account_sub_line_item,
             beginning_balance::numeric(18,2)::text AS beginning_balance, debit::numeric(18,2)::text AS debit,
             credit::numeric(18,2)::text AS credit, (beginning_balance + debit - credit)::numeric(18,2)::text AS balance
      FROM (SELECT *, beginning_balance + debit - credit AS balance FROM tb) t
      WHERE beginning_balance <> 0 OR debit <> 0 OR credit <> 0
      ORDER BY ${order} ${dir}, account_code
      LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}`);
    const count = await deps.db.one<{ n: number }>(sql`${base}
      SELECT COUNT(*)::int AS n FROM tb WHERE beginning_balance <> 0 OR debit <> 0 OR credit <> 0`);
    return ok(rows, count?.n ?? 0);
  },
});

function prevDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export const ledgerRoutes = [generalLedger, generalLedgerEntries, trialBalance];
