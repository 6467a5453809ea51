import type { OpenInvoiceRow } from '../../../contract/collections';
import { formatMoney } from '../../lib/money';

/** What the user typed for one invoice: the amount applied and the CWT withheld on it (decimal text). */
export interface Applied {
  amount: string;
  cwt: string;
}

interface Props {
  invoices: OpenInvoiceRow[];
  applied: Record<number, Applied>;
  onChange: (siId: number, next: Applied) => void;
  /** Messages by invoice id (the server's refusals, mapped back from their application index). */
  errors: Record<number, string>;
  /** Advances applied later carry no CWT (it was taken on the receipt). */
  withCwt: boolean;
  disabled?: boolean;
}

/**
 * The customer's open invoices, oldest first, each with what this receipt
 * applies to it: an amount (at most its balance, the server says so if more)
 * and the CWT withheld. A table of inputs so the keyboard moves through it
 * with Tab like any form.
 */
export default function ApplicationTable({ invoices, applied, onChange, errors, withCwt, disabled }: Props) {
  if (!invoices.length) return <p className="text-muted small mb-0">This customer has no open invoices: the whole amount is kept as an advance.</p>;
  return (
    <div className="table-responsive" style={{ maxHeight: 320 }}>
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">Open invoices and the amounts applied to them</caption>
        <thead className="table-light sticky-top">
          <tr>
            <th scope="col">SI No.</th>
            <th scope="col">Invoice Date</th>
            <th scope="col">Due Date</th>
            <th scope="col" className="text-end">Days Past Due</th>
            <th scope="col" className="text-end">Open Balance</th>
            <th scope="col" className="text-end">Amount Applied</th>
            {withCwt && <th scope="col" className="text-end">CWT</th>}
          </tr>
        </thead>
        <tbody>
          {invoices.map((inv) => {
            const a = applied[inv.si_id] ?? { amount: '', cwt: '' };
            const error = errors[inv.si_id];
            return (
              <tr key={inv.si_id}>
                <th scope="row">{inv.si_number}</th>
                <td>{inv.invoice_date}</td>
                <td>{inv.due_date}</td>
                <td className="text-end">{inv.days_past_due}</td>
                <td className="text-end">{formatMoney(inv.balance)}</td>
                <td className="text-end" style={{ minWidth: 150 }}>
                  <input
                    className={`form-control form-control-sm text-end${error ? ' is-invalid' : ''}`}
                    inputMode="decimal"
                    aria-label={`Amount applied to SI ${inv.si_number}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `apply-error-${inv.si_id}` : undefined}
                    data-field={`invoice.${inv.si_id}`}
                    value={a.amount}
                    disabled={disabled}
                    onChange={(e) => onChange(inv.si_id, { ...a, amount: e.target.value })}
                  />
                  {error && (
                    <div id={`apply-error-${inv.si_id}`} className="invalid-feedback d-block text-start">
                      {error}
                    </div>
                  )}
                </td>
                {withCwt && (
                  <td className="text-end" style={{ minWidth: 110 }}>
                    <input
                      className="form-control form-control-sm text-end"
                      inputMode="decimal"
                      aria-label={`CWT on SI ${inv.si_number}`}
                      value={a.cwt}
                      disabled={disabled}
                      onChange={(e) => onChange(inv.si_id, { ...a, cwt: e.target.value })}
                    />
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
