import { useState } from 'react';
import { caLimits } from '../../../contract/advances';
import { Can } from '../../components/permissions';
import ResourceListPage from '../../components/resource/ResourceListPage';
import CashAdvanceList from './CashAdvanceList';
import CashAdvanceModal from './CashAdvanceModal';
import NewCashAdvanceModal from './NewCashAdvanceModal';
import { Button } from 'react-bootstrap';
import ViewTabs from '../../components/ViewTabs';

type Tab = 'advances' | 'limits';

/**
 * /finance-and-accounting/cash-advance/setup: the cash advances (request,
 * approve, release, liquidate) and the limits per employee with the working
 * days each has to liquidate.
 */
export default function CashAdvanceSetupPage() {
  const [tab, setTab] = useState<Tab>('advances');
  const [open, setOpen] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const tabs: [Tab, string][] = [
    ['advances', 'Cash Advances'],
    ['limits', 'Limits per Employee'],
  ];
  return (
    <div className="p-3">
      <h1 className="h4">Cash Advance Setup</h1>
      <ViewTabs label="Cash advance setup" tabs={tabs} active={tab} onChange={setTab} />
      {tab === 'limits' ? (
        <ResourceListPage res={caLimits} title="Limits per Employee" />
      ) : (
        <>
          <Can scopes="manage_cash_advance">
            <Button size="sm" className="mb-2" onClick={() => setCreating(true)}>
              New Cash Advance
            </Button>
          </Can>
          <CashAdvanceList onOpen={(r) => setOpen(r.cash_advance_id)} />
        </>
      )}
      {creating && <NewCashAdvanceModal onClose={() => setCreating(false)} />}
      {open !== null && <CashAdvanceModal id={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
