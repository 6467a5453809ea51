import { Codes } from '../../contract';
import type { FloorRow } from '../../contract/warehouse';
import { addFloorEp, floorActiveEp, FLOOR_MESSAGES as M, updateFloorEp, type floorUpdateInput } from '../../contract/warehouseFloors';
import type { z } from 'zod';
import { sql, type Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { changedFields, recordRevision, route } from '../kit';
import { refuse, refusedOr } from '../kit/refused';
import { createFloorPallets } from './seed';
import { FLOOR_SELECT } from './warehouses.routes';

/** A warehouse's floors, kept from its view screen: add, change, deactivate (see contract/warehouseFloors.ts for the rules). */
const MODULE = 'Warehouse';
const LABELS: Record<string, string> = { floor: 'Floor', area: 'Area', row_count: 'Rows', shelf_count: 'Shelves', column_count: 'Columns', pallet_prefix: 'Pallet Prefix', is_active: 'Active' };
const readFloor = (db: Db, floorId: number) => db.one<FloorRow>(sql`SELECT ${FLOOR_SELECT} FROM warehouse_floors f WHERE f.floor_id = ${floorId}`);

/** The floor's name in its warehouse and its prefix are free (checked under the warehouse's lock; the unique indexes back it). */
async function taken(tx: Db, warehouseId: number, floor: string, prefix: string | null, exceptId: number | null): Promise<void> {
  const other = exceptId === null ? sql`` : sql`AND floor_id <> ${exceptId}`;
  const fields: Record<string, string[]> = {};
  if (await tx.one(sql`SELECT 1 FROM warehouse_floors WHERE warehouse_id = ${warehouseId} AND lower(floor) = lower(${floor}) ${other}`)) fields.floor = [M.duplicateName];
  if (prefix !== null && (await tx.one(sql`SELECT 1 FROM warehouse_floors WHERE pallet_prefix = ${prefix} ${other}`))) fields.pallet_prefix = [M.duplicatePrefix];
  if (Object.keys(fields).length) refuse(Object.values(fields).flat(), fields);
}

async function written(db: Db, write: (tx: Db) => Promise<number>): Promise<number | Answer> {
  try {
    return await refusedOr(db, write);
  } catch (err) {
    // Another request took the name or the prefix between the check and the write.
    if (isUniqueViolation(err)) return invalid([M.duplicateName], { floor: [M.duplicateName] });
    throw err;
  }
}

/** Units on the floor's pallets, posted or on the way to them (a transfer's pending IN). */
const floorUnits = (tx: Db, floorId: number) =>
  tx.one<{ n: number }>(sql`
    SELECT COALESCE(SUM(m.quantity) FILTER (WHERE m.status = 1), 0)::int + COALESCE(SUM(m.quantity) FILTER (WHERE m.status = 0 AND m.quantity > 0), 0)::int AS n
    FROM inventory_movements m JOIN warehouse_pallets wp ON wp.pallet_id = m.pallet_id WHERE wp.floor_id = ${floorId}`);

type Layout = z.output<typeof floorUpdateInput>;

/**
 * The pallets the new layout leaves out (row letter, column or level past it): refused when one holds stock,
 * else deactivated; then the positions the layout gained get their pallets (no other writer deactivates a pallet).
 */
async function relayout(tx: Db, floorId: number, prefix: string, v: Layout): Promise<void> {
  const past = sql`(ascii(substr(wp.pallet_code, length(${prefix}) + 2, 1)) - 64 > ${v.row_count}
      OR substr(wp.pallet_code, length(${prefix}) + 3, 2)::int > ${v.column_count}
      OR COALESCE(NULLIF(split_part(wp.pallet_code, '-', 3), ''), '1')::int > ${v.shelf_count})`;
  const outside = sql`wp.floor_id = ${floorId} AND wp.active AND ${past}`;
  const held = await tx.rows<{ pallet_code: string }>(sql`
    SELECT wp.pallet_code FROM warehouse_pallets wp
    WHERE ${outside} AND EXISTS (SELECT 1 FROM pallet_stock ps WHERE ps.pallet_id = wp.pallet_id AND ps.quantity <> 0)
    ORDER BY wp.pallet_code LIMIT 5`);
  if (held.length) refuse([M.shrinkStock(held.map((h) => h.pallet_code))], { row_count: [M.shrinkStock(held.map((h) => h.pallet_code))] });
  await tx.run(sql`UPDATE warehouse_pallets wp SET active = false, updated_at = now() WHERE ${outside}`);
  await createFloorPallets(tx, floorId);
  // Positions the layout takes back (left out by an earlier change) are in use again.
  await tx.run(sql`UPDATE warehouse_pallets wp SET active = true, updated_at = now() WHERE wp.floor_id = ${floorId} AND NOT wp.active AND NOT ${past}`);
}

export const floorRoutes = [
  route(addFloorEp, {
    scopes: ['add_warehouse'],
    summary: "Add a floor to a warehouse: its area and layout, and a pallet for every position under the floor's pallet prefix",
    handler: async ({ body, deps, user }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const done = await written(deps.db, async (tx) => {
        const wh = await tx.one(sql`SELECT 1 FROM warehouses WHERE warehouse_id = ${body.warehouse_id} FOR UPDATE`);
        if (!wh) refuse([M.warehouseUnknown], { warehouse_id: [M.warehouseUnknown] });
        await taken(tx, body.warehouse_id, body.floor, body.pallet_prefix, null);
        const row = await tx.one<{ id: number }>(sql`
          INSERT INTO warehouse_floors (warehouse_id, floor, area, row_count, shelf_count, column_count, pallet_prefix, created_by, created_at, updated_by, updated_at)
          VALUES (${body.warehouse_id}, ${body.floor}, ${body.area}, ${body.row_count}, ${body.shelf_count}, ${body.column_count}, ${body.pallet_prefix},
                  ${user.id}, ${at}::timestamptz, ${user.id}, ${at}::timestamptz)
          RETURNING floor_id AS id`);
        const id = Number(row!.id);
        const pallets = await createFloorPallets(tx, id);
        await recordRevision(tx, {
          entity: 'warehouse_floors',
          entityId: id,
          action: 'created',
          userId: user.id,
          at,
          module: MODULE,
          reference: body.floor,
          changes: [...changedFields(null, body, Object.keys(LABELS).filter((k) => k !== 'is_active'), LABELS), { field: 'pallet_count', label: 'Pallets', old: null, new: pallets }],
        });
        return id;
      });
      if (typeof done !== 'number') return done;
      return answer(Codes.CREATED, await readFloor(deps.db, done));
    },
  }),
  route(updateFloorEp, {
    scopes: ['update_warehouse'],
    summary: "Change a floor's name, area and layout (new positions get pallets; positions left out must hold no stock)",
    handler: async ({ params, body, deps, user }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const done = await written(deps.db, async (tx) => {
        const before = await tx.one<Record<string, unknown> & { warehouse_id: number; pallet_prefix: string; shelf_count: number }>(sql`
          SELECT warehouse_id, floor, area, row_count, shelf_count, column_count, pallet_prefix FROM warehouse_floors WHERE floor_id = ${params.floor_id} FOR UPDATE`);
        if (!before) return 0;
        await taken(tx, before.warehouse_id, body.floor, null, params.floor_id);
        if ((before.shelf_count > 1) !== (body.shelf_count > 1)) refuse([M.levelsFixed], { shelf_count: [M.levelsFixed] });
        const changes = changedFields(before, body, ['floor', 'area', 'row_count', 'shelf_count', 'column_count'], LABELS);
        if (!changes.length) return params.floor_id;
        await tx.run(sql`
          UPDATE warehouse_floors SET floor = ${body.floor}, area = ${body.area}, row_count = ${body.row_count}, shelf_count = ${body.shelf_count},
                 column_count = ${body.column_count}, updated_by = ${user.id}, updated_at = ${at}::timestamptz
          WHERE floor_id = ${params.floor_id}`);
        await relayout(tx, params.floor_id, before.pallet_prefix, body);
        await recordRevision(tx, { entity: 'warehouse_floors', entityId: params.floor_id, action: 'updated', userId: user.id, at, module: MODULE, reference: body.floor, changes });
        return params.floor_id;
      });
      if (done === 0) return notFound(M.notFound);
      if (typeof done !== 'number') return done;
      return answer(Codes.UPDATED, await readFloor(deps.db, done));
    },
  }),
  route(floorActiveEp, {
    scopes: ['update_warehouse'],
    summary: 'Deactivate a floor (refused while stock is on its pallets or on the way to them) or activate it again',
    handler: async ({ params, body, deps, user }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const done = await written(deps.db, async (tx) => {
        const before = await tx.one<{ floor: string; is_active: number }>(sql`SELECT floor, is_active FROM warehouse_floors WHERE floor_id = ${params.floor_id} FOR UPDATE`);
        if (!before) return 0;
        if (before.is_active === body.is_active) return params.floor_id;
        if (body.is_active === 0) {
          // The pallets' rows are what stock writers lock: none can put stock on the floor while it is judged.
          await tx.run(sql`SELECT pallet_id FROM warehouse_pallets WHERE floor_id = ${params.floor_id} ORDER BY pallet_id FOR UPDATE`);
          const units = (await floorUnits(tx, params.floor_id))!.n;
          if (units !== 0) refuse([M.deactivateStock(before.floor, units)]);
        }
        await tx.run(sql`UPDATE warehouse_floors SET is_active = ${body.is_active}, updated_by = ${user.id}, updated_at = ${at}::timestamptz WHERE floor_id = ${params.floor_id}`);
        await recordRevision(tx, {
          entity: 'warehouse_floors',
          entityId: params.floor_id,
          action: body.is_active ? 'activated' : 'deactivated',
          userId: user.id,
          at,
          module: MODULE,
          reference: before.floor,
          changes: [{ field: 'is_active', label: 'Active', old: before.is_active, new: body.is_active, old_text: before.is_active ? 'Active' : 'Inactive', new_text: body.is_active ? 'Active' : 'Inactive' }],
        });
        return params.floor_id;
      });
      if (done === 0) return notFound(M.notFound);
      if (typeof done !== 'number') return done;
      return answer(Codes.UPDATED, await readFloor(deps.db, done));
    },
  }),
];
