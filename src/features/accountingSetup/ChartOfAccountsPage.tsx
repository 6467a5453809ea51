import { useParams, useSearchParams } from 'react-router-dom';
import { COA_SCOPES, coaDraftWorkflow, type CoaDraftTab } from '../../../contract/chartOfAccounts';
import type { WorkflowTab } from '../../../contract/kit';
import QueueTabs from '../../components/queue/QueueTabs';
import AccountDetailView from './AccountDetailView';
import AccountsTab from './AccountsTab';
import DraftsTab from './DraftsTab';
import { tabPath } from './paths';

const TABS: readonly WorkflowTab[] = [{ key: 'accounts', label: 'Accounts', statuses: [], scope: COA_SCOPES.view }, ...coaDraftWorkflow.tabs];

/** /finance-and-accounting/chart-of-account/:id?: the chart and its drafts (tabs), or one account's page. */
export default function ChartOfAccountsPage() {
  const { id } = useParams();
  const [search] = useSearchParams();
  if (id && /^\d+$/.test(id)) return <AccountDetailView id={Number(id)} />;
  const current = TABS.find((t) => t.key === search.get('tab')) ?? TABS[0];
  return (
    <div className="p-3">
      <h1 className="h4">Chart of Accounts</h1>
      <QueueTabs tabs={TABS} active={current.key} routeOf={tabPath} label="Chart of Accounts" />
      {current.key === 'accounts' ? <AccountsTab /> : <DraftsTab key={current.key} tab={current.key as CoaDraftTab} label={current.label} />}
    </div>
  );
}
