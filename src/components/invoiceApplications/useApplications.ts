import { useCallback, useMemo, useState } from 'react';
import { cents, pesos, type OpenInvoiceRow } from '../../../contract/collections';
import type { Applied } from './ApplicationTable';
import { typedCents as typed } from '../../lib/money';


/**
 * The amounts a receipt applies to the open invoices, shared by recording a
 * collection and applying an advance: what was typed per invoice, the running
 * total, "oldest first" (fills each invoice's balance, less the CWT usually
 * withheld, until the money runs out), the rows to send, and the server's
 * refusals put back on their invoices. Money in whole centavos, never floats.
 */
export function useApplications(invoices: OpenInvoiceRow[], withCwt: boolean) {
  const [applied, setApplied] = useState<Record<number, Applied>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});

  const change = useCallback((siId: number, next: Applied) => {
    setApplied((a) => ({ ...a, [siId]: next }));
    setErrors((e) => {
      if (!e[siId]) return e;
      const rest = { ...e };
      delete rest[siId];
      return rest;
    });
  }, []);

  const rows = useMemo(
    () => invoices.filter((inv) => applied[inv.si_id]?.amount.trim()).map((inv) => ({ si_id: inv.si_id, amount: applied[inv.si_id].amount.trim(), cwt: withCwt ? applied[inv.si_id].cwt.trim() : '' })),
    [invoices, applied, withCwt],
  );
  const totals = useMemo(() => ({ applied: rows.reduce((s, r) => s + typed(r.amount), 0), cwt: rows.reduce((s, r) => s + typed(r.cwt), 0) }), [rows]);

  /** Fills the invoices oldest first with `available` centavos of money received (plus the CWT each usually carries). */
  const oldestFirst = useCallback(
    (available: number) => {
      let left = available;
      const next: Record<number, Applied> = {};
      for (const inv of invoices) {
        if (left <= 0) break;
        const cwt = withCwt ? cents(inv.suggested_cwt) : 0;
        const due = cents(inv.balance);
        // The money settles the balance less its CWT; a partial payment carries no CWT.
        const full = left >= due - cwt;
        const amount = full ? due : left;
        next[inv.si_id] = { amount: pesos(amount), cwt: full && cwt ? pesos(cwt) : '' };
        left -= full ? due - cwt : left;
      }
      setApplied(next);
      setErrors({});
    },
    [invoices, withCwt],
  );

  /** A refusal's messages on an application (applications.N.field: the Nth of `rows`, as sent) put on their invoices; answers the messages placed. */
  const placeOnInvoices = useCallback(
    (fields: Record<string, string[]>): Set<string> => {
      const onInvoices: Record<number, string> = {};
      const placed = new Set<string>();
      for (const [key, msgs] of Object.entries(fields)) {
        const m = /^applications\.(\d+)\./.exec(key);
        const siId = m ? rows[Number(m[1])]?.si_id : undefined;
        if (siId === undefined) continue;
        onInvoices[siId] = msgs.join(' ');
        msgs.forEach((x) => placed.add(x));
      }
      setErrors(onInvoices);
      return placed;
    },
    [rows],
  );

  const reset = useCallback(() => {
    setApplied({});
    setErrors({});
  }, []);

  return { applied, errors, change, rows, totals, oldestFirst, placeOnInvoices, reset };
}

export { typedCents } from '../../lib/money';
