import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Db } from './db';

/**
 * A deliberately tiny migrator: plain SQL files `NNN_name.sql` in
 * server/db/migrations, applied in file-name order, each inside its own
 * transaction together with its row in schema_migrations. A migration that
 * fails leaves nothing behind. Applied files are never edited: add a new one.
 */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

const FILE_NAME = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: string;
  name: string;
  text: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  return files.map((file) => {
    const m = FILE_NAME.exec(file);
    if (!m) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
    return { version: m[1], name: m[2], text: readFileSync(path.join(dir, file), 'utf8') };
  });
}

/**
 * Apply every pending migration; returns the versions applied now. On PostgreSQL several server instances may start
 * at once: the first takes an advisory lock for the whole run (held by a transaction of its own, while the
 * migrations run on other connections), the others wait for it and then find nothing left to apply.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  if (db.kind !== 'postgres') return applyPending(db, dir);
  return db.transaction(async (lock) => {
    await lock.run(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    return applyPending(db, dir);
  });
}

/** Any fixed number no other advisory lock uses: the migrations' own. */
const MIGRATION_LOCK = 720_300_001;

async function applyPending(db: Db, dir: string): Promise<string[]> {
  await db.run(sql`
    CREATE TABLE IF NOT EXISTS schema_migrations (
      version text PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  const done = new Set((await db.rows<{ version: string }>(sql`SELECT version FROM schema_migrations`)).map((r) => r.version));
  const applied: string[] = [];
  for (const m of readMigrations(dir)) {
    if (done.has(m.version)) continue;
    // Under the lock above on PostgreSQL; the primary key on version is the last guard against applying one twice.
    await db.script(m.text, sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`);
    applied.push(m.version);
  }
  return applied;
}
