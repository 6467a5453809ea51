import { PAY_STATUSES, type PayStatus } from '../../../contract/treasuryPayments';
import { useUrlState } from '../../components/grid/useUrlState';
import PayablesView from './PayablesView';

/** Non-trade payables to vendors (services, utilities, rent) by payment status; the tab is kept in the address. */
export default function PayableToVendorsPage() {
  const [q] = useUrlState({ status: 'pending' });
  const status: PayStatus = Object.hasOwn(PAY_STATUSES, q.status) ? (q.status as PayStatus) : 'pending';
  return <PayablesView title="Payable to Vendors" payees="vendors" status={status} tabLink={(s) => `/treasury/payable-to-vendors?status=${s}`} />;
}
