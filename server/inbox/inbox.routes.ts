import { inboxActEp, inboxCountEp, inboxEp, type InboxDecision, type InboxItem } from '../../contract/approvalInbox';
import { holdsAny, type AuthUser } from '../auth/users';
import { sql, type Db, type SQL } from '../db/db';
import type { Deps } from '../deps';
import { principalsOf, type Checker, type Principal } from '../approvals/delegations';
import { manilaToday } from '../clock';
import type { Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { ClosedPeriodError } from '../books/post';
import { invalid } from '../http/answer';
import { conflict, notAmongMakersOf, route } from '../kit';
import { StaleRequest } from '../treasury/public';
import { INBOX_SOURCES, sourceOf, type InboxSource } from './sources';

/** The inbox lists at most this many items: the oldest first, so nothing old hides behind new work. */
const INBOX_LIMIT = 500;

const mayDecide = (user: Checker, s: InboxSource) => holdsAny(user, s.scopes.decline ? [s.scopes.approve, s.scopes.decline] : [s.scopes.approve]);

/**
 * What waits in the queues `checker` decides, for `user`: nothing either of
 * them made (a substitute deciding for an approver is both), within the
 * checker's authority. One SELECT per queue, each row marked with the
 * approver it waits for when that is not the user.
 */
function partFor(user: AuthUser, principal: Principal | null): SQL[] {
  const checker = principal?.asUser ?? user;
  const people = principal ? [user.id, principal.id] : [user.id];
  return INBOX_SOURCES.filter((s) => mayDecide(checker, s)).map((s) => {
    const notMine = people.map((u) => sql`q.maker IS DISTINCT FROM ${u} AND ${notAmongMakersOf(s.entity, sql`q.id`, u)} ${s.notMadeBy ? sql`AND ${s.notMadeBy(u)}` : sql``}`);
    return sql`SELECT ${s.key}::text AS source, ${principal?.id ?? null}::int AS on_behalf_id, ${principal?.name ?? null}::text AS on_behalf_name, q.*
               FROM (${s.pending}) q WHERE ${sql.join(notMine, sql` AND `)} ${s.withinAuthorityOf ? sql`AND ${s.withinAuthorityOf(checker.id)}` : sql``}`;
  });
}

/** What waits for this user: the queues they may decide and, through running delegations, those of the approvers they stand in for. */
export async function pendingFor(deps: Pick<Deps, 'db' | 'config' | 'clock'>, user: AuthUser): Promise<SQL | null> {
  const principals = await principalsOf(deps.db, user.id, manilaToday(deps.clock.now()), deps.config.superuserRoleCode);
  const parts = [...partFor(user, null), ...principals.flatMap((p) => partFor(user, p))];
  if (!parts.length) return null;
  const every = sql.join(parts, sql` UNION ALL `);
  // An item the user may decide themselves is theirs, not a delegated one (only a delegation can bring one twice).
  return principals.length ? sql`SELECT DISTINCT ON (source, id) * FROM (${every}) every ORDER BY source, id, on_behalf_id NULLS FIRST` : every;
}

async function inboxOf(deps: Pick<Deps, 'db' | 'config' | 'clock'>, user: AuthUser): Promise<InboxItem[]> {
  const union = await pendingFor(deps, user);
  if (!union) return [];
  const today = manilaToday(deps.clock.now());
  const rows = await deps.db.rows<Pick<InboxItem, 'source' | 'id' | 'reference' | 'summary' | 'amount' | 'requester' | 'requested_at' | 'age_days'> & { on_behalf_id: number | null; on_behalf_name: string | null }>(sql`
    SELECT source, id::int, reference, summary, amount, requester, to_char(requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS requested_at,
           GREATEST(0, ${today}::date - (requested_at AT TIME ZONE 'Asia/Manila')::date) AS age_days, on_behalf_id, on_behalf_name
    FROM (${union}) pending ORDER BY pending.requested_at, source, id LIMIT ${INBOX_LIMIT}`);
  return rows.map(({ on_behalf_id, on_behalf_name, ...r }) => {
    const s = sourceOf(r.source)!;
    return {
      ...r,
      queue: s.queue,
      open_path: s.openPath(r),
      approve_needs_reason: s.approveNeedsReason ?? false,
      decline_needs_reason: s.decline?.needsReason ?? false,
      decline_label: s.decline?.label ?? null,
      on_behalf_of: on_behalf_id === null ? null : { id: on_behalf_id, name: on_behalf_name ?? '' },
    };
  });
}

/** A queue's own refusals thrown from its hooks carry their answer; anything else is a fault. */
function refusalOf(err: unknown): Answer | null {
  if (err && typeof err === 'object' && 'answer' in err) return (err as { answer: Answer }).answer;
  if (err instanceof StaleRequest) return conflict(err.message);
  if (err instanceof ClosedPeriodError) return invalid([err.message]);
  return null;
}

const messageOf = (a: Answer) => (Array.isArray(a.result) ? a.result.join(' ') : typeof a.result === 'string' ? a.result : 'Refused.');

type Key = { source: string; id: number; on_behalf_of?: number };

/**
 * One decision, through the queue's own transition; its own transaction, so
 * one refusal never undoes another item. Decided for an approver (a running
 * delegation), it needs the approver's scope, and the transaction says for
 * whom: every revision it writes records "B for A".
 */
async function decideOne(db: Db, user: AuthUser, principals: Principal[], item: Key, action: 'approve' | 'decline', reason: string | null, now: string): Promise<InboxDecision> {
  const refused = (message: string, reference: string | null = null): InboxDecision => ({ ...item, reference, done: false, message });
  const s = sourceOf(item.source);
  if (!s) return refused('Unknown queue.');
  const principal = item.on_behalf_of === undefined ? null : (principals.find((p) => p.id === item.on_behalf_of) ?? null);
  if (item.on_behalf_of !== undefined && !principal) return refused('No delegation from that approver to you runs today.');
  const scope = s.scopes[action];
  if (!scope) return refused(`${s.queue}: there is no decline here; open the item to see who may withdraw it.`);
  if (!holdsAny(principal?.asUser ?? user, [scope])) return refused('You do not have permission to do this.');
  const needsReason = action === 'approve' ? s.approveNeedsReason : s.decline?.needsReason;
  if (needsReason && !reason?.trim()) return refused('Please give a reason.');
  const ctx = { user, now, reason, onBehalfOf: principal && { id: principal.id, name: principal.name } };
  const reference = await s.reference(db, item.id, ctx);
  try {
    const res = await db.transaction(async (tx) => {
      if (principal) await tx.run(sql`SELECT set_config('erp.on_behalf_of', ${principal.name}, true)`);
      return s.decide(tx, action, item.id, ctx);
    });
    if (res.done) return { ...item, reference, done: true, message: `${s.noun} ${s.done[action]}${principal ? ` for ${principal.name}` : ''}.` };
    return refused(messageOf(res.answer), reference);
  } catch (err) {
    const answer = refusalOf(err);
    if (!answer) throw err;
    return refused(messageOf(answer), reference);
  }
}

export const inboxRoutes: RouteDef[] = [
  route(inboxEp, {
    scopes: 'authenticated',
    summary: 'Everything the signed-in user may approve or decline now, across the queues, oldest first (not their own)',
    handler: async ({ deps, user, ok }) => ok(await inboxOf(deps, user)),
  }),
  route(inboxCountEp, {
    scopes: 'authenticated',
    summary: "How many items wait for the signed-in user (the header's badge)",
    handler: async ({ deps, user, ok }) => {
      const union = await pendingFor(deps, user);
      if (!union) return ok({ count: 0 });
      const row = await deps.db.one<{ count: number }>(sql`SELECT COUNT(*)::int AS count FROM (${union}) pending`);
      return ok({ count: row?.count ?? 0 });
    },
  }),
  route(inboxActEp, {
    scopes: 'authenticated',
    summary: 'Approve or decline one or many inbox items: each through its own queue, each answered (done, or refused and why); a refused item is never applied',
    handler: async ({ body, deps, user, ok }) => {
      const now = new Date(deps.clock.now()).toISOString();
      const results: InboxDecision[] = [];
      const principals = body.items.some((i) => i.on_behalf_of !== undefined) ? await principalsOf(deps.db, user.id, manilaToday(deps.clock.now()), deps.config.superuserRoleCode) : [];
      for (const item of body.items) results.push(await decideOne(deps.db, user, principals, item, body.action, body.reason ?? null, now));
      return ok(results);
    },
  }),
];
