import type { SortKey } from '../../contract/kit';
import type { RevisionDetail, RevisionFieldChange, RevisionFilters, RevisionRow, revisionColumns } from '../../contract/revisions';
import { sql, type Db, type SQL } from '../db/db';
import { likePattern, type SortMap } from '../kit';
import type { FieldChange } from '../kit';

/**
 * The revision history as the screen reads it (spec 002 §3.14): one row per
 * revision with the actor's name as it was when they acted ("B for A" for a substitute), the reference (the record's code, or
 * its id when its writer named none) and the module.
 */
export const REVISION_SELECT = sql`
  r.id::int AS revision_history_id,
  initcap(replace(r.action, '_', ' ')) AS activity,
  COALESCE(r.actor_name, NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username) || COALESCE(' for ' || r.on_behalf_of, '') AS "user",
  r.user_id,
  to_char(r.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS date_time,
  COALESCE(r.reference_code, r.entity_id::text) AS reference_code,
  r.module AS module_name,
  r.remarks`;

export const REVISION_FROM = sql`revisions r LEFT JOIN users u ON u.id = r.user_id`;

export const REVISION_SORT: SortMap<typeof revisionColumns> = {
  activity: sql`r.action`,
  user: sql`lower(COALESCE(r.actor_name, concat_ws(' ', u.first_name, u.last_name)))`,
  date_time: sql`r.at`,
  reference_code: sql`lower(COALESCE(r.reference_code, r.entity_id::text))`,
  module_name: sql`r.module`,
  revision_history_id: sql`r.id`,
};
export type RevisionSortKey = SortKey<typeof revisionColumns>;

/** Manila calendar days: a revision "on" a day is one made that day in the Philippines. */
const manilaDay = sql`(r.at AT TIME ZONE 'Asia/Manila')::date`;

/** The conditions of the filters (AND-ed by pagedList / whereOf). */
export function revisionWhere(f: Omit<RevisionFilters, 'order_by' | 'direction'>): (SQL | false)[] {
  const ref = typeof f.revision_history_id === 'string' ? f.revision_history_id.trim() : '';
  return [
    // The reference search: part of a reference code, or exactly a revision number.
    !!ref && sql`(COALESCE(r.reference_code, r.entity_id::text) ILIKE ${likePattern(ref)} ${/^\d{1,9}$/.test(ref) ? sql`OR r.id = ${Number(ref)}` : sql``})`,
    !!f.module && sql`r.module = ${f.module}`,
    typeof f.user_id === 'number' && sql`r.user_id = ${f.user_id}`,
    !!f.date_from && sql`${manilaDay} >= ${f.date_from}::date`,
    !!f.date_to && sql`${manilaDay} <= ${f.date_to}::date`,
  ];
}

/** "swift_code" -> "Swift Code": a field's label when its writer gave none. */
export const fieldInWords = (field: string) => field.replace(/[_-]+/g, ' ').trim().replace(/\b\w/g, (c) => c.toUpperCase());

function valueInWords(v: unknown): string | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 'Yes' : 'No';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/** A stored change as the detail shows it: its label, and old and new as text (the readable form when recorded). */
export function readableChange(c: FieldChange): RevisionFieldChange {
  return {
    field: c.field,
    label: c.label ?? fieldInWords(c.field),
    old: c.old_text !== undefined ? (c.old_text ?? null) : valueInWords(c.old),
    new: c.new_text !== undefined ? (c.new_text ?? null) : valueInWords(c.new),
  };
}

export async function readRevision(db: Db, id: number): Promise<RevisionDetail | null> {
  const row = await db.one<RevisionRow & { changes: FieldChange[] | string; actor_roles: string[] | null; on_behalf_of: string | null }>(sql`
    SELECT ${REVISION_SELECT}, r.changes, r.actor_roles, r.on_behalf_of FROM ${REVISION_FROM} WHERE r.id = ${id}`);
  if (!row) return null;
  const stored = typeof row.changes === 'string' ? (JSON.parse(row.changes) as FieldChange[]) : row.changes;
  return { ...row, changes: (Array.isArray(stored) ? stored : []).map(readableChange) };
}
