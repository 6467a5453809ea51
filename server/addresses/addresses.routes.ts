import {
  ADDRESS_LIMIT,
  ADDRESS_SCOPES,
  barangaysEp,
  citiesEp,
  provincesEp,
  zipCodesEp,
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

/**
 * One searched lookup: the rows of `table` (id and name columns as the
 * contract names them) under a parent when it has one. The names are code,
 * never input: sql.identifier keeps them quoted.
 */
function placeLookup<E extends typeof provincesEp | typeof citiesEp | typeof barangaysEp>(
  ep: E,
  place: { table: string; id: string; name: string; parent?: 'province_id' | 'city_id'; what: string },
) {
  const [table, idCol, nameCol] = [place.table, place.id, place.name].map((n) => sql`${sql.identifier(n)}`);
  return route(ep, {
    scopes: ADDRESS_SCOPES,
    summary: `Address lookup: ${place.what} whose name contains the search`,
    handler: async ({ query, body, deps, ok }) => {
      const asked = (place.parent ? body : query) as { search?: string; limit?: number; province_id?: number; city_id?: number };
      const under = place.parent ? sql`AND ${sql.identifier(place.parent)} = ${asked[place.parent]!}` : sql``;
      const rows = await deps.db.rows(sql`
        SELECT ${idCol}, ${nameCol} FROM ${table} WHERE true ${under} ${matching(nameCol, asked.search)}
        ORDER BY ${ranked(nameCol, asked.search)} LIMIT ${limitOf(asked.limit)}`);
      return ok(rows as never);
    },
  });
}

export const provinceLookup = placeLookup(provincesEp, { table: 'ph_provinces', id: 'province_id', name: 'province', what: 'provinces (and the cities PSGC lists beside them)' });
export const cityLookup = placeLookup(citiesEp, { table: 'ph_cities', id: 'city_id', name: 'city', parent: 'province_id', what: 'cities and municipalities of a province' });
export const barangayLookup = placeLookup(barangaysEp, { table: 'ph_barangays', id: 'barangay_id', name: 'barangay', parent: 'city_id', what: 'barangays of a city or municipality' });

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
