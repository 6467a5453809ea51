import { OFFICE_TYPES } from '../../contract/uploads';

/**
 * The content type a file really has, from its first bytes. The type a client
 * declares is only a claim: a page saved as "photo.png" must not be served
 * back as an image, so what we store and serve is what the bytes say.
 */
export const SNIFF_BYTES = 64;

const ZIP_ENTRY = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/**
 * The first entry Office writes in every OOXML package. Streaming writers
 * (ours among them: server/export/xlsxWriter.ts) write it last, once the
 * parts are known, and start with a part of the application's own folder
 * (xl/, word/, ppt/): either first entry proves the package.
 */
const CONTENT_TYPES = '[Content_Types].xml';

export function sniffType(head: Uint8Array, fileName = ''): string | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  // %PDF-
  if (at(0, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  const office = OFFICE_TYPES[fileName.toLowerCase().split('.').pop() ?? ''];
  if (office?.container === 'ole' && at(0, OLE2)) return office.type;
  if (office?.container === 'ooxml' && at(0, ZIP_ENTRY)) {
    const first = firstZipEntryName(head);
    if (first === CONTENT_TYPES || (office.folder && first?.startsWith(office.folder))) return office.type;
  }
  return null;
}

/** The name of a ZIP's first local file entry (length at byte 26, name from byte 30), when the head holds it. */
function firstZipEntryName(head: Uint8Array): string | null {
  if (head.length < 30) return null;
  const length = head[26] | (head[27] << 8);
  if (30 + length > head.length) return null;
  return String.fromCharCode(...head.subarray(30, 30 + length));
}
