import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Scope } from '../../contract';
import { holdsAny, type AuthUser } from '../auth/users';
import { passwordChangeLock } from '../auth/passwordChangeLock';
import type { Deps } from '../deps';
import type { ExportJob } from '../export/exportToXlsx';
import { envelopeOf, FORBIDDEN, invalid, UNAUTHENTICATED, type Answer } from './answer';
import { nulCharMessage, parseWith } from './validation';

/**
 * The one way to declare an API endpoint. Every route states who may call it:
 *   'public'         anyone (sign-in screens, gate, demo outbox)
 *   'authenticated'  any signed-in user (own profile, notifications, logout)
 *   [scope, ...]     a signed-in user holding at least one of the scopes
 *                    (the superuser role passes every check)
 * and the contract schemas of its body, query and path parameters. The guard
 * and the validation run here, before the handler, in this order:
 *   401 no or dead session -> 403 missing scope -> 422 invalid input -> handler.
 * Invalid input includes a NUL anywhere in params, query or body, refused
 * whatever the schemas say (validation.ts nulCharMessage).
 * Routes are plain data, so tests walk the list (see `routeRegistry` on the app).
 */
export const API_PREFIX = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Access = readonly [Scope, ...Scope[]] | 'public' | 'authenticated';

export interface RouteContext<B, Q, P, U> {
  body: B;
  query: Q;
  params: P;
  user: U;
  deps: Deps;
  request: FastifyRequest;
  /** Client address (honours X-Forwarded-For only with TRUST_PROXY=true). */
  ip: string;
  /** Set when the handler runs as a background export (server/export/exportJobs.ts): the file goes there. */
  job?: ExportJob;
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type UserOf<A> = A extends 'public' ? null : AuthUser;

export interface RouteSpec<
  B extends z.ZodType | undefined,
  Q extends z.ZodType | undefined,
  P extends z.ZodType | undefined,
  A extends Access,
> {
  method: HttpMethod;
  /** Path below /api, fastify syntax (`/notification/:employee_no`). */
  url: string;
  scopes: A;
  /** One line for people reading the route list. */
  summary: string;
  body?: B;
  query?: Q;
  params?: P;
  /** Registered only when ERP_MODE=demo. */
  demoOnly?: boolean;
  /** A form's call: a refused body also answers its messages by field (the envelope's `fields`). */
  form?: boolean;
  /**
   * A call that only reads: 'replica' where a report's or an export's queries (through `deps.read`) may read the
   * streaming replica (its answer then says `as_of`); 'primary' for a read that must not count as the session's
   * write (a list sent by POST). Unset on a POST/PUT/PATCH/DELETE: a write.
   */
  reads?: Reads;
  handler: (ctx: RouteContext<Out<B>, Out<Q>, Out<P>, UserOf<A>>) => Promise<Answer>;
}

export type Reads = 'replica' | 'primary';

/** A declared route with its types erased, as kept in the registry. */
export interface RouteDef {
  method: HttpMethod;
  url: string;
  /** Full path as served, /api included. */
  path: string;
  scopes: Access;
  summary: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
  demoOnly: boolean;
  form: boolean;
  reads?: Reads;
  handler: (ctx: RouteContext<unknown, unknown, unknown, AuthUser | null>) => Promise<Answer>;
}

export function defineRoute<
  A extends Access,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<B, Q, P, A>): RouteDef {
  if (Array.isArray(spec.scopes) && spec.scopes.length === 0) {
    throw new Error(`${spec.method} ${spec.url}: an empty scope list locks everyone out; use 'authenticated'`);
  }
  return {
    method: spec.method,
    url: spec.url,
    path: API_PREFIX + spec.url,
    scopes: spec.scopes,
    summary: spec.summary,
    body: spec.body,
    query: spec.query,
    params: spec.params,
    demoOnly: spec.demoOnly ?? false,
    form: spec.form ?? false,
    ...(spec.reads ? { reads: spec.reads } : {}),
    handler: spec.handler as RouteDef['handler'],
  };
}

/** The token of an `Authorization: Bearer <token>` header (also used by the export download route). */
export function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1];
}

/** Guard, validation and handler of one request. */
async function run(def: RouteDef, req: FastifyRequest, deps: Deps): Promise<Answer> {
  let user: AuthUser | null = null;
  if (def.scopes !== 'public') {
    user = await deps.sessions.authenticate(bearerToken(req));
    if (!user) return UNAUTHENTICATED;
    // A password an administrator set must be changed first: only change-password, logout and users/me stay open.
    const locked = passwordChangeLock(user, def);
    if (locked) return locked;
    if (Array.isArray(def.scopes) && !holdsAny(user, def.scopes)) return FORBIDDEN;
  }
  // The safety net under the schemas: no NUL anywhere, whatever a schema lets through.
  const nul = nulCharMessage(req.params) ?? nulCharMessage(req.query) ?? nulCharMessage(req.body);
  if (nul) return invalid([nul]);
  const messages: string[] = [];
  // The body's refusals by field: a form shows them on its fields (the envelope's `fields`).
  let fields: Record<string, string[]> | undefined;
  const parsePart = (schema: z.ZodType | undefined, input: unknown) => {
    if (!schema) return undefined;
    // A body is read as sent (JSON null stays null; an optional body may be left out); a missing query or params is {}.
    const res = parseWith(schema, schema === def.body ? input : (input ?? {}));
    if (res.ok) return res.value;
    messages.push(...res.messages);
    if (schema === def.body && def.form) fields = res.fields;
    return undefined;
  };
  const params = parsePart(def.params, req.params);
  const query = parsePart(def.query, req.query);
  const body = parsePart(def.body, req.body);
  if (messages.length) return invalid(messages, fields);
  if (def.reads === 'replica') {
    // The session's last write read afresh: a user served from the instance's cache may not know it yet.
    const choice = await deps.reads.choose(user && deps.reads.tracksWrites ? await deps.sessions.lastWriteOf(user.sessionHash) : null);
    const a = await def.handler({ body, query, params, user, deps: { ...deps, read: choice.db }, request: req, ip: req.ip });
    // Which database answered is told in a header (operators and the scale-out test read it), as of when in the envelope.
    return a.status === 200 ? { ...a, asOf: new Date(choice.asOf).toISOString(), headers: { ...a.headers, 'x-read-from': choice.from } } : a;
  }
  const a = await def.handler({ body, query, params, user, deps, request: req, ip: req.ip });
  // With a replica, a session's reports read the primary until the replica has replayed what it wrote.
  if (user && deps.reads.tracksWrites && def.method !== 'GET' && !def.reads && a.status < 400) await deps.sessions.noteWrite(user.sessionHash);
  return a;
}

export function sendAnswer(reply: FastifyReply, a: Answer): FastifyReply {
  if (a.headers) reply.headers(a.headers);
  return reply.code(a.status).send(envelopeOf(a));
}

export function registerRoutes(app: FastifyInstance, routes: readonly RouteDef[], deps: Deps): void {
  for (const def of routes) {
    app.route({
      method: def.method,
      url: def.path,
      handler: async (req, reply) => sendAnswer(reply, await run(def, req, deps)),
    });
  }
}
