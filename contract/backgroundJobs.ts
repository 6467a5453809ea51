import { z } from 'zod';
import { id } from './envelope';
import { endpoint } from './kit';
import type { JobStatus } from './booksOfAccounts';

/**
 * The signed-in user's background work (issue 30): long exports that answered "running" instead of a link, and the
 * books of accounts they asked for. The header's tray lists them with their progress, cancels them, and downloads
 * what is ready, from whichever server instance answers.
 */
export interface BackgroundJob {
  job_id: number;
  /** What the job makes, as people name it ("General Ledger", "Books of Accounts 2025"). */
  label: string;
  status: JobStatus;
  progress_done: number;
  /** Rows (or pages) in all, when known. */
  progress_total: number | null;
  /** Seconds still to go, estimated from the pace so far; null until there is a pace and a total. */
  eta_seconds: number | null;
  created_at: string;
  finished_at: string | null;
  error: string | null;
  /** The file's name once it is ready. */
  file_name: string | null;
}

/**
 * How a client asks an export to answer at once when it runs long (RFC 7240): with this header, an export not done
 * within a few seconds answers HTTP 202 with its BackgroundJob instead of the link, and goes on in the background.
 * Without it, an export answers its link when done, as the spec's calls do.
 */
export const RESPOND_ASYNC = 'respond-async';

const TAG = 'backgroundJobs';
const jobParams = z.object({ job_id: id() }).strict();
export const myJobsEp = endpoint<BackgroundJob[]>()({ method: 'GET', path: '/jobs', tag: TAG });
export const cancelJobEp = endpoint<BackgroundJob>()({ method: 'POST', path: '/jobs/:job_id/cancel', params: jobParams, invalidates: [TAG] });
export const jobDownloadEp = endpoint<string>()({ method: 'POST', path: '/jobs/:job_id/download', params: jobParams });

export const JOB_MESSAGES = {
  notFound: 'That background job is not yours or no longer exists.',
  notReady: 'The file is not ready yet.',
  finished: 'The job has already finished.',
  otherSession: 'The file goes to the session that asked for it: sign in there, or export again.',
} as const;
