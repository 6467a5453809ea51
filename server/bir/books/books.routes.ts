import { Codes } from '../../../contract';
import { BOOKS_MESSAGES as M, booksBuildEp, booksBuildsEp, booksCancelEp, booksDownloadEp, type BooksBuild } from '../../../contract/booksOfAccounts';
import { sql, type Db } from '../../db/db';
import { isoAt } from '../../clock';
import { linkJobFile } from '../../jobs/view';
import { answer, notFound } from '../../http/answer';
import type { RouteDef } from '../../http/routeRegistry';
import { conflict, isoText, recordRevision, route } from '../../kit';
import { cancelJob, registerJobKind } from '../../jobs/runner';
import { manilaDateTime } from '../../export/manilaTime';
import { writeBooksPack } from './pack';

const SCOPE = ['keep_books_of_accounts'] as const;
const KIND = 'books-of-accounts';

// Registered with the routes, so every instance that serves them can also run the builds they queue.
registerJobKind({
  kind: KIND,
  run: async ({ db, params, filePath, progress, signal, requestedBy, now }) => {
    const year = Number(params.year);
    const result = await writeBooksPack(db, year, filePath, { generatedAt: manilaDateTime(now()), generatedBy: requestedBy, onProgress: progress, signal });
    return { result, fileName: `books-of-accounts_${year}.pdf` };
  },
});

const SELECT = sql`
  SELECT j.job_id::int AS job_id, (j.params->>'year')::int AS year, j.status, j.progress_done::int AS progress_done, j.progress_total::int AS progress_total,
         u.first_name || ' ' || u.last_name AS requested_by, ${isoText('j.created_at')} AS created_at, ${isoText('j.finished_at')} AS finished_at, j.error,
         CASE WHEN j.status = 'done' THEN j.result END AS summary
  FROM background_jobs j JOIN users u ON u.id = j.requested_by`;
const readBuild = (db: Db, jobId: number) => db.one<BooksBuild>(sql`${SELECT} WHERE j.kind = ${KIND} AND j.job_id = ${jobId}`);

export const booksRoutes: RouteDef[] = [
  route(booksBuildsEp, {
    scopes: SCOPE,
    summary: 'The builds of the books of accounts, newest first: year, status, progress, pages and totals',
    handler: async ({ deps, ok }) => ok(await deps.db.rows<BooksBuild>(sql`${SELECT} WHERE j.kind = ${KIND} ORDER BY j.created_at DESC, j.job_id DESC LIMIT 50`)),
  }),
  route(booksBuildEp, {
    scopes: SCOPE,
    summary: 'Queue the build of a year\u2019s books of accounts (one PDF, built in the background)',
    handler: async ({ body, deps, user }) => {
      const at = isoAt(deps.clock.now());
      const made = await deps.db.transaction(async (tx) => {
        // One build of a year at a time: the lock makes two clicks at once one build.
        await tx.run(sql`SELECT pg_advisory_xact_lock(hashtext(${`${KIND}:${body.year}`}))`);
        const busy = await tx.one(sql`SELECT 1 FROM background_jobs WHERE kind = ${KIND} AND params->>'year' = ${String(body.year)} AND status IN ('queued', 'running')`);
        if (busy) return null;
        const job = (await tx.one<{ job_id: number }>(sql`
          INSERT INTO background_jobs (kind, params, requested_by, created_at) VALUES (${KIND}, ${JSON.stringify({ year: body.year })}::jsonb, ${user.id}, ${at}::timestamptz)
          RETURNING job_id::int AS job_id`))!;
        await recordRevision(tx, {
          entity: 'background_jobs', entityId: job.job_id, action: 'books of accounts requested', userId: user.id, at, module: 'Books of Accounts', reference: String(body.year),
          changes: [{ field: 'year', label: 'Year', old: null, new: body.year }],
        });
        return job;
      });
      if (!made) return conflict(M.alreadyBuilding(body.year));
      return answer(Codes.CREATED, await readBuild(deps.db, made.job_id));
    },
  }),
  route(booksCancelEp, {
    scopes: SCOPE,
    summary: 'Cancel a queued or running build (it stops at its next batch)',
    handler: async ({ params, deps, user }) => {
      const cancelled = await cancelJob(deps.db, params.job_id, sql`kind = ${KIND}`, { userId: user.id, at: isoAt(deps.clock.now()), module: 'Books of Accounts' });
      if (!cancelled) return (await readBuild(deps.db, params.job_id)) ? conflict(M.finished) : notFound(M.notFound);
      return answer(Codes.UPDATED, await readBuild(deps.db, params.job_id));
    },
  }),
  route(booksDownloadEp, {
    scopes: SCOPE,
    summary: 'A download link of a built pack (for the asking session, like every export)',
    handler: async ({ params, deps, user, ok }) => {
      const job = await deps.db.one<{ status: string; file_path: string | null; file_name: string | null }>(sql`
        SELECT status, file_path, file_name FROM background_jobs WHERE job_id = ${params.job_id} AND kind = ${KIND}`);
      if (!job) return notFound(M.notFound);
      if (job.status !== 'done' || !job.file_path) return conflict(M.notReady);
      return ok(await linkJobFile(deps, user, { file_path: job.file_path, file_name: job.file_name }, 'books-of-accounts.pdf'));
    },
  }),
];
