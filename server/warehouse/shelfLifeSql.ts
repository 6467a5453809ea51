import { sql, type SQL } from '../db/db';

/**
 * Shelf life in SQL, for every reader of stock (inventory reports, transfers): whole months from
 * `date` (YYYY-MM-DD) to `expiry`, negative once expired (a month not yet full counts down).
 * The date's parts are numbers here and date_part is float: EXTRACT's numeric arithmetic (and
 * age()) was a tenth of the inventory summary's time over 9,000 rows.
 */
export const monthsToExpiry = (expiry: SQL, date: string): SQL => {
  const [y, m, d] = date.split('-').map(Number);
  return sql`((date_part('year', ${expiry})::int - ${y}::int) * 12 + date_part('month', ${expiry})::int - ${m}::int
    - CASE WHEN date_part('day', ${expiry})::int < ${d}::int THEN 1 ELSE 0 END)`;
};

/** Spec §5's bands of a months expression: under 8 red, 8 to 12 yellow, over 12 green (contract/warehouse.ts has the same rule for the screens). */
export const bandOf = (months: SQL): SQL => sql`CASE WHEN ${months} < 8 THEN 'red' WHEN ${months} <= 12 THEN 'yellow' ELSE 'green' END`;
