import { sql, type Db, type SQL } from '../db/db';
import { likePattern } from './like';

/**
 * The one paged-list query: search (one LIKE escape), filters, a sort from
 * the declared sortable columns, paging and the total. The sort map is typed
 * by the column declaration (`SortMap<typeof bankColumns>`), so a sortable
 * column without its SQL expression, or an expression for a column the
 * contract does not declare sortable, is a type error.
 *
 *   const { rows, total } = await pagedList<BankRow, typeof bankColumns>(db, {
 *     select: sql`b.bank_id, b.bank_code, b.bank_name`, from: sql`banks b`,
 *     search: { text: query.search, in: [sql`b.bank_code`, sql`b.bank_name`] },
 *     sort: { bank_code: sql`b.bank_code`, bank_name: sql`b.bank_name` }, tiebreak: sql`b.bank_id`, query });
 */
export type SortMap<C extends readonly { key: string; sortable?: boolean }[]> = Record<Extract<C[number], { sortable: true }>['key'], SQL>;

export interface PageQuery<K extends string = string> {
  page: number;
  page_size: number;
  order_by: K;
  direction: 'asc' | 'desc';
}

export interface PagedListSpec<K extends string> {
  /** The select list (without SELECT). */
  select: SQL;
  /** FROM and its joins (without FROM). */
  from: SQL;
  /**
   * FROM for the total, when `from` has joins that only add columns (a
   * LEFT JOIN for a name, a join on a foreign key) and never add or remove
   * rows: counting without them is the cheaper half of a list's time. It must
   * still hold every alias the conditions and the search use.
   */
  countFrom?: SQL;
  /**
   * The total when no condition and no search applies, when the database keeps it
   * (`keptRowCount('collection_receipts')`): counting a busy table is most of a page's time.
   */
  countUnfiltered?: SQL;
  /** Conditions, AND-ed; falsy entries are left out (`cond && sql\`...\``). */
  where?: (SQL | false | null | undefined | '' | 0)[];
  /** "Contains" search over these expressions, when text is given. */
  search?: { text?: string | null; in: SQL[] };
  sort: Record<K, SQL>;
  /** A unique key ending the ORDER BY, so paging is stable. */
  tiebreak: SQL;
  query: PageQuery<K>;
  /**
   * Where NULLs go: 'last' in both directions, or 'low' (the smallest value: first ascending, last descending).
   * Default: PostgreSQL's (NULLs are the largest value).
   */
  nulls?: 'last' | 'low';
}

/** A list's conditions and its search as separate conditions (none: the whole list). */
function conditionsOf(where: PagedListSpec<string>['where'], search?: PagedListSpec<string>['search']): SQL[] {
  const parts = (where ?? []).filter((w): w is SQL => Boolean(w));
  const text = search?.text?.trim();
  if (text && search!.in.length) {
    const p = likePattern(text);
    parts.push(sql`(${sql.join(search!.in.map((e) => sql`${e} ILIKE ${p}`), sql` OR `)})`);
  }
  return parts;
}

const whereClause = (parts: SQL[]): SQL => (parts.length ? sql`WHERE ${sql.join(parts, sql` AND `)}` : sql``);

/** The WHERE clause of a list: its conditions and its search, AND-ed ('' when none). */
export function whereOf(where: PagedListSpec<string>['where'], search?: PagedListSpec<string>['search']): SQL {
  return whereClause(conditionsOf(where, search));
}

/** A table's row count as the database keeps it (migration 131's keep_row_count), as a query of one row `n`. */
export const keptRowCount = (table: string): SQL => sql`SELECT n::int AS n FROM kept_row_counts WHERE table_name = ${table}`;

export async function pagedList<Row, K extends string>(db: Db, spec: PagedListSpec<K>): Promise<{ rows: Row[]; total: number }> {
  const { query } = spec;
  const conditions = conditionsOf(spec.where, spec.search);
  const where = whereClause(conditions);
  // order_by was checked against the declared columns; hasOwn keeps a prototype key from ever reaching SQL.
  const order = Object.hasOwn(spec.sort, query.order_by) ? spec.sort[query.order_by] : spec.tiebreak;
  const dir = query.direction === 'desc' ? sql`DESC` : sql`ASC`;
  const nulls = spec.nulls === 'last' ? sql` NULLS LAST` : spec.nulls === 'low' ? (query.direction === 'desc' ? sql` NULLS LAST` : sql` NULLS FIRST`) : sql``;
  const [rows, count] = await Promise.all([
    db.rows<Row>(sql`
      SELECT ${spec.select} FROM ${spec.from} ${where}
      ORDER BY ${order} ${dir}${nulls}, ${spec.tiebreak} ${dir}
      LIMIT ${query.page_size} OFFSET ${query.page * query.page_size}`),
    db.one<{ n: number }>(
      spec.countUnfiltered && conditions.length === 0 ? spec.countUnfiltered : sql`SELECT COUNT(*)::int AS n FROM ${spec.countFrom ?? spec.from} ${where}`,
    ),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}
