import { sql, type Db } from '../db/db';
import { recordMaker, type MakerAct } from './makers';

/**
 * The one revision history (table `revisions`): who did what to which record
 * and which fields changed. Written by the kits in the same transaction as
 * the change, so a change without its revision cannot happen. The table is
 * append-only and hash-chained (migration 070): the database refuses UPDATE,
 * DELETE and TRUNCATE, and its insert trigger links each row to the one
 * before (server/revisions/chain.ts verifies the chain).
 */
export interface FieldChange {
  field: string;
  /** The field's name as a person reads it ("Bank Code"); the history shows the field in words without it. */
  label?: string;
  old: unknown;
  new: unknown;
  /** The values as a person reads them, when the stored ones are codes (status 0 -> "For Approval"). */
  old_text?: string | null;
  new_text?: string | null;
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
  /** The module the history filters by ("Banks Maintenance", "Purchase Request"); default: the entity in words. */
  module?: string;
  /** What a person knows the record by and searches for (the bank code, PR-000005). */
  reference?: string | null;
  /**
   * The write makes its user one of the document's makers (created, edited, signed,
   * submitted, attached): recorded in document_makers in the same transaction, so
   * they never check it (server/kit/makers.ts).
   */
  maker?: MakerAct;
}

/** "purchase_requests" -> "Purchase Requests": the module of a revision whose writer names none. */
export const moduleOfEntity = (entity: string): string => entity.replace(/[_-]+/g, ' ').trim().replace(/\b\w/g, (c) => c.toUpperCase());

/** Records one revision in the caller's transaction; resolves to its id (the trigger assigns it in chain order). */
export async function recordRevision(tx: Db, r: Revision): Promise<number> {
  const row = await tx.one<{ id: number }>(sql`
    INSERT INTO revisions (entity, entity_id, action, user_id, at, changes, remarks, module, reference_code)
    VALUES (${r.entity}, ${r.entityId}, ${r.action}, ${r.userId}, ${r.at}::timestamptz, ${JSON.stringify(r.changes ?? [])}::jsonb, ${r.remarks ?? null},
            ${r.module ?? moduleOfEntity(r.entity)}, ${r.reference ?? null})
    RETURNING id`);
  if (r.maker) await recordMaker(tx, { entity: r.entity, id: r.entityId }, r.userId, r.maker, r.at);
  return Number(row!.id);
}

/** The fields whose value differs between two versions of a record (compared as text, so 1 and '1' are equal), with their labels when given. */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  keys: readonly string[],
  labels: Readonly<Record<string, string>> = {},
): FieldChange[] {
  const asText = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return keys
    .filter((k) => asText(before?.[k]) !== asText(after[k]))
    .map((k) => ({ field: k, ...(labels[k] ? { label: labels[k] } : {}), old: before?.[k] ?? null, new: after[k] ?? null }));
}
