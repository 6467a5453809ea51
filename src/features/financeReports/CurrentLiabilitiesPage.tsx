import { currentLiabilities } from '../../../contract/financeReports';
import AccountSubledgerScreen from '../../components/report/AccountSubledgerScreen';

/** Current liabilities: each liability account's balance (credit side) with the lines that moved it. */
export default function CurrentLiabilitiesPage() {
  return <AccountSubledgerScreen decl={currentLiabilities} screenId="current-liabilities" accounts labels={{ debit: 'Debits', credit: 'Credits' }} />;
}
