import { CONTACT_FIELDS, CONTACT_GROUPS, contactKey, customerFileUrl, WEEKDAYS, type CustomerDetail } from '../../contract/customers';
import { sql, type Db } from '../db/db';
import { currentDocuments, readSiTemplateRow, siTemplateOf } from '../customerDocuments';
import { customerMdsOf } from '../customerMds';
import { OTHER_DOC_TYPE } from '../../contract/customerDocuments';

/**
 * One customer as the view and the edit form read it: `form` holds every
 * field under the form's names (so the edit form starts from exactly what is
 * stored), `labels` what its ids name. One query for the customer and its
 * names, one each for contacts, shipping days and addresses.
 */
const FORM_SELECT = sql`
  c.customer_name, c.customer_type_id AS customer_type, c.customer_channel_id AS customer_channel, c.customer_tagging_id AS tagging,
  c.customer_regular_nonregular_id AS regular_or_nonregular, c.tagged_or_owned::int AS tagged_or_owned, c.tagged_or_owned_collections,
  c.ao_id AS "AO", c.cwt::int AS cwt, c.payor_name, c.frequency_cwt, c.sc_discount::int AS sc_discount, c.vat_type_id AS vat_type,
  c.po_based::int AS po_based, c.credit_limit::text AS credit_limit, c.min_order_required::text AS min_order_required,
  c.return_policy_id AS return_policy, c.with_agreed_charges::int AS with_agreed_charges, c.charges_collections,
  (c.charges_others_text IS NOT NULL)::int AS charges_others_checkbox, c.charges_others_text AS charges_others_text_field,
  c.tin AS tin_no, c.business_style, c.business_trade_name, c.registered_name, c.business_type_id AS business_type,
  c.owner_name, c.owner_email, c.owner_contact_no, c.sc_booking::int AS sc_booking, c.allow_water_injection::int AS allow_water_injection,
  c.kam_name, c.kass_name, c.sar, c.hsar, c.segment_manager, c.ca_flag,
  c.billing_mode_of_payment, c.payment_terms_id AS payment_terms, c.initial_stocking_terms_id AS initial_stocking_terms,
  c.billing_bldg_street_address, c.billing_province_id AS billing_province, c.billing_city_id AS billing_city,
  c.billing_barangay_id AS billing_barangay, c.billing_zip_code, c.billing_lba_code, c.billing_lba_name, c.billing_district,
  c.shipping_delivery_service_provider`;

const LABELS_SELECT = sql`json_build_object(
  'customer_type', ct.customer_type_desc, 'customer_channel', ch.channel, 'tagging', tg.tagging, 'regular_or_nonregular', rn.description,
  'AO', ao.ao_name, 'vat_type', vt.type, 'return_policy', rp.policy, 'business_type', bt.business_type,
  'kam_name', kam.hosp_user, 'kass_name', kass.hosp_user, 'sar', sar.hosp_user, 'hsar', hsar.hosp_user, 'segment_manager', sm.hosp_user,
  'billing_mode_of_payment', pm.payment_mode, 'payment_terms', pt.payment_terms, 'initial_stocking_terms', ist.payment_terms,
  'billing_province', pv.province, 'billing_city', cy.city, 'billing_barangay', bg.barangay,
  'shipping_delivery_service_provider', cr.company_name)`;

/** The joins that name a customer's ids (shared with the list). */
export const CUSTOMER_NAME_JOINS = sql`
  LEFT JOIN customer_types ct ON ct.customer_type_id = c.customer_type_id
  LEFT JOIN customer_channels ch ON ch.customer_channel_id = c.customer_channel_id
  LEFT JOIN customer_taggings tg ON tg.id = c.customer_tagging_id
  LEFT JOIN customer_regular_nonregular rn ON rn.customer_regular_nonregular_id = c.customer_regular_nonregular_id
  LEFT JOIN account_officers ao ON ao.ao_id = c.ao_id
  LEFT JOIN vat_types vt ON vt.vat_type_id = c.vat_type_id
  LEFT JOIN customer_return_policies rp ON rp.customer_return_policy_id = c.return_policy_id
  LEFT JOIN customer_business_types bt ON bt.customer_business_type_id = c.business_type_id
  LEFT JOIN sales_people kam ON kam.unique_id = c.kam_name
  LEFT JOIN sales_people kass ON kass.unique_id = c.kass_name
  LEFT JOIN sales_people sar ON sar.unique_id = c.sar
  LEFT JOIN sales_people hsar ON hsar.unique_id = c.hsar
  LEFT JOIN sales_people sm ON sm.unique_id = c.segment_manager
  LEFT JOIN payment_modes pm ON pm.payment_mode_id = c.billing_mode_of_payment
  LEFT JOIN payment_terms pt ON pt.payment_terms_id = c.payment_terms_id
  LEFT JOIN payment_terms ist ON ist.payment_terms_id = c.initial_stocking_terms_id
  LEFT JOIN ph_provinces pv ON pv.province_id = c.billing_province_id
  LEFT JOIN ph_cities cy ON cy.city_id = c.billing_city_id
  LEFT JOIN ph_barangays bg ON bg.barangay_id = c.billing_barangay_id
  LEFT JOIN couriers cr ON cr.courier_id = c.shipping_delivery_service_provider`;

/** The current file of a doc_type as { id, file_name }. */
const currentFile = (docType: string) =>
  sql`(SELECT json_build_object('id', f.id, 'file_name', f.file_name) FROM customer_files f
       WHERE f.customer_id = c.customer_id AND f.doc_type = ${docType} AND f.replaced_at IS NULL ORDER BY f.id DESC LIMIT 1)`;
const fileRef = (f: { id: number; file_name: string } | null) => (f ? { file_name: f.file_name, path: customerFileUrl(f.id) } : null);

type Head = {
  customer_id: number;
  customer_code: string;
  status: number;
  created_at: string;
  updated_at: string;
  si_attachment: { id: number; file_name: string } | null;
  po_attachment: { id: number; file_name: string } | null;
  labels: CustomerDetail['labels'];
} & Record<string, unknown>;

export async function readCustomerDetail(db: Db, code: string): Promise<CustomerDetail | null> {
  const head = await db.one<Head>(sql`
    SELECT c.customer_id, c.customer_code, c.status, c.created_at::text AS created_at, c.updated_at::text AS updated_at,
           ${currentFile('si_attachment')} AS si_attachment, ${currentFile('po_attachment')} AS po_attachment, ${FORM_SELECT}, ${LABELS_SELECT} AS labels
    FROM customers c ${CUSTOMER_NAME_JOINS}
    WHERE c.customer_code = ${code}`);
  if (!head) return null;
  const id = head.customer_id;
  const [contacts, days, addresses, documents, siTemplate, mds] = await Promise.all([
    db.rows<Record<string, string | null> & { contact_group: string }>(sql`
      SELECT contact_group, contact_person, contact_no, designation, email FROM customer_contacts WHERE customer_id = ${id}`),
    db.rows<{ weekday: string; start_hour: number | null; end_hour: number | null; scheduled: boolean }>(sql`
      SELECT weekday, start_hour, end_hour, scheduled FROM customer_shipping_days WHERE customer_id = ${id}`),
    db.rows<CustomerDetail['form']['shipping_addresses'][number]>(sql`
      SELECT a.customer_shipping_address_id, a.bldg_street, a.province_id AS province, a.city_id AS city, a.barangay_id AS barangay,
             a.zip_code, a.lba_code, a.lba_name, a.district, p.province AS province_name, y.city AS city_name, b.barangay AS barangay_name
      FROM customer_shipping_addresses a
      LEFT JOIN ph_provinces p ON p.province_id = a.province_id
      LEFT JOIN ph_cities y ON y.city_id = a.city_id
      LEFT JOIN ph_barangays b ON b.barangay_id = a.barangay_id
      WHERE a.customer_id = ${id} ORDER BY a.customer_shipping_address_id`),
    currentDocuments(db, id),
    readSiTemplateRow(db, code),
    customerMdsOf(db, id),
  ]);
  const { customer_id, customer_code, status, created_at, updated_at, si_attachment, po_attachment, labels, ...form } = head;
  const hourText = (h: number | null) => (h === null ? null : `${String(h).padStart(2, '0')}:00`);
  for (const g of CONTACT_GROUPS) for (const f of CONTACT_FIELDS) form[contactKey(g, f)] = contacts.find((c) => c.contact_group === g)?.[f] ?? null;
  for (const d of WEEKDAYS) {
    const day = days.find((x) => x.weekday === d);
    form[`shipping_${d}_start`] = hourText(day?.start_hour ?? null);
    form[`shipping_${d}_end`] = hourText(day?.end_hour ?? null);
  }
  form.shipping_delivery_schedule_day = WEEKDAYS.filter((d) => days.find((x) => x.weekday === d)?.scheduled);
  form.shipping_addresses = addresses;
  return {
    customer_id,
    customer_code,
    customer_account_code: customer_code,
    status,
    form: form as CustomerDetail['form'],
    labels,
    si_attachment: fileRef(si_attachment),
    po_attachment: fileRef(po_attachment),
    created_at,
    updated_at,
    billing: Object.fromEntries(Object.entries(form).filter(([k]) => k.startsWith('billing_')).map(([k, v]) => [k.slice('billing_'.length), v])),
    shipping: addresses,
    business_contacts: CONTACT_GROUPS.map((g) => ({ contact_group: g, ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, form[contactKey(g, f)] ?? null])) }) as BusinessContact),
    customer_documents: documents.filter((d) => d.doc_type !== OTHER_DOC_TYPE),
    customer_documents_others: documents.filter((d) => d.doc_type === OTHER_DOC_TYPE),
    si_template: siTemplateOf(siTemplate!),
    customer_mds: mds,
  };
}
type BusinessContact = NonNullable<CustomerDetail['business_contacts']>[number];
