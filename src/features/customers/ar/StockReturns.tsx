import { customerReturnColumns, customerReturnsEp, type CustomerReturnRow, type CustomerReturnsResult } from '../../../../contract/customerAr';
import { colDefsOf } from '../../../components/grid/columnDefs';
import ArSectionGrid from './ArSectionGrid';

const columns = colDefsOf<CustomerReturnRow>(customerReturnColumns);
const shape = (r: CustomerReturnsResult) => ({ rows: r.rows, totalsRow: { return_date: 'Total', qty: r.totals.qty, amount: r.totals.amount } });

/**
 * Stock Returns (spec 002 §2.4): the customer's posted returns, each with its
 * invoice and product and the VAT-inclusive credit, newest first.
 */
export default function StockReturns({ customerCode }: { customerCode: string }) {
  return (
    <ArSectionGrid customerCode={customerCode} screenId="customer-ar-returns" label="Stock returns" endpoint={customerReturnsEp} columns={columns}
      defaultSort={{ order_by: 'return_date', direction: 'desc' }} shape={shape} emptyText="No returns from this customer." />
  );
}
