import type { ReactNode } from 'react';
import type { z } from 'zod';
import { TB_MIN_DATE } from '../../../contract/finance';
import { formatMoney } from '../../lib/money';
import DataAsOf from '../DataAsOf';

/** The words of a report that could not be read (spec 000 §8). */
export const REPORT_ERROR = 'Error occured. Please try again later';
import { checked } from './useReportFilters';

/*
 * The pieces every report screen shares around its figures: amount cells,
 * the loading / failed / empty / content states (never alike), the totals
 * section under a report, and the prompt before a first search.
 */

/** The first day of the books: no report date goes before it. */
export const BOOKS_START = TB_MIN_DATE;

/** Sub-ledgers open on the month to date: a short range a person reads, widened on demand. */
export const monthStart = (today: string) => `${today.slice(0, 8)}01`;

/** An amount cell: right-aligned, grouped, exact to the centavo. */
export function Amount({ value, strong }: { value: string | null | undefined; strong?: boolean }) {
  const text = formatMoney(value ?? '0.00');
  return <td className={`text-end text-nowrap${strong ? ' fw-semibold' : ''}`}>{text}</td>;
}

/** The states around a non-grid read: loading, failed, empty or the content — each looks different. */
export function ReadState({
  loading,
  failed,
  empty,
  what,
  onRetry,
  asOf,
  children,
}: {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  what: string;
  /** Asks for it again: a failure then offers Retry. */
  onRetry?: () => void;
  /** When the shown data is complete up to (useRead's asOf), said above it. */
  asOf?: string;
  children: ReactNode;
}) {
  if (loading)
    return (
      <p className="text-muted my-2" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading {what}…
      </p>
    );
  if (failed)
    return (
      <div className="alert alert-danger my-2 d-flex align-items-center gap-2" role="alert">
        <span>The {what} could not be loaded. Please try again.</span>
        {onRetry && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  if (empty)
    return (
      <p className="text-muted my-2" role="status">
        No {what} for the chosen filters.
      </p>
    );
  return (
    <>
      <DataAsOf asOf={asOf} block />
      {children}
    </>
  );
}

/** A body the contract accepts, typed as the call takes it, or null (no call). */
export function accepted<S extends z.ZodType>(schema: S, body: unknown): z.input<S> | null {
  return checked(schema, body).value as z.input<S> | null;
}

/** The totals under a report: a labelled section whose loading, failure and emptiness read differently. */
export function TotalsSection({ loading, failed, empty = false, children }: { loading: boolean; failed: boolean; empty?: boolean; children: ReactNode }) {
  return (
    <section aria-label="Totals" className="mt-3">
      <h2 className="h6">Totals</h2>
      <ReadState loading={loading} failed={failed} empty={empty} what="totals">
        {children}
      </ReadState>
    </section>
  );
}

/**
 * A searched report's body: the prompt until the first search, then its
 * loading, failure, emptiness or rows (which never read alike).
 */
export function SearchedResult({ searched, prompt, loading, failed, empty, what, asOf, children }: { searched: boolean; prompt: string; loading: boolean; failed: boolean; empty: boolean; what: string; asOf?: string; children: ReactNode }) {
  if (!searched) {
    return (
      <p className="text-muted my-2" role="status">
        {prompt}
      </p>
    );
  }
  return (
    <ReadState loading={loading} failed={failed} empty={empty} what={what} asOf={asOf}>
      {children}
    </ReadState>
  );
}
