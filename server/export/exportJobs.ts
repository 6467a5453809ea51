import type { FastifyRequest } from 'fastify';
import { Codes } from '../../contract';
import { RESPOND_ASYNC } from '../../contract/backgroundJobs';
import { holdsAny, type AuthUser } from '../auth/users';
import { isoAt } from '../clock';
import { sql } from '../db/db';
import type { Deps } from '../deps';
import { SERVER_ERROR, ok, type Answer } from '../http/answer';
import { parseWith } from '../http/validation';
import { registerJobKind, runJob } from '../jobs/runner';
import { jobById, linkJobFile } from '../jobs/view';
import { recordRevision } from '../kit/revisions';
import type { ExportJob } from './exportToXlsx';

/**
 * Exports as background jobs (issue 30). A client that sends `Prefer: respond-async` on an export call gets the
 * link if the file is written within ANSWER_WITHIN_MS, as without the header; otherwise HTTP 202 with the job, which
 * goes on in the database's job queue: it survives the page being closed, its progress shows in the header's tray,
 * it can be cancelled, and its file is downloaded by the session that asked, from any instance.
 *
 * The job keeps the call itself (route, body, query, path parameters) and the asking session, and runs that route's
 * handler again with the file going to the job: whichever instance takes it (the one that answered starts it at
 * once; if that one stops, another takes it up) writes exactly what the call would have. The session's user and
 * scopes are read again when it runs: a session that ended, or a permission taken away, ends the job.
 */
export const EXPORT_JOB_KIND = 'export';
const ANSWER_WITHIN_MS = 3_000;

interface ExportJobParams {
  method: string;
  path: string;
  body: unknown;
  query: unknown;
  params: unknown;
  session_hash: string;
  label: string;
  ext: string;
}

/** `Prefer: respond-async` (RFC 7240), among other preferences or alone. */
export function asksToRespondAsync(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  const all = Array.isArray(prefer) ? prefer.join(',') : (prefer ?? '');
  return all.split(/[,;]/).some((p) => p.trim().toLowerCase() === RESPOND_ASYNC);
}

/** Queues the export the request asked for, starts it here, and answers its link or, when it runs long, 202 with the job. */
export async function exportInBackground(ctx: { deps: Deps; user: AuthUser; request: FastifyRequest }, label: string, ext: string): Promise<Answer> {
  const { deps, user, request } = ctx;
  const params: ExportJobParams = {
    method: request.method,
    path: request.routeOptions.url ?? request.url,
    body: request.body ?? null,
    query: request.query ?? null,
    params: request.params ?? null,
    session_hash: user.sessionHash,
    label,
    ext,
  };
  const at = isoAt(deps.clock.now());
  const job = await deps.db.transaction(async (tx) => {
    const made = (await tx.one<{ job_id: number }>(sql`
      INSERT INTO background_jobs (kind, params, requested_by, created_at)
      VALUES (${EXPORT_JOB_KIND}, ${JSON.stringify(params)}::jsonb, ${user.id}, ${at}::timestamptz)
      RETURNING job_id::int AS job_id`))!;
    // The job is a record the user sees in the tray and may cancel: its asking is in the one history too.
    await recordRevision(tx, { entity: 'background_jobs', entityId: made.job_id, action: 'export requested', userId: user.id, at, module: 'Background Jobs', reference: label });
    return made;
  });
  const running = runJob(deps, job.job_id).catch((err) => deps.log.error({ err, job: job.job_id }, 'starting a background export failed'));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finished = await Promise.race([running.then(() => true), new Promise<false>((r) => (timer = setTimeout(() => r(false), ANSWER_WITHIN_MS)))]);
  clearTimeout(timer);
  if (finished) {
    const row = await deps.db.one<{ status: string; file_path: string | null; file_name: string | null }>(sql`
      SELECT status, file_path, file_name FROM background_jobs WHERE job_id = ${job.job_id}`);
    if (row?.status === 'done' && row.file_path) return ok(await linkJobFile(deps, user, { file_path: row.file_path, file_name: row.file_name }, `export.${ext}`));
    if (row?.status === 'failed') return SERVER_ERROR;
  }
  return { status: 202, code: Codes.OK, result: await jobById(deps.db, deps.clock.now(), job.job_id) };
}

registerJobKind({
  kind: EXPORT_JOB_KIND,
  run: async ({ deps, params, filePath, progress, signal }) => {
    const p = params as unknown as ExportJobParams;
    const def = deps.routes.find((r) => r.method === p.method && r.path === p.path);
    if (!def) throw new Error(`No route ${p.method} ${p.path} for a background export.`);
    const user = await deps.sessions.userOfSession(p.session_hash);
    if (!user) throw new Error('The session that asked for the export has ended.');
    if (Array.isArray(def.scopes) && !holdsAny(user, def.scopes)) throw new Error('The user no longer holds the permission to export this.');
    const parse = (schema: typeof def.body, input: unknown) => {
      if (!schema) return undefined;
      const res = parseWith(schema, input ?? {});
      if (!res.ok) throw new Error(`The export's call no longer validates: ${res.messages.join(' ')}`);
      return res.value;
    };
    const job: ExportJob = { filePath, progress, signal, rows: 0 };
    const read = def.reads === 'replica' ? (await deps.reads.choose(user.lastWriteAt ?? null)).db : deps.db;
    const answer = await def.handler({
      body: def.body ? parse(def.body, p.body) : undefined,
      query: parse(def.query, p.query),
      params: parse(def.params, p.params),
      user,
      deps: { ...deps, read },
      request: undefined as unknown as FastifyRequest,
      ip: '',
      job,
    });
    if (answer.status !== 200) throw new Error(`The export answered ${answer.code}: ${JSON.stringify(answer.result)}`);
    return { result: { rows: job.rows }, fileName: job.fileName ?? `export.${p.ext}` };
  },
});
