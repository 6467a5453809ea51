import { ADVANCE_ACCOUNTS, advancesToSuppliers } from '../../../contract/advances';
import AdvanceSubledgerScreen from './AdvanceSubledgerScreen';

/** Advances to Suppliers - Trade (1140): paid by payable vouchers, applied to the suppliers' later invoices. */
export default function AdvancesToSuppliersPage() {
  return <AdvanceSubledgerScreen decl={advancesToSuppliers} account={ADVANCE_ACCOUNTS.trade} screenId="advances-to-suppliers" />;
}
