import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { REVISION_MESSAGES, showRevisionEp } from '../../../contract/revisions';
import { useRead } from '../../api/kitApi';
import Modal from '../../components/Modal';
import { formatDateTime } from '../../lib/dates';

/** One revision: who did what, when, to which record, and each changed field old -> new. */
export default function RevisionDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useRead(showRevisionEp, { params: { id } });
  const r = q.currentData;
  useEffect(() => {
    if (q.error) toast.error(REVISION_MESSAGES.loadFailed, { toastId: `revision-${id}` });
  }, [q.error, id]);

  const footer = (
    <button type="button" className="btn btn-secondary" onClick={onClose}>
      Close
    </button>
  );
  return (
    <Modal title={r ? `Revision ${r.reference_code}` : 'Revision'} onClose={onClose} size="lg" footer={footer}>
      {q.isFetching && !r && (
        <p role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> Loading…
        </p>
      )}
      {q.error && !q.isFetching && (
        <div role="alert">
          <p className="text-danger mb-2">{q.error.status === 404 ? 'This revision does not exist.' : `The revision could not be loaded. ${REVISION_MESSAGES.loadFailed}`}</p>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => void q.refetch()}>
            Retry
          </button>
        </div>
      )}
      {r && (
        <>
          <dl className="row mb-3">
            <dt className="col-sm-3">Activity</dt>
            <dd className="col-sm-9">{r.activity}</dd>
            <dt className="col-sm-3">User</dt>
            <dd className="col-sm-9">{r.user ?? '—'}</dd>
            <dt className="col-sm-3">Date and Time</dt>
            <dd className="col-sm-9">{formatDateTime(r.date_time)}</dd>
            <dt className="col-sm-3">Module</dt>
            <dd className="col-sm-9">{r.module_name}</dd>
            <dt className="col-sm-3">Reference</dt>
            <dd className="col-sm-9">{r.reference_code}</dd>
            <dt className="col-sm-3">Remarks</dt>
            <dd className="col-sm-9">{r.remarks || '—'}</dd>
          </dl>
          {r.changes.length === 0 ? (
            <p className="text-muted">No field changes were recorded for this activity.</p>
          ) : (
            <table className="table table-sm table-bordered">
              <caption className="visually-hidden">Changed fields</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Old Value</th>
                  <th scope="col">New Value</th>
                </tr>
              </thead>
              <tbody>
                {r.changes.map((c) => (
                  <tr key={c.field}>
                    <th scope="row">{c.label}</th>
                    <td>{c.old ?? <span className="text-muted">(empty)</span>}</td>
                    <td>{c.new ?? <span className="text-muted">(empty)</span>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Modal>
  );
}
