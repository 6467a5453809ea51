import { sql, type SQL } from './db';

/**
 * A JavaScript list as one PostgreSQL array parameter. drizzle's `sql` turns
 * an interpolated array into a row of parameters ($1, $2), which is no array
 * (and `()` when empty), so lists travel as one array literal instead:
 * `tags = ${sqlArray(tags, 'text')}`, `id = ANY(${sqlArray(ids, 'int')})`.
 */
const element = (v: string | number) => (typeof v === 'number' ? String(v) : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`);

export function sqlArray(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  const literal = `{${values.map(element).join(',')}}`;
  return type === 'int' ? sql`${literal}::int[]` : sql`${literal}::text[]`;
}
