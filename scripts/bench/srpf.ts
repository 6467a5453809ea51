import { performance } from 'node:perf_hooks';
import { srpfWorkflow, SRPF_LIST_PATHS, type SrpfTab } from '../../contract/srpf';
import { sql, type Db } from '../../server/db/db';
import { median } from './finance';
import type { Get } from './inventory';

export const BENCH_RETURNS = 100_000;

/**
 * The stock returns (SRPF) at 100,000 returns (issue 11 aim: a list page
 * under 50 ms): the first page of every tab, newest first. The returns are
 * written set-based, once (headers only: the lists and the inbox read the
 * headers), spread over the statuses the workflow reaches, and stay for the
 * inbox line after it, which then holds a fifth of them for approval.
 */
export async function srpfBench(db: Db, get: Get): Promise<void> {
  await ensureReturns(db);
  for (const tab of srpfWorkflow.tabs) {
    const url = `/api${SRPF_LIST_PATHS[tab.key as SrpfTab].path}?page=0&page_size=50`;
    const total = (JSON.parse((await get(url)).body) as { total_rows: number }).total_rows;
    const ms = await median(5, () => get(url));
    console.log(`| SRPF list, ${tab.label} tab, first page (${Number(total).toLocaleString('en-US')} of ${BENCH_RETURNS.toLocaleString('en-US')} returns) | ${ms.toFixed(1)} | — | < 50 ms |`);
  }
}

async function ensureReturns(db: Db): Promise<void> {
  const have = Number((await db.one<{ n: number }>(sql`SELECT COUNT(*)::int AS n FROM srpf_headers`))?.n ?? 0);
  const missing = BENCH_RETURNS - have;
  if (missing <= 0) return;
  const t = performance.now();
  // Statuses: pending, for approval, approved (half of them received), declined, returned to maker.
  await db.run(sql`
    INSERT INTO srpf_headers (srpf_no, srpf_date, srpf_type, status, customer_id, remarks, total_amount, total_amount_near_ex, applicable_amount,
                              created_by, created_at, updated_at, submitted_by, submitted_at, received_by, received_at)
    SELECT 'BENCH-SRPF-' || lpad((${have} + g)::text, 7, '0'), d.day, CASE WHEN g % 10 = 0 THEN 'SRPF-RTS' ELSE 'SRPF' END, s.status,
           c.customer_id, 'Benchmark return', a.amount, 0, a.amount, u.id, d.at, d.at,
           CASE WHEN s.status <> 0 THEN u.id END, CASE WHEN s.status <> 0 THEN d.at END,
           CASE WHEN s.status = 1 AND g % 2 = 0 THEN u.id END, CASE WHEN s.status = 1 AND g % 2 = 0 THEN d.at + interval '2 days' END
    FROM generate_series(1, ${missing}) g
    CROSS JOIN LATERAL (SELECT DATE '2023-01-02' + (g * 1400 / ${missing})::int AS day) d0
    CROSS JOIN LATERAL (SELECT d0.day, d0.day + time '10:00' AS at) d
    CROSS JOIN LATERAL (SELECT (ARRAY[0, 3, 1, 1, 2, 4])[1 + g % 6]::smallint AS status) s
    CROSS JOIN LATERAL (SELECT (500 + (g * 37) % 20000)::numeric(16, 2) AS amount) a
    CROSS JOIN (SELECT id FROM users ORDER BY id LIMIT 1) u
    JOIN LATERAL (SELECT customer_id FROM customers ORDER BY customer_id OFFSET (g % 25) LIMIT 1) c ON true`);
  await db.run(sql`VACUUM ANALYZE srpf_headers`);
  console.log(`wrote ${missing.toLocaleString('en-US')} benchmark returns in ${((performance.now() - t) / 1000).toFixed(1)} s`);
}
