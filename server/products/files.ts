import { PRODUCT_FILES, PRODUCT_UPLOAD_PATH, type ProductFileField } from '../../contract/products';
import { sql, type Db } from '../db/db';
import type { RouteDef } from '../http/routeRegistry';
import { defineFileRoute, type StoredUpload, type UploadRoute } from '../uploads';
import { PRODUCT_READERS } from './read.routes';
import type { Actor } from './submissions';

/**
 * Product files (spec 001 §3: cpr_document, small and big size images). A file
 * arrives with a form and belongs to that submission (draft or waiting for
 * approval); the approval that applies the submission moves its files onto
 * the product in the same transaction, where they replace the product's file
 * of the same doc_type (the old row stays with its own submission, for the record).
 */

const docTypeOf = (field: string) => PRODUCT_FILES[field as ProductFileField].docType;
const fieldOf = Object.fromEntries(Object.entries(PRODUCT_FILES).map(([field, f]) => [f.docType, field])) as Record<string, ProductFileField>;

/** The multipart file fields of /products/add and /products/submit/updated. */
export const productUploadRoutes = (add: RouteDef, update: RouteDef): UploadRoute[] =>
  [add, update].map((route) => ({ route, files: Object.fromEntries(Object.entries(PRODUCT_FILES).map(([field, f]) => [field, { kind: f.kind, label: f.label }])) }));

export const productFileRoute = defineFileRoute({
  // The file_url and processed_path the product and draft answers carry.
  url: PRODUCT_UPLOAD_PATH,
  scopes: PRODUCT_READERS,
  summary: 'An uploaded product file (CPR document, small or big size image), streamed to a product reader',
  find: (db, id) => db.one(sql`SELECT file_name, content_type, stored_path FROM product_uploads WHERE id = ${id}`),
});

/**
 * Records the files a form brought on its submission. A draft saved again
 * with a new file of a doc_type drops its previous one; their stored names are
 * pushed to `replaced` so the caller deletes them once the transaction commits.
 */
export async function attachToSubmission(tx: Db, a: Actor, submissionId: number, files: readonly StoredUpload[], replaced: string[]): Promise<void> {
  for (const f of files) {
    const gone = await tx.rows<{ stored_path: string }>(sql`
      DELETE FROM product_uploads WHERE submission_id = ${submissionId} AND doc_type = ${docTypeOf(f.field)} AND product_id IS NULL
      RETURNING stored_path`);
    replaced.push(...gone.map((g) => g.stored_path));
    await tx.run(sql`
      INSERT INTO product_uploads (submission_id, doc_type, file_name, stored_path, content_type, size_bytes, uploaded_by, created_at)
      VALUES (${submissionId}, ${docTypeOf(f.field)}, ${f.fileName}, ${f.storedName}, ${f.contentType}, ${f.sizeBytes}, ${a.userId}, ${a.at}::timestamptz)`);
  }
}

/**
 * The file part of a change's diff: each doc_type the submission brings (new
 * files, or those already on the draft) against the product's current one.
 * A new file is a change even under the same name.
 */
export async function fileChanges(
  tx: Db,
  productId: number,
  draftId: number | null,
  files: readonly StoredUpload[],
): Promise<{ field: string; old_value: string | null; new_value: string | null }[]> {
  const proposed = new Map<string, string>();
  if (draftId) {
    const onDraft = await tx.rows<{ doc_type: string; file_name: string }>(sql`
      SELECT doc_type, file_name FROM product_uploads WHERE submission_id = ${draftId} AND product_id IS NULL ORDER BY id`);
    for (const r of onDraft) proposed.set(r.doc_type, r.file_name);
  }
  for (const f of files) proposed.set(docTypeOf(f.field), f.fileName);
  if (!proposed.size) return [];
  const current = await tx.rows<{ doc_type: string; file_name: string }>(sql`
    SELECT doc_type, file_name FROM product_uploads WHERE product_id = ${productId} ORDER BY id`);
  const now = new Map(current.map((r) => [r.doc_type, r.file_name]));
  return [...proposed].map(([docType, name]) => ({ field: fieldOf[docType], old_value: now.get(docType) ?? null, new_value: name }));
}

/** Approval: the submission's files become the product's, replacing those of the same doc_type. */
export async function moveFilesToProduct(tx: Db, submissionId: number, productId: number): Promise<void> {
  await tx.run(sql`
    UPDATE product_uploads SET product_id = NULL
    WHERE product_id = ${productId} AND submission_id IS NOT NULL AND submission_id <> ${submissionId}
      AND doc_type IN (SELECT doc_type FROM product_uploads WHERE submission_id = ${submissionId})`);
  await tx.run(sql`UPDATE product_uploads SET product_id = ${productId} WHERE submission_id = ${submissionId}`);
}
