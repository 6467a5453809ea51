import { z } from 'zod';
import { isoDate, wholeNumber } from './envelope';
import { columns, endpoint, resource } from './kit';
import { optDate, optId, optText, requiredDate, requiredText } from './kit/formFields';

/**
 * Trade licences and product registrations (issue 28): the FDA License to Operate (LTO) of the company, of each
 * customer and of each supplier, and the PDEA/DDB S-licences of those who handle dangerous drugs, in one register;
 * the product's Certificate of Product Registration (CPR) lives on the product (number and expiry).
 *
 * THE LICENCE RULE: a licence is valid THROUGH its expiry date (the other way round from stock, contract/expiry.ts),
 * judged on the business day in Manila. A CPR past its expiry may still be renewed for 60 days with a 50 % surcharge;
 * after that the product is unregistered and trade in it stops (the gates, server/regulatory/gates.ts).
 */

/** The licence kinds: the FDA's LTO and the S-licences of DDB Board Regulation 1-2014 (letters as the licence prints them). */
export const LICENCE_KINDS = [
  { value: 'LTO', label: 'FDA License to Operate' },
  { value: 'S3', label: 'S-3 (drugstore, hospital pharmacy: to sell or dispense)' },
  { value: 'S4', label: 'S-4 (manufacturer)' },
  { value: 'S5-I', label: 'S-5I (importer)' },
  { value: 'S5-D', label: 'S-5D (distributor, wholesaler)' },
  { value: 'S5-E', label: 'S-5E (exporter)' },
] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number]['value'];
export const isSLicence = (kind: string): boolean => kind.startsWith('S');

/** What an LTO allows (the FDA's establishment types a distributor meets). */
export const LTO_TYPES = [
  'Drug Distributor (Wholesaler)',
  'Drug Distributor (Importer)',
  'Drug Distributor (Exporter)',
  'Drugstore',
  'Hospital Pharmacy',
  'Retail Outlet for Non-Prescription Drugs',
  'Drug Manufacturer',
  'Medical Device Distributor',
] as const;

/** Days before an expiry when it starts to show among the alerts (and the CPR renewal is due). */
export const ALERT_DAYS = 90;
/** Days after a CPR's expiry during which it may still be renewed (with surcharge) and the product still traded. */
export const CPR_GRACE_DAYS = 60;

/** Whole days from `today` to `until` (negative once past). Dates are YYYY-MM-DD. */
export const daysUntil = (until: string, today: string): number => Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** A licence is valid through its expiry date. */
export const licenceValid = (validUntil: string, today: string): boolean => validUntil >= today;

export type CprStatus = 'none' | 'registered' | 'renewal_due' | 'grace' | 'unregistered';
export const CPR_STATUS_LABELS: Record<CprStatus, string> = {
  none: 'No CPR on file',
  registered: 'Registered',
  renewal_due: 'Renewal due',
  grace: 'Expired: renew with surcharge',
  unregistered: 'Unregistered',
};

/** A product's registration today, from its CPR expiry (its SQL twin: server/regulatory/standing.ts, proven to agree). */
export function cprStatus(expiry: string | null, today: string): CprStatus {
  if (!expiry) return 'none';
  const days = daysUntil(expiry, today);
  if (days < -CPR_GRACE_DAYS) return 'unregistered';
  if (days < 0) return 'grace';
  if (days <= ALERT_DAYS) return 'renewal_due';
  return 'registered';
}

/** Products under RA 9165: dangerous drugs and controlled precursors and essential chemicals. */
export const CONTROLLED_KINDS = { dangerous_drug: 'Dangerous drug', precursor: 'Controlled precursor' } as const;
export type ControlledKind = keyof typeof CONTROLLED_KINDS;

/** What the gates say where the user acts (server/regulatory/gates.ts); the document's name and number come first. */
export const REGULATORY_MESSAGES = {
  productUnregistered: (code: string, name: string, cprNo: string | null, expiry: string) =>
    `${code} ${name} is unregistered: its CPR${cprNo ? ` ${cprNo}` : ''} expired on ${expiry}, more than ${CPR_GRACE_DAYS} days ago.`,
  customerLtoExpired: (name: string, licenceNo: string, until: string) =>
    `${name}'s License to Operate ${licenceNo} expired on ${until}: it cannot be invoiced or receive stock.`,
  supplierLtoExpired: (name: string, licenceNo: string, until: string) => `${name}'s License to Operate ${licenceNo} expired on ${until}: it cannot be ordered from.`,
  noSLicence: (holder: string, products: string) => `${holder} holds no valid S-licence: ${products} cannot move to or from it (dangerous drugs and precursors move only between S-licence holders).`,
} as const;

// ---- The licence register (a master-data resource) -------------------------------------------

export interface LicenceRow {
  licence_id: number;
  customer_id: number | null;
  vendor_id: number | null;
  /** Whose it is, in words: "Company", the customer's or the supplier's name. */
  holder: string;
  kind: LicenceKind;
  licence_no: string;
  licence_type: string | null;
  permit_no: string | null;
  valid_from: string | null;
  valid_until: string;
  /** valid, expiring (within 90 days) or expired, on the server's business day. */
  standing: 'valid' | 'expiring' | 'expired';
  active: boolean;
  updated_at: string;
}

export const LICENCE_STANDING_LABELS = { valid: 'Valid', expiring: 'Expiring within 90 days', expired: 'Expired' } as const;

export const licenceInput = z
  .object({
    customer_id: optId('Customer').optional(),
    vendor_id: optId('Supplier').optional(),
    kind: z.enum(LICENCE_KINDS.map((k) => k.value) as [LicenceKind, ...LicenceKind[]], { error: 'Kind must be one of the choices.' }),
    licence_no: requiredText('Licence number', 60),
    licence_type: optText('Type', 80),
    permit_no: optText('Local permit number', 60),
    valid_from: optDate,
    valid_until: requiredDate('Valid until'),
  })
  .strict()
  .refine((v) => !(v.customer_id && v.vendor_id), { message: 'A licence belongs to a customer or to a supplier, not both.', path: ['vendor_id'] })
  .refine((v) => !v.valid_from || v.valid_from <= v.valid_until, { message: 'Valid until must not be before valid from.', path: ['valid_until'] });

export const licenceColumns = columns<LicenceRow>()([
  { key: 'holder', header: 'Holder', kind: 'text', sortable: true, width: 260 },
  { key: 'kind', header: 'Kind', kind: 'text', sortable: true, width: 90 },
  { key: 'licence_no', header: 'Licence No.', kind: 'text', sortable: true, width: 200 },
  { key: 'licence_type', header: 'Type', kind: 'text', width: 220 },
  { key: 'permit_no', header: 'Local Permit No.', kind: 'text', width: 150 },
  { key: 'valid_from', header: 'Valid From', kind: 'date', sortable: true, width: 120 },
  { key: 'valid_until', header: 'Valid Until', kind: 'date', sortable: true, width: 120 },
  { key: 'standing', header: 'Standing', kind: 'status', labels: LICENCE_STANDING_LABELS, sortable: true, width: 190 },
  { key: 'active', header: 'Status', kind: 'status', labels: { true: 'Active', false: 'Inactive' }, sortable: true, width: 110 },
]);

export const tradeLicences = resource<LicenceRow>()({
  name: 'trade-licences',
  title: 'Licences',
  noun: 'licence',
  apiPath: '/regulatory/licences',
  id: 'licence_id',
  label: 'licence_no',
  columns: licenceColumns,
  defaultSort: { order_by: 'valid_until', direction: 'asc' },
  input: licenceInput,
  fields: [
    { key: 'kind', label: 'Kind', kind: 'select', options: LICENCE_KINDS },
    { key: 'licence_no', label: 'Licence Number' },
    { key: 'licence_type', label: 'Type', help: `For an LTO: ${LTO_TYPES.slice(0, 4).join(', ')}…` },
    { key: 'permit_no', label: 'Local Permit Number', help: 'For an S-licence: the local permit that goes with it.' },
    { key: 'valid_from', label: 'Valid From', kind: 'date' },
    { key: 'valid_until', label: 'Valid Until', kind: 'date', help: 'Valid through this day.' },
  ],
  unique: [{ key: 'licence_no', message: 'This licence number is already on file for this holder.', within: ['customer_id', 'vendor_id', 'kind'] }],
  // Fixed by the page: the company's own (`company`), a customer's, a supplier's.
  filters: [
    { key: 'company', label: 'Company' },
    { key: 'customer_id', label: 'Customer' },
    { key: 'vendor_id', label: 'Supplier' },
  ],
  active: 'active',
  scopes: { view: 'view_regulatory', create: 'manage_licences', update: 'manage_licences' },
  module: 'Licences and Registrations',
  export: true,
});

// ---- Alerts: what expires within 90 days, or has expired ----------------------------------------

export interface ExpiringRow {
  /** "cpr:12", "licence:4" */
  key: string;
  what: 'CPR' | LicenceKind;
  holder: string;
  /** Where the record is kept (a product's, a customer's, a supplier's page). */
  holder_kind: 'product' | 'company' | 'customer' | 'supplier';
  holder_ref: string;
  number: string | null;
  valid_until: string;
  days_left: number;
  standing: string;
}

export const expiringColumns = columns<ExpiringRow>()([
  { key: 'what', header: 'What', kind: 'text', width: 90 },
  { key: 'holder', header: 'Holder / Product', kind: 'text', width: 300 },
  { key: 'number', header: 'Number', kind: 'text', width: 200 },
  { key: 'valid_until', header: 'Valid Until', kind: 'date', width: 120 },
  { key: 'days_left', header: 'Days Left', kind: 'number', width: 100 },
  { key: 'standing', header: 'Standing', kind: 'text', width: 230 },
]);

export const expiringBody = z.object({ within_days: wholeNumber(0, 3650).default(ALERT_DAYS) }).strict();
export const expiringEp = endpoint<ExpiringRow[]>()({ method: 'POST', path: '/regulatory/expiring', body: expiringBody, tag: 'regulatory-alerts' });
export const expiringExportEp = endpoint<string>()({ method: 'POST', path: '/regulatory/expiring/export', body: expiringBody });

// ---- Gate overrides: every trade a gate would have stopped, let through by the override scope ----

export interface GateOverrideRow {
  override_id: number;
  at: string;
  document: string;
  reference: string;
  rule: string;
  user_name: string;
}
export const overrideColumns = columns<GateOverrideRow>()([
  { key: 'at', header: 'When', kind: 'datetime', width: 170 },
  { key: 'document', header: 'Document', kind: 'text', width: 180 },
  { key: 'reference', header: 'Reference', kind: 'text', width: 160 },
  { key: 'rule', header: 'Gate Overridden', kind: 'text', width: 480 },
  { key: 'user_name', header: 'By', kind: 'text', width: 180 },
]);
export const overridesEp = endpoint<GateOverrideRow[]>()({
  method: 'POST',
  path: '/regulatory/overrides',
  body: z.object({ date_from: isoDate, date_to: isoDate }).strict(),
  tag: 'regulatory-overrides',
});

// ---- Dangerous drugs and precursors: the flag on products --------------------------------------

export interface ControlledRow {
  product_code: string;
  product_name: string;
  generic_name: string | null;
  controlled: ControlledKind;
  on_hand: number;
}
export const controlledColumns = columns<ControlledRow>()([
  { key: 'product_code', header: 'Product Code', kind: 'text', width: 140 },
  { key: 'product_name', header: 'Product', kind: 'text', width: 260 },
  { key: 'generic_name', header: 'Generic Name', kind: 'text', width: 200 },
  { key: 'controlled', header: 'Controlled As', kind: 'status', labels: CONTROLLED_KINDS, width: 180 },
  { key: 'on_hand', header: 'On Hand', kind: 'quantity', width: 110 },
]);
export const controlledInput = z
  .object({
    product_code: requiredText('Product code', 50),
    controlled: z.enum(['dangerous_drug', 'precursor'], { error: 'Controlled as must be one of the choices.' }).nullable(),
  })
  .strict();
export const controlledListEp = endpoint<ControlledRow[]>()({ method: 'GET', path: '/regulatory/controlled', tag: 'regulatory-controlled' });
export const controlledSetEp = endpoint<ControlledRow[]>()({
  method: 'POST',
  path: '/regulatory/controlled',
  body: controlledInput,
  form: true,
  invalidates: ['regulatory-controlled', 'products'],
});

// ---- The S-Register (PDEA form 3-14): a controlled product's movements with the parties' licences ----

export type SRegisterKind = 'Opening stock' | 'Receipt' | 'Sale' | 'Customer return' | 'Return to supplier' | 'Adjustment';

export interface SRegisterRow {
  key: string;
  date: string;
  kind: SRegisterKind;
  document: string;
  batch_no: string;
  /** The supplier of a receipt or a return to it, the purchaser of a sale, the customer of a return. */
  party: string | null;
  address: string | null;
  /** The party's S-licence valid on the day, with its local permit. */
  licence_no: string | null;
  permit_no: string | null;
  /** Who carried a sale (the customer's delivery service provider). */
  carrier: string | null;
  received: number;
  issued: number;
  balance: number;
}

export interface SRegister {
  product_code: string;
  product_name: string;
  generic_name: string | null;
  controlled: ControlledKind | null;
  date_from: string;
  date_to: string;
  opening: number;
  received: number;
  issued: number;
  closing: number;
  rows: SRegisterRow[];
}

export const sRegisterColumns = columns<SRegisterRow>()([
  { key: 'date', header: 'Date', kind: 'date', width: 110 },
  { key: 'kind', header: 'Movement', kind: 'text', width: 140 },
  { key: 'document', header: 'Document', kind: 'text', width: 150 },
  { key: 'batch_no', header: 'Batch No.', kind: 'text', width: 130 },
  { key: 'party', header: 'Supplier / Purchaser', kind: 'text', width: 230 },
  { key: 'address', header: 'Address', kind: 'text', width: 230 },
  { key: 'licence_no', header: 'S-Licence No.', kind: 'text', width: 160 },
  { key: 'permit_no', header: 'Permit No.', kind: 'text', width: 130 },
  { key: 'carrier', header: 'Carrier', kind: 'text', width: 160 },
  { key: 'received', header: 'Received', kind: 'quantity', width: 100 },
  { key: 'issued', header: 'Issued', kind: 'quantity', width: 100 },
  { key: 'balance', header: 'Balance', kind: 'quantity', width: 100 },
]);

export const sRegisterBody = z
  .object({ product_code: requiredText('Product', 50), date_from: isoDate, date_to: isoDate })
  .strict()
  .refine((b) => b.date_from <= b.date_to, { message: 'Date From must not be after Date To.', path: ['date_from'] });
export const sRegisterEp = endpoint<SRegister>()({ method: 'POST', path: '/regulatory/s-register', body: sRegisterBody, tag: 'regulatory-s-register' });
export const sRegisterExportEp = endpoint<string>()({ method: 'POST', path: '/regulatory/s-register/export', body: sRegisterBody });
