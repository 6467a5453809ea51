import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import type { PoTrailRow } from '../../../contract/purchasing';
import { toApiError } from '../../api/ApiError';
import Modal from '../Modal';
import { prApi } from './api';

/** "Purchase Order Trail Logs" of one purchase order (spec 001 §2); a failed load shows the server text in a toast. */
export default function PoTrailModal({ poHdrId, poNo, onClose }: { poHdrId: number; poNo?: string; onClose: () => void }) {
  const [rows, setRows] = useState<PoTrailRow[] | null>(null);
  useEffect(() => {
    let live = true;
    prApi
      .poTrail(poHdrId)
      .then((r) => live && setRows(r))
      .catch((e) => {
        if (!live) return;
        setRows([]);
        toast.error(toApiError(e).messages.join('\n') || 'Unable to load the trail logs.');
      });
    return () => {
      live = false;
    };
  }, [poHdrId]);
  return (
    <Modal title="Purchase Order Trail Logs" subtitle={poNo} onClose={onClose} size="lg">
      <div className="modal-body">
        {rows === null ? (
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
                  <td>{r.employee_name ?? ''}</td>
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
