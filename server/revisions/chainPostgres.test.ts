import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Db } from '../db/db';
import { recordRevision } from '../kit/revisions';
import { onPostgres, openTestPostgres, type TestPostgres } from '../testingPostgres';
import { verifyRevisionChain } from './chain';

/**
 * The revision chain under concurrent writers, on a real PostgreSQL server.
 * PGlite runs one transaction at a time, so only a real server can show that
 * two transactions writing revisions at once never fork the chain (the insert
 * trigger's advisory lock makes id order = commit order, migration 070).
 */
const WRITERS = 20;
const PER_WRITER = 5;

let pg: TestPostgres | null = null;
let db: Db;
let userId: number;

describe.skipIf(onPostgres.skip)(onPostgres.title('revision chain on PostgreSQL'), () => {
  beforeAll(async () => {
    pg = await openTestPostgres(WRITERS);
    db = pg.db;
    const user = await db.one<{ id: number }>(sql`
      INSERT INTO users (employee_no, username, email, first_name, last_name, password_hash, department)
      VALUES ('EMP-9001', 'chain', 'chain@demo.invalid', 'Chain', 'Writer', 'x', 'Audit') RETURNING id`);
    userId = user!.id;
  }, 120_000);

  afterAll(async () => {
    await pg?.close();
  });

  it(`keeps one unbroken chain when ${WRITERS} transactions write revisions at the same time`, async () => {
    // Each writer holds its transaction open across its inserts, with a pause between
    // them, so the transactions overlap and their inserts interleave.
    const writer = (w: number) =>
      db.transaction(async (tx) => {
        for (let i = 0; i < PER_WRITER; i++) {
          await recordRevision(tx, {
            entity: 'chain_test',
            entityId: w,
            action: `write ${i}`,
            userId,
            at: new Date(Date.UTC(2026, 10, 24, 1, 0, w, i)).toISOString(),
            changes: [{ field: 'n', old: i, new: i + 1 }],
          });
          await new Promise((r) => setTimeout(r, (w * 7 + i * 3) % 11));
        }
      });
    await Promise.all(Array.from({ length: WRITERS }, (_, w) => writer(w)));

    const written = await db.one<{ n: number; writers: number }>(sql`
      SELECT COUNT(*)::int AS n, COUNT(DISTINCT entity_id)::int AS writers FROM revisions WHERE entity = 'chain_test'`);
    expect(written).toEqual({ n: WRITERS * PER_WRITER, writers: WRITERS });
    const check = await verifyRevisionChain(db);
    expect(check).toMatchObject({ ok: true, first_broken_id: null });
    expect(check.checked).toBeGreaterThanOrEqual(WRITERS * PER_WRITER);
    // Each writer's rows are one block: the advisory lock held until commit serialises whole transactions.
    const order = await db.rows<{ entity_id: number }>(sql`SELECT entity_id FROM revisions WHERE entity = 'chain_test' ORDER BY id`);
    const blocks = order.filter((r, i) => i === 0 || r.entity_id !== order[i - 1].entity_id).length;
    expect(blocks).toBe(WRITERS);
  });

  it('detects an edited row even on PostgreSQL (with the guard triggers disabled by the table owner)', async () => {
    const target = await db.one<{ id: number }>(sql`SELECT id FROM revisions WHERE entity = 'chain_test' ORDER BY id OFFSET 30 LIMIT 1`);
    await db.transaction(async (tx) => {
      await tx.run(sql`ALTER TABLE revisions DISABLE TRIGGER USER`);
      await tx.run(sql`UPDATE revisions SET action = 'forged' WHERE id = ${target!.id}`);
      await tx.run(sql`ALTER TABLE revisions ENABLE TRIGGER USER`);
    });
    expect(await verifyRevisionChain(db)).toMatchObject({ ok: false, first_broken_id: Number(target!.id) });
  });
});
