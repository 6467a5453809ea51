import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { openDb, type Db } from './db/db';
import { migrate } from './db/migrate';
import { findBin, startPostgres } from './db/throwawayPostgres';

/**
 * A migrated database on a throwaway PostgreSQL cluster, for the server tests
 * that need what PGlite cannot show: concurrent transactions, and the `pg`
 * driver's own reading of results. CI installs PostgreSQL's server binaries
 * (scripts/ensure-postgres.sh) and such a test fails there without them; on a
 * developer's machine without them it is skipped, saying so in its title.
 */
const haveBinaries = !!findBin('initdb') && !!findBin('pg_ctl');
const runs = haveBinaries || process.env.CI === 'true';

export const onPostgres = {
  /** describe.skipIf(onPostgres.skip) */
  skip: !runs,
  title: (what: string) => (runs ? what : `${what} (skipped: no initdb/pg_ctl on this machine)`),
};

export interface TestPostgres {
  db: Db;
  close(): Promise<void>;
}

export async function openTestPostgres(poolMax = 4): Promise<TestPostgres> {
  expect(haveBinaries, 'PostgreSQL server binaries are needed on CI (scripts/ensure-postgres.sh)').toBe(true);
  const dir = mkdtempSync(path.join(tmpdir(), 'erp-test-pg-'));
  const cluster = await startPostgres(false, path.join(dir, 'pg'));
  const db = await openDb({ databaseUrl: cluster!.url, pgliteDir: '', poolMax });
  await migrate(db);
  return {
    db,
    async close() {
      await db.close();
      cluster!.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
