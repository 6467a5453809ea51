import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql, type Db } from '../../server/db/db';

type Inject = (o: InjectOptions) => Promise<LightMyRequestResponse>;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))];

/**
 * Issue 30's aim for long exports: the general ledger of the busiest account over the whole books (more than a
 * million rows at bench scale) asked the way the app asks it (`Prefer: respond-async`), so it runs as a background
 * job in this instance, while ledger pages are read one after the other: their p95 alone and during the job, and
 * the job's rows and time.
 */
export async function exportJobBench(db: Db, inject: Inject, token: string, account: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const page = async (n: number) => {
    const t0 = performance.now();
    const r = await inject({ method: 'POST', url: '/api/ledger/general', headers: auth, payload: { account_code: account, date_from: '2025-01-01', date_to: '2025-12-31', page: n % 50, page_size: 50 } });
    if (r.statusCode !== 200) throw new Error(`GL page: ${r.statusCode}`);
    return performance.now() - t0;
  };
  const alone: number[] = [];
  for (let n = 0; n < 60; n++) alone.push(await page(n));

  const t0 = performance.now();
  const asked = await inject({
    method: 'POST',
    url: '/api/ledger/general/export',
    headers: { ...auth, prefer: 'respond-async' },
    payload: { account_code: account, date_from: '2022-12-01', date_to: '2026-11-22' },
  });
  const answer = JSON.parse(asked.body) as { result: { job_id?: number } | string };
  if (asked.statusCode !== 202 || typeof answer.result !== 'object' || !answer.result.job_id) {
    console.log(`| export as a background job | — | — | answered ${asked.statusCode} at once: too small to measure |`);
    return;
  }
  const jobId = answer.result.job_id;
  const state = () => db.one<{ status: string; rows: number }>(sql`SELECT status, progress_done::float8 AS rows FROM background_jobs WHERE job_id = ${jobId}`);
  const during: number[] = [];
  for (let n = 0; ; n++) {
    const s = await state();
    if (!s || (s.status !== 'running' && s.status !== 'queued')) break;
    during.push(await page(n));
  }
  const done = (await state())!;
  const seconds = (performance.now() - t0) / 1000;
  console.log(`| export GL ${done.rows.toLocaleString('en-US')} rows as a background job (${done.status}) | ${seconds.toFixed(1)} s | — | page closed meanwhile: runs on |`);
  console.log(`| GL page p95 alone / while the export job runs (${alone.length} / ${during.length} pages) | ${p95(alone).toFixed(1)} / ${p95(during).toFixed(1)} | — | < 50 ms |`);
}
