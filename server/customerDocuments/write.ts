import type { z } from 'zod';
import { DOC_TYPE_LABELS, hasExpiry, OTHER_DOC_TYPE, type documentExpiryInput, type documentUploadInput } from '../../contract/customerDocuments';
import { sql, type Db } from '../db/db';
import { recordRevision, type FieldChange } from '../kit';
import type { StoredUpload } from '../uploads';
import type { DocumentsHead } from './read';

/**
 * The writes of the Documents tab, each in the caller's transaction (the
 * customer's row locked) with its revision on the customer: an upload
 * (a fixed document replaces the current one, which keeps its row as
 * replaced; an "others" one is added), a corrected expiry date, and the
 * removal of an "others" document (its row stays, marked replaced).
 */
const MODULE = 'Customers';

export interface DocumentWriteContext {
  userId: number;
  /** ISO timestamp of the request. */
  at: string;
}

const revise = (tx: Db, head: DocumentsHead, ctx: DocumentWriteContext, action: string, changes: FieldChange[]) =>
  recordRevision(tx, { entity: 'customers', entityId: head.customer_id, action, userId: ctx.userId, at: ctx.at, module: MODULE, reference: head.customer_code, changes });

const otherName = (description: string | null, fileName: string) => `${description ?? ''}: ${fileName}`;

export async function recordUpload(tx: Db, head: DocumentsHead, v: z.output<typeof documentUploadInput>, file: StoredUpload, ctx: DocumentWriteContext): Promise<void> {
  const other = v.doc_type === OTHER_DOC_TYPE;
  const expiry = hasExpiry(v.doc_type) ? v.expiry_date : null;
  const description = other ? v.description : null;
  const replaced = other
    ? undefined
    : await tx.one<{ file_name: string; expiry_date: string | null }>(sql`
        UPDATE customer_files SET replaced_at = ${ctx.at}::timestamptz
        WHERE customer_id = ${head.customer_id} AND doc_type = ${v.doc_type} AND replaced_at IS NULL
        RETURNING file_name, expiry_date::text AS expiry_date`);
  await tx.run(sql`
    INSERT INTO customer_files (customer_id, doc_type, file_name, stored_path, content_type, size_bytes, expiry_date, description, uploaded_by, created_at)
    VALUES (${head.customer_id}, ${v.doc_type}, ${file.fileName}, ${file.storedName}, ${file.contentType}, ${file.sizeBytes}, ${expiry}::date, ${description}, ${ctx.userId}, ${ctx.at}::timestamptz)`);
  const label = DOC_TYPE_LABELS[v.doc_type];
  const changes: FieldChange[] = other
    ? [{ field: OTHER_DOC_TYPE, label, old: null, new: otherName(description, file.fileName) }]
    : [{ field: v.doc_type, label, old: replaced?.file_name ?? null, new: file.fileName }];
  if (expiry !== null || replaced?.expiry_date) changes.push({ field: `${v.doc_type}_expiry_date`, label: `${label} Expiry Date`, old: replaced?.expiry_date ?? null, new: expiry });
  await revise(tx, head, ctx, 'document_uploaded', changes);
}

/** Sets the expiry date of the current document of the type; false when none is on file. */
export async function recordExpiry(tx: Db, head: DocumentsHead, v: z.output<typeof documentExpiryInput>, ctx: DocumentWriteContext): Promise<boolean> {
  const current = await tx.one<{ id: number; expiry_date: string | null }>(sql`
    SELECT id, expiry_date::text AS expiry_date FROM customer_files
    WHERE customer_id = ${head.customer_id} AND doc_type = ${v.doc_type} AND replaced_at IS NULL ORDER BY id DESC LIMIT 1`);
  if (!current) return false;
  // The same date again changes nothing, so it writes nothing (and no revision).
  if (current.expiry_date === v.expiry_date) return true;
  await tx.run(sql`UPDATE customer_files SET expiry_date = ${v.expiry_date}::date WHERE id = ${current.id}`);
  const label = DOC_TYPE_LABELS[v.doc_type];
  await revise(tx, head, ctx, 'document_expiry_changed', [{ field: `${v.doc_type}_expiry_date`, label: `${label} Expiry Date`, old: current.expiry_date, new: v.expiry_date }]);
  return true;
}

/** Removes a current "others" document of the customer; false when there is none with that id. */
export async function recordOtherRemoved(tx: Db, head: DocumentsHead, docId: number, ctx: DocumentWriteContext): Promise<boolean> {
  const removed = await tx.one<{ file_name: string; description: string | null }>(sql`
    UPDATE customer_files SET replaced_at = ${ctx.at}::timestamptz
    WHERE id = ${docId} AND customer_id = ${head.customer_id} AND doc_type = ${OTHER_DOC_TYPE} AND replaced_at IS NULL
    RETURNING file_name, description`);
  if (!removed) return false;
  await revise(tx, head, ctx, 'document_removed', [{ field: OTHER_DOC_TYPE, label: DOC_TYPE_LABELS.others, old: otherName(removed.description, removed.file_name), new: null }]);
  return true;
}
