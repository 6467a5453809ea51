import {
  DOC_TYPES,
  EXPIRING_WITHIN_DAYS,
  hasExpiry,
  OTHER_DOC_TYPE,
  requiredDocTypes,
  type CustomerDocument,
  type CustomerDocuments,
  type DocType,
  type DocumentStanding,
  type KycState,
} from '../../contract/customerDocuments';
import { customerFileUrl } from '../../contract/customers';
import { sqlArray } from '../db/arrays';
import { isoTime, sql, type Db } from '../db/db';
import { kycStateSql } from './kyc';

/**
 * A customer's documents as the Documents tab reads them: the nine fixed
 * ones in order, each with whether §5 requires it and how it stands today,
 * the others, and the KYC state, which comes from the same SQL the
 * Customers Center uses (kyc.ts), so the tab and the list cannot disagree.
 */
export interface DocumentsHead {
  customer_id: number;
  customer_code: string;
  customer_type_id: number | null;
  business_type_id: number | null;
}

type FileRow = Omit<CustomerDocument, 'path' | 'uploaded_at'> & { created_at: string };

/** The customer's id and what its requirements depend on; undefined when there is no such customer. */
export function readDocumentsHead(db: Db, code: string, lock = false): Promise<DocumentsHead | undefined> {
  return db.one<DocumentsHead>(sql`
    SELECT customer_id, customer_code, customer_type_id, business_type_id FROM customers WHERE customer_code = ${code} ${lock ? sql`FOR UPDATE` : sql``}`);
}

/** The current documents of a customer (fixed and others), oldest first. */
export async function currentDocuments(db: Db, customerId: number): Promise<CustomerDocument[]> {
  const rows = await db.rows<FileRow>(sql`
    SELECT f.id AS customer_doc_id, f.doc_type, f.file_name, f.expiry_date::text AS expiry_date, f.description, f.created_at::text AS created_at,
           NULLIF(trim(u.first_name || ' ' || u.last_name), '') AS uploaded_by
    FROM customer_files f LEFT JOIN users u ON u.id = f.uploaded_by
    WHERE f.customer_id = ${customerId} AND f.replaced_at IS NULL AND f.doc_type = ANY(${sqlArray([...DOC_TYPES, OTHER_DOC_TYPE], 'text')})
    ORDER BY f.id`);
  return rows.map(({ created_at, ...r }) => ({ ...r, path: customerFileUrl(r.customer_doc_id), uploaded_at: isoTime(created_at) }));
}

import { addDays } from '../clock';
export { addDays };

function standingOf(doc: CustomerDocument | null, required: boolean, today: string): DocumentStanding {
  if (!doc) return required ? 'missing' : 'absent';
  if (doc.expiry_date && doc.expiry_date < today) return 'expired';
  if (doc.expiry_date && doc.expiry_date <= addDays(today, EXPIRING_WITHIN_DAYS)) return 'expiring';
  return 'on_file';
}

export async function readCustomerDocuments(db: Db, code: string, today: string): Promise<CustomerDocuments | null> {
  const head = await db.one<DocumentsHead & { kyc_state: KycState }>(sql`
    SELECT c.customer_id, c.customer_code, c.customer_type_id, c.business_type_id, ${kycStateSql(sql`c`, today)} AS kyc_state
    FROM customers c WHERE c.customer_code = ${code}`);
  if (!head) return null;
  const docs = await currentDocuments(db, head.customer_id);
  const required = new Set<DocType>(requiredDocTypes(head.customer_type_id, head.business_type_id));
  return {
    customer_code: head.customer_code,
    as_of: today,
    kyc_state: head.kyc_state,
    customer_documents: DOC_TYPES.map((t) => {
      // One current file per fixed type; should two ever be current, the newest is the one shown (as the KYC state reads it).
      const doc = docs.filter((d) => d.doc_type === t).at(-1) ?? null;
      return { doc_type: t, required: required.has(t), has_expiry: hasExpiry(t), standing: standingOf(doc, required.has(t), today), document: doc };
    }),
    customer_documents_others: docs.filter((d) => d.doc_type === OTHER_DOC_TYPE),
  };
}
