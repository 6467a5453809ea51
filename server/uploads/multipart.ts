import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_FILES, nestFormFields, UPLOAD_MESSAGES, type UploadKind } from '../../contract/uploads';
import { passwordChangeLock } from '../auth/passwordChangeLock';
import { holdsAny } from '../auth/users';
import type { Deps } from '../deps';
import { FORBIDDEN, invalid, UNAUTHENTICATED } from '../http/answer';
import { sendAnswer, type RouteDef } from '../http/routeRegistry';
import { parseWith } from '../http/validation';
import { drain, removeStored, storeUpload, type StoredUpload } from './store';

/**
 * Multipart bodies, for the routes that take files and only for them.
 *
 * A route of the registry opts in with an UploadRoute: its file fields, each
 * with a kind (image or document) and a label for messages. For such a
 * request this hook, before the registry's own guard and validation:
 *   1. checks the session and the route's scopes BEFORE reading any byte, so
 *      nobody without the right can make us write files;
 *   2. streams each file to disk (store.ts: random name, size and type
 *      checked as it arrives), refusing fields the route does not declare;
 *   3. turns the text fields into the body (bracket names, contract/uploads.ts),
 *      which the route's zod schema then validates as it would a JSON body.
 * File problems answer 00001 together with the fields' own messages. The
 * handler records what it keeps and calls keepUploads(request); files of any
 * request that did not keep them (refused, failed, thrown, aborted) are
 * deleted before the response is sent.
 */

export interface FileField {
  kind: UploadKind;
  /** How messages name it: "Small size image must be at most 10 MB." */
  label: string;
  /** Several files under one name (attachments); one otherwise. */
  multiple?: boolean;
  /** The message when a multipart body comes without it (the handler still checks a JSON body, which carries no file). */
  required?: string;
}

export interface UploadRoute {
  route: RouteDef;
  files: Record<string, FileField>;
}

interface RequestUploads {
  files: StoredUpload[];
  kept: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploads: RequestUploads | null;
  }
}

/** The files this request brought (none for a JSON body). */
export const uploadsOf = (req: FastifyRequest): readonly StoredUpload[] => req.uploads?.files ?? [];

/** Call once their rows are committed: the files stay on disk. */
export function keepUploads(req: FastifyRequest): void {
  if (req.uploads) req.uploads.kept = true;
}

const NOT_ACCEPTED = 'This request does not accept files.';
/** The largest form field (a signature's PNG data URL is at most 280,000 characters) and all fields together. */
const FIELD_BYTES = 300 * 1024;
const FORM_FIELD_BYTES = 1024 * 1024;
const BAD_FORM = 'The form fields are not valid.';
const BAD_MULTIPART = 'The multipart body is not valid.';

/**
 * A failure of the client's bytes (no boundary, a body cut short, malformed
 * part headers), which is a 00001, not of our disk (a system error, with a
 * syscall) nor one @fastify/multipart already classed (with a statusCode,
 * answered in the envelope by server/http/errors.ts).
 */
const isMalformedMultipart = (err: unknown): boolean =>
  err instanceof Error && !('syscall' in err) && (err as { statusCode?: unknown }).statusCode === undefined;

/** The registry's bearer rule (routeRegistry.ts), needed here before the body is read. */
function bearerToken(req: FastifyRequest): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
}

export async function installUploads(app: FastifyInstance, deps: Deps, routes: readonly UploadRoute[]): Promise<void> {
  const dir = deps.config.uploadDir;
  await app.register(multipart, {
    // A file past fileSize is cut and marked truncated; store.ts turns that into a message.
    throwFileSizeLimit: false,
    // A field holds up to FIELD_BYTES (a signature's PNG data URL); all of them together FORM_FIELD_BYTES.
    limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 300, fieldSize: FIELD_BYTES, parts: 310, headerPairs: 50, fieldNameSize: 200 },
  });
  const byRoute = new Map(routes.map((u) => [`${u.route.method} ${u.route.path}`, u]));
  app.decorateRequest('uploads', null);

  app.addHook('preValidation', async (req, reply) => {
    if (!req.isMultipart()) return;
    const u = byRoute.get(`${req.method} ${req.routeOptions.url}`);
    if (!u) return sendAnswer(reply, invalid([NOT_ACCEPTED]));
    if (u.route.scopes !== 'public') {
      const user = await deps.sessions.authenticate(bearerToken(req));
      if (!user) return sendAnswer(reply, UNAUTHENTICATED);
      // Refused before any byte is stored, as the registry would refuse the call after it.
      const locked = passwordChangeLock(user, { method: req.method, url: u.route.path });
      if (locked) return sendAnswer(reply, locked);
      if (Array.isArray(u.route.scopes) && !holdsAny(user, u.route.scopes)) return sendAnswer(reply, FORBIDDEN);
    }

    const uploads: RequestUploads = { files: [], kept: false };
    req.uploads = uploads;
    const fields: [string, string][] = [];
    const problems: string[] = [];
    // The file problems by field, for a form's call (the envelope's `fields`).
    const byField: Record<string, string[]> = {};
    const fileProblem = (field: string, problem: string) => {
      problems.push(problem);
      (byField[field] ??= []).push(problem);
    };
    const seen = new Set<string>();
    let fieldBytes = 0;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'field') {
          const value = String(part.value);
          fieldBytes += value.length;
          if (part.valueTruncated || fieldBytes > FORM_FIELD_BYTES) problems.push(UPLOAD_MESSAGES.fieldTooLong(part.fieldname));
          else fields.push([part.fieldname, value]);
          continue;
        }
        const field = u.files[part.fieldname];
        if (!field || (!field.multiple && seen.has(part.fieldname))) {
          problems.push(UPLOAD_MESSAGES.unexpected(part.fieldname));
          await drain(part.file);
          continue;
        }
        seen.add(part.fieldname);
        const label = field.multiple ? `${field.label} "${part.filename}"` : field.label;
        const stored = await storeUpload(dir, part, field.kind, label);
        if (stored.ok) uploads.files.push(stored.file);
        else fileProblem(part.fieldname, stored.problem);
      }
    } catch (err) {
      if (err instanceof app.multipartErrors.FilesLimitError) problems.push(UPLOAD_MESSAGES.tooMany);
      else if (isMalformedMultipart(err)) problems.push(BAD_MULTIPART);
      else throw err;
    }
    for (const [name, f] of Object.entries(u.files)) if (f.required && !seen.has(name)) fileProblem(name, f.required);

    const body = nestFormFields(fields);
    if (!body) problems.push(BAD_FORM);
    req.body = body ?? {};
    if (problems.length) {
      // Every problem at once: the fields' own messages as well as the files'.
      const parsed = body && u.route.body ? parseWith(u.route.body, body) : null;
      const fields = u.route.form ? { ...(parsed && !parsed.ok ? parsed.fields : {}), ...byField } : undefined;
      return sendAnswer(reply, invalid([...(parsed && !parsed.ok ? parsed.messages : []), ...problems], fields));
    }
  });

  // Before the answer leaves (so a client that reads it never finds the files still there), and when the client goes away.
  const discard = async (req: FastifyRequest) => {
    const u = req.uploads;
    if (!u || u.kept || !u.files.length) return;
    const names = u.files.map((f) => f.storedName);
    u.files = [];
    await removeStored(dir, names);
  };
  app.addHook('onSend', async (req, _reply, payload) => {
    await discard(req);
    return payload;
  });
  app.addHook('onRequestAbort', discard);
}
