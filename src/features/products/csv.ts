import { browser } from '../../components/export/runExport';

/** A CSV column: the row field and its header. */
export interface CsvColumn<Row> {
  key: keyof Row;
  header: string;
}

/** The header row and the rows, as CSV text (quotes doubled, every cell quoted). */
export function csvText<Row>(cols: readonly CsvColumn<Row>[], rows: readonly Row[]): string {
  // A leading = + - @ would run as a formula in a spreadsheet: keep it text.
  const cell = (v: unknown) => `"${String(v ?? '').replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"`;
  return [cols.map((c) => cell(c.header)).join(','), ...rows.map((r) => cols.map((c) => cell(r[c.key])).join(','))].join('\r\n');
}

/** Excel reads a CSV as UTF-8 only when it starts with the byte-order mark (else "Ñ" and "₱" come out garbled). */
export const UTF8_BOM = '\ufeff';

/** Hands CSV text to the browser as a download, UTF-8 with its byte-order mark. */
export function downloadCsv(text: string, fileName: string) {
  browser.save(new Blob([UTF8_BOM, text], { type: 'text/csv;charset=utf-8' }), fileName);
}
