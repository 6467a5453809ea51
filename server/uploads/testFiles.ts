import { deflateRawSync } from 'node:zlib';

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

/** A ZIP of the given parts (deflated), as a workbook's bytes. */
export function zipOf(parts: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(parts)) {
    const data = Buffer.from(text, 'utf8');
    const packed = deflateRawSync(data);
    const fileName = Buffer.from(name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, packed);
    centrals.push(central, fileName);
    offset += 30 + fileName.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">
  <sheets><sheet name="Codes" sheetId="1" r:id="rId7"/></sheets></workbook>`;
const RELS = `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="styles" Target="styles.xml"/><Relationship Id="rId7" Type="worksheet" Target="worksheets/codes.xml"/></Relationships>`;

/** A workbook of one sheet (and its shared strings), its first part [Content_Types].xml as Excel writes it. */
export const workbookOf = (sheet: string, shared?: string) =>
  zipOf({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': WORKBOOK, 'xl/_rels/workbook.xml.rels': RELS, 'xl/worksheets/codes.xml': sheet, ...(shared ? { 'xl/sharedStrings.xml': shared } : {}) });

/** The audit's workbook (about 1 KB on disk): shared strings of 64,000 unclosed <si> tags, which held the old regular-expression reader 17.8 s. */
export const HOSTILE_SHARED_STRINGS = `<sst>${'<si>'.repeat(64_000)}</sst>`;
