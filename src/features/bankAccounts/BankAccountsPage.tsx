import { bankAccounts } from '../../../contract/bankAccounts';
import BankScopedList from './BankScopedList';

/** /banks-maintenance/accounts/:id: the company's accounts at the bank, each tied to its cash-in-bank account of the chart. */
export default function BankAccountsPage() {
  return <BankScopedList res={bankAccounts} what="Accounts" />;
}
