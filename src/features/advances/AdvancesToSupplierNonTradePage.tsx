import { ADVANCE_ACCOUNTS, advancesToSuppliersNonTrade } from '../../../contract/advances';
import AdvanceSubledgerScreen from './AdvanceSubledgerScreen';

/** Advances to Suppliers - Non-Trade (1141). */
export default function AdvancesToSupplierNonTradePage() {
  return <AdvanceSubledgerScreen decl={advancesToSuppliersNonTrade} account={ADVANCE_ACCOUNTS.nonTrade} screenId="advances-to-supplier-non-trade" />;
}
