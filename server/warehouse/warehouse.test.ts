import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedWarehouses } from './seed';

/** Warehouses, floors, zones and pallets: the demo layout, the movements on real pallets, every call and refusal. */
let t: TestServer;
let admin: string;
let warehouse: string;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  await seedWarehouses(t.db);
  [admin, warehouse, finance] = await Promise.all(['admin', 'warehouse', 'finance'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

type Row = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const revisions = (entity: string, id: number) =>
  t.db.rows<{ action: string; module: string; reference_code: string; changes: Row[] }>(
    sql`SELECT action, module, reference_code, changes FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
  );
const one = async <T = number>(q: ReturnType<typeof sql>) => (await t.db.one<{ v: T }>(q))!.v;

describe('the demo layout and the movements on real pallets', () => {
  it('has a main warehouse (reserve and picking floors) and two branches, zones with colours, pallets in zones', async () => {
    const list = await call('GET', '/warehouses', warehouse, undefined, { page_size: '100' });
    expect(list.status).toBe(200);
    expect(list.body.result.map((r: Row) => [r.warehouse_code, r.kind, r.floors, r.zones, r.pallets])).toEqual([
      ['CEB', 'branch', 2, 3, 50],
      ['DVO', 'branch', 2, 1, 40],
      ['MAIN', 'main', 3, 6, 260],
    ]);
    const main = list.body.result.find((r: Row) => r.warehouse_code === 'MAIN');
    const floors = await call('POST', '/warehouse/floor', warehouse, { warehouse_id: main.warehouse_id });
    expect(floors.body.result.map((f: Row) => [f.floor, f.area, f.row, f.shelf, f.column, f.pallet_count, f.is_active])).toEqual([
      ['Main/Central', 'reserve', 6, 1, 20, 120, 1],
      ['Cold Room', 'reserve', 2, 2, 5, 20, 1],
      ['Picking Area', 'picking', 6, 1, 20, 120, 1],
    ]);
    expect(floors.body.result[0].warehouse_pallet_id).toBe(floors.body.result[0].floor_id);
    const zones = await call('POST', '/warehouse/floor/zone', warehouse, { warehouse_id: main.warehouse_id, floor_id: floors.body.result[0].floor_id });
    expect(zones.body.result.map((z: Row) => [z.zone_name, z.color_code, z.pallet_count, z.is_active, z.zone_type])).toEqual([
      ['Bulk Reserve', '#1F4E79', 60, 1, 0],
      ['Fast Movers Reserve', '#2E7D32', 40, 1, 0],
      ['Quarantine', '#C62828', 0, 1, 1],
    ]);
  });

  it('puts every movement on a pallet of the main warehouse named by its floor and code; books unchanged', async () => {
    expect(await one(sql`SELECT COUNT(*)::int AS v FROM inventory_movements`)).toBeGreaterThan(1000);
    expect(await one(sql`SELECT COUNT(*)::int AS v FROM inventory_movements WHERE pallet_id IS NULL`)).toBe(0);
    const mismatched = await one(sql`
      SELECT COUNT(*)::int AS v FROM inventory_movements m JOIN warehouse_pallets p ON p.pallet_id = m.pallet_id
      JOIN warehouse_floors f ON f.floor_id = p.floor_id JOIN warehouses w ON w.warehouse_id = f.warehouse_id
      WHERE p.pallet_code <> m.pallet_code OR f.floor <> m.floor OR w.kind <> 'main'`);
    expect(mismatched).toBe(0);
    // Stock over the pallets per product equals the sub-ledger's posted quantity.
    const differs = await one(sql`
      SELECT COUNT(*)::int AS v FROM (SELECT product_id, SUM(quantity) AS q FROM inventory_movements WHERE status = 1 GROUP BY product_id) l
      FULL JOIN (SELECT product_id, SUM(quantity) AS q FROM pallet_stock GROUP BY product_id) s USING (product_id)
      WHERE COALESCE(l.q, 0) <> COALESCE(s.q, 0)`);
    expect(differs).toBe(0);
    // Seeding again changes nothing.
    const before = await one(sql`SELECT COUNT(*)::int AS v FROM warehouse_pallets`);
    await seedWarehouses(t.db);
    expect(await one(sql`SELECT COUNT(*)::int AS v FROM warehouse_pallets`)).toBe(before);
  });

  it('never takes a pallet below zero: every running balance per pallet and batch, in date and posting order, stays >= 0', async () => {
    const below = await t.db.rows<{ pallet_code: string; batch_id: number; transaction_date: string; balance: number }>(sql`
      SELECT wp.pallet_code, r.batch_id, r.transaction_date::text AS transaction_date, r.balance::int AS balance
      FROM (SELECT pallet_id, batch_id, transaction_date,
                   SUM(quantity) OVER (PARTITION BY pallet_id, batch_id ORDER BY transaction_date, movement_id) AS balance
            FROM inventory_movements WHERE status = 1) r
      JOIN warehouse_pallets wp ON wp.pallet_id = r.pallet_id
      WHERE r.balance < 0 ORDER BY r.transaction_date LIMIT 3`);
    expect(below).toEqual([]);
    // What each pallet holds of each batch, as kept (migration 132), is what its posted movements add up to.
    expect(await one(sql`
      SELECT COUNT(*)::int AS v FROM (SELECT pallet_id, batch_id, SUM(quantity) AS q FROM inventory_movements WHERE status = 1 AND pallet_id IS NOT NULL GROUP BY 1, 2) m
      FULL JOIN pallet_batch_stock k USING (pallet_id, batch_id) WHERE COALESCE(m.q, 0) <> COALESCE(k.quantity, 0)`)).toBe(0);
    // The picking area is replenished before it sells (sales leave only from picking pallets).
    const sold = await one(sql`SELECT -SUM(quantity)::int AS v FROM inventory_movements WHERE module = 'SO' AND floor = 'Picking Area'`);
    expect(sold).toBeGreaterThan(1000);
    const soldElsewhere = await one(sql`SELECT COUNT(*)::int AS v FROM inventory_movements WHERE module = 'SO' AND pallet_id IS NULL`);
    expect(soldElsewhere).toBe(0);
    // The last days' replenishments are still in transit: pending IN movements the reports show as in transit.
    expect(await one(sql`SELECT COUNT(*)::int AS v FROM inventory_movements WHERE module = 'IT' AND status = 0`)).toBeGreaterThan(0);
  });
});

describe('warehouses', () => {
  it('searches, creates with a revision, refuses a second main warehouse and duplicate codes, updates', async () => {
    expect((await call('GET', '/warehouses', warehouse, undefined, { search: 'davao' })).body.result.map((r: Row) => r.warehouse_code)).toEqual(['DVO']);
    const res = await call('POST', '/warehouses', warehouse, { warehouse_code: 'ilo', warehouse_name: 'Iloilo Branch Warehouse', address: 'Lapaz, Iloilo City', kind: 'branch' });
    expect(res.body.code).toBe('00003');
    expect(res.body.result).toMatchObject({ warehouse_code: 'ILO', kind: 'branch', floors: 0, zones: 0, pallets: 0, active: true });
    const id = res.body.result.warehouse_id;
    expect(await revisions('warehouses', id)).toMatchObject([{ action: 'created', module: 'Warehouse', reference_code: 'ILO' }]);
    const main = await call('POST', '/warehouses', warehouse, { warehouse_code: 'MNL2', warehouse_name: 'Second Main', kind: 'main' });
    expect(main.body).toMatchObject({ code: '00001', fields: { kind: ['There is already a main warehouse.'] } });
    expect((await call('POST', '/warehouses', warehouse, { warehouse_code: 'ceb', warehouse_name: 'Other', kind: 'branch' })).body.fields).toEqual({ warehouse_code: ['Warehouse code already exists.'] });
    const bad = await call('POST', '/warehouses', warehouse, { warehouse_code: 'x y', warehouse_name: '', kind: 'depot' });
    expect(bad.body.fields).toEqual({
      warehouse_code: ['Warehouse code must start with a letter and have only letters, digits and - (2 to 20).'],
      warehouse_name: ['Warehouse name is required.'],
      kind: ['Please choose main or branch.'],
    });
    const put = await call('PUT', `/warehouses/${id}`, warehouse, { warehouse_code: 'ILO', warehouse_name: 'Iloilo Warehouse', address: null, kind: 'branch' });
    expect(put.body).toMatchObject({ code: '00004', result: { warehouse_name: 'Iloilo Warehouse', address: null } });
    expect((await revisions('warehouses', id)).at(-1)!.changes.map((c) => c.field)).toEqual(['warehouse_name', 'address']);
    const detail = await call('GET', `/warehouses/${id}/layout`, warehouse);
    expect(detail.body.result).toMatchObject({ warehouse: { warehouse_code: 'ILO' }, floors: [], zones: [] });
    expect((await call('GET', '/warehouses/999999/layout', warehouse)).status).toBe(404);
  });

  it('needs its scopes: finance sees no warehouse; admin passes', async () => {
    expect((await call('GET', '/warehouses', finance)).status).toBe(403);
    expect((await call('POST', '/warehouse/floor', finance, { warehouse_id: 1 })).status).toBe(403);
    expect((await call('GET', '/v2/warehouse/zones', finance)).status).toBe(403);
    expect((await call('GET', '/warehouse/pallets', finance)).status).toBe(403);
    expect((await call('POST', '/v2/warehouse/zones/add', finance, {})).status).toBe(403);
    expect((await call('GET', '/warehouses', admin)).status).toBe(200);
  });
});

describe('floors', () => {
  it('adds a floor with its pallets, changes its layout (grows; shrinks only past empty pallets), deactivates it unless it holds stock', async () => {
    const ilo = await one(sql`SELECT warehouse_id AS v FROM warehouses WHERE warehouse_code = 'ILO'`);
    const add = await call('POST', '/warehouse/floors', warehouse, { warehouse_id: ilo, floor: 'Ground Floor', area: 'reserve', row_count: 2, shelf_count: 1, column_count: 3, pallet_prefix: 'ilo' });
    expect(add.body.code, JSON.stringify(add.body)).toBe('00003');
    expect(add.body.result).toMatchObject({ floor: 'Ground Floor', area: 'reserve', row: 2, shelf: 1, column: 3, pallet_prefix: 'ILO', pallet_count: 6, is_active: 1 });
    const floorId = add.body.result.floor_id;
    expect(await one<string>(sql`SELECT string_agg(pallet_code, ' ' ORDER BY pallet_code) AS v FROM warehouse_pallets WHERE floor_id = ${floorId}`)).toBe('ILO-A01 ILO-A02 ILO-A03 ILO-B01 ILO-B02 ILO-B03');
    expect((await call('POST', '/warehouse/floors', warehouse, { warehouse_id: ilo, floor: 'ground floor', area: 'picking', row_count: 1, shelf_count: 1, column_count: 1, pallet_prefix: 'ILP' })).body.fields).toEqual({ floor: ['This warehouse already has a floor of that name.'] });
    expect((await call('POST', '/warehouse/floors', warehouse, { warehouse_id: ilo, floor: 'Mezzanine', area: 'picking', row_count: 1, shelf_count: 1, column_count: 1, pallet_prefix: 'MC' })).body.fields).toEqual({ pallet_prefix: ['Another floor already uses that pallet prefix.'] });
    expect((await call('POST', '/warehouse/floors', warehouse, { warehouse_id: ilo, floor: 'X', area: 'attic', row_count: 27, shelf_count: 0, column_count: 1, pallet_prefix: 'A-B' })).body.fields).toEqual({
      area: ['Please choose the area.'],
      row_count: ['Rows must not be more than 26.'],
      shelf_count: ['Shelves must be at least 1.'],
      pallet_prefix: ['Pallet prefix must be 1 to 6 letters or digits.'],
    });

    // Stock on ILO-B03, then the layout grows by a column and shrinks by a row: refused while B03 holds stock.
    const b03 = await one(sql`SELECT pallet_id AS v FROM warehouse_pallets WHERE pallet_code = 'ILO-B03'`);
    const batchId = await one(sql`SELECT MIN(batch_id) AS v FROM product_batches`);
    await t.db.run(sql`
      INSERT INTO inventory_movements (product_id, batch_id, transaction_date, movement_type, module, source_document, quantity, cost_unit, diluted_cost, amount, floor, pallet_code, pallet_id, status)
      SELECT product_id, batch_id, DATE '2026-03-02', 'IN', 'BEG', 'FLOOR-TEST', 5, 0, 0, 0, 'Ground Floor', 'ILO-B03', ${b03}, 1 FROM product_batches WHERE batch_id = ${batchId}`);
    const layout = (over: object) => ({ floor: 'Ground Floor', area: 'reserve', row_count: 2, shelf_count: 1, column_count: 3, ...over });
    const shrink = await call('PUT', `/warehouse/floors/${floorId}`, warehouse, layout({ row_count: 1, column_count: 4 }));
    expect(shrink.body.result).toEqual(['Pallets ILO-B03 hold stock: move it before taking them out of the layout.']);
    const grown = await call('PUT', `/warehouse/floors/${floorId}`, warehouse, layout({ floor: 'Ground Floor A', column_count: 4 }));
    expect(grown.body.result).toMatchObject({ floor: 'Ground Floor A', column: 4, pallet_count: 8 });
    expect((await call('PUT', `/warehouse/floors/${floorId}`, warehouse, layout({ shelf_count: 2 }))).body.fields).toHaveProperty('shelf_count');
    expect((await call('POST', `/warehouse/floors/${floorId}/active`, warehouse, { is_active: 0 })).body.result).toEqual([
      'Ground Floor A still holds 5 units on its pallets or on the way to them: move them before deactivating it.',
    ]);
    // The stock leaves; the row of B pallets can go (deactivated) and then the floor.
    await t.db.run(sql`DELETE FROM inventory_movements WHERE source_document = 'FLOOR-TEST'`);
    const shrunk = await call('PUT', `/warehouse/floors/${floorId}`, warehouse, layout({ floor: 'Ground Floor A', row_count: 1, column_count: 4 }));
    expect(shrunk.body.code, JSON.stringify(shrunk.body)).toBe('00004');
    expect(await one(sql`SELECT COUNT(*)::int AS v FROM warehouse_pallets WHERE floor_id = ${floorId} AND active`)).toBe(4);
    const off = await call('POST', `/warehouse/floors/${floorId}/active`, warehouse, { is_active: 0 });
    expect(off.body.result).toMatchObject({ is_active: 0 });
    expect((await revisions('warehouse_floors', floorId)).map((r) => r.action)).toEqual(['created', 'updated', 'updated', 'deactivated']);
    expect((await call('PUT', '/warehouse/floors/999999', warehouse, layout({}))).status).toBe(404);
    expect((await call('POST', '/warehouse/floors', finance, { warehouse_id: ilo, floor: 'F', area: 'reserve', row_count: 1, shelf_count: 1, column_count: 1, pallet_prefix: 'F' })).status).toBe(403);
  });
});

describe('zones', () => {
  const mainFloors = async () => {
    const main = await one(sql`SELECT warehouse_id AS v FROM warehouses WHERE kind = 'main'`);
    const floors = (await call('POST', '/warehouse/floor', warehouse, { warehouse_id: main })).body.result as Row[];
    return { main, central: floors.find((f) => f.floor === 'Main/Central')!.floor_id as number, picking: floors.find((f) => f.floor === 'Picking Area')!.floor_id as number };
  };

  it('lists zones with warehouse and floor, filtered and searched', async () => {
    const all = await call('GET', '/v2/warehouse/zones', warehouse, undefined, { page_size: '100', order_by: 'zone_name' });
    expect(all.body.total_rows).toBe(10);
    // Flat for the grids, and in the spec's nesting (001 §3: warehouse.warehouse_name, floor.floor).
    expect(all.body.result[0]).toMatchObject({
      zone_name: 'Bulk Reserve', warehouse_name: 'Main Warehouse', floor_name: 'Main/Central', color_code: '#1F4E79', pallet_count: 60,
      warehouse: { warehouse_name: 'Main Warehouse' }, floor: { floor: 'Main/Central' },
    });
    const { main } = await mainFloors();
    expect((await call('GET', '/v2/warehouse/zones', warehouse, undefined, { warehouse_id: String(main) })).body.total_rows).toBe(6);
    expect((await call('GET', '/v2/warehouse/zones', warehouse, undefined, { search: 'pick face' })).body.result.map((r: Row) => r.zone_name)).toEqual([
      'Pick Face',
      'Pick Face A',
      'Pick Face B',
    ]);
    expect((await call('GET', '/v2/warehouse/zones', warehouse, undefined, { order_by: 'color_code' })).body.code).toBe('00001');
  });

  it('adds a zone with the defaults (black, active, type 0), refuses a missing field, a floor of another warehouse, a duplicate name', async () => {
    const { main, central } = await mainFloors();
    const res = await call('POST', '/v2/warehouse/zones/add', warehouse, { warehouse_id: main, floor_id: central, zone_name: 'Staging', color_code: '#000000' });
    expect(res.body.code).toBe('00003');
    expect(res.body.result).toMatchObject({ zone_name: 'Staging', color_code: '#000000', is_active: 1, zone_type: 0, warehouse_name: 'Main Warehouse', floor_name: 'Main/Central', pallet_count: 0 });
    expect(await revisions('warehouse_zones', res.body.result.zone_id)).toMatchObject([{ action: 'created', module: 'Zone Type', reference_code: 'Staging' }]);
    const missing = await call('POST', '/v2/warehouse/zones/add', warehouse, { warehouse_id: '', floor_id: null, zone_name: ' ', color_code: '' });
    expect(missing.body).toMatchObject({
      code: '00001',
      fields: { warehouse_id: ['Warehouse is required.'], floor_id: ['Floor is required.'], zone_name: ['Zone Name is required.'], color_code: ['Color Code is required.'] },
    });
    expect((await call('POST', '/v2/warehouse/zones/add', warehouse, { warehouse_id: main, floor_id: central, zone_name: 'X', color_code: 'red' })).body.fields).toEqual({
      color_code: ['Color Code must be a colour like #1F4E79.'],
    });
    const cebFloor = await one(sql`SELECT f.floor_id AS v FROM warehouse_floors f JOIN warehouses w USING (warehouse_id) WHERE w.warehouse_code = 'CEB' ORDER BY f.floor_id LIMIT 1`);
    expect((await call('POST', '/v2/warehouse/zones/add', warehouse, { warehouse_id: main, floor_id: cebFloor, zone_name: 'X', color_code: '#FFFFFF' })).body.fields).toEqual({
      floor_id: ['This floor is not in the chosen warehouse.'],
    });
    expect((await call('POST', '/v2/warehouse/zones/add', warehouse, { warehouse_id: main, floor_id: central, zone_name: 'staging', color_code: '#ffffff' })).body.fields).toEqual({
      zone_name: ['Zone name already exists on this floor.'],
    });
    // The same name on another floor is another zone.
    const cebWh = await one(sql`SELECT warehouse_id AS v FROM warehouses WHERE warehouse_code = 'CEB'`);
    expect((await call('POST', '/v2/warehouse/zones/add', warehouse, { warehouse_id: cebWh, floor_id: cebFloor, zone_name: 'Staging', color_code: 'ffffff' })).body.result.color_code).toBe('#FFFFFF');
  });

  it('updates a zone (only what changed in the revision); a zone with pallets keeps its floor; unknown zone is 404', async () => {
    const { main, central, picking } = await mainFloors();
    const bulk = (await call('GET', '/v2/warehouse/zones', warehouse, undefined, { search: 'Bulk Reserve' })).body.result[0];
    const body = { zone_id: bulk.zone_id, warehouse_id: main, floor_id: central, zone_name: 'Bulk Reserve', color_code: '#0d47a1', is_active: 1, zone_type: 0 };
    const res = await call('POST', '/v2/warehouse/zones/update', warehouse, body);
    expect(res.body).toMatchObject({ code: '00004', result: { color_code: '#0D47A1', pallet_count: 60 } });
    expect((await revisions('warehouse_zones', bulk.zone_id)).at(-1)!.changes).toEqual([{ field: 'color_code', label: 'Color Code', old: '#1F4E79', new: '#0D47A1' }]);
    expect((await call('POST', '/v2/warehouse/zones/update', warehouse, { ...body, floor_id: picking })).body.fields).toEqual({
      floor_id: ['This zone holds pallets: remove them before moving the zone to another floor.'],
    });
    expect((await call('POST', '/v2/warehouse/zones/update', warehouse, { ...body, zone_name: 'Fast Movers Reserve' })).body.fields).toEqual({ zone_name: ['Zone name already exists on this floor.'] });
    expect((await call('POST', '/v2/warehouse/zones/update', warehouse, { ...body, zone_id: 999999 })).status).toBe(404);
    expect((await call('POST', '/v2/warehouse/zones/update', finance, body)).status).toBe(403);
  });
});

describe('zone assignment', () => {
  it("lists a floor's pallets with their zone, the usable ones, posts and removes with revisions, refuses what does not fit", async () => {
    const q = await t.db.one<{ main: number; central: number; picking: number }>(sql`
      SELECT w.warehouse_id AS main, (SELECT floor_id FROM warehouse_floors WHERE warehouse_id = w.warehouse_id AND floor = 'Main/Central') AS central,
             (SELECT floor_id FROM warehouse_floors WHERE warehouse_id = w.warehouse_id AND floor = 'Picking Area') AS picking
      FROM warehouses w WHERE w.kind = 'main'`);
    const floor = await call('GET', '/v2/warehouse/zone/assignment', warehouse, undefined, { warehouse_id: String(q!.main), floor_id: String(q!.central) });
    expect(floor.body.result).toHaveLength(120);
    expect(floor.body.result.filter((p: Row) => p.zone_name === 'Bulk Reserve')).toHaveLength(60);
    // A pallet of row A that holds stock (the generator puts product p on <A..F by p mod 6><01..20 by p mod 20>).
    const a01 = floor.body.result.find((p: Row) => p.zone_name === 'Bulk Reserve' && (p.batches as number) > 0);
    expect(a01.quantity).toBe(await one(sql`SELECT SUM(quantity)::int AS v FROM inventory_movements WHERE pallet_code = ${a01.pallet_code} AND floor = 'Main/Central' AND status = 1`));

    const quarantine = (await call('GET', '/v2/warehouse/zones', warehouse, undefined, { search: 'Quarantine' })).body.result[0];
    const usable = await call('POST', '/v2/warehouse/zone/assignment/usable', warehouse, { zone_id: quarantine.zone_id });
    // Row F of Main/Central is in no zone.
    expect(usable.body.result.map((p: Row) => p.pallet_code)).toEqual(Array.from({ length: 20 }, (_, i) => `MC-F${String(i + 1).padStart(2, '0')}`));
    const [f01, f02] = usable.body.result.map((p: Row) => p.pallet_id as number);
    const posted = await call('POST', '/v2/warehouse/zone/assignment/post', warehouse, { zone_id: quarantine.zone_id, pallet_ids: [f01, f02] });
    expect(posted.body).toMatchObject({ code: '00000', result: { zone_id: quarantine.zone_id, pallet_count: 2, changed: 2 } });
    expect(await revisions('warehouse_pallets', f01)).toMatchObject([
      { action: 'assigned', module: 'Zone Assignment', reference_code: 'MC-F01', changes: [{ field: 'zone_id', old: null, new: quarantine.zone_id, new_text: 'Quarantine' }] },
    ]);
    const shown = await call('GET', `/warehouse/zones/assignment/${quarantine.zone_id}`, warehouse);
    expect(shown.body.result.zone).toMatchObject({ zone_name: 'Quarantine', pallet_count: 2 });
    expect(shown.body.result.pallets.map((p: Row) => p.pallet_code)).toEqual(['MC-F01', 'MC-F02']);

    // Refusals: already in this zone, in another zone, on another floor, not in the zone to remove from, unknown.
    const again = await call('POST', '/v2/warehouse/zone/assignment/post', warehouse, { zone_id: quarantine.zone_id, pallet_ids: [f01, a01.pallet_id] });
    expect(again.body).toMatchObject({ code: '00001', result: [`Pallet ${a01.pallet_code} is in zone Bulk Reserve: remove it there first.`, 'Pallet MC-F01 is already in zone Quarantine.'] });
    const pa = await one(sql`SELECT pallet_id AS v FROM warehouse_pallets WHERE pallet_code = 'PA-A01'`);
    expect((await call('POST', '/v2/warehouse/zone/assignment/post', warehouse, { zone_id: quarantine.zone_id, pallet_ids: [pa] })).body.result).toEqual([
      'Pallet PA-A01 is on another floor than zone Quarantine.',
    ]);
    expect((await call('POST', '/v2/warehouse/zone/assignment/remove', warehouse, { zone_id: quarantine.zone_id, pallet_ids: [a01.pallet_id] })).body.result).toEqual([
      `Pallet ${a01.pallet_code} is not in zone Quarantine.`,
    ]);
    expect((await call('POST', '/v2/warehouse/zone/assignment/post', warehouse, { zone_id: quarantine.zone_id, pallet_ids: [] })).body).toEqual({ code: '00001', result: ['Choose at least one pallet.'] });
    expect((await call('POST', '/v2/warehouse/zone/assignment/post', warehouse, { zone_id: quarantine.zone_id, pallet_ids: [f01, f01] })).body).toEqual({ code: '00001', result: ['A pallet is listed twice.'] });
    expect((await call('POST', '/v2/warehouse/zone/assignment/post', warehouse, { zone_id: 999999, pallet_ids: [f01] })).body.fields).toEqual({ zone_id: ['Zone not found.'] });
    // Nothing half-applied: the refused calls changed no pallet.
    expect(await one(sql`SELECT COUNT(*)::int AS v FROM warehouse_pallets WHERE zone_id = ${quarantine.zone_id}`)).toBe(2);

    const removed = await call('POST', '/v2/warehouse/zone/assignment/remove', warehouse, { zone_id: quarantine.zone_id, pallet_ids: [f02] });
    expect(removed.body.result).toEqual({ zone_id: quarantine.zone_id, pallet_count: 1, changed: 1 });
    expect((await revisions('warehouse_pallets', f02)).map((r) => r.action)).toEqual(['assigned', 'removed']);
    expect((await call('POST', '/v2/warehouse/zone/assignment/post', finance, { zone_id: quarantine.zone_id, pallet_ids: [f02] })).status).toBe(403);
    const bad = await call('GET', '/v2/warehouse/zone/assignment', warehouse, undefined, { warehouse_id: String(q!.main), floor_id: '999999' });
    expect(bad.body.fields).toEqual({ floor_id: ['This floor is not in the chosen warehouse.'] });
  });

  it('exports the assignment of a floor as a download link', async () => {
    const q = await t.db.one<{ w: number; f: number }>(sql`SELECT warehouse_id AS w, floor_id AS f FROM warehouse_floors WHERE floor = 'Ground Floor' ORDER BY floor_id LIMIT 1`);
    const res = await call('POST', '/v2/warehouse/zone/assignment/export', warehouse, { warehouse_id: q!.w, floor_id: q!.f });
    expect(res.body.code).toBe('00000');
    expect(res.body.result).toMatch(/\/downloads\//);
    const file = await t.call({ method: 'GET', url: res.body.result.replace(/^.*?\/api/, '/api'), token: warehouse });
    expect(file.status).toBe(200);
    expect(String(file.headers['content-disposition'])).toMatch(/zone_assignment_CEB_Ground_Floor\.xlsx/);
  });
});

describe('pallet assignment', () => {
  it('lists the batches on pallets with product, expiry, months to expiry and quantity; filtered and searched', async () => {
    const code = await one<string>(sql`SELECT pallet_code AS v FROM inventory_movements WHERE floor = 'Main/Central' ORDER BY pallet_code LIMIT 1`);
    const res = await call('GET', '/warehouse/pallets', warehouse, undefined, { search: code, page_size: '100', order_by: 'expiry_date' });
    expect(res.status).toBe(200);
    const expected = await t.db.rows<{ batch_no: string; quantity: number }>(sql`
      SELECT b.batch_no, SUM(m.quantity)::int AS quantity FROM inventory_movements m JOIN product_batches b USING (batch_id)
      WHERE m.pallet_code = ${code} AND m.floor = 'Main/Central' AND m.status = 1 GROUP BY b.batch_no, b.expiry_date HAVING SUM(m.quantity) <> 0 ORDER BY b.expiry_date, b.batch_no`);
    expect(res.body.total_rows).toBe(expected.length);
    expect(new Set(res.body.result.map((r: Row) => `${r.batch_no}=${r.quantity}`))).toEqual(new Set(expected.map((e) => `${e.batch_no}=${e.quantity}`)));
    const first = res.body.result[0];
    expect(res.body.total_rows).toBeGreaterThan(0);
    expect(first).toMatchObject({ pallet_code: code, warehouse_name: 'Main Warehouse', floor: 'Main/Central', zone_name: 'Bulk Reserve' });
    expect(first.product_code).toBeTruthy();
    // Today is 2026-03-02 (the test clock): months from then to the expiry.
    const [y, m, d] = (first.expiry_date as string).split('-').map(Number);
    const months = (y - 2026) * 12 + (m - 3) - (d < 2 ? 1 : 0);
    expect(first.months_to_expiry).toBe(months);
    const empty = await call('GET', '/warehouse/pallets', warehouse, undefined, { stock: 'all', search: 'DVOP-A01' });
    expect(empty.body.result).toEqual([expect.objectContaining({ pallet_code: 'DVOP-A01', zone_name: null, product_code: null, quantity: null })]);
    expect((await call('GET', '/warehouse/pallets', warehouse, undefined, { stock: 'some' })).body.code).toBe('00001');
  });

  it('moves a pallet to another zone of its floor with a revision; refuses a zone of another floor', async () => {
    const pallet = await one(sql`SELECT pallet_id AS v FROM warehouse_pallets WHERE pallet_code = 'PA-A05'`);
    const faceB = await one(sql`SELECT zone_id AS v FROM warehouse_zones WHERE zone_name = 'Pick Face B'`);
    const res = await call('POST', `/warehouse/pallets/${pallet}/zone`, warehouse, { zone_id: faceB });
    expect(res.body).toMatchObject({ code: '00000', result: { pallet_code: 'PA-A05', zone_name: 'Pick Face B' } });
    expect(await revisions('warehouse_pallets', pallet)).toMatchObject([
      { action: 'reassigned', module: 'Pallet Assignment', changes: [{ field: 'zone_id', old_text: 'Pick Face A', new_text: 'Pick Face B' }] },
    ]);
    const bulk = await one(sql`SELECT zone_id AS v FROM warehouse_zones WHERE zone_name = 'Fast Movers Reserve'`);
    expect((await call('POST', `/warehouse/pallets/${pallet}/zone`, warehouse, { zone_id: bulk })).body.fields).toEqual({ zone_id: ['Choose a zone of the pallet’s own floor.'] });
    expect((await call('POST', `/warehouse/pallets/${pallet}/zone`, warehouse, { zone_id: null })).body.result.zone_id).toBeNull();
    expect((await call('POST', '/warehouse/pallets/999999/zone', warehouse, { zone_id: null })).status).toBe(404);
    expect((await call('POST', `/warehouse/pallets/${pallet}/zone`, finance, { zone_id: faceB })).status).toBe(403);
  });
});
