/**
 * Uploaded files in the browser: FilePicker (choose, check, preview), the
 * stored file as an image or a link (fetched with the bearer token, shown as
 * object URLs: the app has no cookies), and toFormData for multipart saves.
 * The server side is server/uploads; the limits and words contract/uploads.ts.
 */
export { default as FilePicker, type StoredFileRef, type FilePickerProps } from './FilePicker';
export { default as StoredImage } from './StoredImage';
export { default as StoredFileLink } from './StoredFileLink';
export { toFormData } from './toFormData';
export { downloadStoredFile, fetchStoredFile, openStoredFile } from './fetchStoredFile';
export { useStoredUrl } from './useObjectUrl';
