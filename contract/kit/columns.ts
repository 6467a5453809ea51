import { z } from 'zod';

/**
 * Columns are declared once per row type: the grid's column definitions
 * (src/components/grid/columnDefs.ts), the XLSX export columns
 * (server/kit/exportColumns.ts) and the list query's sort-key enum all come
 * from the same list, and the server's sort map is typed by its sortable keys.
 *
 *   export const bankColumns = columns<BankRow>()([
 *     { key: 'bank_code', header: 'Bank Code', kind: 'text', sortable: true },
 *     { key: 'credit_limit', header: 'Credit Limit', kind: 'money', sortable: true },
 *   ]);
 */
export type ColumnKind =
  /** Free text. */
  | 'text'
  /** A whole number that is not a quantity (ids, counts of things). */
  | 'number'
  /** A decimal string in pesos, two decimals, right-aligned, numeric in the export. */
  | 'money'
  /** Units of stock: a whole number, right-aligned. */
  | 'quantity'
  /** YYYY-MM-DD. */
  | 'date'
  /** An ISO timestamp, shown in Manila time. */
  | 'datetime'
  /** A code shown through `labels` (status 0 -> "For Approval"). */
  | 'status';

export interface Column<Row> {
  key: Extract<keyof Row, string>;
  /** Words a user reads, never the field name. */
  header: string;
  kind: ColumnKind;
  /** The server can sort by it (it then has an entry in the route's sort map). */
  sortable?: boolean;
  /** Grid width in pixels (the export derives its width in characters). */
  width?: number;
  /** Status kind: the label of each code. */
  labels?: Readonly<Record<string | number, string>>;
  /** Left out of the export (buttons, links that only make sense on screen). */
  screenOnly?: boolean;
  /** Only in the export (a value the screen shows elsewhere, e.g. in a card's heading). */
  exportOnly?: boolean;
}

/** Curried so the row type is given and the column list keeps its literal keys: `columns<Row>()([...])`. */
export function columns<Row>() {
  return <const C extends readonly Column<Row>[]>(list: C): C => list;
}

/** The keys of the sortable columns of a column list. */
export type SortKey<C extends readonly Column<never>[] | readonly Column<unknown>[]> = Extract<C[number], { sortable: true }>['key'];

/** The sortable keys as a tuple for z.enum (at least one column must be sortable). */
export function sortKeysOf<const C extends readonly { key: string; sortable?: boolean }[]>(cols: C): [SortKeyOf<C>, ...SortKeyOf<C>[]] {
  const keys = cols.filter((c) => c.sortable).map((c) => c.key);
  if (keys.length === 0) throw new Error('a sortable list needs at least one sortable column');
  return keys as [SortKeyOf<C>, ...SortKeyOf<C>[]];
}
type SortKeyOf<C extends readonly { key: string; sortable?: boolean }[]> = Extract<C[number], { sortable: true }>['key'];

/** The sort part of a list query: `order_by` one of the sortable keys (anything else is a 00001), `direction`. */
export function sortQuery<const C extends readonly { key: string; sortable?: boolean }[]>(cols: C, defaultSort: { order_by: SortKeyOf<C>; direction?: 'asc' | 'desc' }) {
  const keys = sortKeysOf(cols);
  return z.object({
    // A long list of keys is not read by anyone (and a message must stay short): name the rule instead.
    order_by: z
      .enum(keys as [string, ...string[]], { error: keys.join(', ').length > 200 ? 'Order by must be one of the sortable columns of the list.' : `Order by must be one of: ${keys.join(', ')}.` })
      .default(defaultSort.order_by) as unknown as z.ZodDefault<z.ZodEnum<{ [K in SortKeyOf<C>]: K }>>,
    direction: z.enum(['asc', 'desc']).default(defaultSort.direction ?? 'asc'),
  });
}
