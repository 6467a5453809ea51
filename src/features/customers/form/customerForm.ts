import { DEFAULT_INITIAL_STOCKING_TERM } from '../../../../contract/customerLists';
import { CONTACT_FIELDS, CONTACT_GROUPS, contactKey, WEEKDAYS, type CustomerDetail } from '../../../../contract/customers';
import type { FormValues } from '../../../components/form/useZodForm';

/** The three tabs of the Create New Customers modal and the view's form tabs, and which fields each holds. */
export const FORM_TABS = ['Customer Information', 'Business Contacts', 'Billing & Shipping'] as const;
export type FormTab = (typeof FORM_TABS)[number] | 'MD & Sales';

const SALES_FIELDS = ['kam_name', 'kass_name', 'sar', 'hsar', 'segment_manager'];

/** The tab that shows a field (to open it when the field is refused). */
export function tabOfField(field: string): FormTab {
  if (CONTACT_GROUPS.some((g) => field.startsWith(`${g}_`))) return 'Business Contacts';
  if (field.startsWith('billing_') || field.startsWith('shipping_') || field === 'payment_terms' || field === 'initial_stocking_terms') return 'Billing & Shipping';
  if (SALES_FIELDS.includes(field)) return 'MD & Sales';
  return 'Customer Information';
}

/** A new customer's form: flags off, lists empty, initial stocking on its default term (§3.3). */
export function emptyCustomerForm(): FormValues {
  const v: FormValues = {
    customer_name: '',
    tagged_or_owned: 0,
    tagged_or_owned_collections: [],
    cwt: 0,
    sc_discount: 0,
    po_based: 0,
    with_agreed_charges: 0,
    charges_collections: [],
    charges_others_checkbox: 0,
    sc_booking: 0,
    allow_water_injection: 0,
    credit_limit: '',
    initial_stocking_terms: DEFAULT_INITIAL_STOCKING_TERM,
    shipping_delivery_schedule_day: [],
    shipping_addresses: [],
    ca_flag: [],
  };
  for (const g of CONTACT_GROUPS) for (const f of CONTACT_FIELDS) v[contactKey(g, f)] = '';
  for (const d of WEEKDAYS) v[`shipping_${d}_start`] = v[`shipping_${d}_end`] = '';
  return v;
}

/** A stored customer as its edit form holds it. */
export const formOfCustomer = (c: CustomerDetail): FormValues => ({ ...emptyCustomerForm(), ...(c.form as unknown as FormValues) });
