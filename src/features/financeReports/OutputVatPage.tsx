import { outputVat } from '../../../contract/financeReports';
import AccountSubledgerScreen from '../../components/report/AccountSubledgerScreen';

/** Output VAT sub-ledger: the Output VAT account's lines with each invoice (customer, TIN, vatable sales) and return. */
export default function OutputVatPage() {
  return <AccountSubledgerScreen decl={outputVat} screenId="output-vat" labels={{ debit: 'Debits (Returns)', credit: 'Credits (Output VAT)' }} />;
}
