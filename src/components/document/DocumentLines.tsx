import type { ReactNode } from 'react';
import { Table } from 'react-bootstrap';
import ScrollRegion from '../ScrollRegion';

/** One column of a document's lines. */
export interface LineColumn<L> {
  header: string;
  cell: (line: L) => ReactNode;
  /** Amounts and quantities: drawn to the right. */
  end?: boolean;
  /** What the totals row shows under this column (a sum the document carries); the row is drawn when any has one. */
  total?: ReactNode;
}

export interface DocumentLinesProps<L> {
  /** Names the table and its scrolling region ("Journal voucher lines"). */
  label: string;
  /** Shows the label above the table (default: read by screen readers only). */
  caption?: boolean;
  lines: readonly L[];
  lineKey: (line: L, index: number) => string | number;
  /** The columns in order; `false`, `null` and `undefined` are left out, so a column some documents have reads `inspected && {...}`. */
  columns: readonly (LineColumn<L> | false | null | undefined)[];
  /** Said in place of the table when the document has no line ('' says nothing). */
  empty?: string;
  bordered?: boolean;
}

/**
 * The lines of one document as every detail view draws them: a small table with its columns declared, amounts on
 * the right, and a totals row when columns carry a total (labelled "Total" across the columns before the first).
 */
export default function DocumentLines<L>({ label, caption = false, lines, lineKey, columns, empty = 'No lines.', bordered = false }: DocumentLinesProps<L>) {
  const shown = columns.filter((c): c is LineColumn<L> => Boolean(c));
  const firstTotal = shown.findIndex((c) => c.total !== undefined);
  if (!lines.length) return empty ? <p className="text-body-secondary small">{empty}</p> : null;
  return (
    <ScrollRegion label={label}>
      <Table size="sm" bordered={bordered} className="small">
        <caption className={caption ? 'caption-top' : 'visually-hidden'}>{label}</caption>
        <thead>
          <tr>
            {shown.map((c) => (
              <th key={c.header} scope="col" className={c.end ? 'text-end' : undefined}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={lineKey(l, i)}>
              {shown.map((c) => (
                <td key={c.header} className={c.end ? 'text-end' : undefined}>
                  {c.cell(l)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {firstTotal >= 0 && (
          <tfoot>
            <tr>
              {firstTotal > 0 && (
                <th scope="row" colSpan={firstTotal}>
                  Total
                </th>
              )}
              {shown.slice(firstTotal).map((c) => (
                <td key={c.header} className={c.end ? 'text-end fw-bold' : 'fw-bold'}>
                  {c.total}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </Table>
    </ScrollRegion>
  );
}
