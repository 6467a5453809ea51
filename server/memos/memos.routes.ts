import { Codes } from '../../contract';
import { transitionRefusal } from '../../contract/kit';
import {
  MEMO_MESSAGES as M,
  MEMO_SCOPES,
  createMemoEp,
  memoActionEps,
  memoWorkflows,
  showMemoEp,
  updateMemoEp,
  type MemoAction,
  type MemoDetail,
  type MemoInputOut,
} from '../../contract/memos';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { assertOwnDraft, conflict, route, runTransition } from '../kit';
import { manilaToday } from '../clock';
import { memoProblems } from './checks';
import { insertMemo, loadMemo, memoTypeOf, recordMemoWrite, updateMemo, type Actor } from './memoStore';
import { memoTransitions } from './transitions';
import { Refused, settle } from '../kit/refused';

/**
 * A memo's calls: read, create and update (each may submit in the same
 * transaction), and the workflow's actions (submit, approve, return to maker,
 * cancel). Every write records its revision in its transaction; approval
 * posts the memo (posting.ts).
 */

const READERS = [MEMO_SCOPES.view.credit, MEMO_SCOPES.view.debit, MEMO_SCOPES.create, MEMO_SCOPES.approve] as const;

const holds = (user: AuthUser, scope: string) => user.isSuperuser || user.scopes.has(scope);
/** A memo is read by those who view its type's list, write memos or approve them. */
const mayRead = (user: AuthUser, memo: MemoDetail) => holds(user, MEMO_SCOPES.view[memo.memo_type]) || holds(user, MEMO_SCOPES.create) || holds(user, MEMO_SCOPES.approve);

const nowOf = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

/** The form's database checks as a 00001 with its fields, or the customer the memo is for. */
async function resolve(db: Db, v: MemoInputOut, today: string): Promise<number> {
  const r = await memoProblems(db, v, today);
  if ('fields' in r) throw new Refused(invalid(Object.values(r.fields).flat(), r.fields));
  return r.customerId;
}

async function afterWrite(tx: Db, id: number, before: MemoDetail | null, v: MemoInputOut, user: AuthUser, actor: Actor, today: string): Promise<void> {
  await recordMemoWrite(tx, id, before, actor);
  if (v.submit !== 1) return;
  const res = await runTransition(tx, memoWorkflows[v.memo_type], memoTransitions(user.id, today), 'submit', id, { user, now: actor.at });
  if (!res.done) throw new Refused(res.answer);
}

const show = route(showMemoEp, {
  scopes: READERS,
  summary: 'One credit or debit memo: customer, invoice, amounts with VAT, status, who did each step and its journal entry',
  handler: async ({ params, deps, user, ok }) => {
    const memo = await loadMemo(deps.db, params.memo_id);
    return memo && mayRead(user, memo) ? ok(memo) : notFound(M.notFound);
  },
});

const create = route(createMemoEp, {
  scopes: [MEMO_SCOPES.create],
  summary: 'Write a credit or debit memo as a draft, or write and submit it for approval (submit 1); 00003',
  handler: async ({ body, deps, user }) => {
    const actor = { userId: user.id, at: nowOf(deps) };
    const today = manilaToday(deps.clock.now());
    return settle(async () => {
      const id = await deps.db.transaction(async (tx) => {
        const customerId = await resolve(tx, body, today);
        const newId = await insertMemo(tx, body, customerId, actor);
        await afterWrite(tx, newId, null, body, user, actor, today);
        return newId;
      });
      return answer(Codes.CREATED, await loadMemo(deps.db, id));
    });
  },
});

const update = route(updateMemoEp, {
  scopes: [MEMO_SCOPES.create],
  summary: 'Change a draft memo or one returned to its maker (its status stays), or change and submit it (submit 1); 00004',
  handler: async ({ params, body, deps, user }) => {
    const id = params.memo_id;
    const actor = { userId: user.id, at: nowOf(deps) };
    const today = manilaToday(deps.clock.now());
    return settle(async () => {
      await deps.db.transaction(async (tx) => {
        const before = await loadMemo(tx, id);
        if (!before) throw new Refused(notFound(M.notFound));
        if (before.memo_type !== body.memo_type) throw new Refused(invalid([M.wrongType(body.memo_type)], { memo_type: [M.wrongType(body.memo_type)] }));
        const wf = memoWorkflows[before.memo_type];
        const wrongStatus = transitionRefusal(wf, 'submit', before.status, before.memo_no);
        if (wrongStatus) throw new Refused(conflict(wrongStatus.replace('submitted for approval', 'changed')));
        // A draft or returned memo is its maker's (or theirs who may change others' drafts, a maker from then on).
        const maker = await tx.one<{ created_by: number }>(sql`SELECT created_by FROM memos WHERE memo_id = ${id}`);
        assertOwnDraft(user, { createdBy: maker?.created_by, noun: wf.noun, label: before.memo_no });
        const customerId = await resolve(tx, body, today);
        // Guarded by status: a memo submitted or decided meanwhile is refused, never overwritten.
        if (!(await updateMemo(tx, id, body, customerId, actor, wf.actions.submit.from))) throw new Refused(conflict(`${wf.noun} ${before.memo_no} changed meanwhile; please reload it.`));
        await afterWrite(tx, id, before, body, user, actor, today);
      });
      return answer(Codes.UPDATED, await loadMemo(deps.db, id));
    });
  },
});

const SUMMARIES: Record<MemoAction, string> = {
  submit: 'Submit a draft or returned memo for approval',
  approve: "Approve a memo for approval (not one's own): posts it to the receivable and the books in the same transaction",
  return: "Return a memo for approval to its maker (not one's own) with a reason",
  cancel: 'Cancel a memo not yet approved, with an optional reason',
};

function actionRoute(action: MemoAction): RouteDef {
  return route(memoActionEps[action], {
    scopes: [memoWorkflows.credit.actions[action].scope],
    summary: SUMMARIES[action],
    handler: async ({ body, deps, user }): Promise<Answer> => {
      const type = await memoTypeOf(deps.db, body.memo_id);
      if (!type) return notFound(M.notFound);
      const store = memoTransitions(user.id, manilaToday(deps.clock.now()));
      return settle(async () => {
        const res = await runTransition(deps.db, memoWorkflows[type], store, action, body.memo_id, { user, now: nowOf(deps), reason: body.reason ?? null });
        if (!res.done) return res.answer;
        return answer(Codes.UPDATED, await loadMemo(deps.db, res.id));
      });
    },
  });
}

export const memoRoutes: RouteDef[] = [show, create, update, ...(['submit', 'approve', 'return', 'cancel'] as const).map(actionRoute)];
