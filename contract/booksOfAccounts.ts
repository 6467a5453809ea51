import { z } from 'zod';
import { id } from './envelope';
import { endpoint } from './kit';

/**
 * The year's books of accounts as the BIR wants them of a computerized accounting system (issue 27): the general
 * journal, general ledger, sales and purchase journals, cash receipts and disbursements, the receivable and payable
 * subsidiary ledgers and the inventory book, bound in one PDF with continuous page numbers, page totals carried forward and the
 * ACCN on every page. Built in the background (it may run for minutes on a large year) and kept for download.
 */
export const JOB_STATUSES = { queued: 'Queued', running: 'Building', done: 'Ready', failed: 'Failed', cancelled: 'Cancelled' } as const;
export type JobStatus = keyof typeof JOB_STATUSES;

export interface BooksBookSummary {
  key: string;
  title: string;
  first_page: number;
  last_page: number;
  rows: number;
  totals: Record<string, string>;
}

export interface BooksBuild {
  job_id: number;
  year: number;
  status: JobStatus;
  progress_done: number;
  progress_total: number | null;
  requested_by: string;
  created_at: string;
  finished_at: string | null;
  error: string | null;
  /** Once built: pages and each book's pages and totals. */
  summary: { pages: number; books: BooksBookSummary[] } | null;
}

export const BOOKS_MESSAGES = {
  notFound: 'Build not found.',
  notReady: 'The books are not built yet: download them once the build is ready.',
  finished: 'The build has finished; there is nothing to cancel.',
  alreadyBuilding: (year: number) => `The books of ${year} are being built already.`,
} as const;

const jobParams = z.object({ job_id: id() }).strict();
const TAG = 'booksOfAccounts';
export const booksBuildsEp = endpoint<BooksBuild[]>()({ method: 'GET', path: '/bir/books', tag: TAG });
export const booksBuildEp = endpoint<BooksBuild>()({
  method: 'POST',
  path: '/bir/books',
  body: z.object({ year: z.preprocess((v) => (typeof v === 'string' && /^\d{4}$/.test(v) ? Number(v) : v), z.number({ error: 'Year is required.' }).int().min(2000, 'Year must be from 2000.').max(2100, 'Year must be until 2100.')) }).strict(),
  form: true,
  invalidates: [TAG],
});
export const booksCancelEp = endpoint<BooksBuild>()({ method: 'POST', path: '/bir/books/:job_id/cancel', params: jobParams, invalidates: [TAG] });
export const booksDownloadEp = endpoint<string>()({ method: 'POST', path: '/bir/books/:job_id/download', params: jobParams });
