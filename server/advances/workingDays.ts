import { sql, type Db } from '../db/db';

/**
 * The day `days` working days after `from`: Saturdays, Sundays and the active
 * non-working holidays do not count. Dates are calendar days (UTC arithmetic
 * on YYYY-MM-DD), so no time zone moves them.
 */
export async function addWorkingDays(db: Db, from: string, days: number): Promise<string> {
  // Even a run of holidays leaves working days well within three times the span and a month.
  const horizon = days * 3 + 31;
  const rows = await db.rows<{ d: string }>(sql`
    SELECT holiday_date::text AS d FROM non_working_holidays
    WHERE active AND holiday_date > ${from}::date AND holiday_date <= ${from}::date + ${horizon}::int`);
  const holidays = new Set(rows.map((r) => r.d));
  const day = new Date(`${from}T00:00:00Z`);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const iso = day.toISOString().slice(0, 10);
    const dow = day.getUTCDay();
    if (dow !== 0 && dow !== 6 && !holidays.has(iso)) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
