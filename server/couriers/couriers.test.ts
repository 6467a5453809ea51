import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { seedCourierLocations } from './seed';

/** Couriers, their service locations and their customers, through the resource kit. */
let t: TestServer;
let admin: string;
let warehouse: string;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  await seedCourierLocations(t.db);
  [admin, warehouse, finance] = await Promise.all(['admin', 'warehouse', 'finance'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object, query?: Record<string, string>) =>
  t.call({ method, url: `/api${url}`, token, payload, query });
const revisions = (entity: string, id: number) =>
  t.db.rows<{ action: string; module: string; reference_code: string; changes: { field: string; old: unknown; new: unknown; old_text?: string; new_text?: string }[] }>(
    sql`SELECT action, module, reference_code, changes FROM revisions WHERE entity = ${entity} AND entity_id = ${id} ORDER BY id`,
  );
type Row = Record<string, unknown>;
const codes = (rows: Row[], key = 'courier_code') => rows.map((r) => r[key]);

describe('couriers', () => {
  it('lists the six demo couriers by code with their counts, searched, filtered by status, sorted and paged', async () => {
    const all = await call('GET', '/courier-master', warehouse, undefined, { page_size: '100' });
    expect(all.status).toBe(200);
    expect(all.body.total_rows).toBe(6);
    expect(codes(all.body.result)).toEqual(['2GO', 'AIR21', 'GOGO', 'JRS', 'LBC', 'OWN']);
    const own = all.body.result.find((r: Row) => r.courier_code === 'OWN');
    // Own fleet: the 17 Metro Manila units (16 cities and Pateros) and Bulacan, Cavite, Laguna, Rizal; the customers of Metro Manila.
    expect(own).toMatchObject({ company_name: 'Own Delivery Fleet', locations: 21, active: true, tin: null });
    const customers = await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customers WHERE shipping_delivery_service_provider = 1`);
    expect(own.customers).toBe(customers!.n);
    expect(all.body.result.find((r: Row) => r.courier_code === 'LBC')).toMatchObject({ tin: '000-163-543-000', locations: 31 });
    expect(codes((await call('GET', '/courier-master', warehouse, undefined, { search: 'express' })).body.result)).toEqual(['2GO', 'JRS', 'LBC']);
    expect(codes((await call('GET', '/courier-master', warehouse, undefined, { active: 'inactive' })).body.result)).toEqual(['AIR21']);
    const byLocations = await call('GET', '/courier-master', warehouse, undefined, { order_by: 'locations', direction: 'desc', page_size: '2' });
    expect(codes(byLocations.body.result)).toEqual(['LBC', 'OWN']);
    expect(byLocations.body.total_rows).toBe(6);
    expect((await call('GET', '/courier-master', warehouse, undefined, { page: '3', page_size: '2' })).body).toMatchObject({ result: [], total_rows: 6 });
    expect((await call('GET', '/courier-master', warehouse, undefined, { order_by: 'email' })).body.code).toBe('00001');
  });

  it('creates a courier with its revision; bad input is a 00001 by field; a duplicate code (any case) on the field', async () => {
    const res = await call('POST', '/courier-master', warehouse, {
      courier_code: 'ninja', company_name: 'Ninja Van Philippines', contact_number: '(02) 8123-4567', email: 'ops@ninja.demo.invalid', tin: '010-220-330-00000',
    });
    expect(res.body.code).toBe('00003');
    expect(res.body.result).toMatchObject({ courier_code: 'NINJA', contact_person: null, active: true, locations: 0, customers: 0 });
    expect(res.body.result.courier_id).toBe(7);
    const revs = await revisions('couriers', res.body.result.courier_id);
    expect(revs).toMatchObject([{ action: 'created', module: 'Couriers', reference_code: 'NINJA' }]);
    expect(revs[0].changes.map((c) => c.field).sort()).toEqual(['company_name', 'contact_number', 'courier_code', 'email', 'tin']);

    const dup = await call('POST', '/courier-master', warehouse, { courier_code: 'lbc', company_name: 'Again' });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({ code: '00001', result: ['Courier code already exists.'], fields: { courier_code: ['Courier code already exists.'] } });

    const before = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM couriers`))!.n;
    const bad = await call('POST', '/courier-master', warehouse, { courier_code: ' ', company_name: 'x'.repeat(121), tin: '123-456-789', email: 'nope', contact_number: 'call me' });
    expect(bad.status).toBe(422);
    expect(bad.body.fields).toEqual({
      courier_code: ['Courier code is required.'],
      company_name: ['Company name must be at most 120 characters.'],
      tin: ['TIN must look like 000-000-000-000 (or with a 5-digit branch code, 000-000-000-00000).'],
      email: ['Email must be an e-mail address (name@example.com).'],
      contact_number: ['Contact number may only have digits, spaces, +, -, . and parentheses (at least 7).'],
    });
    expect((await call('POST', '/courier-master', warehouse, { courier_code: 'X', company_name: 'Y', active: false })).body.code).toBe('00001');
    expect((await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM couriers`))!.n).toBe(before);
  });

  it('updates only what changed; deactivates and reactivates with a revision each; unknown ids are 404', async () => {
    const jrs = (await call('GET', '/courier-master', warehouse, undefined, { search: 'JRS' })).body.result[0];
    const { courier_id, locations: _l, customers: _c, active: _a, updated_at: _u, ...form } = jrs;
    const res = await call('PUT', `/courier-master/${courier_id}`, warehouse, { ...form, contact_person: 'Marco A. Reyes' });
    expect(res.body).toMatchObject({ code: '00004', result: { contact_person: 'Marco A. Reyes', tin: '000-255-117-000' } });
    expect((await revisions('couriers', courier_id)).at(-1)).toMatchObject({ action: 'updated', changes: [{ field: 'contact_person', old: 'Marco Reyes', new: 'Marco A. Reyes' }] });
    expect((await call('PUT', `/courier-master/${courier_id}`, warehouse, { ...form, courier_code: 'LBC' })).body.fields).toEqual({ courier_code: ['Courier code already exists.'] });
    expect((await call('POST', `/courier-master/${courier_id}/active`, warehouse, { active: false })).body.result.active).toBe(false);
    expect((await call('POST', `/courier-master/${courier_id}/active`, warehouse, { active: true })).body.result.active).toBe(true);
    expect((await revisions('couriers', courier_id)).map((r) => r.action)).toEqual(['updated', 'deactivated', 'activated']);
    expect((await call('PUT', '/courier-master/999999', warehouse, { courier_code: 'ZZ', company_name: 'Nobody' })).status).toBe(404);
    expect((await call('GET', '/courier-master/999999', warehouse)).status).toBe(404);
  });

  it('needs its scopes: finance may not see the courier master (only the carrier choices); a viewer of couriers may not add', async () => {
    expect((await call('GET', '/courier-master', finance)).status).toBe(403);
    expect((await call('POST', '/courier-master', finance, { courier_code: 'F', company_name: 'Finance' })).status).toBe(403);
    expect((await call('GET', '/courier-locations', finance)).status).toBe(403);
    expect((await call('PUT', '/courier-customers/1', finance, { shipping_delivery_service_provider: 2 })).status).toBe(403);
    // The choices (names only) are open to who writes a manual sales invoice: it names its carrier (issue 28).
    expect((await call('GET', '/courier-lookups/couriers', finance)).status).toBe(200);
    expect((await call('GET', '/courier-master', admin)).status).toBe(200);
  });
});

describe('courier locations', () => {
  it('lists places filtered by courier, with province, city or the whole province, lead time and rate', async () => {
    const own = await call('GET', '/courier-locations', warehouse, undefined, { courier_id: '1', order_by: 'province', page_size: '100' });
    expect(own.body.total_rows).toBe(21);
    const bulacan = own.body.result.find((r: Row) => r.province === 'Bulacan');
    expect(bulacan).toMatchObject({ courier_code: 'OWN', city: 'Whole province', city_id: null, lead_time_days: 2, rate_basis: 'box', rate: '220.00', place: 'OWN · Bulacan', active: true });
    expect(own.body.result.find((r: Row) => r.province === 'Quezon City')).toMatchObject({ lead_time_days: 1, rate: '150.00' });
    const jrsCebu = await call('GET', '/courier-locations', warehouse, undefined, { courier_id: '3', search: 'cebu', order_by: 'city' });
    expect(jrsCebu.body.result.map((r: Row) => r.city)).toEqual(['City of Talisay', 'Danao City', 'Whole province'].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect((await call('GET', '/courier-locations', warehouse, undefined, { courier_id: 'x' })).body.code).toBe('00001');
    expect((await call('GET', '/courier-locations', warehouse, undefined, { courier_id: '5', active: 'active' })).body.total_rows).toBe(0);
  });

  it('adds a place once per courier (a null city is the whole province), checks the city is in the province, audits every write', async () => {
    const provinces = (await call('GET', '/courier-lookups/provinces', warehouse)).body.result as { province_id: number; province: string }[];
    expect(provinces).toHaveLength(118);
    const batangas = provinces.find((p) => p.province === 'Batangas')!.province_id;
    const cities = (await call('GET', '/courier-lookups/cities', warehouse, undefined, { province_id: String(batangas) })).body.result as { city_id: number; city: string }[];
    const lipa = cities.find((c) => /Lipa/.test(c.city))!;
    const body = { courier_id: 6, province_id: batangas, city_id: lipa.city_id, lead_time_days: '3', rate_basis: 'kg', rate: '72.5' };
    const res = await call('POST', '/courier-locations', warehouse, body);
    expect(res.body.code).toBe('00003');
    expect(res.body.result).toMatchObject({ courier_code: 'GOGO', province: 'Batangas', city: lipa.city, lead_time_days: 3, rate: '72.50', place: `GOGO · Batangas · ${lipa.city}` });
    expect(await revisions('courier_locations', res.body.result.location_id)).toMatchObject([{ action: 'created', module: 'Courier Locations', reference_code: `GOGO · Batangas · ${lipa.city}` }]);
    const again = await call('POST', '/courier-locations', warehouse, body);
    expect(again.body).toEqual({ code: '00001', result: ['This courier already serves this place.'], fields: { province_id: ['This courier already serves this place.'] } });
    // The whole province is another place than one of its cities; twice is not.
    expect((await call('POST', '/courier-locations', warehouse, { ...body, city_id: null })).body.code).toBe('00003');
    expect((await call('POST', '/courier-locations', warehouse, { ...body, city_id: '' })).body.fields).toEqual({ province_id: ['This courier already serves this place.'] });
    const elsewhere = cities.length ? (await t.db.one<{ city_id: number }>(sql`SELECT city_id FROM ph_cities WHERE province_id <> ${batangas} LIMIT 1`))!.city_id : 0;
    expect((await call('POST', '/courier-locations', warehouse, { ...body, city_id: elsewhere })).body.fields).toEqual({ city_id: ['This city is not in the chosen province.'] });
    expect((await call('POST', '/courier-locations', warehouse, { ...body, courier_id: 999 })).body.fields).toEqual({ courier_id: ['Courier not found.'] });
    expect((await call('POST', '/courier-locations', warehouse, { ...body, courier_id: 5 })).body.fields).toEqual({ courier_id: ['This courier is inactive: choose an active one.'] });
    const bad = await call('POST', '/courier-locations', warehouse, { courier_id: '', province_id: null, lead_time_days: '400', rate_basis: 'ton', rate: '-1' });
    expect(bad.body.fields).toEqual({
      courier_id: ['Please choose a courier.'],
      province_id: ['Please choose a province.'],
      lead_time_days: ['Lead time must not be more than 365 days.'],
      rate_basis: ['Please choose per kg or per box.'],
      rate: ['Rate must be a non-negative amount with at most 2 decimals.'],
    });
  });

  it('edits a rate and switches a place off and on', async () => {
    const row = (await call('GET', '/courier-locations', warehouse, undefined, { courier_id: '4', search: 'Davao' })).body.result[0];
    const put = await call('PUT', `/courier-locations/${row.location_id}`, warehouse, { courier_id: 4, province_id: row.province_id, city_id: null, lead_time_days: 8, rate_basis: 'box', rate: '700' });
    expect(put.body.result).toMatchObject({ lead_time_days: 8, rate: '700.00' });
    expect((await revisions('courier_locations', row.location_id)).at(-1)!.changes.map((c) => [c.field, c.old, c.new])).toEqual([
      ['lead_time_days', row.lead_time_days, 8],
      ['rate', row.rate, '700.00'],
    ]);
    expect((await call('POST', `/courier-locations/${row.location_id}/active`, warehouse, { active: false })).body.result.active).toBe(false);
    expect((await revisions('courier_locations', row.location_id)).at(-1)).toMatchObject({ action: 'deactivated', reference_code: 'GOGO · City of Davao'.replace('GOGO', '2GO') });
  });
});

describe('courier customers', () => {
  it("lists customers with their courier, filtered by courier, searched; changes only the courier with the customer's revision", async () => {
    const lbc = await call('GET', '/courier-customers', warehouse, undefined, { courier_id: '2', page_size: '100' });
    const n = (await t.db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM customers WHERE shipping_delivery_service_provider = 2`))!.n;
    expect(n).toBeGreaterThan(0);
    expect(lbc.body.total_rows).toBe(n);
    expect(new Set(lbc.body.result.map((r: Row) => r.courier_name))).toEqual(new Set(['LBC Express, Inc.']));
    const one = lbc.body.result[0];
    const found = await call('GET', '/courier-customers', warehouse, undefined, { search: one.customer_code });
    expect(found.body.result.map((r: Row) => r.customer_id)).toEqual([one.customer_id]);

    const before = await t.db.one<Row>(sql`SELECT customer_name, credit_limit::text, updated_at FROM customers WHERE customer_id = ${one.customer_id}`);
    const res = await call('PUT', `/courier-customers/${one.customer_id}`, warehouse, { shipping_delivery_service_provider: '3' });
    expect(res.body).toMatchObject({ code: '00004', result: { customer_id: one.customer_id, courier_code: 'JRS', courier_name: 'JRS Express', shipping_delivery_service_provider: 3 } });
    const after = await t.db.one<Row>(sql`SELECT customer_name, credit_limit::text, updated_at FROM customers WHERE customer_id = ${one.customer_id}`);
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
    expect(await revisions('customers', one.customer_id)).toContainEqual(
      expect.objectContaining({
        action: 'updated',
        module: 'Customers',
        reference_code: one.customer_code,
        changes: [{ field: 'shipping_delivery_service_provider', label: 'Delivery Service Provider', old: 2, new: 3, old_text: 'LBC Express, Inc.', new_text: 'JRS Express' }],
      }),
    );
    expect((await call('GET', '/courier-customers', warehouse, undefined, { courier_id: '2', page_size: '100' })).body.total_rows).toBe(n - 1);
    // The same courier again changes nothing and writes no revision.
    const count = (await revisions('customers', one.customer_id)).length;
    expect((await call('PUT', `/courier-customers/${one.customer_id}`, warehouse, { shipping_delivery_service_provider: 3 })).body.code).toBe('00004');
    expect(await revisions('customers', one.customer_id)).toHaveLength(count);
    expect((await call('PUT', `/courier-customers/${one.customer_id}`, warehouse, { shipping_delivery_service_provider: 5 })).body.fields).toEqual({
      shipping_delivery_service_provider: ['This courier is inactive: choose an active one.'],
    });
    expect((await call('PUT', `/courier-customers/${one.customer_id}`, warehouse, {})).body.fields).toEqual({ shipping_delivery_service_provider: ['Please choose a courier.'] });
    expect((await call('PUT', '/courier-customers/999999', warehouse, { shipping_delivery_service_provider: 3 })).status).toBe(404);
  });
});
