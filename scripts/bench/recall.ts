import { sql, type Db } from '../../server/db/db';
import { median } from './finance';
import type { Get } from './inventory';

type Post = (url: string, payload: object) => Promise<{ body: string }>;

/**
 * The recall workspace (issue 28 aim: built in under 1 s on the bench books): a recall of the 50 busiest
 * batches (the most a recall takes) of the product with the most customer deliveries, then its workspace read again (customers with
 * invoices and contacts, returns since, notifications, effectiveness). Each run recalls the same batches
 * anew, so the figure is the build of a fresh recall. Then the same product's S-Register over a year and the
 * licence alerts.
 */
export async function recallBench(db: Db, post: Post, get: Get): Promise<void> {
  const product = await db.one<{ product_code: string; batch_ids: number[]; deliveries: number }>(sql`
    WITH busiest AS (
      SELECT m.product_id, m.batch_id, COUNT(*)::int AS n FROM inventory_movements m WHERE m.module = 'SO' GROUP BY 1, 2),
    top AS (SELECT product_id FROM busiest GROUP BY 1 ORDER BY SUM(n) DESC LIMIT 1)
    SELECT p.product_code, array_agg(b.batch_id ORDER BY b.n DESC) AS batch_ids, SUM(b.n)::int AS deliveries
    FROM (SELECT * FROM busiest WHERE product_id = (SELECT product_id FROM top) ORDER BY n DESC LIMIT 50) b JOIN products p ON p.product_id = b.product_id
    GROUP BY p.product_code`);
  if (!product) return;
  const body = { product_code: product.product_code, batch_ids: product.batch_ids.map(Number), recall_class: 2, reason: 'Benchmark recall', initiated_on: '2025-12-01' };
  let recallId = 0;
  let customers = 0;
  const build = await median(3, async () => {
    const made = JSON.parse((await post('/api/recalls', body)).body) as { result: { recall_id: number; customers: unknown[] } };
    recallId = made.result.recall_id;
    customers = made.result.customers.length;
  });
  const read = await median(5, () => get(`/api/recalls/${recallId}`));
  const what = `${product.batch_ids.length} batches of ${product.product_code}, ${Number(product.deliveries).toLocaleString('en-US')} deliveries, ${customers.toLocaleString('en-US')} customers`;
  console.log(`| recall: start (${what}) | ${build.toFixed(1)} | — | < 1,000 ms |`);
  console.log(`| recall: workspace read (${what}) | ${read.toFixed(1)} | — | < 1,000 ms |`);
  // The recalls stay out of the kept books' other figures: they are the bench's own.
  await db.run(sql`DELETE FROM recalls WHERE reason = 'Benchmark recall'`);

  // The S-Register of the same product over 2025 (every receipt, sale and return with the parties' S-licences).
  const year = { product_code: product.product_code, date_from: '2025-01-01', date_to: '2025-12-31' };
  const rows = (JSON.parse((await post('/api/regulatory/s-register', year)).body) as { result: { rows: unknown[] } }).result.rows.length;
  const register = await median(5, () => post('/api/regulatory/s-register', year));
  console.log(`| S-Register of ${product.product_code}, 2025 (${rows.toLocaleString('en-US')} movements) | ${register.toFixed(1)} | — | < 1,000 ms |`);
  const alerts = await median(5, () => post('/api/regulatory/expiring', { within_days: 90 }));
  console.log(`| licences and registrations expiring within 90 days (alerts) | ${alerts.toFixed(1)} | — | < 100 ms |`);
}
