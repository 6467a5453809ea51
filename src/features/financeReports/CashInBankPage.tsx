import { cashInBank } from '../../../contract/financeReports';
import AccountSubledgerScreen from '../../components/report/AccountSubledgerScreen';

/** Cash in Bank sub-ledger: per bank account, opening, receipts, disbursements and the running balance. */
export default function CashInBankPage() {
  return <AccountSubledgerScreen decl={cashInBank} screenId="cash-in-bank" accounts labels={{ debit: 'Receipts', credit: 'Disbursements' }} />;
}
