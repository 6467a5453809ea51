import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackgroundJob } from '../../contract/backgroundJobs';
import { sql } from '../db/db';
import { defineRoute } from '../http/routeRegistry';
import { runNextJob } from '../jobs/runner';
import { createTestServer, type TestServer } from '../testing';
import { exportToXlsx, type ExportContext } from './exportToXlsx';

/*
 * Exports as background jobs (issue 30): asked with `Prefer: respond-async`, an export that runs long answers 202
 * with its job and goes on; the tray's calls list it with its progress, cancel it, and hand its file to the session
 * that asked. A job is the call itself, so any instance runs it again from the database.
 */

// An export that writes its first thousand rows, then waits for the test to let it go on.
let letGo: () => void = () => {};
const slowExport = defineRoute({
  method: 'POST',
  url: '/test/slow-export',
  scopes: 'authenticated',
  summary: 'A slow export (test)',
  handler: async (ctx) => {
    const gate = new Promise<void>((r) => (letGo = r));
    async function* batches() {
      const rows = (from: number) => Array.from({ length: 1000 }, (_, i) => ({ n: String(from + i) }));
      yield rows(0);
      await gate;
      yield rows(1000);
      yield rows(2000);
    }
    return exportToXlsx(ctx as unknown as ExportContext, {
      title: 'Slow Export',
      fileName: ['slow_export'],
      filters: [],
      columns: [{ header: 'N', key: 'n', kind: 'text', width: 10 }],
      batches: batches(),
      rowsInAll: async () => 3000,
    });
  },
});

let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer({ extraRoutes: [slowExport] });
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const ASYNC = { prefer: 'respond-async' };
const jobsOf = async (token: string) => (await t.call({ method: 'GET', url: '/api/jobs', token })).body.result as BackgroundJob[];
async function until(token: string, jobId: number, status: string): Promise<BackgroundJob> {
  for (let i = 0; i < 200; i++) {
    const job = (await jobsOf(token)).find((j) => j.job_id === jobId);
    if (job?.status === status) return job;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`job ${jobId} never became ${status}`);
}

describe('background exports', () => {
  it('answers 202 with the job when the export runs long, shows its progress to its user only, and hands the file to the asking session', async () => {
    const asked = await t.call({ method: 'POST', url: '/api/test/slow-export', payload: {}, headers: ASYNC, token: finance });
    expect(asked.status).toBe(202);
    const job = asked.body.result as BackgroundJob;
    expect(job).toMatchObject({ label: 'Slow Export', status: 'running', progress_done: 1000, progress_total: 3000 });
    expect(await t.db.one(sql`SELECT 1 FROM revisions WHERE entity = 'background_jobs' AND entity_id = ${job.job_id} AND action = 'export requested'`)).toBeTruthy();

    // Ten seconds in, a third done: twenty seconds to go.
    t.clock.advance(10_000);
    expect((await jobsOf(finance)).find((j) => j.job_id === job.job_id)).toMatchObject({ status: 'running', eta_seconds: 20 });
    const credit = await t.login('credit');
    expect((await jobsOf(credit)).some((j) => j.job_id === job.job_id)).toBe(false);
    expect((await t.call({ method: 'POST', url: `/api/jobs/${job.job_id}/cancel`, token: credit })).status).toBe(404);
    expect((await t.call({ method: 'POST', url: `/api/jobs/${job.job_id}/download`, token: finance })).status).toBe(409);

    letGo();
    const done = await until(finance, job.job_id, 'done');
    expect(done).toMatchObject({ progress_done: 3000, progress_total: 3000, file_name: 'slow_export.xlsx', eta_seconds: null });
    const otherSession = await t.login('finance');
    const refused = await t.call({ method: 'POST', url: `/api/jobs/${job.job_id}/download`, token: otherSession });
    expect(refused.status).toBe(409);
    expect(refused.body.result).toEqual(['The file goes to the session that asked for it: sign in there, or export again.']);
    const link = await t.call({ method: 'POST', url: `/api/jobs/${job.job_id}/download`, token: finance });
    expect(link.status).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: link.body.result, headers: { authorization: `Bearer ${finance}` } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString('hex')).toBe('504b');
  }, 30_000);

  it('cancels a running export at its next batch and keeps no file', async () => {
    const asked = await t.call({ method: 'POST', url: '/api/test/slow-export', payload: {}, headers: ASYNC, token: finance });
    const job = asked.body.result as BackgroundJob;
    const cancel = await t.call({ method: 'POST', url: `/api/jobs/${job.job_id}/cancel`, token: finance });
    expect(cancel.body.code).toBe('00004');
    letGo();
    await until(finance, job.job_id, 'cancelled');
    const row = await t.db.one<{ file_path: string | null }>(sql`SELECT file_path FROM background_jobs WHERE job_id = ${job.job_id}`);
    expect(row!.file_path).toBeNull();
    expect((await t.call({ method: 'POST', url: `/api/jobs/${job.job_id}/cancel`, token: finance })).status).toBe(409);
    const revision = await t.db.one(sql`SELECT 1 FROM revisions WHERE entity = 'background_jobs' AND entity_id = ${job.job_id} AND action = 'cancelled'`);
    expect(revision).toBeTruthy();
  }, 30_000);

  it('answers the link at once when the export is quick, as without the preference', async () => {
    const asked = await t.call({
      method: 'POST',
      url: '/api/finance-reports/trial-balance/export',
      payload: { date_from: '2026-01-01', date_to: '2026-02-28', view: 'accounts' },
      headers: ASYNC,
      token: finance,
    });
    expect(asked.status).toBe(200);
    expect(asked.body.result).toMatch(/^\/api\/downloads\//);
  });

  it('is the call itself: a job left by a stopped instance is run again from the database by any runner', async () => {
    const user = await t.app.deps.sessions.authenticate(finance);
    const params = {
      method: 'POST',
      path: '/api/finance-reports/trial-balance/export',
      body: { date_from: '2026-01-01', date_to: '2026-02-28', view: 'accounts' },
      query: {},
      params: {},
      session_hash: user!.sessionHash,
      label: 'Trial Balance',
      ext: 'xlsx',
    };
    // Taken by an instance that stopped: running, its heartbeat long gone.
    const left = await t.db.one<{ job_id: number }>(sql`
      INSERT INTO background_jobs (kind, params, requested_by, created_at, status, started_at, heartbeat_at)
      VALUES ('export', ${JSON.stringify(params)}::jsonb, ${user!.id}, '2026-03-02T00:00:00Z', 'running', '2026-03-02T00:00:00Z', '2026-03-02T00:00:00Z')
      RETURNING job_id::int AS job_id`);
    expect(await runNextJob(t.app.deps)).toBe(left!.job_id);
    const job = (await jobsOf(finance)).find((j) => j.job_id === left!.job_id)!;
    expect(job).toMatchObject({ status: 'done', file_name: 'trial_balance_2026-01-01_2026-02-28.xlsx' });
    expect((await t.call({ method: 'POST', url: `/api/jobs/${job.job_id}/download`, token: finance })).status).toBe(200);
  });
});
