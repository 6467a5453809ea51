import { useParams } from 'react-router-dom';
import { TRANSFER_VERSIONS, transferWorkflow, type TransferVersion } from '../../../contract/inventoryTransfers';
import PageNotFound from '../../components/PageNotFound';
import TransferList from './TransferList';

/** Pending requests only: where the approver opens a request and approves or cancels it. */
const APPROVAL_TABS = transferWorkflow.tabs.filter((t) => t.key === 'confirmation');

/** /{version}/inventory/transfer/approval: the pending transfers of one version, for approval. */
export default function TransferApprovalPage({ version: given }: { version?: TransferVersion }) {
  const { version: param } = useParams();
  const version = given ?? param;
  if (version !== 'v1' && version !== 'v2') return <PageNotFound />;
  return (
    <TransferList
      title={`Inventory Transfer Approval (${TRANSFER_VERSIONS[version]})`}
      version={version}
      tab="confirmation"
      tabs={APPROVAL_TABS}
      routeOf={() => `/${version}/inventory/transfer/approval`}
    />
  );
}
