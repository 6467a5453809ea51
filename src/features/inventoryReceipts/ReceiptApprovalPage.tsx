import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { receiptApproveEp, receiptReasonInput, receiptRejectEp, receiptShowEp } from '../../../contract/inventoryReceipts';
import type { ApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showError, showSuccess } from '../../components/dialogs';
import { Can } from '../../components/permissions';
import RouteTabs from '../../components/RouteTabs';
import PermissionDenied from '../../components/PermissionDenied';
import ReasonModal from '../../components/ReasonModal';
import { useAppSelector } from '../../state/hooks';
import { formatMoney } from '../../lib/money';
import ReceiptQueue from './ReceiptQueue';
import ReceiptView from './ReceiptView';
import { Button } from 'react-bootstrap';

/**
 * Receipt approval (/inventoryreceiptapproval/{type?}): the inspected receipts
 * waiting; the chosen one shows the entry approval posts. Approving asks
 * first; rejecting asks why. The maker and the inspector see why they may not.
 * `type` "approved" lists what was approved instead (read only).
 */
export default function ReceiptApprovalPage() {
  const { type } = useParams();
  const approved = type === 'approved';
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Receipt Approval</h1>
        <RouteTabs
          label="Approval lists"
          variant="pills"
          className=""
          current={approved ? 'approved' : 'pending'}
          tabs={[
            { key: 'pending', to: '/inventoryreceiptapproval', label: 'For Approval' },
            { key: 'approved', to: '/inventoryreceiptapproval/approved', label: 'Approved' },
          ]}
        />
      </div>
      <Can scopes={['approve_inventory_receipt', 'receipt_list', 'view_inventory_receipts']} fallback={<PermissionDenied what="receipt approval" />}>
        <ReceiptQueue key={approved ? 'a' : 'p'} status={approved ? 'approved' : 'inspected'} chosen={chosen} onChoose={setChosen} label={approved ? 'Approved receipts' : 'Receipts waiting for approval'} />
        {chosen !== null && <Decision key={chosen} id={chosen} onDone={() => setChosen(null)} />}
      </Can>
    </div>
  );
}

function Decision({ id, onDone }: { id: number; onDone: () => void }) {
  const read = useRead(receiptShowEp, { params: { id } });
  const writes = useWrites();
  const userId = useAppSelector((s) => s.auth.profileData?.user_id);
  const [rejecting, setRejecting] = useState(false);
  const r = read.currentData;
  if (read.error) return <p className="text-danger" role="alert">The receipt could not be loaded: {read.error.messages.join(' ')}</p>;
  if (!r) return <p role="status">Loading the receipt…</p>;
  const own = userId === r.created_by ? 'You received this receipt: another user approves it.' : userId === r.inspected_by ? 'You inspected this receipt: another user approves it.' : null;

  async function approve() {
    if (!(await confirmAction('Approve this receipt?', `Stock goes onto the pallets and the entry is posted: ${formatMoney(r!.total)} payable to ${r!.supplier_name}.`))) return;
    try {
      const res = await writes.runOn(receiptApproveEp, { params: { id } });
      await showSuccess('Approved', `Posted as ${res.result.rr_no}, ${res.result.journal_entry}.`, 1500);
      onDone();
    } catch (e) {
      void showError('Oops...', (e as ApiError).messages.join('\n'));
    }
  }
  const actions =
    r.status === 'inspected' ? (
      <Can scopes="approve_inventory_receipt">
        {own && <span className="small text-body-secondary">{own}</span>}
        <Button variant="success" size="sm" disabled={writes.isLoading || !!own} onClick={approve}>Approve</Button>
        <Button variant="outline-danger" size="sm" disabled={writes.isLoading} onClick={() => setRejecting(true)}>Reject</Button>
      </Can>
    ) : null;
  return (
    <>
      <ReceiptView r={r} actions={actions} />
      <p className="small">
        Cost {formatMoney(r.net)} + input VAT {formatMoney(r.vat)} = <strong>{formatMoney(r.total)}</strong> payable.
      </p>
      {rejecting && (
        <ReasonModal
          title="Reject Receipt"
          label="Reason for rejecting"
          submitLabel="Reject Receipt"
          savingLabel="Saving…"
          maxLength={500}
          schema={receiptReasonInput}
          bodyOf={(reason) => ({ reason })}
          send={(body) => writes.runOn(receiptRejectEp, { params: { id }, body })}
          saving={writes.isLoading}
          onClose={() => setRejecting(false)}
          onDone={() => {
            setRejecting(false);
            onDone();
          }}
        />
      )}
    </>
  );
}
