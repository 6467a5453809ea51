import { z } from 'zod';
import { KYC_STATE_LABELS, KYC_STATES, type KycState } from './customerDocuments';
import { columns, endpoint, pagedQuery, searchText } from './kit';
import { text } from './envelope';

/** The list screen's words when the list cannot be read (spec 002 §2.1); here so the list loads no customer form. */
export const CUSTOMER_LIST_FAILED = 'Unable to load Customer List';

/**
 * Customers Center (spec 002 §2.1, §7.1): the server-paged list and its XLSX
 * export. The spec does not show their paths: GET /customers and
 * POST /customers/export. Both take page, page_size, order_by (default
 * customer_code), direction, search and column (search only that column);
 * the export also takes which columns are visible and writes only those.
 */
export interface CustomerListRow {
  customer_id: number;
  customer_code: string;
  customer_name: string;
  district: string | null;
  tin_no: string | null;
  AO: string | null;
  billing_address: string | null;
  billing_barangay: string | null;
  contact_no: string | null;
  amount_outstanding: string;
  billing_payment_mode: string | null;
  payment_terms_text_format: string | null;
  channel_text_format: string | null;
  /** Collections over sales of the last 12 months, percent. */
  pay_ratio: string | null;
  kam_name: string | null;
  kass_name: string | null;
  sar: string | null;
  hsar: string | null;
  status: number;
  cwt: number;
  sc_discount: number;
  tagging: string | null;
  shipping_address: string | null;
  lba_code: string | null;
  lba_name: string | null;
  contact_person: string | null;
  email_address: string | null;
  customer_type_desc_text_format: string | null;
  /** Past-due part of the outstanding balance, percent. */
  past_due_rate: string | null;
  /** Days sales outstanding (last 12 months) minus the credit term, days. */
  dso_vs_credit_terms: string | null;
  distribution_channel: string | null;
  /** Beyond the spec: are the documents §5 requires on file and in date (complete, missing, expired, expiring within 30 days)? */
  kyc_state: KycState;
}

const YES_NO = { 1: 'Yes', 0: 'No' } as const;
export const CUSTOMER_STATUS_LABELS = { 1: 'Active' } as const;
/** §2.1: 1 is Active, anything else Inactive. */
export const customerStatusLabel = (status: number) => (status === 1 ? 'Active' : 'Inactive');

export const customerListColumns = columns<CustomerListRow>()([
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 140 },
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 280 },
  { key: 'district', header: 'District', kind: 'text', sortable: true, width: 140 },
  { key: 'tin_no', header: 'TIN', kind: 'text', sortable: true, width: 160 },
  { key: 'AO', header: 'AO', kind: 'text', sortable: true, width: 160 },
  { key: 'billing_address', header: 'Billing Address', kind: 'text', width: 300 },
  { key: 'billing_barangay', header: 'Billing Barangay', kind: 'text', sortable: true, width: 170 },
  { key: 'contact_no', header: 'Contact No.', kind: 'text', width: 150 },
  { key: 'amount_outstanding', header: 'Amount Outstanding', kind: 'money', sortable: true, width: 170 },
  { key: 'billing_payment_mode', header: 'Mode of Payment', kind: 'text', sortable: true, width: 150 },
  { key: 'payment_terms_text_format', header: 'Payment Terms', kind: 'text', sortable: true, width: 140 },
  { key: 'channel_text_format', header: 'Channel', kind: 'text', sortable: true, width: 140 },
  { key: 'pay_ratio', header: 'Pay Ratio (%)', kind: 'money', sortable: true, width: 130 },
  { key: 'kam_name', header: 'KAM', kind: 'text', sortable: true, width: 160 },
  { key: 'kass_name', header: 'KASS', kind: 'text', sortable: true, width: 160 },
  { key: 'sar', header: 'SAR', kind: 'text', sortable: true, width: 160 },
  { key: 'hsar', header: 'Hospital SAR', kind: 'text', sortable: true, width: 160 },
  { key: 'status', header: 'Status', kind: 'status', labels: { 1: 'Active', 0: 'Inactive', 2: 'Inactive' }, sortable: true, width: 110 },
  { key: 'cwt', header: 'CWT', kind: 'status', labels: YES_NO, sortable: true, width: 90 },
  { key: 'sc_discount', header: 'SC Discount', kind: 'status', labels: YES_NO, sortable: true, width: 120 },
  { key: 'tagging', header: 'Tagging', kind: 'text', sortable: true, width: 160 },
  { key: 'shipping_address', header: 'Shipping Address', kind: 'text', width: 300 },
  { key: 'lba_code', header: 'LBA Code', kind: 'text', sortable: true, width: 120 },
  { key: 'lba_name', header: 'LBA Name', kind: 'text', sortable: true, width: 160 },
  { key: 'contact_person', header: 'Contact Person', kind: 'text', width: 180 },
  { key: 'email_address', header: 'Email Address', kind: 'text', width: 220 },
  { key: 'customer_type_desc_text_format', header: 'Customer Type', kind: 'text', sortable: true, width: 180 },
  { key: 'past_due_rate', header: 'Past Due Rate (%)', kind: 'money', sortable: true, width: 150 },
  { key: 'dso_vs_credit_terms', header: 'DSO vs Credit Terms', kind: 'money', sortable: true, width: 170 },
  { key: 'distribution_channel', header: 'Distribution Channel', kind: 'text', sortable: true, width: 170 },
  { key: 'kyc_state', header: 'KYC', kind: 'status', labels: KYC_STATE_LABELS, sortable: true, width: 190 },
]);
export type CustomerListColumn = (typeof customerListColumns)[number]['key'];

/** §2.1: shown until the user chooses otherwise (remembered per user). */
export const CUSTOMER_HIDDEN_BY_DEFAULT: readonly CustomerListColumn[] = [
  'shipping_address',
  'lba_code',
  'lba_name',
  'contact_person',
  'email_address',
  'customer_type_desc_text_format',
  'past_due_rate',
  'dso_vs_credit_terms',
  'distribution_channel',
];

/** Columns the search can be narrowed to (the text ones). */
export const CUSTOMER_SEARCH_COLUMNS = ['customer_code', 'customer_name', 'tin_no', 'AO', 'billing_address', 'billing_barangay', 'district', 'tagging', 'kam_name', 'sar'] as const;

const filters = {
  search: searchText,
  /** Only customers whose documents are in this KYC state. */
  kyc: z.enum(KYC_STATES, { error: `KYC must be one of: ${KYC_STATES.join(', ')}.` }).optional(),
  /** Blank (no column chosen, as the spec's list sends it) searches them all. */
  column: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(CUSTOMER_SEARCH_COLUMNS, { error: `Column must be one of: ${CUSTOMER_SEARCH_COLUMNS.join(', ')}.` }).optional()),
};
export const customerListQuery = pagedQuery(customerListColumns, { order_by: 'customer_code', direction: 'asc' }, filters);
export const CUSTOMER_LIST_DEFAULT_SORT = { order_by: 'customer_code', direction: 'asc' } as const;

const columnKeys = customerListColumns.map((c) => c.key) as [CustomerListColumn, ...CustomerListColumn[]];
/**
 * The visibility map of the grid's columns ({ key: true/false }; a column left out is shown as by default). A key that
 * is no column of ours (the spec's grid has owner_email, for one) hides or shows nothing and is dropped.
 */
const columnVisibility = z
  .record(text().max(60), z.boolean({ error: 'Column visibility must be true or false.' }))
  .refine((m) => Object.keys(m).length <= 200, 'At most 200 columns.')
  .transform((m) => Object.fromEntries(Object.entries(m).filter(([k]) => (columnKeys as readonly string[]).includes(k))) as Partial<Record<CustomerListColumn, boolean>>);

/**
 * The export (002 §7.1: "same plus export set to export and the column visibility map"): the list's search and
 * sort, and which columns are visible. The list's page and page_size are taken and ignored: the file holds every
 * row the search finds.
 */
export const customerExportBody = z
  .object({
    search: searchText,
    column: filters.column,
    kyc: filters.kyc,
    order_by: customerListQuery.shape.order_by,
    direction: customerListQuery.shape.direction,
    page: customerListQuery.shape.page,
    page_size: customerListQuery.shape.page_size,
    columns: columnVisibility.optional(),
    export: z.literal('export').optional(),
  })
  .strict();
export type CustomerExportBody = z.input<typeof customerExportBody>;

/** The visible columns of an export: the map's choices over the defaults, in the list's order. */
export function visibleCustomerColumns(map: Partial<Record<CustomerListColumn, boolean>> | undefined): CustomerListColumn[] {
  return customerListColumns.map((c) => c.key).filter((k) => map?.[k] ?? !CUSTOMER_HIDDEN_BY_DEFAULT.includes(k));
}

export const listCustomersEp = endpoint<CustomerListRow[]>()({ method: 'GET', path: '/customers', query: customerListQuery, paged: true, tag: 'customers' });
/** Answers the download link (spec: "result is a download URL"). */
export const exportCustomersEp = endpoint<string>()({ method: 'POST', path: '/customers/export', body: customerExportBody });

/** The view's sidebar (§2.4): code and name, searched by name, sorted by code. */
export interface CustomerPick {
  customer_code: string;
  customer_name: string;
  status: number;
}
export const customerPickQuery = z.object({ search: searchText, limit: z.preprocess((v) => (typeof v === 'string' && /^\d{1,4}$/.test(v) ? Number(v) : v), z.number().int().min(1).max(500).default(100)) }).strict();
export const customerPickListEp = endpoint<CustomerPick[]>()({ method: 'GET', path: '/customer/list', query: customerPickQuery, tag: 'customers' });
