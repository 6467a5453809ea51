import { z } from 'zod';
import { id, optionalId, text, wholeNumber } from './envelope';
import { columns, endpoint, pagedQuery, searchText } from './kit';
import type { Scope } from './scopes';

/**
 * Customer product code maintenance (spec 001 §2 "Customer product code
 * maintenance", §3 "Customer product mapping", §5, §7, §8): what each
 * customer calls our products, and the product name printed on its DR/SI
 * templates. Paths are the spec's (§7) where it shows them; the product
 * picker and the export modal's customer list are ours. The spec's
 * smpp_account_* and smpp_product_name are not kept: no screen shows them.
 */
export interface CustomerProductCodeRow {
  id: number;
  customer_id: number;
  customer_code: string;
  customer_name: string;
  product_id: number;
  /** Our product code (the spec's "internal product code"). */
  product_code: string;
  product_name: string;
  /** The customer's own code for the product. */
  smpp_product_code: string;
  /** Overrides our product name on the customer's DR/SI; null prints product_name. */
  template_product_name: string | null;
}

export interface CustomerOption {
  customer_id: number;
  customer_code: string;
  customer_name: string;
}

export interface ProductOption {
  product_id: number;
  product_code: string;
  product_name: string;
}

/** What an import did: rows added, rows changed, rows already as the file says. */
export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
}

// The spec names no scope for this screen (001 §6); contract/scopes.ts defines them.
export const CPC_SCOPES = {
  view: 'view_smpp_product_maintenance',
  update: 'update_customer_product_code',
  import: 'import_customer_product_code',
  export: 'export_customer_product_code',
} as const satisfies Record<string, Scope>;

export const CPC_TAG = 'customer-product-codes';

/** The screen's words (spec 001 §5, §8) and ours where it shows none. */
export const CPC_MESSAGES = {
  title: 'Product Maintenance',
  note: 'Double-click a cell to edit the Customer Product Code.',
  notFound: 'Record not found.',
  tryAgain: 'Please try again later.',
  exportFailed: 'Error Processing Request, Please try again later.',
  saved: 'Customer product code saved.',
  confirmSave: 'Are you sure you want to save this form?',
  confirmImport: 'Are you sure you want to import this data?',
  importFailed: 'Import Failed',
  importDone: 'Success',
  chooseCustomer: 'Please choose a customer to export.',
  fileRequired: 'Please choose an Excel file (.xlsx) to import.',
  notXlsx: 'The file must be an Excel workbook (.xlsx).',
  noRows: 'The file has no rows to import.',
  tooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en-US')} rows. Split it into smaller files.`,
  missingHeaders: (headers: readonly string[]) => `The first sheet must have the columns ${headers.join(', ')}.`,
  customerMissing: 'The customer does not exist.',
  productMissing: 'The product does not exist.',
  customerCodeMismatch: 'The customer code is not the chosen customer\u2019s.',
  productCodeMismatch: 'The product code is not the chosen product\u2019s.',
  pairTaken: 'This product already has a customer product code for this customer.',
  codeTaken: (code: string) => `Customer product code ${code} is already used for another product of this customer.`,
} as const;

const CODE_MAX = 50;
const NAME_MAX = 200;

/** The customer's code for a product: required, at most 50 characters. */
export const smppProductCode = text({ error: 'Customer product code is required.' })
  .trim()
  .min(1, 'Customer product code is required.')
  .max(CODE_MAX, `Customer product code must be at most ${CODE_MAX} characters.`);

/** The DR/SI name: optional; blank means "print our product name". */
export const templateProductName = text({ error: 'Template product name must be text.' })
  .trim()
  .max(NAME_MAX, `Template product name must be at most ${NAME_MAX} characters.`)
  .nullish()
  .transform((v) => v || null);

// Grid order of the spec: customer name, customer code, the two editable columns, then ours.
export const customerProductCodeColumns = columns<CustomerProductCodeRow>()([
  { key: 'customer_name', header: 'Customer Name', kind: 'text', sortable: true, width: 260 },
  { key: 'customer_code', header: 'Customer Code', kind: 'text', sortable: true, width: 140 },
  { key: 'smpp_product_code', header: 'Customer Product Code', kind: 'text', sortable: true, width: 190 },
  { key: 'template_product_name', header: 'Template Product Name', kind: 'text', sortable: true, width: 260 },
  { key: 'product_name', header: 'Internal Product Name', kind: 'text', sortable: true, width: 260 },
  { key: 'product_code', header: 'Internal Product Code', kind: 'text', sortable: true, width: 170 },
]);
export const CPC_DEFAULT_SORT = { order_by: 'customer_name', direction: 'asc' } as const;

/**
 * The columns an import reads, by header text (the export's headers, so an
 * exported file can be edited and imported back). Other columns are ignored.
 */
export const IMPORT_HEADERS = {
  customer_code: 'Customer Code',
  product_code: 'Internal Product Code',
  smpp_product_code: 'Customer Product Code',
  template_product_name: 'Template Product Name',
} as const;
export const IMPORT_REQUIRED_HEADERS = [IMPORT_HEADERS.customer_code, IMPORT_HEADERS.product_code, IMPORT_HEADERS.smpp_product_code] as const;
export const IMPORT_MAX_ROWS = 5000;
/** The multipart field of the import. */
export const IMPORT_FILE_FIELD = 'file';

export const customerProductCodeListQuery = pagedQuery(customerProductCodeColumns, CPC_DEFAULT_SORT, {
  search: searchText,
  // Not optionalId: a query string leaves a filter out rather than sending it blank.
  customer_id: id({ error: 'The customer is not valid.' }).optional(),
});

const optionQuery = z.object({ search: searchText }).strict();

/** A customer's code or our product code, as a cell edit names its row (spec §7 save). */
const rowKey = (what: string) => text({ error: `${what} is required.` }).trim().min(1, `${what} is required.`).max(100, `${what} must be at most 100 characters.`);
const cellKey = { internal_product_code: rowKey('Internal product code'), customer_code: rowKey('Customer code') };

/**
 * One cell edit (spec §7 save: internal_product_code, customer_code, field,
 * value). The value takes the rules of the column it edits; its messages are
 * the form's. One object (not a union) so every tool that walks bodies reads it.
 */
export type SaveCell = { internal_product_code: string; customer_code: string } & (
  | { field: 'smpp_product_code'; value: string }
  | { field: 'template_product_name'; value: string | null }
);
export const saveCellBody = z
  .object({
    ...cellKey,
    field: z.enum(['smpp_product_code', 'template_product_name'], { error: 'Field must be smpp_product_code or template_product_name.' }),
    value: text({ error: 'Value must be text.' }).nullish(),
  })
  .strict()
  .transform((b, ctx): SaveCell => {
    const parsed = (b.field === 'smpp_product_code' ? smppProductCode : templateProductName).safeParse(b.value ?? '');
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['value'] });
      return z.NEVER;
    }
    return { ...b, value: parsed.data } as SaveCell;
  });
export type SaveCellBody = z.input<typeof saveCellBody>;
export type EditableField = SaveCell['field'];

/**
 * The Form Details modal (spec 001 §7 update: id, customer_id, product_id, product_code, customer_code): a new mapping
 * without id, or a change of one. product_code (ours, internal) and customer_code restate the pickers' choice and must
 * agree with it. The two codes the grid edits are ours to add, optional: without them a change keeps the row's, and a
 * new mapping starts with the customer's product code equal to ours (edited later in the grid, spec §2).
 */
export const customerProductCodeInput = z
  .object({
    id: optionalId({ error: 'The record is not valid.' }).nullable(),
    customer_id: id({ error: 'Customer is required.' }),
    product_id: id({ error: 'Product is required.' }),
    product_code: text().trim().max(100).optional(),
    customer_code: text().trim().max(100).optional(),
    smpp_product_code: smppProductCode.optional(),
    template_product_name: templateProductName.optional(),
  })
  .strict();
export type CustomerProductCodeInput = z.input<typeof customerProductCodeInput>;

const P = '/product-legacy-maintenance';

export const listCustomerProductCodesEp = endpoint<CustomerProductCodeRow[]>()({ method: 'GET', path: `${P}/list`, query: customerProductCodeListQuery, paged: true, tag: CPC_TAG });
export const customerOptionsEp = endpoint<CustomerOption[]>()({ method: 'GET', path: `${P}/dropdown_customers`, query: optionQuery });
/** Ours: the Form Details product picker. */
export const productOptionsEp = endpoint<ProductOption[]>()({ method: 'GET', path: `${P}/dropdown_products`, query: optionQuery });
/** Answers 00004 with the row; 00002 "Record not found." for a pair without a code. */
export const saveCellEp = endpoint<CustomerProductCodeRow>()({ method: 'POST', path: `${P}/save`, body: saveCellBody, invalidates: [CPC_TAG] });
/** Answers 00003 (added) or 00004 (changed) with the row. */
export const saveCustomerProductCodeEp = endpoint<CustomerProductCodeRow>()({ method: 'POST', path: `${P}/update`, body: customerProductCodeInput, form: true, invalidates: [CPC_TAG] });
/** Multipart, the workbook in IMPORT_FILE_FIELD; all rows or none; a refusal lists every bad row as "Line n: ...". */
export const importCustomerProductCodesEp = endpoint<ImportSummary>()({ method: 'POST', path: `${P}/import`, body: z.object({}).strict(), invalidates: [CPC_TAG] });
/** The result is the download URL of the customer's codes as XLSX. */
export const exportCustomerProductCodesEp = endpoint<string>()({ method: 'GET', path: `${P}/export/:customer_id`, params: z.object({ customer_id: id() }).strict() });

/**
 * The export modal's server-paged customer list (path not in the spec: ours). The spec's search (001 §7) pages by
 * `offset` with page_size and reads `data`: offset is taken (it wins over page) and the rows are answered under
 * both `result` and `data`.
 */
export const exportCustomerColumns = columns<CustomerOption>()([
  { key: 'customer_code', header: 'Code', kind: 'text', sortable: true },
  { key: 'customer_id', header: 'ID', kind: 'number', sortable: true },
  { key: 'customer_name', header: 'Name', kind: 'text', sortable: true },
]);
export const exportCustomersEp = endpoint<CustomerOption[]>()({
  method: 'GET',
  path: `${P}/customers`,
  query: pagedQuery(exportCustomerColumns, { order_by: 'customer_name' }, { search: searchText, offset: wholeNumber(0, 10_000_000, { error: 'Offset must be a whole number.' }).optional() }),
  paged: true,
});
