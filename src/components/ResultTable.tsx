import { useMemo, useState, type ReactNode } from 'react';
import type { Column } from '../../contract/kit';
import ScrollRegion from './ScrollRegion';
import { formatMoney } from '../lib/money';

/**
 * A whole report result held in the browser (the generate call answers it at
 * once): a table of the declared columns, a page of PAGE rows at a time, and
 * the rows narrowed by the screen's text search.
 */
const PAGE = 100;
const count = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });

export function cellText<Row>(c: Column<Row>, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (c.kind) {
    case 'money':
      return formatMoney(String(value));
    case 'quantity':
    case 'number':
      return count.format(Number(value));
    case 'status':
      return c.labels?.[String(value)] ?? String(value);
    default:
      return String(value);
  }
}

const right = (kind: string) => kind === 'money' || kind === 'quantity' || kind === 'number';

/** Rows whose shown text contains the search (any column, case-insensitive). */
export function searched<Row>(rows: Row[], cols: readonly Column<Row>[], text: string): Row[] {
  const q = text.trim().toLowerCase();
  if (!q) return rows;
  return rows.filter((r) => cols.some((c) => cellText(c, r[c.key]).toLowerCase().includes(q)));
}

interface Props<Row> {
  label: string;
  rows: Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** A cell of its own (a coloured badge...). */
  render?: Partial<Record<string, (row: Row) => ReactNode>>;
  empty?: string;
}

export default function ResultTable<Row>({ label, rows, columns, rowKey, render = {}, empty = 'No rows for the chosen filters.' }: Props<Row>) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / PAGE));
  const current = Math.min(page, pages - 1);
  const shown = useMemo(() => rows.slice(current * PAGE, (current + 1) * PAGE), [rows, current]);
  if (!rows.length)
    return (
      <p className="text-muted my-2" role="status">
        {empty}
      </p>
    );
  return (
    <>
      <ScrollRegion label={label}>
        <table className="table table-sm table-striped table-hover align-middle mb-2" aria-label={label}>
          <thead className="table-light">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={right(c.kind) ? 'text-end text-nowrap' : 'text-nowrap'}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={rowKey(r)}>
                {columns.map((c) => (
                  <td key={c.key} className={right(c.kind) ? 'text-end text-nowrap' : undefined}>
                    {render[c.key] ? render[c.key]!(r) : cellText(c, r[c.key])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <nav className="d-flex align-items-center gap-2" aria-label={`${label} pages`}>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
          Previous
        </button>
        <span className="small">
          Page {current + 1} of {pages} ({count.format(rows.length)} rows)
        </span>
        <button type="button" className="btn btn-sm btn-outline-secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
          Next
        </button>
      </nav>
    </>
  );
}
