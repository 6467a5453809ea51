import { sql, type Db } from '../db/db';

/**
 * Demo rows: the Philippine regular holidays and special non-working days of
 * 2026 (Proclamation No. 1006), which liquidation due dates skip, and cash
 * advance limits for a few employees (the first employee is left without one,
 * so the screens show what "no limit set up" means). Set-based and idempotent.
 */
const HOLIDAYS_2026: [string, string][] = [
  ['2026-01-01', "New Year's Day"],
  ['2026-02-17', 'Chinese New Year'],
  ['2026-02-25', 'EDSA People Power Revolution Anniversary'],
  ['2026-04-02', 'Maundy Thursday'],
  ['2026-04-03', 'Good Friday'],
  ['2026-04-04', 'Black Saturday'],
  ['2026-04-09', 'Araw ng Kagitingan'],
  ['2026-05-01', 'Labor Day'],
  ['2026-06-12', 'Independence Day'],
  ['2026-08-21', 'Ninoy Aquino Day'],
  ['2026-08-31', 'National Heroes Day'],
  ['2026-11-01', "All Saints' Day"],
  ['2026-11-02', "All Souls' Day"],
  ['2026-11-30', 'Bonifacio Day'],
  ['2026-12-08', 'Feast of the Immaculate Conception of Mary'],
  ['2026-12-24', 'Christmas Eve'],
  ['2026-12-25', 'Christmas Day'],
  ['2026-12-30', 'Rizal Day'],
  ['2026-12-31', 'Last Day of the Year'],
];

export async function seedAdvances(db: Db): Promise<void> {
  await db.run(sql`
    INSERT INTO non_working_holidays (holiday_date, holiday_name)
    SELECT h.d::date, h.n FROM jsonb_to_recordset(${JSON.stringify(HOLIDAYS_2026.map(([d, n]) => ({ d, n })))}::jsonb) AS h(d text, n text)
    ON CONFLICT (holiday_date) WHERE active DO NOTHING`);
  await db.run(sql`
    INSERT INTO cash_advance_limits (employee_id, max_amount, liquidation_days)
    SELECT employee_id, 20000, 5 FROM (SELECT employee_id FROM employees WHERE active ORDER BY employee_id OFFSET 1 LIMIT 4) e
    ON CONFLICT (employee_id) WHERE active DO NOTHING`);
}
