import { inputVat } from '../../../contract/financeReports';
import SubledgerScreen from './SubledgerScreen';

/** Input VAT sub-ledger: the Input VAT account's lines with each receiving report (supplier, TIN, net purchases). */
export default function InputVatPage() {
  return <SubledgerScreen decl={inputVat} screenId="input-vat" labels={{ debit: 'Debits (Input VAT)', credit: 'Credits' }} />;
}
