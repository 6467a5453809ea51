import { useMemo } from 'react';
import { customerEwtColumns, customerEwtEp, type CustomerEwtResult, type CustomerEwtRow } from '../../../../contract/customerAr';
import { colDefsOf } from '../../../components/grid/columnDefs';
import ServerGrid from '../../../components/grid/ServerGrid';

// No 2307 certificate is recorded yet (the CWT module of the accounting issue matches them): the column stays, saying so.
const columns = colDefsOf<CustomerEwtRow>(customerEwtColumns, {
  ledger_attachment_2307_id: { valueFormatter: (p) => (p.node?.rowPinned ? '' : p.value == null ? 'Not received' : `Received (${p.value})`) },
});
const withTotal = (result: unknown, total: number) => {
  const r = result as CustomerEwtResult;
  const row = { collection_date: 'Total', ledger_applied_ewt: r.totals.ledger_applied_ewt } as CustomerEwtRow;
  return { rows: r.rows, total, pinnedBottom: total ? [row] : undefined };
};

/**
 * Outstanding EWT (spec 002 §2.4): the tax the customer withheld on each
 * collection, with the invoice it paid and its due date, until the BIR Form
 * 2307 comes in; the total under the grid.
 */
export default function OutstandingEwt({ customerCode }: { customerCode: string }) {
  const source = useMemo(() => ({ endpoint: customerEwtEp, args: { body: { customer_code: customerCode } }, shape: withTotal }), [customerCode]);
  return (
    <ServerGrid<CustomerEwtRow>
      screenId="customer-ar-ewt"
      label="Outstanding EWT"
      columns={columns}
      source={source}
      queryKey={customerCode}
      defaultSort={{ order_by: 'collection_date', direction: 'desc' }}
      pagingInUrl={false}
      height={360}
      getRowClass={(p) => (p.node.rowPinned ? 'fw-bold' : undefined)}
      emptyText="No tax withheld by this customer."
    />
  );
}
