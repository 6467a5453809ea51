import { z } from 'zod';
import { digitsAsNumber, id } from './envelope';
import { columns, endpoint, resource } from './kit';
import { blank, optId, optText, requiredText } from './kit/formFields';

/**
 * Vendors, suppliers and payees (/vsp/vendors, /vsp/supplier, /vsp/payee,
 * /vsp/:id, /vendors/:vendor_id/:category; issue 14 "Master data"). One
 * record per party we buy from or pay (table `suppliers`, migration 102), in
 * one or more categories: a supplier sells us stock, a vendor non-trade goods
 * or services, a payee is anyone we pay (a government agency, a utility).
 * Each carries what a payment needs: TIN, registered address, payment terms,
 * VAT registration, the ATC code of its expanded withholding and its bank.
 */
export const VENDOR_CATEGORIES = [
  { id: 1, key: 'supplier', column: 'is_supplier', label: 'Supplier', plural: 'Suppliers' },
  { id: 2, key: 'vendor', column: 'is_vendor', label: 'Vendor', plural: 'Vendors' },
  { id: 3, key: 'payee', column: 'is_payee', label: 'Payee', plural: 'Payees' },
] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number]['key'];
export const categoryOf = (key: string | undefined) => VENDOR_CATEGORIES.find((c) => c.key === key);

export const VAT_REGISTRATIONS = [
  { value: 'vat', label: 'VAT-registered' },
  { value: 'non_vat', label: 'Non-VAT' },
] as const;

export interface VendorRow {
  vendor_id: number;
  vendor_code: string;
  company_name: string;
  trade_name: string | null;
  is_supplier: boolean;
  is_vendor: boolean;
  is_payee: boolean;
  /** "Supplier, Payee". */
  categories: string;
  tin: string | null;
  /** Street, building, barangay. */
  address: string | null;
  province_id: number | null;
  city_id: number | null;
  zip_code: string | null;
  /** The whole registered address: street, city, province, ZIP. */
  registered_address: string | null;
  contact_person: string | null;
  contact_number: string | null;
  email: string | null;
  payment_terms_days: number;
  lead_time_days: number;
  vat_registration: 'vat' | 'non_vat';
  atc_code: string | null;
  /** The ATC code's rate, percent ("1.00"). */
  ewt_rate: string | null;
  bank_id: number | null;
  bank_name: string | null;
  bank_account_name: string | null;
  bank_account_no: string | null;
  /** Active products it supplies. */
  products: number;
  active: boolean;
  updated_at: string;
}

export const TIN_PATTERN = /^\d{3}-\d{3}-\d{3}-\d{3}(\d{2})?$/;
export const TIN_MESSAGE = 'TIN must look like 000-000-000-000 (or with a 5-digit branch code, 000-000-000-00000).';

/** Optional text that must match a pattern when given. */
export const optPattern = (label: string, max: number, re: RegExp, message: string) => optText(label, max).refine((v) => v === null || re.test(v), message);
export const phoneField = (label: string) =>
  optPattern(label, 40, /^[0-9+()\-.\s]{7,40}$/, `${label} may only have digits, spaces, +, -, . and parentheses (at least 7).`);
export const emailField = (label: string) => optPattern(label, 120, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, `${label} must be an e-mail address (name@example.com).`);

/** Whole days from 0 to 365, required (digit text from a form field). */
export const days = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : typeof v === 'string' ? digitsAsNumber(v.trim()) : v),
    z
      .number({ error: `${label} is required (whole days).` })
      .int(`${label} must be a whole number of days.`)
      .min(0, `${label} must not be less than 0 days.`)
      .max(365, `${label} must not be more than 365 days.`),
  );

/** A category's checkbox: left out is unchecked. */
const category = (label: string) => z.preprocess((v) => (v === undefined || v === null ? false : v), z.boolean({ error: `${label} must be checked or not.` }));

/** A bank account number: 10 to 20 digits (Philippine banks use 10 to 16), spaces and dashes between them. */
export const accountNumber = optPattern(
  'Account number',
  30,
  /^(?=(?:[ -]*\d){10,20}[ -]*$)\d[\d -]*\d$/,
  'Account number must have 10 to 20 digits (spaces and dashes may separate them).',
);

export const vendorInput = z
  .object({
    vendor_code: requiredText('Vendor code', 20).transform((v) => v.toUpperCase()),
    company_name: requiredText('Registered name', 120),
    trade_name: optText('Trade name', 120),
    is_supplier: category('Supplier'),
    is_vendor: category('Vendor'),
    is_payee: category('Payee'),
    tin: optPattern('TIN', 17, TIN_PATTERN, TIN_MESSAGE),
    address: optText('Street address', 255),
    province_id: optId('Province'),
    city_id: optId('City'),
    zip_code: optPattern('ZIP code', 4, /^\d{4}$/, 'ZIP code must be 4 digits.'),
    contact_person: optText('Contact person', 120),
    contact_number: phoneField('Contact number'),
    email: emailField('Email'),
    payment_terms_days: days('Payment terms'),
    lead_time_days: days('Lead time'),
    vat_registration: z.enum(['vat', 'non_vat'], { error: 'Please choose VAT-registered or non-VAT.' }),
    atc_code: optPattern('ATC code', 5, /^W[IC]\d{3}$/, 'ATC code must be one of the choices.'),
    bank_id: optId('Bank'),
    bank_account_name: optText('Account name', 120),
    bank_account_no: accountNumber,
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!v.is_supplier && !v.is_vendor && !v.is_payee) ctx.addIssue({ code: 'custom', path: ['is_supplier'], message: 'Choose at least one category: supplier, vendor or payee.' });
    if (v.city_id !== null && v.province_id === null) ctx.addIssue({ code: 'custom', path: ['province_id'], message: 'Please choose the province of the city.' });
    if (v.bank_account_no !== null && v.bank_id === null) ctx.addIssue({ code: 'custom', path: ['bank_id'], message: 'Please choose the bank of the account.' });
    if (v.bank_account_no !== null && v.bank_account_name === null) ctx.addIssue({ code: 'custom', path: ['bank_account_name'], message: 'Account name is required with an account number.' });
    if (v.bank_id !== null && v.bank_account_no === null) ctx.addIssue({ code: 'custom', path: ['bank_account_no'], message: 'Account number is required with a bank.' });
  });
export type VendorInput = z.input<typeof vendorInput>;

export const vendorColumns = columns<VendorRow>()([
  { key: 'vendor_code', header: 'Vendor Code', kind: 'text', sortable: true, width: 120 },
  { key: 'company_name', header: 'Registered Name', kind: 'text', sortable: true, width: 260 },
  { key: 'trade_name', header: 'Trade Name', kind: 'text', sortable: true, width: 180 },
  { key: 'categories', header: 'Categories', kind: 'text', width: 170 },
  { key: 'tin', header: 'TIN', kind: 'text', sortable: true, width: 170 },
  { key: 'registered_address', header: 'Registered Address', kind: 'text', width: 300 },
  { key: 'contact_person', header: 'Contact Person', kind: 'text', sortable: true, width: 170 },
  { key: 'contact_number', header: 'Contact Number', kind: 'text', width: 150 },
  { key: 'email', header: 'Email', kind: 'text', width: 210, exportOnly: true },
  { key: 'payment_terms_days', header: 'Terms (Days)', kind: 'number', sortable: true, width: 120 },
  { key: 'vat_registration', header: 'VAT', kind: 'status', labels: { vat: 'VAT-registered', non_vat: 'Non-VAT' }, sortable: true, width: 140 },
  { key: 'atc_code', header: 'ATC', kind: 'text', sortable: true, width: 100 },
  { key: 'ewt_rate', header: 'EWT Rate (%)', kind: 'text', width: 120 },
  { key: 'bank_name', header: 'Bank', kind: 'text', width: 200, exportOnly: true },
  { key: 'bank_account_name', header: 'Account Name', kind: 'text', width: 220, exportOnly: true },
  { key: 'bank_account_no', header: 'Account Number', kind: 'text', width: 170, exportOnly: true },
  { key: 'products', header: 'Products', kind: 'number', sortable: true, width: 110 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

// ---- Lookups (behind view_vendors) ---------------------------------------------------------------

export interface CategoryChoice { category_id: number; label: string }
export interface ProvinceChoice { province_id: number; province: string }
export interface CityChoice { city_id: number; city: string }
export interface BankChoice { bank_id: number; label: string }
export interface AtcChoice { atc_code: string; label: string; description: string; rate: string; payee_type: 'individual' | 'corporate' }

export const vendorCategoriesEp = endpoint<CategoryChoice[]>()({ method: 'GET', path: '/vendor-lookups/categories', tag: 'vendors' });
export const vendorProvincesEp = endpoint<ProvinceChoice[]>()({ method: 'GET', path: '/vendor-lookups/provinces', tag: 'addresses' });
export const vendorCitiesEp = endpoint<CityChoice[]>()({
  method: 'GET',
  path: '/vendor-lookups/cities',
  query: z.object({ province_id: id({ error: 'Please choose a province.' }) }).strict(),
  tag: 'addresses',
});
export const vendorBanksEp = endpoint<BankChoice[]>()({ method: 'GET', path: '/vendor-lookups/banks', tag: 'banks' });
export const atcCodesEp = endpoint<AtcChoice[]>()({ method: 'GET', path: '/vendor-lookups/atc-codes', tag: 'vendors' });

export const vendors = resource<VendorRow>()({
  name: 'vendors',
  title: 'Vendors',
  noun: 'vendor',
  apiPath: '/vendors',
  id: 'vendor_id',
  label: 'vendor_code',
  columns: vendorColumns,
  defaultSort: { order_by: 'vendor_code', direction: 'asc' },
  input: vendorInput,
  fields: [
    { key: 'vendor_code', label: 'Vendor Code' },
    { key: 'company_name', label: 'Registered Name', help: 'As on the BIR certificate of registration' },
    { key: 'trade_name', label: 'Trade Name' },
    { key: 'is_supplier', label: 'Supplier (sells us stock)', kind: 'checkbox' },
    { key: 'is_vendor', label: 'Vendor (non-trade goods or services)', kind: 'checkbox' },
    { key: 'is_payee', label: 'Payee (anyone we pay, e.g. a government agency or a utility)', kind: 'checkbox' },
    { key: 'tin', label: 'TIN', help: '000-000-000-000 or 000-000-000-00000' },
    { key: 'address', label: 'Street Address', kind: 'textarea', help: 'Unit, building, street and barangay' },
    { key: 'province_id', label: 'Province', kind: 'select', lookup: { endpoint: vendorProvincesEp, value: 'province_id', label: 'province' } },
    { key: 'city_id', label: 'City / Municipality', kind: 'select', lookup: { endpoint: vendorCitiesEp, value: 'city_id', label: 'city', dependsOn: 'province_id' } },
    { key: 'zip_code', label: 'ZIP Code' },
    { key: 'contact_person', label: 'Contact Person' },
    { key: 'contact_number', label: 'Contact Number', help: 'e.g. (02) 8631-2222 or 0917 555 0166' },
    { key: 'email', label: 'Email' },
    { key: 'payment_terms_days', label: 'Payment Terms (Days)', kind: 'number' },
    { key: 'lead_time_days', label: 'Lead Time (Days)', kind: 'number', help: 'From purchase order to delivery (suppliers)' },
    { key: 'vat_registration', label: 'VAT Registration', kind: 'select', options: VAT_REGISTRATIONS },
    { key: 'atc_code', label: 'ATC Code (Expanded Withholding)', kind: 'select', lookup: { endpoint: atcCodesEp, value: 'atc_code', label: 'label' }, help: 'Leave blank when nothing is withheld' },
    { key: 'bank_id', label: 'Bank', kind: 'select', lookup: { endpoint: vendorBanksEp, value: 'bank_id', label: 'label' } },
    { key: 'bank_account_name', label: 'Account Name' },
    { key: 'bank_account_no', label: 'Account Number' },
  ],
  unique: [
    { key: 'vendor_code', message: 'Vendor code already exists.', index: 'suppliers_code_lower_key' },
    { key: 'tin', message: 'Another vendor already has this TIN.', index: 'suppliers_tin_key' },
  ],
  filters: [{ key: 'category_id', label: 'Category', lookup: { endpoint: vendorCategoriesEp, value: 'category_id', label: 'label' } }],
  active: 'active',
  scopes: { view: 'view_vendors', create: 'add_vendor', update: 'update_vendor' },
  export: true,
  // The product form's vendor list shares the tag `vendors`; the purchase request's supplier picker and the products read the same table.
  invalidates: ['suppliers', 'products'],
});

// ---- One vendor's supplier record: the products it supplies --------------------------------------

export interface VendorProductRow {
  product_id: number;
  product_code: string;
  product_name: string;
  generic_name: string | null;
  unit: string | null;
  cost: string;
  active: boolean;
}
export const vendorProductsEp = endpoint<VendorProductRow[]>()({
  method: 'GET',
  path: '/vendors/:id/products',
  params: z.object({ id: id() }),
  tag: 'vendors',
});
