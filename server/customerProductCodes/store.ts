import type { CustomerProductCodeRow } from '../../contract/customerProductCodes';
import { sql, type Db } from '../db/db';
import { recordRevision, type FieldChange } from '../kit';

/** The row every answer and the export read: the mapping with its customer's and product's codes and names. */
export const ROW = sql`m.id, m.customer_id, c.customer_code, c.customer_name, m.product_id, p.product_code, p.product_name, m.smpp_product_code, m.template_product_name`;
export const FROM = sql`customer_product_codes m JOIN customers c ON c.customer_id = m.customer_id JOIN products p ON p.product_id = m.product_id`;

export const readRow = (db: Db, id: number) => db.one<CustomerProductCodeRow>(sql`SELECT ${ROW} FROM ${FROM} WHERE m.id = ${id}`);

/** The product of this customer that already carries `code`, other than `productId` (a code names one product per customer). */
export const codeOwner = (db: Db, customerId: number, code: string, productId: number) =>
  db.one<{ product_code: string }>(sql`
    SELECT p.product_code FROM customer_product_codes m JOIN products p ON p.product_id = m.product_id
    WHERE m.customer_id = ${customerId} AND m.smpp_product_code = ${code} AND m.product_id <> ${productId}`);

/** Whether a unique violation broke the "one product per customer code" rule (the error, or its cause, names the constraint). */
export function brokeCodeRule(err: unknown): boolean {
  for (let e = err as { constraint?: string; message?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (/customer_product_codes_code/.test(`${e.constraint ?? ''} ${e.message ?? ''}`)) return true;
  }
  return false;
}

const LABELS = { smpp_product_code: 'Customer Product Code', template_product_name: 'Template Product Name' } as const;

/** The changed fields between two versions, in words; customer and product read as their codes. */
export function changesOf(before: CustomerProductCodeRow | null, after: CustomerProductCodeRow): FieldChange[] {
  const out: FieldChange[] = [];
  if (before?.customer_id !== after.customer_id) {
    out.push({ field: 'customer_id', label: 'Customer', old: before?.customer_id ?? null, new: after.customer_id, old_text: before?.customer_code ?? null, new_text: after.customer_code });
  }
  if (before?.product_id !== after.product_id) {
    out.push({ field: 'product_id', label: 'Product', old: before?.product_id ?? null, new: after.product_id, old_text: before?.product_code ?? null, new_text: after.product_code });
  }
  for (const k of ['smpp_product_code', 'template_product_name'] as const) {
    if ((before?.[k] ?? null) !== after[k]) out.push({ field: k, label: LABELS[k], old: before?.[k] ?? null, new: after[k] });
  }
  return out;
}

/** Every write records its revision in the same transaction (server/kit/revisions.ts). */
export function recordChange(tx: Db, r: { before: CustomerProductCodeRow | null; after: CustomerProductCodeRow; userId: number; at: string; remarks?: string }) {
  return recordRevision(tx, {
    entity: 'customer_product_codes',
    entityId: r.after.id,
    action: r.before ? 'updated' : 'created',
    userId: r.userId,
    at: r.at,
    changes: changesOf(r.before, r.after),
    remarks: r.remarks ?? null,
    module: 'Customer Product Codes',
    reference: `${r.after.customer_code} / ${r.after.product_code}`,
  });
}
