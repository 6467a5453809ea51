import { useState } from 'react';
import { toast } from 'react-toastify';
import {
  SRPF_MESSAGES as M,
  SRPF_STATUS_NAMES,
  SRPF_TYPES,
  approveSrpfEp,
  declineSrpfEp,
  receiveSrpfEp,
  returnSrpfEp,
  splitSrpfEp,
  srpfReasonBody,
  srpfViewEp,
  srpfWorkflow,
  type SrpfAction,
  type SrpfView,
} from '../../../contract/srpf';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess, showWarning } from '../../components/dialogs';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import ReasonModal from '../../components/ReasonModal';
import { usePermissionCheck } from '../../components/permissions';
import DocumentActions from '../../components/queue/DocumentActions';
import { useAppSelector } from '../../state/hooks';
import { formatMoney } from '../../lib/money';
import { downloadSrpfPdf } from './srpfPdf';
import SubmitSrpfModal from './SubmitSrpfModal';
import ScrollRegion from '../../components/ScrollRegion';
import { Facts } from '../../components/Facts';
import { Button, Table } from 'react-bootstrap';

const REASONED = { decline: declineSrpfEp, return: returnSrpfEp, split: splitSrpfEp } as const;

/**
 * One return read-only (spec §2.9 details modal) with the buttons its status
 * and the user's scopes allow: For Approval (signature), Approve, Decline,
 * Return to Maker, RTM for Split Batching, and Receive on Not yet Received.
 * The server decides (maker ≠ checker, legal transition); each failure shows
 * the spec's dialog, and after success the lists reload.
 */
export default function SrpfDetailsModal({ srpfId, onClose }: { srpfId: number; onClose: () => void }) {
  const read = useRead(srpfViewEp, { query: { srpf_id: srpfId } });
  const holds = usePermissionCheck();
  const me = useAppSelector((s) => s.auth.profileData?.user_id);
  const write = useWrites();
  const [reasoned, setReasoned] = useState<keyof typeof REASONED | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [busy, setBusy] = useState(false);
  const v = read.data;

  const canReceive = v && v.status === 1 && !v.received_at && holds(['receive_srpf']);

  async function approve() {
    const a = srpfWorkflow.actions.approve;
    if (!(await confirmAction(a.confirm!.title, a.confirm!.text, 'Yes, approve'))) return;
    setBusy(true);
    try {
      await write.runOn(approveSrpfEp, { body: { srpf_no: v!.srpf_no } });
      await showSuccess(M.submittedDialog);
      onClose();
    } catch (err) {
      await showError(M.somethingWrong, toApiError(err).messages.join('\n'));
      read.refetch();
    } finally {
      setBusy(false);
    }
  }
  async function receive() {
    if (!(await confirmAction('Receive the goods?', `Are you sure the goods of ${v!.srpf_no} were received?`, 'Yes, receive'))) return;
    setBusy(true);
    try {
      await write.runOn(receiveSrpfEp, { body: { srpf_no: v!.srpf_no } });
      toast.success(`${v!.srpf_no} received.`);
      onClose();
    } catch (err) {
      toast.error(toApiError(err).messages.join('\n') || M.processing);
    } finally {
      setBusy(false);
    }
  }
  async function ask(action: SrpfAction) {
    if (action === 'approve') return approve();
    if (action === 'submit') return setSubmitting(true);
    const a = srpfWorkflow.actions[action];
    if (await confirmAction(a.confirm!.title, a.confirm!.text, `Yes, ${a.label.toLowerCase()}`)) setReasoned(action as keyof typeof REASONED);
  }

  const footer = (
    <>
      {v && (
        <Button variant="outline-secondary" className="me-auto" onClick={() => void downloadSrpfPdf(v.srpf_id).catch((err) => toast.error(toApiError(err).messages.join('\n') || M.exportFailed))}>
          Download PDF
        </Button>
      )}
      {v && <DocumentActions wf={srpfWorkflow} status={v.status} madeByYou={v.created_by === me} busy={busy} onAction={(a) => void ask(a)} />}
      {canReceive && (
        <Button variant="success" disabled={busy} onClick={() => void receive()}>
          Receive
        </Button>
      )}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </>
  );

  return (
    <>
      <Modal title={v ? `SRPF ${v.srpf_no}` : 'SRPF'} size="xl" onClose={onClose} footer={footer}>
        <LoadState what="SRPF" isLoading={read.isLoading} error={read.error} empty={!v} emptyText={M.recordNotFound} onRetry={read.refetch}>
          {() => <Details v={v!} />}
        </LoadState>
      </Modal>
      {reasoned && v && (
        <ReasonModal
          title={srpfWorkflow.actions[reasoned].label}
          label="Reason"
          submitLabel={srpfWorkflow.actions[reasoned].label}
          savingLabel="Saving…"
          maxLength={1000}
          schema={srpfReasonBody}
          bodyOf={(reason) => ({ srpf_no: v.srpf_no, reason })}
          send={(body) => write.runOn(REASONED[reasoned], { body }).catch(async (err) => {
            await showError(M.oops, toApiError(err).messages.join('\n'));
            throw err;
          })}
          saving={write.isLoading}
          onClose={() => setReasoned(null)}
          onDone={() => {
            toast.success(`${v.srpf_no} ${srpfWorkflow.actions[reasoned].done}.`);
            setReasoned(null);
            onClose();
          }}
        />
      )}
      {submitting && v && (
        <SubmitSrpfModal
          srpf={v}
          onClose={() => setSubmitting(false)}
          onDone={() => {
            setSubmitting(false);
            onClose();
          }}
          onRefused={(text) => void showWarning(M.warning, text)}
        />
      )}
    </>
  );
}

function Details({ v }: { v: SrpfView }) {
  return (
    <div>
      <Facts
        labelCols={2}
        perRow={2}
        facts={[
          ['Customer', v.customer_name ? `${v.customer_code} ${v.customer_name}` : <span className="text-danger">{M.noCustomerInfo}</span>],
          ['Date', v.srpf_date],
          ['Type', SRPF_TYPES[v.srpf_type]],
          ['Status', `${SRPF_STATUS_NAMES[v.status]}${v.status === 1 ? (v.received_at ? ' (received)' : ' (not yet received)') : ''}`],
          ['Encoded By', v.encoded_by ?? ''],
          ['Approved By', v.approved_by ?? ''],
          v.cm_no && ['Credit Memo', `${v.cm_no} (${v.cm_journal_entry})`],
          ['Remarks', v.remarks ?? ''],
        ]}
      />
      <ScrollRegion label={'Products returned'}>
        <Table size="sm" bordered className="small">
          <caption className="visually-hidden">Products returned</caption>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">Batch</th>
              <th scope="col">Expiry</th>
              <th scope="col">DR / SI</th>
              <th scope="col" className="text-end">Quantity</th>
              <th scope="col">Unit</th>
              <th scope="col" className="text-end">Unit Cost</th>
              <th scope="col" className="text-end">Total Cost</th>
              <th scope="col">Reason</th>
              <th scope="col" className="text-end">Near Expiry</th>
              <th scope="col" className="text-end">Applicable</th>
            </tr>
          </thead>
          <tbody>
            {v.lines.map((l) => (
              <tr key={l.srpf_dtl_id}>
                <td>{l.product_info.product_name}</td>
                <td>{l.batch_no}</td>
                <td>{l.expiry_date}</td>
                <td>{l.dr_reference} / {l.si_reference}</td>
                <td className="text-end">{l.quantity}</td>
                <td>{l.unit}</td>
                <td className="text-end">{formatMoney(l.unit_cost)}</td>
                <td className="text-end">{formatMoney(l.total_cost)}</td>
                <td>{l.reason}</td>
                <td className="text-end">{formatMoney(l.near_expiry_amount)}</td>
                <td className="text-end">{formatMoney(l.applicable_amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <p className="small mb-1">
        Total: <strong>{formatMoney(v.total_amount)}</strong> · Near expiry: <strong>{formatMoney(v.total_amount_near_ex)}</strong> · Applicable:{' '}
        <strong>{formatMoney(v.applicable_amount)}</strong> · Applied: <strong>{formatMoney(v.total_applied)}</strong> · Balance: <strong>{formatMoney(v.total_balance)}</strong>
      </p>
      {v.reasons.length > 0 && (
        <div className="small">
          <strong>Reasons</strong>
          <ul className="mb-1">
            {v.reasons.map((r, n) => (
              <li key={n}>
                {r.reject_reason} ({r.kind}, {r.by ?? ''})
              </li>
            ))}
          </ul>
        </div>
      )}
      {v.signature && (
        <div className="small">
          <strong>Requestor signature</strong>
          <img src={v.signature} alt={`Signature of ${v.encoded_by ?? 'the requestor'}`} height={60} className="d-block border" />
        </div>
      )}
    </div>
  );
}
