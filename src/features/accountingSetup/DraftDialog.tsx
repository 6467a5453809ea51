import { useState } from 'react';
import { ACCOUNT_FIELD_LABELS, COA_DRAFT_STATUS_NAMES, coaDraftWorkflow, coaStatusEp, DRAFT_KIND_LABELS, NORMAL_SIDE_LABELS, type AccountDraftRow } from '../../../contract/chartOfAccounts';
import Modal from '../../components/Modal';
import { useWorkflowActions } from '../../components/queue/useWorkflowActions';
import AccountForm from './AccountForm';
import RejectModal from './RejectModal';
import { Button } from 'react-bootstrap';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : typeof v === 'boolean' ? (v ? 'Yes' : 'No') : String(v));

/**
 * One draft: what it proposes and what it changes, and the actions the user
 * may run at its status (edit and submit for the maker, approve or reject
 * with a reason for the checker; the server refuses the maker as checker).
 */
export default function DraftDialog({ draft, onClose }: { draft: AccountDraftRow; onClose: () => void }) {
  const actions = useWorkflowActions(coaDraftWorkflow, { submit: coaStatusEp, approve: coaStatusEp, update: coaStatusEp, reject: coaStatusEp });
  const [mode, setMode] = useState<'view' | 'edit' | 'reject'>('view');
  if (mode === 'edit') return <AccountForm target={{ kind: 'draft', draft }} onClose={onClose} />;
  if (mode === 'reject') return <RejectModal draftId={draft.draft_id} draftNo={draft.draft_no} onClose={onClose} onDone={onClose} />;

  const run = async (action: 'submit' | 'approve') => {
    if (await actions.run(action, { body: { draft_id: draft.draft_id, action } })) onClose();
  };
  const allowed = actions.allowed(draft.status);
  const button = (action: (typeof allowed)[number]) => {
    const a = coaDraftWorkflow.actions[action];
    const onClick = action === 'update' ? () => setMode('edit') : action === 'reject' ? () => setMode('reject') : () => void run(action);
    return (
      <Button key={action} variant={a.variant ?? 'primary'} disabled={actions.busy} onClick={onClick}>
        {action === 'update' ? 'Edit Draft' : a.label}
      </Button>
    );
  };
  const rows: [string, unknown][] = [
    ['Kind', DRAFT_KIND_LABELS[draft.kind]],
    ['Status', COA_DRAFT_STATUS_NAMES[draft.status]],
    [ACCOUNT_FIELD_LABELS.account_code, draft.account_code],
    [ACCOUNT_FIELD_LABELS.account_name, draft.account_name],
    [ACCOUNT_FIELD_LABELS.account_type, draft.account_type],
    [ACCOUNT_FIELD_LABELS.account_group, draft.account_group],
    [ACCOUNT_FIELD_LABELS.account_sub_group, draft.account_sub_group],
    [ACCOUNT_FIELD_LABELS.account_line_item, draft.account_line_item],
    [ACCOUNT_FIELD_LABELS.account_sub_line_item, draft.account_sub_line_item],
    [ACCOUNT_FIELD_LABELS.normal_side, NORMAL_SIDE_LABELS[draft.normal_side]],
    [ACCOUNT_FIELD_LABELS.is_header, draft.is_header],
    [ACCOUNT_FIELD_LABELS.parent_code, draft.parent_code],
    [ACCOUNT_FIELD_LABELS.active, draft.active],
    [ACCOUNT_FIELD_LABELS.description, draft.description],
    ['Changes', draft.changes],
    ['Remarks', draft.remarks],
    ['Drafted By', draft.created_by],
    ['Reject Reason', draft.reject_reason],
  ];
  return (
    <Modal title={`Account Draft ${draft.draft_no}`} size="lg" onClose={onClose} footer={<div className="d-flex gap-2">{allowed.map(button)}</div>}>
      <dl className="row mb-0">
        {rows.map(([label, value]) => (
          <div className="col-md-6 d-flex gap-2" key={label}>
            <dt className="fw-semibold">{label}:</dt>
            <dd className="mb-1">{show(value)}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
