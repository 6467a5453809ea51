import type { AccountLineRow, SubledgerSummary } from '../../contract/financeReports';
import { sql, type Db, type SQL } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import { balanceBefore, pageDays, type PageArgs, periodSums } from '../finance/public';
import type { Column } from '../../contract/kit';
import { runningBalanceRows } from '../kit/report';

/*
 * The lines of a set of control accounts (a sub-ledger) in date order, with
 * the document each entry came from, paged like the general ledger
 * (server/finance/ledgerPaging.ts): where a page starts comes from the day
 * totals, its opening balance from the month and day totals, so a page costs
 * its own rows whatever the range. Balances are on the accounts' normal side
 * (`sign` -1 for credit-normal accounts: credit - debit).
 */

export interface LinesScope {
  /** A relation of account codes. */
  accounts: SQL;
  from: string;
  to: string;
  /** 1: debit - credit; -1: credit - debit. */
  sign: 1 | -1;
}

/**
 * The document behind an entry, whichever kind it is: documents carry the id
 * of the entry they posted (indexed by 106_finance_report_indexes.sql).
 */
const DOCUMENT = sql`
  LEFT JOIN LATERAL (
    SELECT si.si_number AS document_no, c.customer_code AS party_code, c.customer_name AS party_name, c.tin, si.vatable_sales AS base_amount
    FROM sales_invoices si JOIN customers c ON c.customer_id = si.customer_id WHERE si.je_id = e.id
    UNION ALL
    SELECT r.return_no, c.customer_code, c.customer_name, c.tin, -(r.amount - r.vat)
    FROM sales_returns r JOIN sales_invoices si ON si.si_id = r.si_id JOIN customers c ON c.customer_id = si.customer_id WHERE r.je_id = e.id
    UNION ALL
    SELECT rr.rr_no, s.vendor_code, s.company_name, s.tin, rr.net
    FROM receiving_reports rr JOIN suppliers s ON s.vendor_id = rr.supplier_id WHERE rr.je_id = e.id
    UNION ALL
    SELECT co.cr_number, c.customer_code, c.customer_name, c.tin, co.amount
    FROM collections co JOIN customers c ON c.customer_id = co.customer_id WHERE co.je_id = e.id
    UNION ALL
    SELECT p.cv_number, s.vendor_code, s.company_name, s.tin, p.amount
    FROM supplier_payments p JOIN suppliers s ON s.vendor_id = p.supplier_id WHERE p.je_id = e.id
    LIMIT 1) d ON true`;

/** AccountLineRow columns of lines `l` (ordered), entries e, accounts a, documents d; the running balance starts from `opening` (numeric). */
function lineColumns(sign: 1 | -1, opening: SQL): SQL {
  return sql`l.id::int AS id, e.journal_entry, l.transaction_date::text AS transaction_date, l.account_code, a.account_name,
    e.module, e.reference, COALESCE(d.document_no, e.reference) AS document_no,
    d.party_code, COALESCE(d.party_name, e.payee) AS party_name, d.tin, d.base_amount::numeric(18,2)::text AS base_amount,
    e.particulars, l.debit::text AS debit, l.credit::text AS credit,
    (${opening} + ${sign}::numeric * SUM(l.debit - l.credit) OVER (ORDER BY l.transaction_date, l.id))::numeric(18,2)::text AS running_balance`;
}

const ENTRY_AND_ACCOUNT = sql`JOIN journal_entries e ON e.id = l.je_id JOIN accounts a ON a.account_code = l.account_code`;

/**
 * The scope's first `limit` lines from (date, id) on (`after`: strictly after it) up to the range's end,
 * in date order: each account's lines read in its index order, then merged. One scan over
 * `account_code IN (...)` had to sort the whole range (a year of the bank accounts: 400 ms a page).
 */
function linesFrom(scope: LinesScope, date: string, id: SQL, after: boolean, limit: number): SQL {
  const from = after ? sql`(transaction_date, id) > (${date}::date, ${id})` : sql`(transaction_date, id) >= (${date}::date, ${id})`;
  return sql`(SELECT jl.* FROM (${scope.accounts}) acc(code)
    CROSS JOIN LATERAL (
      SELECT * FROM journal_lines
      WHERE account_code = acc.code AND transaction_date <= ${scope.to}::date AND ${from}
      ORDER BY transaction_date, id LIMIT ${limit}) jl
    ORDER BY jl.transaction_date, jl.id LIMIT ${limit})`;
}

/** One page of the scope's lines with running balances, and the range's line count. */
export async function linesPage(db: Db, scope: LinesScope, p: PageArgs): Promise<{ rows: AccountLineRow[]; total: number }> {
  const span = await pageDays(
    db,
    sql`SELECT day, SUM(line_count) AS n FROM account_day_totals
        WHERE account_code IN (${scope.accounts}) AND day BETWEEN ${scope.from}::date AND ${scope.to}::date GROUP BY day`,
    [],
    p,
  );
  if (!span.page) return { rows: [], total: span.total };
  const { first: day, skip, take } = span.page;
  const dir = p.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const rows = await db.rows<AccountLineRow>(sql`
    WITH first AS (
      SELECT id FROM journal_lines WHERE account_code IN (${scope.accounts}) AND transaction_date = ${day}::date
      ORDER BY id OFFSET ${skip} LIMIT 1),
    opening AS (
      SELECT ${scope.sign}::numeric * (
             COALESCE((SELECT SUM(debit - credit) FROM account_month_totals
                       WHERE account_code IN (${scope.accounts}) AND month < date_trunc('month', ${day}::date)), 0)
           + COALESCE((SELECT SUM(debit - credit) FROM account_day_totals
                       WHERE account_code IN (${scope.accounts}) AND day >= date_trunc('month', ${day}::date) AND day < ${day}::date), 0)
           + COALESCE((SELECT SUM(debit - credit) FROM journal_lines
                       WHERE account_code IN (${scope.accounts}) AND transaction_date = ${day}::date AND id < (SELECT id FROM first)), 0)) AS b)
    SELECT * FROM (
      SELECT ${lineColumns(scope.sign, sql`(SELECT b FROM opening)`)}
      FROM ${linesFrom(scope, day, sql`(SELECT id FROM first)`, false, take)} l
      ${ENTRY_AND_ACCOUNT} ${DOCUMENT}) page
    ORDER BY transaction_date ${dir}, id ${dir}`);
  return { rows, total: span.total };
}

interface LineKey {
  date: string;
  id: number;
  balance: string;
}

/** Every line of the scope in date order, in keyset batches, the running balance carried from batch to batch. */
export function linesBatches(db: Db, scope: LinesScope, batchSize?: number): AsyncIterable<AccountLineRow[]> {
  return keysetBatches<AccountLineRow, LineKey>(
    async (after, limit) => {
      // (date_from, 0) is before every line of the first day: ids start at 1.
      const start = after ?? { date: scope.from, id: 0, balance: onSide(scope.sign, await balanceBefore(db, scope.accounts, scope.from, 0)) };
      const lines = sql`
        SELECT ${lineColumns(scope.sign, sql`${start.balance}::numeric`)}
        FROM ${linesFrom(scope, start.date, sql`${start.id}::bigint`, true, limit)} l
        ${ENTRY_AND_ACCOUNT} ${DOCUMENT}`;
      return jsonBatch<AccountLineRow>(db, lines, sql`b.transaction_date, b.id`);
    },
    (last) => ({ date: last.transaction_date, id: last.id, balance: last.running_balance }),
    batchSize,
  );
}

/** A debit - credit balance (numeric(18,2) text) on the normal side: the sign flips as text, no float. */
const onSide = (sign: 1 | -1, m: string) => (sign === 1 || /^-?0(\.0+)?$/.test(m) ? m : m.startsWith('-') ? m.slice(1) : `-${m}`);

/**
 * Per account of the scope: balance before the range, debits and credits in
 * it, balance at its end, from the period totals (whole months from the
 * month totals, the ends from the lines), on the normal side.
 */
export async function linesSummary(db: Db, scope: LinesScope): Promise<SubledgerSummary> {
  const rows = await db.rows<{ account_code: string | null; account_name: string | null; opening: string; debit: string; credit: string; closing: string }>(sql`
    WITH before AS (${periodSums('1900-01-01', dayBefore(scope.from))}),
         within AS (${periodSums(scope.from, scope.to)}),
         acc AS (SELECT a.account_code, a.account_name,
                        COALESCE((SELECT SUM(debit - credit) FROM before b WHERE b.account_code = a.account_code), 0) AS opening,
                        COALESCE((SELECT SUM(debit) FROM within w WHERE w.account_code = a.account_code), 0) AS debit,
                        COALESCE((SELECT SUM(credit) FROM within w WHERE w.account_code = a.account_code), 0) AS credit
                 FROM accounts a WHERE a.account_code IN (${scope.accounts}))
    SELECT account_code, MIN(account_name) AS account_name,
           COALESCE(${scope.sign}::numeric * SUM(opening), 0)::numeric(18,2)::text AS opening,
           COALESCE(SUM(debit), 0)::numeric(18,2)::text AS debit, COALESCE(SUM(credit), 0)::numeric(18,2)::text AS credit,
           COALESCE(${scope.sign}::numeric * SUM(opening + debit - credit), 0)::numeric(18,2)::text AS closing
    -- Accounts without a balance or a movement (headers, unused banks) are left out; the total row stays.
    FROM acc WHERE opening <> 0 OR debit <> 0 OR credit <> 0 GROUP BY ROLLUP(account_code) ORDER BY account_code NULLS LAST`);
  const total = rows.find((r) => r.account_code === null);
  const accounts = rows.filter((r) => r.account_code !== null).map((r) => ({ ...r, account_code: r.account_code!, account_name: r.account_name ?? '' }));
  return {
    accounts,
    total: { opening: total?.opening ?? '0.00', debit: total?.debit ?? '0.00', credit: total?.credit ?? '0.00', closing: total?.closing ?? '0.00' },
  };
}

export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The export's Opening Balance, Period Totals and Closing Balance rows of a scope, from its summary. */
export async function linesBalanceRows(db: Db, scope: LinesScope, columns: readonly Column<AccountLineRow>[]) {
  const { total } = await linesSummary(db, scope);
  return runningBalanceRows(columns, { from: scope.from, to: scope.to, opening: total.opening, closing: total.closing });
}
