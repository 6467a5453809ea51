import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Db } from '../db/db';
import { openTestDb } from '../testing';
import { onPostgres, openTestPostgres, type TestPostgres } from '../testingPostgres';
import { inventorySummary, movementSummary, warehouseSummary, type ReportFilters } from './reports';

/*
 * The inventory reports read their thousands of rows the way each driver is
 * fastest at (server/db/manyRows.ts): one JSON text on PGlite, the plain result
 * set on PostgreSQL. Every other server test runs on PGlite, so this one copies
 * the test books' stock into a PostgreSQL database and proves both answer
 * exactly the same.
 */
const STOCK_TABLES = ['products', 'product_batches', 'warehouses', 'warehouse_floors', 'warehouse_zones', 'warehouse_pallets', 'inventory_movements', 'stock_month_totals'];

let lite: Db;
let pg: TestPostgres | null = null;

/** Copies the rows of `tables` as they are: the kept totals come along, so no trigger or key check runs. */
async function copyTables(from: Db, to: Db, tables: string[]): Promise<void> {
  await to.transaction(async (tx) => {
    await tx.run(sql`SET LOCAL session_replication_role = replica`);
    for (const table of tables) {
      const t = sql.identifier(table);
      const [{ rows }] = await from.rows<{ rows: string }>(sql`SELECT COALESCE(json_agg(t), '[]')::text AS rows FROM ${t} t`);
      await tx.run(sql`DELETE FROM ${t}`);
      await tx.run(sql`INSERT INTO ${t} SELECT * FROM json_populate_recordset(NULL::${t}, ${rows}::json)`);
    }
  });
}

const filters = (over: Partial<ReportFilters>): ReportFilters => ({
  report_date_from: '2025-06-15',
  report_date_to: '2026-02-17',
  product_name: [],
  product_group: [],
  product_segment: [],
  warehouse: [],
  table_col: [],
  ...over,
});

describe.skipIf(onPostgres.skip)(onPostgres.title('inventory reports on PostgreSQL'), () => {
  beforeAll(async () => {
    lite = await openTestDb('seeded');
    pg = await openTestPostgres();
    await copyTables(lite, pg.db, STOCK_TABLES);
  }, 120_000);

  afterAll(async () => {
    await lite?.close();
    await pg?.close();
  });

  it('copies the same stock (the comparison below compares something)', async () => {
    const count = (db: Db) => db.one<{ n: number; q: string }>(sql`SELECT COUNT(*)::int AS n, COALESCE(SUM(quantity), 0)::text AS q FROM inventory_movements`);
    const copied = await count(pg!.db);
    expect(copied!.n).toBeGreaterThan(1000);
    expect(copied).toEqual(await count(lite));
  });

  // Mid-month edges read movements as well as month totals; a product and a warehouse narrow the stock.
  const cases: [string, Partial<ReportFilters>][] = [
    ['a range with partial months at both ends', {}],
    ['whole months', { report_date_from: '2025-01-01', report_date_to: '2025-12-31' }],
    ['one warehouse', { warehouse: ['MAIN'] }],
  ];
  it.each(cases)('summary, by warehouse and movement summary agree on both drivers: %s', async (_, over) => {
    const f = filters(over);
    for (const report of [inventorySummary, warehouseSummary, movementSummary]) {
      const onPg = await report(pg!.db, f);
      expect(onPg.rows.length, report.name).toBeGreaterThan(10);
      expect(onPg, report.name).toEqual(await report(lite, f));
    }
  });

  it('agrees for one product', async () => {
    const [p] = await lite.rows<{ product_code: string }>(sql`
      SELECT p.product_code FROM products p JOIN inventory_movements m ON m.product_id = p.product_id GROUP BY 1 ORDER BY COUNT(*) DESC LIMIT 1`);
    const f = filters({ product_name: [p.product_code] });
    const onPg = await inventorySummary(pg!.db, f);
    expect(onPg.rows.length).toBeGreaterThan(0);
    expect(onPg).toEqual(await inventorySummary(lite, f));
  });
});
