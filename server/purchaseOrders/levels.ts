import { Codes } from '../../contract';
import { makerRefusal, transitionRefusal } from '../../contract/kit';
import { poWorkflowDef, type PoAction, type PoLevelSign } from '../../contract/purchaseOrders';
import { PO_STATUS_NAMES } from '../../contract/purchasing';
import type { AuthUser } from '../auth/users';
import { sql, type Db, type SQL } from '../db/db';
import { notFound, type Answer } from '../http/answer';
import { conflict, decidersOf, isMakerOf, makerRefusalOf, recordRevision, userName, type TransitionContext } from '../kit';

/*
 * The approval levels of a purchase order, stock or non-asset alike. Not on
 * the workflow kit's runTransition: there an action leads to one fixed
 * status, while approving a PO leads to the next level its amount needs
 * (po_next_status in migration 121), decided in the same guarded UPDATE:
 *   UPDATE ... SET status = po_next_status(status, total)
 *   WHERE id = ? AND status IN (levels) AND NOT made_by(me)
 * so two approvers clicking at once cannot both sign the same level, and the
 * maker never signs (also not the administrator). Each step writes the
 * level's signature, a trail line and a revision in the one transaction.
 */
export interface LevelDoc {
  kind: 'stock' | 'non_asset';
  entity: string;
  module: string;
  noun: string;
  table: SQL;
  id: SQL;
  status: SQL;
  label: SQL;
  /** The document's total, over the table's row. */
  total: SQL;
  /** True when `userId` made the document (requested, created, edited or submitted it), by its own columns. */
  madeBy: (userId: number | SQL) => SQL;
  /** What every write sets too. */
  touch: (userId: number, now: string) => SQL;
  /** Who sent it for approval: a maker of it from then on. */
  submitter: (userId: number, now: string) => SQL;
  trail: (tx: Db, id: number, userId: number, remarks: string, now: string) => Promise<void>;
}

const statusName = (s: number) => PO_STATUS_NAMES[s] ?? String(s);

type Moved = { id: number; label: string; old_status: number; new_status: number; cycle: number };

/**
 * One step of a PO's approval. `onBehalfOf`: the approver a substitute
 * decides for (delegation); neither of them may have made the document, and
 * the level is signed with the approver's authority.
 */
export async function poAction(
  db: Db,
  doc: LevelDoc,
  action: PoAction & ('approve' | 'return' | 'cancel' | 'submit'),
  id: number,
  user: AuthUser,
  now: string,
  reason?: string | null,
  onBehalfOf?: TransitionContext['onBehalfOf'],
): Promise<{ done: true } | { done: false; answer: Answer }> {
  const a = poWorkflowDef.actions[action];
  const from = sql.raw(a.from.join(', '));
  const note = reason?.trim() || null;
  const deciders = decidersOf({ user, onBehalfOf });
  const sets: Record<typeof action, SQL> = {
    approve: sql`${doc.status} = po_next_status(${doc.status}, ${doc.total})`,
    return: sql`${doc.status} = 3, approval_cycle = approval_cycle + 1, remarks = ${note}`,
    cancel: sql`${doc.status} = 2, remarks = ${note}, cancelled_by = ${user.id}, cancelled_at = ${now}::timestamptz`,
    submit: sql`${doc.status} = 0, remarks = NULL, ${doc.submitter(user.id, now)}`,
  };
  const guards: SQL[] = [];
  if (a.checker) guards.push(sql`NOT (${doc.madeBy(user.id)})`, ...deciders.map((u) => sql`NOT ${isMakerOf(doc.entity, doc.id, u)}`));
  if (onBehalfOf) guards.push(sql`NOT (${doc.madeBy(onBehalfOf.id)})`);
  if (action === 'approve') guards.push(differentSigner(doc, deciders), sql`holds_level_authority(${authorityOf(user, onBehalfOf)}, ${doc.status}::smallint)`);
  const moved = await db.transaction(async (tx) => {
    const row = await tx.one<Moved>(sql`
      UPDATE ${doc.table} SET ${sets[action]}, ${doc.touch(user.id, now)}
      FROM (SELECT ${doc.status} AS old_status FROM ${doc.table} WHERE ${doc.id} = ${id}) prev
      WHERE ${doc.id} = ${id} AND ${doc.status} IN (${from}) ${guards.length ? sql`AND ${sql.join(guards, sql` AND `)}` : sql``}
      RETURNING ${doc.id} AS id, ${doc.label} AS label, prev.old_status, ${doc.status} AS new_status, approval_cycle AS cycle`);
    if (!row) return null;
    const [oldS, newS] = [Number(row.old_status), Number(row.new_status)];
    if (action === 'approve') {
      // The round that was signed: a return starts a new one, so the cycle is read after the update (approve leaves it).
      await tx.run(sql`
        INSERT INTO po_level_approvals (doc_kind, doc_id, cycle, level_status, approved_by, approved_at, on_behalf_of)
        VALUES (${doc.kind}, ${id}, ${row.cycle}, ${oldS}, ${user.id}, ${now}::timestamptz, ${onBehalfOf?.id ?? null})`);
    }
    const forWhom = onBehalfOf ? ` (for ${onBehalfOf.name})` : '';
    const words: Record<typeof action, string> = {
      approve: `${statusName(oldS)} signed${forWhom}; now ${statusName(newS)}.`,
      return: `Returned to editing${forWhom}: ${note ?? ''}`.trim(),
      cancel: `Cancelled${forWhom}: ${note ?? ''}`.trim(),
      submit: 'Submitted for approval; the approval starts at the officer.',
    };
    await doc.trail(tx, id, user.id, words[action], now);
    await recordRevision(tx, {
      entity: doc.entity,
      entityId: id,
      action: a.done,
      userId: user.id,
      at: now,
      changes: [
        { field: 'status', label: 'Status', old: oldS, new: newS, old_text: statusName(oldS), new_text: statusName(newS) },
        ...(onBehalfOf ? [{ field: 'on_behalf_of', label: 'On Behalf Of', old: null, new: onBehalfOf.name }] : []),
      ],
      remarks: note,
      module: doc.module,
      reference: row.label,
      maker: a.makes,
    });
    return row;
  });
  if (moved) return { done: true };
  return { done: false, answer: await refusal(db, doc, action, id, user, onBehalfOf) };
}

/** Whose authority signs a level: the approver a substitute stands in for, else the user. */
const authorityOf = (user: AuthUser, onBehalfOf: TransitionContext['onBehalfOf']) => onBehalfOf?.id ?? user.id;

/** SQL over the document's row: none of `deciders` signed another level of it in this round. */
const differentSigner = (doc: LevelDoc, deciders: number[]) => sql`NOT EXISTS (
  SELECT 1 FROM po_level_approvals s WHERE s.doc_kind = ${doc.kind} AND s.doc_id = ${doc.id} AND s.cycle = approval_cycle
    AND (s.approved_by IN (${sql.join(deciders.map((u) => sql`${u}`), sql`, `)}) OR s.on_behalf_of IN (${sql.join(deciders.map((u) => sql`${u}`), sql`, `)})))`;

async function refusal(db: Db, doc: LevelDoc, action: PoAction, id: number, user: AuthUser, onBehalfOf: TransitionContext['onBehalfOf']): Promise<Answer> {
  const deciders = decidersOf({ user, onBehalfOf });
  const row = await db.one<{ status: number; label: string; mine: boolean; principal_made: boolean; signed: string | null; authority: boolean }>(sql`
    SELECT ${doc.status} AS status, ${doc.label} AS label, (${doc.madeBy(user.id)}) AS mine, (${doc.madeBy(onBehalfOf?.id ?? 0)}) AS principal_made,
           (SELECT l.label FROM po_level_approvals s JOIN po_approval_levels l ON l.level_status = s.level_status
            WHERE s.doc_kind = ${doc.kind} AND s.doc_id = ${doc.id} AND s.cycle = approval_cycle
              AND (s.approved_by IN (${sql.join(deciders.map((u) => sql`${u}`), sql`, `)}) OR s.on_behalf_of IN (${sql.join(deciders.map((u) => sql`${u}`), sql`, `)}))
            ORDER BY l.rank LIMIT 1) AS signed,
           holds_level_authority(${authorityOf(user, onBehalfOf)}, ${doc.status}::smallint) AS authority
    FROM ${doc.table} WHERE ${doc.id} = ${id}`);
  if (!row) return notFound(`${doc.noun} not found.`);
  const wf = { ...poWorkflowDef, noun: doc.noun };
  const status = Number(row.status);
  const wrong = transitionRefusal(wf, action, status as 0, row.label);
  if (wrong) return conflict(wrong);
  if (poWorkflowDef.actions[action].checker) {
    // What they did as makers, in words; the document's own maker columns (a seeded PO has no other record) say only "made".
    const made = row.mine ? 'made by you' : onBehalfOf && row.principal_made ? `made by ${onBehalfOf.name}, for whom you decide` : null;
    const why = (await makerRefusalOf(db, { entity: doc.entity, id }, {}, { user, onBehalfOf })) ?? made;
    if (why) return conflict(makerRefusal(wf, action, row.label, why));
  }
  if (action === 'approve' && row.signed)
    return conflict(`You signed the ${row.signed} level of ${doc.noun.toLowerCase()} ${row.label}; each level is signed by a different person.`);
  if (action === 'approve' && !row.authority)
    return conflict(`Your approval limit does not reach the ${statusName(status)} level of ${doc.noun.toLowerCase()} ${row.label}; someone with that authority must sign it.`);
  return { status: 409, code: Codes.CONFLICT, result: [`${doc.noun} ${row.label} changed meanwhile; please reload it.`] };
}

/**
 * The levels a document of `total` needs, in order, with who signed each in
 * round `cycle`, the authority each needs and, for the level it waits at
 * (`status`), who may sign it now.
 */
export async function levelsOf(db: Db, doc: LevelDoc, id: number, cycle: number, total: string, status: number): Promise<PoLevelSign[]> {
  const levels = await db.rows<PoLevelSign & { ceiling: string | null }>(sql`
    SELECT l.level_status, l.label AS level,
           CASE WHEN a.approved_by IS NULL THEN NULL ELSE ${userName('u')} END AS approved_by,
           to_char(a.approved_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI:SS') AS approved_at,
           CASE WHEN a.on_behalf_of IS NULL THEN NULL ELSE ${userName('b')} END AS on_behalf_of,
           po_level_ceiling(l.level_status)::numeric(16, 2)::text AS ceiling
    FROM po_approval_levels l
    LEFT JOIN po_level_approvals a ON a.doc_kind = ${doc.kind} AND a.doc_id = ${id} AND a.cycle = ${cycle} AND a.level_status = l.level_status
    LEFT JOIN users u ON u.id = a.approved_by LEFT JOIN users b ON b.id = a.on_behalf_of
    WHERE l.above_amount IS NULL OR ${total}::numeric > l.above_amount
    ORDER BY l.rank`);
  const waiting = levels.some((l) => l.level_status === status && !l.approved_by) ? await signersOf(db, doc, id, status) : [];
  return levels.map(({ ceiling, ...l }) => ({
    ...l,
    authority: ceiling === null ? 'no limit' : `up to ₱${Number(ceiling).toLocaleString('en-PH', { minimumFractionDigits: 2 })}`,
    ...(l.level_status === status && !l.approved_by ? { may_sign: waiting } : {}),
  }));
}

/** Who may sign level `status` of the document now: the checkers whose authority reaches it, none of its makers nor this round's signers. */
async function signersOf(db: Db, doc: LevelDoc, id: number, status: number): Promise<string[]> {
  const rows = await db.rows<{ name: string }>(sql`
    SELECT ${userName('u')} AS name FROM ${doc.table} JOIN users u ON u.active
    WHERE ${doc.id} = ${id} AND holds_level_authority(u.id, ${status}::smallint)
      AND EXISTS (SELECT 1 FROM user_roles ur JOIN role_permissions rp ON rp.role_id = ur.role_id JOIN permissions p ON p.id = rp.permission_id
                  WHERE ur.user_id = u.id AND p.scope = 'approve_purchase_order')
      AND NOT (${doc.madeBy(sql`u.id`)}) AND NOT ${isMakerOf(doc.entity, doc.id, sql`u.id`)}
      AND NOT EXISTS (SELECT 1 FROM po_level_approvals s WHERE s.doc_kind = ${doc.kind} AND s.doc_id = ${id} AND s.cycle = approval_cycle AND u.id IN (s.approved_by, s.on_behalf_of))
    ORDER BY name`);
  return rows.map((r) => r.name);
}
