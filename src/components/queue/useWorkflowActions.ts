import { useState } from 'react';
import { toast } from 'react-toastify';
import { actionsAt, type Endpoint, type EndpointDef, type WorkflowDef, type WorkflowStatus } from '../../../contract/kit';
import { toApiError } from '../../api/ApiError';
import { useWrites } from '../../api/kitApi';
import type { CallArgs } from '../../api/endpoints';
import { confirmAction, showError } from '../dialogs';
import { usePermissionCheck } from '../permissions';

/**
 * The actions bar's logic for one workflow: which actions the user may run
 * on an item (the workflow's at its status, in declaration order, each behind
 * its scope), and running one: the workflow's question first, then its
 * declared endpoint (whose `invalidates` refreshes every list showing the
 * item), a success toast, or the server's refusal (409 00005 and its reason).
 */
export function useWorkflowActions<S extends WorkflowStatus, A extends string>(wf: WorkflowDef<S, A>, endpoints: Readonly<Partial<Record<A, Endpoint<unknown, EndpointDef>>>>) {
  const holds = usePermissionCheck();
  const [busy, setBusy] = useState(false);
  const write = useWrites();

  const allowed = (status: S | null): A[] => actionsAt(wf, status).filter((a) => endpoints[a] && holds([wf.actions[a].scope]));

  /** Resolves true when the action ran. */
  async function run(action: A, args: { params?: object; body?: object; query?: object }): Promise<boolean> {
    const a = wf.actions[action];
    const ep = endpoints[action];
    if (!ep) return false;
    if (a.confirm && !(await confirmAction(a.confirm.title, a.confirm.text, `Yes, ${a.label.toLowerCase()}`))) return false;
    setBusy(true);
    try {
      await write.runOn(ep, args as CallArgs<typeof ep>);
      toast.success(`${wf.noun} ${a.done}.`);
      return true;
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? 'Error occured. Please try again later.' : e.messages.join('\n'));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { allowed, run, busy };
}
