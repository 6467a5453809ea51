import { Codes } from '../../contract';
import { JOB_MESSAGES as M, cancelJobEp, jobDownloadEp, myJobsEp } from '../../contract/backgroundJobs';
import { isoAt } from '../clock';
import { sql } from '../db/db';
import { EXPORT_JOB_KIND } from '../export/exportJobs';
import { answer, notFound } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { conflict, route } from '../kit';
import { cancelJob } from './runner';
import { jobById, jobsWhere, linkJobFile } from './view';

/**
 * The tray's calls: a user's own background jobs (the last day's, and any still running), cancelling one, and the
 * download link of one that is ready. Only the asker's: another user's job answers as if it did not exist.
 */
export const jobRoutes: RouteDef[] = [
  route(myJobsEp, {
    scopes: 'authenticated',
    summary: 'My background jobs (exports that ran long, books of accounts): state, progress, time to go',
    handler: async ({ deps, user, ok }) => {
      const dayAgo = isoAt(deps.clock.now() - 86_400_000);
      return ok(await jobsWhere(deps.db, deps.clock.now(), sql`j.requested_by = ${user.id} AND (j.status IN ('queued', 'running') OR j.created_at > ${dayAgo}::timestamptz)`));
    },
  }),
  route(cancelJobEp, {
    scopes: 'authenticated',
    summary: 'Cancel one of my background jobs (a running one stops at its next batch)',
    handler: async ({ params, deps, user }) => {
      const mine = sql`requested_by = ${user.id}`;
      if (!(await deps.db.one(sql`SELECT 1 FROM background_jobs WHERE job_id = ${params.job_id} AND ${mine}`))) return notFound(M.notFound);
      const cancelled = await cancelJob(deps.db, params.job_id, mine, { userId: user.id, at: isoAt(deps.clock.now()), module: 'Background Jobs' });
      return cancelled ? answer(Codes.UPDATED, await jobById(deps.db, deps.clock.now(), params.job_id)) : conflict(M.finished);
    },
  }),
  route(jobDownloadEp, {
    scopes: 'authenticated',
    summary: 'A download link of my finished background job (an export: for the session that asked)',
    handler: async ({ params, deps, user, ok }) => {
      const job = await deps.db.one<{ kind: string; status: string; file_path: string | null; file_name: string | null; session_hash: string | null }>(sql`
        SELECT kind, status, file_path, file_name, params->>'session_hash' AS session_hash
        FROM background_jobs WHERE job_id = ${params.job_id} AND requested_by = ${user.id}`);
      if (!job) return notFound(M.notFound);
      if (job.status !== 'done' || !job.file_path) return conflict(M.notReady);
      if (job.kind === EXPORT_JOB_KIND && job.session_hash !== user.sessionHash) return conflict(M.otherSession);
      return ok(await linkJobFile(deps, user, { file_path: job.file_path, file_name: job.file_name }, job.file_name ?? 'export'));
    },
  }),
];
