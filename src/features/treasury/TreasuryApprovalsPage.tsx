import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TREASURY_MESSAGES, TREASURY_TABS, listTreasuryRequestsEp, treasuryRequestColumns, treasuryWorkflow, type TreasuryRequestRow, type TreasuryTab } from '../../../contract/treasuryApprovals';
import { colDefsOf } from '../../components/grid/columnDefs';
import QueuePage from '../../components/queue/QueuePage';
import TreasuryRequestModal from './TreasuryRequestModal';

export const TREASURY_APPROVALS_PATH = '/treasury/list-of-approvals';
const tabPath = (tab: string) => (tab === 'general' ? TREASURY_APPROVALS_PATH : `${TREASURY_APPROVALS_PATH}?tab=${tab}`);

/**
 * Treasury List of Approvals (spec 002 §2.8): General (for approval),
 * Approved and Declined, one route with the tab in the query string. A row
 * opens the request with Approve and Disapprove; the lists refresh after a
 * decision (the status call invalidates them).
 */
export default function TreasuryApprovalsPage() {
  const [params] = useSearchParams();
  const asked = params.get('tab') as TreasuryTab | null;
  const tab: TreasuryTab = asked && TREASURY_TABS.includes(asked) ? asked : 'general';
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo(() => colDefsOf<TreasuryRequestRow>(treasuryRequestColumns, { reason: { tooltipField: 'reason' } }), []);
  return (
    <QueuePage<TreasuryRequestRow>
      title="Treasury List of Approvals"
      workflow={treasuryWorkflow}
      tab={tab}
      routeOf={tabPath}
      list={listTreasuryRequestsEp}
      columns={columns}
      defaultSort={{ order_by: 'date_requested', direction: tab === 'general' ? 'asc' : 'desc' }}
      search={{ label: 'Search requests', placeholder: 'Customer, check no., CR no. or requestor', maxLength: 100 }}
      emptyText={tab === 'general' ? 'No requests are waiting for approval.' : 'No requests in this list.'}
      loadErrorText={TREASURY_MESSAGES.loadFailed[tab]}
      onRowOpen={(row) => setOpen(row.detail_id)}
    >
      {open !== null && <TreasuryRequestModal detailId={open} onClose={() => setOpen(null)} />}
    </QueuePage>
  );
}
