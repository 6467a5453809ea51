import { cashInBank } from '../../../contract/financeReports';
import SubledgerScreen from './SubledgerScreen';

/** Cash in Bank sub-ledger: per bank account, opening, receipts, disbursements and the running balance. */
export default function CashInBankPage() {
  return <SubledgerScreen decl={cashInBank} screenId="cash-in-bank" accounts labels={{ debit: 'Receipts', credit: 'Disbursements' }} />;
}
