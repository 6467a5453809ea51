import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import {
  approvePurchaseOrderEp,
  cancelPurchaseOrderEp,
  PAYABLE_STATUSES,
  PO_LEVEL_RULE,
  poEditBody,
  printPurchaseOrderEp,
  returnPurchaseOrderEp,
  showPurchaseOrderEp,
  submitPurchaseOrderEp,
  updatePurchaseOrderEp,
  type PoDetail,
} from '../../../contract/purchaseOrders';
import { PO_STATUS_NAMES } from '../../../contract/purchasing';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import LoadState from '../../components/LoadState';
import Modal, { ModalBody } from '../../components/Modal';
import { usePermissionCheck } from '../../components/permissions';
import ScrollRegion from '../../components/ScrollRegion';
import { formatMoney } from '../../lib/money';
import LevelActions from './LevelActions';
import { printPurchaseOrder } from './poPdf';
import DateField from '../../components/filters/DateField';
import { LevelsTable } from '../../components/queue/LevelsTable';
import { TrailTable } from './poParts';
import { Facts } from '../../components/Facts';
import { Alert, Button, Form, Table } from 'react-bootstrap';

const ENDPOINTS = { approve: approvePurchaseOrderEp, return: returnPurchaseOrderEp, cancel: cancelPurchaseOrderEp, submit: submitPurchaseOrderEp };
export const PV_PATH = (id: number) => `/finance-and-accounting/payable-voucher/${id}`;

/**
 * One stock purchase order: header, lines with what was received and
 * invoiced, the receipts with where their payables stand (linking to the
 * payable voucher), the levels its amount needs with who signed, and the
 * trail. Print to PDF; the level actions by status and scope; Edit while it
 * is in Editing.
 */
export default function PoDetailModal({ poHdrId, onClose }: { poHdrId: number; onClose: () => void }) {
  const read = useRead(showPurchaseOrderEp, { params: { po_hdr_id: poHdrId } });
  const write = useWrites();
  const holds = usePermissionCheck();
  const [editing, setEditing] = useState(false);
  const [printing, setPrinting] = useState(false);
  const po = read.currentData as PoDetail | undefined;

  async function print() {
    setPrinting(true);
    try {
      const res = await write.runOn(printPurchaseOrderEp, { params: { po_hdr_id: poHdrId } });
      await printPurchaseOrder(res.result);
    } catch (err) {
      await showError('Unable to print', toApiError(err).messages.join('\n') || 'Error occured. Please try again later.');
    } finally {
      setPrinting(false);
    }
  }

  const footer = (
    <>
      {po && (
        <Button variant="outline-secondary" className="me-auto" onClick={() => void print()} disabled={printing}>
          {printing ? 'Preparing PDF…' : 'Print PDF'}
        </Button>
      )}
      {po && po.approved_status === 3 && holds(['create_purchase_order']) && !editing && (
        <Button onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      {po && !editing && (
        <LevelActions noun="Purchase order" label={po.po_no} status={po.approved_status} madeByYou={po.made_by_you} endpoints={ENDPOINTS} params={{ po_hdr_id: poHdrId }} onDone={() => void read.refetch()} />
      )}
      <Button variant="secondary" onClick={onClose}>
        Close
      </Button>
    </>
  );

  return (
    <Modal title={po ? `Purchase Order ${po.po_no}` : 'Purchase Order'} size="xl" onClose={onClose} footer={footer}>
      <ModalBody>
        <LoadState what="the purchase order" isLoading={read.isLoading} error={read.error} empty={!po} emptyText="Purchase order not found." onRetry={read.refetch}>
          {() => (editing ? <EditForm po={po!} onDone={() => setEditing(false)} /> : <Details po={po!} />)}
        </LoadState>
      </ModalBody>
    </Modal>
  );
}

function Details({ po }: { po: PoDetail }) {
  return (
    <>
      <Facts
        labelCols={2}
        perRow={2}
        facts={[
          ['Supplier', `${po.supplier_code} ${po.supplier_name}`],
          ['Status', PO_STATUS_NAMES[po.approved_status]],
          ['PO Date', po.po_date],
          ['Purchase Request', po.pr_hdr_id !== null ? <Link to={`/purchasing/purchaseRequest/show/${po.pr_hdr_id}`}>{po.pr_no}</Link> : 'None (raised directly)'],
          ['Delivery Date', po.delivery_date ?? ''],
          ['Payment Terms', po.payment_term],
          [po.pr_hdr_id !== null ? 'Requested By' : 'Raised By', po.requester_name],
          ['Total Amount', formatMoney(po.total_amount)],
          ['Instructions', po.instructions ?? po.particulars ?? ''],
          ['Remarks', po.remarks ?? ''],
        ]}
      />
      <h2 className="h6 mt-3">Lines</h2>
      <ScrollRegion label="Purchase order lines">
        <Table size="sm" bordered className="small">
          <caption className="visually-hidden">Purchase order lines</caption>
          <thead>
            <tr>
              <th scope="col">No.</th>
              <th scope="col">Product</th>
              <th scope="col" className="text-end">Ordered</th>
              <th scope="col" className="text-end">Received</th>
              <th scope="col" className="text-end">Invoiced</th>
              <th scope="col" className="text-end">Unit Price</th>
              <th scope="col" className="text-end">Amount</th>
            </tr>
          </thead>
          <tbody>
            {po.lines.map((l) => (
              <tr key={l.pr_line_id}>
                <td>{l.line_no}</td>
                <td>{l.product_name}</td>
                <td className="text-end">{l.ordered_qty}</td>
                <td className="text-end">{l.received_qty}</td>
                <td className="text-end">{l.invoiced_qty}</td>
                <td className="text-end">{formatMoney(l.unit_price)}</td>
                <td className="text-end">{formatMoney(l.total_amount)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </ScrollRegion>
      <h2 className="h6 mt-3">Receipts and Payables</h2>
      <p className="small mb-1">
        {po.payable_status === 'not_received' ? 'Nothing received yet.' : `Payables: ${PAYABLE_STATUSES[po.payable_status]}`} · Received {formatMoney(po.received_amount)} · Invoiced{' '}
        {formatMoney(po.invoiced_amount)} · Paid {formatMoney(po.paid_amount)}
      </p>
      {po.receipts.length > 0 && (
        <ScrollRegion label="Receipts of the purchase order">
          <Table size="sm" bordered className="small">
            <caption className="visually-hidden">Receipts of the purchase order</caption>
            <thead>
              <tr>
                <th scope="col">Receipt No.</th>
                <th scope="col">Date</th>
                <th scope="col" className="text-end">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Payable Voucher</th>
                <th scope="col">Check Voucher</th>
                <th scope="col">Paid On</th>
              </tr>
            </thead>
            <tbody>
              {po.receipts.map((r) => (
                <tr key={r.rr_id}>
                  <td>{r.rr_no}</td>
                  <td>{r.rr_date}</td>
                  <td className="text-end">{formatMoney(r.received_amount)}</td>
                  <td>{PAYABLE_STATUSES[r.payable_status]}</td>
                  <td>{r.payable_voucher_hdr_id ? <Link to={PV_PATH(r.payable_voucher_hdr_id)}>{r.pv_no}</Link> : ''}</td>
                  <td>{r.cv_no ?? ''}</td>
                  <td>{r.paid_date ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </ScrollRegion>
      )}
      <h2 className="h6 mt-3">Approval Levels</h2>
      <p className="small text-muted mb-1">{PO_LEVEL_RULE}</p>
      <LevelsTable levels={po.levels} />
      <h2 className="h6 mt-3">Purchase Order Trail Logs</h2>
      <TrailTable trail={po.trail} />
    </>
  );
}

function EditForm({ po, onDone }: { po: PoDetail; onDone: () => void }) {
  const write = useWrites();
  const [delivery, setDelivery] = useState(po.delivery_date ?? '');
  const [instructions, setInstructions] = useState(po.instructions ?? '');
  const [lines, setLines] = useState(po.lines.map((l) => ({ line_no: l.line_no, name: l.product_name, ordered_qty: String(l.ordered_qty), unit_price: l.unit_price })));
  const [error, setError] = useState('');

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = {
      delivery_date: delivery || null,
      instructions: instructions || null,
      lines: lines.map((l) => ({ line_no: l.line_no, ordered_qty: Number(l.ordered_qty), unit_price: l.unit_price })),
    };
    const checked = poEditBody.safeParse(body);
    if (!checked.success) return setError(checked.error.issues.map((i) => i.message).join('\n'));
    try {
      await write.runOn(updatePurchaseOrderEp, { params: { po_hdr_id: po.po_hdr_id }, body });
      toast.success(`${po.po_no} saved.`);
      onDone();
    } catch (err) {
      setError(toApiError(err).messages.join('\n'));
    }
  }

  return (
    <form onSubmit={(e) => void save(e)} noValidate aria-label={`Edit ${po.po_no}`}>
      {error && (
        <Alert variant="danger" transition={false} className="py-2" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {error}
        </Alert>
      )}
      <div className="row g-2 mb-2">
        <DateField label="Delivery Date" id="po-delivery" value={delivery} onChange={setDelivery} className="col-md-3" />
        <div className="col-md-9">
          <label className="form-label" htmlFor="po-instructions">
            Special Instructions
          </label>
          <Form.Control id="po-instructions" size="sm" maxLength={1000} value={instructions} onChange={(e) => setInstructions(e.target.value)} />
        </div>
      </div>
      <Table size="sm" className="small">
        <caption className="visually-hidden">Lines to edit</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Quantity</th>
            <th scope="col">Unit Price</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={l.line_no}>
              <td>{l.name}</td>
              <td>
                <Form.Control aria-label={`Quantity of ${l.name}`} inputMode="numeric" size="sm" value={l.ordered_qty} onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, ordered_qty: e.target.value } : x)))} />
              </td>
              <td>
                <Form.Control aria-label={`Unit price of ${l.name}`} inputMode="decimal" size="sm" value={l.unit_price} onChange={(e) => setLines(lines.map((x, j) => (j === i ? { ...x, unit_price: e.target.value } : x)))} />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div className="d-flex gap-2 justify-content-end">
        <Button variant="outline-secondary" onClick={onDone} disabled={write.isLoading}>
          Cancel Editing
        </Button>
        <Button type="submit"  disabled={write.isLoading}>
          {write.isLoading ? 'Saving…' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
