import { TRANSFER_BADGES, type TransferStatus } from '../../../contract/inventoryTransfers';
import { Badge } from 'react-bootstrap';
import ToneBadge from '../../components/ToneBadge';

/**
 * Spec §4 list badges (0 PENDING warning, 1 PENDING green, ... 4 and 5 red). Dark text on the light colours keeps the contrast.
 * A posted transfer the destination received part of says so: the rest is still in transit.
 */
export default function StatusBadge({ status, partly = false }: { status: TransferStatus; partly?: boolean }) {
  if (status === 3 && partly) return <Badge bg="info" text="dark">PARTLY RECEIVED</Badge>;
  const b = TRANSFER_BADGES[status];
  if (!b) return <Badge bg="secondary">{String(status)}</Badge>;
  return <ToneBadge tone={b.bg}>{b.text}</ToneBadge>;
}
