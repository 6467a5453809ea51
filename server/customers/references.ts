import type { CustomerFormOutput } from '../../contract/customers';
import { sql, type Db, type SQL } from '../db/db';

/**
 * Every id the customer form sends must name a row that exists (and a city
 * must lie in its province, a barangay in its city), else the field gets
 * "... is not valid." instead of a foreign-key 500. One query answers all.
 */
type Check = { field: string; label: string; exists: SQL };

const exists = (from: SQL) => sql`EXISTS (SELECT 1 FROM ${from})`;

function placeChecks(prefix: string, label: string, p: { province: number; city: number; barangay: number }): Check[] {
  return [
    { field: `${prefix}province`, label: `${label}province`, exists: exists(sql`ph_provinces WHERE province_id = ${p.province}`) },
    { field: `${prefix}city`, label: `${label}city`, exists: exists(sql`ph_cities WHERE city_id = ${p.city} AND province_id = ${p.province}`) },
    { field: `${prefix}barangay`, label: `${label}barangay`, exists: exists(sql`ph_barangays WHERE barangay_id = ${p.barangay} AND city_id = ${p.city}`) },
  ];
}

function checksOf(v: CustomerFormOutput): Check[] {
  const person = (field: keyof CustomerFormOutput, label: string): Check[] =>
    v[field] ? [{ field, label, exists: exists(sql`sales_people WHERE unique_id = ${v[field] as string}`) }] : [];
  return [
    { field: 'customer_type', label: 'Customer type', exists: exists(sql`customer_types WHERE customer_type_id = ${v.customer_type}`) },
    { field: 'customer_channel', label: 'Channel', exists: exists(sql`customer_channels WHERE customer_channel_id = ${v.customer_channel}`) },
    { field: 'tagging', label: 'Tagging', exists: exists(sql`customer_taggings WHERE id = ${v.tagging}`) },
    { field: 'regular_or_nonregular', label: '(Non)/Regular customer', exists: exists(sql`customer_regular_nonregular WHERE customer_regular_nonregular_id = ${v.regular_or_nonregular}`) },
    { field: 'AO', label: 'AO', exists: exists(sql`account_officers WHERE ao_id = ${v.AO} AND active`) },
    { field: 'vat_type', label: 'VAT type', exists: exists(sql`vat_types WHERE vat_type_id = ${v.vat_type}`) },
    { field: 'return_policy', label: 'Return policy', exists: exists(sql`customer_return_policies WHERE customer_return_policy_id = ${v.return_policy}`) },
    { field: 'business_type', label: 'Business type', exists: exists(sql`customer_business_types WHERE customer_business_type_id = ${v.business_type}`) },
    { field: 'billing_mode_of_payment', label: 'Mode of payment', exists: exists(sql`payment_modes WHERE payment_mode_id = ${v.billing_mode_of_payment}`) },
    { field: 'payment_terms', label: 'Payment terms', exists: exists(sql`payment_terms WHERE payment_terms_id = ${v.payment_terms}`) },
    { field: 'initial_stocking_terms', label: 'Initial stocking', exists: exists(sql`payment_terms WHERE payment_terms_id = ${v.initial_stocking_terms}`) },
    ...(v.shipping_delivery_service_provider
      ? [{ field: 'shipping_delivery_service_provider', label: 'Delivery service provider', exists: exists(sql`couriers WHERE courier_id = ${v.shipping_delivery_service_provider}`) }]
      : []),
    ...person('kam_name', 'KAM'),
    ...person('kass_name', 'KASS'),
    ...person('sar', 'SAR'),
    ...person('hsar', 'Hospital SAR'),
    ...person('segment_manager', 'Segment Manager'),
    ...placeChecks('billing_', 'Billing ', { province: v.billing_province, city: v.billing_city, barangay: v.billing_barangay }),
    ...v.shipping_addresses.flatMap((a, i) => placeChecks(`shipping_addresses.${i}.`, `Shipping address ${i + 1} `, a)),
  ];
}

/** The field messages of the ids that name nothing (empty when all are fine). */
export async function invalidReferences(db: Db, v: CustomerFormOutput): Promise<Record<string, string[]>> {
  const checks = checksOf(v);
  const row = await db.one<Record<string, boolean>>(sql`SELECT ${sql.join(checks.map((c, i) => sql`${c.exists} AS ${sql.identifier(`c${i}`)}`), sql`, `)}`);
  const out: Record<string, string[]> = {};
  checks.forEach((c, i) => {
    if (!row?.[`c${i}`]) out[c.field] = [`${c.label.charAt(0).toUpperCase()}${c.label.slice(1).toLowerCase()} is not valid.`];
  });
  return out;
}
