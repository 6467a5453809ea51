import { inboxActEp, inboxCountEp, inboxEp, type InboxDecision, type InboxItem } from '../../contract/approvalInbox';
import { holdsAny, type AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import type { Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { ClosedPeriodError } from '../books/post';
import { invalid } from '../http/answer';
import { conflict, isMakerOf, route } from '../kit';
import { StaleRequest } from '../treasury/requests';
import { INBOX_SOURCES, sourceOf, type InboxSource } from './sources';

/** The inbox lists at most this many items: the oldest first, so nothing old hides behind new work. */
const INBOX_LIMIT = 500;

const mayDecide = (user: AuthUser, s: InboxSource) => holdsAny(user, s.scopes.decline ? [s.scopes.approve, s.scopes.decline] : [s.scopes.approve]);

/** What waits for this user: the queues they may decide, without their own items. */
export function pendingFor(user: AuthUser) {
  const sources = INBOX_SOURCES.filter((s) => mayDecide(user, s));
  if (!sources.length) return null;
  return {
    sources,
    union: sql.join(
      sources.map(
        (s) => sql`SELECT ${s.key}::text AS source, q.* FROM (${s.pending}) q
                   WHERE q.maker IS DISTINCT FROM ${user.id} AND NOT ${isMakerOf(s.entity, sql`q.id`, user.id)} ${s.notMadeBy ? sql`AND ${s.notMadeBy(user.id)}` : sql``}`,
      ),
      sql` UNION ALL `,
    ),
  };
}

async function inboxOf(db: Db, user: AuthUser, today: string): Promise<InboxItem[]> {
  const p = pendingFor(user);
  if (!p) return [];
  const rows = await db.rows<{ source: string; id: number; reference: string; summary: string; amount: string | null; requester: string; requested_at: string; age_days: number }>(sql`
    SELECT source, id::int, reference, summary, amount, requester, to_char(requested_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS requested_at,
           GREATEST(0, ${today}::date - (requested_at AT TIME ZONE 'Asia/Manila')::date) AS age_days
    FROM (${p.union}) pending ORDER BY pending.requested_at, source, id LIMIT ${INBOX_LIMIT}`);
  return rows.map((r) => {
    const s = sourceOf(r.source)!;
    return {
      ...r,
      queue: s.queue,
      open_path: s.openPath(r),
      approve_needs_reason: s.approveNeedsReason ?? false,
      decline_needs_reason: s.decline?.needsReason ?? false,
      decline_label: s.decline?.label ?? null,
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

/** One decision, through the queue's own transition; its own transaction, so one refusal never undoes another item. */
async function decideOne(db: Db, user: AuthUser, item: { source: string; id: number }, action: 'approve' | 'decline', reason: string | null, now: string): Promise<InboxDecision> {
  const s = sourceOf(item.source);
  if (!s) return { ...item, reference: null, done: false, message: 'Unknown queue.' };
  const scope = s.scopes[action];
  if (!scope) return { ...item, reference: null, done: false, message: `${s.queue}: there is no decline here; open the item to see who may withdraw it.` };
  if (!holdsAny(user, [scope])) return { ...item, reference: null, done: false, message: 'You do not have permission to do this.' };
  const needsReason = action === 'approve' ? s.approveNeedsReason : s.decline?.needsReason;
  if (needsReason && !reason?.trim()) return { ...item, reference: null, done: false, message: 'Please give a reason.' };
  const ctx = { user, now, reason };
  const reference = await s.reference(db, item.id, ctx);
  try {
    const res = await s.decide(db, action, item.id, ctx);
    if (res.done) return { ...item, reference, done: true, message: `${s.noun} ${s.done[action]}.` };
    return { ...item, reference, done: false, message: messageOf(res.answer) };
  } catch (err) {
    const refused = refusalOf(err);
    if (!refused) throw err;
    return { ...item, reference, done: false, message: messageOf(refused) };
  }
}

export const inboxRoutes: RouteDef[] = [
  route(inboxEp, {
    scopes: 'authenticated',
    summary: 'Everything the signed-in user may approve or decline now, across the queues, oldest first (not their own)',
    handler: async ({ deps, user, ok }) => ok(await inboxOf(deps.db, user, new Date(deps.clock.now() + 8 * 3_600_000).toISOString().slice(0, 10))),
  }),
  route(inboxCountEp, {
    scopes: 'authenticated',
    summary: "How many items wait for the signed-in user (the header's badge)",
    handler: async ({ deps, user, ok }) => {
      const p = pendingFor(user);
      if (!p) return ok({ count: 0 });
      const row = await deps.db.one<{ count: number }>(sql`SELECT COUNT(*)::int AS count FROM (${p.union}) pending`);
      return ok({ count: row?.count ?? 0 });
    },
  }),
  route(inboxActEp, {
    scopes: 'authenticated',
    summary: 'Approve or decline one or many inbox items: each through its own queue, each answered (done, or refused and why); a refused item is never applied',
    handler: async ({ body, deps, user, ok }) => {
      const now = new Date(deps.clock.now()).toISOString();
      const results: InboxDecision[] = [];
      for (const item of body.items) results.push(await decideOne(deps.db, user, item, body.action, body.reason ?? null, now));
      return ok(results);
    },
  }),
];
