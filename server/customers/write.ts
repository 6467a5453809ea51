import { CONTACT_FIELDS, CONTACT_GROUPS, contactKey, CUSTOMER_FIELD_LABELS, CUSTOMER_FILE_FIELDS, WEEKDAYS, type CustomerDetail, type CustomerFormOutput } from '../../contract/customers';
import { sqlArray } from '../db/arrays';
import { sql, type Db } from '../db/db';
import { changedFields, recordRevision } from '../kit';
import type { StoredUpload } from '../uploads';

/**
 * Writing a customer: the row, its contact groups, receiving days and
 * shipping addresses, and its revision, in the caller's transaction. The
 * ledgers' grouping words (customer_type, channel, segment), the credit term
 * in days and the city follow the chosen type, channel, tagging, payment
 * terms and billing city, so the reports and the master never disagree.
 */
const MODULE = 'Customers';
const hour = (t: string | null) => (t ? Number(t.slice(0, 2)) : null);
const flagBool = (f: 0 | 1) => f === 1;

/** The next code in the C-00000 series; the caller holds the series lock. */
async function nextCode(tx: Db): Promise<string> {
  await tx.run(sql`SELECT pg_advisory_xact_lock(hashtext('customer_code_series'))`);
  const row = await tx.one<{ n: number }>(sql`
    SELECT COALESCE(MAX(substring(customer_code FROM 3)::int), 0) + 1 AS n FROM customers WHERE customer_code ~ '^C-[0-9]{1,9}$'`);
  return `C-${String(row!.n).padStart(5, '0')}`;
}

/** The columns of `customers` from the form (the same list for insert and update). */
function rowValues(v: CustomerFormOutput) {
  return sql`
    customer_name = ${v.customer_name},
    customer_type_id = ${v.customer_type},
    customer_type = (SELECT ledger_type FROM customer_types WHERE customer_type_id = ${v.customer_type}),
    customer_channel_id = ${v.customer_channel},
    channel = (SELECT channel FROM customer_channels WHERE customer_channel_id = ${v.customer_channel}),
    customer_tagging_id = ${v.tagging},
    segment = (SELECT tagging FROM customer_taggings WHERE id = ${v.tagging}),
    customer_regular_nonregular_id = ${v.regular_or_nonregular},
    tagged_or_owned = ${flagBool(v.tagged_or_owned)},
    tagged_or_owned_collections = ${sqlArray(v.tagged_or_owned === 1 ? v.tagged_or_owned_collections : [], 'text')},
    ao_id = ${v.AO},
    cwt = ${flagBool(v.cwt)},
    payor_name = ${v.cwt === 1 ? v.payor_name : null},
    frequency_cwt = ${v.cwt === 1 ? v.frequency_cwt : null},
    sc_discount = ${flagBool(v.sc_discount)},
    vat_type_id = ${v.vat_type},
    po_based = ${flagBool(v.po_based)},
    credit_limit = ${v.credit_limit}::numeric,
    min_order_required = ${v.min_order_required ?? '0'}::numeric,
    return_policy_id = ${v.return_policy},
    with_agreed_charges = ${flagBool(v.with_agreed_charges)},
    charges_collections = ${sqlArray(v.with_agreed_charges === 1 ? v.charges_collections : [], 'text')},
    charges_others_text = ${v.with_agreed_charges === 1 && v.charges_others_checkbox === 1 ? v.charges_others_text_field : null},
    tin = ${v.tin_no},
    business_style = ${v.business_style},
    business_trade_name = ${v.business_trade_name},
    registered_name = ${v.registered_name},
    business_type_id = ${v.business_type},
    owner_name = ${v.owner_name},
    owner_email = ${v.owner_email},
    owner_contact_no = ${v.owner_contact_no},
    sc_booking = ${flagBool(v.sc_booking)},
    allow_water_injection = ${flagBool(v.allow_water_injection)},
    kam_name = ${v.kam_name}, kass_name = ${v.kass_name}, sar = ${v.sar}, hsar = ${v.hsar}, segment_manager = ${v.segment_manager},
    ca_flag = ${sqlArray(v.ca_flag, 'text')},
    billing_mode_of_payment = ${v.billing_mode_of_payment},
    payment_terms_id = ${v.payment_terms},
    credit_term_days = (SELECT days FROM payment_terms WHERE payment_terms_id = ${v.payment_terms}),
    initial_stocking_terms_id = ${v.initial_stocking_terms},
    billing_bldg_street_address = ${v.billing_bldg_street_address},
    billing_province_id = ${v.billing_province},
    billing_city_id = ${v.billing_city},
    city = (SELECT city FROM ph_cities WHERE city_id = ${v.billing_city}),
    billing_barangay_id = ${v.billing_barangay},
    billing_zip_code = ${v.billing_zip_code},
    billing_lba_code = ${v.billing_lba_code},
    billing_lba_name = ${v.billing_lba_name},
    billing_district = ${v.billing_district},
    shipping_delivery_service_provider = ${v.shipping_delivery_service_provider ?? null}`;
}

async function writeChildren(tx: Db, customerId: number, v: CustomerFormOutput): Promise<void> {
  await tx.run(sql`DELETE FROM customer_contacts WHERE customer_id = ${customerId}`);
  for (const g of CONTACT_GROUPS) {
    const c = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, v[contactKey(g, f)] ?? null]));
    if (CONTACT_FIELDS.every((f) => c[f] === null)) continue;
    await tx.run(sql`
      INSERT INTO customer_contacts (customer_id, contact_group, contact_person, contact_no, designation, email)
      VALUES (${customerId}, ${g}, ${c.contact_person}, ${c.contact_no}, ${c.designation}, ${c.email})`);
  }
  await tx.run(sql`DELETE FROM customer_shipping_days WHERE customer_id = ${customerId}`);
  for (const d of WEEKDAYS) {
    const start = hour(v[`shipping_${d}_start`]);
    const end = hour(v[`shipping_${d}_end`]);
    const scheduled = v.shipping_delivery_schedule_day.includes(d);
    if (start === null && end === null && !scheduled) continue;
    await tx.run(sql`INSERT INTO customer_shipping_days VALUES (${customerId}, ${d}, ${start}, ${end}, ${scheduled})`);
  }
  // Addresses keep their ids: the ones sent back are updated, the others removed, new ones added.
  const kept = v.shipping_addresses.map((a) => a.customer_shipping_address_id).filter((x): x is number => typeof x === 'number');
  await tx.run(sql`DELETE FROM customer_shipping_addresses WHERE customer_id = ${customerId} AND NOT (customer_shipping_address_id = ANY(${sqlArray(kept, 'int')}))`);
  for (const a of v.shipping_addresses) {
    const values = sql`${a.bldg_street}, ${a.province}, ${a.city}, ${a.barangay}, ${a.zip_code}, ${a.lba_code}, ${a.lba_name}, ${a.district}`;
    const updated = a.customer_shipping_address_id
      ? await tx.one(sql`
          UPDATE customer_shipping_addresses SET (bldg_street, province_id, city_id, barangay_id, zip_code, lba_code, lba_name, district) = (${values})
          WHERE customer_shipping_address_id = ${a.customer_shipping_address_id} AND customer_id = ${customerId} RETURNING 1 AS x`)
      : null;
    if (!updated)
      await tx.run(sql`
        INSERT INTO customer_shipping_addresses (customer_id, bldg_street, province_id, city_id, barangay_id, zip_code, lba_code, lba_name, district)
        VALUES (${customerId}, ${values})`);
  }
}

/** The form's values in a comparable shape (lists as text), for the revision's changed fields. */
function comparable(form: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, val] of Object.entries(form)) {
    if (k === 'shipping_addresses') out[k] = (val as { bldg_street: string; zip_code: string }[]).map((a) => `${a.bldg_street} ${a.zip_code}`).join('; ');
    else out[k] = Array.isArray(val) ? val.join(', ') : val;
  }
  return out;
}

export interface SaveContext {
  userId: number;
  at: string;
  /** The form's attachments that came with the request (already on disk). */
  files: readonly StoredUpload[];
}

/** Each file becomes the customer's current one of its field, the one before it is kept as replaced. */
async function attachFiles(tx: Db, customerId: number, ctx: SaveContext): Promise<void> {
  for (const f of ctx.files) {
    await tx.run(sql`UPDATE customer_files SET replaced_at = ${ctx.at}::timestamptz WHERE customer_id = ${customerId} AND doc_type = ${f.field} AND replaced_at IS NULL`);
    await tx.run(sql`
      INSERT INTO customer_files (customer_id, doc_type, file_name, stored_path, content_type, size_bytes, uploaded_by, created_at)
      VALUES (${customerId}, ${f.field}, ${f.fileName}, ${f.storedName}, ${f.contentType}, ${f.sizeBytes}, ${ctx.userId}, ${ctx.at}::timestamptz)`);
  }
}

/** Creates a customer; resolves to its code. */
export async function insertCustomer(tx: Db, v: CustomerFormOutput, ctx: SaveContext): Promise<string> {
  const code = await nextCode(tx);
  const row = await tx.one<{ customer_id: number }>(sql`
    INSERT INTO customers (customer_code, customer_name, customer_type, channel, segment, customer_regular_nonregular_id, credit_term_days, credit_limit, created_at, updated_at)
    VALUES (${code}, '', '', '', '', 1, 0, 0, ${ctx.at}::timestamptz, ${ctx.at}::timestamptz)
    RETURNING customer_id`);
  const id = row!.customer_id;
  await tx.run(sql`UPDATE customers SET ${rowValues(v)} WHERE customer_id = ${id}`);
  await writeChildren(tx, id, v);
  await attachFiles(tx, id, ctx);
  const after = comparable(v as Record<string, unknown>);
  await recordRevision(tx, {
    entity: 'customers',
    entityId: id,
    action: 'created',
    userId: ctx.userId,
    at: ctx.at,
    module: MODULE,
    reference: code,
    changes: changedFields(null, after, Object.keys(CUSTOMER_FIELD_LABELS).filter((k) => after[k] !== null && after[k] !== undefined && after[k] !== ''), CUSTOMER_FIELD_LABELS),
  });
  return code;
}

/** Updates a customer from its form; `before` is what was stored (read in the same transaction, row locked). */
export async function updateCustomer(tx: Db, before: CustomerDetail, v: CustomerFormOutput, ctx: SaveContext): Promise<void> {
  await tx.run(sql`UPDATE customers SET ${rowValues(v)}, updated_at = ${ctx.at}::timestamptz WHERE customer_id = ${before.customer_id}`);
  await writeChildren(tx, before.customer_id, v);
  await attachFiles(tx, before.customer_id, ctx);
  const changes = changedFields(comparable(before.form as Record<string, unknown>), comparable(v as Record<string, unknown>), Object.keys(CUSTOMER_FIELD_LABELS), CUSTOMER_FIELD_LABELS);
  for (const f of ctx.files) {
    const field = f.field as keyof typeof CUSTOMER_FILE_FIELDS;
    changes.push({ field, label: CUSTOMER_FILE_FIELDS[field], old: before[field]?.file_name ?? null, new: f.fileName });
  }
  await recordRevision(tx, { entity: 'customers', entityId: before.customer_id, action: 'updated', userId: ctx.userId, at: ctx.at, module: MODULE, reference: before.customer_code, changes });
}

/** Activates or deactivates; false when it already was. */
export async function setCustomerStatus(tx: Db, before: CustomerDetail, active: boolean, ctx: Omit<SaveContext, 'files'>): Promise<boolean> {
  const status = active ? 1 : 0;
  if ((before.status === 1) === active) return false;
  await tx.run(sql`UPDATE customers SET status = ${status}, updated_at = ${ctx.at}::timestamptz WHERE customer_id = ${before.customer_id}`);
  await recordRevision(tx, {
    entity: 'customers',
    entityId: before.customer_id,
    action: active ? 'activated' : 'deactivated',
    userId: ctx.userId,
    at: ctx.at,
    module: MODULE,
    reference: before.customer_code,
    changes: [{ field: 'status', label: 'Status', old: before.status, new: status, old_text: before.status === 1 ? 'Active' : 'Inactive', new_text: active ? 'Active' : 'Inactive' }],
  });
  return true;
}
