import { sql, type Db, type SQL } from '../db/db';
import { splitByMonth } from '../finance/public';

/**
 * Paging of a sub-ledger whose postings have monthly totals beside them
 * (inventory_movements + product_month_totals), the technique of the general
 * ledger (server/finance/ledger.routes.ts) made table-neutral: a page costs
 * what its rows cost, whatever the range.
 *   - the row count of a range is whole months from the totals plus at most
 *     two partial months from the postings' (key, date, id) index;
 *   - the first row of a page is found by skipping whole months with their
 *     counts, then stepping through one month of the index;
 *   - the balance before that row is the totals before its month plus the
 *     postings of its month before it.
 * Used by the inventory and receivable sub-ledgers (product_month_totals,
 * customer_month_totals).
 */
export interface MonthKeyedLedger {
  /** The postings, e.g. sql`inventory_movements`. */
  postings: SQL;
  /** Date and id columns of the postings. */
  date: SQL;
  id: SQL;
  /** Which postings belong to this ledger, e.g. sql`product_id = ${7}`; applies to both tables. */
  where: SQL;
  /** The monthly totals (columns month, line_count and the sums). */
  monthTotals: SQL;
}

/** A sum carried as a running balance: its expression over the postings and over the monthly totals. */
export interface BalanceSum {
  name: string;
  posting: SQL;
  month: SQL;
  /** SQL type of the result, e.g. sql`numeric(18,2)`, sql`bigint`. */
  type: SQL;
}

export interface RowKey {
  date: string;
  id: number;
}

export async function countRows(db: Db, l: MonthKeyedLedger, from: string, to: string): Promise<number> {
  const { fullMonths, partials } = splitByMonth(from, to);
  const parts: SQL[] = partials.map((p) => sql`(SELECT COUNT(*) FROM ${l.postings} WHERE ${l.where} AND ${l.date} BETWEEN ${p.from}::date AND ${p.to}::date)`);
  if (fullMonths) {
    parts.push(sql`COALESCE((SELECT SUM(line_count) FROM ${l.monthTotals} WHERE ${l.where} AND month BETWEEN ${fullMonths.from}::date AND ${fullMonths.to}::date), 0)`);
  }
  if (parts.length === 0) return 0;
  const row = await db.one<{ n: number }>(sql`SELECT (${sql.join(parts, sql` + `)})::int AS n`);
  return Number(row?.n ?? 0);
}

/** The key of the row at `offset` (0-based, date order) in [from, to]. */
export async function keyAt(db: Db, l: MonthKeyedLedger, from: string, to: string, offset: number): Promise<RowKey | null> {
  const months = await db.rows<{ start: string; stop: string; n: number }>(sql`
    WITH m AS (
      SELECT month, GREATEST(month, ${from}::date) AS start,
             LEAST((month + interval '1 month' - interval '1 day')::date, ${to}::date) AS stop, line_count AS whole
      FROM ${l.monthTotals}
      WHERE ${l.where} AND month BETWEEN date_trunc('month', ${from}::date)::date AND ${to}::date)
    SELECT start::text AS start, stop::text AS stop,
           CASE WHEN start = month AND stop = (month + interval '1 month' - interval '1 day')::date THEN whole
                ELSE (SELECT COUNT(*)::int FROM ${l.postings} WHERE ${l.where} AND ${l.date} BETWEEN m.start AND m.stop) END AS n
    FROM m ORDER BY month`);
  let skipped = 0;
  for (const m of months) {
    const n = Number(m.n);
    if (offset < skipped + n) {
      const row = await db.one<{ d: string; id: number }>(sql`
        SELECT ${l.date}::text AS d, ${l.id}::bigint AS id FROM ${l.postings}
        WHERE ${l.where} AND ${l.date} BETWEEN ${m.start}::date AND ${m.stop}::date
        ORDER BY ${l.date}, ${l.id} OFFSET ${offset - skipped} LIMIT 1`);
      return row ? { date: row.d, id: Number(row.id) } : null;
    }
    skipped += n;
  }
  return null;
}

/** Balances of the sums over every posting strictly before (date, id), as text. */
export async function balancesBefore(db: Db, l: MonthKeyedLedger, sums: BalanceSum[], key: RowKey): Promise<Record<string, string>> {
  const cols = sums.map(
    (s) => sql`(COALESCE((SELECT SUM(${s.month}) FROM ${l.monthTotals} WHERE ${l.where} AND month < date_trunc('month', ${key.date}::date)), 0)
              + COALESCE((SELECT SUM(${s.posting}) FROM ${l.postings}
                          WHERE ${l.where} AND ${l.date} >= date_trunc('month', ${key.date}::date)
                            -- Redundant with the row comparison, but it lets the planner see at most a month of
                            -- postings (without it PostgreSQL guessed 128k rows and launched parallel workers: 60 ms).
                            AND ${l.date} <= ${key.date}::date
                            AND (${l.date}, ${l.id}) < (${key.date}::date, ${key.id}::bigint)), 0))::${s.type}::text AS ${sql.identifier(s.name)}`,
  );
  const row = await db.one<Record<string, string>>(sql`SELECT ${sql.join(cols, sql`, `)}`);
  return row ?? {};
}

export interface PageWindow {
  /** Position of the page's first row in date order, and how many rows it holds. */
  start: number;
  count: number;
}

/** Rows of a page in date order: [start, start + size) ascending, counted from the end when descending. */
export function pageWindow(total: number, page: number, size: number, direction: 'asc' | 'desc'): PageWindow | null {
  const start = direction === 'desc' ? Math.max(0, total - (page + 1) * size) : page * size;
  const count = direction === 'desc' ? Math.min(size, total - page * size) : Math.min(size, total - start);
  return count <= 0 || start >= total ? null : { start, count };
}
