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
import DocumentLines from '../../components/document/DocumentLines';
import DocumentPanel from '../../components/document/DocumentPanel';
import SectionHeading from '../../components/SectionHeading';
import { usePermissionCheck } from '../../components/permissions';
import { formatMoney } from '../../lib/money';
import LevelActions from './LevelActions';
import { printPurchaseOrder } from './poPdf';
import DateField from '../../components/filters/DateField';
import { LevelsTable } from '../../components/queue/LevelsTable';
import { TrailTable } from './poParts';
import { Alert, Button, Form, Table } from 'react-bootstrap';
import { useLineKeys } from '../../components/form/useLineKeys';

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

  return (
    <DocumentPanel
      what="the purchase order"
      read={read}
      title="Purchase Order"
      titleOf={(v) => `Purchase Order ${v.po_no}`}
      facts={(v) => [
        ['Supplier', `${v.supplier_code} ${v.supplier_name}`],
        ['Status', PO_STATUS_NAMES[v.approved_status]],
        ['PO Date', v.po_date],
        ['Purchase Request', v.pr_hdr_id !== null ? <Link to={`/purchasing/purchaseRequest/show/${v.pr_hdr_id}`}>{v.pr_no}</Link> : 'None (raised directly)'],
        ['Delivery Date', v.delivery_date ?? ''],
        ['Payment Terms', v.payment_term],
        [v.pr_hdr_id !== null ? 'Requested By' : 'Raised By', v.requester_name],
        ['Total Amount', formatMoney(v.total_amount)],
        ['Instructions', v.instructions ?? v.particulars ?? ''],
        ['Remarks', v.remarks ?? ''],
      ]}
      tools={(v) => (
        <>
          <Button variant="outline-secondary" size="sm" onClick={() => void print()} disabled={printing}>
            {printing ? 'Preparing PDF…' : 'Print PDF'}
          </Button>
          {v.approved_status === 3 && holds(['create_purchase_order']) && (
            <Button variant="outline-primary" size="sm" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
        </>
      )}
      actions={(v) => <LevelActions noun="Purchase order" label={v.po_no} status={v.approved_status} madeByYou={v.made_by_you} endpoints={ENDPOINTS} params={{ po_hdr_id: poHdrId }} onDone={() => void read.refetch()} />}
      replacing={editing ? (v) => <EditForm po={v} onDone={() => setEditing(false)} /> : undefined}
      onClose={onClose}
    >
      {(v) => <Details po={v} />}
    </DocumentPanel>
  );
}

function Details({ po }: { po: PoDetail }) {
  return (
    <>
      <SectionHeading spaced>Lines</SectionHeading>
      <DocumentLines
        label="Purchase order lines"
        bordered
        lines={po.lines}
        lineKey={(l) => l.pr_line_id}
        columns={[
          { header: 'No.', cell: (l) => l.line_no },
          { header: 'Product', cell: (l) => l.product_name },
          { header: 'Ordered', end: true, cell: (l) => l.ordered_qty },
          { header: 'Received', end: true, cell: (l) => l.received_qty },
          { header: 'Invoiced', end: true, cell: (l) => l.invoiced_qty },
          { header: 'Unit Price', end: true, cell: (l) => formatMoney(l.unit_price) },
          { header: 'Amount', end: true, cell: (l) => formatMoney(l.total_amount) },
        ]}
      />
      <SectionHeading spaced>Receipts and Payables</SectionHeading>
      <p className="small mb-1">
        {po.payable_status === 'not_received' ? 'Nothing received yet.' : `Payables: ${PAYABLE_STATUSES[po.payable_status]}`} · Received {formatMoney(po.received_amount)} · Invoiced{' '}
        {formatMoney(po.invoiced_amount)} · Paid {formatMoney(po.paid_amount)}
      </p>
      <DocumentLines
        label="Receipts of the purchase order"
        bordered
        lines={po.receipts}
        lineKey={(r) => r.rr_id}
        empty=""
        columns={[
          { header: 'Receipt No.', cell: (r) => r.rr_no },
          { header: 'Date', cell: (r) => r.rr_date },
          { header: 'Amount', end: true, cell: (r) => formatMoney(r.received_amount) },
          { header: 'Status', cell: (r) => PAYABLE_STATUSES[r.payable_status] },
          { header: 'Payable Voucher', cell: (r) => (r.payable_voucher_hdr_id ? <Link to={PV_PATH(r.payable_voucher_hdr_id)}>{r.pv_no}</Link> : '') },
          { header: 'Check Voucher', cell: (r) => r.cv_no ?? '' },
          { header: 'Paid On', cell: (r) => r.paid_date ?? '' },
        ]}
      />
      <SectionHeading spaced>Approval Levels</SectionHeading>
      <p className="small text-muted mb-1">{PO_LEVEL_RULE}</p>
      <LevelsTable levels={po.levels} />
      <SectionHeading spaced>Purchase Order Trail Logs</SectionHeading>
      <TrailTable trail={po.trail} />
    </>
  );
}

function EditForm({ po, onDone }: { po: PoDetail; onDone: () => void }) {
  // Enter walks the lines' fields, left to right and down.
  const lineKeys = useLineKeys();
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
          <Form.Label htmlFor="po-instructions">
            Special Instructions
          </Form.Label>
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
        <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
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
