import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { sql, SQL } from 'drizzle-orm';
import pg from 'pg';
import { poolExecutor, StatementNames, type Executor } from './pgExecutor';

export { sql, type SQL };

/** Whether a value is a piece of SQL (rather than, say, a map of them). */
export const isSql = (value: unknown): value is SQL => value instanceof SQL;

/**
 * The database handle every module uses. Queries are written in SQL through
 * drizzle's `sql` template (values become bind parameters, never string
 * concatenation); the same code runs on embedded PGlite and on PostgreSQL.
 *
 * Differences the helpers smooth over:
 * - timestamps come back as text from both drivers (drizzle disables the date
 *   parsers): read them with `isoTime()`;
 * - COUNT(*) is bigint, a string through `pg`: cast with `::int` in SQL.
 */
export interface Db {
  readonly kind: 'pglite' | 'postgres';
  /** Rows of a query. */
  rows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /** First row of a query, or undefined. */
  one<T = Record<string, unknown>>(query: SQL): Promise<T | undefined>;
  /** Run a statement for its effect. */
  run(query: SQL): Promise<void>;
  /** Run `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Run a multi-statement SQL script and then `record` in one transaction
   * (migrations). Separate from `run` because bind-parameter queries accept
   * only one statement.
   */
  script(text: string, record: SQL): Promise<void>;
  /**
   * Calls `onNotice` with each NOTIFY payload on `channel`, and with null whenever notices may have been missed (the
   * listening connection was lost, or is back); answers the stop. PostgreSQL: on a connection of its own, reconnected.
   */
  listen(channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as a tarball (tests clone a prepared database from it). */
  snapshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

type Extras = Pick<Db, 'close' | 'script' | 'snapshot' | 'listen'>;

function wrap(kind: Db['kind'], ex: Executor, extras: Extras): Db {
  const db: Db = {
    kind,
    async rows<T>(query: SQL) {
      const res = await ex.execute(query);
      return res.rows as T[];
    },
    async one<T>(query: SQL) {
      const res = await ex.execute(query);
      return res.rows[0] as T | undefined;
    },
    async run(query: SQL) {
      await ex.execute(query);
    },
    transaction: (fn) => ex.transaction((tx) => fn(wrap(kind, tx, extras))),
    ...extras,
  };
  return db;
}

export interface DbOptions {
  databaseUrl?: string;
  /** Folder for PGlite data, or `memory://`. */
  pgliteDir: string;
  /** PostgreSQL pool size (default 10): about the database server's cores x 2-4; more only queues inside PostgreSQL. */
  poolMax?: number;
  /** PostgreSQL: frequent queries as named prepared statements (default true; see Config.databasePreparedStatements). */
  preparedStatements?: boolean;
  /** Tests: start an in-memory PGlite from a snapshot() tarball instead of an empty cluster (~1 s instead of ~3-7 s). */
  pgliteTemplate?: Uint8Array;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts.poolMax ?? 10, opts.preparedStatements ?? true);
  return openPglite(opts.pgliteDir, opts.pgliteTemplate);
}

async function openPglite(dir: string, template?: Uint8Array): Promise<Db> {
  const inMemory = dir === 'memory://' || dir === '';
  if (!inMemory) mkdirSync(dir, { recursive: true });
  // pg_trgm: the trigram indexes of the "contains" searches (migration 125); PostgreSQL ships it as a contrib extension.
  const extensions = { pg_trgm };
  const client = inMemory
    ? await PGlite.create(template ? { loadDataDir: new Blob([template as Uint8Array<ArrayBuffer>]), extensions } : { extensions })
    : await PGlite.create(dir, { extensions });
  // Times are stored as timestamptz; UTC keeps their text form predictable.
  await client.exec(`SET TIME ZONE 'UTC'`);
  const orm = drizzlePglite({ client }) as unknown as Executor;
  return wrap('pglite', orm, {
    close: () => client.close(),
    listen: async (channel, onNotice) => {
      const stop = await client.listen(channel, (payload) => onNotice(payload));
      return () => stop();
    },
    script: async (text, record) => {
      await client.transaction(async (tx) => {
        await tx.exec(text);
        await drizzlePglite({ client: tx as unknown as PGlite }).execute(record);
      });
    },
    snapshot: async () => new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer()),
  });
}

async function openPostgres(url: string, max: number, prepared: boolean): Promise<Db> {
  // Every connection talks UTC, like PGlite above (a startup option, so no query races it).
  // Parallel workers only for scans that are big enough to repay starting them: at the default
  // setup cost PostgreSQL ran page-sized reads (a customer's open invoices, a month of postings)
  // in parallel and took 150-200 ms where the same plan without workers took 10-40 ms.
  // No JIT: it compiles for any plan the planner costs high (a nested loop over thousands of open
  // invoices) and spent 170-380 ms compiling queries that ran in 200 ms.
  const pool = new pg.Pool({ connectionString: url, max, options: '-c TimeZone=UTC -c parallel_setup_cost=10000 -c jit=off' });
  // A connection the server ends while it is idle or closing (a restart, an administrator's
  // termination) emits 'error' with nobody waiting on it: without a listener that crashes the
  // process. The pool drops such a client and the next query opens another; a query in flight
  // still fails with its error.
  const dropped = (err: Error) => console.warn(`PostgreSQL connection dropped: ${err.message}`);
  pool.on('error', dropped);
  pool.on('connect', (client) => client.on('error', dropped));
  // Fail at start-up, not on the first request, when the server is unreachable.
  await pool.query('SELECT 1');
  return wrap('postgres', poolExecutor(pool, prepared ? new StatementNames() : null), {
    close: () => pool.end(),
    listen: (channel, onNotice) => listenOn(url, channel, onNotice),
    snapshot: () => Promise.reject(new Error('snapshot() is for the embedded database only')),
    script: async (text, record) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // A query without parameters uses the simple protocol, which accepts many statements.
        await client.query(text);
        await drizzlePg({ client }).execute(record);
        await client.query('COMMIT');
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {});
        throw err;
      } finally {
        client.release();
      }
    },
  });
}

/** LISTEN on a connection of its own; a lost connection says null (notices may be missed) and is opened again. */
async function listenOn(url: string, channel: string, onNotice: (payload: string | null) => void): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let client: pg.Client | null = null;
  const retry = () => {
    onNotice(null);
    if (!stopped) setTimeout(() => void connect(), 1_000).unref();
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString: url });
    client = c;
    c.on('notification', (n) => n.channel === channel && onNotice(n.payload ?? ''));
    c.on('error', () => {});
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      c.once('end', retry);
      // Listening again: whatever was said while it was not is unknown.
      onNotice(null);
    } catch {
      await c.end().catch(() => {});
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}

/**
 * ISO 8601 text of a timestamp read from either driver: a Date, or the
 * PostgreSQL text form `2026-01-05 01:00:00.123+00`.
 */
export function isoTime(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') {
    const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2}(?:\.\d+)?)([+-]\d{2})(?::?(\d{2}))?$/.exec(value);
    const normalized = m ? `${m[1]}T${m[2]}${m[3]}:${m[4] ?? '00'}` : value;
    const d = new Date(normalized);
    if (!Number.isNaN(d.getTime())) return d.toISOString();
  }
  throw new Error(`Not a timestamp: ${String(value)}`);
}

/** Milliseconds since the epoch of a timestamp read from either driver. */
export function timeMs(value: unknown): number {
  return Date.parse(isoTime(value));
}
