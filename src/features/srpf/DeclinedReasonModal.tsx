import { SRPF_MESSAGES as M, rejectedReasonsEp } from '../../../contract/srpf';
import { useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import { Button } from 'react-bootstrap';

const KINDS = { declined: 'Declined', returned: 'Returned to maker', split: 'Split batching' } as const;

/** The Declined Reason list (spec §2.9): every decline and return of the SRPF, newest first, or "No Declined Reason". */
export default function DeclinedReasonModal({ srpfNo, onClose }: { srpfNo: string; onClose: () => void }) {
  const read = useRead(rejectedReasonsEp, { query: { srpf_no: srpfNo } });
  const rows = read.data ?? [];
  return (
    <Modal
      title="Declined Reason"
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>
            Confirm
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </>
      }
    >
      <LoadState what="reasons" isLoading={read.isLoading} error={read.error} empty={rows.length === 0} emptyText={M.noDeclinedReason} onRetry={read.refetch}>
        <ul className="list-unstyled mb-0">
          {rows.map((r, n) => (
            <li key={n} className="mb-2">
              <div>{r.reject_reason}</div>
              <div className="small text-muted">
                {KINDS[r.kind]} by {r.by ?? 'someone'} on {r.at.slice(0, 16)}
              </div>
            </li>
          ))}
        </ul>
      </LoadState>
    </Modal>
  );
}
