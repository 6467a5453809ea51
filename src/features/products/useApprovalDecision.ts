import type { WorkflowAction, WorkflowDef } from '../../../contract/kit';
import {
  approveProductCreationEp,
  approveProductUpdateEp,
  declineProductCreationEp,
  declineProductUpdateEp,
  productCreationWorkflow,
  productUpdateWorkflow,
  type ProductApprovalAction,
} from '../../../contract/productApprovalQueue';
import { useWorkflowActions } from '../../components/queue/useWorkflowActions';

/** What a decision is about: a new product by its approval code, or a change by its product update number. */
export type DecisionTarget = { kind: 'CREATED'; approval_code: string } | { kind: 'UPDATED'; product_update_no: string };

export interface AllowedAction {
  action: ProductApprovalAction;
  def: WorkflowAction;
}

/**
 * Approve or decline a product submission through its workflow (the queue
 * kit's actions: the workflow's question, the declared endpoint, the cache
 * refresh of both approval lists, the refusal shown). `decide` resolves true
 * when the decision was made.
 */
export function useApprovalDecision() {
  const creation = useWorkflowActions(productCreationWorkflow, { approve: approveProductCreationEp, decline: declineProductCreationEp });
  const update = useWorkflowActions(productUpdateWorkflow, { approve: approveProductUpdateEp, decline: declineProductUpdateEp });

  const decide = (target: DecisionTarget, action: ProductApprovalAction) =>
    target.kind === 'CREATED'
      ? creation.run(action, { params: { approval_code: target.approval_code } })
      : update.run(action, { params: { product_update_no: target.product_update_no } });

  /** The actions the user may run on an item of a workflow at its status. */
  const allowedActions = <S extends number>(wf: WorkflowDef<S, ProductApprovalAction>, status: S): AllowedAction[] =>
    (wf === (productCreationWorkflow as unknown) ? creation : update).allowed(status as never).map((action) => ({ action, def: wf.actions[action] }));

  return { decide, allowedActions, busy: creation.busy || update.busy };
}
