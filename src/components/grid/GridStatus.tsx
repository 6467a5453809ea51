import type { ApiError } from '../../api/ApiError';

interface GridStatusProps {
  loading: boolean;
  /** The answer is slow: offer to stop waiting. */
  waitedLong: boolean;
  error: ApiError | null;
  cancelled: boolean;
  /** "Not searched yet" or "no rows" text, or null. */
  empty: string | null;
  onRetry: () => void;
  onCancel: () => void;
}

const GENERIC = 'Error occured. Please try again later.';
const overlay = 'position-absolute top-0 start-0 w-100 h-100 d-flex flex-column align-items-center justify-content-center';

/**
 * What covers the grid area when it has no rows to show. Loading, a failure,
 * a cancelled wait, "not searched yet" and "no rows" each look different, so
 * a failed load is never mistaken for an empty result.
 */
export default function GridStatus({ loading, waitedLong, error, cancelled, empty, onRetry, onCancel }: GridStatusProps) {
  if (loading) {
    return (
      <div className={`${overlay} bg-white bg-opacity-75`} role="status">
        <span>
          <span className="spinner-border text-primary me-2" aria-hidden="true" /> Loading…
        </span>
        {waitedLong && (
          <button type="button" className="btn btn-outline-secondary btn-sm mt-2" onClick={onCancel}>
            Stop waiting
          </button>
        )}
      </div>
    );
  }
  if (error || cancelled) {
    const text = cancelled ? 'Loading was stopped.' : error!.isNetwork || error!.status >= 500 ? GENERIC : error!.messages.join('\n') || GENERIC;
    return (
      <div className={`${overlay} bg-white`} role="alert">
        <p className="text-danger mb-2" style={{ whiteSpace: 'pre-line' }}>
          {cancelled ? text : `The rows could not be loaded. ${text}`}
        </p>
        <button type="button" className="btn btn-primary btn-sm" onClick={onRetry}>
          Retry
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="position-absolute top-50 start-50 translate-middle text-muted" role="status">
        {empty}
      </div>
    );
  }
  return null;
}
