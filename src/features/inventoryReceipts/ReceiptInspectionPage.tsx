import { useState } from 'react';
import { receiptInspectEp, receiptReasonInput, receiptRejectEp, receiptShowEp, type ReceiptDetail } from '../../../contract/inventoryReceipts';
import { toApiError } from '../../api/ApiError';
import { useRead, useWrites } from '../../api/kitApi';
import { confirmAction, showSuccess } from '../../components/dialogs';
import FormError from '../../components/FormError';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReasonModal from '../../components/ReasonModal';
import ScrollRegion from '../../components/ScrollRegion';
import { ShelfLifeBadge } from '../../components/shelfLife';
import { todayManila } from '../../lib/dates';
import ReceiptQueue from './ReceiptQueue';
import ReceiptView from './ReceiptView';
import { Button, Form, Table } from 'react-bootstrap';
import { useLineKeys } from '../../components/form/useLineKeys';

/** Quality inspection: the receipts waiting for it; each line accepted in full or in part, a reason for what is rejected. */
export default function ReceiptInspectionPage() {
  const [chosen, setChosen] = useState<number | null>(null);
  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Receipt Inspection</h1>
      <Can scopes="inspect_inventory_receipt" fallback={<PermissionDenied what="inspecting receipts" />}>
        <ReceiptQueue status="for_inspection" chosen={chosen} onChoose={setChosen} label="Receipts waiting for inspection" />
        {chosen !== null && <Inspection key={chosen} id={chosen} onDone={() => setChosen(null)} />}
      </Can>
    </div>
  );
}

interface LineCheck {
  accepted_quantity: string;
  accepted_free_goods: string;
  reject_reason: string;
}

function Inspection({ id, onDone }: { id: number; onDone: () => void }) {
  const read = useRead(receiptShowEp, { params: { id } });
  if (read.error) return <p className="text-danger" role="alert">The receipt could not be loaded: {read.error.messages.join(' ')}</p>;
  if (!read.currentData) return <p role="status">Loading the receipt…</p>;
  return <InspectionForm r={read.currentData} onDone={onDone} />;
}

function InspectionForm({ r, onDone }: { r: ReceiptDetail; onDone: () => void }) {
  // Enter walks the lines' fields, left to right and down.
  const lineKeys = useLineKeys();
  const today = todayManila();
  const writes = useWrites();
  const [rejecting, setRejecting] = useState(false);
  const [checks, setChecks] = useState<LineCheck[]>(() => r.lines.map((l) => ({ accepted_quantity: String(l.quantity), accepted_free_goods: String(l.free_goods), reject_reason: '' })));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverError, setServerError] = useState('');
  const setCheck = (n: number, patch: Partial<LineCheck>) => setChecks((c) => c.map((x, i) => (i === n ? { ...x, ...patch } : x)));

  /** What the server refuses too, said before sending: no more than received, a reason for any rejection. */
  function problems(): Record<string, string> {
    const out: Record<string, string> = {};
    r.lines.forEach((l, n) => {
      const q = Number(checks[n].accepted_quantity || 0);
      const fg = Number(checks[n].accepted_free_goods || 0);
      if (q > l.quantity) out[`lines.${n}.accepted_quantity`] = `Accepted Quantity must not be more than the ${l.quantity} received.`;
      if (fg > l.free_goods) out[`lines.${n}.accepted_free_goods`] = `Accepted Free Goods must not be more than the ${l.free_goods} received.`;
      if ((q < l.quantity || fg < l.free_goods) && !checks[n].reject_reason.trim()) out[`lines.${n}.reject_reason`] = 'Reason is required when anything is rejected.';
    });
    return out;
  }

  async function save() {
    setServerError('');
    const p = problems();
    setErrors(p);
    if (Object.keys(p).length) return;
    const accepted = checks.reduce((s, c) => s + Number(c.accepted_quantity || 0), 0);
    const received = r.lines.reduce((s, l) => s + l.quantity, 0);
    if (!(await confirmAction('Save the inspection of this receipt?', `${accepted} of ${received} units accepted; the receipt then waits for approval.`))) return;
    try {
      await writes.runOn(receiptInspectEp, {
        params: { id: r.receipt_id },
        body: {
          lines: r.lines.map((l, n) => ({
            receipt_line_id: l.receipt_line_id,
            accepted_quantity: Number(checks[n].accepted_quantity || 0),
            accepted_free_goods: Number(checks[n].accepted_free_goods || 0),
            reject_reason: checks[n].reject_reason,
          })),
        },
      });
      await showSuccess('Inspected', `${r.receipt_no} waits for approval.`, 1500);
      onDone();
    } catch (e) {
      const x = toApiError(e);
      setErrors(Object.fromEntries(Object.entries(x.fields).map(([k, v]) => [k, v.join(' ')])));
      setServerError(x.isNetwork || x.status >= 500 ? 'Error occured. Please try again later.' : x.messages.join('\n'));
    }
  }

  const actions = (
    <>
      <Button variant="success" size="sm" disabled={writes.isLoading} onClick={() => void save()}>Save Inspection</Button>
      <Button variant="outline-danger" size="sm" disabled={writes.isLoading} onClick={() => setRejecting(true)}>Reject Receipt</Button>
    </>
  );
  return (
    <>
      <FormError message={serverError} />
      <ReceiptView r={r} actions={actions}>
        <ScrollRegion label={`Inspection of receipt ${r.receipt_no}`}>
          <Table size="sm" className="small align-middle">
            <caption className="caption-top">Inspection</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Batch No.</th>
                <th scope="col">Expiry</th>
                <th scope="col">Pallet</th>
                <th scope="col" className="text-end">Received</th>
                <th scope="col">Accepted Quantity</th>
                <th scope="col">Accepted Free Goods</th>
                <th scope="col">Rejection Reason</th>
              </tr>
            </thead>
            <tbody ref={lineKeys.ref} onKeyDown={lineKeys.onKeyDown}>
              {r.lines.map((l, n) => {
                const f = (k: string) => errors[`lines.${n}.${k}`];
                const cls = (k: string) => `form-control form-control-sm${f(k) ? ' is-invalid' : ''}`;
                return (
                  <tr key={l.receipt_line_id}>
                    <td>{l.product_code} - {l.product_name}</td>
                    <td>{l.batch_no}</td>
                    <td>{l.expiry_date} <ShelfLifeBadge expiry={l.expiry_date} today={today} /></td>
                    <td>{l.floor} / {l.pallet_code}</td>
                    <td className="text-end">{l.quantity} + {l.free_goods} free</td>
                    <td>
                      <input inputMode="numeric" aria-label={`Accepted quantity of line ${n + 1}`} className={cls('accepted_quantity')} style={{ width: 90 }} value={checks[n].accepted_quantity}
                        onChange={(e) => setCheck(n, { accepted_quantity: e.target.value.replace(/\D/g, '') })} />
                      {f('accepted_quantity') && <Form.Control.Feedback type="invalid" className="d-block">{f('accepted_quantity')}</Form.Control.Feedback>}
                    </td>
                    <td>
                      <input inputMode="numeric" aria-label={`Accepted free goods of line ${n + 1}`} className={cls('accepted_free_goods')} style={{ width: 80 }} value={checks[n].accepted_free_goods}
                        onChange={(e) => setCheck(n, { accepted_free_goods: e.target.value.replace(/\D/g, '') })} />
                      {f('accepted_free_goods') && <Form.Control.Feedback type="invalid" className="d-block">{f('accepted_free_goods')}</Form.Control.Feedback>}
                    </td>
                    <td>
                      <input aria-label={`Rejection reason of line ${n + 1}`} className={cls('reject_reason')} maxLength={255} value={checks[n].reject_reason}
                        onChange={(e) => setCheck(n, { reject_reason: e.target.value })} />
                      {f('reject_reason') && <Form.Control.Feedback type="invalid" className="d-block">{f('reject_reason')}</Form.Control.Feedback>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </ScrollRegion>
      </ReceiptView>
      {rejecting && (
        <ReasonModal
          title="Reject Receipt"
          label="Reason for rejecting"
          submitLabel="Reject Receipt"
          savingLabel="Saving…"
          maxLength={500}
          schema={receiptReasonInput}
          bodyOf={(reason) => ({ reason })}
          send={(body) => writes.runOn(receiptRejectEp, { params: { id: r.receipt_id }, body })}
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
