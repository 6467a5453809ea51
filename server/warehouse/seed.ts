import { sql, type Db } from '../db/db';
import { FLOORS } from '../finance/seed/masterData';

/**
 * The demo warehouses: the main warehouse in Quezon City with its
 * Main/Central reserve (MC pallets) and its Picking Area (PA pallets) - the
 * two floors the generated movements name - plus a cold room, and branch
 * warehouses in Cebu and Davao. Zones with colours divide the floors and
 * most pallets sit in a zone. Then every movement gets its pallet key from
 * its floor and pallet code (one UPDATE ... FROM, set-based: the benchmark
 * has millions of movements). A no-op once any warehouse exists, apart from
 * the key of movements written since (also set-based).
 */
const [MAIN_CENTRAL, PICKING] = FLOORS;
const AT = sql`TIMESTAMPTZ '2023-01-02 08:00:00+08'`;

interface FloorPlan {
  floor: string;
  area: 'reserve' | 'picking';
  rows: number;
  shelves: number;
  columns: number;
  prefix: string;
  /** Zones: name, colour, type, the rows (letters) they take. */
  zones: { name: string; color: string; type: number; rows: string }[];
}

interface WarehousePlan {
  code: string;
  name: string;
  address: string;
  kind: 'main' | 'branch';
  floors: FloorPlan[];
}

export const DEMO_WAREHOUSES: WarehousePlan[] = [
  {
    code: 'MAIN',
    name: 'Main Warehouse',
    address: '24 Mercury Ave., Bagumbayan, Quezon City',
    kind: 'main',
    floors: [
      // The generator's pallets are <prefix>-<A..F><01..20>: six rows of twenty positions.
      {
        floor: MAIN_CENTRAL, area: 'reserve', rows: 6, shelves: 1, columns: 20, prefix: 'MC',
        zones: [
          { name: 'Bulk Reserve', color: '#1F4E79', type: 0, rows: 'ABC' },
          { name: 'Fast Movers Reserve', color: '#2E7D32', type: 0, rows: 'DE' },
          { name: 'Quarantine', color: '#C62828', type: 1, rows: '' },
        ],
      },
      {
        floor: PICKING, area: 'picking', rows: 6, shelves: 1, columns: 20, prefix: 'PA',
        zones: [
          { name: 'Pick Face A', color: '#F9A825', type: 0, rows: 'ABC' },
          { name: 'Pick Face B', color: '#6A1B9A', type: 0, rows: 'DEF' },
        ],
      },
      {
        floor: 'Cold Room', area: 'reserve', rows: 2, shelves: 2, columns: 5, prefix: 'CR',
        zones: [{ name: 'Cold Chain 2-8°C', color: '#0277BD', type: 2, rows: 'AB' }],
      },
    ],
  },
  {
    code: 'CEB',
    name: 'Cebu Branch Warehouse',
    address: 'Lot 5, Mandaue Reclamation Area, Mandaue City, Cebu',
    kind: 'branch',
    floors: [
      {
        floor: 'Ground Floor', area: 'reserve', rows: 3, shelves: 1, columns: 10, prefix: 'CEB',
        zones: [
          { name: 'Reserve', color: '#1F4E79', type: 0, rows: 'AB' },
          { name: 'Returns', color: '#8D6E63', type: 1, rows: 'C' },
        ],
      },
      { floor: PICKING, area: 'picking', rows: 2, shelves: 1, columns: 10, prefix: 'CEBP', zones: [{ name: 'Pick Face', color: '#F9A825', type: 0, rows: 'AB' }] },
    ],
  },
  {
    code: 'DVO',
    name: 'Davao Branch Warehouse',
    address: 'Km. 7 McArthur Highway, Bangkal, Davao City',
    kind: 'branch',
    floors: [
      { floor: 'Ground Floor', area: 'reserve', rows: 3, shelves: 1, columns: 8, prefix: 'DVO', zones: [{ name: 'Reserve', color: '#1F4E79', type: 0, rows: 'ABC' }] },
      { floor: PICKING, area: 'picking', rows: 2, shelves: 1, columns: 8, prefix: 'DVOP', zones: [] },
    ],
  },
];

/**
 * Creates a floor's pallets from its layout: <prefix>-<row letter><column 01..>
 * and, when the floor has more than one shelf level, -<level>. Returns how many.
 */
export async function createFloorPallets(tx: Db, floorId: number): Promise<number> {
  const row = await tx.one<{ n: number }>(sql`
    WITH made AS (
      INSERT INTO warehouse_pallets (pallet_code, floor_id, created_at, updated_at)
      SELECT f.pallet_prefix || '-' || chr(64 + r) || lpad(c::text, 2, '0') || CASE WHEN f.shelf_count > 1 THEN '-' || s ELSE '' END,
             f.floor_id, f.created_at, f.created_at
      FROM warehouse_floors f
      CROSS JOIN LATERAL generate_series(1, f.row_count) r
      CROSS JOIN LATERAL generate_series(1, f.shelf_count) s
      CROSS JOIN LATERAL generate_series(1, f.column_count) c
      WHERE f.floor_id = ${floorId}
      ORDER BY r, c, s
      ON CONFLICT (pallet_code) DO NOTHING
      RETURNING 1)
    SELECT COUNT(*)::int AS n FROM made`);
  return row?.n ?? 0;
}

/** Sets the pallet key of movements that name a main-warehouse floor and pallet code but have none yet. */
export async function linkMovementPallets(db: Db): Promise<void> {
  await db.run(sql`
    UPDATE inventory_movements m SET pallet_id = p.pallet_id
    FROM warehouse_pallets p JOIN warehouse_floors f ON f.floor_id = p.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id AND w.kind = 'main'
    WHERE m.pallet_id IS NULL AND f.floor = m.floor AND p.pallet_code = m.pallet_code`);
}

export async function seedWarehouses(db: Db): Promise<void> {
  const any = await db.one(sql`SELECT 1 FROM warehouses LIMIT 1`);
  if (!any) {
    await db.transaction(async (tx) => {
      for (const w of DEMO_WAREHOUSES) {
        const wh = await tx.one<{ id: number }>(sql`
          INSERT INTO warehouses (warehouse_code, warehouse_name, address, kind, created_at, updated_at)
          VALUES (${w.code}, ${w.name}, ${w.address}, ${w.kind}, ${AT}, ${AT}) RETURNING warehouse_id AS id`);
        for (const f of w.floors) {
          const fl = await tx.one<{ id: number }>(sql`
            INSERT INTO warehouse_floors (warehouse_id, floor, area, row_count, shelf_count, column_count, pallet_prefix, created_at, updated_at)
            VALUES (${wh!.id}, ${f.floor}, ${f.area}, ${f.rows}, ${f.shelves}, ${f.columns}, ${f.prefix}, ${AT}, ${AT}) RETURNING floor_id AS id`);
          await createFloorPallets(tx, fl!.id);
          for (const z of f.zones) {
            const zone = await tx.one<{ id: number }>(sql`
              INSERT INTO warehouse_zones (warehouse_id, floor_id, zone_name, color_code, zone_type, created_at, updated_at)
              VALUES (${wh!.id}, ${fl!.id}, ${z.name}, ${z.color}, ${z.type}, ${AT}, ${AT}) RETURNING zone_id AS id`);
            if (z.rows) {
              await tx.run(sql`
                UPDATE warehouse_pallets SET zone_id = ${zone!.id}
                WHERE floor_id = ${fl!.id} AND strpos(${z.rows}, substr(pallet_code, length(${f.prefix}) + 2, 1)) > 0`);
            }
          }
        }
      }
    });
  }
  await linkMovementPallets(db);
}
