import { useId } from 'react';
import { pvNonStockPoEp } from '../../../contract/payableVouchers';
import { useRead } from '../../api/kitApi';
import { formatMoney } from '../../lib/money';
import type { PvFormAssetReceipt } from './draftState';
import { Form } from 'react-bootstrap';

/**
 * The payee's received asset (non-stock) POs not yet invoiced, to tick the
 * ones this invoice bills (like the receiving reports above it). Approval
 * links them to the voucher; ticked ones stay listed even after the list
 * (which leaves out receipts held by any live voucher) no longer has them.
 */
export default function AssetReceiptPicker({
  supplierId,
  picked,
  error,
  onChange,
}: {
  supplierId: number;
  picked: PvFormAssetReceipt[];
  error?: string;
  onChange: (picked: PvFormAssetReceipt[]) => void;
}) {
  const id = useId();
  const open = useRead(pvNonStockPoEp, { query: { supplier_id: supplierId } });
  const rows = open.currentData;
  return (
    <fieldset className="mb-2">
      <legend className="h6">Asset purchase orders received, not yet invoiced</legend>
      {open.error ? (
        <p className="text-danger small" role="alert">The asset receipts could not be loaded: {open.error.messages.join(' ')}</p>
      ) : !rows ? (
        <p className="small" role="status">Loading the asset receipts…</p>
      ) : rows.length === 0 && picked.length === 0 ? (
        <p className="text-muted small">This payee has no asset receipt waiting for its invoice.</p>
      ) : (
        <div className="d-flex flex-column gap-1 small">
          {[...picked.filter((p) => !rows.some((r) => r.receipt_id === p.receipt_id)), ...rows].map((r) => {
            const on = picked.some((p) => p.receipt_id === r.receipt_id);
            const items = 'items' in r ? `: ${r.items}` : '';
            return (
              <Form.Check
                key={r.receipt_id}
                id={`${id}-receipt-${r.receipt_id}`}
                type="checkbox"
                checked={on}
                onChange={() =>
                  onChange(on ? picked.filter((p) => p.receipt_id !== r.receipt_id) : [...picked, { receipt_id: r.receipt_id, receipt_no: r.receipt_no, apo_no: r.apo_no, amount: r.amount }])
                }
                label={`${r.receipt_no} of ${r.apo_no} (${formatMoney(r.amount)}, VAT-exclusive)${items}`}
              />
            );
          })}
        </div>
      )}
      {error && <Form.Control.Feedback type="invalid" className="d-block">{error}</Form.Control.Feedback>}
    </fieldset>
  );
}
