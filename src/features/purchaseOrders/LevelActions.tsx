import { useState } from 'react';
import { toast } from 'react-toastify';
import { actionsAt, type Endpoint, type EndpointDef } from '../../../contract/kit';
import { poReasonBody, poWorkflowDef, type PoAction, type PoStatus } from '../../../contract/purchaseOrders';
import { toApiError } from '../../api/ApiError';
import type { CallArgs } from '../../api/endpoints';
import { useWrites } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import ReasonModal from '../../components/ReasonModal';
import { usePermissionCheck } from '../../components/permissions';
import { Button } from 'react-bootstrap';

type LevelAction = Extract<PoAction, 'approve' | 'return' | 'cancel' | 'submit'>;
const ORDER: LevelAction[] = ['submit', 'approve', 'return', 'cancel'];
const REASONED: readonly LevelAction[] = ['return', 'cancel'];

export interface LevelActionsProps {
  noun: string;
  label: string;
  status: PoStatus;
  /** The user made the document: checker actions are not offered (the server refuses them too). */
  madeByYou: boolean;
  endpoints: Record<LevelAction, Endpoint<unknown, EndpointDef>>;
  params: object;
  onDone: () => void;
}

/**
 * The level buttons of a purchase order (stock or non-asset): Submit for
 * Approval in Editing, and at a level Approve (asked first), Return to
 * Editing and Cancel (each asks for the reason). Shown by status and scope;
 * checker actions are hidden from the document's maker. The server decides
 * in the end (a refusal shows its reason).
 */
export default function LevelActions({ noun, label, status, madeByYou, endpoints, params, onDone }: LevelActionsProps) {
  const holds = usePermissionCheck();
  const write = useWrites();
  const [busy, setBusy] = useState(false);
  const [reasoned, setReasoned] = useState<LevelAction | null>(null);
  const wf = poWorkflowDef;
  const allowed = ORDER.filter((a) => actionsAt(wf, status).includes(a) && holds([wf.actions[a].scope]) && !(wf.actions[a].checker && madeByYou));

  async function run(action: LevelAction) {
    const a = wf.actions[action];
    if (REASONED.includes(action)) return setReasoned(action);
    if (a.confirm && !(await confirmAction(a.confirm.title.replace('purchase order', noun.toLowerCase()), a.confirm.text, `Yes, ${a.label.toLowerCase()}`))) return;
    setBusy(true);
    try {
      await write.runOn(endpoints[action], { params, body: action === 'approve' ? {} : undefined } as unknown as CallArgs<Endpoint<unknown, EndpointDef>>);
      toast.success(`${label} ${a.done}.`);
      onDone();
    } catch (err) {
      const e = toApiError(err);
      await showError('Oops...', e.isNetwork || e.status >= 500 ? 'Error occured. Please try again later.' : e.messages.join('\n'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {madeByYou && actionsAt(wf, status).includes('approve') && holds(['approve_purchase_order']) && (
        <span className="text-muted small me-2">You made this {noun.toLowerCase()}; someone else approves it.</span>
      )}
      {allowed.map((a) => (
        <Button key={a} variant={wf.actions[a].variant ?? 'primary'} disabled={busy} onClick={() => void run(a)}>
          {wf.actions[a].label}
        </Button>
      ))}
      {reasoned && (
        <ReasonModal
          title={`${wf.actions[reasoned].label}: ${label}`}
          label="Reason"
          submitLabel={wf.actions[reasoned].label}
          savingLabel="Saving…"
          maxLength={500}
          schema={poReasonBody}
          bodyOf={(reason) => ({ reason })}
          send={(body) =>
            write.runOn(endpoints[reasoned], { params, body } as unknown as CallArgs<Endpoint<unknown, EndpointDef>>).catch(async (err) => {
              await showError('Oops...', toApiError(err).messages.join('\n'));
              throw err;
            })
          }
          saving={write.isLoading}
          onClose={() => setReasoned(null)}
          onDone={() => {
            toast.success(`${label} ${wf.actions[reasoned].done}.`);
            setReasoned(null);
            onDone();
          }}
        />
      )}
    </>
  );
}
