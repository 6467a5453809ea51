/**
 * Reads a query in keyset batches, so an export of a million rows never holds
 * more than one batch: PGlite has no server-side cursor, and OFFSET would cost
 * more with every page. The caller's query orders by its key columns and
 * starts strictly after the key it is given:
 *
 *   keysetBatches(
 *     (after, limit) => db.rows(sql`... WHERE (d, id) > (${after?.d ?? '-infinity'}, ${after?.id ?? 0})
 *                                   ORDER BY d, id LIMIT ${limit}`),
 *     (last) => ({ d: last.d, id: last.id }))
 *
 * The key may carry state the next batch needs besides the position (the
 * general ledger export carries the running balance of the last row).
 */
import { sql, type Db, type SQL } from '../db/db';

/**
 * A batch of rows as one JSON text, parsed once: the driver then decodes one
 * field per batch instead of one per cell. On PGlite that per-cell decoding
 * (a copied buffer and a string each) was most of a million-row export's
 * time and garbage (profiled: 10 s parsing and 8 s collecting of 67 s). JSON
 * keeps strings and turns numeric and bigint into numbers: select money as
 * ::text, as the reports do anyway. `order` names columns of the query as
 * `b.<column>` (json_agg keeps the order it is given, not the query's).
 */
export async function jsonBatch<Row>(db: Db, query: SQL, order: SQL): Promise<Row[]> {
  const [batch] = await db.rows<{ rows: string }>(sql`
    SELECT COALESCE(json_agg(b ORDER BY ${order}), '[]')::text AS rows FROM (${query}) b`);
  return JSON.parse(batch.rows) as Row[];
}

export type FetchAfter<Row, Key> = (after: Key | null, limit: number) => Promise<Row[]>;

export const DEFAULT_BATCH_SIZE = 5_000;

export async function* keysetBatches<Row, Key>(
  fetch: FetchAfter<Row, Key>,
  keyOf: (last: Row) => Key,
  batchSize = DEFAULT_BATCH_SIZE,
): AsyncGenerator<Row[]> {
  let after: Key | null = null;
  for (;;) {
    const rows = await fetch(after, batchSize);
    if (rows.length > 0) yield rows;
    // A short batch is the last one: no query just to learn there is nothing more.
    if (rows.length < batchSize) return;
    after = keyOf(rows[rows.length - 1]);
  }
}
