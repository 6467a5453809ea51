import { sql, type Db, type SQL } from '../db/db';
import { sqlArray } from '../db/arrays';

/**
 * Stock per batch and pallet at two cut-off dates, from stock_month_totals
 * (migration 120) plus the movements of the partial months at the cuts:
 * everything before `from` (the beginning) and everything up to `to`. A
 * year's report over millions of movements reads the month totals and at
 * most two months of movements.
 *
 * Columns of the subquery: batch_id, pallet_id (0: no pallet), product_id,
 * f_in, f_out (before `from`), t_in, t_out, t_amount, t_pending (up to `to`;
 * pending = in-transit quantity not yet on a pallet).
 *
 * The quantities (whole units) are summed as float8 and handed out as bigint:
 * exact up to 2^53 units, beyond anything a warehouse holds and beyond what a
 * JSON number carries anyway. SUM over bigint goes through numeric, and those
 * five numeric sums were half of a year's summary over 12,900 batch-pallets
 * (99 -> 46 ms). The amount stays numeric.
 */
export interface StockScope {
  /** Product ids, or null for all. */
  products: number[] | null;
  /** Warehouse codes, or null for all (movements without a pallet belong to none). */
  warehouses: string[] | null;
}

/** The first of d's month (d may be past year 9999: the day after 9999-12-31 is 10000-01-01, which the database takes). */
const monthOf = (d: string) => d.replace(/-\d{2}$/, '-01');
export function nextDay(d: string): string {
  const t = new Date(`${d}T00:00:00Z`);
  t.setUTCDate(t.getUTCDate() + 1);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(t.getUTCFullYear()).padStart(4, '0')}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`;
}

function scopeWhere(scope: StockScope, pallet: SQL): SQL {
  const parts: SQL[] = [];
  if (scope.products) parts.push(sql`product_id = ANY(${sqlArray(scope.products, 'int')})`);
  if (scope.warehouses)
    parts.push(sql`${pallet} IN (SELECT p.pallet_id FROM warehouse_pallets p JOIN warehouse_floors f ON f.floor_id = p.floor_id
      JOIN warehouses w ON w.warehouse_id = f.warehouse_id WHERE w.warehouse_code = ANY(${sqlArray(scope.warehouses, 'text')}))`);
  return parts.length ? sql` AND ${sql.join(parts, sql` AND `)}` : sql``;
}

/** The stock subquery (see above) for the range from..to (both inclusive); without `from`, the f_ columns are 0. */
export function stockCuts(scope: StockScope, to: string, from?: string): SQL {
  const t1 = nextDay(to);
  const tm = monthOf(t1);
  const f = from ?? t1;
  const fm = monthOf(f);
  const inQ = sql`CASE WHEN movement_type = 'IN' THEN quantity ELSE 0 END::float8`;
  const outQ = sql`CASE WHEN movement_type = 'OUT' THEN -quantity ELSE 0 END::float8`;
  const pend = sql`CASE WHEN status = 0 THEN quantity ELSE 0 END::float8`;
  const beforeF = sql`(transaction_date >= ${fm}::date AND transaction_date < ${f}::date)`;
  const beforeT = sql`(transaction_date >= ${tm}::date AND transaction_date < ${t1}::date)`;
  return sql`(
    SELECT batch_id, pallet_id, MIN(product_id) AS product_id,
           SUM(f_in)::bigint AS f_in, SUM(f_out)::bigint AS f_out,
           SUM(t_in)::bigint AS t_in, SUM(t_out)::bigint AS t_out, SUM(t_amount)::numeric(18,2) AS t_amount, SUM(t_pending)::bigint AS t_pending
    FROM (
      SELECT batch_id, pallet_id, product_id,
             CASE WHEN month < ${fm}::date THEN qty_in::float8 ELSE 0 END AS f_in, CASE WHEN month < ${fm}::date THEN qty_out::float8 ELSE 0 END AS f_out,
             qty_in::float8 AS t_in, qty_out::float8 AS t_out, amount AS t_amount, pending::float8 AS t_pending
      FROM stock_month_totals WHERE month < ${tm}::date AND line_count <> 0 ${scopeWhere(scope, sql`pallet_id`)}
      UNION ALL
      SELECT batch_id, COALESCE(pallet_id, 0), product_id,
             CASE WHEN ${beforeF} THEN ${inQ} ELSE 0 END, CASE WHEN ${beforeF} THEN ${outQ} ELSE 0 END,
             CASE WHEN ${beforeT} THEN ${inQ} ELSE 0 END, CASE WHEN ${beforeT} THEN ${outQ} ELSE 0 END, CASE WHEN ${beforeT} THEN amount ELSE 0 END,
             CASE WHEN ${beforeT} THEN ${pend} ELSE 0 END
      FROM inventory_movements WHERE (${beforeF} OR ${beforeT}) ${scopeWhere(scope, sql`COALESCE(pallet_id, 0)`)}
    ) x
    GROUP BY batch_id, pallet_id)`;
}

/** Where a pallet is: its floor, area, zone and warehouse (all null for pallet 0). Joins on `s.pallet_id`. */
export const PALLET_PLACE = sql`
  LEFT JOIN warehouse_pallets wp ON wp.pallet_id = s.pallet_id
  LEFT JOIN warehouse_floors wf ON wf.floor_id = wp.floor_id
  LEFT JOIN warehouses w ON w.warehouse_id = wf.warehouse_id
  LEFT JOIN warehouse_zones wz ON wz.zone_id = wp.zone_id`;

/** The product ids the filters name (codes, groups, segments), or null when none is set (blank = ALL). */
export async function productScope(db: Db, f: { codes: string[]; groups: number[]; segments: number[] }): Promise<number[] | null> {
  if (!f.codes.length && !f.groups.length && !f.segments.length) return null;
  const rows = await db.rows<{ product_id: number }>(sql`
    SELECT product_id FROM products
    WHERE TRUE
      ${f.codes.length ? sql`AND product_code = ANY(${sqlArray(f.codes, 'text')})` : sql``}
      ${f.groups.length ? sql`AND product_group_id = ANY(${sqlArray(f.groups, 'int')})` : sql``}
      ${f.segments.length ? sql`AND product_segment_id = ANY(${sqlArray(f.segments, 'int')})` : sql``}`);
  return rows.map((r) => Number(r.product_id));
}
