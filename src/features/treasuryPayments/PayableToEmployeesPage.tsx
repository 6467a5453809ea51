import { PAY_STATUSES, type PayStatus } from '../../../contract/treasuryPayments';
import { useUrlState } from '../../components/grid/useUrlState';
import PayablesView from './PayablesView';

/** Payables to employees (reimbursements, allowances) by payment status; the tab is kept in the address. */
export default function PayableToEmployeesPage() {
  const [q] = useUrlState({ status: 'pending' });
  const status: PayStatus = Object.hasOwn(PAY_STATUSES, q.status) ? (q.status as PayStatus) : 'pending';
  return <PayablesView title="Payable to Employees" payees="employees" status={status} tabLink={(s) => `/treasury/payable-to-employees?status=${s}`} />;
}
