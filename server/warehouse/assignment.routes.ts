import {
  assignmentExportColumns,
  exportAssignmentEp,
  floorAssignmentEp,
  palletStockColumns,
  palletStockEp,
  palletZoneEp,
  postAssignmentEp,
  removeAssignmentEp,
  usablePalletsEp,
  zoneAssignmentEp,
  type AssignmentPallet,
  type PalletStockRow,
} from '../../contract/warehouse';
import { sqlArray } from '../db/arrays';
import { sql, type Db, type SQL } from '../db/db';
import { exportToXlsx, oneBatch } from '../export';
import { invalid, notFound, type Answer } from '../http/answer';
import { exportColumnsOf, pagedList, recordRevision, route, type SortMap } from '../kit';
import { manilaToday } from '../clock';
import { readZone } from './zones.routes';
import { PALLET_HOLDS } from './zoneSql';

const ASSIGNMENT_READERS = ['view_zone_assignment', 'add_zone', 'update_zone'] as const;

const PALLET_SELECT = sql`p.pallet_id, p.pallet_code, p.floor_id, p.zone_id, z.zone_name, z.color_code, h.batches, h.quantity`;
const palletsWhere = (db: Db, where: SQL) =>
  db.rows<AssignmentPallet>(sql`
    SELECT ${PALLET_SELECT} FROM warehouse_pallets p LEFT JOIN warehouse_zones z ON z.zone_id = p.zone_id ${PALLET_HOLDS}
    WHERE ${where} ORDER BY p.pallet_code`);

/** Zone assignment: which pallets of a floor belong to which zone (spec §7 v2 zone-assignment calls). */
async function changeZone(
  db: Db,
  mode: 'post' | 'remove',
  body: { zone_id: number; pallet_ids: number[] },
  user: { id: number },
  at: string,
): Promise<Answer | { zone_id: number; pallet_count: number; changed: number }> {
  return db.transaction(async (tx) => {
    const zone = await tx.one<{ floor_id: number; zone_name: string; is_active: number }>(sql`
      SELECT floor_id, zone_name, is_active FROM warehouse_zones WHERE zone_id = ${body.zone_id} FOR UPDATE`);
    if (!zone) return invalid(['Zone not found.'], { zone_id: ['Zone not found.'] });
    if (mode === 'post' && !zone.is_active) return invalid(['This zone is inactive: pallets cannot be added to it.'], { zone_id: ['This zone is inactive: pallets cannot be added to it.'] });
    // Lock the pallets, so two assignments of the same pallet cannot both pass the checks.
    const pallets = await tx.rows<{ pallet_id: number; pallet_code: string; floor_id: number; zone_id: number | null; zone_name: string | null; active: boolean }>(sql`
      SELECT p.pallet_id, p.pallet_code, p.floor_id, p.zone_id, z.zone_name, p.active
      FROM warehouse_pallets p LEFT JOIN warehouse_zones z ON z.zone_id = p.zone_id
      WHERE p.pallet_id = ANY(${sqlArray(body.pallet_ids, 'int')}) ORDER BY p.pallet_id FOR UPDATE OF p`);
    const found = new Set(pallets.map((p) => p.pallet_id));
    const problems: string[] = body.pallet_ids.filter((id) => !found.has(id)).map((id) => `Pallet ${id} not found.`);
    for (const p of pallets) {
      if (mode === 'remove') {
        if (p.zone_id !== body.zone_id) problems.push(`Pallet ${p.pallet_code} is not in zone ${zone.zone_name}.`);
        continue;
      }
      if (p.floor_id !== zone.floor_id) problems.push(`Pallet ${p.pallet_code} is on another floor than zone ${zone.zone_name}.`);
      else if (!p.active) problems.push(`Pallet ${p.pallet_code} is inactive.`);
      else if (p.zone_id === body.zone_id) problems.push(`Pallet ${p.pallet_code} is already in zone ${zone.zone_name}.`);
      else if (p.zone_id !== null) problems.push(`Pallet ${p.pallet_code} is in zone ${p.zone_name}: remove it there first.`);
    }
    if (problems.length) return invalid(problems, { pallet_ids: problems });
    const next = mode === 'post' ? body.zone_id : null;
    await tx.run(sql`UPDATE warehouse_pallets SET zone_id = ${next}, updated_by = ${user.id}, updated_at = ${at}::timestamptz WHERE pallet_id = ANY(${sqlArray(body.pallet_ids, 'int')})`);
    for (const p of pallets) {
      await recordRevision(tx, {
        entity: 'warehouse_pallets',
        entityId: p.pallet_id,
        action: mode === 'post' ? 'assigned' : 'removed',
        userId: user.id,
        at,
        module: 'Zone Assignment',
        reference: p.pallet_code,
        changes: [{ field: 'zone_id', label: 'Zone', old: p.zone_id, new: next, old_text: p.zone_name, new_text: mode === 'post' ? zone.zone_name : null }],
      });
    }
    const count = await tx.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM warehouse_pallets WHERE zone_id = ${body.zone_id}`);
    return { zone_id: body.zone_id, pallet_count: count!.n, changed: pallets.length };
  });
}

const isAnswer = (v: unknown): v is Answer => typeof v === 'object' && v !== null && 'status' in v && 'code' in v;

/** Whole months from `today` to the expiry, counted down to the last full month (negative once past). */
const MONTHS = (today: string) => sql`((EXTRACT(YEAR FROM b.expiry_date) - EXTRACT(YEAR FROM ${today}::date)) * 12 + EXTRACT(MONTH FROM b.expiry_date) - EXTRACT(MONTH FROM ${today}::date)
    - CASE WHEN EXTRACT(DAY FROM b.expiry_date) < EXTRACT(DAY FROM ${today}::date) THEN 1 ELSE 0 END)::int`;

const STOCK_FROM = (holdingOnly: boolean) => sql`
  warehouse_pallets p JOIN warehouse_floors f ON f.floor_id = p.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
  LEFT JOIN warehouse_zones z ON z.zone_id = p.zone_id
  ${holdingOnly ? sql`JOIN` : sql`LEFT JOIN`} pallet_stock s ON s.pallet_id = p.pallet_id
  LEFT JOIN product_batches b ON b.batch_id = s.batch_id LEFT JOIN products pr ON pr.product_id = s.product_id`;

export const assignmentRoutes = [
  route(zoneAssignmentEp, {
    scopes: ASSIGNMENT_READERS,
    summary: 'A zone with its pallets (spec GET /warehouse/zones/assignment/{id})',
    handler: async ({ params, deps, ok }) => {
      const zone = await readZone(deps.db, params.id);
      if (!zone) return notFound('Zone not found.');
      return ok({ zone, pallets: await palletsWhere(deps.db, sql`p.zone_id = ${params.id}`) });
    },
  }),
  route(floorAssignmentEp, {
    scopes: ASSIGNMENT_READERS,
    summary: 'Every pallet of a floor with its zone (spec GET /v2/warehouse/zone/assignment)',
    handler: async ({ query, deps, ok }) => {
      const floor = await deps.db.one(sql`SELECT 1 FROM warehouse_floors WHERE floor_id = ${query.floor_id} AND warehouse_id = ${query.warehouse_id}`);
      if (!floor) return invalid(['This floor is not in the chosen warehouse.'], { floor_id: ['This floor is not in the chosen warehouse.'] });
      return ok(await palletsWhere(deps.db, sql`p.floor_id = ${query.floor_id}`));
    },
  }),
  route(usablePalletsEp, {
    scopes: ASSIGNMENT_READERS,
    summary: "The active pallets of a zone's floor that are in no zone (spec POST /v2/warehouse/zone/assignment/usable)",
    handler: async ({ body, deps, ok }) => {
      const zone = await deps.db.one<{ floor_id: number }>(sql`SELECT floor_id FROM warehouse_zones WHERE zone_id = ${body.zone_id}`);
      if (!zone) return invalid(['Zone not found.'], { zone_id: ['Zone not found.'] });
      return ok(await palletsWhere(deps.db, sql`p.floor_id = ${zone.floor_id} AND p.zone_id IS NULL AND p.active`));
    },
  }),
  route(postAssignmentEp, {
    scopes: ['add_zone', 'update_zone'],
    summary: 'Put pallets in a zone (spec POST /v2/warehouse/zone/assignment/post)',
    handler: async ({ body, deps, user, ok }) => {
      const done = await changeZone(deps.db, 'post', body, user, new Date(deps.clock.now()).toISOString());
      return isAnswer(done) ? done : ok(done);
    },
  }),
  route(removeAssignmentEp, {
    scopes: ['add_zone', 'update_zone'],
    summary: 'Take pallets out of a zone (spec POST /v2/warehouse/zone/assignment/remove)',
    handler: async ({ body, deps, user, ok }) => {
      const done = await changeZone(deps.db, 'remove', body, user, new Date(deps.clock.now()).toISOString());
      return isAnswer(done) ? done : ok(done);
    },
  }),
  route(exportAssignmentEp, {
    scopes: ASSIGNMENT_READERS,
    summary: "A floor's pallets and their zones as XLSX (spec POST /v2/warehouse/zone/assignment/export)",
    handler: async (ctx) => {
      const { body, deps } = ctx;
      const floor = await deps.db.one<{ floor: string; warehouse_name: string; warehouse_code: string }>(sql`
        SELECT f.floor, w.warehouse_name, w.warehouse_code FROM warehouse_floors f JOIN warehouses w ON w.warehouse_id = f.warehouse_id
        WHERE f.floor_id = ${body.floor_id} AND f.warehouse_id = ${body.warehouse_id}`);
      if (!floor) return invalid(['This floor is not in the chosen warehouse.'], { floor_id: ['This floor is not in the chosen warehouse.'] });
      const rows = (await palletsWhere(deps.db, sql`p.floor_id = ${body.floor_id}`)).map((r) => ({ ...r, warehouse_name: floor.warehouse_name, floor: floor.floor }));
      return exportToXlsx(ctx, {
        title: 'Zone Assignment',
        fileName: ['zone_assignment', floor.warehouse_code, floor.floor],
        filters: [
          { label: 'Warehouse', value: floor.warehouse_name },
          { label: 'Floor', value: floor.floor },
        ],
        columns: exportColumnsOf(assignmentExportColumns),
        batches: oneBatch(rows),
      });
    },
  }),
  route(palletStockEp, {
    scopes: ['view_pallet_assignment', 'assign_pallet'],
    summary: 'Pallets with their zone and the batches they hold (Pallet Assignment)',
    handler: async ({ query, deps, ok }) => {
      const today = manilaToday(deps.clock.now());
      const months = MONTHS(today);
      const sort: SortMap<typeof palletStockColumns> = {
        pallet_code: sql`p.pallet_code`,
        warehouse_name: sql`lower(w.warehouse_name)`,
        floor: sql`lower(f.floor)`,
        zone_name: sql`lower(z.zone_name)`,
        product_code: sql`pr.product_code`,
        product_name: sql`lower(pr.product_name)`,
        batch_no: sql`b.batch_no`,
        expiry_date: sql`b.expiry_date`,
        months_to_expiry: sql`b.expiry_date`,
        quantity: sql`s.quantity`,
      };
      const { rows, total } = await pagedList<PalletStockRow, string>(deps.db, {
        select: sql`p.pallet_id || ':' || COALESCE(s.batch_id::text, '') AS key, p.pallet_id, p.pallet_code, w.warehouse_id, w.warehouse_name, f.floor_id, f.floor,
          p.zone_id, z.zone_name, z.color_code, pr.product_code, pr.product_name, b.batch_no, to_char(b.expiry_date, 'YYYY-MM-DD') AS expiry_date,
          ${months} AS months_to_expiry, s.quantity::int AS quantity`,
        from: STOCK_FROM(query.stock === 'held'),
        where: [
          query.warehouse_id !== undefined && sql`w.warehouse_id = ${query.warehouse_id}`,
          query.floor_id !== undefined && sql`f.floor_id = ${query.floor_id}`,
          query.zone_id !== undefined && sql`p.zone_id = ${query.zone_id}`,
        ],
        search: { text: query.search, in: [sql`p.pallet_code`, sql`pr.product_code`, sql`pr.product_name`, sql`b.batch_no`, sql`z.zone_name`] },
        sort,
        tiebreak: sql`p.pallet_id, s.batch_id`,
        nulls: 'last',
        query,
      });
      return ok(rows, total);
    },
  }),
  route(palletZoneEp, {
    scopes: ['assign_pallet'],
    summary: 'Move a pallet to another zone of its floor (or out of any zone)',
    handler: async ({ params, body, deps, user, ok }) => {
      const at = new Date(deps.clock.now()).toISOString();
      const done = await deps.db.transaction(async (tx) => {
        const p = await tx.one<{ pallet_code: string; floor_id: number; zone_id: number | null; zone_name: string | null }>(sql`
          SELECT p.pallet_code, p.floor_id, p.zone_id, z.zone_name FROM warehouse_pallets p LEFT JOIN warehouse_zones z ON z.zone_id = p.zone_id
          WHERE p.pallet_id = ${params.id} FOR UPDATE OF p`);
        if (!p) return notFound('Pallet not found.');
        let name: string | null = null;
        if (body.zone_id !== null) {
          const z = await tx.one<{ floor_id: number; zone_name: string; is_active: number }>(sql`SELECT floor_id, zone_name, is_active FROM warehouse_zones WHERE zone_id = ${body.zone_id}`);
          const refusal = !z ? 'Zone not found.' : z.floor_id !== p.floor_id ? 'Choose a zone of the pallet\u2019s own floor.' : !z.is_active ? 'This zone is inactive: choose an active one.' : null;
          if (refusal) return invalid([refusal], { zone_id: [refusal] });
          name = z!.zone_name;
        }
        if (p.zone_id !== body.zone_id) {
          await tx.run(sql`UPDATE warehouse_pallets SET zone_id = ${body.zone_id}, updated_by = ${user.id}, updated_at = ${at}::timestamptz WHERE pallet_id = ${params.id}`);
          await recordRevision(tx, {
            entity: 'warehouse_pallets',
            entityId: params.id,
            action: 'reassigned',
            userId: user.id,
            at,
            module: 'Pallet Assignment',
            reference: p.pallet_code,
            changes: [{ field: 'zone_id', label: 'Zone', old: p.zone_id, new: body.zone_id, old_text: p.zone_name, new_text: name }],
          });
        }
        return { pallet_id: params.id, pallet_code: p.pallet_code, zone_id: body.zone_id, zone_name: name };
      });
      return isAnswer(done) ? done : ok(done);
    },
  }),
];
