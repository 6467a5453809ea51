/**
 * The content type a file really has, from its first bytes. The type a client
 * declares is only a claim: a page saved as "photo.png" must not be served
 * back as an image, so what we store and serve is what the bytes say.
 */
export const SNIFF_BYTES = 12;

export function sniffType(head: Uint8Array): string | null {
  const at = (i: number, bytes: number[]) => bytes.every((b, j) => head[i + j] === b);
  if (at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (at(0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  // RIFF....WEBP
  if (at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'image/webp';
  // %PDF-
  if (at(0, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  return null;
}
