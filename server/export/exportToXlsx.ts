import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../auth/users';
import type { Deps } from '../deps';
import { ok, SERVER_ERROR, type Answer } from '../http/answer';
import { downloadUrl, grantDownload, removeExpiredDownloads, revokeDownload } from './downloads';
import { asksToRespondAsync, exportInBackground } from './exportJobs';
import { manilaDateTime } from './manilaTime';
import { writeXlsx, type ExportColumn, type ExportFilter, type SummaryRow, type WriteOptions } from './xlsxWriter';

/** A bold row labelled in the first text column (Total, Period Totals), with its figures. */
export function totalRowOf<Row>(columns: readonly { key: keyof Row & string; kind: string }[], label: string, figures: Record<string, string>): SummaryRow {
  const first = columns.find((c) => c.kind === 'text')?.key;
  return { ...(first ? { [first]: label } : {}), ...figures };
}

export interface ExportSpec<Row> {
  /** Report name: first header row and sheet name ("General Ledger"). */
  title: string;
  /** Parts of the saved file name, joined with "_" (["general_ledger", "1100", from, to]). */
  fileName: string[];
  filters: ExportFilter[];
  columns: ExportColumn<Row>[];
  /** Usually keysetBatches(...): read while the file is written. */
  batches: AsyncIterable<Row[]>;
  /** The rows in all, when the export can tell cheaply: a background export's progress then estimates its time. */
  rowsInAll?: () => Promise<number | null>;
  /**
   * Bold summary rows before and after the data, and the columns summed for them (xlsxWriter.ts). `sum`
   * without `after` ends the file with one Total row, labelled in the first text column.
   */
  before?: SummaryRow[];
  sum?: (keyof Row & string)[];
  after?: (sums: Record<string, string>) => SummaryRow[];
}

/**
 * An export running as a background job: where its file goes, how its progress is told (rows written, rows in all
 * when known; rejects once the user cancelled), and what the export says the file is called.
 */
export interface ExportJob {
  filePath: string;
  progress: (done: number, total: number | null) => Promise<void>;
  signal: AbortSignal;
  fileName?: string;
  rows: number;
}

/**
 * What the route handler has at hand (its RouteContext fits as is). With the
 * `request`, the export is cancelled when that request's client goes away
 * (clientGone); `signal` cancels it from elsewhere (tests). With `job`, it is
 * a background job's: the file goes to the job, which keeps it.
 */
export interface ExportContext {
  user: AuthUser;
  deps: Deps;
  request?: FastifyRequest;
  signal?: AbortSignal;
  job?: ExportJob;
}

/** "general_ledger_Cash_and_Cash_Equivalents_2025-01-01_2025-12-31.xlsx": safe in any file system and header. */
export function exportFileName(parts: string[], ext: 'xlsx' | 'pdf' = 'xlsx'): string {
  const name = parts
    .map((p) => p.trim().replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_+|_+$/g, ''))
    .filter(Boolean)
    .join('_');
  return `${name.slice(0, 150) || 'export'}.${ext}`;
}

/** Why an export stopped when its client went away (the signal's reason). */
export class ClientGoneError extends Error {
  constructor() {
    super('The client closed the connection before the export was answered.');
    this.name = 'ClientGoneError';
  }
}

/**
 * An AbortSignal that aborts when the client of `request` closes its
 * connection before the answer is sent, and `release`, to call once the work
 * is done (the connection may be kept alive for further requests, so the
 * listener must not stay on it).
 *
 * Not request.raw's 'close', nor fastify's request.signal built on it: in
 * Node 20 an IncomingMessage closes as soon as its body has been read, which
 * for a POST is before the handler even starts. The socket closes only when
 * the connection does. (fastify.inject has a mock socket that never closes:
 * nothing aborts there.)
 */
export function clientGone(request: FastifyRequest): { signal: AbortSignal; release: () => void } {
  const controller = new AbortController();
  const socket = request.raw.socket as (typeof request.raw.socket & { destroyed?: boolean }) | undefined;
  if (!socket || typeof socket.once !== 'function') return { signal: controller.signal, release: () => {} };
  const onClose = () => controller.abort(new ClientGoneError());
  if (socket.destroyed) onClose();
  else socket.once('close', onClose);
  return { signal: controller.signal, release: () => socket.removeListener('close', onClose) };
}

/** The batches, read only while `signal` is not aborted: checked before each batch is read and before it is written. */
async function* untilAborted<Row>(batches: AsyncIterable<Row[]>, signal: AbortSignal): AsyncGenerator<Row[]> {
  signal.throwIfAborted();
  for await (const batch of batches) {
    signal.throwIfAborted();
    yield batch;
    signal.throwIfAborted();
  }
}

/** A background export's batches: counted into its progress (at most twice a second), stopped when it is cancelled. */
async function* counted<Row>(spec: ExportSpec<Row>, job: ExportJob): AsyncGenerator<Row[]> {
  const total = (await spec.rowsInAll?.()) ?? null;
  let told = 0;
  await job.progress(0, total);
  for await (const batch of untilAborted(spec.batches, job.signal)) {
    yield batch;
    job.rows += batch.length;
    if (Date.now() - told >= 500) {
      told = Date.now();
      await job.progress(job.rows, total === null ? null : Math.max(total, job.rows));
    }
  }
  await job.progress(job.rows, job.rows);
}

/**
 * Nobody reads this answer (the client has gone); it only ends the request
 * without passing through the error handler, which would log a 500. 499 is
 * the customary "client closed request" status of access logs.
 */
const CANCELLED: Answer = { ...SERVER_ERROR, status: 499 };

/** A file written for download: its name's parts, its extension, and how to write it at a path. */
export interface FileSpec {
  /** What the log names when the export is cancelled ("General Ledger"). */
  label: string;
  fileName: string[];
  ext: 'xlsx' | 'pdf';
  /** Writes the whole file; `signal` (when the export can be cancelled) aborts it. */
  write: (filePath: string, signal: AbortSignal | undefined) => Promise<unknown>;
}

/**
 * Writes a file to EXPORT_DIR and answers ok(download URL), which the client
 * then fetches with the requesting session's bearer token (see downloads.ts).
 * A failure removes the half-written file and its link before the error goes
 * on to the usual 500 answer. An export whose client goes away before the
 * answer (ctx.request's connection closes, or ctx.signal aborts) stops,
 * removes its partial file and its link, and is logged at info level as
 * cancelled, not as an error.
 */
export async function exportFile(ctx: ExportContext, spec: FileSpec): Promise<Answer> {
  const { deps, user } = ctx;
  if (ctx.job) {
    await spec.write(ctx.job.filePath, ctx.job.signal);
    ctx.job.fileName = exportFileName(spec.fileName, spec.ext);
    return ok(null);
  }
  if (ctx.request && asksToRespondAsync(ctx.request)) return exportInBackground({ deps, user, request: ctx.request }, spec.label, spec.ext);
  const gone = ctx.request ? clientGone(ctx.request) : undefined;
  const signal = ctx.signal && gone ? AbortSignal.any([ctx.signal, gone.signal]) : (ctx.signal ?? gone?.signal);
  try {
    await removeExpiredDownloads(deps);
    const dir = path.resolve(deps.config.exportDir);
    await mkdir(dir, { recursive: true });
    // A random name on disk: nothing guessable, no clash between two users exporting the same filters.
    const filePath = path.join(dir, `${randomUUID()}.${spec.ext}`);
    // The link is recorded before the file is written, so even a crash mid-export leaves a row whose expiry removes the file.
    const token = await grantDownload(deps, { userId: user.id, sessionHash: user.sessionHash, filePath, fileName: exportFileName(spec.fileName, spec.ext) });
    try {
      await spec.write(filePath, signal);
      // Gone while the last part was written: the finished file has nobody to go to either.
      signal?.throwIfAborted();
    } catch (err) {
      await rm(filePath, { force: true });
      await revokeDownload(deps, token);
      throw err;
    }
    return ok(downloadUrl(token));
  } catch (err) {
    if (!signal?.aborted) throw err;
    (ctx.request?.log ?? deps.log).info({ export: spec.label, reason: String(signal.reason) }, 'export cancelled: its client went away');
    return CANCELLED;
  } finally {
    gone?.release();
  }
}

/** The report as XLSX (title, filters, who and when, the columns, the batches, summary rows): exportFile's writer. */
export async function exportToXlsx<Row>(ctx: ExportContext, spec: ExportSpec<Row>, opts?: WriteOptions): Promise<Answer> {
  const { deps, user } = ctx;
  const { first_name, last_name, username } = user.profile;
  return exportFile(ctx, {
    label: spec.title,
    fileName: spec.fileName,
    ext: 'xlsx',
    write: (filePath, signal) =>
      writeXlsx(
        filePath,
        {
          title: spec.title,
          filters: spec.filters,
          generatedBy: `${first_name} ${last_name} (${username})`,
          generatedAt: manilaDateTime(deps.clock.now()),
          columns: spec.columns,
          batches: ctx.job ? counted(spec, ctx.job) : signal ? untilAborted(spec.batches, signal) : spec.batches,
          before: spec.before,
          sum: spec.sum,
          after: spec.after ?? (spec.sum?.length ? (sums) => [totalRowOf(spec.columns, 'Total', sums)] : undefined),
        },
        opts,
      ),
  });
}
