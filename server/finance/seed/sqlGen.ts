import { sql, type Db } from '../../db/db';

/**
 * SQL building blocks of the deterministic generator. "Random" numbers come
 * from integer hashing of a row number, never random(), so every run writes
 * the same books.
 */

/** SQL expression: a deterministic pseudo-random integer in [0, 1000003) for row expression i and salt s. */
export const h = (i: string, s: number) => `((${i}::bigint * 2654435761 + ${s * 97531}) % 1000003)`;
export const pick = (list: readonly string[], expr: string) =>
  `(ARRAY[${list.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}])[1 + (${expr}) % ${list.length}]`;
export const money = (expr: string) => `round((${expr})::numeric, 2)`;

export async function exec(db: Db, text: string): Promise<void> {
  await db.run(sql.raw(text));
}
