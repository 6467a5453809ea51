import { useState } from 'react';
import { Accordion } from 'react-bootstrap';
import type { Scope } from '../../../../contract/scopes';
import { usePermissionCheck } from '../../../components/permissions';
import { todayManila } from '../../../lib/dates';
import OutstandingBalance from './OutstandingBalance';
import TransactionHistory from './TransactionHistory';

interface Section {
  key: string;
  label: string;
  scope: Scope;
  Body: (p: { customerCode: string }) => React.ReactElement;
}

/**
 * AR Information (spec 002 §2.4, §6): one accordion section per view of the
 * customer's receivable, each shown with its scope and loaded when opened.
 * The sections whose documents the books do not hold yet (CHOD, checks,
 * advances, stock returns on process, outstanding EWT) come with the
 * collections and returns issues; they are not shown empty meanwhile.
 */
const SECTIONS: readonly Section[] = [
  { key: 'outstanding', label: 'Outstanding Balance', scope: 'get_customer_outstanding_balance', Body: ({ customerCode }) => <OutstandingBalance customerCode={customerCode} today={todayManila()} /> },
  { key: 'history', label: 'Transaction History', scope: 'get_customer_transactionhistory', Body: TransactionHistory },
];

export default function ArInformationTab({ customerCode }: { customerCode: string }) {
  const allowed = usePermissionCheck();
  const shown = SECTIONS.filter((s) => allowed([s.scope]));
  const [open, setOpen] = useState<string[]>([]);
  if (!shown.length) return <p className="text-muted">You have no access to the AR Information of customers.</p>;
  return (
    <Accordion alwaysOpen activeKey={open} onSelect={(keys) => setOpen(Array.isArray(keys) ? keys : keys ? [keys] : [])}>
      {shown.map(({ key, label, Body }) => (
        <Accordion.Item key={key} eventKey={key}>
          <Accordion.Header as="h3">{label}</Accordion.Header>
          <Accordion.Body>{open.includes(key) && <Body customerCode={customerCode} />}</Accordion.Body>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
