import { z } from 'zod';
import { CA_FLAGS } from './creditAssessment';
import { CUSTOMER_LIST_FAILED } from './customerList';
import type { CustomerDocument, SiTemplate } from './customerDocuments';
import type { AttachedMd } from './customerMds';
import { DEFAULT_INITIAL_STOCKING_TERM } from './customerLists';
import { text } from './envelope';
import { endpoint } from './kit';
import { blank, flag, optId, optMoney, optText, requiredMoney } from './kit/formFields';

/**
 * The customer master (spec 002 §2.2, §2.4, §3.1-§3.4, §4, §5, §7.1). ONE
 * form schema, flat with the spec's field names, validates the Create New
 * Customers modal and the customer view's edit form in the browser and the
 * bodies of POST /customer/create (multipart: the sales-invoice and PO
 * attachments travel with it) and POST /customer/update/{code} on the
 * server. The mode adds the edit-only requirements of §5.
 */

// ---- Constants of the form (§3, §9) -------------------------------------------------

/** Type 4 (physician) has a secretary instead of accounting, purchasing and pharmacy contacts; business style optional; PRC ID required. */
export const PHYSICIAN_TYPE = 4;
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

export const CONTACT_GROUPS = ['accounting', 'purchasing', 'pharmacy', 'secretary', 'authorized_purchase_person', 'authorized_receive_person'] as const;
export type ContactGroup = (typeof CONTACT_GROUPS)[number];
export const CONTACT_GROUP_LABELS: Record<ContactGroup, string> = {
  accounting: 'Account',
  purchasing: 'Purchasing',
  pharmacy: 'Pharmacy',
  secretary: 'Secretary',
  authorized_purchase_person: 'Authorized Person To Purchase',
  authorized_receive_person: 'Authorized Person To Received',
};
export const CONTACT_FIELDS = ['contact_person', 'contact_no', 'designation', 'email'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = { contact_person: 'Contact Person', contact_no: 'Contact Number', designation: 'Designation', email: 'Email' };
/** The form field of a group's contact field: accounting_contact_person. */
export const contactKey = (g: ContactGroup, f: ContactField) => `${g}_${f}` as const;
/** The authorized-person groups copy from (§2.2 Same with Purchase Info? / Same with Account Info?). */
export const CONTACT_COPY_SOURCE = { authorized_purchase_person: 'purchasing', authorized_receive_person: 'accounting' } as const;

export const CWT_FREQUENCIES = ['not_applicable', 'within_collection', 'monthly', 'quarterly', 'annually'] as const;
export const CWT_FREQUENCY_LABELS: Record<(typeof CWT_FREQUENCIES)[number], string> = {
  not_applicable: 'Not Applicable',
  within_collection: 'Within Collection',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  annually: 'Annually',
};
/** §9 fixed charge options (Others is its own checkbox with a text). */
export const CHARGE_OPTIONS = ['Senior Citizen Discount', 'Distribution Allowance', 'Store Opening Support', 'Scanned Data Fee'] as const;
export const TAGGED_OWNED_OPTIONS = ['Collection c/o Account', 'Collection c/o Associate MD'] as const;
/** Receiving hours are whole hours from 01:00 to 24:00 (§5). */
export const HOURS = Array.from({ length: 24 }, (_, i) => `${String(i + 1).padStart(2, '0')}:00`);

export const CUSTOMER_MESSAGES = {
  created: 'Customer has been created.',
  updated: 'Your work has been saved',
  activated: 'Customer has been activated.',
  deactivated: 'Customer has been deactivated.',
  notFound: 'Customer not found.',
  startAfterEnd: 'Start time must be greater than end time',
  endWithoutStart: 'Set the start time first.',
  listFailed: CUSTOMER_LIST_FAILED,
  nameTaken: 'A customer with this account name and TIN already exists.',
} as const;

// ---- Field helpers ----------------------------------------------------------------

const required = (label: string, max = 200) =>
  z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), text({ error: `${label} is required.` }).min(1, `${label} is required.`).max(max, `${label} must be at most ${max} characters.`));
const requiredId = (label: string) =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v), z.number({ error: `${label} is required.` }).int(`${label} is required.`).min(1, `${label} is required.`).max(32767, `${label} is not valid.`));
/** Place ids are PSGC codes (up to 9 digits). */
const placeId = (label: string) =>
  z.preprocess((v) => (blank(v) ? undefined : typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v), z.number({ error: `${label} is required.` }).int(`${label} is required.`).min(1, `${label} is required.`).max(999_999_999, `${label} is not valid.`));
const optEmail = (label: string) => optText(label, 200).refine((v) => v === null || z.email().safeParse(v).success, `${label} must be a valid email address.`);
/** Phone numbers as people write them: digits, spaces, +, -, parentheses; 7 to 20 characters. */
const optPhone = (label: string) => optText(label, 20).refine((v) => v === null || /^[0-9+()\- ]{7,20}$/.test(v), `${label} must be a phone number (digits, spaces, +, - and parentheses).`);
/**
 * A delivery time from 01:00 to 24:00 (002 §5: "Times are limited to 01:00 to 24:00"): any minute, as HH:MM (seconds
 * dropped). The screen offers whole hours (HOURS), a choice of its own; the call takes what the spec allows.
 */
const hour = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d{2}:\d{2}:\d{2}$/.test(v.trim()) ? v.trim().slice(0, 5) : v),
    optText(label, 5).refine((v) => v === null || (/^\d{2}:[0-5]\d$/.test(v) && v >= '01:00' && v <= '24:00'), `${label} must be a time from 01:00 to 24:00.`),
  );
/** A list sent as repeated bracket fields (multipart) or a JSON array; nothing sent is []. */
const listOf = <T extends z.ZodType>(item: T) => z.preprocess((v) => (blank(v) ? [] : v), z.array(item));
const choice = <const T extends readonly [string, ...string[]]>(label: string, values: T) => z.enum(values, { error: `${label} must be one of: ${values.join(', ')}.` });

/** BIR TIN: 000-000-000-000 (nine digits and a 3- or 5-digit branch code). */
export const TIN_PATTERN = /^\d{3}-\d{3}-\d{3}-\d{3}(\d{2})?$/;

const contactShape = Object.fromEntries(
  CONTACT_GROUPS.flatMap((g) =>
    CONTACT_FIELDS.map((f) => {
      const label = `${CONTACT_GROUP_LABELS[g]} ${CONTACT_FIELD_LABELS[f]}`;
      return [contactKey(g, f), f === 'email' ? optEmail(label) : f === 'contact_no' ? optPhone(label) : optText(label, 120)];
    }),
  ),
) as Record<`${ContactGroup}_${ContactField}`, ReturnType<typeof optText>>;

const hoursShape = Object.fromEntries(
  WEEKDAYS.flatMap((d) => [
    [`shipping_${d}_start`, hour(`${WEEKDAY_LABELS[d]} start`)],
    [`shipping_${d}_end`, hour(`${WEEKDAY_LABELS[d]} end`)],
  ]),
) as Record<`shipping_${Weekday}_${'start' | 'end'}`, ReturnType<typeof hour>>;

export const shippingAddressInput = z
  .object({
    customer_shipping_address_id: optId('Shipping address'),
    bldg_street: required('Shipping bldg./street address', 255),
    province: placeId('Shipping province'),
    city: placeId('Shipping city'),
    barangay: placeId('Shipping barangay'),
    zip_code: required('Shipping zip code', 4).refine((v) => /^\d{4}$/.test(v), 'Shipping zip code must be 4 digits.'),
    lba_code: required('Shipping LBA code', 40),
    lba_name: required('Shipping LBA name', 120),
    district: required('Shipping district', 120),
    // What the read adds for display (ShippingAddressDetail): the form sent back whole carries them; read and dropped.
    province_name: z.unknown().optional(),
    city_name: z.unknown().optional(),
    barangay_name: z.unknown().optional(),
  })
  .strict()
  .transform(({ province_name: _p, city_name: _c, barangay_name: _b, ...address }) => address);
export type ShippingAddressInput = z.input<typeof shippingAddressInput>;

const fields = z
  .object({
    // Customer Account Information
    customer_name: required('Customer account name'),
    customer_type: requiredId('Customer type'),
    customer_channel: requiredId('Channel'),
    tagging: requiredId('Tagging'),
    regular_or_nonregular: requiredId('(Non)/Regular customer'),
    tagged_or_owned: flag('Tagged/Owned', 0),
    tagged_or_owned_collections: listOf(choice('Tagged/Owned collection', TAGGED_OWNED_OPTIONS)),
    AO: requiredId('AO'),
    cwt: flag('CWT', 0),
    payor_name: optText("Payor's name", 200),
    frequency_cwt: z.preprocess((v) => (blank(v) ? null : v), choice('CWT retrieval', CWT_FREQUENCIES).nullable()),
    sc_discount: flag('Senior Citizen Discount', 0),
    vat_type: requiredId('VAT type'),
    po_based: flag('PO-Based', 0),
    credit_limit: requiredMoney('Credit limit'),
    /** Required on edit (002 §5), optional on create (0 when left blank). */
    min_order_required: optMoney('Minimum order required'),
    return_policy: requiredId('Return policy'),
    with_agreed_charges: flag('With Agreed Charges', 0),
    charges_collections: listOf(choice('Agreed charge', CHARGE_OPTIONS)),
    charges_others_checkbox: flag('Others', 0),
    charges_others_text_field: optText('Other charges', 200),
    // Business Information
    tin_no: required('TIN number', 17).refine((v) => TIN_PATTERN.test(v), 'TIN number must be in the form 000-000-000-000.'),
    business_style: optText('Business style', 200),
    business_trade_name: optText('Business/trade name', 200),
    registered_name: optText('Registered name', 200),
    business_type: requiredId('Business type'),
    owner_name: required("Owner's name", 200),
    owner_email: required("Owner's email", 200).refine((v) => z.email().safeParse(v).success, "Owner's email must be a valid email address."),
    owner_contact_no: required("Owner's contact number", 20).refine((v) => /^[0-9+()\- ]{7,20}$/.test(v), "Owner's contact number must be a phone number (digits, spaces, +, - and parentheses)."),
    // Booking Configuration
    sc_booking: flag('Allow FG/SC Booking', 0),
    allow_water_injection: flag('Allow Water for Injection', 0),
    // MD & Sales (edit)
    kam_name: optText('KAM', 40),
    kass_name: optText('KASS', 40),
    sar: optText('SAR', 40),
    hsar: optText('Hospital SAR', 40),
    segment_manager: optText('Segment Manager', 40),
    ca_flag: listOf(choice('Credit flag', CA_FLAGS)).refine((f) => f.filter((x) => x !== 'po_based').length <= 1, 'Red, Green and Follow Assessment exclude each other.'),
    // Contacts
    ...contactShape,
    // Billing
    billing_mode_of_payment: requiredId('Mode of payment'),
    payment_terms: requiredId('Payment terms'),
    // §9: a customer without one starts on term 6.
    initial_stocking_terms: z.preprocess((v) => (blank(v) ? DEFAULT_INITIAL_STOCKING_TERM : v), requiredId('Initial stocking')),
    billing_bldg_street_address: required('Billing bldg./street address', 255),
    billing_province: placeId('Province'),
    billing_city: placeId('City'),
    billing_barangay: placeId('Barangay'),
    billing_zip_code: required('Zip code', 4).refine((v) => /^\d{4}$/.test(v), 'Zip code must be 4 digits.'),
    billing_lba_code: required('LBA code', 40),
    billing_lba_name: required('LBA name', 120),
    billing_district: required('District', 120),
    // Shipping
    shipping_delivery_service_provider: optId('Delivery service provider'),
    ...hoursShape,
    shipping_delivery_schedule_day: listOf(choice('Delivery day', WEEKDAYS)),
    shipping_addresses: listOf(shippingAddressInput),
    /** Hidden, fixed at 2 on create (§9); taken and ignored. */
    is_submit: z.unknown().optional(),
  })
  .strict();

export type CustomerFormMode = 'create' | 'edit';

/** The rules of §4/§5 that depend on other fields, each message on its field. */
function crossFieldRules(mode: CustomerFormMode) {
  return (v: z.output<typeof fields>, ctx: z.RefinementCtx) => {
    const need = (key: string, label: string) => {
      const value = (v as Record<string, unknown>)[key];
      if (value === null || value === undefined || value === '') ctx.addIssue({ code: 'custom', path: [key], message: `${label} is required.` });
    };
    const physician = v.customer_type === PHYSICIAN_TYPE;
    if (v.cwt === 1) {
      need('payor_name', "Payor's name");
      if (!v.frequency_cwt) need('frequency_cwt', 'CWT retrieval');
      else if (v.frequency_cwt === 'not_applicable') ctx.addIssue({ code: 'custom', path: ['frequency_cwt'], message: 'CWT retrieval cannot be Not Applicable when CWT is on.' });
    }
    if (v.tagged_or_owned === 1 && v.tagged_or_owned_collections.length === 0)
      ctx.addIssue({ code: 'custom', path: ['tagged_or_owned_collections'], message: 'Choose Collection c/o Account, Collection c/o Associate MD or both.' });
    if (v.with_agreed_charges === 1 && v.charges_collections.length === 0 && v.charges_others_checkbox !== 1)
      ctx.addIssue({ code: 'custom', path: ['charges_collections'], message: 'Choose at least one agreed charge.' });
    if (v.charges_others_checkbox === 1) need('charges_others_text_field', 'Other charges');
    if (!physician) need('business_style', 'Business style');
    const groups: ContactGroup[] = physician ? [] : ['accounting', 'purchasing', 'authorized_purchase_person', 'authorized_receive_person', ...(mode === 'edit' ? (['pharmacy'] as const) : [])];
    for (const g of groups) for (const f of CONTACT_FIELDS) need(contactKey(g, f), `${CONTACT_GROUP_LABELS[g]} ${CONTACT_FIELD_LABELS[f]}`);
    if (physician) for (const f of ['contact_no', 'designation', 'email'] as const) need(contactKey('secretary', f), `Secretary ${CONTACT_FIELD_LABELS[f]}`);
    for (const d of WEEKDAYS) {
      const start = v[`shipping_${d}_start`];
      const end = v[`shipping_${d}_end`];
      if (end && !start) ctx.addIssue({ code: 'custom', path: [`shipping_${d}_start`], message: CUSTOMER_MESSAGES.endWithoutStart });
      // The spec's wording, inverted relative to the check (§5).
      if (start && end && start > end) ctx.addIssue({ code: 'custom', path: [`shipping_${d}_start`], message: CUSTOMER_MESSAGES.startAfterEnd });
    }
    if (mode === 'edit') {
      need('business_trade_name', 'Business/trade name');
      need('registered_name', 'Registered name');
      need('min_order_required', 'Minimum order required');
      for (const [k, l] of [['kam_name', 'KAM'], ['sar', 'SAR'], ['segment_manager', 'Segment Manager'], ['kass_name', 'KASS'], ['hsar', 'Hospital SAR']] as const) need(k, l);
    }
  };
}

/** The form's schema in a mode (create: the modal; edit: the customer view). */
export const customerInput = (mode: CustomerFormMode) => fields.superRefine(crossFieldRules(mode));
export const customerCreateInput = customerInput('create');
/**
 * The update takes the spec's "full form plus customer_documents" (002 §7.1): as files (multipart field
 * CUSTOMER_DOCUMENTS_FIELD) they are kept as the customer's other documents; as a JSON list (what the read answered)
 * they are read and ignored, the documents being kept by their own calls.
 */
export const customerUpdateInput = fields.extend({ customer_documents: z.array(z.unknown()).max(100).optional() }).superRefine(crossFieldRules('edit'));
export const CUSTOMER_DOCUMENTS_FIELD = 'customer_documents';
export const CUSTOMER_DOCUMENTS_DESCRIPTION = 'Sent with the customer form';
export type CustomerFormValues = z.input<typeof fields>;
export type CustomerFormOutput = z.output<typeof fields>;

/** The multipart file fields of the create and update calls (§3.1). */
export const CUSTOMER_FILE_FIELDS = { si_attachment: 'Sales invoice attachment', po_attachment: 'PO attachment' } as const;

// ---- What the server answers --------------------------------------------------------

export interface StoredFileRef {
  file_name: string;
  /** The API path the file is fetched from (with the bearer token). */
  path: string;
}

export interface ShippingAddressDetail extends Omit<z.output<typeof shippingAddressInput>, 'customer_shipping_address_id'> {
  customer_shipping_address_id: number;
  province_name: string | null;
  city_name: string | null;
  barangay_name: string | null;
}

/** A customer as the view and the edit form read it (GET /customer/{customer_code}). */
export interface CustomerDetail {
  customer_id: number;
  customer_code: string;
  /** The read-only display field of the code (§3.1). */
  customer_account_code: string;
  status: number;
  /** Every field of the form, as the form holds it (ids, "1"/"0" flags as numbers, amounts as text). */
  form: Omit<CustomerFormOutput, 'shipping_addresses'> & { shipping_addresses: ShippingAddressDetail[] };
  /** What the ids of `form` name, for the read-only view: customer_type -> "Hospital". */
  labels: Partial<Record<keyof CustomerFormOutput, string | null>>;
  si_attachment: StoredFileRef | null;
  po_attachment: StoredFileRef | null;
  created_at: string;
  updated_at: string;
  /*
   * The spec's nesting of the read (002 §7.1: "returns billing, shipping, business_contacts, customer_documents,
   * customer_documents_others, si_attachment, po_attachment, si_template, customer_mds"), answered beside `form`,
   * which is what the screens read. Optional in the type only: tests' fixtures of the screens leave them out.
   */
  /** The billing address and terms (the form's billing_* fields without the prefix). */
  billing?: Record<string, unknown>;
  /** The shipping addresses. */
  shipping?: ShippingAddressDetail[];
  /** One row per contact group (accounting, purchasing, authorized purchase and receive persons). */
  business_contacts?: { contact_group: string; contact_person: string | null; contact_no: string | null; designation: string | null; email: string | null }[];
  customer_documents?: CustomerDocument[];
  customer_documents_others?: CustomerDocument[];
  si_template?: SiTemplate;
  customer_mds?: AttachedMd[];
}

// ---- The calls (§7.1) ---------------------------------------------------------------

const TAG = 'customers';
const codeParams = z.object({ customer_code: text().trim().min(1, 'Customer code is required.').max(40, 'Customer code is not valid.') }).strict();
export const customerCodeBody = z.object({ customer_code: text({ error: 'Customer code is required.' }).trim().min(1, 'Customer code is required.').max(40, 'Customer code is not valid.') }).strict();

export const createCustomerEp = endpoint<CustomerDetail>()({ method: 'POST', path: '/customer/create', body: customerCreateInput, form: true, invalidates: [TAG] });
export const showCustomerEp = endpoint<CustomerDetail>()({ method: 'GET', path: '/customer/:customer_code', params: codeParams, tag: TAG });
/** The spec does not show the update's path: ours, beside create. */
export const updateCustomerEp = endpoint<CustomerDetail>()({ method: 'POST', path: '/customer/update/:customer_code', params: codeParams, body: customerUpdateInput, form: true, invalidates: [TAG] });
export const activateCustomerEp = endpoint<string>()({ method: 'PUT', path: '/customer/activate', body: customerCodeBody, invalidates: [TAG] });
export const deactivateCustomerEp = endpoint<string>()({ method: 'PUT', path: '/customer/deactivate', body: customerCodeBody, invalidates: [TAG] });
/** A customer's stored file (attachments, documents), fetched with the bearer token. */
export const CUSTOMER_FILE_PATH = '/customer/files/:id';
export const customerFileUrl = (id: number) => `/customer/files/${id}`;

/** Does `v` (from the form) say the customer is a physician (type 4)? The form's rules switch on it. */
export const isPhysician = (customerType: unknown) => Number(customerType) === PHYSICIAN_TYPE;

/** Each form field as a person reads it (the form's labels, the revision history's field names). */
export const CUSTOMER_FIELD_LABELS: Readonly<Record<string, string>> = {
  customer_name: 'Customer Account Name',
  customer_type: 'Customer Type',
  customer_channel: 'Channel',
  tagging: 'Tagging',
  regular_or_nonregular: '(Non)/Regular Customer',
  tagged_or_owned: 'Tagged/Owned',
  tagged_or_owned_collections: 'Tagged/Owned Collections',
  AO: 'AO',
  cwt: 'CWT',
  payor_name: "Payor's Name",
  frequency_cwt: 'CWT Retrieval',
  sc_discount: 'Senior Citizen Discount',
  vat_type: 'VAT Type',
  po_based: 'PO-Based',
  credit_limit: 'Credit Limit',
  min_order_required: 'Minimum Order Required',
  return_policy: 'Return Policy',
  with_agreed_charges: 'With Agreed Charges',
  charges_collections: 'Agreed Charges',
  charges_others_checkbox: 'Others',
  charges_others_text_field: 'Other Charges',
  tin_no: 'TIN Number',
  business_style: 'Business Style',
  business_trade_name: 'Business/Trade Name',
  registered_name: 'Registered Name',
  business_type: 'Business Type',
  owner_name: "Owner's Name",
  owner_email: "Owner's Email",
  owner_contact_no: "Owner's Contact Number",
  sc_booking: 'Allow FG/SC Booking',
  allow_water_injection: 'Allow Water for Injection',
  kam_name: 'KAM',
  kass_name: 'KASS',
  sar: 'SAR',
  hsar: 'Hospital SAR',
  segment_manager: 'Segment Manager',
  ca_flag: 'Credit Flags',
  billing_mode_of_payment: 'Mode of Payment',
  payment_terms: 'Payment Terms',
  initial_stocking_terms: 'Initial Stocking',
  billing_bldg_street_address: 'Bldg./Street Address',
  billing_province: 'Province',
  billing_city: 'City/Municipality',
  billing_barangay: 'Barangay',
  billing_zip_code: 'Zip Code',
  billing_lba_code: 'LBA Code',
  billing_lba_name: 'LBA Name',
  billing_district: 'District',
  shipping_delivery_service_provider: 'Delivery Service Provider',
  shipping_delivery_schedule_day: 'Delivery Schedule',
  shipping_addresses: 'Shipping Addresses',
  ...Object.fromEntries(CONTACT_GROUPS.flatMap((g) => CONTACT_FIELDS.map((f) => [contactKey(g, f), `${CONTACT_GROUP_LABELS[g]} ${CONTACT_FIELD_LABELS[f]}`]))),
  ...Object.fromEntries(WEEKDAYS.flatMap((d) => [[`shipping_${d}_start`, `${WEEKDAY_LABELS[d]} Start`], [`shipping_${d}_end`, `${WEEKDAY_LABELS[d]} End`]])),
};
