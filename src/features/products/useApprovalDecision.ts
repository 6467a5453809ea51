import { useState } from 'react';
import { toast } from 'react-toastify';
import { actionsAt, type WorkflowAction, type WorkflowDef } from '../../../contract/kit';
import {
  approveProductCreationEp,
  approveProductUpdateEp,
  declineProductCreationEp,
  declineProductUpdateEp,
  productCreationWorkflow,
  productUpdateWorkflow,
  type ProductApprovalAction,
} from '../../../contract/productApprovalQueue';
import { useWrite } from '../../api/kitApi';
import { confirmAction } from '../../components/dialogs';
import { usePermissionCheck } from '../../components/permissions';
import { showSaveError } from './saveErrors';

/** What a decision is about: a new product by its approval code, or a change by its product update number. */
export type DecisionTarget = { kind: 'CREATED'; approval_code: string } | { kind: 'UPDATED'; product_update_no: string };

export interface AllowedAction {
  action: ProductApprovalAction;
  def: WorkflowAction;
}

/** The actions the user may run on an item: the workflow's at its status (declaration order), each behind its scope. */
export function useAllowedActions() {
  const allowed = usePermissionCheck();
  return <S extends number>(wf: WorkflowDef<S, ProductApprovalAction>, status: S): AllowedAction[] =>
    actionsAt(wf, status)
      .filter((a) => allowed([wf.actions[a].scope]))
      .map((action) => ({ action, def: wf.actions[action] }));
}

/**
 * Approve or decline a product submission through its workflow: the
 * workflow's question first, then the declared endpoint. The endpoints
 * invalidate both approval lists, so every grid showing them is read again
 * through the cache. Resolves true when the decision was made; a refusal
 * (409 00005 and its reason) is shown and resolves false.
 */
export function useApprovalDecision() {
  const approveCreation = useWrite(approveProductCreationEp);
  const declineCreation = useWrite(declineProductCreationEp);
  const approveUpdate = useWrite(approveProductUpdateEp);
  const declineUpdate = useWrite(declineProductUpdateEp);
  const [busy, setBusy] = useState(false);

  async function decide(target: DecisionTarget, action: ProductApprovalAction): Promise<boolean> {
    const wf = target.kind === 'CREATED' ? productCreationWorkflow : productUpdateWorkflow;
    const a = wf.actions[action];
    if (a.confirm && !(await confirmAction(a.confirm.title, a.confirm.text))) return false;
    setBusy(true);
    try {
      if (target.kind === 'CREATED') {
        const params = { approval_code: target.approval_code };
        await (action === 'approve' ? approveCreation.run({ params }) : declineCreation.run({ params }));
      } else {
        const params = { product_update_no: target.product_update_no };
        await (action === 'approve' ? approveUpdate.run({ params }) : declineUpdate.run({ params }));
      }
      toast.success(`${wf.noun} ${a.done}.`);
      return true;
    } catch (err) {
      await showSaveError(err);
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { decide, busy };
}
