import { sql, type SQL } from '../db/db';

/**
 * A date range as whole calendar months (read from account_month_totals) plus
 * at most two partial months at its ends (read from the lines), so a sum over
 * years touches at most two months of lines.
 */
export interface MonthSplit {
  /** First and last whole month (YYYY-MM-01), or null when the range holds none. */
  fullMonths: { from: string; to: string } | null;
  /** Day ranges to read from the lines. */
  partials: { from: string; to: string }[];
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const day = (s: string) => new Date(`${s}T00:00:00Z`);
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
const monthEnd = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0));
const addMonths = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1));

export function splitByMonth(from: string, to: string): MonthSplit {
  const f = day(from);
  const t = day(to);
  if (f > t) return { fullMonths: null, partials: [] };
  const firstFull = f.getTime() === monthStart(f).getTime() ? monthStart(f) : addMonths(f, 1);
  const lastFull = t.getTime() === monthEnd(t).getTime() ? monthStart(t) : addMonths(t, -1);
  if (firstFull > lastFull) return { fullMonths: null, partials: [{ from, to }] };
  const partials: MonthSplit['partials'] = [];
  if (firstFull > f) partials.push({ from, to: iso(new Date(firstFull.getTime() - 86_400_000)) });
  if (monthEnd(lastFull) < t) partials.push({ from: iso(addMonths(lastFull, 1)), to });
  return { fullMonths: { from: iso(firstFull), to: iso(lastFull) }, partials };
}

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
