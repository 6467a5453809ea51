import { useState } from 'react';
import { COLLECTION_TYPES, showTreasuryRequestEp, treasuryStatusEp, treasuryStatusInput, treasuryWorkflow } from '../../../contract/treasuryApprovals';
import { useRead, useWrite } from '../../api/kitApi';
import Modal, { ModalBody } from '../../components/Modal';
import ReasonModal from '../../components/ReasonModal';
import { showSuccess } from '../../components/dialogs';
import { useWorkflowActions } from '../../components/queue/useWorkflowActions';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Button, Table } from 'react-bootstrap';

const show = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? '—' : v);

/**
 * One treasury request (spec 002 §2.8): the check as it is, the change asked
 * for with its reasons, and Approve / Disapprove for a treasury approver who
 * did not raise it (the server refuses the requester anyway). Disapproving
 * asks why.
 */
export default function TreasuryRequestModal({ detailId, onClose }: { detailId: number; onClose: () => void }) {
  const read = useRead(showTreasuryRequestEp, { params: { detail_id: detailId } });
  const actions = useWorkflowActions(treasuryWorkflow, { approve: treasuryStatusEp, disapprove: treasuryStatusEp });
  const disapprove = useWrite(treasuryStatusEp);
  const [declining, setDeclining] = useState(false);
  const r = read.currentData;

  if (declining && r)
    return (
      <ReasonModal
        title={`Disapprove ${r.request_no}`}
        label="Reason for disapproving"
        submitLabel="Disapprove"
        savingLabel="Disapproving…"
        maxLength={500}
        schema={treasuryStatusInput.refine((b) => !!b.reason, { message: 'Reason is required.', path: ['reason'] })}
        bodyOf={(reason) => ({ id: r.detail_id, status: 2, collection_type: r.collection_type, reason })}
        send={(body) => disapprove.run({ body })}
        saving={disapprove.isLoading}
        onClose={() => setDeclining(false)}
        onDone={() => {
          onClose();
          void showSuccess('Disapproved', `${r.request_no} was disapproved.`, 1200);
        }}
      />
    );

  const approve = async () => {
    if (r && (await actions.run('approve', { body: { id: r.detail_id, status: 1, collection_type: r.collection_type } }))) onClose();
  };
  const allowed = r ? actions.allowed(r.status) : [];
  const rows: [string, string][] = r
    ? [
        ['Requestor', r.requestor_name],
        ['Request Date', formatDateTime(r.date_requested)],
        ['Collection Type', COLLECTION_TYPES[r.collection_type]],
        ['Customer', `${r.customer_code} - ${r.customer_name}`],
        ['CR/AR No.', r.cr_no],
        ['PR/SI No.', show(r.pr_no)],
        ['Check No.', show(r.check_no)],
        ['Amount', formatMoney(r.amount)],
        ['Reason', r.reason],
        ['Status', treasuryWorkflow.statuses[r.status]],
      ]
    : [];
  return (
    <Modal
      title={r ? `Treasury Request ${r.request_no}` : 'Treasury Request'}
      size="lg"
      onClose={actions.busy ? undefined : onClose}
      footer={
        r && (
          <div className="d-flex gap-2">
            {allowed.includes('approve') && (
              <Button variant="success" disabled={actions.busy} onClick={() => void approve()}>
                Approve
              </Button>
            )}
            {allowed.includes('disapprove') && (
              <Button variant="danger" disabled={actions.busy} onClick={() => setDeclining(true)}>
                Disapprove
              </Button>
            )}
          </div>
        )
      }
    >
      <ModalBody>
        {read.error ? (
          <p className="text-danger" role="alert">The request could not be loaded: {read.error.messages.join(' ')}</p>
        ) : !r ? (
          <p role="status">Loading the request…</p>
        ) : (
          <>
            <dl className="row small mb-2">
              {rows.map(([label, value]) => (
                <div className="col-md-6 d-flex gap-2" key={label}>
                  <dt className="fw-semibold">{label}:</dt>
                  <dd className="mb-1">{value}</dd>
                </div>
              ))}
            </dl>
            <Table size="sm" className="small">
              <caption className="caption-top">The change asked for</caption>
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">Was</th>
                  <th scope="col">Asked</th>
                  <th scope="col">Why</th>
                </tr>
              </thead>
              <tbody>
                {r.new_bank && (
                  <tr>
                    <th scope="row">Bank and Branch</th>
                    <td>{show(r.old_bank)} {r.old_branch ?? ''}</td>
                    <td>{r.new_bank} {r.new_branch ?? ''}</td>
                    <td>{r.change_bank_reason}</td>
                  </tr>
                )}
                {r.new_deposit_date && (
                  <tr>
                    <th scope="row">Deposit Date</th>
                    <td>{show(r.old_deposit_date)}</td>
                    <td>{r.new_deposit_date}</td>
                    <td>{r.change_deposited_date_reason}</td>
                  </tr>
                )}
              </tbody>
            </Table>
            {r.decided_by && (
              <p className="small mb-0">
                {r.status === 1 ? 'Approved' : 'Disapproved'} by {r.decided_by} on {formatDateTime(r.decided_at)}
                {r.disapprove_reason ? `: ${r.disapprove_reason}` : '.'}
              </p>
            )}
          </>
        )}
      </ModalBody>
    </Modal>
  );
}
