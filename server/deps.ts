import type { FastifyBaseLogger } from 'fastify';
import type { Background } from './background';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/db';
import type { ReadRouter } from './db/replica';
import type { HashGate } from './auth/hashGate';
import type { Limiters } from './auth/rateLimiter';
import type { Sender } from './auth/sender';
import type { Sessions } from './auth/sessions';
import type { EisEndpoint } from './bir/eis/protocol';
import type { RouteDef } from './http/routeRegistry';

/** Everything a route handler may use, built once per server instance by buildApp. */
export interface Deps {
  config: Config;
  /** The primary: every write, and every read that is not a report's. */
  db: Db;
  /**
   * Where this request's report queries read: the replica when the route reads there (`reads: 'replica'`) and the
   * replica has this session's writes, the primary otherwise (and always outside such routes).
   */
  read: Db;
  /** Chooses `read` for the routes that may read the replica. */
  reads: ReadRouter;
  clock: Clock;
  sessions: Sessions;
  sender: Sender;
  limiters: Limiters;
  /** Bounds concurrent password hashing on the public sign-in calls. */
  hashGate: HashGate;
  /** Hash to check against when a username does not exist (equal timing). */
  dummyHash: () => Promise<string>;
  log: FastifyBaseLogger;
  /** Work started by a request that its answer does not wait for. */
  background: Background;
  /** The instance's API routes (a background export runs its route's handler again, on whichever instance takes it). */
  routes: readonly RouteDef[];
  /** Where e-invoices are sent (the BIR's EIS or the local simulator), or null: they stay queued. */
  eis: EisEndpoint | null;
}
