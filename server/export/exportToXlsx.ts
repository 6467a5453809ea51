import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { AuthUser } from '../auth/users';
import type { Deps } from '../deps';
import { ok, type Answer } from '../http/answer';
import { downloadUrl, grantDownload, removeExpiredDownloads, revokeDownload } from './downloads';
import { manilaDateTime } from './manilaTime';
import { writeXlsx, type ExportColumn, type ExportFilter, type WriteOptions } from './xlsxWriter';

export interface ExportSpec<Row> {
  /** Report name: first header row and sheet name ("General Ledger"). */
  title: string;
  /** Parts of the saved file name, joined with "_" (["general_ledger", "1100", from, to]). */
  fileName: string[];
  filters: ExportFilter[];
  columns: ExportColumn<Row>[];
  /** Usually keysetBatches(...): read while the file is written. */
  batches: AsyncIterable<Row[]>;
}

/** What the route handler has at hand (its RouteContext fits). */
export interface ExportContext {
  user: AuthUser;
  deps: Deps;
}

/** "general_ledger_Cash_and_Cash_Equivalents_2025-01-01_2025-12-31.xlsx": safe in any file system and header. */
export function exportFileName(parts: string[]): string {
  const name = parts
    .map((p) => p.trim().replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^_+|_+$/g, ''))
    .filter(Boolean)
    .join('_');
  return `${name.slice(0, 150) || 'export'}.xlsx`;
}

/**
 * Writes the report to EXPORT_DIR and answers ok(download URL), which the
 * browser then navigates to (spec 000 §7). The link is bound to the
 * requesting session. A failure removes the half-written file and its link
 * before the error goes on to the usual 500 answer.
 */
export async function exportToXlsx<Row>(ctx: ExportContext, spec: ExportSpec<Row>, opts?: WriteOptions): Promise<Answer> {
  const { deps, user } = ctx;
  await removeExpiredDownloads(deps);
  const dir = path.resolve(deps.config.exportDir);
  await mkdir(dir, { recursive: true });
  // A random name on disk: nothing guessable, no clash between two users exporting the same filters.
  const filePath = path.join(dir, `${randomUUID()}.xlsx`);
  // The link is recorded before the file is written, so even a crash mid-export leaves a row whose expiry removes the file.
  const token = await grantDownload(deps, { userId: user.id, sessionHash: user.sessionHash, filePath, fileName: exportFileName(spec.fileName) });
  try {
    const { first_name, last_name, username } = user.profile;
    await writeXlsx(
      filePath,
      {
        title: spec.title,
        filters: spec.filters,
        generatedBy: `${first_name} ${last_name} (${username})`,
        generatedAt: manilaDateTime(deps.clock.now()),
        columns: spec.columns,
        batches: spec.batches,
      },
      opts,
    );
  } catch (err) {
    await rm(filePath, { force: true });
    await revokeDownload(deps, token);
    throw err;
  }
  return ok(downloadUrl(token));
}
