import type { MemoDetail, MemoStamp } from '../../../contract/memos';
import { formatDateTime } from '../../lib/dates';
import { formatMoney } from '../../lib/money';
import { Alert } from 'react-bootstrap';

const step = (what: string, s: MemoStamp | null) => (s ? `${what} by ${s.by} on ${formatDateTime(s.at)}` : null);

/** Who did each step of a memo, why it came back, and where it was posted. */
export default function MemoHistory({ memo }: { memo: MemoDetail }) {
  const steps = [
    step('Prepared', memo.created),
    step('Submitted', memo.submitted),
    step('Returned', memo.returned),
    step('Approved', memo.approved),
    step('Cancelled', memo.cancelled),
  ].filter(Boolean);
  return (
    <div className="mb-3 small">
      <p className="mb-1">{steps.join(' · ')}</p>
      {memo.decision_reason && memo.status !== 2 && (
        <Alert variant="warning" transition={false} className="py-2 mb-2" role="note">
          Reason: {memo.decision_reason}
        </Alert>
      )}
      <p className="mb-0 text-muted">
        Posts to {memo.offset_account} · Net {formatMoney(memo.net)} · Output VAT {formatMoney(memo.vat)} · Invoice balance now {formatMoney(memo.invoice_balance)}
        {memo.journal_entry && <> · Journal entry {memo.journal_entry}</>}
      </p>
    </div>
  );
}
