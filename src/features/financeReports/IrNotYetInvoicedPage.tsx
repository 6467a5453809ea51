import { irNotYetInvoiced } from '../../../contract/financeReports';
import ReceiptsScreen from './ReceiptsScreen';

/** Receiving reports not yet invoiced (no voucher written against them) as of a date, with their age. */
export default function IrNotYetInvoicedPage() {
  return <ReceiptsScreen decl={irNotYetInvoiced} screenId="ir-not-yet-invoiced" openOnly />;
}
