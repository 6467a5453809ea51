import {
  flatSummaryRow,
  groupOptionsEp,
  inventoryMovementSummaryEp,
  inventoryMovementSummaryExportEp,
  inventorySummaryEp,
  inventorySummaryExportEp,
  inventoryWarehouseSummaryEp,
  inventoryWarehouseSummaryExportEp,
  movementColumns,
  productOptionsEp,
  segmentOptionsEp,
  summaryColumns,
  warehouseOptionsEp,
  type FlatSummaryRow,
  type MovementRow,
} from '../../contract/inventoryReports';
import { sql, type Db } from '../db/db';
import { exportToXlsx, oneBatch, type ExportColumn, type ExportFilter } from '../export';
import { formatManilaDateTime } from '../export/manilaTime';
import { exportColumnsOf, readableRows, route } from '../kit';
import type { RouteDef } from '../http/routeRegistry';
import { inventorySummary, movementSummary, warehouseSummary, type ReportFilters } from './reports';

const VIEW = ['view_inventory_reports'] as const;

/** The header lines of an export: what was asked for, in words ("All" for a blank choice). */
async function filterLines(db: Db, f: ReportFilters): Promise<ExportFilter[]> {
  const names = async (table: 'product_groups' | 'product_segments', ids: number[]) =>
    ids.length ? (await db.rows<{ name: string }>(sql`SELECT name FROM ${sql.raw(table)} WHERE id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) ORDER BY name`)).map((r) => r.name).join(', ') : 'All';
  return [
    { label: 'Date From', value: f.report_date_from },
    { label: 'Date To', value: f.report_date_to },
    { label: 'Products', value: f.product_name.length ? f.product_name.join(', ') : 'All' },
    { label: 'Product Groups', value: await names('product_groups', f.product_group) },
    { label: 'Product Segments', value: await names('product_segments', f.product_segment) },
    { label: 'Warehouses', value: f.warehouse.length ? f.warehouse.join(', ') : 'All' },
  ];
}

/** The chosen table columns (table_col) of a column list; all of them when none is chosen. */
const chosen = <C extends { key: string }>(cols: readonly C[], keys: string[]) => (keys.length ? cols.filter((c) => keys.includes(c.key)) : cols);

export const reportRoutes: RouteDef[] = [
  route(productOptionsEp, {
    scopes: [...VIEW],
    summary: 'Inventory report: the product choices (name and code)',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT product_name, product_code FROM products ORDER BY product_name, product_code`)),
  }),
  route(warehouseOptionsEp, {
    scopes: [...VIEW],
    summary: 'Inventory report: the warehouse choices (name and code)',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT warehouse_name, warehouse_code FROM warehouses WHERE active ORDER BY warehouse_name`)),
  }),
  route(groupOptionsEp, {
    scopes: [...VIEW],
    summary: 'Inventory report: the product group choices',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT id, name FROM product_groups ORDER BY name`)),
  }),
  route(segmentOptionsEp, {
    scopes: [...VIEW],
    summary: 'Inventory report: the product segment choices',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT id, name FROM product_segments ORDER BY name`)),
  }),

  route(inventorySummaryEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Inventory List Summary: per batch and pallet, beginning and period in/out, ending quantity and value, shelf-life status',
    handler: async ({ body, deps, ok }) => ok(await inventorySummary(deps.read, body)),
  }),
  route(inventorySummaryExportEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Inventory List Summary as XLSX',
    handler: async (ctx) => {
      const f = ctx.body;
      const { rows } = await inventorySummary(ctx.deps.read, f);
      const cols = chosen(summaryColumns, f.table_col);
      return exportToXlsx(ctx, {
        title: 'Inventory List Summary',
        fileName: ['inventory_summary', f.report_date_from, f.report_date_to],
        filters: await filterLines(ctx.deps.read, f),
        columns: exportColumnsOf<FlatSummaryRow>(cols),
        batches: readableRows<FlatSummaryRow>(cols, oneBatch(rows.map(flatSummaryRow)), formatManilaDateTime),
      });
    },
  }),

  route(inventoryWarehouseSummaryEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Inventory List of all Products by warehouse: per product, each warehouse beginning, in and out; totals',
    handler: async ({ body, deps, ok }) => ok(await warehouseSummary(deps.read, body)),
  }),
  route(inventoryWarehouseSummaryExportEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Inventory List of all Products by warehouse as XLSX',
    handler: async (ctx) => {
      const f = ctx.body;
      const { warehouses, rows } = await warehouseSummary(ctx.deps.read, f);
      type Flat = Record<string, string | number>;
      const columns: ExportColumn<Flat>[] = [
        { header: 'Product Code', key: 'product_code', kind: 'text', width: 16 },
        { header: 'Product Name', key: 'product_name', kind: 'text', width: 30 },
        ...warehouses.flatMap((w): ExportColumn<Flat>[] => [
          { header: `${w.warehouse_name} Beginning`, key: `${w.warehouse_code}:beg`, kind: 'int', width: 14 },
          { header: `${w.warehouse_name} In`, key: `${w.warehouse_code}:in`, kind: 'int', width: 12 },
          { header: `${w.warehouse_name} Out`, key: `${w.warehouse_code}:out`, kind: 'int', width: 12 },
        ]),
        { header: 'Total In', key: 'TOTAL_IN', kind: 'int', width: 12 },
        { header: 'Total Out', key: 'TOTAL_OUT', kind: 'int', width: 12 },
        { header: 'Total', key: 'total', kind: 'int', width: 12 },
      ];
      const flat = rows.map((r) => {
        const out: Flat = { product_code: r.product_code, product_name: r.product_name, TOTAL_IN: r.TOTAL_IN, TOTAL_OUT: r.TOTAL_OUT, total: r.total };
        for (const w of warehouses) {
          out[`${w.warehouse_code}:beg`] = r.movement_begin_warehouse_in[w.warehouse_code] ?? 0;
          out[`${w.warehouse_code}:in`] = r.movement_warehouse_in[w.warehouse_code] ?? 0;
          out[`${w.warehouse_code}:out`] = r.movement_warehouse_out[w.warehouse_code] ?? 0;
        }
        return out;
      });
      return exportToXlsx(ctx, {
        title: 'Inventory List by Warehouse',
        fileName: ['inventory_by_warehouse', f.report_date_from, f.report_date_to],
        filters: await filterLines(ctx.deps.read, f),
        columns,
        batches: oneBatch(flat),
      });
    },
  }),

  route(inventoryMovementSummaryEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Inventory Movement: per batch on Date To, main/central and picking balances, order stages, ledger and actual inventory',
    handler: async ({ body, deps, ok }) => ok(await movementSummary(deps.read, body)),
  }),
  route(inventoryMovementSummaryExportEp, {
    scopes: [...VIEW],
    reads: 'replica',
    summary: 'Inventory Movement as XLSX',
    handler: async (ctx) => {
      const f = ctx.body;
      const { rows } = await movementSummary(ctx.deps.read, f);
      const cols = chosen(movementColumns, f.table_col);
      return exportToXlsx(ctx, {
        title: 'Inventory Movement',
        fileName: ['inventory_movement', f.report_date_to],
        filters: await filterLines(ctx.deps.read, f),
        columns: exportColumnsOf<MovementRow>(cols),
        batches: oneBatch(rows),
      });
    },
  }),
];
