import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { DOWNLOADS_PATH, findDownload } from './downloads';

/**
 * GET /api/downloads/:token — the one API route outside the route registry:
 * it streams a file instead of answering the JSON envelope, and the token in
 * the path is its access check (see downloads.ts), not a bearer session.
 * Listed in RAW_API_ROUTES so the route walk knows about it.
 */
export const DOWNLOAD_ROUTE = {
  method: 'GET',
  path: `${DOWNLOADS_PATH}/:token`,
  access: 'download token',
  summary: 'Streams an exported file to the browser that navigated to its link',
} as const;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Shown by the browser as is: short, plain, nothing about the server. */
export const DOWNLOAD_GONE = 'This download link has expired or is no longer valid. Please export again.';

/** attachment; ASCII name for old clients, RFC 5987 name for the rest. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerDownloadRoute(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { token: string } }>(DOWNLOAD_ROUTE.path, async (req, reply) => {
    const found = await findDownload(deps, req.params.token);
    const size = found ? await stat(found.file_path).then((s) => s.size, () => null) : null;
    if (!found || size === null) return reply.code(404).type('text/plain; charset=utf-8').send(DOWNLOAD_GONE);
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', contentDisposition(found.file_name))
      .header('content-length', String(size))
      .send(createReadStream(found.file_path));
  });
}
