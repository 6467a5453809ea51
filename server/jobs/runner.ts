import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql, type Db, type SQL } from '../db/db';
import { isoAt } from '../clock';
import type { Deps } from '../deps';
import { recordRevision } from '../kit/revisions';

/**
 * THE JOB QUEUE: long work (a year's books of accounts) runs here, outside any request. A kind declares how to run
 * one job; the runner takes the oldest queued job any instance has not taken, runs it, writes its progress and
 * heartbeat as it goes (reading back whether someone asked to cancel), and keeps its file in EXPORT_DIR/kept until
 * the job row is removed. A job whose instance stopped (its heartbeat older than STALE_SECONDS) is queued again.
 */
export interface JobContext {
  db: Db;
  params: Record<string, unknown>;
  /** Where the job writes its file (in the kept folder). */
  filePath: string;
  /** The services of the instance running the job (an export runs its route's handler with them). */
  deps: Deps;
  /** Records progress (total null while unknown); rejects (aborting the job) once a cancel was asked. */
  progress: (done: number, total: number | null) => Promise<void>;
  signal: AbortSignal;
  /** The name of the user who asked, and when (Manila time), for the file's own header. */
  requestedBy: string;
  now: () => number;
}

export interface JobKind {
  kind: string;
  /** Runs the job; answers what the job row keeps (a summary) and the file's download name. */
  run: (ctx: JobContext) => Promise<{ result: unknown; fileName: string }>;
}

const STALE_SECONDS = 120;
const kinds = new Map<string, JobKind>();

export function registerJobKind(k: JobKind): void {
  kinds.set(k.kind, k);
}

type JobDeps = Deps;

export const keptDir = (deps: Pick<Deps, 'config'>) => path.resolve(deps.config.exportDir, 'kept');

type TakenJob = { job_id: number; kind: string; params: Record<string, unknown>; requested_by: string };

/** Takes and runs the oldest queued job, if any; answers its id (null when the queue was empty). */
export async function runNextJob(deps: JobDeps): Promise<number | null> {
  const at = isoAt(deps.clock.now());
  await deps.db.run(sql`
    UPDATE background_jobs SET status = 'queued', heartbeat_at = NULL
    WHERE status = 'running' AND heartbeat_at < ${at}::timestamptz - make_interval(secs => ${STALE_SECONDS})`);
  const job = await take(deps, sql`SELECT job_id FROM background_jobs WHERE status = 'queued' ORDER BY created_at, job_id LIMIT 1 FOR UPDATE SKIP LOCKED`);
  if (!job) return null;
  await execute(deps, job);
  return job.job_id;
}

/**
 * Runs one job now, on this instance, if it is still queued (an export asked to answer when it can: the instance
 * that took the request starts it at once instead of waiting for its runner's next look). Resolves when it ended;
 * false when another runner had taken it.
 */
export async function runJob(deps: JobDeps, jobId: number): Promise<boolean> {
  const job = await take(deps, sql`SELECT job_id FROM background_jobs WHERE job_id = ${jobId} AND status = 'queued' FOR UPDATE SKIP LOCKED`);
  if (!job) return false;
  await execute(deps, job);
  return true;
}

async function take(deps: JobDeps, pick: SQL): Promise<TakenJob | undefined> {
  const at = isoAt(deps.clock.now());
  return deps.db.transaction((tx) =>
    tx.one<TakenJob>(sql`
      UPDATE background_jobs j SET status = 'running', started_at = ${at}::timestamptz, heartbeat_at = ${at}::timestamptz, progress_done = 0
      FROM (${pick}) pick
      WHERE j.job_id = pick.job_id
      RETURNING j.job_id::int AS job_id, j.kind, j.params,
                (SELECT first_name || ' ' || last_name FROM users u WHERE u.id = j.requested_by) AS requested_by`),
  );
}

async function execute(deps: JobDeps, job: TakenJob): Promise<void> {
  const { db } = deps;
  const at = () => isoAt(deps.clock.now());
  const kind = kinds.get(job.kind);
  const controller = new AbortController();
  await mkdir(keptDir(deps), { recursive: true });
  const ext = typeof job.params.ext === 'string' && /^[a-z]{3,4}$/.test(job.params.ext) ? job.params.ext : 'pdf';
  const filePath = path.join(keptDir(deps), `${randomUUID()}.${ext}`);
  const progress = async (done: number, total: number | null) => {
    const row = await db.one<{ cancel: boolean }>(sql`
      UPDATE background_jobs SET progress_done = ${done}, progress_total = ${total}, heartbeat_at = ${at()}::timestamptz
      WHERE job_id = ${job.job_id} RETURNING cancel_requested AS cancel`);
    if (row?.cancel) controller.abort(new Error('Cancelled by the user.'));
    controller.signal.throwIfAborted();
  };
  try {
    if (!kind) throw new Error(`No job kind ${job.kind}.`);
    const out = await kind.run({ db, deps, params: job.params, filePath, progress, signal: controller.signal, requestedBy: job.requested_by, now: () => deps.clock.now() });
    await db.run(sql`
      UPDATE background_jobs SET status = 'done', result = ${JSON.stringify(out.result)}::jsonb, file_path = ${filePath}, file_name = ${out.fileName},
             finished_at = ${at()}::timestamptz, progress_done = COALESCE(progress_total, progress_done)
      WHERE job_id = ${job.job_id}`);
  } catch (err) {
    await rm(filePath, { force: true });
    const cancelled = controller.signal.aborted;
    if (!cancelled) deps.log.error({ err, job: job.job_id }, 'background job failed');
    await db.run(sql`
      UPDATE background_jobs SET status = ${cancelled ? 'cancelled' : 'failed'}, finished_at = ${at()}::timestamptz,
             error = ${cancelled ? null : 'The job failed: see the server log. Start it again.'}
      WHERE job_id = ${job.job_id}`);
  }
}

/** Runs the queue while the server runs: one job at a time per instance, looking every `seconds`. Returns the stop. */
export function startJobRunner(deps: JobDeps, seconds = 2): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      while ((await runNextJob(deps)) !== null) {
        // the next one, if any
      }
    } catch (err) {
      deps.log.error({ err }, 'the job runner failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), seconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Asks a queued or running job of `which` (a condition on `background_jobs`: its kind, its asker) to stop: a queued
 * one is cancelled at once, a running one stops at its next progress report. The revision is written in the same
 * transaction. Answers false when no such job was waiting or running.
 */
export async function cancelJob(db: Db, jobId: number, which: SQL, by: { userId: number; at: string; module: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await tx.one<{ status: string }>(sql`
      UPDATE background_jobs SET cancel_requested = true,
             status = CASE WHEN status = 'queued' THEN 'cancelled' ELSE status END,
             finished_at = CASE WHEN status = 'queued' THEN ${by.at}::timestamptz ELSE finished_at END
      WHERE job_id = ${jobId} AND ${which} AND status IN ('queued', 'running') RETURNING status`);
    if (row) await recordRevision(tx, { entity: 'background_jobs', entityId: jobId, action: 'cancelled', userId: by.userId, at: by.at, module: by.module });
    return !!row;
  });
}
