import { transferWorkflow } from '../../contract/inventoryTransfers';
import { sql, type Db } from '../../server/db/db';
import { seedWarehouses } from '../../server/warehouse';
import { median } from './finance';

/** A GET through the app (the bench's superuser session); resolves to the response or throws on a status other than 200. */
export type Get = (url: string) => Promise<{ body: string }>;

export const BENCH_TRANSFERS = 100_000;

/**
 * The warehouse side of the inventory aims (issue 12): a transfer list page
 * at 100,000 transfers under 50 ms (the first page of every tab), and the
 * pallet stock of a product (Pallet Assignment searched by product code, and
 * the transfer request's stock picker). Books generated before the warehouse
 * model get their pallets first (seedWarehouses is a no-op once they exist,
 * apart from linking movements written since). The transfers are written
 * set-based, once: a run on reused books finds them there.
 */
export async function inventoryBench(db: Db, get: Get): Promise<void> {
  await seedWarehouses(db);
  await ensureTransfers(db);
  const version = 'v2';
  for (const tab of transferWorkflow.tabs) {
    const url = `/api/inventory/transfer/list/${tab.key}?version=${version}&page=0&page_size=50`;
    const total = (JSON.parse((await get(url)).body) as { total_rows: number }).total_rows;
    const ms = await median(5, () => get(url));
    console.log(`| transfer list, ${tab.label} tab, first page (${Number(total).toLocaleString('en-US')} of ${BENCH_TRANSFERS.toLocaleString('en-US')} transfers) | ${ms.toFixed(1)} | — | < 50 ms |`);
  }
  const busiest = await db.one<{ product_code: string; n: number }>(sql`
    SELECT p.product_code, x.n FROM (SELECT product_id, COUNT(*)::int AS n FROM pallet_stock WHERE quantity > 0 GROUP BY 1 ORDER BY 2 DESC LIMIT 1) x
    JOIN products p ON p.product_id = x.product_id`);
  if (!busiest) return;
  const code = encodeURIComponent(busiest.product_code);
  const pallets = await median(5, () => get(`/api/warehouse/pallets?search=${code}&page=0&page_size=50`));
  console.log(`| pallet stock of product ${busiest.product_code} (${busiest.n} pallet-batches), Pallet Assignment | ${pallets.toFixed(1)} | — | < 50 ms |`);
  const picker = await median(5, () => get(`/api/inventory/transfer/stock?search=${code}`));
  console.log(`| pallet stock of product ${busiest.product_code}, transfer stock picker | ${picker.toFixed(1)} | — | < 50 ms |`);
}

/**
 * Tops the transfers up to BENCH_TRANSFERS in one statement each (transfers, then their lines): both versions, every
 * status our workflow reaches, over the books' years, one or two lines from a reserve pallet to a picking pallet.
 */
export async function ensureTransfers(db: Db): Promise<void> {
  const have = Number((await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM inventory_transfers`))?.n ?? 0);
  const missing = BENCH_TRANSFERS - have;
  if (missing <= 0) return;
  const t = performance.now();
  await db.transaction(async (tx) => {
    await tx.run(sql`
      INSERT INTO inventory_transfers (transfer_code, transfer_version, posting_date, status, remarks, requested_by, requested_at, updated_at)
      SELECT 'BENCH-IT-' || lpad((${have} + g)::text, 7, '0'), CASE WHEN g % 4 = 0 THEN 'v1' ELSE 'v2' END, d.day,
             (ARRAY[0, 1, 3, 4, 6, 6, 6, 6])[1 + g % 8], 'Benchmark transfer', u.id, d.day + time '09:00', d.day + time '09:00'
      FROM generate_series(1, ${missing}) g
      CROSS JOIN LATERAL (SELECT DATE '2023-01-02' + (g * 1400 / ${missing})::int AS day) d
      CROSS JOIN (SELECT id FROM users ORDER BY id LIMIT 1) u`);
    // Numbered pallets and batches in a keyed table: each line finds its three by number through the key.
    await tx.run(sql`
      CREATE TEMP TABLE bench_num ON COMMIT DROP AS
        SELECT 'r'::text AS kind, wp.pallet_id AS id, 0 AS product_id, (row_number() OVER (ORDER BY wp.pallet_id) - 1)::int AS n
        FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id AND f.area = 'reserve'
        UNION ALL
        SELECT 'p', wp.pallet_id, 0, (row_number() OVER (ORDER BY wp.pallet_id) - 1)::int
        FROM warehouse_pallets wp JOIN warehouse_floors f ON f.floor_id = wp.floor_id AND f.area = 'picking'
        UNION ALL
        SELECT 'b', batch_id, product_id, (row_number() OVER (ORDER BY batch_id) - 1)::int FROM product_batches`);
    await tx.run(sql`ALTER TABLE bench_num ADD PRIMARY KEY (kind, n)`);
    await tx.run(sql`ANALYZE bench_num`);
    await tx.run(sql`
      WITH c AS (SELECT COUNT(*) FILTER (WHERE kind = 'r')::int AS r, COUNT(*) FILTER (WHERE kind = 'p')::int AS p, COUNT(*) FILTER (WHERE kind = 'b')::int AS b FROM bench_num)
      INSERT INTO inventory_transfer_lines (transfer_id, line_no, product_id, batch_id, origin_pallet_id, destination_pallet_id, requested_quantity,
                                            approved_quantity, posted_quantity, received_quantity)
      SELECT t.transfer_id, k, b.product_id, b.id, r.id, p.id, q.q,
             CASE WHEN t.status IN (1, 3, 6) THEN q.q END, CASE WHEN t.status IN (3, 6) THEN q.q END, CASE WHEN t.status = 6 THEN q.q END
      FROM inventory_transfers t CROSS JOIN c CROSS JOIN LATERAL generate_series(1, 1 + t.transfer_id % 2) k
      CROSS JOIN LATERAL (SELECT 1 + (t.transfer_id + k) % 40 AS q) q
      JOIN bench_num r ON r.kind = 'r' AND r.n = (t.transfer_id + k) % c.r
      JOIN bench_num p ON p.kind = 'p' AND p.n = (t.transfer_id * 7 + k) % c.p
      JOIN bench_num b ON b.kind = 'b' AND b.n = (t.transfer_id * 31 + k * 17) % c.b
      WHERE t.transfer_code LIKE 'BENCH-IT-%' AND NOT EXISTS (SELECT 1 FROM inventory_transfer_lines x WHERE x.transfer_id = t.transfer_id)`);
  });
  await db.run(sql`VACUUM ANALYZE inventory_transfers`);
  await db.run(sql`VACUUM ANALYZE inventory_transfer_lines`);
  console.log(`wrote ${missing.toLocaleString('en-US')} benchmark transfers in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
