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
  const size = p.page_size;
  const desc = p.direction === 'desc';
  // 1. The range's row count, the page's first position, and the day that holds it.
  const start = await db.one<{ total: number; day: string | null; skip: number | null; take: number }>(sql`
    WITH d AS (
      SELECT day, SUM(line_count) AS n FROM account_day_totals
      WHERE account_code IN (${scope.accounts}) AND day BETWEEN ${scope.from}::date AND ${scope.to}::date
      GROUP BY day),
    t AS (SELECT COALESCE(SUM(n), 0)::int AS total FROM d),
    pos AS (SELECT total, ${desc ? sql`GREATEST(0, total - ${(p.page + 1) * size})` : sql`${p.page * size}`}::int AS at,
                   LEAST(${size}, total - ${p.page * size})::int AS take FROM t),
    c AS (SELECT day, n, SUM(n) OVER (ORDER BY day) - n AS before FROM d)
    SELECT pos.total, pos.take, c.day::text AS day, (pos.at - c.before)::int AS skip
    FROM pos LEFT JOIN LATERAL (
      SELECT day, before FROM c WHERE c.before <= pos.at AND pos.at < c.before + c.n ORDER BY day LIMIT 1) c ON true`);
  const total = Number(start?.total ?? 0);
  if (!start?.day || Number(start.take) <= 0) return { rows: [], total };
  const day = start.day;
  const dir = desc ? sql`DESC` : sql`ASC`;
  // 2. The page: its first row is an offset inside one day; its opening balance is
  // the monthly totals before that month, the day totals of that month before
  // that day, and that day's lines before the row.
  const rows = await db.rows<GeneralLedgerRow>(sql`
    WITH first AS (
      SELECT id FROM journal_lines WHERE account_code IN (${scope.accounts}) AND transaction_date = ${day}::date
      ORDER BY id OFFSET ${Number(start.skip)} LIMIT 1),
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
            ORDER BY transaction_date, id LIMIT ${Number(start.take)}) l
      JOIN journal_entries e ON e.id = l.je_id JOIN accounts a ON a.account_code = l.account_code) page
    ORDER BY transaction_date ${dir}, id ${dir}`);
  return { rows, total };
}
