import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from '../db/db';
import { createTestServer, type TestServer } from '../testing';
import { placeKey } from './load';

/** The address lookups over the whole country's PSGC places, as the customer form uses them. */
let t: TestServer;
let admin: string;
let viewer: string;
beforeAll(async () => {
  t = await createTestServer();
  [admin, viewer] = await Promise.all(['admin', 'viewer'].map((u) => t.login(u)));
});
afterAll(async () => t?.close());

const post = (url: string, payload: object, token = admin) => t.call({ method: 'POST', url: `/api${url}`, token, payload });
const provinces = (query: Record<string, string> = {}, token = admin) => t.call({ method: 'GET', url: '/api/addresses/provinces', token, query });
const idOf = async (table: 'ph_provinces' | 'ph_cities', name: string) => {
  const column = table === 'ph_provinces' ? sql`province_id AS id FROM ph_provinces WHERE province` : sql`city_id AS id FROM ph_cities WHERE city`;
  return (await t.db.one<{ id: number }>(sql`SELECT ${column} = ${name}`))!.id;
};

describe('Philippine addresses', () => {
  it('holds the whole country: 82 provinces and the cities PSGC lists beside them, 1,656 towns, 42,011 barangays, postal codes for most towns', async () => {
    const n = await t.db.one<{ provinces: number; real: number; cities: number; barangays: number; zipped: number }>(sql`
      SELECT (SELECT COUNT(*)::int FROM ph_provinces) AS provinces,
             (SELECT COUNT(*)::int FROM ph_provinces WHERE NOT is_city AND province_id < 900 AND province <> 'Pateros') AS real,
             (SELECT COUNT(*)::int FROM ph_cities) AS cities,
             (SELECT COUNT(*)::int FROM ph_barangays) AS barangays,
             (SELECT COUNT(DISTINCT city_id)::int FROM ph_zip_codes) AS zipped`);
    expect(n).toMatchObject({ real: 82, cities: 1656, barangays: 42011 });
    expect(n!.provinces).toBe(118);
    // Matched by name from the postal list: at least nine towns in ten.
    expect(n!.zipped / n!.cities).toBeGreaterThan(0.9);
  });

  it('searches provinces (starts-with first), cascades to towns, barangays and postal codes', async () => {
    const cebu = await provinces({ search: 'cebu' });
    expect(cebu.status).toBe(200);
    expect(cebu.body.result.map((p: { province: string }) => p.province).slice(0, 2)).toEqual(['Cebu', 'City of Cebu']);
    expect((await provinces({ limit: '5' })).body.result).toHaveLength(5);
    // A wildcard is a character.
    expect((await provinces({ search: '%' })).body.result).toEqual([]);

    const laguna = await idOf('ph_provinces', 'Laguna');
    const towns = await post('/addresses/cities', { province_id: laguna, search: 'calamba' });
    expect(towns.body.result).toEqual([{ city_id: expect.any(Number), city: 'City of Calamba' }]);
    const calamba = towns.body.result[0].city_id;
    const barangays = await post('/addresses/barangays', { city_id: calamba, limit: 1000 });
    expect(barangays.body.result.length).toBe(54);
    expect(barangays.body.result.map((b: { barangay: string }) => b.barangay)).toContain('Parian');
    const zips = await post('/addresses/zipcodes', { city_id: calamba });
    expect(zips.body.result.map((z: { zip_code_number: string }) => z.zip_code_number)).toContain('4027');

    // A big city's postal areas, and Manila's districts as its towns.
    const makati = await idOf('ph_cities', 'City of Makati');
    const areas = (await post('/addresses/zipcodes', { city_id: makati })).body.result as { area: string; zip_code_number: string }[];
    expect(areas.length).toBeGreaterThan(10);
    expect(areas.every((z) => /^12\d\d$/.test(z.zip_code_number))).toBe(true);
    const manila = await idOf('ph_provinces', 'City of Manila');
    const districts = (await post('/addresses/cities', { province_id: manila })).body.result.map((c: { city: string }) => c.city);
    expect(districts).toContain('Binondo');
    const binondo = await idOf('ph_cities', 'Binondo');
    expect((await post('/addresses/zipcodes', { city_id: binondo })).body.result).toEqual([{ id: expect.any(Number), area: 'Binondo', zip_code_number: '1006' }]);
    // A parent that does not exist has no children.
    expect((await post('/addresses/barangays', { city_id: 999999 })).body.result).toEqual([]);
  });

  it('refuses bad bodies with their messages, and users who edit no customer', async () => {
    expect((await post('/addresses/cities', {})).body).toMatchObject({ code: '00001', result: ['Please choose a province.'] });
    expect((await post('/addresses/barangays', { city_id: 1, limit: 5000 })).body).toMatchObject({ code: '00001', result: ['Limit must be at most 1000.'] });
    expect((await provinces({}, viewer)).status).toBe(403);
    expect((await t.call({ method: 'GET', url: '/api/addresses/provinces' })).status).toBe(401);
  });

  it('matches place names the way the two lists spell them', () => {
    expect(placeKey('City of Las Piñas')).toBe('las pinas');
    expect(placeKey('Batangas City ')).toBe('batangas');
    expect(placeKey('Quezon Province')).toBe('quezon');
    expect(placeKey('Sta. Cruz')).toBe(placeKey('Santa Cruz'));
  });
});
