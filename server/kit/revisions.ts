import { sql, type Db } from '../db/db';

/**
 * The one revision history (table `revisions`): who did what to which record
 * and which fields changed. Written by the kits in the same transaction as
 * the change, so a change without its revision cannot happen.
 */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
}

export interface Revision {
  entity: string;
  entityId: number;
  action: string;
  userId: number;
  /** ISO timestamp. */
  at: string;
  changes?: FieldChange[];
  remarks?: string | null;
}

export async function recordRevision(tx: Db, r: Revision): Promise<void> {
  await tx.run(sql`
    INSERT INTO revisions (entity, entity_id, action, user_id, at, changes, remarks)
    VALUES (${r.entity}, ${r.entityId}, ${r.action}, ${r.userId}, ${r.at}::timestamptz, ${JSON.stringify(r.changes ?? [])}::jsonb, ${r.remarks ?? null})`);
}

/** The fields whose value differs between two versions of a record (compared as text, so 1 and '1' are equal). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>, keys: readonly string[]): FieldChange[] {
  const asText = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return keys.filter((k) => asText(before?.[k]) !== asText(after[k])).map((k) => ({ field: k, old: before?.[k] ?? null, new: after[k] ?? null }));
}
