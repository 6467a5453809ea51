import { formFields, type FormValue } from '../../../contract/uploads';
import { sql } from '../../db/db';
import { PDF, PNG } from '../../uploads/testFiles';
import type { Fixture, Shape } from '../shape';

/** Samples of spec 002 §7.1 (customers: form, lookups, account officers, MDs, branches, addresses). */
/** The nth demo customer from C-00021 on (none has branch settings or is used by another sample). */
const codeOf = (f: Fixture, nth: number) => f.one<string>(sql`SELECT customer_code FROM customers ORDER BY customer_id OFFSET ${20 + nth} LIMIT 1`);
const lookup: Shape = { status: 'verified', sample: () => ({}) };

/** The customer form (002 §3.1) with the two attachments, as multipart. */
const customerForm: Record<string, FormValue> = {
  customer_name: 'Conformance Drugstore - Pasig',
  customer_type: 1,
  customer_channel: 1,
  tagging: 2,
  regular_or_nonregular: 1,
  AO: 1,
  vat_type: 1,
  credit_limit: '150000.00',
  return_policy: 1,
  tin_no: '555-444-333-000',
  business_style: 'Retail Pharmacy',
  business_type: 1,
  owner_name: 'Rosa Cruz',
  owner_email: 'owner@conformance.demo.invalid',
  owner_contact_no: '+63 917 555 0102',
  ...Object.fromEntries(
    ['accounting', 'purchasing', 'authorized_purchase_person', 'authorized_receive_person'].flatMap((g) => [
      [`${g}_contact_person`, 'Ana Cruz'],
      [`${g}_contact_no`, '+63 2 8123 4567'],
      [`${g}_designation`, 'Officer'],
      [`${g}_email`, `${g}@conformance.demo.invalid`],
    ]),
  ),
  billing_mode_of_payment: 4,
  payment_terms: 3,
  initial_stocking_terms: 6,
  billing_bldg_street_address: '1 Caruncho Avenue',
  billing_province: 813,
  billing_city: 81300,
  billing_barangay: 81300075,
  billing_zip_code: '1103',
  billing_lba_code: 'LBA-NCR-E1',
  billing_lba_name: 'Pasig Central',
  billing_district: 'Metro Manila East',
  shipping_mon_start: '08:00',
  shipping_mon_end: '17:00',
  shipping_delivery_schedule_day: ['mon', 'thu'],
  po_based: 1,
};

export const CUSTOMER_SAMPLES: Readonly<Record<string, Shape>> = {
  'POST /customer/create': {
    code: '00003', status: 'verified',
    note: 'Multipart: the form\u2019s fields, the checkbox lists as list fields, and the two attachments (si_attachment, po_attachment).',
    sample: () => ({
      multipart: {
        fields: Object.fromEntries(formFields(customerForm)),
        files: {
          si_attachment: { fileName: 'si-template.pdf', type: 'application/pdf', bytes: PDF },
          po_attachment: { fileName: 'po-sample.png', type: 'image/png', bytes: PNG },
        },
      },
    }),
  },
  'GET /list/customer-type': lookup,
  'GET /list/customer-channel': lookup,
  'GET /list/customer-regular-non-regular': lookup,
  'GET /list/vat-type': lookup,
  'GET /list/customer-return-policy': lookup,
  'GET /list/customer-business-type': lookup,
  'GET /customers/tagging': lookup,
  'GET /payments/mode': lookup,
  'GET /payments/term': lookup,
  'GET /initial_stocking/term': lookup,
  'GET /couriers': lookup,
  'GET /customer/ao/all': { status: 'verified', answer: ['ao_id', 'ao_name'], sample: () => ({}) },
  'POST /customer/ao/save': {
    code: '00000', status: 'verified',
    answer: ['ao_id', 'ao_name'],
    sample: async (f) => ({ body: { ao_name: 'Conformance Officer', user_id: await f.one(sql`SELECT id FROM users WHERE username = 'credit'`), ao_id: null } }),
  },
  'GET /customer/list': lookup,
  'GET /customer/{customer_code}': {
    status: 'extended',
    note: 'Answers the spec’s keys (billing, shipping, business_contacts, customer_documents, customer_documents_others, si_attachment, po_attachment, si_template, customer_mds) and, beside them, the form as the screens read it (form, labels).',
    answer: ['billing', 'shipping', 'business_contacts', 'customer_documents', 'customer_documents_others', 'si_attachment', 'po_attachment', 'si_template', 'customer_mds'],
    sample: (f) => ({ params: { customer_code: f.customerCode } }),
  },
  'PUT /customer/activate': {
    status: 'verified',
    sample: async (f) => {
      const code = await codeOf(f, 5);
      await f.call('admin', 'PUT', '/customer/deactivate', { customer_code: code });
      return { body: { customer_code: code } };
    },
  },
  'PUT /customer/deactivate': { status: 'verified', sample: async (f) => ({ body: { customer_code: await codeOf(f, 6) } }) },
  'GET /search/customer/mds': { status: 'verified', answer: ['md_code', 'md_profile'], sample: () => ({}) },
  'POST /customer/associate/md/get': {
    status: 'verified',
    answer: ['md_profile'],
    sample: async (f) => ({ body: { md_code: await f.one<string>(sql`SELECT MIN(md_code) FROM md_directory`) } }),
  },
  'POST /customer/mds/store': {
    status: 'verified',
    sample: async (f) => ({ body: { customer_code: f.customerCode, approval_code: null, md_code: await f.one<string>(sql`SELECT MIN(md_code) FROM md_directory`) } }),
  },
  'DELETE /customer/mds/soft-delete': {
    status: 'verified',
    sample: async (f) => ({ body: { customer_md_id: await f.one(sql`SELECT MAX(customer_md_id) FROM customer_mds WHERE removed_at IS NULL`) } }),
  },
  'POST /customers/branches/config/show': { status: 'verified', sample: (f) => ({ body: { customer_code: f.branchCustomerCode } }) },
  'POST /customers/branches/config': {
    status: 'verified',
    sample: async (f) => ({
      body: { customer_code: await codeOf(f, 1), customer_type: 'main_branch', so: 1, shipping: 1, billing: 1, billing_account: 1, soa_main: 1, soa_branch: 0 },
    }),
  },
  'POST /customer/branches': { status: 'verified', sample: (f) => ({ body: { customer_code: f.branchCustomerCode, branch_type: f.branchType } }) },
  'POST /customers/branches/main': { status: 'answered', note: 'Body not shown; ours: the branch\u2019s customer_code (and a search).', sample: async (f) => ({ body: { customer_code: await codeOf(f, 2) } }) },
  'POST /customers/branches/unassociate': {
    status: 'answered',
    note: 'Body not shown; ours: the main office\u2019s customer_code (and a search).',
    sample: (f) => ({ body: { customer_code: f.branchCustomerCode } }),
  },
  'POST /customer/branches/store': {
    status: 'verified',
    sample: async (f) => ({ body: { branch_type: 'main_branch', main_customer_code: f.branchCustomerCode, customer_branches: [await codeOf(f, 3)] } }),
  },
  'DELETE /customers/branches/remove': { status: 'verified', sample: async (f) => ({ body: { customer_code: await codeOf(f, 3), customer_type: 'branch' } }) },
  'GET /addresses/provinces': lookup,
  'POST /addresses/cities': { status: 'verified', sample: () => ({ body: { province_id: 813 } }) },
  'POST /addresses/barangays': { status: 'verified', sample: () => ({ body: { city_id: 81300 } }) },
  'POST /addresses/zipcodes': { status: 'verified', sample: () => ({ body: { city_id: 81300 } }) },
};
