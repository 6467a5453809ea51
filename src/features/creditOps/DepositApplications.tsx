import { useCallback, useMemo, useState } from 'react';
import { cents, pesos, type OpenInvoiceRow } from '../../../contract/collections';
import { formatMoney } from '../../lib/money';

const AMOUNT = /^\d{1,12}(\.\d{0,2})?$/;
/** Centavos of what was typed, 0 when blank or not an amount (the contract refuses it on submit). */
const typed = (s: string) => (AMOUNT.test(s.replace(/,/g, '').trim()) ? cents(s.replace(/,/g, '').trim()) : 0);

/**
 * What an identified deposit pays of the customer's open invoices: the
 * amounts typed per invoice, their total, "oldest first" up to the deposit,
 * the rows to send, and a refusal's messages put back on their invoices.
 * Whole centavos, never floats. (No CWT: a bank credit carries none.)
 */
export function useDepositApplications(invoices: OpenInvoiceRow[]) {
  const [applied, setApplied] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const change = useCallback((siId: number, amount: string) => {
    setApplied((a) => ({ ...a, [siId]: amount }));
    setErrors((e) => {
      const rest = { ...e };
      delete rest[siId];
      return rest;
    });
  }, []);
  const rows = useMemo(() => invoices.filter((i) => applied[i.si_id]?.trim()).map((i) => ({ si_id: i.si_id, amount: applied[i.si_id].trim(), cwt: '0' })), [invoices, applied]);
  const total = useMemo(() => rows.reduce((s, r) => s + typed(r.amount), 0), [rows]);
  const oldestFirst = (available: number) => {
    let left = available;
    const next: Record<number, string> = {};
    for (const inv of invoices) {
      if (left <= 0) break;
      const take = Math.min(left, cents(inv.balance));
      next[inv.si_id] = pesos(take);
      left -= take;
    }
    setApplied(next);
    setErrors({});
  };
  /** applications.N.* messages on the invoice sent at N; answers the messages placed. */
  const placeOnInvoices = (fields: Record<string, string[]>): Set<string> => {
    const on: Record<number, string> = {};
    const placed = new Set<string>();
    for (const [key, msgs] of Object.entries(fields)) {
      const m = /^applications\.(\d+)\./.exec(key);
      const siId = m ? rows[Number(m[1])]?.si_id : undefined;
      if (siId === undefined) continue;
      on[siId] = msgs.join(' ');
      msgs.forEach((x) => placed.add(x));
    }
    setErrors(on);
    return placed;
  };
  const reset = () => (setApplied({}), setErrors({}));
  return { applied, errors, change, rows, total, oldestFirst, placeOnInvoices, reset };
}

/** The customer's open invoices, oldest first, each with the amount the deposit pays of it: a table of inputs Tab moves through. */
export default function DepositApplications({ invoices, applied, errors, onChange }: { invoices: OpenInvoiceRow[]; applied: Record<number, string>; errors: Record<number, string>; onChange: (siId: number, amount: string) => void }) {
  if (!invoices.length) return <p className="text-muted small mb-0">This customer has no open invoices: the whole deposit is kept as an advance.</p>;
  return (
    <div className="table-responsive" style={{ maxHeight: 320 }}>
      <table className="table table-sm align-middle mb-0">
        <caption className="visually-hidden">Open invoices and the amounts applied to them</caption>
        <thead className="table-light sticky-top">
          <tr>
            <th scope="col">SI No.</th>
            <th scope="col">Invoice Date</th>
            <th scope="col">Due Date</th>
            <th scope="col" className="text-end">Open Balance</th>
            <th scope="col" className="text-end">Amount Applied</th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((inv) => {
            const error = errors[inv.si_id];
            return (
              <tr key={inv.si_id}>
                <th scope="row">{inv.si_number}</th>
                <td>{inv.invoice_date}</td>
                <td>{inv.due_date}</td>
                <td className="text-end">{formatMoney(inv.balance)}</td>
                <td className="text-end" style={{ minWidth: 150 }}>
                  <input
                    className={`form-control form-control-sm text-end${error ? ' is-invalid' : ''}`}
                    inputMode="decimal"
                    aria-label={`Amount applied to SI ${inv.si_number}`}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `deposit-apply-error-${inv.si_id}` : undefined}
                    value={applied[inv.si_id] ?? ''}
                    onChange={(e) => onChange(inv.si_id, e.target.value)}
                  />
                  {error && (
                    <div id={`deposit-apply-error-${inv.si_id}`} className="invalid-feedback d-block text-start">
                      {error}
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
