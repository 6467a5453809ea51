import { useMemo } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { DEAL_DEFAULT_SORT, DEAL_SCOPES, DEAL_TABS, dealColumns, dealWorkflow, listDealsEp, type DealListRow, type DealTab } from '../../../contract/customerDeals';
import { colDefsOf } from '../../components/grid/columnDefs';
import QueuePage from '../../components/queue/QueuePage';
import { DEALS_LOGS_ROUTE, dealCreateRoute, dealListRoute, dealRoute } from './routes';

const tabOfPath = (path: string): DealTab => DEAL_TABS.find((t) => path.endsWith(`/${t}`)) ?? 'regular';

const CREATE: Record<DealTab, { kind: 'regular' | 'promotional'; label: string } | null> = {
  regular: { kind: 'regular', label: 'Create Regular Deal' },
  promotional: { kind: 'promotional', label: 'Create Promotional Deal' },
  // The approval queue lists what others made: nothing is created from it.
  new: null,
};

/**
 * Deals and Discounts - Regular / Promotional / New
 * (/customers/deals-and-discounts/{regular|promotional|new}): one queue, a
 * tab per list (the kind is read from the path). Regular and Promotional
 * list every deal of their kind; New lists the deals waiting for approval.
 * A deal number opens the deal (from New, with the approval's buttons).
 */
export default function DealsListPage() {
  const tab = tabOfPath(useLocation().pathname);
  const columns = useMemo(
    () =>
      colDefsOf<DealListRow>(dealColumns, {
        batch_no: { link: (r) => dealRoute(r.customer_discount_batch_hdr_id, tab === 'new') },
        customer_names: { tooltip: true },
      }),
    [tab],
  );
  const create = CREATE[tab];
  return (
    <QueuePage<DealListRow>
      title="Deals and Discounts"
      workflow={dealWorkflow}
      tab={tab}
      routeOf={(t) => dealListRoute(t as DealTab)}
      list={listDealsEp}
      columns={columns}
      defaultSort={DEAL_DEFAULT_SORT}
      search={{ label: 'Search deals', placeholder: 'Deal no., deal name or customer', maxLength: 100 }}
      create={create ? { scope: DEAL_SCOPES.create, to: dealCreateRoute(create.kind), label: create.label } : undefined}
      emptyText={tab === 'new' ? 'No deals are waiting for approval.' : 'No deals yet.'}
    >
      <p className="small mt-2 mb-0">
        <Link to={DEALS_LOGS_ROUTE}>Deals Logs</Link>: every change of every deal.
      </p>
    </QueuePage>
  );
}
