import type { ReactNode } from 'react';
import type { ApiError } from '../api/ApiError';
import DataAsOf from './DataAsOf';

interface LoadStateProps {
  /** What is loading, for the status text: "Loading permissions…". */
  what: string;
  isLoading: boolean;
  error?: ApiError;
  /** True when the answer has nothing to show. */
  empty: boolean;
  emptyText: string;
  onRetry?: () => void;
  /** When the shown data is complete up to (useRead's asOf), said above it. */
  asOf?: string;
  /** A function when the content reads the answer: it is only called once there is one. */
  children: ReactNode | (() => ReactNode);
}

const GENERIC = 'Error occured. Please try again later.';

/**
 * The states of a read that is not a grid (a matrix, a short list, the record
 * an edit page opens): loading,
 * failed (with Retry), empty, or the content. Each looks different, so a
 * failed load is never mistaken for an empty answer.
 */
export default function LoadState({ what, isLoading, error, empty, emptyText, onRetry, asOf, children }: LoadStateProps) {
  if (isLoading) {
    return (
      <p className="text-muted my-2" role="status">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Loading {what}…
      </p>
    );
  }
  if (error) {
    const text = error.isNetwork || error.status >= 500 ? GENERIC : error.messages.join('\n') || GENERIC;
    return (
      <div className="alert alert-danger d-flex align-items-center gap-2 my-2" role="alert">
        <span style={{ whiteSpace: 'pre-line' }}>
          Unable to load {what}. {text}
        </span>
        {onRetry && (
          <button type="button" className="btn btn-outline-danger btn-sm ms-auto" onClick={onRetry}>
            Retry
          </button>
        )}
      </div>
    );
  }
  if (empty) return <p className="text-muted my-2">{emptyText}</p>;
  return (
    <>
      <DataAsOf asOf={asOf} block />
      {typeof children === 'function' ? children() : children}
    </>
  );
}
