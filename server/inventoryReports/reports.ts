import type { z } from 'zod';
import {
  NO_WAREHOUSE,
  type inventoryReportFilters,
  type FlatSummaryRow,
  type MovementRow,
  type SummaryResult,
  type WarehouseSummaryResult,
  type WarehouseSummaryRow,
} from '../../contract/inventoryReports';
import { sql, type Db } from '../db/db';
import { jsonRows, manyRows } from '../db/manyRows';
import { bandOf, monthsToExpiry } from '../warehouse/public';
import { PALLET_PLACE, productScope, stockCuts, type StockScope } from './stockSql';

/**
 * The three results of the inventory report (spec 001 §3): the summary per
 * batch and pallet, the summary by warehouse and the movement balances, all
 * from the same stock cuts, so their figures agree with each other and with
 * the inventory sub-ledger (the same movements, summed the same way).
 */
export type ReportFilters = z.output<typeof inventoryReportFilters>;

export async function scopeOf(db: Db, f: ReportFilters): Promise<StockScope> {
  return {
    products: await productScope(db, { codes: f.product_name, groups: f.product_group, segments: f.product_segment }),
    warehouses: f.warehouse.length ? f.warehouse : null,
  };
}

const PRODUCT_JOIN = sql`JOIN product_batches b ON b.batch_id = s.batch_id JOIN products p ON p.product_id = s.product_id`;
/** A stock row that neither held stock at the start nor moved in the range says nothing. */
const SAYS_SOMETHING = sql`(s.f_in <> s.f_out OR s.t_in <> s.f_in OR s.t_out <> s.f_out)`;

/**
 * A row of the summary query: a stock row (part 1), or the totals of every stock row (part 0: only
 * the quantities and the amount, with the beginning quantity as movement_beg_in). Quantities are
 * float8, which both drivers read as a number (server/db/manyRows.ts); whole units stay exact.
 */
type SummaryQueryRow = FlatSummaryRow & { part: number };

export async function inventorySummary(db: Db, f: ReportFilters): Promise<SummaryResult> {
  const scope = await scopeOf(db, f);
  const months = monthsToExpiry(sql`b.expiry_date`, f.report_date_to);
  // One pass over the stock for the rows and their totals (the totals are of every stock row, in SQL).
  const [totals, ...stock] = await manyRows<SummaryQueryRow>(
    db,
    sql`
      WITH s AS MATERIALIZED (SELECT * FROM ${stockCuts(scope, f.report_date_to, f.report_date_from)} s0)
      SELECT 0 AS part, NULL AS key, NULL AS product_code, NULL AS product_name, NULL AS generic_name, NULL AS batch_no, NULL AS expiry_date,
             COALESCE(SUM(s.f_in - s.f_out), 0)::float8 AS movement_beg_in, 0::float8 AS movement_beg_out,
             COALESCE(SUM(s.t_in - s.f_in), 0)::float8 AS movement_in, COALESCE(SUM(s.t_out - s.f_out), 0)::float8 AS movement_out,
             COALESCE(SUM(s.t_in - s.t_out), 0)::float8 AS ending_quantity, COALESCE(SUM(s.t_amount), 0)::numeric(18,2)::text AS ending_amount,
             NULL::int AS months_to_expiry, NULL AS shelf_life_status, NULL AS warehouse, NULL AS zone, NULL AS pallet
      FROM s
      UNION ALL
      SELECT 1, s.batch_id || ':' || s.pallet_id, p.product_code, p.product_name, p.generic_name, b.batch_no, b.expiry_date::text,
             s.f_in::float8, s.f_out::float8, (s.t_in - s.f_in)::float8, (s.t_out - s.f_out)::float8, (s.t_in - s.t_out)::float8, s.t_amount::text,
             mx.months, ${bandOf(sql`mx.months`)}, w.warehouse_name, wz.zone_name, wp.pallet_code
      FROM s ${PRODUCT_JOIN} ${PALLET_PLACE} CROSS JOIN LATERAL (SELECT ${months} AS months) mx
      WHERE ${SAYS_SOMETHING}`,
    sql`r.part, r.product_code, r.batch_no, r.pallet NULLS FIRST, r.key`,
  );
  return {
    rows: stock.map(({ part: _, movement_beg_in, movement_beg_out, movement_in, movement_out, ...row }) => ({
      ...row,
      movements: { movement_beg_in, movement_beg_out, movement_in, movement_out },
    })),
    totals: {
      beginning_quantity: totals.movement_beg_in,
      quantity_in: totals.movement_in,
      quantity_out: totals.movement_out,
      ending_quantity: totals.ending_quantity,
      ending_amount: totals.ending_amount,
    },
  };
}

export async function warehouseSummary(db: Db, f: ReportFilters): Promise<WarehouseSummaryResult> {
  const scope = await scopeOf(db, f);
  const rows = await jsonRows<WarehouseSummaryRow>(
    db,
    sql`
      SELECT g.product_id, p.product_code, p.product_name,
             json_object_agg(g.code, g.beg) AS movement_begin_warehouse_in, json_object_agg(g.code, g.qin) AS movement_warehouse_in,
             json_object_agg(g.code, g.qout) AS movement_warehouse_out,
             SUM(g.qin)::int AS "TOTAL_IN", SUM(g.qout)::int AS "TOTAL_OUT", SUM(g.beg + g.qin - g.qout)::int AS total
      FROM (
        SELECT s.product_id, COALESCE(w.warehouse_code, ${NO_WAREHOUSE.warehouse_code}) AS code,
               SUM(s.f_in - s.f_out)::int AS beg, SUM(s.t_in - s.f_in)::int AS qin, SUM(s.t_out - s.f_out)::int AS qout
        FROM ${stockCuts(scope, f.report_date_to, f.report_date_from)} s ${PALLET_PLACE}
        WHERE ${SAYS_SOMETHING}
        GROUP BY 1, 2) g
      JOIN products p ON p.product_id = g.product_id
      GROUP BY g.product_id, p.product_code, p.product_name`,
    sql`r.product_code`,
  );
  const codes = new Set(rows.flatMap((r) => Object.keys(r.movement_warehouse_in)));
  const known = await db.rows<{ warehouse_code: string; warehouse_name: string }>(sql`SELECT warehouse_code, warehouse_name FROM warehouses ORDER BY warehouse_code`);
  const warehouses = known.filter((w) => codes.has(w.warehouse_code));
  if (codes.has(NO_WAREHOUSE.warehouse_code)) warehouses.push({ ...NO_WAREHOUSE });
  return { warehouses, rows };
}

export async function movementSummary(db: Db, f: ReportFilters): Promise<{ rows: MovementRow[] }> {
  const scope = await scopeOf(db, f);
  // On a pallet means posted: the signed total less what is still in transit.
  const onPallet = sql`(s.t_in - s.t_out - s.t_pending)`;
  const rows = await manyRows<MovementRow>(
    db,
    sql`
      SELECT s.batch_id::text AS key, MIN(p.product_code) AS product_code, MIN(p.product_name) AS product_name, MIN(b.batch_no) AS batch_no,
             COALESCE(SUM(${onPallet}) FILTER (WHERE wf.area = 'reserve'), 0)::int AS central_balance,
             COALESCE(SUM(${onPallet}) FILTER (WHERE wf.area = 'picking'), 0)::int AS picking_balance,
             COALESCE(SUM(${onPallet}) FILTER (WHERE wf.area IS NOT NULL), 0)::int AS total_inventory,
             0 AS ar_stage, 0 AS picking_stage, 0 AS marking_stage, 0 AS dr_confirmed, 0 AS cancelled,
             COALESCE(SUM(${onPallet}) FILTER (WHERE wf.area IS NOT NULL), 0)::int AS available_for_booking,
             SUM(s.t_in - s.t_out)::int AS ending_inventory_ledger, SUM(${onPallet})::int AS actual_inventory
      FROM ${stockCuts(scope, f.report_date_to)} s ${PRODUCT_JOIN} ${PALLET_PLACE}
      GROUP BY s.batch_id
      HAVING SUM(s.t_in - s.t_out) <> 0 OR bool_or(s.t_in - s.t_out - s.t_pending <> 0)`,
    sql`r.product_code, r.batch_no`,
  );
  return { rows };
}
