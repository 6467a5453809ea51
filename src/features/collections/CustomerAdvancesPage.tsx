import { customerAdvanceColumns, customerAdvancesEp, type CustomerAdvanceRow, type CustomerAdvancesResult } from '../../../contract/collections';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import FilterBar from '../../components/filters/FilterBar';

const columns = colDefsOf<CustomerAdvanceRow>(customerAdvanceColumns, {
  customer_code: { link: (r) => `/view/customer/${encodeURIComponent(r.customer_code)}` },
});
// The total of every customer's advances (the Advances from Customers account), pinned under the page.
const shape = (result: unknown, total: number) => {
  const r = result as CustomerAdvancesResult;
  return { rows: r.rows, total, pinnedBottom: total ? [{ customer_code: 'Total', advances: r.total } as CustomerAdvanceRow] : undefined };
};

/** Customer Advances Report: who has money with us not yet applied to an invoice, largest first. */
export default function CustomerAdvancesPage() {
  const q = useListSearch('customer-advances');
  return (
    <div className="p-3">
      <h1 className="h4 mb-3">Customer Advances Report</h1>
      <Can scopes={['view_customer_advances', 'get_customer_advances']} fallback={<PermissionDenied what="the customer advances" />}>
        <FilterBar label="Filter the customer advances">
          <SearchBox label="Search customer" placeholder="Search customer" value={q.text} onSearch={q.search} clearable />
        </FilterBar>
        <ServerGrid<CustomerAdvanceRow>
          screenId="customer-advances"
          label="Customer advances"
          columns={columns}
          source={{ endpoint: customerAdvancesEp, args: { body: { search: q.text || undefined } }, shape }}
          queryKey={q.queryKey}
          defaultSort={{ order_by: 'advances', direction: 'desc' }}
          getRowClass={(p) => (p.node.rowPinned ? 'fw-bold' : undefined)}
          emptyText="No customer has an unapplied advance."
        />
      </Can>
    </div>
  );
}
