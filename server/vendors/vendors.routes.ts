import { vendorProductsEp, vendors, type VendorProductRow } from '../../contract/vendors';
import { sql, type Db } from '../db/db';
import { notFound } from '../http/answer';
import { resourceRoutes, route } from '../kit';

/**
 * Vendors, suppliers and payees through the resource kit (table `suppliers`,
 * migration 102): list with its category filter and export, show, create,
 * update, the active switch; and a supplier's products.
 */
const CATEGORY_FLAG = { 1: sql`v.is_supplier`, 2: sql`v.is_vendor`, 3: sql`v.is_payee` } as Record<number, ReturnType<typeof sql>>;
const PRODUCTS = sql`(SELECT COUNT(*)::int FROM products p WHERE p.supplier_id = v.vendor_id AND p.active = 1)`;

/** The checks that need the database: the city is of the province, the bank and the ATC code exist and are in use. */
async function validate(db: Db, input: Record<string, unknown>, id: number | null): Promise<Record<string, string[]> | null> {
  const out: Record<string, string[]> = {};
  const province = input.province_id as number | null;
  const city = input.city_id as number | null;
  if (province !== null && !(await db.one(sql`SELECT 1 FROM ph_provinces WHERE province_id = ${province}`))) out.province_id = ['Province must be one of the choices.'];
  else if (city !== null && !(await db.one(sql`SELECT 1 FROM ph_cities WHERE city_id = ${city} AND province_id = ${province}`))) {
    out.city_id = ['City must be one of the cities of the province.'];
  }
  // A bank or ATC code switched off since may stay on the record that already had it, not be newly chosen.
  const before = id === null ? null : await db.one<{ bank_id: number | null; atc_code: string | null }>(sql`SELECT bank_id, atc_code FROM suppliers WHERE vendor_id = ${id}`);
  const bank = input.bank_id as number | null;
  if (bank !== null && bank !== before?.bank_id && !(await db.one(sql`SELECT 1 FROM banks WHERE bank_id = ${bank} AND active`))) out.bank_id = ['Bank must be one of the active banks.'];
  const atc = input.atc_code as string | null;
  if (atc !== null && atc !== before?.atc_code && !(await db.one(sql`SELECT 1 FROM atc_codes WHERE atc_code = ${atc} AND active`))) out.atc_code = ['ATC code must be one of the choices.'];
  return Object.keys(out).length ? out : null;
}

const crud = resourceRoutes(vendors, {
  table: 'suppliers',
  alias: 'v',
  select: sql`v.vendor_id, v.vendor_code, v.company_name, v.trade_name, v.is_supplier, v.is_vendor, v.is_payee,
    concat_ws(', ', CASE WHEN v.is_supplier THEN 'Supplier' END, CASE WHEN v.is_vendor THEN 'Vendor' END, CASE WHEN v.is_payee THEN 'Payee' END) AS categories,
    v.tin, v.address, v.province_id, v.city_id, v.zip_code,
    NULLIF(concat_ws(', ', v.address, cy.city, CASE WHEN pv.province IS DISTINCT FROM cy.city THEN pv.province END, v.zip_code), '') AS registered_address,
    v.contact_person, v.contact_number, v.email, v.payment_terms_days, v.lead_time_days, v.vat_registration, v.atc_code, atc.rate::text AS ewt_rate,
    v.bank_id, bk.bank_name, v.bank_account_name, v.bank_account_no, ${PRODUCTS} AS products,
    v.active, to_char(v.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`,
  joins: sql`LEFT JOIN ph_provinces pv ON pv.province_id = v.province_id LEFT JOIN ph_cities cy ON cy.city_id = v.city_id
    LEFT JOIN atc_codes atc ON atc.atc_code = v.atc_code LEFT JOIN banks bk ON bk.bank_id = v.bank_id`,
  search: [sql`v.vendor_code`, sql`v.company_name`, sql`v.trade_name`, sql`v.tin`, sql`v.contact_person`, sql`v.email`, sql`cy.city`, sql`pv.province`, sql`v.atc_code`],
  sort: {
    vendor_code: sql`lower(v.vendor_code)`,
    company_name: sql`lower(v.company_name)`,
    trade_name: sql`lower(v.trade_name)`,
    tin: sql`v.tin`,
    contact_person: sql`lower(v.contact_person)`,
    payment_terms_days: sql`v.payment_terms_days`,
    vat_registration: sql`v.vat_registration`,
    atc_code: sql`v.atc_code`,
    products: PRODUCTS,
    active: sql`v.active`,
    updated_at: sql`v.updated_at`,
  },
  filters: { category_id: (id) => CATEGORY_FLAG[id] ?? sql`false` },
  filterLabels: { category_id: (id) => sql`SELECT (ARRAY['Suppliers', 'Vendors', 'Payees'])[${id}] AS label` },
  validate,
});

const products = route(vendorProductsEp, {
  scopes: ['view_vendors'],
  summary: "A supplier's products (active first), with their unit and cost",
  handler: async ({ params, deps, ok }) => {
    if (!(await deps.db.one(sql`SELECT 1 FROM suppliers WHERE vendor_id = ${params.id}`))) return notFound('Vendor not found.');
    const rows = await deps.db.rows<VendorProductRow>(sql`
      SELECT p.product_id, p.product_code, p.product_name, p.generic_name, u.unit_name AS unit, p.cost::numeric(16,2)::text AS cost, p.active = 1 AS active
      FROM products p LEFT JOIN product_units u ON u.unit_id = p.unit_id
      WHERE p.supplier_id = ${params.id} ORDER BY p.active DESC, p.product_name, p.product_id`);
    return ok(rows);
  },
});

export const vendorMasterRoutes = [...crud, products];
