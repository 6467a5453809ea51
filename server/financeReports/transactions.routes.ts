import { transactionColumns, transactionListing, transactionSummaryEp, type TransactionLineRow, type TransactionSummary } from '../../contract/financeReports';
import { sql, type Db, type SQL } from '../db/db';
import { jsonBatch, keysetBatches } from '../export';
import { pageDays } from '../finance/public';
import { reportRoutes, route, type SortMap } from '../kit';

/*
 * Transaction listing: every journal entry of a date range (optionally one
 * module) with its lines, in (date, entry, line) order, and the count of
 * entries and lines per module. Entries come from their (transaction_date,
 * id) index (106_finance_report_indexes.sql), lines from the entry's.
 */

interface Filters {
  date_from: string;
  date_to: string;
  module: string;
}

/** Rows come in (date, entry, line) order only; `direction` flips it. */
export const TX_ORDER: SortMap<typeof transactionColumns> = { transaction_date: sql`e.transaction_date` };

const entriesOf = (f: Filters): SQL =>
  sql`e.transaction_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date ${f.module ? sql`AND e.module = ${f.module}` : sql``}`;

const JOINS = sql`journal_entries e JOIN journal_lines l ON l.je_id = e.id JOIN accounts a ON a.account_code = l.account_code`;

const LINE = sql`l.id::int AS id, e.journal_entry, e.transaction_date::text AS transaction_date, e.module, e.reference, e.payee, e.particulars,
  l.account_code, a.account_name, l.debit::text AS debit, l.credit::text AS credit`;

async function page(db: Db, f: Filters & { page: number; page_size: number; direction: 'asc' | 'desc' }): Promise<{ rows: TransactionLineRow[]; total: number }> {
  const dir = f.direction === 'desc' ? sql`DESC` : sql`ASC`;
  if (f.module) {
    // One module: counted and paged over its entries (no kept totals per module).
    const rows = await db.rows<TransactionLineRow>(sql`
      SELECT ${LINE} FROM ${JOINS} WHERE ${entriesOf(f)}
      ORDER BY e.transaction_date ${dir}, e.id ${dir}, l.id ${dir}
      LIMIT ${f.page_size} OFFSET ${f.page * f.page_size}`);
    const count = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id WHERE ${entriesOf(f)}`);
    return { rows, total: count?.n ?? 0 };
  }
  // Every module: the day totals say how many lines come before the page and which days it spans (a year is
  // 365 rows, not its 1.3M lines), so the page reads its own days only; OFFSET over the range took 4.8 s at the end.
  const span = await pageDays(
    db,
    sql`SELECT day, SUM(line_count) AS n FROM account_day_totals WHERE day BETWEEN ${f.date_from}::date AND ${f.date_to}::date GROUP BY day`,
    [],
    f,
  );
  if (!span.page) return { rows: [], total: span.total };
  const { first, last, skip, take } = span.page;
  const rows = await db.rows<TransactionLineRow & { je_id: number }>(sql`
    SELECT * FROM (
      SELECT ${LINE}, e.id AS je_id FROM ${JOINS}
      WHERE e.transaction_date BETWEEN ${first}::date AND ${last}::date
      ORDER BY e.transaction_date, e.id, l.id OFFSET ${skip} LIMIT ${take}) p
    ORDER BY p.transaction_date ${dir}, p.je_id ${dir}, p.id ${dir}`);
  return { rows: rows.map(({ je_id: _j, ...r }) => r), total: span.total };
}

interface TxKey {
  date: string;
  je: number;
  id: number;
}

function batches(db: Db, f: Filters): AsyncIterable<TransactionLineRow[]> {
  return keysetBatches<TransactionLineRow & { je_id: number }, TxKey>(
    (after, limit) =>
      jsonBatch(
        db,
        sql`SELECT ${LINE}, e.id AS je_id FROM ${JOINS}
            WHERE ${entriesOf(f)} AND (e.transaction_date, e.id, l.id) > (${after?.date ?? '1900-01-01'}::date, ${after?.je ?? 0}::bigint, ${after?.id ?? 0}::bigint)
            ORDER BY e.transaction_date, e.id, l.id LIMIT ${limit}`,
        sql`b.transaction_date, b.je_id, b.id`,
      ),
    (last) => ({ date: last.transaction_date, je: last.je_id, id: last.id }),
  );
}

export async function transactionSummary(db: Db, f: Filters): Promise<TransactionSummary> {
  const rows = await db.rows<{ module: string | null; entries: number; lines: number; debit: string; credit: string }>(sql`
    SELECT e.module, COUNT(DISTINCT e.id)::int AS entries, COUNT(*)::int AS lines,
           COALESCE(SUM(l.debit), 0)::numeric(18,2)::text AS debit, COALESCE(SUM(l.credit), 0)::numeric(18,2)::text AS credit
    FROM journal_entries e JOIN journal_lines l ON l.je_id = e.id
    WHERE ${entriesOf(f)}
    GROUP BY ROLLUP(e.module) ORDER BY e.module NULLS LAST`);
  const total = rows.find((r) => r.module === null) ?? { entries: 0, lines: 0, debit: '0.00', credit: '0.00' };
  return {
    modules: rows.filter((r) => r.module !== null).map((r) => ({ ...r, module: r.module! })),
    total: { entries: total.entries, lines: total.lines, debit: total.debit, credit: total.credit },
  };
}

export const transactionRoutes = [
  ...reportRoutes<TransactionLineRow, typeof transactionListing>(transactionListing, {
    summary: { page: 'Journal entries of a date range with their lines, paged' },
    page: (body, db) => page(db, body),
    export: {
      fileName: (b) => ['transaction_listing', b.module, b.date_from, b.date_to],
      filters: async (b) => [
        ...(b.module ? [{ label: 'Module', value: b.module }] : []),
        { label: 'Date From', value: b.date_from },
        { label: 'Date To', value: b.date_to },
      ],
      batches: (b, db) => batches(db, b),
    },
  }),
  route(transactionSummaryEp, {
    scopes: ['view_finance_subledgers'],
    reads: 'replica',
    summary: 'Entries, lines, debits and credits per module of a date range',
    handler: async ({ body, deps, ok }) => ok(await transactionSummary(deps.read, body)),
  }),
];
