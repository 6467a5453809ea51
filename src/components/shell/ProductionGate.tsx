import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { config } from '../../lib/config';

/**
 * Without its module (a failed chunk load) the gate fails closed, as it does
 * when the status cannot be read. This curtain is plain Bootstrap markup, not
 * the app's Modal (react-bootstrap): it ships in the first bundle of every
 * page, the sign-in page included, and must not depend on another chunk
 * loading, since chunk loading is what just failed. Like the Modal it is a
 * labelled dialog that takes the focus and cannot be dismissed.
 */
function GateUnavailable() {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    document.body.classList.add('modal-open');
    dialogRef.current?.focus();
    return () => document.body.classList.remove('modal-open');
  }, []);
  return (
    <>
      <div className="modal fade show d-block" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} ref={dialogRef}>
        <div className="modal-dialog modal-dialog-centered">
          <div className="modal-content">
            <div className="modal-header">
              <h2 className="modal-title h5" id={titleId}>
                Authentication Required
              </h2>
            </div>
            <div className="modal-body">
              <div className="alert alert-danger py-2" role="alert">
                Error occured. Please try again later.
              </div>
            </div>
          </div>
        </div>
      </div>
      <div className="modal-backdrop fade show" />
    </>
  );
}

// The gate's modal reads through the API cache (RTK Query and the contract's
// schemas), which stay out of the sign-in bundle: it is loaded only where the
// gate is on.
const GateCurtain = lazy(() => import('./GateCurtain').catch(() => ({ default: GateUnavailable })));

/**
 * Production gate (spec 000 §2.4): "Authentication Required" until the server
 * has set its gate cookie (18000 s). The credentials live on the server only.
 */
export default function ProductionGate({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      {config.productionGate && (
        <Suspense fallback={null}>
          <GateCurtain />
        </Suspense>
      )}
    </>
  );
}
