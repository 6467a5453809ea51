import { IA_MESSAGES as M, IMPORT_MAX_ROWS, lineMessage } from '../../contract/inventoryAdjustments';
import { readFirstSheet, XlsxReadError, type SheetRow } from '../kit/xlsxReader';

/**
 * The rows of an import's sheet by their header names (the header row may
 * sit below our template's title rows), or the problem with the file as a
 * whole. Each row keeps the line Excel shows, for the messages.
 */
const HEADER_SEARCH_ROWS = 20;
const norm = (s: string) => s.trim().toLowerCase();

export type Cells<K extends string> = Record<K, string> & { line: number };

export function rowsOf<K extends string>(
  content: string,
  headers: Readonly<Record<K, string>>,
  required: readonly string[],
): { rows: Cells<K>[]; problem: null } | { rows: null; problem: string } {
  let sheet: SheetRow[];
  try {
    sheet = readFirstSheet(Buffer.from(content, 'base64'));
  } catch (err) {
    if (err instanceof XlsxReadError) return { rows: null, problem: M.notXlsx };
    throw err;
  }
  const keys = Object.keys(headers) as K[];
  let at = -1;
  let col = {} as Record<K, number>;
  for (let i = 0; i < Math.min(sheet.length, HEADER_SEARCH_ROWS) && at < 0; i++) {
    const cells = sheet[i].cells.map(norm);
    col = Object.fromEntries(keys.map((k) => [k, cells.indexOf(norm(headers[k]))])) as Record<K, number>;
    if (keys.every((k) => !required.includes(headers[k]) || col[k] >= 0)) at = i;
  }
  if (at < 0) return { rows: null, problem: M.missingHeaders(required) };
  const rows = sheet
    .slice(at + 1)
    .map((r) => ({ line: r.line, ...Object.fromEntries(keys.map((k) => [k, col[k] >= 0 ? (r.cells[col[k]] ?? '').trim() : ''])) }) as Cells<K>)
    .filter((r) => keys.some((k) => r[k] !== ''));
  if (!rows.length) return { rows: null, problem: M.noRows };
  if (rows.length > IMPORT_MAX_ROWS) return { rows: null, problem: M.tooManyRows(IMPORT_MAX_ROWS) };
  return { rows, problem: null };
}

/** A whole number from a cell ("12", "-3", "12.0" as Excel writes numbers), or null. */
export function wholeCell(s: string): number | null {
  if (!/^-?\d{1,9}(\.0+)?$/.test(s)) return null;
  return Number.parseInt(s, 10);
}

/** A date cell: YYYY-MM-DD text, or Excel's day number (days since 1899-12-30); null when neither. */
export function dateCell(s: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(s)) {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s ? s : null;
  }
  if (/^\d{4,6}(\.\d+)?$/.test(s)) {
    const days = Math.floor(Number(s));
    if (days < 1 || days > 2_958_465) return null;
    return new Date(Date.UTC(1899, 11, 30) + days * 86_400_000).toISOString().slice(0, 10);
  }
  return null;
}

/** A cost with at most 4 decimals, not negative, as decimal text; null when not one. */
export function costCell(s: string): string | null {
  const t = s.replace(/,/g, '');
  return /^\d{1,10}(\.\d{1,4})?$/.test(t) ? t : null;
}

/** Problems by line, in line order, at most `max` shown. */
export function listed(problems: { line: number; message: string }[], max = 200): string[] {
  const sorted = [...problems].sort((a, b) => a.line - b.line);
  const out = sorted.slice(0, max).map((p) => (p.line ? lineMessage(p.line, p.message) : p.message));
  if (sorted.length > max) out.push(`…and ${sorted.length - max} more problems.`);
  return out;
}
