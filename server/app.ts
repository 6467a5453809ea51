import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { dummyHasher } from './auth/password';
import { HashGate } from './auth/hashGate';
import { createLimiters } from './auth/rateLimiter';
import { demoSender, unconfiguredSender, type Sender } from './auth/sender';
import { Sessions } from './auth/sessions';
import { Background } from './background';
import { eisEndpointOf, type EisEndpoint } from './bir/eis';
import { DOWNLOAD_ROUTE, registerDownloadRoute } from './export';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import { primaryOnly, type ReadRouter } from './db/replica';
import type { Deps } from './deps';
import { installCompression } from './http/compression';
import { frameworkErrors, installErrorHandler } from './http/errors';
import { installJsonBodyParser } from './http/jsonBody';
import { registerRoutes, type RouteDef } from './http/routeRegistry';
import { installSecurityHeaders } from './http/securityHeaders';
import { installSpa } from './http/spa';
import { apiRoutes, FILE_ROUTES, UPLOAD_ROUTES } from './routes';
import { describeFileRoute, installUploads, registerFileRoutes } from './uploads';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route registered on this instance, as declared (tests walk it). */
    routeRegistry: readonly RouteDef[];
    /** API routes registered outside the registry because they do not answer the JSON envelope (export downloads, uploaded files). */
    rawApiRoutes: readonly { method: string; path: string; access: string; summary: string }[];
    /** The services the routes use (tests open sessions and read state through it). */
    deps: Deps;
  }
}

export interface BuildOptions {
  config: Config;
  /** Migrated database (and seeded, if wanted): buildApp does neither. */
  db: Db;
  /** Defaults: the demo outbox sender in demo mode, "not configured" in production. */
  sender?: Sender;
  /** Defaults to the system clock; tests pass a manual one. */
  clock?: Clock;
  /** Where e-invoices are sent; defaults to the configured EIS (none: they stay queued). */
  eis?: EisEndpoint | null;
  /** Where reports read (a streaming replica); defaults to the primary. Closed with the app. */
  reads?: ReadRouter;
  /** More routes, e.g. a probe route a test needs; declared like any other. */
  extraRoutes?: readonly RouteDef[];
}

/**
 * Keep secrets that travel in URLs out of the log: query strings (single
 * sign-on tokens, reset tokens) and the token of an export's download link
 * (/api/downloads/<token>: half of what fetches the file, see server/export).
 * The path is matched decoded, as the router matches it (/api/download%73/...
 * reaches the download route too).
 */
export function redactUrl(url: string): string {
  const end = url.search(/[?#]/);
  const pathPart = end < 0 ? url : url.slice(0, end);
  const rest = end < 0 ? '' : url.slice(end);
  let decoded = pathPart;
  try {
    decoded = decodeURIComponent(pathPart);
  } catch {
    // not decodable: the router refuses it too; match it as it is
  }
  const safePath = /^\/api\/downloads\//i.test(decoded) ? '/api/downloads/[redacted]' : pathPart;
  return safePath + rest.replace(/([?&](?:token|password)=)[^&]*/gi, '$1[redacted]');
}

function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  return {
    level: config.logLevel,
    serializers: {
      req: (req) => ({ method: req.method, url: redactUrl(req.url), remoteAddress: req.ip }),
    },
  };
}

/** The whole HTTP application, not listening (main.ts listens; tests use inject). */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const { config, db } = opts;
  const clock = opts.clock ?? systemClock;
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Bad URL encoding and over-long path parameters: answered in the envelope (00001), like every refusal.
    frameworkErrors,
  });

  const sender = opts.sender ?? (config.mode === 'demo' ? demoSender(db, clock, app.log) : unconfiguredSender(app.log));
  const routes = [...apiRoutes(config), ...(opts.extraRoutes ?? [])];
  const deps: Deps = {
    routes,
    config,
    db,
    read: db,
    reads: opts.reads ?? primaryOnly(db, clock),
    clock,
    sessions: new Sessions(db, clock, {
      idleMinutes: config.sessionIdleMinutes,
      absoluteHours: config.sessionAbsoluteHours,
      superuserRoleCode: config.superuserRoleCode,
    }),
    sender,
    limiters: createLimiters(db, clock),
    hashGate: new HashGate(),
    dummyHash: dummyHasher(config.passwordHashCost),
    log: app.log,
    background: new Background(app.log),
    eis: opts.eis !== undefined ? opts.eis : eisEndpointOf(config),
  };
  app.decorate('routeRegistry', routes);
  app.decorate('deps', deps);

  installJsonBodyParser(app);
  installSecurityHeaders(app);
  installErrorHandler(app);
  await installCompression(app);
  // Multipart only on the routes that declare file fields; files are checked and stored before their handler runs.
  await installUploads(app, deps, UPLOAD_ROUTES.filter((u) => routes.includes(u.route)));
  registerRoutes(app, routes, deps);
  // Stopping (a rolling restart, a scale-down): the answers still going out close their connections, so the server
  // closes once they are sent instead of waiting out the clients' keep-alive; new requests get 503 and go elsewhere.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  // Background work finishes before the database it writes to is closed.
  app.addHook('onClose', () => deps.background.settled());
  app.addHook('onClose', () => deps.reads.close());
  // Signed-in users are kept a few seconds per instance; every instance hears what makes a kept one wrong.
  const stopHearing = await deps.sessions.listen();
  app.addHook('onClose', () => stopHearing());
  registerDownloadRoute(app, deps);
  registerFileRoutes(app, deps, FILE_ROUTES);
  app.decorate('rawApiRoutes', [DOWNLOAD_ROUTE, ...FILE_ROUTES.map(describeFileRoute)]);
  const hasSpa = await installSpa(app, config.staticDir);
  if (!hasSpa) app.log.warn(`No built app in ${config.staticDir} (run npm run build): serving the API only`);
  return app;
}
