import {
  DEFAULT_INVENTORY_ID,
  PRODUCT_FILES,
  PRODUCT_FILE_FIELDS,
  productFields,
  type ProductFileField,
  type ProductFormValues,
  type ProductRecord,
} from '../../../../contract/products';
import type { StoredFileRef } from '../../../components/upload';

/** Form state: every field as the user typed it (text), payment terms as rows of text. */
export type FormState = { [K in Exclude<keyof ProductFormValues, 'payment_terms'>]: string } & { payment_terms: { percent_amount: string; days_remaining: string }[] };

const FIELD_NAMES = Object.keys(productFields.shape) as (keyof FormState)[];

/** A new product (spec 001 §9): active 1 (set on approval), VAT exemption 0, inventory 1, money 0.00. */
export function emptyForm(): FormState {
  const out = Object.fromEntries(FIELD_NAMES.map((k) => [k, ''])) as unknown as FormState;
  return {
    ...out,
    inventory_id: String(DEFAULT_INVENTORY_ID),
    vat_exemption: '0',
    cost: '0.00',
    selling_price: '0.00',
    percent_down_payment: '0.00',
    percent_intransit: '0.00',
    percent_upon_delivery: '0.00',
    payment_terms: [],
  };
}

type Source = Partial<ProductRecord> | Record<string, unknown>;

/** A stored product or draft as form text (null -> ''). */
export function formFrom(source: Source): FormState {
  const base = emptyForm();
  const rec = source as Record<string, unknown>;
  for (const k of FIELD_NAMES) {
    if (k === 'payment_terms') continue;
    const v = rec[k];
    if (v !== undefined) (base as Record<string, unknown>)[k] = v === null ? '' : String(v);
  }
  const terms = Array.isArray(rec.payment_terms) ? (rec.payment_terms as { percent_amount: unknown; days_remaining: unknown }[]) : [];
  base.payment_terms = terms.map((t) => ({ percent_amount: String(t.percent_amount ?? ''), days_remaining: String(t.days_remaining ?? '') }));
  return base;
}

/** Whether two form states differ (Cancel asks before discarding). */
export const sameForm = (a: FormState, b: FormState) => JSON.stringify(a) === JSON.stringify(b);

/** Files chosen in the form and not yet sent, by multipart field (cpr_document, small_size_image, big_size_image). */
export type ProductFiles = Partial<Record<ProductFileField, File>>;
/** The files the server has for the product or draft, by the same field. */
export type CurrentFiles = Partial<Record<ProductFileField, StoredFileRef>>;

/** The product's `upload` list (file_url) or a draft's `with_image` list (processed_path), by form field. */
export function currentFiles(list: readonly { doc_type: string; file_name: string; file_url?: string; processed_path?: string }[] = []): CurrentFiles {
  const out: CurrentFiles = {};
  for (const u of list) {
    const field = PRODUCT_FILE_FIELDS.find((f) => PRODUCT_FILES[f].docType === u.doc_type);
    const path = u.file_url ?? u.processed_path;
    if (field && path) out[field] = { file_name: u.file_name, path };
  }
  return out;
}
