import { sql, type Db } from '../db/db';
import { recordRevision } from '../kit';
import type { StoredUpload } from '../uploads';

/**
 * Files attached to a return, in the caller's transaction: attaching is editing the return, so its revision makes
 * the user one of its makers (never its checker). Used by the attachment call and by a submission that brings
 * its files (spec 002 §7.6 POST /approval with documents_new).
 */
export async function attachFiles(tx: Db, h: { srpf_id: number; srpf_no: string }, files: readonly StoredUpload[], userId: number, at: string): Promise<void> {
  if (!files.length) return;
  await recordRevision(tx, {
    entity: 'srpf_headers',
    entityId: h.srpf_id,
    action: 'attached',
    maker: 'attached',
    userId,
    at,
    module: 'Stock Returns Pull-Out',
    reference: h.srpf_no,
    changes: [{ field: 'attachments', label: 'Attachments', old: null, new: files.map((f) => f.fileName).join(', ') }],
  });
  for (const f of files) {
    await tx.run(sql`
      INSERT INTO srpf_attachments (srpf_id, file_name, mime_type, size_bytes, stored_path, uploaded_by, uploaded_at)
      VALUES (${h.srpf_id}, ${f.fileName}, ${f.contentType}, ${f.sizeBytes}, ${f.storedName}, ${userId}, ${at}::timestamptz)`);
  }
}
