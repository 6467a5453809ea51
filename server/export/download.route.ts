import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { bearerToken } from '../http/routeRegistry';
import { DOWNLOADS_PATH, findDownload } from './downloads';

/**
 * GET /api/downloads/:token — an API route outside the route registry: it
 * streams a file instead of answering the JSON envelope. Its access check is
 * the token in the path together with the bearer token of the session that
 * asked for the export, in the Authorization header, read by the registry's
 * own parser (see downloads.ts for why both). The client fetches the link
 * through its API client (which adds the header) and saves the bytes; a
 * plain navigation to the link, which carries no header, is refused.
 * Listed in app.rawApiRoutes so the route walk knows about it.
 */
export const DOWNLOAD_ROUTE = {
  method: 'GET',
  path: `${DOWNLOADS_PATH}/:token`,
  access: 'download token',
  summary: 'Streams an exported file to the session that asked for it (link token + that session\'s bearer token)',
} as const;

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const PDF_CONTENT_TYPE = 'application/pdf';
/** The file's type by the extension its name was given (exportFileName): a workbook unless it is a PDF. */
const contentTypeOf = (fileName: string) => (fileName.endsWith('.pdf') ? PDF_CONTENT_TYPE : XLSX_CONTENT_TYPE);

/**
 * Every refusal (no header, another session's token, unknown or expired link,
 * ended session): short, plain, nothing about the server, and the same for
 * all, so it does not tell whether the link exists.
 */
export const DOWNLOAD_GONE = 'This download link has expired or is no longer valid. Please export again.';

/** attachment; ASCII name for old clients, RFC 5987 name for the rest. */
function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerDownloadRoute(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { token: string } }>(DOWNLOAD_ROUTE.path, async (req, reply) => {
    const found = await findDownload(deps, req.params.token, bearerToken(req));
    const size = found ? await stat(found.file_path).then((s) => s.size, () => null) : null;
    if (!found || size === null) return reply.code(404).type('text/plain; charset=utf-8').send(DOWNLOAD_GONE);
    return reply
      .header('content-type', contentTypeOf(found.file_name))
      .header('content-disposition', contentDisposition(found.file_name))
      .header('content-length', String(size))
      .send(createReadStream(found.file_path));
  });
}
