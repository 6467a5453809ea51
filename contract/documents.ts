import { z } from 'zod';
import { id, optionalId } from './envelope';
import { columns, endpoint, pagedQuery, searchText } from './kit';
import type { Scope } from './scopes';
import { requiredText } from './kit/formFields';

/**
 * Document Management System (spec 002 §2.6 /docmanagement and
 * /preview/{erp_uploads_id}, §3.13, §5 "Documents upload", §7.4): folders
 * nested to any depth, documents filed in them with where the paper copy is
 * and who last had it, the file itself uploaded through the upload kit
 * (contract/uploads.ts: checked by its bytes, 10 MB) and read back only by
 * holders of view_document_management.
 *
 * One stored file per document: erp_uploads_id is the document's id, the key
 * of the preview page and of its file. `latest_activity` is what the clerk
 * says last happened to the paper ("Received from BIR, filed in cabinet 3");
 * `updated_at` is when the record last changed.
 */

export const DOCUMENT_SCOPES = {
  view: 'view_document_management',
  /** Upload files, add folders, correct a document's filing details. */
  upload: 'upload_document',
  move: 'move_document',
  delete: 'delete_document',
} as const satisfies Record<string, Scope>;

/** Cache tags: a folder's documents, and the folder tree (its counts change with uploads, moves and deletes). */
export const DOCUMENTS_TAG = 'documents';
export const FOLDERS_TAG = 'document-folders';

/** The revision history's module of every write here. */
export const DOCUMENT_MODULE = 'Document Management';

export const DOCUMENT_PATHS = {
  /** GET the stored file of a document (the row's file_url); read with the bearer token. */
  file: (erpUploadsId: number | string) => `/file-system/document/file/${erpUploadsId}`,
} as const;

/** The multipart file field of an upload and how messages name it. */
export const DOCUMENT_ATTACHMENT_FIELD = 'attachment';
export const DOCUMENT_ATTACHMENT_LABEL = 'Attachment';

/** Spec 002 §8, the document screens' words. */
export const DOCUMENT_MESSAGES = {
  attachmentRequired: 'Attachment is required.',
  documentRequired: 'Choose the document to delete.',
  folderNameTaken: 'A folder with this name already exists here.',
  folderMissing: 'The folder does not exist.',
  parentMissing: 'The parent folder does not exist.',
  sameFolder: 'The document is already in this folder.',
  folderNotFound: 'Folder not found.',
  folderNotEmpty: 'This folder still holds documents or folders. Move or delete them first.',
  documentNotFound: 'Document not found.',
  loadError: 'Error Loading Data',
  noData: 'No Data Available',
  generic: 'Error occured. Please try again later',
  saveError: 'Unable to save data.',
  updateError: 'Unable to update data.',
  deleteError: 'Unable to delete data.',
} as const;

export interface FolderRow {
  folder_id: number;
  folder_name: string;
  /** null: a top-level folder. */
  parent_id: number | null;
  /** Documents filed directly in it (not deleted). */
  document_count: number;
}

export interface DocumentRow {
  document_id: number;
  erp_uploads_id: number;
  folder_id: number;
  folder_name: string;
  file_name: string;
  file_source: string;
  physical_filing: string;
  physically_received_by: string;
  last_released_to: string;
  latest_activity: string;
  /** The uploaded file: the name it came with, its type by its bytes, its size, where it is read. */
  original_name: string;
  content_type: string;
  size_bytes: number;
  file_url: string;
  uploaded_by: string | null;
  uploaded_at: string;
  updated_at: string;
}

/** What a person says about a document: the same fields on upload and when corrected on the preview page. */
const documentDetails = {
  file_name: requiredText('File name', 255),
  file_source: requiredText('Source', 255),
  physical_filing: requiredText('Physical filing', 255),
  physically_received_by: requiredText('Received by', 255),
  last_released_to: requiredText('Released to', 255),
  latest_activity: requiredText('Latest activity', 500),
};

export const documentDetailsInput = z.object(documentDetails).strict();
export type DocumentDetailsInput = z.input<typeof documentDetailsInput>;

/** The text fields of an upload (multipart; the file travels as `attachment`). */
export const documentUploadInput = z.object({ folder_id: id({ error: 'Folder name is required.' }), ...documentDetails }).strict();
export type DocumentUploadInput = z.input<typeof documentUploadInput>;

const folderName = requiredText('Folder name', 100).refine((v) => !/[\\/]/.test(v), 'Folder name must not contain / or \\.');

export const folderInput = z
  .object({
    folder_name: folderName,
    /** Absent or null: a top-level folder. */
    parent_id: optionalId({ error: 'The parent folder is not valid.' }).nullable(),
  })
  .strict();
export type FolderInput = z.input<typeof folderInput>;
/** Rename: the name only (a folder stays where it is). */
export const folderRenameInput = z.object({ folder_name: folderName }).strict();
export type FolderRenameInput = z.input<typeof folderRenameInput>;

export const moveDocumentInput = z.object({ document_id: id(), folder_id: id({ error: 'Please choose a folder.' }) }).strict();
/**
 * Spec 002 §7: DELETE /file-system/document/delete with document_id, in the body like the other deletes; the query
 * string is accepted too (what the screen sent before). One of them names the document.
 */
export const deleteDocumentQuery = z.object({ document_id: id().optional() }).strict();
export const deleteDocumentBody = z
  .object({ document_id: id().optional() })
  .strict()
  .optional()
  .transform((b) => b ?? {});

export const documentColumns = columns<DocumentRow>()([
  { key: 'file_name', header: 'File Name', kind: 'text', sortable: true, width: 240 },
  { key: 'file_source', header: 'Source', kind: 'text', sortable: true, width: 160 },
  { key: 'physical_filing', header: 'Physical Filing', kind: 'text', sortable: true, width: 170 },
  { key: 'physically_received_by', header: 'Received By', kind: 'text', sortable: true, width: 160 },
  { key: 'last_released_to', header: 'Released To', kind: 'text', sortable: true, width: 160 },
  { key: 'latest_activity', header: 'Latest Activity', kind: 'text', width: 220 },
  { key: 'updated_at', header: 'Last Updated', kind: 'datetime', sortable: true, width: 170 },
]);

export const documentListQuery = pagedQuery(documentColumns, { order_by: 'updated_at', direction: 'desc' }, { search: searchText });

const folderParams = z.object({ id: id() }).strict();
const documentParams = z.object({ erp_uploads_id: id() }).strict();

/** The whole folder tree, flat (parent_id links it; folderTree() nests it). */
export const folderTreeEp = endpoint<FolderRow[]>()({ method: 'GET', path: '/file-system/custom/file-explorer', tag: FOLDERS_TAG });
/** The documents of one folder, searched, sorted and paged. */
export const folderDocumentsEp = endpoint<DocumentRow[]>()({
  method: 'GET',
  path: '/file-system/folder/:id/documents',
  params: folderParams,
  query: documentListQuery,
  paged: true,
  tag: DOCUMENTS_TAG,
});
/** The breadcrumb: the folders from the top down to this one. */
export const folderPathEp = endpoint<FolderRow[]>()({ method: 'GET', path: '/file-system/folder/path/:id', params: folderParams, tag: FOLDERS_TAG });
export const createFolderEp = endpoint<FolderRow>()({ method: 'POST', path: '/file-system/folder/create', body: folderInput, form: true, invalidates: [FOLDERS_TAG] });
export const renameFolderEp = endpoint<FolderRow>()({ method: 'PUT', path: '/file-system/folder/:id', params: folderParams, body: folderRenameInput, form: true, invalidates: [FOLDERS_TAG] });
/** Only an empty folder (no document, no folder inside) can be deleted. */
export const deleteFolderEp = endpoint<{ folder_id: number }>()({ method: 'DELETE', path: '/file-system/folder/:id', params: folderParams, invalidates: [FOLDERS_TAG] });
/** Multipart: documentUploadInput's fields and the file as `attachment`. */
export const createDocumentEp = endpoint<DocumentRow>()({
  method: 'POST',
  path: '/file-system/document/create',
  body: documentUploadInput,
  form: true,
  invalidates: [DOCUMENTS_TAG, FOLDERS_TAG],
});
export const moveDocumentEp = endpoint<DocumentRow>()({ method: 'PUT', path: '/file-system/document/move/folder', body: moveDocumentInput, invalidates: [DOCUMENTS_TAG, FOLDERS_TAG] });
export const deleteDocumentEp = endpoint<{ document_id: number }>()({
  method: 'DELETE',
  path: '/file-system/document/delete',
  query: deleteDocumentQuery,
  body: deleteDocumentBody,
  invalidates: [DOCUMENTS_TAG, FOLDERS_TAG],
});
/** One document (the preview page). */
export const showDocumentEp = endpoint<DocumentRow>()({ method: 'GET', path: '/file-system/document/:erp_uploads_id', params: documentParams, tag: DOCUMENTS_TAG });
/** Corrects a document's details (the preview page); the file stays. */
export const updateDocumentEp = endpoint<DocumentRow>()({
  method: 'PUT',
  path: '/file-system/document/:erp_uploads_id',
  params: documentParams,
  body: documentDetailsInput,
  form: true,
  invalidates: [DOCUMENTS_TAG],
});

export interface FolderNode extends FolderRow {
  children: FolderNode[];
}

/** The flat folder list as a tree (siblings keep the list's order); a folder whose parent is missing is shown at the top. */
export function folderTree(rows: readonly FolderRow[]): FolderNode[] {
  const nodes = new Map(rows.map((r) => [r.folder_id, { ...r, children: [] as FolderNode[] }]));
  const roots: FolderNode[] = [];
  for (const n of nodes.values()) {
    const parent = n.parent_id !== null ? nodes.get(n.parent_id) : undefined;
    (parent ? parent.children : roots).push(n);
  }
  return roots;
}
