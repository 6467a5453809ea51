import { atcCodesEp, VENDOR_CATEGORIES, vendorBanksEp, vendorCategoriesEp, vendorCitiesEp, vendorProvincesEp } from '../../contract/vendors';
import { sql } from '../db/db';
import { route } from '../kit';

/** The vendor form's choices, behind view_vendors (its readers hold no address or bank scopes of their own). */
const VIEW = ['view_vendors'] as const;

const categories = route(vendorCategoriesEp, {
  scopes: [...VIEW],
  summary: 'The vendor categories: supplier, vendor, payee',
  handler: async ({ ok }) => ok(VENDOR_CATEGORIES.map((c) => ({ category_id: c.id, label: c.plural }))),
});

const provinces = route(vendorProvincesEp, {
  scopes: [...VIEW],
  summary: 'Provinces (and the cities PSGC lists beside them) for a registered address',
  handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT province_id, province FROM ph_provinces ORDER BY province, province_id`)),
});

const cities = route(vendorCitiesEp, {
  scopes: [...VIEW],
  summary: 'The cities and municipalities of a province',
  handler: async ({ query, deps, ok }) =>
    ok(await deps.db.rows(sql`SELECT city_id, city FROM ph_cities WHERE province_id = ${query.province_id} ORDER BY city, city_id`)),
});

const banks = route(vendorBanksEp, {
  scopes: [...VIEW],
  summary: 'Active banks for the bank details',
  handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT bank_id, bank_code || ' - ' || bank_name AS label FROM banks WHERE active ORDER BY bank_code`)),
});

const atcCodes = route(atcCodesEp, {
  scopes: [...VIEW],
  summary: 'The ATC codes of expanded withholding in use, with their rates',
  handler: async ({ deps, ok }) =>
    ok(
      await deps.db.rows(sql`
        SELECT atc_code, atc_code || ' - ' || rate::text || '% - ' || description AS label, description, rate::text AS rate, payee_type
        FROM atc_codes WHERE active ORDER BY atc_code`),
    ),
});

export const vendorLookupRoutes = [categories, provinces, cities, banks, atcCodes];
