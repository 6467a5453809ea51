import { DOCUMENT_MODULE, DOCUMENT_PATHS, type DocumentRow, type FolderRow } from '../../contract/documents';
import { sql, type Db, type SQL } from '../db/db';
import type { FieldChange, Revision } from '../kit';

/**
 * The SQL of the Document Management System (migration 073): one select of a
 * document as the contract declares it, the folder lookups the routes share.
 * A deleted document (deleted_at set) is not found by any read.
 */

const utc = (col: SQL) => sql`to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export const DOCUMENT_FROM = sql`documents d
  JOIN document_folders f ON f.folder_id = d.folder_id
  LEFT JOIN users u ON u.id = d.uploaded_by`;

export const DOCUMENT_SELECT = sql`d.document_id, d.document_id AS erp_uploads_id, d.folder_id, f.folder_name, d.file_name, d.file_source,
  d.physical_filing, d.physically_received_by, d.last_released_to, d.latest_activity, d.original_name, d.content_type, d.size_bytes,
  NULLIF(concat_ws(' ', u.first_name, u.last_name), '') AS uploaded_by, ${utc(sql`d.uploaded_at`)} AS uploaded_at, ${utc(sql`d.updated_at`)} AS updated_at`;

/** The row the contract answers: the file's URL comes from the contract's path, not from SQL. */
export const withFileUrl = (row: Omit<DocumentRow, 'file_url'>): DocumentRow => ({ ...row, size_bytes: Number(row.size_bytes), file_url: DOCUMENT_PATHS.file(row.erp_uploads_id) });

export async function readDocument(db: Db, id: number): Promise<DocumentRow | undefined> {
  const row = await db.one<Omit<DocumentRow, 'file_url'>>(sql`SELECT ${DOCUMENT_SELECT} FROM ${DOCUMENT_FROM} WHERE d.document_id = ${id} AND d.deleted_at IS NULL`);
  return row && withFileUrl(row);
}

export const FOLDER_SELECT = sql`f.folder_id, f.folder_name, f.parent_id,
  (SELECT COUNT(*)::int FROM documents d WHERE d.folder_id = f.folder_id AND d.deleted_at IS NULL) AS document_count`;

export async function readFolder(db: Db, id: number): Promise<FolderRow | undefined> {
  return db.one<FolderRow>(sql`SELECT ${FOLDER_SELECT} FROM document_folders f WHERE f.folder_id = ${id} AND f.deleted_at IS NULL`);
}

/** The folders from the top down to `id` (empty when it does not exist); bounded, in case a cycle ever got in. */
export function folderPath(db: Db, id: number): Promise<FolderRow[]> {
  return db.rows<FolderRow>(sql`
    WITH RECURSIVE up AS (
      SELECT folder_id, parent_id, 0 AS depth FROM document_folders WHERE folder_id = ${id} AND deleted_at IS NULL
      UNION ALL
      SELECT p.folder_id, p.parent_id, up.depth + 1 FROM document_folders p JOIN up ON p.folder_id = up.parent_id WHERE up.depth < 100
    )
    SELECT ${FOLDER_SELECT} FROM up JOIN document_folders f ON f.folder_id = up.folder_id ORDER BY up.depth DESC`);
}

/**
 * Holds a live folder for the rest of the transaction (FOR SHARE), so a
 * document cannot land in a folder being deleted: the delete locks the row
 * FOR UPDATE, and a writer waiting here then sees it deleted. False when the
 * folder does not exist or is deleted.
 */
export async function holdLiveFolder(tx: Db, id: number): Promise<boolean> {
  return !!(await tx.one(sql`SELECT folder_id FROM document_folders WHERE folder_id = ${id} AND deleted_at IS NULL FOR SHARE`));
}

/** A revision of a document or a folder in the one history: module Document Management, what a person knows it by as reference. */
export const dmsRevision = (
  entity: 'documents' | 'folders',
  r: { id: number; action: string; userId: number; at: string; reference: string; changes?: FieldChange[] },
): Revision => ({ entity, entityId: r.id, action: r.action, userId: r.userId, at: r.at, module: DOCUMENT_MODULE, reference: r.reference, changes: r.changes });
