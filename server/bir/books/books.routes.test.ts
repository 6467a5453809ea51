import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BooksBuild } from '../../../contract/booksOfAccounts';
import { sql } from '../../db/db';
import { runNextJob } from '../../jobs/runner';
import { createTestServer, type TestServer } from '../../testing';

/**
 * The books of accounts as a background job (issue 27): asked for, queued, built by the runner with its progress,
 * kept and downloaded by the session that asks; one build of a year at a time; a queued build cancelled never runs.
 */
let t: TestServer;
let finance: string;
beforeAll(async () => {
  t = await createTestServer();
  finance = await t.login('finance');
});
afterAll(async () => t?.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, token = finance) => t.call({ method, url: `/api${url}`, payload, token });

describe('books of accounts builds', () => {
  let built: BooksBuild;
  it('queues a year\u2019s build, refuses a second while it waits, and the runner builds it with its progress', async () => {
    const asked = await call('POST', '/bir/books', { year: 2025 });
    expect(asked.body.code).toBe('00003');
    expect(asked.body.result).toMatchObject({ year: 2025, status: 'queued', requested_by: 'Maria Santos' });
    const again = await call('POST', '/bir/books', { year: '2025' });
    expect(again.status).toBe(409);
    expect(again.body.result).toEqual(['The books of 2025 are being built already.']);
    expect(await runNextJob(t.app.deps)).toBe(asked.body.result.job_id);
    expect(await runNextJob(t.app.deps)).toBeNull();
    built = ((await call('GET', '/bir/books')).body.result as BooksBuild[])[0];
    expect(built).toMatchObject({ status: 'done', year: 2025 });
    expect(built.progress_done).toBe(built.progress_total);
    expect(built.summary!.pages).toBeGreaterThan(100);
    expect(built.summary!.books).toHaveLength(9);
  }, 120_000);

  it('downloads the kept pack with a link for the asking session, as often as asked', async () => {
    for (let n = 0; n < 2; n++) {
      const url = (await call('POST', `/bir/books/${built.job_id}/download`)).body.result as string;
      const file = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${finance}` } });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.body.startsWith('%PDF-1.4')).toBe(true);
    }
    expect((await call('POST', `/bir/books/${built.job_id}/cancel`)).status).toBe(409);
  });

  it('cancels a queued build, which then never runs', async () => {
    const asked = (await call('POST', '/bir/books', { year: 2024 })).body.result as BooksBuild;
    const cancelled = await call('POST', `/bir/books/${asked.job_id}/cancel`);
    expect(cancelled.body.result.status).toBe('cancelled');
    expect(await runNextJob(t.app.deps)).toBeNull();
    expect((await call('POST', `/bir/books/${asked.job_id}/download`)).status).toBe(409);
    const revisions = await t.db.rows<{ action: string }>(sql`SELECT action FROM revisions WHERE entity = 'background_jobs' AND entity_id = ${asked.job_id} ORDER BY id`);
    expect(revisions.map((r) => r.action)).toEqual(['books of accounts requested', 'cancelled']);
  });

  it('stops a running build at its next batch when cancelled, keeping no file', async () => {
    const asked = (await call('POST', '/bir/books', { year: 2024 })).body.result as BooksBuild;
    // Cancelled while running: the runner reads the request back with its first progress.
    await t.db.run(sql`UPDATE background_jobs SET cancel_requested = true WHERE job_id = ${asked.job_id}`);
    await runNextJob(t.app.deps);
    const after = await t.db.one<{ status: string; file_path: string | null }>(sql`SELECT status, file_path FROM background_jobs WHERE job_id = ${asked.job_id}`);
    expect(after).toEqual({ status: 'cancelled', file_path: null });
  });

  it('answers only to those who keep the books', async () => {
    const viewer = await t.login('viewer');
    expect((await call('GET', '/bir/books', undefined, viewer)).status).toBe(403);
    expect((await call('POST', '/bir/books', { year: 2025 }, viewer)).status).toBe(403);
    expect((await call('POST', '/bir/books', { year: 1999 })).body.fields).toEqual({ year: ['Year must be from 2000.'] });
  });
});
