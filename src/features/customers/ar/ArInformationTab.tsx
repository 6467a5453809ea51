import { useState } from 'react';
import { Accordion } from 'react-bootstrap';
import type { Scope } from '../../../../contract/scopes';
import { usePermissionCheck } from '../../../components/permissions';
import { todayManila } from '../../../lib/dates';
import { Advances, CheckDetails, ChodDetails } from './CheckSections';
import CollectionTotalsChart from './CollectionTotalsChart';
import CustomerSummary from './CustomerSummary';
import OutstandingBalance from './OutstandingBalance';
import OutstandingEwt from './OutstandingEwt';
import StockReturns from './StockReturns';
import TransactionHistory from './TransactionHistory';

interface Section {
  key: string;
  label: string;
  scope: Scope;
  Body: (p: { customerCode: string }) => React.ReactElement;
}

/**
 * AR Information (spec 002 §2.4, §6): the customer summary panel, one
 * accordion section per view of the customer's receivable, each shown with
 * its scope and loaded when opened, and the collection totals chart.
 */
const SECTIONS: readonly Section[] = [
  { key: 'outstanding', label: 'Outstanding Balance', scope: 'get_customer_outstanding_balance', Body: ({ customerCode }) => <OutstandingBalance customerCode={customerCode} today={todayManila()} /> },
  { key: 'chod', label: 'CHOD Details', scope: 'get_list_of_chod', Body: ChodDetails },
  { key: 'checks', label: 'Check Details', scope: 'get_customer_check', Body: CheckDetails },
  { key: 'advances', label: 'Advances', scope: 'get_customer_advances', Body: Advances },
  { key: 'returns', label: 'Stock Returns', scope: 'get_customer_returns', Body: StockReturns },
  { key: 'ewt', label: 'Outstanding EWT', scope: 'get_customer_ewt', Body: OutstandingEwt },
  { key: 'history', label: 'Transaction History', scope: 'get_customer_transactionhistory', Body: TransactionHistory },
];
// The panel is the outstanding balance summed up: it goes with that section's scope.
const SUMMARY_SCOPE: Scope = 'get_customer_outstanding_balance';
const CHART_SCOPE: Scope = 'get_collection_dashboard_totals';

export default function ArInformationTab({ customerCode }: { customerCode: string }) {
  const allowed = usePermissionCheck();
  const shown = SECTIONS.filter((s) => allowed([s.scope]));
  const summary = allowed([SUMMARY_SCOPE]);
  const chart = allowed([CHART_SCOPE]);
  const [open, setOpen] = useState<string[]>([]);
  if (!shown.length && !chart) return <p className="text-muted">You have no access to the AR Information of customers.</p>;
  return (
    <>
      {summary && <CustomerSummary customerCode={customerCode} />}
      {shown.length > 0 && (
        <Accordion alwaysOpen activeKey={open} onSelect={(keys) => setOpen(Array.isArray(keys) ? keys : keys ? [keys] : [])}>
          {shown.map(({ key, label, Body }) => (
            <Accordion.Item key={key} eventKey={key}>
              <Accordion.Header as="h3">{label}</Accordion.Header>
              <Accordion.Body>{open.includes(key) && <Body customerCode={customerCode} />}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {chart && <CollectionTotalsChart customerCode={customerCode} />}
    </>
  );
}
