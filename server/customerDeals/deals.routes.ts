import { Codes } from '../../contract';
import {
  approveDealEp,
  createDealEp,
  DEAL_MESSAGES,
  DEAL_SCOPES,
  declineDealEp,
  dealWorkflow,
  showDealEp,
  updateDealEp,
  type DealDetail,
  type DealInputOut,
} from '../../contract/customerDeals';
import { transitionRefusal } from '../../contract/kit';
import type { AuthUser } from '../auth/users';
import type { Db } from '../db/db';
import { answer, invalid, notFound, type Answer } from '../http/answer';
import type { RouteDef } from '../http/routeRegistry';
import { conflict, route, runTransition } from '../kit';
import { Refused, settle } from '../kit/refused';
import { dealProblems, insertDeal, loadDeal, recordDealWrite, updateDeal, type Actor } from './dealStore';
import { dealTransitions } from './transitions';

/**
 * A deal's calls: read, create and update (each may submit for approval in
 * the same transaction), approve and decline. Every write records its
 * revision in its transaction (create/update with the changed fields, the
 * transitions through the workflow kit); an approval also writes the
 * customers' discounts (applyDeal).
 */

const READERS = [DEAL_SCOPES.view, DEAL_SCOPES.create, DEAL_SCOPES.approve] as const;

const nowOf = (deps: { clock: { now(): number } }) => new Date(deps.clock.now()).toISOString();

/** The 00001 of a form that is valid but names customers or products the database refuses; null when it may be saved. */
async function referenceRefusal(db: Db, v: DealInputOut): Promise<Answer | null> {
  const fields = await dealProblems(db, v);
  const messages = Object.values(fields).flat();
  return messages.length ? invalid(messages, fields) : null;
}

/** Records the write's revision and, when asked, submits the deal; in the caller's transaction. */
async function afterWrite(tx: Db, id: number, before: DealDetail | null, v: DealInputOut, user: AuthUser, actor: Actor): Promise<void> {
  await recordDealWrite(tx, id, before, actor);
  if (v.submit !== 1) return;
  const res = await runTransition(tx, dealWorkflow, dealTransitions(user.id), 'submit', id, { user, now: actor.at });
  if (!res.done) throw new Refused(res.answer);
}

const show = route(showDealEp, {
  scopes: READERS,
  summary: 'One deal: its customers, products with SRP, MOQ, free goods, discount and rebate, status and who did each step',
  handler: async ({ params, deps, ok }) => {
    const deal = await loadDeal(deps.db, params.customer_discount_batch_hdr_id);
    return deal ? ok(deal) : notFound(DEAL_MESSAGES.notFound);
  },
});

const create = route(createDealEp, {
  scopes: [DEAL_SCOPES.create],
  summary: 'Create a deal as a draft, or create and submit it for approval (submit 1); 00003',
  handler: async ({ body, deps, user }) => {
    const refused = await referenceRefusal(deps.db, body);
    if (refused) return refused;
    const actor = { userId: user.id, at: nowOf(deps) };
    return settle(async () => {
      const id = await deps.db.transaction(async (tx) => {
        const newId = await insertDeal(tx, body, actor);
        await afterWrite(tx, newId, null, body, user, actor);
        return newId;
      });
      return answer(Codes.CREATED, await loadDeal(deps.db, id));
    });
  },
});

const update = route(updateDealEp, {
  scopes: [DEAL_SCOPES.create],
  summary: 'Change a draft or declined deal (its status stays), or change and submit it for approval (submit 1); 00004',
  handler: async ({ params, body, deps, user }) => {
    const id = params.customer_discount_batch_hdr_id;
    const actor = { userId: user.id, at: nowOf(deps) };
    return settle(async () => {
      await deps.db.transaction(async (tx) => {
        const before = await loadDeal(tx, id);
        if (!before) throw new Refused(notFound(DEAL_MESSAGES.notFound));
        const wrongStatus = transitionRefusal(dealWorkflow, 'update', before.status, before.batch_no);
        if (wrongStatus) throw new Refused(conflict(wrongStatus));
        const refused = await referenceRefusal(tx, body);
        if (refused) throw new Refused(refused);
        // Guarded by status: a deal submitted or decided meanwhile is refused, never overwritten.
        if (!(await updateDeal(tx, id, body, actor, dealWorkflow.actions.update.from))) throw new Refused(conflict(`Deal ${before.batch_no} changed meanwhile; please reload it.`));
        await afterWrite(tx, id, before, body, user, actor);
      });
      return answer(Codes.UPDATED, await loadDeal(deps.db, id));
    });
  },
});

function decisionRoute(action: 'approve' | 'decline', summary: string): RouteDef {
  const ep = action === 'approve' ? approveDealEp : declineDealEp;
  return route(ep, {
    scopes: [dealWorkflow.actions[action].scope],
    summary,
    handler: async ({ body, deps, user }) => {
      const reason = 'reason' in body ? body.reason : null;
      const res = await runTransition(deps.db, dealWorkflow, dealTransitions(user.id), action, body.customer_discount_batch_hdr_id, { user, now: nowOf(deps), reason });
      if (!res.done) return res.answer;
      return answer(Codes.UPDATED, await loadDeal(deps.db, res.id));
    },
  });
}

export const dealRoutes: RouteDef[] = [
  show,
  create,
  update,
  decisionRoute('approve', "Approve a deal for approval (not one's own): its products and discounts become its customers' discounts"),
  decisionRoute('decline', "Decline a deal for approval (not one's own) with a reason; its maker may change and submit it again"),
];
