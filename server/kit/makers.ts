import { sql, type Db, type SQL } from '../db/db';

/**
 * The makers of a document, in one place (table document_makers, migration
 * 133): whoever created, edited (a field, a line, an attachment), signed or
 * submitted it. Written by recordRevision when a revision names its `maker`
 * act, so a write and its maker row share the transaction. Every checker
 * decision (approve, decline, return, sign a level), on the workflow kit or
 * not, refuses a maker of the document; the superuser is no exception.
 */
export type MakerAct = 'created' | 'edited' | 'submitted' | 'signed' | 'attached';

export interface DocumentRef {
  /** The revision history's entity of the document ("payable_vouchers"). */
  entity: string;
  id: number;
}

export async function recordMaker(tx: Db, doc: DocumentRef, userId: number, act: MakerAct, at: string): Promise<void> {
  await tx.run(sql`
    INSERT INTO document_makers (entity, entity_id, user_id, act, first_at)
    VALUES (${doc.entity}, ${doc.id}, ${userId}, ${act}, ${at}::timestamptz)
    ON CONFLICT DO NOTHING`);
}

/** SQL: user `userId` is one of the makers of document (`entity`, `id`). */
export const isMakerOf = (entity: string, id: SQL | number, userId: number | SQL): SQL =>
  sql`EXISTS (SELECT 1 FROM document_makers dm WHERE dm.entity = ${entity} AND dm.entity_id = ${id} AND dm.user_id = ${userId})`;

/** What `userId` did to a document as its maker, in the order of the acts ("created", "edited"...); empty when nothing. */
export async function makerActsOf(db: Db, doc: DocumentRef, userId: number): Promise<MakerAct[]> {
  const rows = await db.rows<{ act: MakerAct }>(sql`
    SELECT act FROM document_makers WHERE entity = ${doc.entity} AND entity_id = ${doc.id} AND user_id = ${userId}
    ORDER BY array_position(ARRAY['created', 'edited', 'attached', 'signed', 'submitted'], act)`);
  return rows.map((r) => r.act);
}

/** "created and edited", "created, edited and submitted": a maker's acts in words. */
export function actsInWords(acts: readonly string[]): string {
  if (acts.length <= 1) return acts[0] ?? 'created or submitted';
  return `${acts.slice(0, -1).join(', ')} and ${acts[acts.length - 1]}`;
}

/**
 * SQL: the row `id` is not a document `userId` made, for lists of many rows
 * (the inbox): the user's documents of that entity are read once into a
 * hashed set instead of probing document_makers row by row.
 */
export const notAmongMakersOf = (entity: string, id: SQL, userId: number): SQL =>
  sql`${id} NOT IN (SELECT dm.entity_id FROM document_makers dm WHERE dm.entity = ${entity} AND dm.user_id = ${userId})`;
