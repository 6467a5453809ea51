import { sql } from '../db/db';

/**
 * A zone as the lists show it: with its warehouse's name, its floor and how many pallets it holds. The names come
 * flat (warehouse_name, floor_name: what the grids sort by) and in the spec's nesting (001 §3: warehouse.warehouse_name,
 * floor.floor).
 */
export const ZONE_FROM = sql`warehouse_zones z JOIN warehouses w ON w.warehouse_id = z.warehouse_id JOIN warehouse_floors f ON f.floor_id = z.floor_id`;
export const ZONE_PALLETS = sql`(SELECT COUNT(*)::int FROM warehouse_pallets p WHERE p.zone_id = z.zone_id)`;
export const ZONE_SELECT = sql`z.zone_id, z.warehouse_id, z.floor_id, z.zone_name, z.color_code, z.is_active, z.zone_type, w.warehouse_name, f.floor AS floor_name,
    json_build_object('warehouse_name', w.warehouse_name) AS warehouse, json_build_object('floor', f.floor) AS floor,
    ${ZONE_PALLETS} AS pallet_count, to_char(z.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

/** What pallet `p` holds (batches with stock, units), read per pallet through the view's pallet index. */
export const PALLET_HOLDS = sql`LEFT JOIN LATERAL (SELECT COUNT(*)::int AS batches, COALESCE(SUM(s.quantity), 0)::int AS quantity FROM pallet_stock s WHERE s.pallet_id = p.pallet_id) h ON true`;
