import { z } from 'zod';
import { id, isoDate, text } from './envelope';
import { endpoint } from './kit';
import { blank, optDate, optText } from './kit/formFields';

/**
 * Two sections of the customer view (spec 002 §2.4): Documents (§3.7, §5
 * "Documents") and SI Template, the printed sales-invoice settings (§3.9,
 * §5 "SI template"); and the KYC state of a customer's documents, which the
 * Customers Center shows as a column (beyond the spec). Reads need
 * get_customer (or update_customer, as the view itself), writes
 * update_customer; every write is revisioned on the customer.
 */

// ---- Documents (§3.7) ---------------------------------------------------------------

/**
 * The fixed documents, one current file each. The spec's PRCID is a card with
 * two sides, so it is two documents here: the front (which carries the
 * card's validity) and the back.
 */
export const DOC_TYPES = ['BCAF', 'PRCID_front', 'PRCID_back', 'other_gov_id', 'cert_reg', 'lto', 'bus_permit', 'gis', 'photo_est'] as const;
export type DocType = (typeof DOC_TYPES)[number];
/** Any number of further documents, each with its description (Add Attachment). */
export const OTHER_DOC_TYPE = 'others' as const;
export type AnyDocType = DocType | typeof OTHER_DOC_TYPE;

export const DOC_TYPE_LABELS: Record<AnyDocType, string> = {
  BCAF: 'Audited Financial Statement (BCAF)',
  PRCID_front: 'PRC ID (Front)',
  PRCID_back: 'PRC ID (Back)',
  other_gov_id: 'Government ID',
  cert_reg: 'Certificate of Registration (2303)',
  lto: 'License to Operate',
  bus_permit: 'Business Permit',
  gis: 'General Information Sheet (GIS)',
  photo_est: 'Photograph of the Establishment',
  others: 'Other Document',
};

/** Licences and permits carry an expiry date (the PRC ID's is printed on its front). */
export const EXPIRING_DOC_TYPES = ['PRCID_front', 'lto', 'bus_permit'] as const satisfies readonly DocType[];
export type ExpiringDocType = (typeof EXPIRING_DOC_TYPES)[number];
export const hasExpiry = (t: string): t is ExpiringDocType => (EXPIRING_DOC_TYPES as readonly string[]).includes(t);
/** "Expiring" means an expiry date within this many days of today (Asia/Manila); a document is valid through its expiry date. */
export const EXPIRING_WITHIN_DAYS = 30;

/**
 * §5 "Documents", as data: the server's completeness check, the KYC state's
 * SQL (server/customerDocuments/kyc.ts) and the tab all read these rules.
 */
export interface DocRequirement {
  docTypes: readonly DocType[];
  /** Applies to physicians (customer type 4) only, or to every other type. */
  physician: boolean;
  /** ...and not to customers of this business type. */
  exceptBusinessType?: number;
}
export const PHYSICIAN_CUSTOMER_TYPE = 4;
export const SOLE_PROPRIETORSHIP_BUSINESS_TYPE = 1;
export const DOC_REQUIREMENTS: readonly DocRequirement[] = [
  { docTypes: ['PRCID_front', 'PRCID_back'], physician: true },
  { docTypes: ['cert_reg', 'lto', 'photo_est'], physician: false },
  { docTypes: ['bus_permit'], physician: false, exceptBusinessType: SOLE_PROPRIETORSHIP_BUSINESS_TYPE },
];

/** The documents a customer of this type and business type must have on file (§5). */
export function requiredDocTypes(customerType: number | null, businessType: number | null): DocType[] {
  const physician = customerType === PHYSICIAN_CUSTOMER_TYPE;
  return DOC_REQUIREMENTS.filter((r) => r.physician === physician && (r.exceptBusinessType === undefined || r.exceptBusinessType !== businessType)).flatMap((r) => [...r.docTypes]);
}

/** KYC state of a customer's documents: the worst that applies, in this order. */
export const KYC_STATES = ['missing_documents', 'expired', 'expiring', 'complete'] as const;
export type KycState = (typeof KYC_STATES)[number];
export const KYC_STATE_LABELS: Record<KycState, string> = {
  missing_documents: 'Missing Documents',
  expired: 'Expired',
  expiring: `Expiring within ${EXPIRING_WITHIN_DAYS} days`,
  complete: 'Complete',
};

/** A stored document: its file (fetched from `path` with the bearer token) and what was recorded with it. */
export interface CustomerDocument {
  customer_doc_id: number;
  doc_type: AnyDocType;
  file_name: string;
  path: string;
  expiry_date: string | null;
  description: string | null;
  uploaded_at: string;
  uploaded_by: string | null;
}

/** How one fixed document stands: on file, missing (required), absent (optional), or on file and expired / expiring. */
export type DocumentStanding = 'on_file' | 'missing' | 'absent' | 'expired' | 'expiring';

export interface DocumentSlot {
  doc_type: DocType;
  required: boolean;
  has_expiry: boolean;
  standing: DocumentStanding;
  document: CustomerDocument | null;
}

/** GET /customer/documents/{code}: the nine documents in order, the others, and the completeness as of today. */
export interface CustomerDocuments {
  customer_code: string;
  /** Today in Asia/Manila: what expired and expiring are judged against. */
  as_of: string;
  kyc_state: KycState;
  customer_documents: DocumentSlot[];
  customer_documents_others: CustomerDocument[];
}

export const DOCUMENT_MESSAGES = {
  uploaded: 'Document has been uploaded.',
  expirySaved: 'Expiry date has been saved.',
  removed: 'Document has been removed.',
  fileRequired: 'Choose a file to upload.',
  expiryRequired: 'Expiry date is required.',
  descriptionRequired: 'Description is required.',
  notOnFile: 'There is no such document on file.',
  confirmRemove: 'Are you sure you want to delete this record(s)?',
} as const;

/** The multipart file field of the upload. */
export const DOCUMENT_FILE_FIELD = 'file';

const customerCode = text({ error: 'Customer code is required.' }).trim().min(1, 'Customer code is required.').max(40, 'Customer code must be at most 40 characters.');
const codeParams = z.object({ customer_code: customerCode }).strict();


/**
 * The upload's fields (multipart, beside the file). An expiry date belongs to
 * licences and permits and a description to other documents; either, sent
 * for another document, is not stored.
 */
export const documentUploadInput = z
  .object({
    doc_type: z.enum([...DOC_TYPES, OTHER_DOC_TYPE], { error: (iss) => (iss.input === undefined ? 'Document type is required.' : 'Document type is not one of the customer documents.') }),
    expiry_date: optDate,
    description: optText('Description', 200),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (hasExpiry(v.doc_type) && !v.expiry_date) ctx.addIssue({ code: 'custom', path: ['expiry_date'], message: DOCUMENT_MESSAGES.expiryRequired });
    if (v.doc_type === OTHER_DOC_TYPE && !v.description) ctx.addIssue({ code: 'custom', path: ['description'], message: DOCUMENT_MESSAGES.descriptionRequired });
  });
export type DocumentUploadValues = z.input<typeof documentUploadInput>;

/** A corrected expiry date of the current licence or permit, without a new file. */
export const documentExpiryInput = z
  .object({
    doc_type: z.enum(EXPIRING_DOC_TYPES, { error: 'Only licences and permits have an expiry date.' }),
    expiry_date: z.preprocess((v) => (blank(v) ? undefined : v), text({ error: DOCUMENT_MESSAGES.expiryRequired }).pipe(isoDate)),
  })
  .strict();

const DOCS_TAG = 'customer_documents';
export const showCustomerDocumentsEp = endpoint<CustomerDocuments>()({ method: 'GET', path: '/customer/documents/:customer_code', params: codeParams, tag: DOCS_TAG });
/** Multipart: the fields and the file; a fixed document replaces the current one (kept as replaced), an "others" one is added. */
export const uploadCustomerDocumentEp = endpoint<CustomerDocuments>()({
  method: 'POST',
  path: '/customer/documents/:customer_code',
  params: codeParams,
  body: documentUploadInput,
  form: true,
  invalidates: [DOCS_TAG],
});
export const saveDocumentExpiryEp = endpoint<CustomerDocuments>()({
  method: 'PUT',
  path: '/customer/documents/:customer_code/expiry',
  params: codeParams,
  body: documentExpiryInput,
  form: true,
  invalidates: [DOCS_TAG],
});
export const removeOtherDocumentEp = endpoint<CustomerDocuments>()({
  method: 'DELETE',
  path: '/customer/documents/:customer_code/others/:customer_doc_id',
  params: z.object({ customer_code: customerCode, customer_doc_id: id({ error: 'Document is not valid.' }) }).strict(),
  invalidates: [DOCS_TAG],
});

// ---- SI template (§3.9) -------------------------------------------------------------

export const SI_FLAGS = [
  'customer_name',
  'total_gross_discount',
  'product_code',
  'manufacturing_date',
  'display_po',
  'display_unit_of_measure',
  'remove_brackets',
  'display_gross_amount',
  'display_percentage',
  'display_notes',
  'fg_manufacturing_date',
  'display_expiry_date',
  'large_font',
  'display_packaging',
  'free_goods_bottom',
  'one_product_one_si',
] as const;
export type SiFlag = (typeof SI_FLAGS)[number];
export const SI_FLAG_LABELS: Record<SiFlag, string> = {
  customer_name: 'Customer Name',
  total_gross_discount: 'Total Gross Discount',
  product_code: 'Product Code',
  manufacturing_date: 'Manufacturing Date',
  display_po: 'Display PO',
  display_unit_of_measure: 'Display Unit of Measure',
  // The spec's label for this flag (§3.9), whatever its name says.
  remove_brackets: 'Display Brackets',
  display_gross_amount: 'Display Gross Amount',
  display_percentage: 'Display Percentage',
  display_notes: 'Display Notes',
  fg_manufacturing_date: 'Free Goods Manufacturing Date',
  display_expiry_date: 'Display Expiry Date',
  large_font: 'Large Font',
  display_packaging: 'Display Packaging',
  free_goods_bottom: 'Free Goods at the Bottom',
  one_product_one_si: 'One Product per SI',
};

export const FREE_DESCRIPTION_POSITIONS = { mid: 'Middle', end: 'End' } as const;
export const FREE_GOODS_POSITIONS = {
  top_before_product: 'Top, before the product',
  bottom_of_product: 'Bottom of the product',
  bottom_of_all_product: 'Bottom of all products',
} as const;
/** Not listed by the spec: how quantities print. */
export const SI_QUANTITY_OPTIONS = {
  as_ordered: 'As ordered (e.g. 2 BOX)',
  in_pieces: 'In pieces (e.g. 200 PCS)',
  both: 'Both (e.g. 2 BOX / 200 PCS)',
} as const;
/** Not listed by the spec: how VAT prints. */
export const SI_DISPLAY_VAT_OPTIONS = {
  inclusive: 'Amounts VAT-inclusive',
  exclusive: 'Amounts VAT-exclusive, VAT on its own line',
  none: 'No VAT line (VAT-exempt or zero-rated)',
} as const;

export const SI_FIELD_LABELS: Record<string, string> = {
  ...SI_FLAG_LABELS,
  maximum_line: 'Maximum Lines',
  free_description_position: 'Free Description Position',
  free_goods_position: 'Free Goods Position',
  quantity: 'Quantity',
  display_vat: 'Display VAT',
};

export const SI_MESSAGES = {
  saved: 'Your work has been saved',
  confirmSave: 'Are you sure you want to save this?',
  maximumLine: 'Maximum Lines must be digits only, at most 2.',
} as const;

const choiceOf = <const O extends Record<string, string>>(label: string, options: O) => {
  const keys = Object.keys(options) as [keyof O & string, ...(keyof O & string)[]];
  return z.enum(keys, { error: `${label} must be one of: ${Object.values(options).join('; ')}.` });
};

/** A flag as the spec stores it, "1" or "0"; a checkbox left out (multipart) is "0". */
const siFlag = (label: string) =>
  z.preprocess(
    (v) => (blank(v) ? '0' : v === 1 || v === true ? '1' : v === 0 || v === false ? '0' : v),
    z.enum(['1', '0'], { error: `${label} must be 1 or 0.` }),
  );

export const siTemplateInput = z
  .object({
    ...(Object.fromEntries(SI_FLAGS.map((f) => [f, siFlag(SI_FLAG_LABELS[f])])) as Record<SiFlag, ReturnType<typeof siFlag>>),
    // §5: digits only, at most 2 characters; blank leaves the form's standard number of lines.
    maximum_line: z.preprocess((v) => (blank(v) ? null : typeof v === 'number' ? String(v) : v), text({ error: SI_MESSAGES.maximumLine }).regex(/^\d{1,2}$/, SI_MESSAGES.maximumLine).nullable()),
    free_description_position: choiceOf('Free Description Position', FREE_DESCRIPTION_POSITIONS),
    free_goods_position: choiceOf('Free Goods Position', FREE_GOODS_POSITIONS),
    quantity: choiceOf('Quantity', SI_QUANTITY_OPTIONS),
    display_vat: choiceOf('Display VAT', SI_DISPLAY_VAT_OPTIONS),
  })
  .strict();
export type SiTemplateValues = z.output<typeof siTemplateInput>;

/** GET /customer/si-template/{code}: the saved settings, or the defaults (si_template_id null) while none are saved. */
export interface SiTemplate extends SiTemplateValues {
  si_template_id: number | null;
  customer_code: string;
}

/** What a customer without saved settings starts from. */
export const SI_TEMPLATE_DEFAULTS: SiTemplateValues = {
  ...(Object.fromEntries(SI_FLAGS.map((f) => [f, '0'])) as Record<SiFlag, '0'>),
  maximum_line: null,
  free_description_position: 'end',
  free_goods_position: 'bottom_of_product',
  quantity: 'as_ordered',
  display_vat: 'inclusive',
};

const SI_TAG = 'customer_si_template';
export const showSiTemplateEp = endpoint<SiTemplate>()({ method: 'GET', path: '/customer/si-template/:customer_code', params: codeParams, tag: SI_TAG });
export const saveSiTemplateEp = endpoint<SiTemplate>()({ method: 'PUT', path: '/customer/si-template/:customer_code', params: codeParams, body: siTemplateInput, form: true, invalidates: [SI_TAG] });
