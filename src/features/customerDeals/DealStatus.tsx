import { DEAL_STATUS_NAMES, type DealDetail, type DealStamp, type DealStatus } from '../../../contract/customerDeals';
import { formatDateTime } from '../../lib/dates';
import { Alert } from 'react-bootstrap';
import ToneBadge, { type Tone } from '../../components/ToneBadge';

const TONE: Record<DealStatus, Tone> = { 0: 'secondary', 3: 'warning', 1: 'success', 2: 'danger' };

export function DealStatusBadge({ status }: { status: DealStatus }) {
  return (
    <ToneBadge tone={TONE[status]} className="align-middle">
      {DEAL_STATUS_NAMES[status]}
    </ToneBadge>
  );
}

const STEPS: { key: 'created' | 'updated' | 'submitted' | 'approved' | 'declined'; label: string }[] = [
  { key: 'created', label: 'Created' },
  { key: 'updated', label: 'Last updated' },
  { key: 'submitted', label: 'Submitted for approval' },
  { key: 'approved', label: 'Approved' },
  { key: 'declined', label: 'Declined' },
];

/** Who did each step of the deal and when (Manila time), and why it was last declined. */
export default function DealHistory({ deal }: { deal: DealDetail }) {
  const done = STEPS.map((s) => ({ ...s, stamp: deal[s.key] as DealStamp | null })).filter((s) => s.stamp);
  return (
    <>
      {deal.status === 2 && deal.decline_reason && (
        <Alert variant="danger" transition={false} className="py-2" role="status">
          <strong>Declined:</strong> {deal.decline_reason}
        </Alert>
      )}
      <dl className="row small mb-3">
        {done.map((s) => (
          <div key={s.key} className="col-sm-6 col-lg-4 d-flex gap-2">
            <dt className="fw-normal text-muted">{s.label}</dt>
            <dd className="mb-1">
              {s.stamp!.by}, {formatDateTime(s.stamp!.at)}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}
