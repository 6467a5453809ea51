import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { poTrailEp } from '../../../contract/purchasing';
import { useRead } from '../../api/kitApi';
import FormError from '../FormError';
import Modal from '../Modal';

const LOAD_FAILED = 'Unable to load the trail logs.';

/**
 * "Purchase Order Trail Logs" of one purchase order (spec 001 §2), read
 * through the cache (a purchase request write makes it stale). A failed load
 * shows the server text in a toast and says so in the modal, apart from "No
 * trail logs.".
 */
export default function PoTrailModal({ poHdrId, poNo, onClose }: { poHdrId: number; poNo?: string; onClose: () => void }) {
  const trail = useRead(poTrailEp, { params: { po_hdr_id: poHdrId } });
  const rows = trail.currentData as typeof trail.data;
  const problem = trail.error ? trail.error.messages.join('\n') || LOAD_FAILED : '';
  // One toast per failed request (its id also keeps StrictMode's second effect run from showing it twice).
  const failedRequest = trail.isError ? trail.requestId : undefined;
  useEffect(() => {
    if (failedRequest) toast.error(problem, { toastId: failedRequest });
  }, [failedRequest, problem]);

  return (
    <Modal title="Purchase Order Trail Logs" subtitle={poNo} onClose={onClose} size="lg">
      <div className="modal-body">
        {trail.isError ? (
          <FormError message={problem} />
        ) : !rows ? (
          <div role="status">Loading…</div>
        ) : rows.length === 0 ? (
          <p className="text-muted">No trail logs.</p>
        ) : (
          <table className="table table-sm">
            <thead>
              <tr>
                <th>Date and Time</th>
                <th>User</th>
                <th>Remarks</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.log_trail_id}>
                  <td>{r.date_time}</td>
                  <td>{r.user_details?.employee_name ?? ''}</td>
                  <td>{r.remarks}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </Modal>
  );
}
