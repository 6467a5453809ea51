import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql, type Db } from '../db/db';

/**
 * The revision chain's head, written out of the database (issue 24). The hash
 * chain reveals an edited or removed row by the row after it, but removing the
 * newest rows leaves a shorter chain that still verifies. So the head (the
 * newest row's id and hash) is written where the database cannot reach: one
 * JSON line per write appended to `REVISION_HEAD_FILE` (default
 * .data/revision-heads.jsonl, the daily export: keep a copy off the machine)
 * and one line in the server log. Verify then checks that the last head
 * written is still in the chain with the same hash.
 */
export interface ChainHead {
  id: number;
  hash: string;
  written_at: string;
}

export async function currentHead(db: Db): Promise<Omit<ChainHead, 'written_at'> | null> {
  const row = await db.one<{ id: number; hash: string }>(sql`SELECT id::int AS id, hash FROM revisions ORDER BY id DESC LIMIT 1`);
  return row ? { id: Number(row.id), hash: row.hash } : null;
}

/** Appends the chain's head to the file (a no-op when the chain is empty or the head is the one written last). */
export async function writeHead(db: Db, file: string, now: Date, log?: (msg: string, head: ChainHead) => void): Promise<ChainHead | null> {
  const head = await currentHead(db);
  if (!head) return null;
  const last = lastWrittenHead(file);
  if (last && last.id === head.id && last.hash === head.hash) return last;
  const written = { ...head, written_at: now.toISOString() };
  mkdirSync(path.dirname(file), { recursive: true });
  appendFileSync(file, `${JSON.stringify(written)}\n`);
  log?.('revision chain head written', written);
  return written;
}

/** The last head written to the file, or null when none was. */
export function lastWrittenHead(file: string): ChainHead | null {
  if (!existsSync(file)) return null;
  const lines = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean);
  for (let i = lines.length - 1; i >= 0; i--) {
    try {
      const h = JSON.parse(lines[i]) as ChainHead;
      if (Number.isInteger(h.id) && typeof h.hash === 'string') return h;
    } catch {
      // a torn last line (the machine stopped mid-write): the one before stands
    }
  }
  return null;
}

/** Whether the chain still holds the head written last, with the same hash. */
export async function headStillThere(db: Db, head: ChainHead): Promise<boolean> {
  const row = await db.one<{ hash: string }>(sql`SELECT hash FROM revisions WHERE id = ${head.id}`);
  return row?.hash === head.hash;
}
