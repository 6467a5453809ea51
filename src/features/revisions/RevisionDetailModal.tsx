import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { REVISION_MESSAGES, showRevisionEp } from '../../../contract/revisions';
import { useRead } from '../../api/kitApi';
import Modal from '../../components/Modal';
import { formatDateTime } from '../../lib/dates';
import { Facts } from '../../components/Facts';
import { Button, Spinner, Table } from 'react-bootstrap';

/** One revision: who did what, when, to which record, and each changed field old -> new. */
export default function RevisionDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useRead(showRevisionEp, { params: { id } });
  const r = q.currentData;
  useEffect(() => {
    if (q.error) toast.error(REVISION_MESSAGES.loadFailed, { toastId: `revision-${id}` });
  }, [q.error, id]);

  const footer = (
    <Button variant="secondary" onClick={onClose}>
      Close
    </Button>
  );
  return (
    <Modal title={r ? `Revision ${r.reference_code}` : 'Revision'} onClose={onClose} size="lg" footer={footer}>
      {q.isFetching && !r && (
        <p role="status">
          <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" /> Loading…
        </p>
      )}
      {q.error && !q.isFetching && (
        <div role="alert">
          <p className="text-danger mb-2">{q.error.status === 404 ? 'This revision does not exist.' : `The revision could not be loaded. ${REVISION_MESSAGES.loadFailed}`}</p>
          <Button size="sm" onClick={() => void q.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {r && (
        <>
          <Facts
            className="mb-3"
            facts={[
              ['Activity', r.activity],
              ['User', r.user ?? '—'],
              ['Date and Time', formatDateTime(r.date_time)],
              ['Module', r.module_name],
              ['Reference', r.reference_code],
              ['Remarks', r.remarks || '—'],
            ]}
          />
          {r.changes.length === 0 ? (
            <p className="text-muted">No field changes were recorded for this activity.</p>
          ) : (
            <Table size="sm" bordered>
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
            </Table>
          )}
        </>
      )}
    </Modal>
  );
}
