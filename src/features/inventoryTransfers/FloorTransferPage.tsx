import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TRANSFER_SCOPES } from '../../../contract/inventoryTransfers';
import { Can } from '../../components/permissions';
import NewTransferModal from './NewTransferModal';
import TransferList from './TransferList';
import UntrackedGrid from './UntrackedGrid';
import { Button } from 'react-bootstrap';
import LinkButton from '../../components/LinkButton';

/** /inventory/transfer: floor to floor transfers (v1); the tab is kept in the query (?tab=in-transit). */
export default function FloorTransferPage() {
  const [params] = useSearchParams();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <TransferList
        title="Inventory Transfer (Floor to Floor)"
        version="v1"
        tab={params.get('tab') ?? undefined}
        routeOf={(tab) => `/inventory/transfer?tab=${tab}`}
        actions={
          <>
            <Can scopes={TRANSFER_SCOPES.approve}>
              <LinkButton variant="outline-primary" size="sm" to="/v1/inventory/transfer/approval">
                For Approval
              </LinkButton>
            </Can>
            <Can scopes={TRANSFER_SCOPES.create}>
              <Button variant="success" size="sm" onClick={() => setCreating(true)}>
                New Floor to Floor Transfer
              </Button>
            </Can>
          </>
        }
      />
      <div className="px-3 pb-3">
        <UntrackedGrid />
      </div>
      {creating && <NewTransferModal version="v1" onClose={() => setCreating(false)} />}
    </>
  );
}
