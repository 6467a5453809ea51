import { bankBranches } from '../../../contract/bankAccounts';
import BankScopedList from './BankScopedList';

/** /banks-maintenance/branches/:id: the bank's branches. */
export default function BankBranchesPage() {
  return <BankScopedList res={bankBranches} what="Branches" />;
}
