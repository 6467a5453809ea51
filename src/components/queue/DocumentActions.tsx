import { Button } from 'react-bootstrap';
import { actionsAt, onOwnDraft, type WorkflowDef, type WorkflowStatus } from '../../../contract/kit';
import { usePermissionCheck } from '../permissions';

export interface DocumentActionsProps<S extends WorkflowStatus, A extends string> {
  wf: WorkflowDef<S, A>;
  status: S;
  /**
   * The user created, edited, signed or submitted the document: its checker actions are not offered (the server
   * refuses them too) and the bar says that someone else decides.
   */
  madeByYou: boolean;
  /**
   * The user created it (default: `madeByYou`): a draft's own actions (a submit, a cancel of a draft) are its maker's,
   * or a holder of edit_others_drafts' (the server refuses anyone else too).
   */
  ownsDraft?: boolean;
  /** The actions this screen runs, in the order shown (default: the workflow's, as declared). */
  offered?: readonly A[];
  /** Whether the user may run an action, where the screen's rule is not the action's declared scope. */
  allows?: (action: A) => boolean;
  /** What the document is called in the note, when not the workflow's noun (a non-asset purchase order). */
  noun?: string;
  busy?: boolean;
  size?: 'sm';
  /** The look of an action that declares none (default primary; secondary beside a view's other buttons). */
  fallbackVariant?: 'primary' | 'secondary';
  onAction: (action: A) => void;
}

/**
 * What a document's action bar offers: the screen's actions at the document's status, each behind its scope, the
 * checker ones never to the document's makers, a draft's own ones only to its maker; and when some were held back
 * for that reason, what someone else must do (the words the server's refusal uses).
 */
export function useDocumentActions<S extends WorkflowStatus, A extends string>({
  wf,
  status,
  madeByYou,
  ownsDraft = madeByYou,
  offered,
  allows,
  noun = wf.noun,
}: Omit<DocumentActionsProps<S, A>, 'onAction' | 'busy' | 'size' | 'fallbackVariant'>) {
  const holds = usePermissionCheck();
  const here = actionsAt(wf, status);
  const may = (a: A) => (allows ? allows(a) : holds([wf.actions[a].scope]));
  const mayOthersDrafts = holds(['edit_others_drafts']);
  const candidates = (offered ?? here).filter((a) => here.includes(a) && may(a) && (ownsDraft || mayOthersDrafts || !onOwnDraft(wf, a, status)));
  const heldBack = madeByYou ? candidates.filter((a) => wf.actions[a].checker) : [];
  const shown = candidates.filter((a) => !heldBack.includes(a));
  const first = heldBack[0];
  const note = first ? `You made this ${noun.toLowerCase()}; someone else must ${wf.actions[first].decision ?? wf.actions[first].label.toLowerCase()} it.` : null;
  return { shown, note };
}

/** The action buttons of one document (a voucher's view, a transfer, a purchase order's level), drawn as declared. */
export default function DocumentActions<S extends WorkflowStatus, A extends string>(props: DocumentActionsProps<S, A>) {
  const { wf, busy, size, fallbackVariant = 'primary', onAction } = props;
  const { shown, note } = useDocumentActions(props);
  return (
    <>
      {note && <span className="text-body-secondary small me-2">{note}</span>}
      {shown.map((a) => (
        <Button key={a} size={size} variant={wf.actions[a].variant ?? fallbackVariant} disabled={busy} onClick={() => onAction(a)}>
          {wf.actions[a].label}
        </Button>
      ))}
    </>
  );
}
