import { FOOTPRINT_MESSAGES, showFootprintEp, type FootprintRow } from '../../../../../../contract/customerFootprints';
import { useRead } from '../../../../../api/kitApi';
import Modal, { ModalBody } from '../../../../../components/Modal';
import { StoredFileLink } from '../../../../../components/upload';
import { formatDateTime } from '../../../../../lib/dates';
import { Facts } from '../../../../../components/Facts';
import { Alert, Button, Spinner } from 'react-bootstrap';

/**
 * The Footprint detail modal (spec 002 §2.10): date, signature attachment
 * link and note, read fresh from the server. A record that is gone (deleted
 * meanwhile) reads No Data; a failed read says so with Retry, so neither is
 * mistaken for the other.
 */
export default function FootprintDetailModal({ footprintId, onClose }: { footprintId: number; onClose: () => void }) {
  const read = useRead(showFootprintEp, { params: { footprint_id: footprintId } });
  const row = read.currentData;
  const gone = read.error?.status === 404;

  let body;
  if (row) body = <Details row={row} />;
  else if (gone) body = <p className="text-muted mb-0">{FOOTPRINT_MESSAGES.noData}</p>;
  else if (read.error)
    body = (
      <Alert variant="danger" transition={false} className="d-flex align-items-center gap-2 mb-0" role="alert">
        <span className="me-auto">Unable to load the footprint. {read.error.isNetwork || read.error.status >= 500 ? 'Please try again later.' : read.error.messages.join(' ')}</span>
        <Button variant="outline-danger" size="sm" onClick={() => void read.refetch()}>
          Retry
        </Button>
      </Alert>
    );
  else
    body = (
      <p className="text-muted mb-0" role="status">
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
        Loading footprint…
      </p>
    );

  return (
    <Modal
      title="Footprint"
      onClose={onClose}
      footer={
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <ModalBody>{body}</ModalBody>
    </Modal>
  );
}

function Details({ row }: { row: FootprintRow }) {
  return (
    <Facts
      labelCols={4}
      className="mb-0"
      facts={[
        ['Date', formatDateTime(row.date_created)],
        ['Signature', row.get_signature ? <StoredFileLink path={row.get_signature.processed_path} fileName={row.get_signature.file_name} /> : <span className="text-muted">{FOOTPRINT_MESSAGES.noData}</span>],
        ['Notes/Remarks', <span style={{ whiteSpace: 'pre-line' }}>{row.note}</span>],
        row.created_by && ['Recorded by', row.created_by],
      ]}
    />
  );
}
