import type { z } from 'zod';
import {
  stockMovementColumns,
  stockMovementsEp,
  stockMovementsExportEp,
  stockRevisionColumns,
  stockRevisionsEp,
  transactionLogEp,
  type stockMovementFilters,
  type StockMovementRow,
  type StockRevisionRow,
} from '../../contract/inventoryReports';
import { sql, type SQL } from '../db/db';
import { exportToXlsx, keysetBatches } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import type { RouteDef } from '../http/routeRegistry';
import { exportColumnsOf, isoText, likePattern, pagedList, readableRows, route, userName, type SortMap } from '../kit';
import { nextDay } from './stockSql';

/**
 * The stock movements (every posting of the inventory sub-ledger) with their
 * place and, for the transaction log, who wrote their source document: the
 * user of the document's latest revision (receipts, adjustments, transfers
 * record theirs) or, for a delivery, the invoice's booker.
 */
const VIEW = ['view_inventory_movement'] as const;
type Filters = z.output<typeof stockMovementFilters>;

const FROM = sql`inventory_movements m
  JOIN products p ON p.product_id = m.product_id
  JOIN product_batches b ON b.batch_id = m.batch_id
  LEFT JOIN warehouse_pallets wp ON wp.pallet_id = m.pallet_id
  LEFT JOIN warehouse_floors wf ON wf.floor_id = wp.floor_id
  LEFT JOIN warehouses w ON w.warehouse_id = wf.warehouse_id
  LEFT JOIN warehouse_zones wz ON wz.zone_id = wp.zone_id`;

const USER = sql`COALESCE(
  (SELECT ${userName('u')} FROM revisions r JOIN users u ON u.id = r.user_id WHERE r.reference_code = m.source_document ORDER BY r.id DESC LIMIT 1),
  (SELECT si.booked_by FROM sales_invoices si WHERE m.module = 'SO' AND si.dr_number = m.source_document))`;

const SELECT = sql`m.movement_id::int AS movement_id, m.transaction_date::text AS transaction_date, m.module, m.source_document, m.movement_type,
  p.product_code, p.product_name, b.batch_no, b.expiry_date::text AS expiry_date, w.warehouse_name AS warehouse, m.floor, wz.zone_name AS zone,
  COALESCE(wp.pallet_code, m.pallet_code) AS pallet, m.quantity, m.cost_unit::numeric(14,2)::text AS cost_unit, m.amount::text AS amount,
  m.status::int AS status, m.particulars, ${USER} AS "user", ${isoText('m.created_at')} AS created_at`;

function whereOf(f: Filters): SQL[] {
  const parts: (SQL | false | undefined)[] = [
    sql`m.transaction_date BETWEEN ${f.date_from}::date AND ${f.date_to}::date`,
    !!f.product_code && sql`p.product_code = ${f.product_code}`,
    !!f.batch_no && sql`lower(b.batch_no) = lower(${f.batch_no})`,
    !!f.warehouse && sql`w.warehouse_code = ${f.warehouse}`,
    !!f.pallet && sql`upper(COALESCE(wp.pallet_code, m.pallet_code)) = upper(${f.pallet})`,
    f.module !== undefined && sql`m.module = ${f.module}`,
  ];
  return parts.filter((p): p is SQL => Boolean(p));
}
const SEARCH_IN = [sql`m.source_document`, sql`p.product_code`, sql`p.product_name`, sql`b.batch_no`];

const SORT: SortMap<typeof stockMovementColumns> = {
  transaction_date: sql`m.transaction_date`,
  module: sql`m.module`,
  source_document: sql`m.source_document`,
  product_code: sql`p.product_code`,
  batch_no: sql`b.batch_no`,
  quantity: sql`m.quantity`,
  created_at: sql`m.created_at`,
};

const listOf = (summary: string, ep: typeof stockMovementsEp | typeof transactionLogEp) =>
  route(ep, {
    scopes: [...VIEW],
    reads: 'replica',
    summary,
    handler: async ({ body, deps, ok }) => {
      const { rows, total } = await pagedList<StockMovementRow, string>(deps.read, {
        select: SELECT,
        from: FROM,
        where: whereOf(body),
        search: { text: body.search, in: SEARCH_IN },
        sort: SORT,
        tiebreak: sql`m.movement_id`,
        query: body,
      });
      return ok(rows, total);
    },
  });

const REVISION_SORT: SortMap<typeof stockRevisionColumns> = {
  date_time: sql`r.at`,
  module_name: sql`r.module`,
  reference_code: sql`r.reference_code`,
};

export const movementRoutes: RouteDef[] = [
  listOf('Inventory Movement: the stock movements by product, batch, warehouse, pallet, module and dates, paged', stockMovementsEp),
  listOf('Movement Transaction Log: the movements with who wrote their source documents, paged', transactionLogEp),
  route(stockMovementsExportEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Inventory Movement as XLSX (date order)',
    handler: async (ctx) => {
      const f = ctx.body;
      const where = [...whereOf(f)];
      const text = f.search?.trim();
      const search = text ? sql` AND (${sql.join(SEARCH_IN.map((e) => sql`${e} ILIKE ${likePattern(text)}`), sql` OR `)})` : sql``;
      const batches = keysetBatches<StockMovementRow, { d: string; id: number }>(
        (after, limit) =>
          ctx.deps.read.rows<StockMovementRow>(sql`
            SELECT ${SELECT} FROM ${FROM}
            WHERE ${sql.join(where, sql` AND `)} ${search}
              AND (m.transaction_date, m.movement_id) > (${after?.d ?? '0001-01-01'}::date, ${after?.id ?? 0}::bigint)
            ORDER BY m.transaction_date, m.movement_id LIMIT ${limit}`),
        (last) => ({ d: last.transaction_date, id: last.movement_id }),
      );
      return exportToXlsx(ctx, {
        title: 'Inventory Movement',
        fileName: ['inventory_movement', f.date_from, f.date_to],
        filters: [
          { label: 'Date From', value: f.date_from },
          { label: 'Date To', value: f.date_to },
          ...(f.module ? [{ label: 'Module', value: f.module }] : []),
          ...(f.product_code ? [{ label: 'Product Code', value: f.product_code }] : []),
          ...(f.warehouse ? [{ label: 'Warehouse', value: f.warehouse }] : []),
          ...(f.batch_no ? [{ label: 'Batch No.', value: f.batch_no }] : []),
          ...(f.pallet ? [{ label: 'Pallet', value: f.pallet }] : []),
        ],
        columns: exportColumnsOf(stockMovementColumns),
        sum: ['quantity', 'amount'],
        batches: readableRows(stockMovementColumns, batches, formatManilaDateTime),
      });
    },
  }),
  route(stockRevisionsEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Movement Transaction Log: the revision history of the stock documents (receipts, adjustments, transfers, zones, pallets), paged',
    handler: async ({ body, deps, ok }) => {
      const { rows, total } = await pagedList<StockRevisionRow, string>(deps.read, {
        select: sql`r.id::int AS revision_id, ${isoText('r.at')} AS date_time, r.module AS module_name, r.reference_code, r.action AS activity,
          ${userName('u')} AS "user", r.remarks,
          COALESCE((SELECT string_agg(COALESCE(c->>'label', c->>'field'), ', ') FROM jsonb_array_elements(r.changes) c), '') AS changes`,
        from: sql`revisions r LEFT JOIN users u ON u.id = r.user_id`,
        where: [
          sql`(r.entity LIKE 'inventory%' OR r.entity LIKE 'warehouse%' OR r.module ILIKE 'inventory%' OR r.module ILIKE 'warehouse%')`,
          sql`r.at >= (${body.date_from}::date::timestamp AT TIME ZONE 'Asia/Manila')`,
          sql`r.at < (${nextDay(body.date_to)}::date::timestamp AT TIME ZONE 'Asia/Manila')`,
        ],
        search: { text: body.search, in: [sql`r.reference_code`, sql`r.module`, sql`r.action`, sql`r.remarks`] },
        sort: REVISION_SORT,
        tiebreak: sql`r.id`,
        query: body,
      });
      return ok(rows, total);
    },
  }),
];
