import { inventoryInvoiced } from '../../../contract/financeReports';
import ReceiptsScreen from './ReceiptsScreen';

/** Inventory Invoiced sub-ledger: the receipts of a range with their invoice status and voucher. */
export default function InventoryInvoicedPage() {
  return <ReceiptsScreen decl={inventoryInvoiced} screenId="inventory-invoiced" />;
}
