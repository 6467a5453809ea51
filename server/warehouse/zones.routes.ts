import { Codes } from '../../contract';
import { addZoneEp, updateZoneEp, zoneColumns, zoneListEp, zonesOfFloorEp, WAREHOUSE_READERS, type ZoneInput, type ZoneRow } from '../../contract/warehouse';
import { sql, type Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import { changedFields, pagedList, recordRevision, route, type SortMap } from '../kit';
import { ZONE_FROM, ZONE_PALLETS, ZONE_SELECT } from './zoneSql';

const MODULE = 'Zone Type';
const LABELS: Record<string, string> = { warehouse_id: 'Warehouse', floor_id: 'Floor', zone_name: 'Zone Name', color_code: 'Color Code', is_active: 'Active', zone_type: 'Zone Type' };
const KEYS = Object.keys(LABELS);
const DUPLICATE = 'Zone name already exists on this floor.';

const SORT: SortMap<typeof zoneColumns> = {
  zone_name: sql`lower(z.zone_name)`,
  warehouse_name: sql`lower(w.warehouse_name)`,
  floor_name: sql`lower(f.floor)`,
  zone_type: sql`z.zone_type`,
  pallet_count: ZONE_PALLETS,
  is_active: sql`z.is_active`,
};

export const readZone = (db: Db, zoneId: number) => db.one<ZoneRow>(sql`SELECT ${ZONE_SELECT} FROM ${ZONE_FROM} WHERE z.zone_id = ${zoneId}`);

type ZoneValues = Required<{ [K in keyof ZoneInput]: NonNullable<ZoneInput[K]> }>;

/** The warehouse exists and the floor is one of its floors; the name is free on that floor. */
async function refusal(db: Db, z: ZoneValues, exceptId: number | null): Promise<Answer | null> {
  const fields: Record<string, string[]> = {};
  const floor = await db.one<{ warehouse_id: number }>(sql`SELECT warehouse_id FROM warehouse_floors WHERE floor_id = ${z.floor_id}`);
  if (!(await db.one(sql`SELECT 1 FROM warehouses WHERE warehouse_id = ${z.warehouse_id}`))) fields.warehouse_id = ['Warehouse not found.'];
  else if (!floor) fields.floor_id = ['Floor not found.'];
  else if (floor.warehouse_id !== z.warehouse_id) fields.floor_id = ['This floor is not in the chosen warehouse.'];
  else {
    const taken = await db.one(sql`
      SELECT 1 FROM warehouse_zones WHERE floor_id = ${z.floor_id} AND lower(zone_name) = lower(${z.zone_name})
        ${exceptId === null ? sql`` : sql`AND zone_id <> ${exceptId}`}`);
    if (taken) fields.zone_name = [DUPLICATE];
  }
  return Object.keys(fields).length ? invalid(Object.values(fields).flat(), fields) : null;
}

/** The write, or the unique index's refusal when another request took the name in between. */
async function guarded(db: Db, fn: (tx: Db) => Promise<number | null>): Promise<number | null | Answer> {
  try {
    return await db.transaction(fn);
  } catch (err) {
    if (isUniqueViolation(err)) return invalid([DUPLICATE], { zone_name: [DUPLICATE] });
    throw err;
  }
}

export const zoneRoutes = [
  route(zoneListEp, {
    scopes: WAREHOUSE_READERS,
    summary: 'Zones with their warehouse, floor and pallet count (Zone Type list, Zone Assignment list)',
    handler: async ({ query, deps, ok }) => {
      const { rows, total } = await pagedList<ZoneRow, string>(deps.db, {
        select: ZONE_SELECT,
        from: ZONE_FROM,
        where: [query.warehouse_id !== undefined && sql`z.warehouse_id = ${query.warehouse_id}`, query.floor_id !== undefined && sql`z.floor_id = ${query.floor_id}`],
        search: { text: query.search, in: [sql`z.zone_name`, sql`w.warehouse_name`, sql`f.floor`] },
        sort: SORT,
        tiebreak: sql`z.zone_id`,
        query,
      });
      return ok(rows, total);
    },
  }),
  route(zonesOfFloorEp, {
    scopes: WAREHOUSE_READERS,
    summary: 'The zones of a floor (spec POST /warehouse/floor/zone)',
    handler: async ({ body, deps, ok }) =>
      ok(
        await deps.db.rows<ZoneRow>(sql`
          SELECT ${ZONE_SELECT} FROM ${ZONE_FROM} WHERE z.warehouse_id = ${body.warehouse_id} AND z.floor_id = ${body.floor_id}
          ORDER BY z.is_active DESC, lower(z.zone_name)`),
      ),
  }),
  route(addZoneEp, {
    scopes: ['add_zone'],
    summary: 'Create a zone on a floor (spec POST /v2/warehouse/zones/add)',
    handler: async ({ body, deps, user }) => {
      const z = body as ZoneValues;
      const refused = await refusal(deps.db, z, null);
      if (refused) return refused;
      const at = new Date(deps.clock.now()).toISOString();
      const done = await guarded(deps.db, async (tx) => {
        const row = await tx.one<{ id: number }>(sql`
          INSERT INTO warehouse_zones (warehouse_id, floor_id, zone_name, color_code, is_active, zone_type, created_by, updated_by, created_at, updated_at)
          VALUES (${z.warehouse_id}, ${z.floor_id}, ${z.zone_name}, ${z.color_code}, ${z.is_active}, ${z.zone_type}, ${user.id}, ${user.id}, ${at}::timestamptz, ${at}::timestamptz)
          RETURNING zone_id AS id`);
        const id = Number(row!.id);
        await recordRevision(tx, { entity: 'warehouse_zones', entityId: id, action: 'created', userId: user.id, at, module: MODULE, reference: z.zone_name, changes: changedFields(null, z, KEYS, LABELS) });
        return id;
      });
      if (typeof done !== 'number') return done ?? notFound();
      return answer(Codes.CREATED, await readZone(deps.db, done));
    },
  }),
  route(updateZoneEp, {
    scopes: ['update_zone'],
    summary: 'Update a zone (spec POST /v2/warehouse/zones/update)',
    handler: async ({ body, deps, user }) => {
      const { zone_id: zoneId, ...z } = body as ZoneValues & { zone_id: number };
      const before = await deps.db.one<Record<string, unknown>>(sql`SELECT * FROM warehouse_zones WHERE zone_id = ${zoneId}`);
      if (!before) return notFound('Zone not found.');
      const refused = await refusal(deps.db, z, zoneId);
      if (refused) return refused;
      // Its pallets stay on their floor: a zone that holds pallets keeps its floor.
      if (before.floor_id !== z.floor_id && (await deps.db.one(sql`SELECT 1 FROM warehouse_pallets WHERE zone_id = ${zoneId} LIMIT 1`))) {
        const msg = 'This zone holds pallets: remove them before moving the zone to another floor.';
        return invalid([msg], { floor_id: [msg] });
      }
      const at = new Date(deps.clock.now()).toISOString();
      const done = await guarded(deps.db, async (tx) => {
        const locked = await tx.one<Record<string, unknown>>(sql`SELECT * FROM warehouse_zones WHERE zone_id = ${zoneId} FOR UPDATE`);
        if (!locked) return null;
        const changes = changedFields(locked, z, KEYS, LABELS);
        if (!changes.length) return zoneId;
        await tx.run(sql`
          UPDATE warehouse_zones SET warehouse_id = ${z.warehouse_id}, floor_id = ${z.floor_id}, zone_name = ${z.zone_name}, color_code = ${z.color_code},
            is_active = ${z.is_active}, zone_type = ${z.zone_type}, updated_by = ${user.id}, updated_at = ${at}::timestamptz
          WHERE zone_id = ${zoneId}`);
        await recordRevision(tx, { entity: 'warehouse_zones', entityId: zoneId, action: 'updated', userId: user.id, at, module: MODULE, reference: z.zone_name, changes });
        return zoneId;
      });
      if (done === null) return notFound('Zone not found.');
      if (typeof done !== 'number') return done;
      return answer(Codes.UPDATED, await readZone(deps.db, done));
    },
  }),
];
