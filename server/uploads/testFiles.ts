/** Small real files and multipart bodies for server tests of uploads. */

/** A 1x1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
/** The smallest PDF a viewer opens. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

export interface Part {
  name: string;
  value: string | { bytes: Buffer; fileName: string; type: string };
}

/** A multipart body as the browser's FormData would send it: payload and content-type for app.inject. */
export async function multipartBody(parts: readonly Part[]): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const p of parts) {
    if (typeof p.value === 'string') fd.append(p.name, p.value);
    else fd.append(p.name, new Blob([new Uint8Array(p.value.bytes)], { type: p.value.type }), p.value.fileName);
  }
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return { payload: Buffer.from(await req.arrayBuffer()), headers: { 'content-type': req.headers.get('content-type')! } };
}

export const textParts = (fields: [string, string][]): Part[] => fields.map(([name, value]) => ({ name, value }));

/** The head of a ZIP whose first entry is `name` (what the sniffer reads of an Office package). */
export function zipStartingWith(name: string): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, Buffer.from(name, 'latin1'), Buffer.alloc(200)]);
}
/** An OOXML package (DOCX, XLSX, PPTX) as far as its bytes tell. */
export const OOXML = zipStartingWith('[Content_Types].xml');
/** An old Office compound file (DOC, XLS, PPT). */
export const OLE2 = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(200)]);
