import { inputVat } from '../../../contract/financeReports';
import AccountSubledgerScreen from '../../components/report/AccountSubledgerScreen';

/** Input VAT sub-ledger: the Input VAT account's lines with each receiving report (supplier, TIN, net purchases). */
export default function InputVatPage() {
  return <AccountSubledgerScreen decl={inputVat} screenId="input-vat" labels={{ debit: 'Debits (Input VAT)', credit: 'Credits' }} />;
}
