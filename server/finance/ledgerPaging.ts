import type { GeneralLedgerRow } from '../../contract/finance';
import { sql, type Db, type SQL } from '../db/db';

/*
 * General-ledger pages whose running balances are right on every page, at the
 * cost of the page itself. Small reads replace a window over the range:
 *   1. the row count of the range: the day totals of the range (<= 366 rows a
 *      year per account);
 *   2. the page's first row: the day that holds it, from running sums of the
 *      day counts, then an offset inside that one day;
 *   3. the balance before that row: monthly totals before its month, day totals
 *      of its month before its day, and its day's lines before it.
 * Then the page's rows come straight from the (account_code, transaction_date,
 * id) index.
 */

export interface LedgerScope {
  /** A relation of account codes (one account, or the accounts of a sub-group). */
  accounts: SQL;
  from: string;
  to: string;
}

export const accountsOf = (accountCode: string, subGroup: string): SQL =>
  accountCode ? sql`VALUES (${accountCode}::text)` : sql`SELECT account_code FROM accounts WHERE account_sub_group = ${subGroup}`;

/** Balance (debit - credit) of the accounts from every line strictly before (date, id). */
export async function balanceBefore(db: Db, accounts: SQL, date: string, id: number): Promise<string> {
  const row = await db.one<{ b: string }>(sql`
    SELECT (COALESCE((SELECT SUM(debit - credit) FROM account_month_totals
                      WHERE account_code IN (${accounts}) AND month < date_trunc('month', ${date}::date)), 0)
          + COALESCE((SELECT SUM(debit - credit) FROM account_day_totals
                      WHERE account_code IN (${accounts}) AND day >= date_trunc('month', ${date}::date) AND day < ${date}::date), 0)
          + COALESCE((SELECT SUM(debit - credit) FROM journal_lines
                      WHERE account_code IN (${accounts}) AND transaction_date = ${date}::date AND id < ${id}::bigint), 0))::numeric(18,2)::text AS b`);
  return row?.b ?? '0.00';
}

export interface PageArgs {
  page: number;
  page_size: number;
  direction?: 'asc' | 'desc';
}

/**
 * One page of ledger lines with running balances, in two statements: where
 * the page starts (the range's count and the day holding the page's first
 * row, from the day totals), then the page itself with its opening balance.
 * Descending pages are the same rows counted from the end, newest first.
 */
export async function ledgerPage(db: Db, scope: LedgerScope, p: PageArgs): Promise<{ rows: GeneralLedgerRow[]; total: number }> {
  const desc = p.direction === 'desc';
  // 1. The range's row count and the day that holds the page's first row, from the day totals.
  const span = await pageDays(
    db,
    sql`SELECT day, SUM(line_count) AS n FROM account_day_totals
        WHERE account_code IN (${scope.accounts}) AND day BETWEEN ${scope.from}::date AND ${scope.to}::date
        GROUP BY day`,
    [],
    p,
  );
  const total = span.total;
  if (!span.page) return { rows: [], total };
  const { first: day, skip, take } = span.page;
  const dir = desc ? sql`DESC` : sql`ASC`;
  // 2. The page: its first row is an offset inside one day; its opening balance is
  // the monthly totals before that month, the day totals of that month before
  // that day, and that day's lines before the row.
  const rows = await db.rows<GeneralLedgerRow>(sql`
    WITH first AS (
      SELECT id FROM journal_lines WHERE account_code IN (${scope.accounts}) AND transaction_date = ${day}::date
      ORDER BY id OFFSET ${skip} LIMIT 1),
    opening AS (
      SELECT COALESCE((SELECT SUM(debit - credit) FROM account_month_totals
                       WHERE account_code IN (${scope.accounts}) AND month < date_trunc('month', ${day}::date)), 0)
           + COALESCE((SELECT SUM(debit - credit) FROM account_day_totals
                       WHERE account_code IN (${scope.accounts}) AND day >= date_trunc('month', ${day}::date) AND day < ${day}::date), 0)
           + COALESCE((SELECT SUM(debit - credit) FROM journal_lines
                       WHERE account_code IN (${scope.accounts}) AND transaction_date = ${day}::date AND id < (SELECT id FROM first)), 0) AS b)
    SELECT * FROM (
      SELECT l.id::int AS id, e.journal_entry, l.transaction_date::text AS transaction_date, l.account_code, a.account_name,
             l.debit::text AS debit, l.credit::text AS credit,
             ((SELECT b FROM opening) + SUM(l.debit - l.credit) OVER (ORDER BY l.transaction_date, l.id))::numeric(18,2)::text AS running_balance,
             e.module, e.reference, e.payee, e.md, e.particulars, e.remarks, e.details, e.program, e.cost_center,
             e.bank_date::text AS bank_date, e.accounting_code
      FROM (SELECT * FROM journal_lines
            WHERE account_code IN (${scope.accounts}) AND transaction_date <= ${scope.to}::date
              AND (transaction_date, id) >= (${day}::date, (SELECT id FROM first))
            ORDER BY transaction_date, id LIMIT ${take}) l
      JOIN journal_entries e ON e.id = l.je_id JOIN accounts a ON a.account_code = l.account_code) page
    ORDER BY transaction_date ${dir}, id ${dir}`);
  return { rows, total };
}

/**
 * Where a page lies in a day-ordered range (the general ledger and the sales
 * ledgers use it over their day totals): from one
 * row per day — `days`, a relation (day, n, ...sums) — the range's row count
 * and sums, the day holding the page's first row, the day holding its last,
 * how many rows of the first day come before the page (`skip`), and the sums
 * of the days before the first day (to start a running balance from). It costs
 * the day rows, not the rows.
 */
export interface DaySpan {
  total: number;
  /** Each of the sums over the whole range, as numeric(18,2) text. */
  totals: Record<string, string>;
  /** Null when the page is past the end. */
  page: { first: string; last: string; skip: number; take: number; before: Record<string, string> } | null;
}

export async function pageDays(db: Db, days: SQL, sums: string[], p: PageArgs): Promise<DaySpan> {
  const size = p.page_size;
  const desc = p.direction === 'desc';
  const col = (s: string) => sql.identifier(s);
  const prior = (s: string) => sql.identifier(`before_${s}`);
  const each = (f: (s: string) => SQL) => sql.join(sums.map(f), sql``);
  const row = await db.one<Record<string, string | number | null>>(sql`
    WITH d AS (SELECT t.*, SUM(t.n) OVER w - t.n AS before ${each((s) => sql`, SUM(t.${col(s)}) OVER w - t.${col(s)} AS ${prior(s)}`)}
               FROM (${days}) t WINDOW w AS (ORDER BY t.day)),
    t AS (SELECT COALESCE(SUM(n), 0)::int AS total ${each((s) => sql`, COALESCE(SUM(${col(s)}), 0)::numeric(18,2)::text AS ${col(s)}`)} FROM d),
    pos AS (SELECT total, ${desc ? sql`GREATEST(0, total - ${(p.page + 1) * size})` : sql`${p.page * size}`}::int AS at,
                   LEAST(${size}, total - ${p.page * size})::int AS take FROM t),
    f AS (SELECT d.* FROM d, pos WHERE d.before <= pos.at AND pos.at < d.before + d.n ORDER BY day LIMIT 1),
    l AS (SELECT d.day FROM d, pos WHERE d.before <= pos.at + pos.take - 1 AND pos.at + pos.take - 1 < d.before + d.n ORDER BY day LIMIT 1)
    SELECT t.*, pos.take, f.day::text AS first, l.day::text AS last, (pos.at - f.before)::int AS skip
           ${each((s) => sql`, COALESCE(f.${prior(s)}, 0)::numeric(18,2)::text AS ${prior(s)}`)}
    FROM pos CROSS JOIN t LEFT JOIN f ON true LEFT JOIN l ON true`);
  const total = Number(row?.total ?? 0);
  const totals = Object.fromEntries(sums.map((s) => [s, String(row?.[s] ?? '0.00')]));
  if (!row?.first || !row.last || Number(row.take) <= 0) return { total, totals, page: null };
  const before = Object.fromEntries(sums.map((s) => [s, String(row[`before_${s}`] ?? '0.00')]));
  return { total, totals, page: { first: String(row.first), last: String(row.last), skip: Number(row.skip), take: Number(row.take), before } };
}
