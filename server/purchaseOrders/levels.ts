import { passTradeGates, type TradeParties } from '../regulatory';
import { poWorkflowDef, type PoAction, type PoLevelSign } from '../../contract/purchaseOrders';
import { PO_STATUS_NAMES } from '../../contract/purchasing';
import type { WorkflowDef, WorkflowStatus } from '../../contract/kit';
import type { AuthUser } from '../auth/users';
import { sql, type Db, type SQL } from '../db/db';
import type { Answer } from '../http/answer';
import { decidersOf, isMakerOf, runTransition, userName, type TransitionContext, type TransitionItem, type WorkflowStore } from '../kit';

/*
 * The approval levels of a purchase order, stock or non-asset alike, on the
 * workflow kit: approving leads to the next level the amount needs
 * (po_next_status in migration 121), computed in the kit's one guarded UPDATE
 *   UPDATE ... SET status = po_next_status(status, total)
 *   WHERE id = ? AND status IN (levels) AND none of the deciders made it
 *     AND none of them signed another level of this round AND their authority reaches it
 * so two approvers clicking at once cannot both sign the same level, the
 * maker never signs (also not the administrator), and one person signs one
 * level. Each step writes the level's signature, a trail line and the
 * revision in the one transaction.
 */
export interface LevelDoc {
  kind: 'stock' | 'non_asset' | 'asset';
  entity: string;
  module: string;
  noun: string;
  table: SQL;
  id: SQL;
  status: SQL;
  /**
   * The level the document waits at, when not its status (an asset PO's status is a word, its level a code);
   * signing it leads to `afterSign`.
   */
  level?: { column: SQL; afterSign: { status: SQL; sets: (ctx: TransitionContext) => SQL } };
  /** The declaration of its decisions, when not the stock PO's (levels, return to editing, submit, cancel): approve and cancel at least. */
  workflow?: WorkflowDef<WorkflowStatus, 'approve' | 'cancel'>;
  /** What an action sets instead of the stock PO's (an asset PO's cancel has no cancel columns). */
  sets?: Partial<Record<LevelAction, (ctx: TransitionContext) => SQL>>;
  label: SQL;
  /** The document's total, over the table's row. */
  total: SQL;
  /** True when `userId` made the document (requested, created, edited or submitted it), by its own columns. */
  madeBy: (userId: number | SQL) => SQL;
  /** What every write sets too. */
  touch?: (now: string) => SQL;
  /** Who sent it for approval: a maker of it from then on (a kind without a submit has none). */
  submitter?: (userId: number, now: string) => SQL;
  trail: (tx: Db, id: number, userId: number, remarks: string, now: string) => Promise<void>;
  /** What the licence and registration gates judge at each signature (server/regulatory): its products and supplier. */
  gates?: (id: number) => TradeParties;
}

export type LevelAction = PoAction & ('approve' | 'return' | 'cancel' | 'submit');

const statusName = (s: number) => PO_STATUS_NAMES[s] ?? String(s);

/** The column of the level a document waits at: its status, or its own level column. */
export const levelOf = (doc: LevelDoc) => doc.level?.column ?? doc.status;

/** Whose authority signs a level: the approver a substitute stands in for, else the user. */
const authorityOf = (ctx: Pick<TransitionContext, 'user' | 'onBehalfOf'>) => ctx.onBehalfOf?.id ?? ctx.user.id;

/** SQL over the document's row: one of `deciders` signed a level of it in this round. */
const signedBy = (doc: LevelDoc, deciders: number[]) => {
  const who = sql.join(deciders.map((u) => sql`${u}`), sql`, `);
  return sql`EXISTS (SELECT 1 FROM po_level_approvals s WHERE s.doc_kind = ${doc.kind} AND s.doc_id = ${doc.id} AND s.cycle = approval_cycle
    AND (s.approved_by IN (${who}) OR s.on_behalf_of IN (${who})))`;
};

/** The trail line of each step. */
function trailLine(action: LevelAction, item: TransitionItem, ctx: TransitionContext): string {
  const forWhom = ctx.onBehalfOf ? ` (for ${ctx.onBehalfOf.name})` : '';
  const note = ctx.reason?.trim() ?? '';
  if (action === 'approve') return `${statusName(Number(item.before))} signed${forWhom}; now ${statusName(Number(item.to))}.`;
  if (action === 'return') return `Returned to editing${forWhom}: ${note}`.trim();
  if (action === 'cancel') return `Cancelled${forWhom}: ${note}`.trim();
  return 'Submitted for approval; the approval starts at the officer.';
}

/** A PO kind's store for the workflow kit: its makers, next level, signature, authority and trail. */
function levelStore(doc: LevelDoc): WorkflowStore<LevelAction> {
  const trail = (action: LevelAction) => async (tx: Db, item: TransitionItem, ctx: TransitionContext) =>
    doc.trail(tx, item.id, ctx.user.id, trailLine(action, item, ctx), ctx.now);
  return {
    entity: doc.entity,
    table: doc.table,
    id: doc.id,
    status: doc.status,
    label: doc.label,
    // The row's own makers (requester, creator, editors, submitter) are in madeBy; the others in document_makers.
    maker: sql`NULL::int`,
    madeBy: doc.madeBy,
    reasonColumn: sql`remarks`,
    touch: doc.touch,
    // The level being signed, as the row had it: the signature's level.
    before: levelOf(doc),
    next: { approve: doc.level?.afterSign.status ?? sql`po_next_status(${doc.status}, ${doc.total})` },
    sets: {
      ...(doc.level ? { approve: doc.level.afterSign.sets } : {}),
      return: () => sql`approval_cycle = approval_cycle + 1`,
      cancel: (ctx) => sql`cancelled_by = ${ctx.user.id}, cancelled_at = ${ctx.now}::timestamptz`,
      ...(doc.submitter ? { submit: (ctx: TransitionContext) => sql`remarks = NULL, ${doc.submitter!(ctx.user.id, ctx.now)}` } : {}),
      ...doc.sets,
    },
    guards: { approve: (ctx) => sql`NOT ${signedBy(doc, decidersOf(ctx))} AND holds_level_authority(${authorityOf(ctx)}, ${levelOf(doc)}::smallint)` },
    guardRefusal: { approve: (db, id, ctx) => levelRefusal(db, doc, id, ctx) },
    hooks: {
      approve: async (tx, item, ctx) => {
        // The round that was signed: a return starts a new one (approve leaves it).
        await tx.run(sql`
          INSERT INTO po_level_approvals (doc_kind, doc_id, cycle, level_status, approved_by, approved_at, on_behalf_of)
          SELECT ${doc.kind}, ${item.id}, approval_cycle, ${Number(item.before)}, ${ctx.user.id}, ${ctx.now}::timestamptz, ${ctx.onBehalfOf?.id ?? null}
          FROM ${doc.table} WHERE ${doc.id} = ${item.id}`);
        await trail('approve')(tx, item, ctx);
        return doc.gates ? passTradeGates(tx, { entity: doc.entity, id: item.id, document: doc.noun, reference: item.label }, doc.gates(item.id), ctx) : [];
      },
      return: trail('return'),
      cancel: trail('cancel'),
      submit: trail('submit'),
    },
  };
}

const STORES = new Map<LevelDoc, WorkflowStore<LevelAction>>();
const storeOf = (doc: LevelDoc) => STORES.get(doc) ?? STORES.set(doc, levelStore(doc)).get(doc)!;

/** Why an approval's own guards refused: the user signed another level of this round, or their authority falls short. */
async function levelRefusal(db: Db, doc: LevelDoc, id: number, ctx: TransitionContext): Promise<string | null> {
  const who = sql.join(decidersOf(ctx).map((u) => sql`${u}`), sql`, `);
  const row = await db.one<{ label: string; status: number; signed: string | null; authority: boolean }>(sql`
    SELECT ${doc.label} AS label, ${levelOf(doc)} AS status,
           (SELECT l.label FROM po_level_approvals s JOIN po_approval_levels l ON l.level_status = s.level_status
            WHERE s.doc_kind = ${doc.kind} AND s.doc_id = ${doc.id} AND s.cycle = approval_cycle AND (s.approved_by IN (${who}) OR s.on_behalf_of IN (${who}))
            ORDER BY l.rank LIMIT 1) AS signed,
           holds_level_authority(${authorityOf(ctx)}, ${levelOf(doc)}::smallint) AS authority
    FROM ${doc.table} WHERE ${doc.id} = ${id}`);
  if (!row) return null;
  if (row.signed) return `You signed the ${row.signed} level of ${doc.noun.toLowerCase()} ${row.label}; each level is signed by a different person.`;
  if (!row.authority) return `Your approval limit does not reach the ${statusName(Number(row.status))} level of ${doc.noun.toLowerCase()} ${row.label}; someone with that authority must sign it.`;
  return null;
}

/**
 * One step of a PO's approval, through the workflow kit. `onBehalfOf`: the
 * approver a substitute decides for (delegation); neither of them may have
 * made the document, and the level is signed with the approver's authority.
 */
export async function poAction(
  db: Db,
  doc: LevelDoc,
  action: LevelAction,
  id: number,
  user: AuthUser,
  now: string,
  reason?: string | null,
  onBehalfOf?: TransitionContext['onBehalfOf'],
): Promise<{ done: true } | { done: false; answer: Answer }> {
  // A kind's own declaration has only the actions it offers; its routes ask for no other.
  const wf = (doc.workflow ?? { ...poWorkflowDef, noun: doc.noun, module: doc.module }) as WorkflowDef<WorkflowStatus, LevelAction>;
  return runTransition(db, wf, storeOf(doc), action, id, { user, now, reason, onBehalfOf });
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
