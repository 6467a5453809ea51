import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { Scope } from '../../contract';
import { SHOWN_IN_PAGE } from '../../contract/uploads';
import { passwordChangeLock } from '../auth/passwordChangeLock';
import { holdsAny } from '../auth/users';
import type { Deps } from '../deps';
import type { Db } from '../db/db';
import { FORBIDDEN, notFound, UNAUTHENTICATED } from '../http/answer';
import { API_PREFIX, sendAnswer } from '../http/routeRegistry';
import { storedPath } from './store';

/**
 * Reading an uploaded file back. Files are not public: a file route checks the
 * bearer session and its scopes like every registry route (401, then 403),
 * then streams the bytes with the type we sniffed when it arrived. The
 * browser fetches it with its token (src/components/upload/useFileUrl.ts),
 * since the app has no cookies. These routes stream instead of answering the
 * envelope, so they live beside the registry (app.rawApiRoutes lists them).
 */

/** What a feature's lookup returns for a file id (its own metadata row). */
export interface StoredFileRow {
  file_name: string;
  content_type: string;
  stored_path: string | null;
}

export interface FileRoute {
  method: 'GET';
  /** Full path as served, with an :id parameter. */
  path: string;
  scopes: readonly [Scope, ...Scope[]];
  summary: string;
  find: (db: Db, id: number) => Promise<StoredFileRow | undefined>;
}

export function defineFileRoute(spec: Omit<FileRoute, 'method' | 'path'> & { url: string }): FileRoute {
  if (!spec.url.endsWith('/:id')) throw new Error(`${spec.url}: a file route ends with /:id`);
  return { method: 'GET', path: API_PREFIX + spec.url, scopes: spec.scopes, summary: spec.summary, find: spec.find };
}

/** The public description of a file route for app.rawApiRoutes. */
export const describeFileRoute = (r: FileRoute) => ({ method: r.method, path: r.path, access: r.scopes.join(' | '), summary: r.summary });

export const FILE_GONE = 'File not found.';

/** inline for what a browser shows (PDF, pictures), attachment for the rest (Office files); ASCII name for old clients, RFC 5987 for the rest. */
function contentDisposition(fileName: string, contentType: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  const how = SHOWN_IN_PAGE.includes(contentType) ? 'inline' : 'attachment';
  return `${how}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export function registerFileRoutes(app: FastifyInstance, deps: Deps, routes: readonly FileRoute[]): void {
  for (const r of routes) {
    app.get<{ Params: { id: string } }>(r.path, async (req, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const user = await deps.sessions.authenticate(token);
      if (!user) return sendAnswer(reply, UNAUTHENTICATED);
      // The first sign-in lock holds here too: a file is as much the company's as any answer.
      const locked = passwordChangeLock(user, { method: r.method, url: r.path });
      if (locked) return sendAnswer(reply, locked);
      if (!holdsAny(user, r.scopes)) return sendAnswer(reply, FORBIDDEN);
      const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : 0;
      const row = id ? await r.find(deps.db, id) : undefined;
      const file = row?.stored_path ? storedPath(deps.config.uploadDir, row.stored_path) : null;
      const size = file ? await stat(file).then((s) => s.size, () => null) : null;
      if (!row || !file || size === null) return sendAnswer(reply, notFound(FILE_GONE));
      return reply
        .header('content-type', row.content_type)
        .header('content-disposition', contentDisposition(row.file_name, row.content_type))
        .header('content-length', String(size))
        .header('cache-control', 'private, no-store')
        .send(createReadStream(file));
    });
  }
}
