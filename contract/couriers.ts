import { z } from 'zod';
import { digitsAsNumber, id } from './envelope';
import { columns, endpoint, resource } from './kit';
import { blank, optId, optText, requiredMoney, requiredText } from './kit/formFields';

/**
 * Couriers (/couriers, /couriers/locations, /couriers/customers; 000 §2.5,
 * issue 14): the delivery service providers a customer's shipping names,
 * where each serves (province or one of its cities, lead time and rate) and
 * which customers it delivers to. The spec lists the routes only; the fields
 * are what the warehouse needs to book a delivery. GET /couriers is the
 * customer form's list of providers (contract/customerLists.ts), so the
 * master's calls live under /courier-master.
 */
export interface CourierRow {
  courier_id: number;
  courier_code: string;
  company_name: string;
  contact_person: string | null;
  contact_number: string | null;
  email: string | null;
  address: string | null;
  tin: string | null;
  accreditation_no: string | null;
  notes: string | null;
  /** Active service locations. */
  locations: number;
  /** Customers whose shipping names this courier. */
  customers: number;
  active: boolean;
  updated_at: string;
}

/** Optional text that must match a pattern when given. */
const optPattern = (label: string, max: number, re: RegExp, message: string) =>
  optText(label, max).refine((v) => v === null || re.test(v), message);

export const TIN_PATTERN = /^\d{3}-\d{3}-\d{3}-\d{3}(\d{2})?$/;

export const courierInput = z
  .object({
    courier_code: requiredText('Courier code', 20).transform((v) => v.toUpperCase()),
    company_name: requiredText('Company name', 120),
    contact_person: optText('Contact person', 120),
    contact_number: optPattern('Contact number', 40, /^[0-9+()\-.\s]{7,40}$/, 'Contact number may only have digits, spaces, +, -, . and parentheses (at least 7).'),
    email: optPattern('Email', 120, /^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email must be an e-mail address (name@example.com).'),
    address: optText('Address', 255),
    tin: optPattern('TIN', 17, TIN_PATTERN, 'TIN must look like 000-000-000-000 (or with a 5-digit branch code, 000-000-000-00000).'),
    accreditation_no: optText('Accreditation no.', 60),
    notes: optText('Notes', 500),
  })
  .strict();
export type CourierInput = z.input<typeof courierInput>;

export const courierColumns = columns<CourierRow>()([
  { key: 'courier_code', header: 'Courier Code', kind: 'text', sortable: true, width: 130 },
  { key: 'company_name', header: 'Company Name', kind: 'text', sortable: true, width: 260 },
  { key: 'contact_person', header: 'Contact Person', kind: 'text', sortable: true, width: 170 },
  { key: 'contact_number', header: 'Contact Number', kind: 'text', width: 150 },
  { key: 'email', header: 'Email', kind: 'text', width: 210 },
  { key: 'tin', header: 'TIN', kind: 'text', width: 170 },
  { key: 'accreditation_no', header: 'Accreditation No.', kind: 'text', width: 190 },
  { key: 'address', header: 'Address', kind: 'text', width: 300, exportOnly: true },
  { key: 'notes', header: 'Notes', kind: 'text', width: 300, exportOnly: true },
  { key: 'locations', header: 'Service Locations', kind: 'number', sortable: true, width: 150 },
  { key: 'customers', header: 'Customers', kind: 'number', sortable: true, width: 120 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

// ---- Lookups (behind view_couriers: the warehouse holds no customer scopes) ----------------------

export interface CourierOption { courier_id: number; label: string; active: boolean }
export interface ProvinceChoice { province_id: number; province: string }
export interface CityChoice { city_id: number; city: string }

export const courierOptionsEp = endpoint<CourierOption[]>()({ method: 'GET', path: '/courier-lookups/couriers', tag: 'couriers' });
export const courierProvincesEp = endpoint<ProvinceChoice[]>()({ method: 'GET', path: '/courier-lookups/provinces', tag: 'addresses' });
export const courierCitiesEp = endpoint<CityChoice[]>()({
  method: 'GET',
  path: '/courier-lookups/cities',
  query: z.object({ province_id: id({ error: 'Please choose a province.' }) }).strict(),
  tag: 'addresses',
});

const courierLookup = { endpoint: courierOptionsEp, value: 'courier_id', label: 'label' } as const;

export const couriers = resource<CourierRow>()({
  name: 'couriers',
  title: 'Couriers',
  noun: 'courier',
  apiPath: '/courier-master',
  id: 'courier_id',
  label: 'courier_code',
  columns: courierColumns,
  defaultSort: { order_by: 'courier_code', direction: 'asc' },
  input: courierInput,
  fields: [
    { key: 'courier_code', label: 'Courier Code' },
    { key: 'company_name', label: 'Company Name' },
    { key: 'contact_person', label: 'Contact Person' },
    { key: 'contact_number', label: 'Contact Number', help: 'e.g. (02) 8858-5999 or 0917 555 0166' },
    { key: 'email', label: 'Email' },
    { key: 'address', label: 'Address', kind: 'textarea' },
    { key: 'tin', label: 'TIN', help: '000-000-000-000 or 000-000-000-00000' },
    { key: 'accreditation_no', label: 'Accreditation No.', help: 'FDA licence to operate, for medicines in transit' },
    { key: 'notes', label: 'Notes', kind: 'textarea' },
  ],
  unique: [{ key: 'courier_code', message: 'Courier code already exists.' }],
  active: 'active',
  scopes: { view: 'view_couriers', create: 'add_courier', update: 'update_courier' },
  export: true,
  // The customer form's list of providers shows the couriers too.
  invalidates: ['customer-lists'],
});

// ---- Service locations ---------------------------------------------------------------------------

export interface CourierLocationRow {
  location_id: number;
  courier_id: number;
  courier_code: string;
  courier_name: string;
  province_id: number;
  province: string;
  city_id: number | null;
  /** "Whole province" when no city is named. */
  city: string;
  /** Courier and place, as a person names the record: "LBC · Cebu · City of Cebu". */
  place: string;
  lead_time_days: number;
  rate_basis: 'kg' | 'box';
  rate: string;
  active: boolean;
  updated_at: string;
}

export const RATE_BASES = [
  { value: 'kg', label: 'Per kg' },
  { value: 'box', label: 'Per box' },
] as const;

export const courierLocationInput = z
  .object({
    courier_id: id({ error: 'Please choose a courier.' }),
    province_id: id({ error: 'Please choose a province.' }),
    city_id: optId('City'),
    lead_time_days: z.preprocess(
      (v) => (blank(v) ? undefined : typeof v === 'string' ? digitsAsNumber(v.trim()) : v),
      z
        .number({ error: 'Lead time is required (whole days).' })
        .int('Lead time must be a whole number of days.')
        .min(0, 'Lead time must not be less than 0 days.')
        .max(365, 'Lead time must not be more than 365 days.'),
    ),
    rate_basis: z.enum(['kg', 'box'], { error: 'Please choose per kg or per box.' }),
    rate: requiredMoney('Rate'),
  })
  .strict();
export type CourierLocationInput = z.input<typeof courierLocationInput>;

export const courierLocationColumns = columns<CourierLocationRow>()([
  { key: 'courier_name', header: 'Courier', kind: 'text', sortable: true, width: 220 },
  { key: 'province', header: 'Province', kind: 'text', sortable: true, width: 200 },
  { key: 'city', header: 'City / Municipality', kind: 'text', sortable: true, width: 220 },
  { key: 'lead_time_days', header: 'Lead Time (Days)', kind: 'number', sortable: true, width: 150 },
  { key: 'rate', header: 'Rate', kind: 'money', sortable: true, width: 120 },
  { key: 'rate_basis', header: 'Rate Basis', kind: 'status', labels: { kg: 'Per kg', box: 'Per box' }, sortable: true, width: 120 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

export const courierLocations = resource<CourierLocationRow>()({
  name: 'courier_locations',
  title: 'Courier Locations',
  noun: 'service location',
  apiPath: '/courier-locations',
  id: 'location_id',
  label: 'place',
  columns: courierLocationColumns,
  defaultSort: { order_by: 'courier_name', direction: 'asc' },
  input: courierLocationInput,
  fields: [
    { key: 'courier_id', label: 'Courier', kind: 'select', lookup: courierLookup },
    { key: 'province_id', label: 'Province', kind: 'select', lookup: { endpoint: courierProvincesEp, value: 'province_id', label: 'province' } },
    {
      key: 'city_id',
      label: 'City / Municipality',
      kind: 'select',
      lookup: { endpoint: courierCitiesEp, value: 'city_id', label: 'city', dependsOn: 'province_id' },
      help: 'Leave blank when the courier serves the whole province.',
    },
    { key: 'lead_time_days', label: 'Lead Time (Days)', kind: 'number' },
    { key: 'rate_basis', label: 'Rate Basis', kind: 'select', options: RATE_BASES },
    { key: 'rate', label: 'Rate (PHP)', help: 'Per kg or per box, as the rate basis says' },
  ],
  unique: [{ key: 'province_id', within: ['courier_id', 'city_id'], message: 'This courier already serves this place.', index: 'courier_locations_place_key' }],
  filters: [{ key: 'courier_id', label: 'Courier', lookup: courierLookup }],
  active: 'active',
  scopes: { view: 'view_couriers', create: 'add_courier', update: 'update_courier' },
  // The couriers' list counts their locations.
  invalidates: ['couriers'],
});

// ---- Customers by courier ------------------------------------------------------------------------

export interface CourierCustomerRow {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  /** City and province of the billing address (the books' city when the form has none). */
  location: string | null;
  /** The courier id: the field the edit form changes. */
  shipping_delivery_service_provider: number | null;
  courier_code: string | null;
  courier_name: string | null;
  status: number;
  updated_at: string;
}

export const courierCustomerInput = z
  .object({
    shipping_delivery_service_provider: id({ error: 'Please choose a courier.' }),
  })
  .strict();
export type CourierCustomerInput = z.input<typeof courierCustomerInput>;

export const courierCustomerColumns = columns<CourierCustomerRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 140 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 320 },
  { key: 'location', header: 'Location', kind: 'text', sortable: true, width: 260 },
  { key: 'courier_name', header: 'Courier', kind: 'text', sortable: true, width: 240 },
  { key: 'status', header: 'Customer Status', kind: 'status', labels: { 1: 'Active', 0: 'Inactive' }, sortable: true, width: 150 },
]);

export const courierCustomers = resource<CourierCustomerRow>()({
  name: 'courier_customers',
  title: 'Courier Customers',
  noun: 'customer',
  apiPath: '/courier-customers',
  id: 'customer_id',
  label: 'customer_code',
  columns: courierCustomerColumns,
  defaultSort: { order_by: 'customer_name', direction: 'asc' },
  input: courierCustomerInput,
  fields: [{ key: 'shipping_delivery_service_provider', label: 'Courier', kind: 'select', lookup: courierLookup }],
  filters: [{ key: 'courier_id', label: 'Courier', lookup: courierLookup }],
  scopes: { view: 'view_couriers', update: 'update_courier' },
  // The customer's own screens show the courier too.
  invalidates: ['customers', 'couriers'],
});
