import type { Column } from '../../contract/kit';
import type { ExportColumn } from '../export';

/**
 * The XLSX columns of a declared column list: the same headers and order as
 * the grid; money and quantities stay numbers, dates real dates; status codes
 * and timestamps become what a person reads (readableRows).
 */
const WIDTH_CHARS = (px: number | undefined, fallback: number) => (px ? Math.max(8, Math.round(px / 8)) : fallback);

export function exportColumnsOf<Row>(cols: readonly Column<Row>[]): ExportColumn<Row>[] {
  return cols
    .filter((c) => !c.screenOnly)
    .map((c) => {
      switch (c.kind) {
        case 'money':
          return { header: c.header, key: c.key, kind: 'money', width: WIDTH_CHARS(c.width, 16) };
        case 'quantity':
        case 'number':
          return { header: c.header, key: c.key, kind: 'int', width: WIDTH_CHARS(c.width, 12) };
        case 'date':
          return { header: c.header, key: c.key, kind: 'date', width: WIDTH_CHARS(c.width, 12) };
        default:
          return { header: c.header, key: c.key, kind: 'text', width: WIDTH_CHARS(c.width, 20) };
      }
    });
}

/** Rows with their status codes (and timestamps) turned into what a person reads, for the export. */
export function readableRows<Row>(cols: readonly Column<Row>[], batches: AsyncIterable<Row[]>, formatTime: (iso: string) => string): AsyncIterable<Row[]> {
  const labelled = cols.filter((c) => (c.kind === 'status' && c.labels) || c.kind === 'datetime');
  if (!labelled.length) return batches;
  return (async function* () {
    for await (const batch of batches) {
      yield batch.map((row) => {
        const out = { ...row } as Record<string, unknown>;
        for (const c of labelled) {
          const v = out[c.key];
          if (v === null || v === undefined) continue;
          out[c.key] = c.kind === 'status' ? (c.labels![String(v)] ?? String(v)) : formatTime(String(v));
        }
        return out as Row;
      });
    }
  })();
}
