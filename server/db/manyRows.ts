import { sql, type Db, type SQL } from './db';

/**
 * Reading thousands of rows at once (a report that answers with all of its rows).
 *
 * The two drivers are fast at opposite things. PGlite decodes a result cell by
 * cell, slowly, so there one json_agg text decoded once is the quick way. On
 * PostgreSQL building that JSON and sending it is the slow part (a year's
 * inventory summary, 8,878 rows: 3.8 MB of JSON took 170 ms more than the plain
 * columns), so there the rows come as a result set.
 *
 * So the query's columns must read the same both ways: int, float8, boolean,
 * text (dates and amounts as ::text) and json. Not bigint (a number from
 * PGlite, text from pg) and not numeric (a number inside JSON, text from pg).
 * `order` sorts the rows and names their columns as r.column.
 */
export async function manyRows<Row>(db: Db, query: SQL, order: SQL): Promise<Row[]> {
  if (db.kind === 'postgres') return db.rows<Row>(sql`SELECT * FROM (${query}) r ORDER BY ${order}`);
  return jsonRows<Row>(db, query, order);
}

/** The rows of a query as one JSON text decoded once: the same values from both drivers (bigint and numeric become JSON numbers). */
export async function jsonRows<Row>(db: Db, query: SQL, order: SQL): Promise<Row[]> {
  const [r] = await db.rows<{ rows: string }>(sql`SELECT COALESCE(json_agg(r ORDER BY ${order}), '[]')::text AS rows FROM (${query}) r`);
  return JSON.parse(r.rows) as Row[];
}
