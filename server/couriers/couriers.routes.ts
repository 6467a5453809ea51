import { courierCitiesEp, courierLocations, courierOptionsEp, courierProvincesEp, couriers } from '../../contract/couriers';
import { sql, type Db } from '../db/db';
import { resourceRoutes, route } from '../kit';

const ISO = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** Couriers: list, show, create, update and the active switch, from the declaration; counts of their places and customers. */
export const courierMasterRoutes = resourceRoutes(couriers, {
  table: 'couriers',
  alias: 'k',
  select: sql`k.courier_id, k.courier_code, k.company_name, k.contact_person, k.contact_number, k.email, k.address, k.tin,
    k.accreditation_no, k.notes, k.active, ${ISO('k.updated_at')} AS updated_at,
    (SELECT COUNT(*)::int FROM courier_locations l WHERE l.courier_id = k.courier_id AND l.active) AS locations,
    (SELECT COUNT(*)::int FROM customers c WHERE c.shipping_delivery_service_provider = k.courier_id) AS customers`,
  search: [sql`k.courier_code`, sql`k.company_name`, sql`k.contact_person`, sql`k.tin`, sql`k.email`],
  sort: {
    courier_code: sql`lower(k.courier_code)`,
    company_name: sql`lower(k.company_name)`,
    contact_person: sql`lower(k.contact_person)`,
    locations: sql`(SELECT COUNT(*) FROM courier_locations l WHERE l.courier_id = k.courier_id AND l.active)`,
    customers: sql`(SELECT COUNT(*) FROM customers c WHERE c.shipping_delivery_service_provider = k.courier_id)`,
    active: sql`k.active`,
    updated_at: sql`k.updated_at`,
  },
});

/** The courier a form names exists; a new choice must be active (an inactive one keeps what it has). */
export async function courierRefusal(db: Db, courierId: unknown, field: string, kept: unknown): Promise<Record<string, string[]> | null> {
  const row = await db.one<{ active: boolean }>(sql`SELECT active FROM couriers WHERE courier_id = ${Number(courierId)}`);
  if (!row) return { [field]: ['Courier not found.'] };
  if (!row.active && Number(kept) !== Number(courierId)) return { [field]: ['This courier is inactive: choose an active one.'] };
  return null;
}

const PLACE = sql`k.courier_code || ' · ' || p.province || COALESCE(' · ' || c.city, '')`;

/** Where each courier serves, filtered by courier. */
export const courierLocationRoutes = resourceRoutes(courierLocations, {
  table: 'courier_locations',
  alias: 'l',
  joins: sql`JOIN couriers k ON k.courier_id = l.courier_id JOIN ph_provinces p ON p.province_id = l.province_id LEFT JOIN ph_cities c ON c.city_id = l.city_id`,
  select: sql`l.location_id, l.courier_id, k.courier_code, k.company_name AS courier_name, l.province_id, p.province, l.city_id,
    COALESCE(c.city, 'Whole province') AS city, ${PLACE} AS place, l.lead_time_days, l.rate_basis, l.rate::text AS rate, l.active,
    ${ISO('l.updated_at')} AS updated_at`,
  label: PLACE,
  search: [sql`k.courier_code`, sql`k.company_name`, sql`p.province`, sql`c.city`],
  sort: {
    courier_name: sql`lower(k.company_name)`,
    province: sql`lower(p.province)`,
    city: sql`lower(COALESCE(c.city, 'Whole province'))`,
    lead_time_days: sql`l.lead_time_days`,
    rate: sql`l.rate`,
    rate_basis: sql`l.rate_basis`,
    active: sql`l.active`,
    updated_at: sql`l.updated_at`,
  },
  filters: { courier_id: sql`l.courier_id` },
  validate: async (db, input, id) => {
    const kept = id === null ? null : await db.one<{ courier_id: number }>(sql`SELECT courier_id FROM courier_locations WHERE location_id = ${id}`);
    const fields: Record<string, string[]> = { ...(await courierRefusal(db, input.courier_id, 'courier_id', kept?.courier_id)) };
    if (!(await db.one(sql`SELECT 1 FROM ph_provinces WHERE province_id = ${Number(input.province_id)}`))) fields.province_id = ['Province not found.'];
    else if (input.city_id != null && !(await db.one(sql`SELECT 1 FROM ph_cities WHERE city_id = ${Number(input.city_id)} AND province_id = ${Number(input.province_id)}`)))
      fields.city_id = ['This city is not in the chosen province.'];
    return fields;
  },
});

/** The choices of the couriers' selects: active couriers first, then the inactive ones, named by code and company. */
export const courierLookupRoutes = [
  route(courierOptionsEp, {
    // The manual sales invoice names its carrier from the same list.
    scopes: ['view_couriers', 'create_manual_sales_invoice'],
    summary: 'Couriers for a select (code and company; inactive ones marked)',
    handler: async ({ deps, ok }) =>
      ok(
        await deps.db.rows(sql`
          SELECT courier_id, courier_code || ' — ' || company_name || CASE WHEN active THEN '' ELSE ' (inactive)' END AS label, active
          FROM couriers ORDER BY active DESC, lower(courier_code)`),
      ),
  }),
  route(courierProvincesEp, {
    scopes: ['view_couriers'],
    summary: 'Provinces (and highly urbanized cities) of the Philippines for a courier location',
    handler: async ({ deps, ok }) => ok(await deps.db.rows(sql`SELECT province_id, province FROM ph_provinces ORDER BY lower(province)`)),
  }),
  route(courierCitiesEp, {
    scopes: ['view_couriers'],
    summary: "A province's cities and municipalities for a courier location",
    handler: async ({ query, deps, ok }) =>
      ok(await deps.db.rows(sql`SELECT city_id, city FROM ph_cities WHERE province_id = ${query.province_id} ORDER BY lower(city)`)),
  }),
];
