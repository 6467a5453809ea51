import { useMemo } from 'react';
import { arTransactionColumns, customerTransactionsEp, type ArTransactionRow } from '../../../../contract/customerAr';
import { colDefsOf } from '../../../components/grid/columnDefs';
import ServerGrid from '../../../components/grid/ServerGrid';

// The spec's type codes (sales, cm_collection, cm_deductions) are shown in words by the column's labels.
const columns = colDefsOf<ArTransactionRow>(arTransactionColumns);

/** Transaction History (spec 002 §2.4): every receivable posting of the customer, newest first, with the running balance. */
export default function TransactionHistory({ customerCode }: { customerCode: string }) {
  const source = useMemo(() => ({ endpoint: customerTransactionsEp, args: { body: { customer_code: customerCode } } }), [customerCode]);
  return (
    <ServerGrid<ArTransactionRow>
      screenId="customer-ar-transactions"
      label="Transaction history"
      columns={columns}
      source={source}
      queryKey={customerCode}
      defaultSort={{ order_by: 'transaction_date', direction: 'desc' }}
      pagingInUrl={false}
      height={360}
      emptyText="No postings for this customer."
    />
  );
}
