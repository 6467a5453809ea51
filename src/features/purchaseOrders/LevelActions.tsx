import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Endpoint, EndpointDef } from '../../../contract/kit';
import { poReasonBody, poWorkflowDef, type PoAction, type PoStatus } from '../../../contract/purchaseOrders';
import { toApiError } from '../../api/ApiError';
import type { CallArgs } from '../../api/endpoints';
import { useWrites } from '../../api/kitApi';
import { confirmAction, showError } from '../../components/dialogs';
import ReasonModal from '../../components/ReasonModal';
import DocumentActions from '../../components/queue/DocumentActions';

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
  const write = useWrites();
  const [busy, setBusy] = useState(false);
  const [reasoned, setReasoned] = useState<LevelAction | null>(null);
  const wf = poWorkflowDef;

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
      <DocumentActions wf={wf} status={status} madeByYou={madeByYou} offered={ORDER} noun={noun} size="sm" busy={busy} onAction={(a) => void run(a)} />
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
