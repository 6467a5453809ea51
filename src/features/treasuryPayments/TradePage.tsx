import { useParams } from 'react-router-dom';
import { PAY_STATUSES, type PayStatus } from '../../../contract/treasuryPayments';
import PayablesView from './PayablesView';

/** Trade payables (suppliers' approved vouchers) by payment status: /treasury/trade/:status? (pending by default). */
export default function TradePage() {
  const { status: slug } = useParams();
  const status: PayStatus = slug && Object.hasOwn(PAY_STATUSES, slug) ? (slug as PayStatus) : 'pending';
  return <PayablesView title="Trade Payables" payees="trade" status={status} tabLink={(s) => `/treasury/trade/${s}`} />;
}
