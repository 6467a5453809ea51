import { sql, type Db } from '../../server/db/db';
import { median } from './finance';

type Call = (url: string, payload: object) => Promise<{ body: string }>;

/**
 * Receivables over the benchmark's books (issue 14 aims), through the real
 * routes: the customer aging of all customers as of 2025-12-31 (the first page
 * and the totals of every customer, < 300 ms each), and the first page of the
 * collections list, newest first (< 50 ms).
 */
export async function receivablesBench(db: Db, call: Call): Promise<void> {
  const volume = await db.one<{ customers: number; receipts: number }>(sql`
    SELECT (SELECT COUNT(*) FROM customers)::int AS customers, (SELECT COUNT(*) FROM collection_receipts)::int AS receipts`);
  const customers = Number(volume?.customers ?? 0).toLocaleString('en-US');
  const asOf = { as_of: '2025-12-31' };
  for (const [label, url, payload] of [
    [`customer aging as of 2025-12-31, first page of 50 (${customers} customers)`, '/api/credit-and-collections/aging', { ...asOf, page: 0, page_size: 50 }],
    [`customer aging totals as of 2025-12-31, all ${customers} customers`, '/api/credit-and-collections/aging/totals', asOf],
  ] as const) {
    const ms = await median(5, () => call(url, payload));
    console.log(`| ${label} | ${ms.toFixed(1)} | — | < 300 ms |`);
  }
  const list = { page: 0, page_size: 50, order_by: 'receipt_date', direction: 'desc' };
  const ms = await median(5, () => call('/api/collections/list', list));
  console.log(`| collections list, first page of 50 (${Number(volume?.receipts ?? 0).toLocaleString('en-US')} receipts) | ${ms.toFixed(1)} | — | < 50 ms |`);
}
