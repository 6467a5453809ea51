import { Codes } from '../../contract';
import {
  createFolderEp,
  deleteFolderEp,
  DOCUMENT_MESSAGES,
  DOCUMENT_SCOPES,
  folderPathEp,
  folderTreeEp,
  renameFolderEp,
  type FolderRow,
} from '../../contract/documents';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { recordRevision, route } from '../kit';
import { dmsRevision, FOLDER_SELECT, folderPath, readFolder } from './store';
import { isUniqueViolation } from '../db/errors';

/** Folders of the Document Management System (spec 002 §7.4): the tree, a folder's path, a new folder; rename and delete (ours). */

const taken = () => invalid([DOCUMENT_MESSAGES.folderNameTaken], { folder_name: [DOCUMENT_MESSAGES.folderNameTaken] });

/** Whether a live folder of `parentId` (null: top level) other than `exceptId` already has this name, in any case. */
async function nameTaken(db: Db, parentId: number | null, name: string, exceptId = 0): Promise<boolean> {
  return !!(await db.one(sql`
    SELECT 1 FROM document_folders
    WHERE COALESCE(parent_id, 0) = ${parentId ?? 0} AND lower(folder_name) = lower(${name}) AND folder_id <> ${exceptId} AND deleted_at IS NULL`));
}

export const folderTree = route(folderTreeEp, {
  scopes: [DOCUMENT_SCOPES.view],
  summary: 'Document Management: every folder (flat, linked by parent_id) with its document count',
  handler: async ({ deps, ok }) => ok(await deps.db.rows<FolderRow>(sql`SELECT ${FOLDER_SELECT} FROM document_folders f WHERE f.deleted_at IS NULL ORDER BY lower(f.folder_name), f.folder_id`)),
});

export const folderBreadcrumb = route(folderPathEp, {
  scopes: [DOCUMENT_SCOPES.view],
  summary: 'Document Management: the folders from the top down to one folder (breadcrumb)',
  handler: async ({ params, deps, ok }) => {
    const path = await folderPath(deps.db, params.id);
    return path.length ? ok(path) : notFound(DOCUMENT_MESSAGES.folderNotFound);
  },
});

export const createFolder = route(createFolderEp, {
  scopes: [DOCUMENT_SCOPES.upload],
  summary: 'Document Management: add a folder (top level, or inside parent_id); a name once per parent, whatever its case',
  handler: async ({ body, deps, user }) => {
    const parentId = body.parent_id ?? null;
    if (parentId !== null && !(await readFolder(deps.db, parentId))) return invalid([DOCUMENT_MESSAGES.parentMissing], { parent_id: [DOCUMENT_MESSAGES.parentMissing] });
    if (await nameTaken(deps.db, parentId, body.folder_name)) return taken();
    const at = new Date(deps.clock.now()).toISOString();
    try {
      const id = await deps.db.transaction(async (tx) => {
        const row = await tx.one<{ folder_id: number }>(sql`
          INSERT INTO document_folders (folder_name, parent_id, created_by, created_at)
          VALUES (${body.folder_name}, ${parentId}, ${user.id}, ${at}::timestamptz) RETURNING folder_id`);
        const folderId = Number(row!.folder_id);
        await recordRevision(
          tx,
          dmsRevision('folders', {
            id: folderId,
            action: 'created',
            userId: user.id,
            at,
            reference: body.folder_name,
            changes: [
              { field: 'folder_name', label: 'Folder Name', old: null, new: body.folder_name },
              { field: 'parent_id', label: 'Parent Folder', old: null, new: parentId },
            ],
          }),
        );
        return folderId;
      });
      return answer(Codes.CREATED, await readFolder(deps.db, id));
    } catch (err) {
      if (isUniqueViolation(err)) return taken();
      throw err;
    }
  },
});

/** The live folder, locked for the rest of the transaction (a rename and a delete, or a delete and an upload, do not interleave). */
const lockFolder = (tx: Db, id: number) =>
  tx.one<{ folder_name: string; parent_id: number | null }>(sql`
    SELECT folder_name, parent_id FROM document_folders WHERE folder_id = ${id} AND deleted_at IS NULL FOR UPDATE`);

export const renameFolder = route(renameFolderEp, {
  scopes: [DOCUMENT_SCOPES.upload],
  summary: 'Document Management: rename a folder (the name stays unique within its parent, whatever its case)',
  handler: async ({ params, body, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        const before = await lockFolder(tx, params.id);
        if (!before) return 'gone' as const;
        if (before.folder_name === body.folder_name) return 'same' as const;
        if (await nameTaken(tx, before.parent_id, body.folder_name, params.id)) return 'taken' as const;
        await tx.run(sql`UPDATE document_folders SET folder_name = ${body.folder_name} WHERE folder_id = ${params.id}`);
        const changes = [{ field: 'folder_name', label: 'Folder Name', old: before.folder_name, new: body.folder_name }];
        await recordRevision(tx, dmsRevision('folders', { id: params.id, action: 'renamed', userId: user.id, at, reference: body.folder_name, changes }));
        return 'renamed' as const;
      });
      if (outcome === 'gone') return notFound(DOCUMENT_MESSAGES.folderNotFound);
      if (outcome === 'taken') return taken();
      return answer(outcome === 'same' ? Codes.OK : Codes.UPDATED, await readFolder(deps.db, params.id));
    } catch (err) {
      if (isUniqueViolation(err)) return taken();
      throw err;
    }
  },
});

export const deleteFolder = route(deleteFolderEp, {
  scopes: [DOCUMENT_SCOPES.delete],
  summary: 'Document Management: delete an empty folder (no live document, no folder inside); kept as deleted for the history',
  handler: async ({ params, deps, user }) => {
    const at = new Date(deps.clock.now()).toISOString();
    const outcome = await deps.db.transaction(async (tx) => {
      const before = await lockFolder(tx, params.id);
      if (!before) return 'gone' as const;
      const inside = await tx.one(sql`
        SELECT 1 FROM documents WHERE folder_id = ${params.id} AND deleted_at IS NULL
        UNION ALL SELECT 1 FROM document_folders WHERE parent_id = ${params.id} AND deleted_at IS NULL
        LIMIT 1`);
      if (inside) return 'not empty' as const;
      await tx.run(sql`UPDATE document_folders SET deleted_at = ${at}::timestamptz, deleted_by = ${user.id} WHERE folder_id = ${params.id}`);
      await recordRevision(tx, dmsRevision('folders', { id: params.id, action: 'deleted', userId: user.id, at, reference: before.folder_name }));
      return 'deleted' as const;
    });
    if (outcome === 'gone') return notFound(DOCUMENT_MESSAGES.folderNotFound);
    if (outcome === 'not empty') return invalid([DOCUMENT_MESSAGES.folderNotEmpty]);
    return answer(Codes.DELETED, { folder_id: params.id });
  },
});

export const folderRoutes = [folderTree, folderBreadcrumb, createFolder, renameFolder, deleteFolder];
