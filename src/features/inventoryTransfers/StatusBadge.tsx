import { TRANSFER_BADGES, type TransferStatus } from '../../../contract/inventoryTransfers';

/**
 * Spec §4 list badges (0 PENDING warning, 1 PENDING green, ... 4 and 5 red). Dark text on the light colours keeps the contrast.
 * A posted transfer the destination received part of says so: the rest is still in transit.
 */
export default function StatusBadge({ status, partly = false }: { status: TransferStatus; partly?: boolean }) {
  if (status === 3 && partly) return <span className="badge text-bg-info">PARTLY RECEIVED</span>;
  const b = TRANSFER_BADGES[status];
  if (!b) return <span className="badge text-bg-secondary">{String(status)}</span>;
  return <span className={`badge text-bg-${b.bg}`}>{b.text}</span>;
}
