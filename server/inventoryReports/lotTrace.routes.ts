import type { z } from 'zod';
import {
  LOT_MESSAGES,
  lotTraceEp,
  lotTraceExportEp,
  nearExpiryEp,
  recallColumns,
  type LotBatch,
  type LotEvent,
  type LotTrace,
  type lotTraceBody,
  type NearExpiryRow,
  type RecallRow,
} from '../../contract/inventoryReports';
import { sql, type Db } from '../db/db';
import { sqlArray } from '../db/arrays';
import { exportToXlsx, oneBatch } from '../export';
import { notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { expiredOn, exportColumnsOf, route } from '../kit';
import { jsonRows } from '../db/manyRows';
import { bandOf, monthsToExpiry } from '../warehouse/public';
import { PALLET_PLACE, stockCuts } from './stockSql';

/**
 * A recall's questions, from a batch number: where did it come from, where
 * did it sit and move, and which customers got it (deliveries less returns,
 * per invoice). Everything reads the batch's own movements through the
 * (batch_id, date) index, so a busy batch costs its movements only.
 */
export async function lotTrace(db: Db, batchNo: string): Promise<LotTrace | null> {
  const batches = await db.rows<LotBatch>(sql`
    SELECT b.batch_id, p.product_code, p.product_name, b.batch_no, b.manufacturing_date::text AS manufacturing_date, b.expiry_date::text AS expiry_date,
           COALESCE((SELECT SUM(m.quantity) FROM inventory_movements m WHERE m.batch_id = b.batch_id), 0)::int AS on_hand
    FROM product_batches b JOIN products p ON p.product_id = b.product_id
    WHERE b.batch_no = ${batchNo}
    ORDER BY p.product_code`);
  if (!batches.length) return null;
  const ids = sqlArray(
    batches.map((b) => Number(b.batch_id)),
    'int',
  );
  const events = await jsonRows<LotEvent>(
    db,
    sql`
      SELECT m.movement_id, m.transaction_date::text AS transaction_date, m.module, m.source_document, m.movement_type, m.quantity,
             w.warehouse_name AS warehouse, COALESCE(wp.pallet_code, m.pallet_code) AS pallet, m.status::int AS status,
             CASE m.module WHEN 'RR' THEN sup.company_name WHEN 'SO' THEN cs.customer_name WHEN 'RET' THEN cr.customer_name END AS party
      FROM inventory_movements m
      LEFT JOIN warehouse_pallets wp ON wp.pallet_id = m.pallet_id
      LEFT JOIN warehouse_floors wf ON wf.floor_id = wp.floor_id
      LEFT JOIN warehouses w ON w.warehouse_id = wf.warehouse_id
      LEFT JOIN suppliers sup ON m.module = 'RR' AND sup.vendor_id = m.supplier_id
      LEFT JOIN sales_invoices si ON m.module = 'SO' AND si.dr_number = m.source_document
      LEFT JOIN customers cs ON cs.customer_id = si.customer_id
      LEFT JOIN sales_returns sr ON m.module = 'RET' AND sr.return_no = m.source_document
      LEFT JOIN sales_invoices sri ON sri.si_id = sr.si_id
      LEFT JOIN customers cr ON cr.customer_id = sri.customer_id
      WHERE m.batch_id = ANY(${ids})`,
    sql`r.transaction_date, r.movement_id`,
  );
  const recall = await jsonRows<RecallRow>(
    db,
    sql`
      SELECT x.si_id || ':' || x.batch_id AS key, c.customer_code, c.customer_name, c.city AS address, si.si_number, si.dr_number,
             si.si_date::text AS si_date, p.product_code, b.batch_no,
             SUM(x.delivered)::int AS delivered, SUM(x.returned)::int AS returned, SUM(x.delivered - x.returned)::int AS outstanding
      FROM (
        SELECT COALESCE(si.si_id, sr.si_id) AS si_id, m.batch_id,
               CASE WHEN m.module = 'SO' THEN -m.quantity ELSE 0 END AS delivered, CASE WHEN m.module = 'RET' THEN m.quantity ELSE 0 END AS returned
        FROM inventory_movements m
        LEFT JOIN sales_invoices si ON m.module = 'SO' AND si.dr_number = m.source_document
        LEFT JOIN sales_returns sr ON m.module = 'RET' AND sr.return_no = m.source_document
        WHERE m.batch_id = ANY(${ids}) AND m.module IN ('SO', 'RET')) x
      JOIN sales_invoices si ON si.si_id = x.si_id
      JOIN customers c ON c.customer_id = si.customer_id
      JOIN product_batches b ON b.batch_id = x.batch_id
      JOIN products p ON p.product_id = b.product_id
      GROUP BY x.si_id, x.batch_id, c.customer_code, c.customer_name, c.city, si.si_number, si.dr_number, si.si_date, p.product_code, b.batch_no`,
    sql`r.customer_name, r.si_date, r.si_number`,
  );
  return { batches: batches.map((b) => ({ ...b, batch_id: Number(b.batch_id) })), events, recall };
}

/** Stock on a date by warehouse, zone and shelf-life band (expired apart), with its value at cost. */
export async function nearExpiry(db: Db, asOf: string, warehouse: string | undefined): Promise<NearExpiryRow[]> {
  const warehouses = warehouse ? [warehouse] : null;
  const months = monthsToExpiry(sql`b.expiry_date`, asOf);
  return jsonRows<NearExpiryRow>(
    db,
    sql`
      SELECT g.warehouse || ':' || COALESCE(g.zone, '') || ':' || g.band AS key, g.*
      FROM (
        SELECT COALESCE(w.warehouse_name, 'No pallet') AS warehouse, wz.zone_name AS zone,
               CASE WHEN ${expiredOn(sql`b.expiry_date`, asOf)} THEN 'expired' ELSE ${bandOf(months)} END AS band,
               COUNT(DISTINCT s.batch_id)::int AS batches, SUM(s.t_in - s.t_out)::int AS quantity, SUM(s.t_amount)::numeric(18,2)::text AS value
        FROM ${stockCuts({ products: null, warehouses }, asOf)} s
        JOIN product_batches b ON b.batch_id = s.batch_id ${PALLET_PLACE}
        WHERE s.t_in <> s.t_out
        GROUP BY 1, 2, 3) g`,
    sql`r.warehouse, r.zone NULLS FIRST, array_position(ARRAY['expired', 'red', 'yellow', 'green'], r.band)`,
  );
}

type LotBody = z.output<typeof lotTraceBody>;
const traced = async (db: Db, body: LotBody) => lotTrace(db, body.batch_no);

export const lotTraceRoutes: RouteDef[] = [
  route(lotTraceEp, {
    scopes: ['view_inventory_movement'],
    reads: 'replica',
    summary: 'Lot trace: a batch number to its receipts, pallets, transfers, deliveries and the customers holding it',
    handler: async ({ body, deps, ok }) => {
      const trace = await traced(deps.read, body);
      return trace ? ok(trace) : notFound(LOT_MESSAGES.notFound);
    },
  }),
  route(lotTraceExportEp, {
    scopes: ['view_inventory_movement'],
    reads: 'replica',
    summary: 'Lot trace recall list (customers and invoices of a batch) as XLSX',
    handler: async (ctx) => {
      const trace = await traced(ctx.deps.read, ctx.body);
      if (!trace) return notFound(LOT_MESSAGES.notFound);
      return exportToXlsx(ctx, {
        title: 'Recall List',
        fileName: ['recall_list', ctx.body.batch_no],
        filters: [
          { label: 'Batch No.', value: ctx.body.batch_no },
          { label: 'Products', value: trace.batches.map((b) => `${b.product_code} ${b.product_name} (expiry ${b.expiry_date})`).join('; ') },
        ],
        columns: exportColumnsOf(recallColumns),
        sum: ['delivered', 'returned', 'outstanding'],
        batches: oneBatch(trace.recall),
      });
    },
  }),
  route(nearExpiryEp, {
    scopes: ['view_inventory_reports'],
    reads: 'replica',
    summary: 'Near expiry: stock on a date by warehouse, zone and shelf-life band, quantity and value at cost',
    handler: async ({ body, deps, ok }) => ok(await nearExpiry(deps.read, body.as_of, body.warehouse || undefined)),
  }),
];
