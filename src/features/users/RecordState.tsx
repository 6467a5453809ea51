import type { ReactNode } from 'react';
import type { ApiError } from '../../api/ApiError';

const GENERIC = 'Error Loading Data';

/**
 * The load of a record an edit page needs: loading, a failure with Retry (the
 * server's text for a refusal, e.g. "User not found."), or the page itself.
 */
export default function RecordState({ loading, error, onRetry, children }: { loading: boolean; error?: ApiError; onRetry: () => void; children: () => ReactNode }) {
  if (error) {
    const text = error.isNetwork || error.status >= 500 ? GENERIC : error.messages.join('\n') || GENERIC;
    return (
      <div className="alert alert-danger d-flex align-items-center gap-3" role="alert">
        <span style={{ whiteSpace: 'pre-line' }}>{text}</span>
        <button type="button" className="btn btn-outline-danger btn-sm" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (loading) {
    return (
      <div className="d-flex align-items-center gap-2 text-muted" role="status">
        <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Loading…
      </div>
    );
  }
  return <>{children()}</>;
}
