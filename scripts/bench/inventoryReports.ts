import { sql, type Db } from '../../server/db/db';
import { median } from './finance';

type Call = (url: string, payload: object) => Promise<{ body: string }>;

/**
 * The inventory report over the benchmark's movements (issue 12 aims): the
 * summary and the movement summary of all products for 2025 (< 300 ms each),
 * the warehouse summary beside them, the lot trace of the busiest batch
 * (< 100 ms), and the expired stock with its value at cost (issue 25, < 300 ms).
 */
export async function inventoryReportsBench(db: Db, call: Call): Promise<void> {
  const year = { report_date_from: '2025-01-01', report_date_to: '2025-12-31' };
  for (const [label, url] of [
    ['inventory report: summary, all products, 2025', '/api/inventoryreport/inventorysummary'],
    ['inventory report: by warehouse, all products, 2025', '/api/inventoryreport/inventorysummarywarehouse'],
    ['inventory report: movement summary, all products, 2025', '/api/inventoryreport/inventorymovementsummary'],
  ] as const) {
    const rows = (JSON.parse((await call(url, year)).body) as { result: { rows: unknown[] } }).result.rows.length;
    const ms = await median(5, () => call(url, year));
    console.log(`| ${label} (${rows.toLocaleString('en-US')} rows) | ${ms.toFixed(1)} | — | < 300 ms |`);
  }
  const busiest = await db.one<{ batch_no: string; n: number }>(sql`
    SELECT b.batch_no, x.n FROM (SELECT batch_id, COUNT(*)::int AS n FROM inventory_movements GROUP BY 1 ORDER BY 2 DESC LIMIT 1) x
    JOIN product_batches b ON b.batch_id = x.batch_id`);
  const expired = (JSON.parse((await call('/api/inventory/expired-stock', {})).body) as { result: unknown[] }).result.length;
  const expiredMs = await median(5, () => call('/api/inventory/expired-stock', {}));
  console.log(`| expired stock at cost, all warehouses (${expired.toLocaleString('en-US')} batch lines) | ${expiredMs.toFixed(1)} | — | < 300 ms |`);
  if (!busiest) return;
  const trace = await median(5, () => call('/api/inventory/lot-trace', { batch_no: busiest.batch_no }));
  console.log(`| lot trace of the busiest batch ${busiest.batch_no} (${Number(busiest.n).toLocaleString('en-US')} movements) | ${trace.toFixed(1)} | — | < 100 ms |`);
}
