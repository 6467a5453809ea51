import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { TRANSFER_SCOPES } from '../../../contract/inventoryTransfers';
import { Can } from '../../components/permissions';
import NewTransferModal from './NewTransferModal';
import TransferApprovalPage from './TransferApprovalPage';
import TransferList from './TransferList';
import UntrackedGrid from './UntrackedGrid';
import { Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

export const replenishmentPath = (tab: string) => `/v2/inventory/transfer/${tab}`;

/** /v2/inventory/transfer/{tab}: replenishment from the Main/Central area to the picking area, expiry first. */
export default function ReplenishmentPage() {
  const { tab } = useParams();
  const [creating, setCreating] = useState(false);
  // The approval route has the shape of a tab route: answer it here as well.
  if (tab === 'approval') return <TransferApprovalPage version="v2" />;
  return (
    <>
      <TransferList
        title="Inventory Transfer (Replenishment)"
        version="v2"
        tab={tab}
        routeOf={replenishmentPath}
        actions={
          <>
            <Can scopes={TRANSFER_SCOPES.approve}>
              <LinkButton variant="outline-primary" size="sm" to="/v2/inventory/transfer/approval">
                For Approval
              </LinkButton>
            </Can>
            <Can scopes={TRANSFER_SCOPES.create}>
              <Button variant="success" size="sm" onClick={() => setCreating(true)}>
                New Replenishment Request
              </Button>
            </Can>
          </>
        }
      />
      <div className="px-3 pb-3">
        <UntrackedGrid />
      </div>
      {creating && <NewTransferModal version="v2" onClose={() => setCreating(false)} />}
    </>
  );
}
