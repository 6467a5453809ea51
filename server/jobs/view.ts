import { copyFile, link, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { BackgroundJob } from '../../contract/backgroundJobs';
import { isoAt } from '../clock';
import { sql, type Db, type SQL } from '../db/db';
import type { Deps } from '../deps';
import { downloadUrl, grantDownload } from '../export/downloads';
import { isoText } from '../kit/sqlText';
import type { AuthUser } from '../auth/users';

/**
 * Background jobs as the tray shows them: label, state, progress and an estimate of the time still to go (the pace
 * so far over what is left), computed in SQL from the job's own start and progress.
 */
export function jobsWhere(db: Db, now: number, where: SQL): Promise<BackgroundJob[]> {
  const at = isoAt(now);
  return db.rows<BackgroundJob>(sql`
    SELECT j.job_id::int AS job_id,
           COALESCE(j.params->>'label', CASE j.kind WHEN 'books-of-accounts' THEN 'Books of Accounts ' || (j.params->>'year') ELSE j.kind END) AS label,
           j.status, j.progress_done::float8 AS progress_done, j.progress_total::float8 AS progress_total,
           CASE WHEN j.status = 'running' AND j.progress_done > 0 AND j.progress_total > j.progress_done
                THEN ceil(extract(epoch FROM ${at}::timestamptz - j.started_at) * (j.progress_total - j.progress_done) / j.progress_done)::int END AS eta_seconds,
           ${isoText('j.created_at')} AS created_at, ${isoText('j.finished_at')} AS finished_at, j.error,
           CASE WHEN j.status = 'done' THEN j.file_name END AS file_name
    FROM background_jobs j
    WHERE ${where}
    ORDER BY j.created_at DESC, j.job_id DESC
    LIMIT 50`);
}

export async function jobById(db: Db, now: number, jobId: number): Promise<BackgroundJob | undefined> {
  return (await jobsWhere(db, now, sql`j.job_id = ${jobId}`))[0];
}

/**
 * A download link of a finished job's kept file, for the asking session like every export's: the kept file stays
 * (the job may be downloaded again); the link gets its own name for it (a hard link, or a copy across file
 * systems), removed when the link expires.
 */
export async function linkJobFile(deps: Deps, user: AuthUser, job: { file_path: string; file_name: string | null }, fallbackName: string): Promise<string> {
  const linked = path.join(path.resolve(deps.config.exportDir), `${randomUUID()}${path.extname(job.file_path)}`);
  await link(job.file_path, linked).catch(async () => {
    await rm(linked, { force: true });
    await copyFile(job.file_path, linked);
  });
  const token = await grantDownload(deps, { userId: user.id, sessionHash: user.sessionHash, filePath: linked, fileName: job.file_name ?? fallbackName });
  return downloadUrl(token);
}
