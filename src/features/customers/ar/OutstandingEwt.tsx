import { customerEwtColumns, customerEwtEp, type CustomerEwtResult, type CustomerEwtRow } from '../../../../contract/customerAr';
import { colDefsOf } from '../../../components/grid/columnDefs';
import ArSectionGrid from './ArSectionGrid';

// No 2307 certificate is recorded yet (the CWT module of the accounting issue matches them): the column stays, saying so.
const columns = colDefsOf<CustomerEwtRow>(customerEwtColumns, {
  ledger_attachment_2307_id: { valueFormatter: (p) => (p.node?.rowPinned ? '' : p.value == null ? 'Not received' : `Received (${p.value})`) },
});
const shape = (r: CustomerEwtResult) => ({ rows: r.rows, totalsRow: { collection_date: 'Total', ledger_applied_ewt: r.totals.ledger_applied_ewt } });

/**
 * Outstanding EWT (spec 002 §2.4): the tax the customer withheld on each
 * collection, with the invoice it paid and its due date, until the BIR Form
 * 2307 comes in; the total under the grid.
 */
export default function OutstandingEwt({ customerCode }: { customerCode: string }) {
  return (
    <ArSectionGrid customerCode={customerCode} screenId="customer-ar-ewt" label="Outstanding EWT" endpoint={customerEwtEp} columns={columns}
      defaultSort={{ order_by: 'collection_date', direction: 'desc' }} shape={shape} emptyText="No tax withheld by this customer." />
  );
}
