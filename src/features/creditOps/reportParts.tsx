import type { ReactNode } from 'react';
import type { z } from 'zod';
import { TB_MIN_DATE } from '../../../contract/finance';
import { checked } from '../../components/report/useReportFilters';
import { formatMoney } from '../../lib/money';

/*
 * The few pieces of the finance report screens these two sub-ledgers need
 * (src/features/financeReports keeps its own; features do not import each other).
 */

export const BOOKS_START = TB_MIN_DATE;
export const REPORT_ERROR = 'Error occured. Please try again later';
/** Sub-ledgers open on the month to date. */
export const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/** A body the contract accepts, typed as the call takes it, or null (no call). */
export function accepted<S extends z.ZodType>(schema: S, body: unknown): z.input<S> | null {
  return checked(schema, body).value as z.input<S> | null;
}

/** An amount cell: right-aligned, grouped, exact to the centavo. */
export function Amount({ value, strong }: { value: string | null | undefined; strong?: boolean }) {
  return <td className={`text-end text-nowrap${strong ? ' fw-semibold' : ''}`}>{formatMoney(value ?? '0.00')}</td>;
}

/** The totals under a report: loading, failure, emptiness and the figures never read alike. */
export function TotalsSection({ loading, failed, empty, children }: { loading: boolean; failed: boolean; empty: boolean; children: ReactNode }) {
  let body: ReactNode = children;
  if (loading)
    body = (
      <p className="text-muted my-2" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading totals…
      </p>
    );
  else if (failed)
    body = (
      <div className="alert alert-danger my-2" role="alert">
        The totals could not be loaded. Please try again.
      </div>
    );
  else if (empty)
    body = (
      <p className="text-muted my-2" role="status">
        No totals for the chosen filters.
      </p>
    );
  return (
    <section aria-label="Totals" className="mt-3">
      <h2 className="h6">Totals</h2>
      {body}
    </section>
  );
}
