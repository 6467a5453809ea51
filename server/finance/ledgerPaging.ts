import type { GeneralLedgerRow } from '../../contract/finance';
import { sql, type Db, type SQL } from '../db/db';

/*
 * General-ledger pages whose running balances are right on every page, at the
 * cost of the page itself. Three small reads replace a window over the range:
 *   1. the row count of the range: the day totals of the range (<= 366 rows a
 *      year per account);
 *   2. the (date, id) key of the page's first row: the day that holds it, from
 *      running sums of the day counts, then an offset inside that one day;
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

export async function countLines(db: Db, scope: LedgerScope): Promise<number> {
  const row = await db.one<{ n: number }>(sql`
    SELECT COALESCE(SUM(line_count), 0)::int AS n FROM account_day_totals
    WHERE account_code IN (${scope.accounts}) AND day BETWEEN ${scope.from}::date AND ${scope.to}::date`);
  return Number(row?.n ?? 0);
}

/** The (date, id) key of the row at 0-based position `offset` of the range, in (date, id) order. */
export async function keyAt(db: Db, scope: LedgerScope, offset: number): Promise<{ date: string; id: number } | null> {
  const day = await db.one<{ day: string; before: number }>(sql`
    SELECT day::text AS day, before::int AS before FROM (
      SELECT day, n, SUM(n) OVER (ORDER BY day) - n AS before
      FROM (SELECT day, SUM(line_count) AS n FROM account_day_totals
            WHERE account_code IN (${scope.accounts}) AND day BETWEEN ${scope.from}::date AND ${scope.to}::date
            GROUP BY day) d) c
    WHERE before <= ${offset} AND ${offset} < before + n
    ORDER BY day LIMIT 1`);
  if (!day) return null;
  const row = await db.one<{ id: number }>(sql`
    SELECT id::int AS id FROM journal_lines
    WHERE account_code IN (${scope.accounts}) AND transaction_date = ${day.day}::date
    ORDER BY id OFFSET ${offset - Number(day.before)} LIMIT 1`);
  return row ? { date: day.day, id: Number(row.id) } : null;
}

export interface PageArgs {
  page: number;
  page_size: number;
  direction?: 'asc' | 'desc';
}

/**
 * One page of ledger lines with running balances. Descending pages are the
 * same rows counted from the end, shown newest first.
 */
export async function ledgerPage(db: Db, scope: LedgerScope, p: PageArgs): Promise<{ rows: GeneralLedgerRow[]; total: number }> {
  const total = await countLines(db, scope);
  const size = p.page_size;
  const desc = p.direction === 'desc';
  const startPos = desc ? Math.max(0, total - (p.page + 1) * size) : p.page * size;
  const count = desc ? Math.min(size, total - p.page * size) : Math.min(size, total - startPos);
  if (count <= 0 || startPos >= total) return { rows: [], total };
  const first = await keyAt(db, scope, startPos);
  if (!first) return { rows: [], total };
  const opening = await balanceBefore(db, scope.accounts, first.date, first.id);
  const dir = desc ? sql`DESC` : sql`ASC`;
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
