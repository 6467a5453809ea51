import { lazy, Suspense, type ReactNode } from 'react';
import { config } from '../../lib/config';
import Modal from '../Modal';

/**
 * Without its module (a failed chunk load) the gate fails closed, as it does
 * when the status cannot be read.
 */
function GateUnavailable() {
  return (
    <Modal title="Authentication Required" centered>
      <div className="modal-body">
        <div className="alert alert-danger py-2" role="alert">
          Error occured. Please try again later.
        </div>
      </div>
    </Modal>
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
