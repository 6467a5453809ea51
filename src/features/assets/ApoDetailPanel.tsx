import { useState } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { APO_STATUS_LABELS, apoApproveEp, apoCancelEp, apoReceiveEp, apoShowEp, type ApoDetail } from '../../../contract/assets';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import LoadState from '../../components/LoadState';
import { usePermission } from '../../components/permissions';
import { Amount } from '../../components/report/reportParts';
import DateField from '../../components/filters/DateField';
import ScrollRegion from '../../components/ScrollRegion';
import { LevelsTable } from '../../components/queue/LevelsTable';
import { useAppSelector } from '../../state/hooks';
import { todayManila } from '../../lib/dates';
import { Field, OptionSelect, problemOf, useAssetOptions, type FormProblem } from './parts';

/** One asset purchase order: its lines, and what the user may do with it now (approve, cancel, receive). */
export default function ApoDetailPanel({ apoId, onClose }: { apoId: number; onClose: () => void }) {
  const shown = useRead(apoShowEp, { params: { apo_id: apoId } });
  return (
    <section aria-label="Purchase order" className="border rounded p-3 mt-3">
      <LoadState isLoading={shown.isLoading} error={shown.error} what="the purchase order" empty={!shown.data} emptyText="Purchase order not found." onRetry={() => void shown.refetch()}>
        {() => <Detail po={shown.data!} onClose={onClose} />}
      </LoadState>
    </section>
  );
}

function Detail({ po, onClose }: { po: ApoDetail; onClose: () => void }) {
  const userId = useAppSelector((s) => s.auth.profileData?.user_id);
  const mayApprove = usePermission('approve_purchase_order');
  const mayCancel = usePermission(['approve_purchase_order', 'manage_assets', 'create_purchase_order']);
  const mayReceive = usePermission('manage_assets');
  const options = useAssetOptions().data;
  const [receipt, setReceipt] = useState({ receipt_date: todayManila(), location: '', cost_center_id: '', custodian_id: '' });
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const { runOn, isLoading } = useWrites();
  const own = userId !== undefined && userId === po.created_by;

  async function act(kind: 'approve' | 'cancel' | 'receive') {
    setProblem(null);
    const ask = {
      approve: [`Approve ${po.apo_no}?`, 'Your signature moves it to the next approval level its total needs, or to Approved.', 'Approve'],
      cancel: [`Cancel ${po.apo_no}?`, 'A cancelled purchase order cannot be approved again.', 'Cancel PO'],
      receive: [`Receive ${po.apo_no}?`, 'This capitalizes every unit as an asset and posts the total against Accounts Payable - Capital Expenditures until the invoice comes.', 'Receive'],
    }[kind];
    if (!(await confirmAction(ask[0], ask[1], ask[2]))) return;
    try {
      if (kind === 'approve') {
        const signed = await runOn(apoApproveEp, { params: { apo_id: po.apo_id } });
        const waiting = signed.result.status === 'for_approval';
        await showSuccess('Done', waiting ? `Your level of ${po.apo_no} is signed; it waits for the next level.` : `${po.apo_no} is approved.`, 1500);
        return;
      } else if (kind === 'cancel') await runOn(apoCancelEp, { params: { apo_id: po.apo_id } });
      else
        await runOn(apoReceiveEp, {
          params: { apo_id: po.apo_id },
          body: { receipt_date: receipt.receipt_date, location: receipt.location || null, cost_center_id: (receipt.cost_center_id || null) as never, custodian_id: (receipt.custodian_id || null) as never },
        });
      await showSuccess('Done', `${po.apo_no} is ${kind === 'cancel' ? 'cancelled' : 'received'}.`, 1500);
    } catch (e) {
      setProblem(problemOf(e));
    }
  }

  return (
    <>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 className="h6 me-auto mb-0">
          {po.apo_no}: {po.supplier_name} ({APO_STATUS_LABELS[po.status]})
        </h2>
        <Button variant="outline-secondary" size="sm" onClick={onClose}>
          Close
        </Button>
      </div>
      <p className="small mb-2">
        PO date {po.po_date}; prepared by {po.maker}
        {po.checker ? `; approved by ${po.checker}` : ''}
        {po.receipt_no ? `; received as ${po.receipt_no}` : ''}
        {po.remarks ? `. ${po.remarks}` : ''}
      </p>
      <ScrollRegion label="Purchase order lines">
        <Table size="sm" bordered className="w-auto">
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Category</th>
              <th scope="col" className="text-end">Quantity</th>
              <th scope="col" className="text-end">Unit Cost</th>
              <th scope="col" className="text-end">Amount</th>
            </tr>
          </thead>
          <tbody>
            {po.lines.map((l) => (
              <tr key={l.line_no}>
                <td>{l.description}</td>
                <td>{l.category_name}</td>
                <td className="text-end">{l.quantity}</td>
                <Amount value={l.unit_cost} />
                <Amount value={l.amount} />
              </tr>
            ))}
            <tr>
              <th scope="row" colSpan={4}>
                Total
              </th>
              <Amount value={po.total} strong />
            </tr>
          </tbody>
        </Table>
      </ScrollRegion>
      {po.levels && po.levels.length > 0 && <LevelsTable levels={po.levels} />}
      {problem && <FormError message={problem.message} />}
      {po.status === 'for_approval' && (
        <div className="d-flex flex-wrap gap-2 align-items-center">
          {mayApprove && (
            <Button variant="success" size="sm" disabled={isLoading || own} onClick={() => act('approve')}>
              Approve
            </Button>
          )}
          {mayApprove && own && <span className="small text-muted">You prepared this purchase order: someone else approves it.</span>}
          {mayCancel && (
            <Button variant="outline-danger" size="sm" disabled={isLoading} onClick={() => act('cancel')}>
              Cancel Purchase Order
            </Button>
          )}
        </div>
      )}
      {po.status === 'approved' && mayReceive && (
        <fieldset className="row g-2 align-items-end" disabled={isLoading}>
          <legend className="h6">Receive</legend>
          <DateField label="Receipt Date" required error={problem?.fields.receipt_date} className="col-md-2" value={receipt.receipt_date} onChange={(v) => setReceipt({ ...receipt, receipt_date: v })} />
          <Field label="Location" error={problem?.fields.location} className="col-md-3">
            {(id, d) => <Form.Control id={id} size="sm" value={receipt.location} maxLength={120} aria-describedby={d} onChange={(e) => setReceipt({ ...receipt, location: e.target.value })} />}
          </Field>
          <Field label="Cost Center" error={problem?.fields.cost_center_id} className="col-md-3">
            {(id, d) => <OptionSelect id={id} describedBy={d} value={receipt.cost_center_id} onChange={(v) => setReceipt({ ...receipt, cost_center_id: v })} options={options?.cost_centers} empty="None" />}
          </Field>
          <Field label="Custodian" error={problem?.fields.custodian_id} className="col-md-2">
            {(id, d) => <OptionSelect id={id} describedBy={d} value={receipt.custodian_id} onChange={(v) => setReceipt({ ...receipt, custodian_id: v })} options={options?.custodians} empty="None" />}
          </Field>
          <div className="col-md-2">
            <Button variant="success" size="sm" onClick={() => act('receive')}>
              Receive and Capitalize
            </Button>
          </div>
        </fieldset>
      )}
    </>
  );
}
