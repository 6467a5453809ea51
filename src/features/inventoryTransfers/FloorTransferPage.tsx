import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { TRANSFER_SCOPES } from '../../../contract/inventoryTransfers';
import { Can } from '../../components/permissions';
import NewTransferModal from './NewTransferModal';
import TransferList from './TransferList';
import UntrackedGrid from './UntrackedGrid';

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
              <Link className="btn btn-sm btn-outline-primary" to="/v1/inventory/transfer/approval">
                For Approval
              </Link>
            </Can>
            <Can scopes={TRANSFER_SCOPES.create}>
              <button type="button" className="btn btn-sm btn-success" onClick={() => setCreating(true)}>
                New Floor to Floor Transfer
              </button>
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
