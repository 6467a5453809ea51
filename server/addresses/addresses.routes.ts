import {
  ADDRESS_LIMIT,
  ADDRESS_SCOPES,
  barangaysEp,
  citiesEp,
  provincesEp,
  zipCodesEp,
  type BarangayOption,
  type CityOption,
  type ProvinceOption,
  type ZipCodeOption,
} from '../../contract/addresses';
import { sql, type SQL } from '../db/db';
import { likePattern, route } from '../kit';

/**
 * Address lookups (spec 002 §7.1), over the PSGC tables of migration 081:
 * a contains-search on the name, names starting with the search first, then
 * alphabetical, at most `limit` (default 50). A parent that does not exist
 * answers an empty list, as a parent without children would.
 */
const limitOf = (asked?: number) => asked ?? ADDRESS_LIMIT.default;
/** Starts-with before contains, then the name; the search as a literal (one LIKE escape for all lookups). */
const matching = (column: SQL, search?: string) => (search ? sql`AND ${column} ILIKE ${likePattern(search)}` : sql``);
const ranked = (column: SQL, search?: string) =>
  search ? sql`(lower(${column}) LIKE lower(${likePattern(search, 'prefix')})) DESC, lower(${column})` : sql`lower(${column})`;

export const provinceLookup = route(provincesEp, {
  scopes: ADDRESS_SCOPES,
  summary: 'Provinces (and the cities PSGC lists beside them) whose name contains the search',
  handler: async ({ query, deps, ok }) =>
    ok(
      await deps.db.rows<ProvinceOption>(sql`
        SELECT province_id, province FROM ph_provinces WHERE true ${matching(sql`province`, query.search)}
        ORDER BY ${ranked(sql`province`, query.search)} LIMIT ${limitOf(query.limit)}`),
    ),
});

export const cityLookup = route(citiesEp, {
  scopes: ADDRESS_SCOPES,
  summary: 'Cities and municipalities of a province, searched by name',
  handler: async ({ body, deps, ok }) =>
    ok(
      await deps.db.rows<CityOption>(sql`
        SELECT city_id, city FROM ph_cities WHERE province_id = ${body.province_id} ${matching(sql`city`, body.search)}
        ORDER BY ${ranked(sql`city`, body.search)} LIMIT ${limitOf(body.limit)}`),
    ),
});

export const barangayLookup = route(barangaysEp, {
  scopes: ADDRESS_SCOPES,
  summary: 'Barangays of a city or municipality, searched by name',
  handler: async ({ body, deps, ok }) =>
    ok(
      await deps.db.rows<BarangayOption>(sql`
        SELECT barangay_id, barangay FROM ph_barangays WHERE city_id = ${body.city_id} ${matching(sql`barangay`, body.search)}
        ORDER BY ${ranked(sql`barangay`, body.search)} LIMIT ${limitOf(body.limit)}`),
    ),
});

export const zipCodeLookup = route(zipCodesEp, {
  scopes: ADDRESS_SCOPES,
  summary: 'The postal codes of a city or municipality, with their areas',
  handler: async ({ body, deps, ok }) =>
    ok(
      await deps.db.rows<ZipCodeOption>(sql`
        SELECT id, area, zip_code_number FROM ph_zip_codes WHERE city_id = ${body.city_id} ORDER BY zip_code_number, lower(area), id`),
    ),
});

export const addressRoutes = [provinceLookup, cityLookup, barangayLookup, zipCodeLookup];
