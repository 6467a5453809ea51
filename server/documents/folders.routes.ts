import { Codes } from '../../contract';
import { createFolderEp, DOCUMENT_MESSAGES, DOCUMENT_MODULE, DOCUMENT_SCOPES, folderPathEp, folderTreeEp, type FolderRow } from '../../contract/documents';
import { sql } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { recordRevision, route } from '../kit';
import { FOLDER_SELECT, folderPath, isUniqueViolation, readFolder } from './store';

/** Folders of the Document Management System (spec 002 §7.4): the tree, a folder's path, a new folder. */

const taken = () => invalid([DOCUMENT_MESSAGES.folderNameTaken], { folder_name: [DOCUMENT_MESSAGES.folderNameTaken] });

export const folderTree = route(folderTreeEp, {
  scopes: [DOCUMENT_SCOPES.view],
  summary: 'Document Management: every folder (flat, linked by parent_id) with its document count',
  handler: async ({ deps, ok }) => ok(await deps.db.rows<FolderRow>(sql`SELECT ${FOLDER_SELECT} FROM document_folders f ORDER BY lower(f.folder_name), f.folder_id`)),
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
    const clash = await deps.db.one(sql`
      SELECT 1 FROM document_folders WHERE COALESCE(parent_id, 0) = ${parentId ?? 0} AND lower(folder_name) = lower(${body.folder_name})`);
    if (clash) return taken();
    const at = new Date(deps.clock.now()).toISOString();
    try {
      const id = await deps.db.transaction(async (tx) => {
        const row = await tx.one<{ folder_id: number }>(sql`
          INSERT INTO document_folders (folder_name, parent_id, created_by, created_at)
          VALUES (${body.folder_name}, ${parentId}, ${user.id}, ${at}::timestamptz) RETURNING folder_id`);
        const folderId = Number(row!.folder_id);
        await recordRevision(tx, {
          entity: 'folders',
          entityId: folderId,
          action: 'created',
          userId: user.id,
          at,
          module: DOCUMENT_MODULE,
          reference: body.folder_name,
          changes: [
            { field: 'folder_name', label: 'Folder Name', old: null, new: body.folder_name },
            { field: 'parent_id', label: 'Parent Folder', old: null, new: parentId },
          ],
        });
        return folderId;
      });
      return answer(Codes.CREATED, await readFolder(deps.db, id));
    } catch (err) {
      if (isUniqueViolation(err)) return taken();
      throw err;
    }
  },
});

export const folderRoutes = [folderTree, folderBreadcrumb, createFolder];
