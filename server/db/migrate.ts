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

/** Apply every pending migration; returns the versions applied now. */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
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
    // The primary key on version makes a second server starting at the same
    // moment fail its transaction instead of applying a migration twice.
    await db.script(m.text, sql`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`);
    applied.push(m.version);
  }
  return applied;
}
