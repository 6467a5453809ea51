import { useState } from 'react';
import { ADJUSTMENT_TYPES, adjustmentApproveEp, adjustmentDeclineEp, adjustmentShowEp, adjustmentSubmitEp, adjustmentWorkflow, declineInput } from '../../../contract/inventoryAdjustments';
import { useRead, useWrite } from '../../api/kitApi';
import Modal, { ModalBody } from '../../components/Modal';
import ReasonModal from '../../components/ReasonModal';
import ScrollRegion from '../../components/ScrollRegion';
import { showSuccess } from '../../components/dialogs';
import { usePermission } from '../../components/permissions';
import { useWorkflowActions } from '../../components/queue/useWorkflowActions';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { useAppSelector } from '../../state/hooks';
import AdjustmentForm from './AdjustmentForm';
import { Button, Table } from 'react-bootstrap';

/**
 * One adjustment: its lines with what each pallet holds now, and the actions
 * the user may take at its status: edit or submit a draft (the warehouse),
 * approve or decline (someone other than its maker; declining asks why).
 */
export default function AdjustmentModal({ id, onClose }: { id: number; onClose: () => void }) {
  const read = useRead(adjustmentShowEp, { params: { id } });
  const actions = useWorkflowActions(adjustmentWorkflow, { submit: adjustmentSubmitEp, approve: adjustmentApproveEp });
  const decline = useWrite(adjustmentDeclineEp);
  const canWrite = usePermission('create_inventory_adjustment');
  const me = useAppSelector((s) => s.auth.profileData?.user_id);
  const [mode, setMode] = useState<'view' | 'edit' | 'decline'>('view');
  const a = read.currentData;

  if (a && mode === 'edit') return <AdjustmentForm editing={a} onClose={() => setMode('view')} onSaved={() => setMode('view')} />;
  if (a && mode === 'decline')
    return (
      <ReasonModal
        title={`Decline ${a.adjustment_no}`}
        label="Reason for declining"
        submitLabel="Decline"
        savingLabel="Declining…"
        maxLength={500}
        schema={declineInput}
        bodyOf={(reason) => ({ reason })}
        send={(body) => decline.run({ params: { id: a.adjustment_id }, body })}
        saving={decline.isLoading}
        onClose={() => setMode('view')}
        onDone={() => {
          onClose();
          void showSuccess('Declined', `${a.adjustment_no} was declined.`, 1200);
        }}
      />
    );

  // The maker's own adjustment shows no checker buttons (the server refuses them anyway).
  const mine = a && me !== undefined && (a.created_by === me || a.submitted_by === me);
  const allowed = a ? actions.allowed(a.status).filter((x) => x === 'submit' || !mine) : [];
  const run = async (action: 'submit' | 'approve') => {
    if (a && (await actions.run(action, { params: { id: a.adjustment_id }, body: {} }))) onClose();
  };
  const facts: [string, string][] = a
    ? [
        ['Date', a.adjustment_date],
        ['Type', ADJUSTMENT_TYPES[a.adjustment_type]],
        ['Status', adjustmentWorkflow.statuses[a.status]],
        ['Source', a.source],
        ['Prepared By', `${a.created_by_name}, ${formatDateTime(a.created_at)}`],
        ['Reason', a.reason],
        ...(a.decided_by_name ? ([[a.status === 2 ? 'Approved By' : 'Declined By', `${a.decided_by_name}, ${formatDateTime(a.decided_at)}`]] as [string, string][]) : []),
        ...(a.decline_reason ? ([['Reason for Declining', a.decline_reason]] as [string, string][]) : []),
        ...(a.journal_entry ? ([['Journal Entry', a.journal_entry]] as [string, string][]) : []),
      ]
    : [];
  return (
    <Modal
      title={a ? `Inventory Adjustment ${a.adjustment_no}` : 'Inventory Adjustment'}
      size="xl"
      onClose={actions.busy ? undefined : onClose}
      footer={
        a && (
          <div className="d-flex gap-2">
            {a.status === 0 && canWrite && (
              <Button variant="outline-secondary" disabled={actions.busy} onClick={() => setMode('edit')}>
                Edit
              </Button>
            )}
            {allowed.includes('submit') && (
              <Button disabled={actions.busy} onClick={() => void run('submit')}>
                Submit for Approval
              </Button>
            )}
            {allowed.includes('approve') && (
              <Button variant="success" disabled={actions.busy} onClick={() => void run('approve')}>
                Approve
              </Button>
            )}
            {allowed.includes('decline') && (
              <Button variant="danger" disabled={actions.busy} onClick={() => setMode('decline')}>
                Decline
              </Button>
            )}
          </div>
        )
      }
    >
      <ModalBody>
        {read.error ? (
          <p className="text-danger" role="alert">
            The adjustment could not be loaded: {read.error.messages.join(' ')}
          </p>
        ) : !a ? (
          <p role="status">Loading the adjustment…</p>
        ) : (
          <>
            <dl className="row small mb-2">
              {facts.map(([label, value]) => (
                <div className="col-md-6 d-flex gap-2" key={label}>
                  <dt className="fw-semibold">{label}:</dt>
                  <dd className="mb-1">{value}</dd>
                </div>
              ))}
            </dl>
            <ScrollRegion label={`Lines of ${a.adjustment_no}`}>
              <Table size="sm" className="small">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Batch</th>
                    <th scope="col">Expiry</th>
                    <th scope="col">Pallet</th>
                    <th scope="col" className="text-end">On Hand Now</th>
                    <th scope="col" className="text-end">Quantity</th>
                    <th scope="col" className="text-end">Unit Cost</th>
                    <th scope="col" className="text-end">Amount</th>
                    <th scope="col">Remarks</th>
                  </tr>
                </thead>
                <tbody>
                  {a.lines.map((l) => (
                    <tr key={l.line_no}>
                      <td>
                        {l.product_code} {l.product_name}
                      </td>
                      <td>{l.batch_no}</td>
                      <td>{l.expiry_date}</td>
                      <td>
                        {l.pallet_code} · {l.floor} · {l.warehouse_name}
                      </td>
                      <td className="text-end">{l.on_hand}</td>
                      <td className={`text-end${l.quantity < 0 ? ' text-danger' : ''}`}>{l.quantity}</td>
                      <td className="text-end">{l.unit_cost}</td>
                      <td className="text-end">{formatMoney(l.amount)}</td>
                      <td>{l.remarks ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={5}>
                      Net
                    </th>
                    <td className="text-end fw-semibold">{a.total_quantity}</td>
                    <td />
                    <td className="text-end fw-semibold">{formatMoney(a.total_amount)}</td>
                    <td />
                  </tr>
                </tfoot>
              </Table>
            </ScrollRegion>
          </>
        )}
      </ModalBody>
    </Modal>
  );
}
