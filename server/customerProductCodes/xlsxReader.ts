import { inflateRawSync } from 'node:zlib';

/**
 * Reads the first sheet of an .xlsx workbook as rows of text, for imports.
 *
 * Ours rather than exceljs: exceljs is a dev dependency (tests read exports
 * with it), and an import needs only a sheet's cell text, which is a ZIP of
 * a few XML parts. It reads what Excel, LibreOffice, Google Sheets, exceljs
 * and our own export (server/export) write: shared and inline strings,
 * numbers, booleans, formula results. It never evaluates anything.
 *
 * Uploads are at most MAX_UPLOAD_BYTES; the inflated parts are capped too (a
 * small file may claim to inflate to gigabytes), and ZIP64 is refused (no
 * 10 MB workbook needs it). Anything unexpected is one XlsxReadError, which
 * the caller answers as "not an Excel workbook".
 *
 * When a second import appears, this moves to server/kit.
 */
export class XlsxReadError extends Error {
  constructor(why: string) {
    super(`Not a readable .xlsx workbook: ${why}`);
    this.name = 'XlsxReadError';
  }
}

export interface SheetRow {
  /** The row number Excel shows (1-based). */
  line: number;
  /** Cell text by column (A = 0); blank cells are ''. */
  cells: string[];
}

/** Largest inflated part we read (a 5,000-row sheet is well under 5 MB). */
const MAX_PART_BYTES = 64 * 1024 * 1024;
/** Columns past this are ignored (a stray cell in column XFD must not build a 16,384-wide row). */
const MAX_COLUMNS = 100;

interface ZipEntry {
  method: number;
  compressedSize: number;
  size: number;
  offset: number;
}

/** The central directory: entry name -> where its bytes are (sizes from here, not the local headers, which may be 0). */
function zipEntries(buf: Buffer): Map<string, ZipEntry> {
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new XlsxReadError('no ZIP directory');
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  if (count === 0xffff || p === 0xffffffff) throw new XlsxReadError('ZIP64');
  const entries = new Map<string, ZipEntry>();
  for (let n = 0; n < count; n++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw new XlsxReadError('broken ZIP directory');
    const nameLength = buf.readUInt16LE(p + 28);
    const entry = { method: buf.readUInt16LE(p + 10), compressedSize: buf.readUInt32LE(p + 20), size: buf.readUInt32LE(p + 24), offset: buf.readUInt32LE(p + 42) };
    if (entry.compressedSize === 0xffffffff || entry.size === 0xffffffff || entry.offset === 0xffffffff) throw new XlsxReadError('ZIP64');
    entries.set(buf.toString('utf8', p + 46, p + 46 + nameLength), entry);
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  return entries;
}

function readPart(buf: Buffer, entries: Map<string, ZipEntry>, name: string): string | null {
  const e = entries.get(name);
  if (!e) return null;
  if (e.offset + 30 > buf.length || buf.readUInt32LE(e.offset) !== 0x04034b50) throw new XlsxReadError(`broken entry ${name}`);
  const start = e.offset + 30 + buf.readUInt16LE(e.offset + 26) + buf.readUInt16LE(e.offset + 28);
  const data = buf.subarray(start, start + e.compressedSize);
  if (e.size > MAX_PART_BYTES) throw new XlsxReadError(`${name} is too large`);
  if (e.method === 0) return data.toString('utf8');
  if (e.method !== 8) throw new XlsxReadError(`compression method ${e.method}`);
  try {
    return inflateRawSync(data, { maxOutputLength: MAX_PART_BYTES }).toString('utf8');
  } catch {
    throw new XlsxReadError(`${name} does not inflate`);
  }
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** XML text to a string: entities, then OOXML's _xHHHH_ escapes of characters XML cannot carry. */
function xmlText(s: string): string {
  return s
    .replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : m;
    })
    .replace(/_x([0-9a-f]{4})_/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
}

const attr = (attrs: string, name: string): string | undefined => new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs)?.slice(1).find((v) => v !== undefined);

/** The text of a string item (<si> or <is>): its <t> runs joined, phonetic hints (<rPh>) left out. */
function runsText(xml: string): string {
  const body = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, '');
  let out = '';
  for (const m of body.matchAll(/<t\b[^>]*?(?:\/>|>([\s\S]*?)<\/t>)/g)) out += xmlText(m[1] ?? '');
  return out;
}

function sharedStrings(xml: string | null): string[] {
  if (!xml) return [];
  return [...xml.matchAll(/<si\b[^>]*?(?:\/>|>([\s\S]*?)<\/si>)/g)].map((m) => runsText(m[1] ?? ''));
}

/** The first sheet's part name, through the workbook's relationships (the usual name when they say nothing). */
function firstSheetPath(buf: Buffer, entries: Map<string, ZipEntry>): string {
  const workbook = readPart(buf, entries, 'xl/workbook.xml');
  if (!workbook) throw new XlsxReadError('no workbook part');
  const sheet = /<(?:\w+:)?sheet\b([^>]*)>/.exec(workbook);
  const relId = sheet && (attr(sheet[1], 'r:id') ?? /\s[\w]+:id\s*=\s*"([^"]*)"/.exec(sheet[1])?.[1]);
  const rels = readPart(buf, entries, 'xl/_rels/workbook.xml.rels') ?? '';
  for (const m of rels.matchAll(/<Relationship\b([^>]*)>/g)) {
    if (relId && attr(m[1], 'Id') === relId) {
      const target = attr(m[1], 'Target') ?? '';
      return target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`;
    }
  }
  return 'xl/worksheets/sheet1.xml';
}

/** "B12" -> 1 (the column index; the row comes from <row r>). */
function columnOf(ref: string | undefined): number | null {
  const letters = ref && /^([A-Z]{1,3})\d*$/i.exec(ref)?.[1];
  if (!letters) return null;
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

function cellText(attrs: string, inner: string, shared: readonly string[]): string {
  const type = attr(attrs, 't');
  if (type === 'inlineStr') return runsText(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? '');
  const v = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1];
  if (v === undefined) return '';
  if (type === 's') return shared[Number(v)] ?? '';
  if (type === 'b') return v === '1' ? 'TRUE' : 'FALSE';
  return xmlText(v);
}

/** Every non-empty row of the first sheet, in sheet order. */
export function readFirstSheet(buf: Buffer): SheetRow[] {
  if (buf.length < 22) throw new XlsxReadError('too short');
  const entries = zipEntries(buf);
  const shared = sharedStrings(readPart(buf, entries, 'xl/sharedStrings.xml'));
  const sheet = readPart(buf, entries, firstSheetPath(buf, entries));
  if (!sheet) throw new XlsxReadError('no sheet');
  const rows: SheetRow[] = [];
  let line = 0;
  for (const r of sheet.matchAll(/<row\b([^>]*?)(?:\/>|>([\s\S]*?)<\/row>)/g)) {
    line = Number(attr(r[1], 'r')) || line + 1;
    const cells: string[] = [];
    let col = -1;
    for (const c of (r[2] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      col = columnOf(attr(c[1], 'r')) ?? col + 1;
      if (col >= MAX_COLUMNS) continue;
      const text = cellText(c[1], c[2] ?? '', shared);
      while (cells.length < col) cells.push('');
      cells[col] = text;
    }
    if (cells.some((t) => t.trim() !== '')) rows.push({ line, cells });
  }
  return rows;
}
