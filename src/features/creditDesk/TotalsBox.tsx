import type { ReactNode } from 'react';

/**
 * The totals under a report: loading, failed, empty or the figures, each
 * reading differently. (The finance reports' TotalsSection does the same; a
 * feature cannot import another, so it waits to move to src/components.)
 */
export default function TotalsBox({ loading, failed, empty, children }: { loading: boolean; failed: boolean; empty: boolean; children: ReactNode }) {
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
