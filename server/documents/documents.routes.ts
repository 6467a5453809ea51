import { Codes } from '../../contract';
import {
  createDocumentEp,
  deleteDocumentEp,
  DOCUMENT_ATTACHMENT_FIELD,
  DOCUMENT_ATTACHMENT_LABEL,
  DOCUMENT_MESSAGES,
  DOCUMENT_PATHS,
  DOCUMENT_SCOPES,
  documentColumns,
  folderDocumentsEp,
  moveDocumentEp,
  showDocumentEp,
  updateDocumentEp,
  type DocumentRow,
} from '../../contract/documents';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound } from '../http/answer';
import { changedFields, pagedList, recordRevision, route, type SortMap } from '../kit';
import { defineFileRoute, keepUploads, uploadsOf, type UploadRoute } from '../uploads';
import { dmsRevision, DOCUMENT_FROM, DOCUMENT_SELECT, holdLiveFolder, readDocument, readFolder, withFileUrl } from './store';

/**
 * Documents of the Document Management System (spec 002 §7.4): a folder's
 * list, one document, upload (multipart, the file checked by its bytes), the
 * details corrected, a move to another folder, a soft delete, and the file
 * streamed to holders of the view scope. Every write records its revision
 * (entity 'documents') in its own transaction.
 */

/** The fields a person fills in, with the words the history shows. */
const DETAIL_LABELS = {
  file_name: 'File Name',
  file_source: 'Source',
  physical_filing: 'Physical Filing',
  physically_received_by: 'Received By',
  last_released_to: 'Released To',
  latest_activity: 'Latest Activity',
} as const;
const DETAIL_KEYS = Object.keys(DETAIL_LABELS) as (keyof typeof DETAIL_LABELS)[];

const sort: SortMap<typeof documentColumns> = {
  file_name: sql`lower(d.file_name)`,
  file_source: sql`lower(d.file_source)`,
  physical_filing: sql`lower(d.physical_filing)`,
  physically_received_by: sql`lower(d.physically_received_by)`,
  last_released_to: sql`lower(d.last_released_to)`,
  updated_at: sql`d.updated_at`,
};

const nowOf = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();
const gone = () => notFound(DOCUMENT_MESSAGES.documentNotFound);
const revision = (r: Parameters<typeof dmsRevision>[1]) => dmsRevision('documents', r);

/** The live row, locked for the rest of the transaction (two moves or a move and a delete do not interleave). */
const lockLive = (tx: Db, id: number) =>
  tx.one<{ folder_id: number; file_name: string } & Record<string, unknown>>(sql`SELECT * FROM documents WHERE document_id = ${id} AND deleted_at IS NULL FOR UPDATE`);

export const listFolderDocuments = route(folderDocumentsEp, {
  scopes: [DOCUMENT_SCOPES.view],
  summary: 'Document Management: the documents of one folder, searched, sorted and paged (deleted ones left out)',
  handler: async ({ params, query, deps, ok }) => {
    if (!(await readFolder(deps.db, params.id))) return notFound(DOCUMENT_MESSAGES.folderNotFound);
    const { rows, total } = await pagedList<Omit<DocumentRow, 'file_url'>, keyof typeof sort>(deps.db, {
      select: DOCUMENT_SELECT,
      from: DOCUMENT_FROM,
      where: [sql`d.folder_id = ${params.id}`, sql`d.deleted_at IS NULL`],
      search: {
        text: query.search,
        in: [sql`d.file_name`, sql`d.file_source`, sql`d.physical_filing`, sql`d.physically_received_by`, sql`d.last_released_to`, sql`d.latest_activity`, sql`d.original_name`],
      },
      sort,
      tiebreak: sql`d.document_id`,
      query,
    });
    return ok(rows.map(withFileUrl), total);
  },
});

export const showDocument = route(showDocumentEp, {
  scopes: [DOCUMENT_SCOPES.view],
  summary: 'Document Management: one document (the preview page)',
  handler: async ({ params, deps, ok }) => {
    const row = await readDocument(deps.db, params.erp_uploads_id);
    return row ? ok(row) : gone();
  },
});

export const createDocument = route(createDocumentEp, {
  scopes: [DOCUMENT_SCOPES.upload],
  summary: 'Document Management: upload a document into a folder (multipart field attachment: PDF, PNG, JPEG, WebP, Word, Excel or PowerPoint up to 10 MB, checked by its bytes)',
  handler: async ({ body, deps, user, request }) => {
    const file = uploadsOf(request).find((f) => f.field === DOCUMENT_ATTACHMENT_FIELD);
    // A JSON body carries no file (a multipart one without it was refused by the upload kit already).
    if (!file) return invalid([DOCUMENT_MESSAGES.attachmentRequired], { [DOCUMENT_ATTACHMENT_FIELD]: [DOCUMENT_MESSAGES.attachmentRequired] });
    if (!(await readFolder(deps.db, body.folder_id))) return invalid([DOCUMENT_MESSAGES.folderMissing], { folder_id: [DOCUMENT_MESSAGES.folderMissing] });
    const at = nowOf(deps);
    const id = await deps.db.transaction(async (tx) => {
      if (!(await holdLiveFolder(tx, body.folder_id))) return null;
      const row = await tx.one<{ document_id: number }>(sql`
        INSERT INTO documents (folder_id, file_name, file_source, physical_filing, physically_received_by, last_released_to, latest_activity,
                               original_name, stored_path, content_type, size_bytes, uploaded_by, uploaded_at, updated_by, updated_at)
        VALUES (${body.folder_id}, ${body.file_name}, ${body.file_source}, ${body.physical_filing}, ${body.physically_received_by}, ${body.last_released_to},
                ${body.latest_activity}, ${file.fileName}, ${file.storedName}, ${file.contentType}, ${file.sizeBytes}, ${user.id}, ${at}::timestamptz,
                ${user.id}, ${at}::timestamptz)
        RETURNING document_id`);
      const documentId = Number(row!.document_id);
      const changes = [
        { field: 'folder_id', label: 'Folder', old: null, new: body.folder_id },
        ...changedFields(null, body, DETAIL_KEYS, DETAIL_LABELS),
        { field: 'attachment', label: 'Attachment', old: null, new: `${file.fileName} (${file.contentType}, ${file.sizeBytes} bytes)` },
      ];
      await recordRevision(tx, revision({ id: documentId, action: 'uploaded', userId: user.id, at, reference: body.file_name, changes }));
      return documentId;
    });
    // Deleted while the file arrived: refused like a missing folder (the upload kit removes the file).
    if (id === null) return invalid([DOCUMENT_MESSAGES.folderMissing], { folder_id: [DOCUMENT_MESSAGES.folderMissing] });
    keepUploads(request);
    return answer(Codes.CREATED, await readDocument(deps.db, id));
  },
});

export const updateDocument = route(updateDocumentEp, {
  scopes: [DOCUMENT_SCOPES.upload],
  summary: "Document Management: correct a document's details (the file stays)",
  handler: async ({ params, body, deps, user }) => {
    const at = nowOf(deps);
    const done = await deps.db.transaction(async (tx) => {
      const before = await lockLive(tx, params.erp_uploads_id);
      if (!before) return false;
      const changes = changedFields(before, body, DETAIL_KEYS, DETAIL_LABELS);
      if (!changes.length) return true;
      await tx.run(sql`
        UPDATE documents SET file_name = ${body.file_name}, file_source = ${body.file_source}, physical_filing = ${body.physical_filing},
          physically_received_by = ${body.physically_received_by}, last_released_to = ${body.last_released_to}, latest_activity = ${body.latest_activity},
          updated_by = ${user.id}, updated_at = ${at}::timestamptz
        WHERE document_id = ${params.erp_uploads_id}`);
      await recordRevision(tx, revision({ id: params.erp_uploads_id, action: 'updated', userId: user.id, at, reference: body.file_name, changes }));
      return true;
    });
    return done ? answer(Codes.UPDATED, await readDocument(deps.db, params.erp_uploads_id)) : gone();
  },
});

export const moveDocument = route(moveDocumentEp, {
  scopes: [DOCUMENT_SCOPES.move],
  summary: 'Document Management: move a document to another folder',
  handler: async ({ body, deps, user }) => {
    const target = await readFolder(deps.db, body.folder_id);
    if (!target) return invalid([DOCUMENT_MESSAGES.folderMissing], { folder_id: [DOCUMENT_MESSAGES.folderMissing] });
    const at = nowOf(deps);
    const outcome = await deps.db.transaction(async (tx) => {
      const before = await lockLive(tx, body.document_id);
      if (!before) return 'gone' as const;
      if (Number(before.folder_id) === body.folder_id) return 'same' as const;
      if (!(await holdLiveFolder(tx, body.folder_id))) return 'no folder' as const;
      await tx.run(sql`UPDATE documents SET folder_id = ${body.folder_id}, updated_by = ${user.id}, updated_at = ${at}::timestamptz WHERE document_id = ${body.document_id}`);
      const from = await readFolder(tx, Number(before.folder_id));
      await recordRevision(
        tx,
        revision({
          id: body.document_id,
          action: 'moved',
          userId: user.id,
          at,
          reference: before.file_name,
          changes: [{ field: 'folder_id', label: 'Folder', old: Number(before.folder_id), new: body.folder_id, old_text: from?.folder_name ?? null, new_text: target.folder_name }],
        }),
      );
      return 'moved' as const;
    });
    if (outcome === 'gone') return gone();
    if (outcome === 'same') return invalid([DOCUMENT_MESSAGES.sameFolder], { folder_id: [DOCUMENT_MESSAGES.sameFolder] });
    if (outcome === 'no folder') return invalid([DOCUMENT_MESSAGES.folderMissing], { folder_id: [DOCUMENT_MESSAGES.folderMissing] });
    return answer(Codes.UPDATED, await readDocument(deps.db, body.document_id));
  },
});

export const deleteDocument = route(deleteDocumentEp, {
  scopes: [DOCUMENT_SCOPES.delete],
  summary: 'Document Management: delete a document (soft: hidden from every list and read, its file no longer served)',
  handler: async ({ query, body, deps, user }) => {
    const documentId = body.document_id ?? query.document_id;
    if (!documentId) return invalid([DOCUMENT_MESSAGES.documentRequired], { document_id: [DOCUMENT_MESSAGES.documentRequired] });
    const at = nowOf(deps);
    const done = await deps.db.transaction(async (tx) => {
      const before = await lockLive(tx, documentId);
      if (!before) return false;
      await tx.run(sql`UPDATE documents SET deleted_by = ${user.id}, deleted_at = ${at}::timestamptz WHERE document_id = ${documentId}`);
      await recordRevision(tx, revision({ id: documentId, action: 'deleted', userId: user.id, at, reference: before.file_name }));
      return true;
    });
    return done ? answer(Codes.DELETED, { document_id: documentId }) : gone();
  },
});

export const documentRoutes = [listFolderDocuments, showDocument, createDocument, updateDocument, moveDocument, deleteDocument];

export const documentUploadRoutes: UploadRoute[] = [
  { route: createDocument, files: { [DOCUMENT_ATTACHMENT_FIELD]: { kind: 'office', label: DOCUMENT_ATTACHMENT_LABEL, required: DOCUMENT_MESSAGES.attachmentRequired } } },
];

export const documentFileRoute = defineFileRoute({
  url: DOCUMENT_PATHS.file(':id'),
  scopes: [DOCUMENT_SCOPES.view],
  summary: 'Document Management: the stored file of a document, streamed to holders of view_document_management (never a deleted one)',
  find: (db, id) => db.one(sql`SELECT original_name AS file_name, content_type, stored_path FROM documents WHERE document_id = ${id} AND deleted_at IS NULL`),
});
