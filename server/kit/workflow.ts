import { Codes } from '../../contract';
import { makerRefusal, moduleOfWorkflow, onOwnDraft, transitionRefusal, type WorkflowDef, type WorkflowStatus } from '../../contract/kit';
import type { AuthUser } from '../auth/users';
import { isSql, sql, type Db, type SQL } from '../db/db';
import { notFound, type Answer } from '../http/answer';
import { actsInWords, isMakerOf, makerActsOf, type MakerAct } from './makers';
import { mayTouchDraft, othersDraft, ownDrafts } from './drafts';
import { Refused } from './refused';
import { recordRevision, type FieldChange } from './revisions';

/**
 * The one approval engine (issue 24): every action of a declared workflow
 * (contract/kit/workflow.ts), and so every decision in the product, runs
 * here, the same way for every document: in one transaction, one guarded
 *   UPDATE <table> SET status, <stamp>_by, <stamp>_at, reason
 *   WHERE id = ? AND status IN (<from>) [AND maker <> me]
 * then the action's hook (raise a purchase order, post to the books) in the
 * same transaction. An item changed by someone else in between is refused,
 * never overwritten; a refusal answers 409 (00005) with the reason, an
 * unknown item 404. A document's store lives in server/<area>/transitions.ts.
 */
export interface WorkflowStore<A extends string> {
  /** Revision-history entity ("purchase_requests"): every transition is recorded there with its reason. */
  entity: string;
  table: SQL;
  /** The key column. */
  id: SQL;
  status: SQL;
  /** What the messages call the item: its document number. */
  label: SQL;
  /**
   * Who created or submitted the item, as its row says (documents seeded without
   * revisions have only this); every other maker is in document_makers under `entity`.
   */
  maker: SQL;
  /** `<stamp>` of an action -> its who/when columns. */
  stamps?: Record<string, { by: SQL; at: SQL }>;
  /** Where an action's reason is kept: one column for every action, or one per action (a cancel's reason, an override's). */
  reasonColumn?: SQL | Partial<Record<A, SQL>>;
  /** Who created the item: its draft is theirs (actions marked ownDraft). */
  creator?: SQL;
  /** Columns every write sets too (updated_at, updated_by). */
  touch?: (now: string, ctx: TransitionContext) => SQL;
  /**
   * Side effects of an action, in the same transaction, after the status moved (`from`: the status it left, `to`: the one
   * it reached): post to the books, raise a document. What they change beyond the status (the journal entry) joins the revision.
   */
  hooks?: Partial<Record<A, (tx: Db, item: TransitionItem, ctx: TransitionContext) => Promise<void | FieldChange[]>>>;
  /**
   * The status an action leads to, computed from the row in the same UPDATE, for an action
   * the contract declares `to: 'unchanged'` (a purchase order's approval: its next level by amount).
   */
  next?: Partial<Record<A, SQL>>;
  /** What an action sets besides the status, the stamps and the reason (a new approval round, a submitter). */
  sets?: Partial<Record<A, (ctx: TransitionContext) => SQL>>;
  /** More conditions over the row an action needs (a different signer per level, the signer's authority). */
  guards?: Partial<Record<A, (ctx: TransitionContext) => SQL>>;
  /** Why a guard of `guards` failed, in words, or null (asked only after the status and maker checks passed). */
  guardRefusal?: Partial<Record<A, (db: Db, id: number, ctx: TransitionContext) => Promise<string | null>>>;
  /** A value of the row as it was before the move, handed to the hooks as `item.before` (the level a signature signs). */
  before?: SQL;
  /** The makers the row itself names beyond `maker` (a PO's requester, creator and editors): true when `userId` is one. */
  madeBy?: (userId: number) => SQL;
}

/** The item a hook runs on. */
export interface TransitionItem {
  id: number;
  label: string;
  from: WorkflowStatus;
  to: WorkflowStatus;
  /** The store's `before` value, as the row had it before the move. */
  before?: unknown;
}

export interface TransitionContext {
  user: AuthUser;
  /** ISO timestamp of the action. */
  now: string;
  reason?: string | null;
  /** A substitute deciding for an approver away (delegation): the approver, who must not be a maker either. */
  onBehalfOf?: { id: number; name: string } | null;
}

/** A document's own who-columns by what they record ({ created: created_by, signed: inspected_by }). */
export type MakerColumns = Partial<Record<MakerAct, number | null>>;

/** Who decides: the user, and the approver they stand in for (delegation). */
export interface Deciders {
  user: { id: number };
  onBehalfOf?: { id: number; name: string } | null;
}

/** The people a checker decision acts as: the user, and the approver they stand in for. */
export const decidersOf = (ctx: Deciders): number[] => (ctx.onBehalfOf ? [ctx.user.id, ctx.onBehalfOf.id] : [ctx.user.id]);

/** SQL: none of `deciders` made document (`entity`, `id`), by its maker column or by document_makers. */
const noneMade = (entity: string, id: SQL | number, makerColumn: SQL | null, deciders: readonly number[]): SQL =>
  sql.join(
    deciders.map((u) => sql`(${makerColumn ? sql`${makerColumn} IS DISTINCT FROM ${u} AND ` : sql``}NOT ${isMakerOf(entity, id, u)})`),
    sql` AND `,
  );

/** The who/when columns of stamps named as their columns are (`approved` -> approved_by, approved_at). */
export const stampColumns = <K extends string>(...stamps: K[]): Record<K, { by: SQL; at: SQL }> =>
  Object.fromEntries(stamps.map((k) => [k, { by: sql.raw(`${k}_by`), at: sql.raw(`${k}_at`) }])) as Record<K, { by: SQL; at: SQL }>;

export const conflict = (message: string): Answer => ({ status: 409, code: Codes.CONFLICT, result: [message] });

const inList = (values: readonly WorkflowStatus[]) => sql.join(values.map((v) => sql`${v}`), sql`, `);

/**
 * Run `action` on item `id`. Resolves to the item's id when done, or the
 * refusal to answer. `db` may already be a transaction (the whole action is
 * then part of the caller's).
 */
export async function runTransition<S extends WorkflowStatus, A extends string>(
  db: Db,
  wf: WorkflowDef<S, A>,
  store: WorkflowStore<A>,
  action: A,
  id: number,
  ctx: TransitionContext,
): Promise<{ done: true; id: number } | { done: false; answer: Answer }> {
  const a = wf.actions[action];
  if (a.reason === 'required' && !ctx.reason?.trim()) return { done: false, answer: { status: 422, code: Codes.INVALID_REQUEST, result: ['Please give a reason.'] } };
  const stamp = a.stamp ? store.stamps?.[a.stamp] : undefined;
  if (a.stamp && !stamp) throw new Error(`${wf.noun}: no columns for the stamp ${a.stamp}`);
  const sets: SQL[] = [];
  if (a.to !== 'unchanged') sets.push(sql`${store.status} = ${a.to}`);
  else if (store.next?.[action]) sets.push(sql`${store.status} = ${store.next[action]}`);
  if (store.sets?.[action]) sets.push(store.sets[action](ctx));
  if (stamp) sets.push(sql`${stamp.by} = ${ctx.user.id}`, sql`${stamp.at} = ${ctx.now}::timestamptz`);
  const reasonColumn = reasonColumnOf(store, action);
  if (a.reason && reasonColumn) sets.push(sql`${reasonColumn} = ${ctx.reason?.trim() || null}`);
  if (store.touch) sets.push(store.touch(ctx.now, ctx));
  if (!sets.length) sets.push(sql`${store.status} = ${store.status}`);
  if (a.ownDraft && !store.creator) throw new Error(`${wf.noun}: ${action} runs on a draft, but the store names no creator`);
  const draftGuard = a.ownDraft && store.creator ? draftCondition(a.ownDraft, store.status, ownDrafts(ctx.user, store.creator)) : null;
  const guards: SQL[] = [];
  if (a.checker) {
    guards.push(noneMade(store.entity, sql`${store.id}`, store.maker, decidersOf(ctx)));
    if (store.madeBy) for (const u of decidersOf(ctx)) guards.push(sql`NOT (${store.madeBy(u)})`);
  }
  if (draftGuard) guards.push(draftGuard);
  if (store.guards?.[action]) guards.push(store.guards[action](ctx));

  const moved = await db.transaction(async (tx) => {
    // prev reads the row as it was before this UPDATE (same statement snapshot): the revision records the old status.
    const row = await tx.one<{ id: number; label: string; old_status: S; new_status: S; before: unknown }>(sql`
      UPDATE ${store.table} SET ${sql.join(sets, sql`, `)}
      FROM (SELECT ${store.status} AS old_status, ${store.before ?? sql`NULL`} AS before FROM ${store.table} WHERE ${store.id} = ${id}) prev
      WHERE ${store.id} = ${id} AND ${store.status} IN (${inList(a.from)})
        ${guards.length ? sql`AND ${sql.join(guards, sql` AND `)}` : sql``}
      RETURNING ${store.id} AS id, ${store.label} AS label, prev.old_status, ${store.status} AS new_status, prev.before`);
    if (!row) return row;
    const item = { id: Number(row.id), label: row.label, from: statusOf(wf, row.old_status), to: statusOf(wf, row.new_status), before: row.before };
    const more = (await store.hooks?.[action]?.(tx, item, ctx)) ?? [];
    await recordRevision(tx, {
      entity: store.entity,
      entityId: Number(row.id),
      action: a.done,
      userId: ctx.user.id,
      at: ctx.now,
      changes: [...(item.from === item.to ? [] : [statusChange(wf, item.from, item.to)]), ...more],
      remarks: ctx.reason?.trim() || null,
      module: moduleOfWorkflow(wf),
      reference: row.label,
      maker: a.makes,
    });
    return row;
  });
  if (moved) return { done: true, id: Number(moved.id) };
  return { done: false, answer: await refusalOf(db, wf, store, action, id, ctx) };
}

/** A status as the workflow declares it: a code as a number whatever the driver read (PostgreSQL's int8 reads as text). */
function statusOf<S extends WorkflowStatus>(wf: WorkflowDef<S, string>, value: S): S {
  const coded = Object.keys(wf.statuses).every((k) => /^-?\d+$/.test(k));
  return (coded ? Number(value) : value) as S;
}

/** The column an action's reason goes to, if any. */
function reasonColumnOf<A extends string>(store: WorkflowStore<A>, action: A): SQL | undefined {
  const c = store.reasonColumn;
  return c === undefined || isSql(c) ? c : c[action];
}

/** The own-draft condition of an action: always, or only at the statuses its declaration lists. */
function draftCondition(own: true | readonly WorkflowStatus[], status: SQL, mine: SQL): SQL {
  if (own === true) return mine;
  return sql`(${status} NOT IN (${sql.join(own.map((s) => sql`${s}`), sql`, `)}) OR ${mine})`;
}

/**
 * runTransition for a module that answers refusals by throwing (routes over `refusedOr`, a seed):
 * resolves to the item's id, or throws the refusal, so everything the caller wrote before rolls back.
 */
export async function transitionOrRefuse<S extends WorkflowStatus, A extends string>(
  db: Db,
  wf: WorkflowDef<S, A>,
  store: WorkflowStore<A>,
  action: A,
  id: number,
  ctx: TransitionContext,
): Promise<number> {
  const res = await runTransition(db, wf, store, action, id, ctx);
  if (!res.done) throw new Refused(res.answer);
  return res.id;
}

/** The status move of a transition: the codes, and their names as the history shows them. */
function statusChange<S extends WorkflowStatus>(wf: WorkflowDef<S, string>, from: S, to: S): FieldChange {
  return { field: 'status', label: 'Status', old: from, new: to, old_text: wf.statuses[from] ?? String(from), new_text: wf.statuses[to] ?? String(to) };
}

/** Why a guarded update changed nothing: unknown item, wrong status, or the maker checking their own item. */
async function refusalOf<S extends WorkflowStatus, A extends string>(db: Db, wf: WorkflowDef<S, A>, store: WorkflowStore<A>, action: A, id: number, ctx: TransitionContext): Promise<Answer> {
  const row = await db.one<{ status: S; label: string; maker: number | null; creator: number | null }>(sql`
    SELECT ${store.status} AS status, ${store.label} AS label, ${store.maker} AS maker, ${store.creator ?? sql`NULL::int`} AS creator FROM ${store.table} WHERE ${store.id} = ${id}`);
  if (!row) return notFound(`${wf.noun} not found.`);
  const status = statusOf(wf, row.status);
  const wrongStatus = transitionRefusal(wf, action, status, row.label);
  if (wrongStatus) return conflict(wrongStatus);
  if (onOwnDraft(wf, action, status) && !mayTouchDraft(ctx.user, row.creator)) return othersDraft(wf.noun, row.label);
  if (wf.actions[action].checker) {
    const why = (await makerRefusalOf(db, { entity: store.entity, id }, { created: row.maker }, ctx)) ?? (await madeByRefusal(db, store, id, ctx));
    if (why) return conflict(makerRefusal(wf, action, row.label, why));
  }
  const guard = await store.guardRefusal?.[action]?.(db, id, ctx);
  if (guard) return conflict(guard);
  return conflict(`${wf.noun} ${row.label} changed meanwhile; please reload it.`);
}

/** "made by you" when the row's own maker columns (`store.madeBy`) name a decider; null otherwise. */
async function madeByRefusal<A extends string>(db: Db, store: WorkflowStore<A>, id: number, ctx: TransitionContext): Promise<string | null> {
  if (!store.madeBy) return null;
  for (const u of decidersOf(ctx)) {
    const mine = await db.one(sql`SELECT 1 AS made FROM ${store.table} WHERE ${store.id} = ${id} AND (${store.madeBy(u)})`);
    if (mine) return u === ctx.user.id ? 'made by you' : `made by ${ctx.onBehalfOf!.name}, for whom you decide`;
  }
  return null;
}

/**
 * What the deciders did to the document as its makers, in words ("created and
 * edited by you", "created by Maria Santos, for whom you decide"), or null when they made nothing of it.
 */
async function makerRefusalOf(
  db: Db,
  doc: { entity: string; id: number },
  makerColumns: MakerColumns,
  ctx: Deciders,
): Promise<string | null> {
  for (const u of decidersOf(ctx)) {
    const acts: string[] = await makerActsOf(db, doc, u);
    // The document's own who-columns, when document_makers knows nothing of the user (a seeded document has no other record).
    if (!acts.length) for (const [act, who] of Object.entries(makerColumns)) if (who !== null && who !== undefined && Number(who) === u) acts.push(act);
    if (!acts.length) continue;
    return u === ctx.user.id ? `${actsInWords(acts)} by you` : `${actsInWords(acts)} by ${ctx.onBehalfOf!.name}, for whom you decide`;
  }
  return null;
}
