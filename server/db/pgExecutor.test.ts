import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, sql, type Db } from './db';
import { StatementNames } from './pgExecutor';
import { startPostgres, type PgCluster } from './throwawayPostgres';
import { onPostgres } from '../testingPostgres';

describe('statement names', () => {
  it('names a text the second time it is seen, keeps its name, and gives no more than the bound', () => {
    const names = new StatementNames();
    expect(names.nameOf('SELECT 1')).toBeUndefined();
    const name = names.nameOf('SELECT 1');
    expect(name).toMatch(/^erp_0_\d+$/);
    expect(names.nameOf('SELECT 1')).toBe(name);
    for (let i = 0; i < 1_000; i++) {
      names.nameOf(`SELECT ${i} + 1`);
      names.nameOf(`SELECT ${i} + 1`);
    }
    expect(names.size).toBe(400);
    expect(names.nameOf('SELECT 999 + 1')).toBeUndefined();
    expect(names.nameOf('SELECT 1')).toBe(name);
  });

  it('starts over with new names after a schema change made a kept plan invalid', () => {
    const names = new StatementNames();
    names.nameOf('SELECT 1');
    const before = names.nameOf('SELECT 1');
    names.startOver();
    expect(names.nameOf('SELECT 1')).toBeUndefined();
    const after = names.nameOf('SELECT 1');
    expect(after).toMatch(/^erp_1_/);
    expect(after).not.toBe(before);
  });
});

describe.skipIf(onPostgres.skip)(onPostgres.title('Queries on PostgreSQL as named prepared statements'), () => {
  let dir: string;
  let cluster: PgCluster;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'erp-test-pgexec-'));
    cluster = (await startPostgres(false, path.join(dir, 'pg')))!;
    // One connection: what one statement prepared, the next finds.
    db = await openDb({ databaseUrl: cluster.url, pgliteDir: '', poolMax: 1 });
    await db.run(sql`CREATE TABLE t (id int PRIMARY KEY, at timestamptz, day date, amount numeric(14,2))`);
    await db.run(sql`INSERT INTO t VALUES (1, '2026-03-02T01:00:00Z', '2026-03-02', 12.5)`);
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    cluster?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  const prepared = () => db.rows<{ statement: string; generic_plans: string; custom_plans: string }>(sql`SELECT statement, generic_plans::int, custom_plans::int FROM pg_prepared_statements`);

  it('prepares a query run more than once, and reads timestamps and dates as text like drizzle', async () => {
    for (let i = 0; i < 8; i++) {
      const row = await db.one(sql`SELECT id, at, day, amount FROM t WHERE id = ${1}`);
      expect(row).toEqual({ id: 1, at: '2026-03-02 01:00:00+00', day: '2026-03-02', amount: '12.50' });
    }
    const kept = (await prepared()).find((p) => p.statement.startsWith('SELECT id, at, day, amount FROM t'));
    expect(kept, JSON.stringify(await prepared())).toBeDefined();
    expect(Number(kept!.generic_plans) + Number(kept!.custom_plans)).toBe(7);
  });

  it('rolls a failed transaction back, and a failed nested one back to its savepoint only', async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.run(sql`INSERT INTO t (id) VALUES (2)`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await db.transaction(async (tx) => {
      await tx.run(sql`INSERT INTO t (id) VALUES (3)`);
      await expect(
        tx.transaction(async (inner) => {
          await inner.run(sql`INSERT INTO t (id) VALUES (4)`);
          await inner.run(sql`INSERT INTO t (id) VALUES (4)`);
        }),
      ).rejects.toThrow(/duplicate key/);
    });
    expect(await db.rows(sql`SELECT id FROM t ORDER BY id`)).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('prepares nothing when told not to (a pooler that does not keep prepared statements)', async () => {
    const unnamed = await openDb({ databaseUrl: cluster.url, pgliteDir: '', poolMax: 1, preparedStatements: false });
    try {
      for (let i = 0; i < 3; i++) await unnamed.one(sql`SELECT id FROM t WHERE id = ${1} AND ${i} >= 0`);
      expect(await unnamed.rows(sql`SELECT name FROM pg_prepared_statements`)).toEqual([]);
    } finally {
      await unnamed.close();
    }
  });

  it('runs a kept statement again after another instance changed the table under it', async () => {
    const read = () => db.rows<Record<string, unknown>>(sql`SELECT * FROM t WHERE id = ${1}`);
    await read();
    await read();
    expect((await read())[0]).not.toHaveProperty('note');
    await db.run(sql.raw(`ALTER TABLE t ADD COLUMN note text`));
    expect((await read())[0]).toHaveProperty('note', null);
  });
});
