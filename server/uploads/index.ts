/**
 * File uploads: ONE mechanism for product images, CPR documents and purchase
 * request attachments.
 *
 * Taking files on a route of the registry:
 *   1. declare its file fields: `{ route: addProduct, files: { cpr_document: { kind: 'document', label: 'CPR document' } } }`
 *      in the area's `uploadRoutes` (listed in server/routes/index.ts UPLOAD_ROUTES);
 *   2. in the handler, `uploadsOf(ctx.request)` are the files already on disk
 *      (size, type and scopes checked); insert their metadata rows
 *      (original name, sniffed type, size, who, when, stored name) in the
 *      same transaction as the rest, then `keepUploads(ctx.request)`.
 *      Files not kept are deleted when the response is sent.
 * Serving them: `defineFileRoute({ url: '/area/files/:id', scopes, find })`
 * in the area's `fileRoutes` (FILE_ROUTES). The browser shows them with
 * src/components/upload (fetched with the bearer token, as object URLs).
 *
 * The body's text fields use bracket names (contract/uploads.ts formFields),
 * so the same zod schema validates a multipart body and a JSON one.
 */
export { installUploads, uploadsOf, keepUploads, type UploadRoute, type FileField } from './multipart';
export { defineFileRoute, registerFileRoutes, describeFileRoute, FILE_GONE, type FileRoute, type StoredFileRow } from './fileRoute';
export { removeStored, type StoredUpload } from './store';
