import { floorsOfWarehouseEp, WAREHOUSE_READERS, warehouseDetailEp, warehouseOptionsEp, warehouses, type FloorRow, type WarehouseRow, type ZoneRow } from '../../contract/warehouse';
import { sql, type Db } from '../db/db';
import { notFound } from '../http/answer';
import { resourceRoutes, route } from '../kit';
import { ZONE_FROM, ZONE_SELECT } from './zoneSql';

const ISO = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const FLOORS = sql`(SELECT COUNT(*)::int FROM warehouse_floors f WHERE f.warehouse_id = w.warehouse_id)`;
const ZONES = sql`(SELECT COUNT(*)::int FROM warehouse_zones z WHERE z.warehouse_id = w.warehouse_id)`;
const PALLETS = sql`(SELECT COUNT(*)::int FROM warehouse_pallets p JOIN warehouse_floors f ON f.floor_id = p.floor_id WHERE f.warehouse_id = w.warehouse_id)`;
const SELECT = sql`w.warehouse_id, w.warehouse_code, w.warehouse_name, w.address, w.kind, ${FLOORS} AS floors, ${ZONES} AS zones, ${PALLETS} AS pallets,
    w.active, ${ISO('w.updated_at')} AS updated_at`;

/** Warehouses: list, show, create, update and the active switch from the declaration; one main warehouse at most. */
export const warehouseMasterRoutes = resourceRoutes(warehouses, {
  table: 'warehouses',
  alias: 'w',
  select: SELECT,
  search: [sql`w.warehouse_code`, sql`w.warehouse_name`, sql`w.address`],
  sort: {
    warehouse_code: sql`lower(w.warehouse_code)`,
    warehouse_name: sql`lower(w.warehouse_name)`,
    kind: sql`w.kind`,
    floors: FLOORS,
    zones: ZONES,
    pallets: PALLETS,
    active: sql`w.active`,
    updated_at: sql`w.updated_at`,
  },
  validate: async (db, input, id) => {
    if (input.kind !== 'main') return null;
    const main = await db.one(sql`SELECT 1 FROM warehouses WHERE kind = 'main' ${id === null ? sql`` : sql`AND warehouse_id <> ${id}`}`);
    return main ? { kind: ['There is already a main warehouse.'] } : null;
  },
});

export const FLOOR_SELECT = sql`f.floor_id, f.floor_id AS warehouse_pallet_id, f.warehouse_id, f.floor, f.area, f.row_count AS "row", f.shelf_count AS shelf,
    f.column_count AS "column", f.pallet_prefix, (SELECT COUNT(*)::int FROM warehouse_pallets p WHERE p.floor_id = f.floor_id) AS pallet_count, f.is_active`;

export const floorsOf = (db: Db, warehouseId: number) =>
  db.rows<FloorRow>(sql`SELECT ${FLOOR_SELECT} FROM warehouse_floors f WHERE f.warehouse_id = ${warehouseId} ORDER BY f.area DESC, f.floor_id`);

export const warehouseLookupRoutes = [
  route(warehouseOptionsEp, {
    scopes: WAREHOUSE_READERS,
    summary: 'Warehouses for a select (active first, main before branches)',
    handler: async ({ deps, ok }) =>
      ok(
        await deps.db.rows(sql`
          SELECT warehouse_id, warehouse_code, warehouse_name, kind, active FROM warehouses
          ORDER BY active DESC, kind = 'main' DESC, lower(warehouse_name)`),
      ),
  }),
  route(floorsOfWarehouseEp, {
    scopes: WAREHOUSE_READERS,
    summary: 'The floors of a warehouse (spec POST /warehouse/floor)',
    handler: async ({ body, deps, ok }) => ok(await floorsOf(deps.db, body.warehouse_id)),
  }),
  route(warehouseDetailEp, {
    scopes: ['view_warehouses'],
    summary: 'A warehouse with its floors and zones',
    handler: async ({ params, deps, ok }) => {
      const warehouse = await deps.db.one<WarehouseRow>(sql`SELECT ${SELECT} FROM warehouses w WHERE w.warehouse_id = ${params.id}`);
      if (!warehouse) return notFound('Warehouse not found.');
      const zones = await deps.db.rows<ZoneRow>(sql`SELECT ${ZONE_SELECT} FROM ${ZONE_FROM} WHERE z.warehouse_id = ${params.id} ORDER BY f.floor_id, lower(z.zone_name)`);
      return ok({ warehouse, floors: await floorsOf(deps.db, params.id), zones });
    },
  }),
];
