import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';

/**
 * The PostgreSQL side of `Db`: queries as named prepared statements.
 *
 * drizzle sends every query unnamed, so PostgreSQL parses and plans it anew each time; on the bench books a ledger
 * page's statement planned in 0.59 ms and ran in 0.9 ms. A statement seen often enough gets a name, and each
 * connection parses it once and, after five runs, may keep a generic plan (PostgreSQL keeps custom plans where the
 * generic one costs more).
 *
 * - Names are bounded: only the first `MAX_NAMED` texts seen `NAME_AFTER` times get one (texts built per request,
 *   e.g. an IN list of varying length, stay unnamed instead of filling every connection's memory).
 * - Types read as drizzle reads them: timestamps, dates and intervals stay text (`isoTime()` reads them).
 * - A schema change under a running instance (another instance migrating in a rolling start) can make a kept plan
 *   invalid ("cached plan must not change result type"): the names start over and the query runs again, once, when
 *   it was not inside a transaction.
 */
const MAX_NAMED = 400;
const NAME_AFTER = 2;

const TEXT_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') => (TEXT_TYPES.has(oid) ? (v: string) => v : pg.types.getTypeParser(oid, format)),
} as pg.CustomTypesConfig;

export interface Executor {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
  transaction<T>(fn: (tx: Executor) => Promise<T>): Promise<T>;
}

/** Which query texts run as which prepared statement names (shared by the pool's connections). */
export class StatementNames {
  private readonly seen = new Map<string, number>();
  private readonly named = new Map<string, string>();
  private generation = 0;
  private next = 0;

  /** The name for `text`, or undefined while it is not yet (or never will be) a named statement. */
  nameOf(text: string): string | undefined {
    const name = this.named.get(text);
    if (name || this.named.size >= MAX_NAMED) return name;
    const count = (this.seen.get(text) ?? 0) + 1;
    if (count < NAME_AFTER) {
      // Counting is bounded too: past a few thousand distinct texts the tally starts again.
      if (this.seen.size > 20 * MAX_NAMED) this.seen.clear();
      this.seen.set(text, count);
      return undefined;
    }
    this.seen.delete(text);
    const fresh = `erp_${this.generation}_${this.next++}`;
    this.named.set(text, fresh);
    return fresh;
  }

  /** Every name given so far is dropped: new ones (of a new generation) are given as texts come again. */
  startOver(): void {
    this.generation++;
    this.named.clear();
    this.seen.clear();
  }

  get size(): number {
    return this.named.size;
  }
}

const dialect = new PgDialect();

const stalePlan = (err: unknown) => (err as { code?: string }).code === '0A000' && /cached plan must not change result type/.test(String((err as Error).message));

/** `names` null: every query unnamed, as drizzle sends them (DATABASE_PREPARED_STATEMENTS=off). */
type Names = StatementNames | null;

async function runOn(client: pg.Pool | pg.PoolClient, names: Names, query: SQL, retry: boolean): Promise<{ rows: unknown[] }> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  try {
    return await client.query({ text, values: params, name: names?.nameOf(text), types });
  } catch (err) {
    if (!names || !stalePlan(err)) throw err;
    names.startOver();
    if (!retry) throw err;
    return client.query({ text, values: params, types });
  }
}

/** Statements on one connection inside a transaction; a nested transaction is a savepoint. */
function inTransaction(client: pg.PoolClient, names: Names, depth: number): Executor {
  return {
    execute: (query) => runOn(client, names, query, false),
    async transaction(fn) {
      const savepoint = `sp${depth}`;
      await client.query(`SAVEPOINT ${savepoint}`);
      try {
        const result = await fn(inTransaction(client, names, depth + 1));
        await client.query(`RELEASE SAVEPOINT ${savepoint}`);
        return result;
      } catch (err) {
        await client.query(`ROLLBACK TO SAVEPOINT ${savepoint}`);
        throw err;
      }
    },
  };
}

/** The pool's executor: a query on any connection; a transaction on one connection from BEGIN to COMMIT. */
export function poolExecutor(pool: pg.Pool, names: Names): Executor {
  return {
    execute: (query) => runOn(pool, names, query, true),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(inTransaction(client, names, 1));
        await client.query('COMMIT');
        return result;
      } catch (err) {
        // A connection that cannot even roll back is not given back to the pool.
        await client.query('ROLLBACK').catch((e: Error) => (broken = e));
        throw err;
      } finally {
        client.release(broken);
      }
    },
  };
}
