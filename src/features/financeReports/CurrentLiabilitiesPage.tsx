import { currentLiabilities } from '../../../contract/financeReports';
import SubledgerScreen from './SubledgerScreen';

/** Current liabilities: each liability account's balance (credit side) with the lines that moved it. */
export default function CurrentLiabilitiesPage() {
  return <SubledgerScreen decl={currentLiabilities} screenId="current-liabilities" accounts labels={{ debit: 'Debits', credit: 'Credits' }} />;
}
