import { ADVANCE_ACCOUNTS, advancesToVendors } from '../../../contract/advances';
import AdvanceSubledgerScreen from './AdvanceSubledgerScreen';

/** Advances to Vendors (1142): service providers and other vendors paid ahead. */
export default function AdvancesToVendorsPage() {
  return <AdvanceSubledgerScreen decl={advancesToVendors} account={ADVANCE_ACCOUNTS.vendors} screenId="advances-to-vendors" />;
}
