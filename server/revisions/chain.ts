import type { RevisionChainCheck } from '../../contract/revisions';
import { sql, type Db } from '../db/db';
import { headStillThere, type ChainHead } from './head';

/**
 * Walks the revision chain (migration 070) in id order: each row's prev_hash
 * must be the hash of the row before it (64 zeros for the first), and its
 * hash must be recomputed from its content by the same SQL function the
 * insert trigger uses. An edited row fails its own hash; a removed or
 * reordered row fails the link of the row after it. Reports the first
 * broken row. One query: the database does the hashing. With the head last
 * written out of the database (server/revisions/head.ts), also that it is
 * still there: removing the newest rows is found too.
 */
export async function verifyRevisionChain(db: Db, witnessed: ChainHead | null = null): Promise<RevisionChainCheck> {
  const row = await db.one<{ checked: number; first_broken_id: string | number | null }>(sql`
    SELECT COUNT(*)::int AS checked, MIN(id) FILTER (WHERE broken) AS first_broken_id
    FROM (
      SELECT r.id,
             r.hash IS DISTINCT FROM revision_hash(r.prev_hash, r)
             OR r.prev_hash IS DISTINCT FROM COALESCE(lag(r.hash) OVER (ORDER BY r.id), repeat('0', 64)) AS broken
      FROM revisions r
    ) walk`);
  const firstBroken = row?.first_broken_id === null || row?.first_broken_id === undefined ? null : Number(row.first_broken_id);
  const check: RevisionChainCheck = { ok: firstBroken === null, checked: Number(row?.checked ?? 0), first_broken_id: firstBroken };
  if (!witnessed) return check;
  // The newest rows removed leave a chain that links: the head written out of the database says they existed.
  const found = await headStillThere(db, witnessed);
  return { ...check, ok: check.ok && found, witnessed_head: { id: witnessed.id, hash: witnessed.hash, written_at: witnessed.written_at, found } };
}
