import type { AssetDetail, ScheduleMonth } from '../../contract/assets';
import { sql, type Db, type SQL } from '../db/db';
import { monthlyOf, scheduleAmount } from './common';

/** An asset's depreciation posted up to a date (the run of a month is dated its last day). */
export const accumulatedAsOf = (asOf: SQL) =>
  sql`COALESCE((SELECT SUM(d.amount) FROM depreciation_lines d WHERE d.asset_id = a.asset_id AND (d.period + interval '1 month' - interval '1 day')::date <= ${asOf}), 0)`;

const ACC_NOW = accumulatedAsOf(sql`DATE '9999-12-31'`);

/** The register's row of an asset (alias a): depreciation posted so far and the book value it leaves. */
export const ASSET_SELECT = sql`a.asset_id, a.asset_no, a.description, c.category_name, a.acquisition_date::text, a.cost::text, a.useful_life_months,
  ${monthlyOf('a')}::text AS monthly_depreciation, ${ACC_NOW}::numeric(16,2)::text AS accumulated_depreciation,
  (a.cost - ${ACC_NOW})::numeric(16,2)::text AS net_book_value,
  cc.cost_center_code || ' - ' || cc.cost_center_name AS cost_center_name, a.location,
  CASE WHEN e.employee_id IS NULL THEN NULL ELSE e.last_name || ', ' || e.first_name END AS custodian_name, a.status`;
export const ASSET_FROM = sql`assets a JOIN asset_categories c ON c.category_code = a.category_code
  LEFT JOIN cost_centers cc ON cc.cost_center_id = a.cost_center_id LEFT JOIN employees e ON e.employee_id = a.custodian_id`;

export async function assetDetail(db: Db, id: number): Promise<AssetDetail | null> {
  const head = await db.one<Omit<AssetDetail, 'schedule'>>(sql`
    SELECT ${ASSET_SELECT}, a.category_code, a.salvage_value::text, a.cost_center_id, a.custodian_id, a.serial_no, a.credit_account,
           je.journal_entry, r.receipt_no, a.disposal_date::text, a.disposal_proceeds::text, a.disposal_gain::text, dj.journal_entry AS disposal_entry
    FROM ${ASSET_FROM} JOIN journal_entries je ON je.id = a.je_id LEFT JOIN journal_entries dj ON dj.id = a.disposal_je_id
    LEFT JOIN asset_receipts r ON r.receipt_id = a.receipt_id
    WHERE a.asset_id = ${id}`);
  if (!head) return null;
  // Every month of the useful life, what it depreciates, and whether its run has posted it.
  const k = sql`m.k`;
  const schedule = await db.rows<ScheduleMonth>(sql`
    SELECT to_char((date_trunc('month', a.acquisition_date) + make_interval(months => m.k))::date, 'YYYY-MM') AS period,
           ${scheduleAmount('a', k)}::numeric(16,2)::text AS amount,
           SUM(${scheduleAmount('a', k)}) OVER (ORDER BY m.k)::numeric(16,2)::text AS accumulated,
           (a.cost - SUM(${scheduleAmount('a', k)}) OVER (ORDER BY m.k))::numeric(16,2)::text AS net_book_value,
           EXISTS (SELECT 1 FROM depreciation_lines d WHERE d.asset_id = a.asset_id
                   AND d.period = (date_trunc('month', a.acquisition_date) + make_interval(months => m.k))::date) AS posted
    FROM assets a CROSS JOIN LATERAL generate_series(1, a.useful_life_months) AS m(k)
    WHERE a.asset_id = ${id} ORDER BY m.k`);
  return { ...head, schedule };
}
