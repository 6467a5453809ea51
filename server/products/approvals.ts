import { Codes } from '../../contract';
import { type WorkflowDef, type WorkflowStatus } from '../../contract/kit';
import {
  approveProductChangeOfEp,
  approveProductCreationEp,
  approveProductUpdateEp,
  declineProductCreationEp,
  declineProductUpdateEp,
  productCreationWorkflow,
  productUpdateWorkflow,
  type ProductApprovalAction,
} from '../../contract/productApprovalQueue';
import type { AuthUser } from '../auth/users';
import { sql, type Db } from '../db/db';
import type { Deps } from '../deps';
import { answer, notFound, type Answer } from '../http/answer';
import { Refused, route, runTransition, type WorkflowStore } from '../kit';
import { CREATION_STORE, UPDATE_STORE } from './transitions';

/**
 * Approving and declining products, on the workflow kit: each decision is one
 * guarded transition (server/kit/workflow.ts) of a workflow declared in
 * contract/productApprovalQueue.ts, in ONE transaction:
 *   UPDATE ... SET status, approved_at | declined_at, reviewer
 *   WHERE id AND status = 1 (For Approval) AND the submitter is not me
 * then its hook: a new product is inserted, a change applies its changed
 * fields, the files move onto the product; the kit writes the revision.
 * A second decision, even a concurrent one, finds the status moved and is
 * refused (409, 00005, saying why); so is the submitter deciding their own.
 */


const nowOf = (deps: Deps) => new Date(deps.clock.now()).toISOString();

/** Run one decision; a refusal (404, 409 00005 with the reason, or a hook's own) comes back as the answer. */
async function decide<S extends WorkflowStatus>(
  db: Db,
  wf: WorkflowDef<S, ProductApprovalAction>,
  store: WorkflowStore<ProductApprovalAction>,
  action: ProductApprovalAction,
  id: number,
  user: AuthUser,
  now: string,
): Promise<{ done: true } | { done: false; answer: Answer }> {
  try {
    const res = await runTransition(db, wf, store, action, id, { user, now });
    return res.done ? { done: true } : res;
  } catch (e) {
    if (e instanceof Refused) return { done: false, answer: e.answer };
    throw e;
  }
}

// ---- New products, by approval code ----------------------------------------------------------

const creationIdOf = async (db: Db, approvalCode: string) =>
  (await db.one<{ id: number }>(sql`SELECT id FROM product_submissions WHERE approval_code = ${approvalCode} AND category = 'CREATED'`))?.id;

export const approveCreationRoute = route(approveProductCreationEp, {
  scopes: [productCreationWorkflow.actions.approve.scope],
  summary: 'Approve a new product: inserts it (00003); refused (409, 00005) when no longer For Approval or when the approver submitted it',
  handler: async ({ params, deps, user }) => {
    const id = await creationIdOf(deps.db, params.approval_code);
    if (!id) return notFound('Approval not found.');
    const res = await decide(deps.db, productCreationWorkflow, CREATION_STORE, 'approve', id, user, nowOf(deps));
    if (!res.done) return res.answer;
    const made = await deps.db.one<{ product_id: number; product_code: string }>(sql`
      SELECT p.product_id, p.product_code FROM product_submissions s JOIN products p ON p.product_id = s.product_id WHERE s.id = ${id}`);
    return answer(Codes.CREATED, made);
  },
});

export const declineCreationRoute = route(declineProductCreationEp, {
  scopes: [productCreationWorkflow.actions.decline.scope],
  summary: 'Decline a new product (nothing is inserted); refused (409, 00005) when no longer For Approval or when the approver submitted it',
  handler: async ({ params, deps, user }) => {
    const id = await creationIdOf(deps.db, params.approval_code);
    if (!id) return notFound('Approval not found.');
    const res = await decide(deps.db, productCreationWorkflow, CREATION_STORE, 'decline', id, user, nowOf(deps));
    return res.done ? answer(Codes.OK, { approval_code: params.approval_code }) : res.answer;
  },
});

// ---- Changes, by product update number (or the product's code) ---------------------------------

const updateIdOf = async (db: Db, no: string) => (await db.one<{ id: number }>(sql`SELECT id FROM product_updates WHERE product_update_no = ${no}`))?.id;

const DONE_CODE = { approve: Codes.UPDATED, decline: Codes.OK } as const;

function updateDecisionRoute(action: ProductApprovalAction, ep: typeof approveProductUpdateEp | typeof declineProductUpdateEp, summary: string) {
  return route(ep, {
    scopes: [productUpdateWorkflow.actions[action].scope],
    summary,
    handler: async ({ params, deps, user }) => {
      const id = await updateIdOf(deps.db, params.product_update_no);
      if (!id) return notFound('Product update not found.');
      const res = await decide(deps.db, productUpdateWorkflow, UPDATE_STORE, action, id, user, nowOf(deps));
      return res.done ? answer(DONE_CODE[action], { product_update_no: params.product_update_no }) : res.answer;
    },
  });
}

export const approveUpdateRoute = updateDecisionRoute('approve', approveProductUpdateEp, 'Approve a product update: applies its changed fields in one transaction (00004); refused (409, 00005) when decided or submitted by the approver');
export const declineUpdateRoute = updateDecisionRoute('decline', declineProductUpdateEp, 'Decline a product update: the product stays as it is; refused (409, 00005) when decided or submitted by the approver');

export const approveChangeRoute = route(approveProductChangeOfEp, {
  scopes: [productUpdateWorkflow.actions.approve.scope],
  summary: 'Approve the change waiting for a product: applies its changed fields (00004)',
  handler: async ({ params, deps, user }) => {
    const waiting = await deps.db.one<{ id: number; product_update_no: string }>(sql`
      SELECT u.id, u.product_update_no FROM product_updates u JOIN products p ON p.product_id = u.product_id
      WHERE p.product_code = ${params.product_code} AND u.status IN (${sql.join(productUpdateWorkflow.actions.approve.from.map((s) => sql`${s}`), sql`, `)})`);
    if (!waiting) return answer(Codes.CONFLICT, 'This product has no update waiting for approval.', 409);
    const res = await decide(deps.db, productUpdateWorkflow, UPDATE_STORE, 'approve', waiting.id, user, nowOf(deps));
    return res.done ? answer(Codes.UPDATED, { product_update_no: waiting.product_update_no }) : res.answer;
  },
});

/** Every decision on a product submission or change. */
export const productDecisionRoutes = [approveCreationRoute, declineCreationRoute, approveUpdateRoute, declineUpdateRoute, approveChangeRoute];
