import { useMemo } from 'react';
import { customerReturnColumns, customerReturnsEp, type CustomerReturnRow, type CustomerReturnsResult } from '../../../../contract/customerAr';
import { colDefsOf } from '../../../components/grid/columnDefs';
import ServerGrid from '../../../components/grid/ServerGrid';

const columns = colDefsOf<CustomerReturnRow>(customerReturnColumns);
/** The page call answers the page's rows and the totals of all of them, pinned under the grid. */
const withTotals = (result: unknown, total: number) => {
  const r = result as CustomerReturnsResult;
  const row = { return_date: 'Total', qty: r.totals.qty, amount: r.totals.amount } as CustomerReturnRow;
  return { rows: r.rows, total, pinnedBottom: total ? [row] : undefined };
};

/**
 * Stock Returns (spec 002 §2.4): the customer's posted returns, each with its
 * invoice and product and the VAT-inclusive credit, newest first.
 */
export default function StockReturns({ customerCode }: { customerCode: string }) {
  const source = useMemo(() => ({ endpoint: customerReturnsEp, args: { body: { customer_code: customerCode } }, shape: withTotals }), [customerCode]);
  return (
    <ServerGrid<CustomerReturnRow>
      screenId="customer-ar-returns"
      label="Stock returns"
      columns={columns}
      source={source}
      queryKey={customerCode}
      defaultSort={{ order_by: 'return_date', direction: 'desc' }}
      pagingInUrl={false}
      height={360}
      getRowClass={(p) => (p.node.rowPinned ? 'fw-bold' : undefined)}
      emptyText="No returns from this customer."
    />
  );
}
