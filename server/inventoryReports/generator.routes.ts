import type { z } from 'zod';
import {
  generatorChoiceEp,
  generatorExportEp,
  generatorRunEp,
  saveGeneratorChoiceEp,
  stockPositionColumns,
  type GeneratorChoice,
  type generatorExportBody,
  type StockPositionRow,
} from '../../contract/inventoryReports';
import { sql, type Db, type SQL } from '../db/db';
import { sqlArray } from '../db/arrays';
import { exportToXlsx } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import type { RouteDef } from '../http/routeRegistry';
import { exportColumnsOf, likePattern, readableRows, recordRevision, route, type SortMap } from '../kit';
import { isoAt } from '../clock';
import { bandOf, monthsToExpiry } from '../warehouse/public';
import { PALLET_PLACE, productScope, stockCuts } from './stockSql';

/**
 * The report generator: stock on a date per batch and pallet with every
 * column a user may pick (product, group, segment, batch, expiry band,
 * warehouse, floor, zone, pallet, quantity, value at cost), filtered and
 * sorted by the server; the screen shows the picked columns, the export
 * writes only those, and each user's choice is saved.
 */
const VIEW = ['view_inventory_reports'] as const;
type Filters = Omit<z.output<typeof generatorExportBody>, 'columns'>;

const SORT: SortMap<typeof stockPositionColumns> = {
  product_code: sql`product_code`,
  product_name: sql`lower(product_name)`,
  batch_no: sql`batch_no`,
  expiry_date: sql`expiry_date`,
  warehouse: sql`warehouse`,
  pallet: sql`pallet`,
  quantity: sql`quantity`,
  value: sql`value_n`,
};

async function positions(db: Db, f: Filters): Promise<SQL> {
  const scope = {
    products: await productScope(db, { codes: f.product_code, groups: f.product_group, segments: f.product_segment }),
    warehouses: f.warehouse.length ? f.warehouse : null,
  };
  const months = monthsToExpiry(sql`b.expiry_date`, f.as_of);
  const text = f.search?.trim();
  return sql`(
    SELECT * FROM (
      SELECT s.batch_id || ':' || s.pallet_id AS key, p.product_code, p.product_name, p.generic_name, pg.name AS product_group, ps.name AS product_segment,
             b.batch_no, b.manufacturing_date::text AS manufacturing_date, b.expiry_date::text AS expiry_date,
             mx.months AS months_to_expiry, ${bandOf(sql`mx.months`)} AS shelf_life_status,
             w.warehouse_name AS warehouse, wf.floor, wz.zone_name AS zone, wp.pallet_code AS pallet,
             (s.t_in - s.t_out - s.t_pending)::int AS quantity, s.t_pending::int AS in_transit,
             COALESCE(round(s.t_amount / NULLIF(s.t_in - s.t_out, 0), 2), 0)::numeric(14,2)::text AS unit_cost,
             s.t_amount::text AS value, s.t_amount AS value_n
      FROM ${stockCuts(scope, f.as_of)} s
      JOIN product_batches b ON b.batch_id = s.batch_id
      JOIN products p ON p.product_id = s.product_id
      LEFT JOIN product_groups pg ON pg.id = p.product_group_id
      LEFT JOIN product_segments ps ON ps.id = p.product_segment_id
      ${PALLET_PLACE}
      CROSS JOIN LATERAL (SELECT ${months} AS months) mx
      WHERE s.t_in <> s.t_out
        ${text ? sql`AND (p.product_code ILIKE ${likePattern(text)} OR p.product_name ILIKE ${likePattern(text)} OR b.batch_no ILIKE ${likePattern(text)})` : sql``}
    ) x
    ${f.bands.length ? sql`WHERE x.shelf_life_status = ANY(${sqlArray(f.bands, 'text')})` : sql``})`;
}

const strip = ({ value_n: _v, total_rows: _t, ...row }: StockPositionRow & { value_n?: unknown; total_rows?: unknown }) => row as StockPositionRow;

export const generatorRoutes: RouteDef[] = [
  route(generatorRunEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Report generator: stock on a date per batch and pallet, filtered, sorted and paged',
    handler: async ({ body, deps, ok }) => {
      const order = Object.hasOwn(SORT, body.order_by) ? SORT[body.order_by as keyof typeof SORT] : SORT.product_code;
      const dir = body.direction === 'desc' ? sql`DESC` : sql`ASC`;
      const rows = await deps.read.rows<StockPositionRow & { total_rows: number }>(sql`
        SELECT g.*, COUNT(*) OVER ()::int AS total_rows FROM ${await positions(deps.read, body)} g
        ORDER BY ${order} ${dir} NULLS LAST, g.key ${dir}
        LIMIT ${body.page_size} OFFSET ${body.page * body.page_size}`);
      return ok(rows.map(strip), rows[0]?.total_rows ?? 0);
    },
  }),
  route(generatorExportEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Report generator: the picked columns of the stock on a date as XLSX',
    handler: async (ctx) => {
      const { columns: keys, ...f } = ctx.body;
      const cols = stockPositionColumns.filter((c) => keys.includes(c.key));
      const rows = await ctx.deps.read.rows<StockPositionRow>(sql`SELECT g.* FROM ${await positions(ctx.deps.read, f)} g ORDER BY g.product_code, g.batch_no, g.key`);
      return exportToXlsx(ctx, {
        title: 'Inventory Report Generator',
        fileName: ['inventory_report', f.as_of],
        filters: [
          { label: 'As Of', value: f.as_of },
          { label: 'Products', value: f.product_code.join(', ') || 'All' },
          { label: 'Warehouses', value: f.warehouse.join(', ') || 'All' },
          { label: 'Shelf Life', value: f.bands.join(', ') || 'All' },
        ],
        columns: exportColumnsOf(cols),
        batches: readableRows(
          cols,
          (async function* () {
            yield rows.map(strip);
          })(),
          formatManilaDateTime,
        ),
      });
    },
  }),
  route(generatorChoiceEp, {
    scopes: [...VIEW],
    summary: "Report generator: the signed-in user's saved columns and filters (null before the first save)",
    handler: async ({ user, deps, ok }) => {
      const row = await deps.db.one<{ choice: GeneratorChoice }>(sql`SELECT choice FROM inventory_report_choices WHERE user_id = ${user.id}`);
      return ok(row?.choice ?? null);
    },
  }),
  route(saveGeneratorChoiceEp, {
    scopes: [...VIEW],
    summary: "Report generator: saves the signed-in user's columns and filters",
    handler: async ({ body, user, deps, ok }) => {
      const at = isoAt(deps.clock.now());
      await deps.db.transaction(async (tx) => {
        const before = await tx.one<{ choice: GeneratorChoice }>(sql`SELECT choice FROM inventory_report_choices WHERE user_id = ${user.id}`);
        await tx.run(sql`
          INSERT INTO inventory_report_choices (user_id, choice, updated_at) VALUES (${user.id}, ${JSON.stringify(body)}::jsonb, ${at}::timestamptz)
          ON CONFLICT (user_id) DO UPDATE SET choice = EXCLUDED.choice, updated_at = EXCLUDED.updated_at`);
        await recordRevision(tx, {
          entity: 'inventory_report_choices',
          entityId: user.id,
          action: before ? 'updated' : 'created',
          userId: user.id,
          at,
          module: 'Inventory Report Generator',
          reference: 'Saved report choice',
          changes: [{ field: 'choice', label: 'Columns and filters', old: before?.choice ?? null, new: body }],
        });
      });
      return ok(body);
    },
  }),
];
