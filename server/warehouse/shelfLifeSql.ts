import { SHELF_LIFE_MONTHS } from '../../contract/warehouse';
import { sql, type SQL } from '../db/db';

/**
 * Shelf life in SQL, for every reader of stock (inventory reports, transfers): whole months from
 * `date` (YYYY-MM-DD, or a date expression) to `expiry`, as contract/expiry.ts monthsToExpiry (a month not yet full
 * counts down).
 * The date's parts are numbers here and date_part is float: EXTRACT's numeric arithmetic (and
 * age()) was a tenth of the inventory summary's time over 9,000 rows.
 */
export const monthsToExpiry = (expiry: SQL, date: string | SQL): SQL => {
  const [y, m, d] =
    typeof date === 'string' ? date.split('-').map((n) => sql`${Number(n)}::int`) : (['year', 'month', 'day'] as const).map((part) => sql`date_part(${part}, ${date})::int`);
  return sql`((date_part('year', ${expiry})::int - ${y}) * 12 + date_part('month', ${expiry})::int - ${m}
    - CASE WHEN date_part('day', ${expiry})::int < ${d} THEN 1 ELSE 0 END)`;
};

/** The shelf-life band of a months expression, by the contract's rule (SHELF_LIFE_MONTHS, as shelfLifeBand on screen). */
export const bandOf = (months: SQL): SQL =>
  sql`CASE WHEN ${months} < ${SHELF_LIFE_MONTHS.redUnder}::int THEN 'red' WHEN ${months} <= ${SHELF_LIFE_MONTHS.yellowUpTo}::int THEN 'yellow' ELSE 'green' END`;
