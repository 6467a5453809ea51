import type { SupplierProduct } from '../../../contract/purchasing';
import { formatMoney } from '../../lib/money';
import { centsOf, moneyOfCents, qtyFromInput } from './rules';

/** A line of the form: the product as the supplier's product list gives it, and the quantity as typed. */
export interface FormLine extends SupplierProduct {
  requested_qty: number;
  qtyText: string;
}

export const lineOf = (p: SupplierProduct, qty = p.quantity): FormLine => ({ ...p, requested_qty: qty, qtyText: String(qty) });

interface Props {
  lines: FormLine[];
  editable: boolean;
  onChange: (lines: FormLine[]) => void;
}

/** The product grid of a purchase request: quantity inputs step by the MOQ. */
export default function PrLinesTable({ lines, editable, onChange }: Props) {
  const setQty = (i: number, text: string) => onChange(lines.map((l, k) => (k === i ? { ...l, qtyText: text, requested_qty: qtyFromInput(text) } : l)));
  const remove = (i: number) => onChange(lines.filter((_, k) => k !== i));
  return (
    <table className="table table-sm align-middle">
      <thead>
        <tr>
          <th>#</th>
          <th>Product Code</th>
          <th>Product Name</th>
          <th>Unit</th>
          <th className="text-end">Stock Level</th>
          <th className="text-end">MOQ</th>
          <th className="text-end">Lead Time (days)</th>
          <th className="text-end">Cost</th>
          <th className="text-end">Requested Qty</th>
          <th className="text-end">Total</th>
          {editable && <th aria-label="Remove" />}
        </tr>
      </thead>
      <tbody>
        {lines.map((l, i) => (
          <tr key={l.product_id} className={l.requested_qty < l.quantity ? 'table-danger' : undefined}>
            <td>{i + 1}</td>
            <td>{l.product_code}</td>
            <td>{l.product_name}</td>
            <td>{l.unit ?? ''}</td>
            <td className="text-end">{l.stock_level}</td>
            <td className="text-end">{l.quantity}</td>
            <td className="text-end">{l.supplier_lead_time ?? ''}</td>
            <td className="text-end">{formatMoney(l.cost)}</td>
            <td className="text-end" style={{ width: 140 }}>
              {editable ? (
                <input
                  type="number"
                  className="form-control form-control-sm text-end"
                  aria-label={`Requested quantity, line ${i + 1}`}
                  min={l.quantity}
                  step={l.quantity}
                  value={l.qtyText}
                  onChange={(e) => setQty(i, e.target.value)}
                />
              ) : (
                l.requested_qty
              )}
            </td>
            <td className="text-end">{formatMoney(moneyOfCents(l.requested_qty * centsOf(l.cost)))}</td>
            {editable && (
              <td>
                <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`Remove ${l.product_name}`} onClick={() => remove(i)}>
                  ×
                </button>
              </td>
            )}
          </tr>
        ))}
        {lines.length === 0 && (
          <tr>
            <td colSpan={editable ? 11 : 10} className="text-muted">
              No products yet.
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
