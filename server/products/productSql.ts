import { PRODUCT_STATUS } from '../../contract/productApprovalQueue';
import { priceDerivations, productFields, type ProductFields } from '../../contract/products';
import { sql, type SQL } from '../db/db';

/**
 * SQL pieces shared by the product routes. Column names only ever come from
 * the constant lists below (never from a request), so `sql.identifier` over
 * them is safe.
 */

/** Columns a product form edits, in form order (the keys of the contract's schema). */
export const FORM_COLUMNS = Object.keys(productFields.shape) as (keyof ProductFields)[];
/** Amounts the server derives with the shared VAT rule; stored, never taken from a request. */
export const DERIVED_COLUMNS = ['cost_vat', 'cost_unit', 'cost_unit_vat', 'selling_price_vat', 'selling_price_unit', 'selling_price_unit_vat'] as const;
/**
 * What an approved change may write. product_code identifies the product
 * (links, documents, the sub-ledgers), so a change never renames it.
 */
export const CHANGEABLE_COLUMNS = FORM_COLUMNS.filter((c) => c !== 'product_code');

export type StoredPayload = ProductFields & Record<(typeof DERIVED_COLUMNS)[number], string>;

/** The proposed values as stored in a submission: the form's fields plus the derived amounts. */
export function toPayload(fields: ProductFields): StoredPayload {
  const picked = Object.fromEntries(FORM_COLUMNS.map((c) => [c, fields[c]])) as ProductFields;
  return { ...picked, ...priceDerivations(fields) };
}

export { likePattern as like } from '../kit/like';

/** ISO 8601 UTC text of a timestamptz column, the same from PGlite and PostgreSQL. */
export const isoText = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

// Alias `usr`: callers use `u` for their own tables.
export const userName = (idCol: SQL) => sql`(SELECT usr.first_name || ' ' || usr.last_name FROM users usr WHERE usr.id = ${idCol})`;

/** "V-0001 - United Laboratories" for a supplier id expression. */
export const supplierLabel = (idCol: SQL) => sql`(SELECT v.vendor_code || ' - ' || v.company_name FROM suppliers v WHERE v.vendor_id = ${idCol})`;

/** Available stock of a product: the running total of its movements the books' trigger keeps (migration 151). */
export const availableStock = (productId: SQL) =>
  sql`COALESCE((SELECT t.quantity FROM product_stock_totals t WHERE t.product_id = ${productId}), 0)::int`;

/** Numbers of the changes waiting for a product (For Approval), oldest first ([] when none). */
export const pendingApprovals = (productId: SQL) =>
  sql`(SELECT COALESCE(jsonb_agg(pu.product_update_no ORDER BY pu.id), '[]'::jsonb) FROM product_updates pu
       WHERE pu.product_id = ${productId} AND pu.status = ${PRODUCT_STATUS.forApproval})`;

/** Display text of a column value in the change table: names for lookups, Yes/No for the exemption. */
export function displayOf(column: string, rec: string): SQL {
  const col = sql.raw(`${rec}.${column}`);
  switch (column) {
    case 'supplier_id':
      return supplierLabel(col);
    case 'product_segment_id':
      return sql`(SELECT name FROM product_segments WHERE id = ${col})`;
    case 'product_sub_segment_id':
      return sql`(SELECT name FROM product_sub_segments WHERE id = ${col})`;
    case 'product_group_id':
      return sql`(SELECT name FROM product_groups WHERE id = ${col})`;
    case 'product_sub_group_id':
      return sql`(SELECT name FROM product_sub_groups WHERE id = ${col})`;
    case 'packaging':
      return sql`(SELECT name FROM product_packaging WHERE id = ${col})`;
    case 'unit_id':
      return sql`(SELECT unit_name FROM product_units WHERE unit_id = ${col})`;
    case 'vat_exemption':
      return sql`CASE WHEN ${col} = 1 THEN 'Yes' ELSE 'No' END`;
    case 'payment_terms':
      return sql`(SELECT string_agg((e->>'percent_amount') || '% after ' || (e->>'days_remaining') || ' days', '; ') FROM jsonb_array_elements(${col}) e)`;
    default:
      return sql`${col}::text`;
  }
}

/** The product columns a form reads, amounts as text, dates as YYYY-MM-DD. */
export const PRODUCT_RECORD = sql`
  p.product_id, p.product_code, p.product_code_old, p.product_name, p.generic_name, p.generic_name AS brand_name, p.manufacturer,
  p.supplier_id, v.vendor_code, v.company_name AS supplier_name,
  p.product_segment_id, p.product_sub_segment_id, p.product_group_id, p.product_sub_group_id, p.inventory_id,
  p.packaging, p.specify_others, p.packaging_description, p.unit_id, p.qty_per_pack, p.stock_level, p.shelf_life, p.quantity,
  p.safety_stock_level, p.forecast, p.supplier_lead_time, p.active::int AS active, p.vat_exemption::int AS vat_exemption,
  p.cost::text AS cost, p.cost_vat::text AS cost_vat, p.cost_unit::text AS cost_unit, p.cost_unit_vat::text AS cost_unit_vat,
  p.selling_price::text AS selling_price, p.selling_price_vat::text AS selling_price_vat,
  p.selling_price_unit::text AS selling_price_unit, p.selling_price_unit_vat::text AS selling_price_unit_vat,
  p.cpr_no, p.cpr_expiry::text AS cpr_expiry, p.min_temperature::text AS min_temperature, p.max_temperature::text AS max_temperature,
  p.temperature::text AS temperature, p.humidity::text AS humidity, p.storage_requirement,
  p.small_size::text AS small_size, p.big_size::text AS big_size, p.weight_net::text AS weight_net, p.weight_gross::text AS weight_gross,
  p.percent_down_payment::text AS percent_down_payment, p.percent_intransit::text AS percent_intransit,
  p.percent_upon_delivery::text AS percent_upon_delivery, p.payment_terms`;
