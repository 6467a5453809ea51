import { useMemo } from 'react';
import { toast } from 'react-toastify';
import { DEAL_LOG_DEFAULT_SORT, DEAL_MESSAGES as M, DEAL_SCOPES, dealLogColumns, listDealLogsEp, type DealLogRow } from '../../../contract/customerDeals';
import type { ApiError } from '../../api/ApiError';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import FilterBar from '../../components/filters/FilterBar';

// As the Revision History (spec 002 §8): a list that fails says "Please try again later.".
const listError = (e: ApiError) => toast.error(e.isNetwork || e.status >= 500 ? M.tryAgain : e.messages.join('\n') || M.tryAgain, { toastId: 'deal-logs' });

/**
 * Deals Logs (/customers/deals-logs): every change of every deal, from the
 * revision history: when, which deal, what was done, by whom, the fields
 * that changed (old → new) and the reason of a decline. Searched by deal
 * number, newest first.
 */
export default function DealsLogsPage() {
  const q = useListSearch('deal-logs');
  const columns = useMemo(
    () =>
      colDefsOf<DealLogRow>(dealLogColumns, {
        // A long list of changes is read whole in the tooltip.
        changes: { tooltip: true },
        remarks: { tooltip: true },
      }),
    [],
  );
  const source = useMemo(() => gridSource(listDealLogsEp, { query: { search: q.text || undefined } }), [q.text]);
  return (
    <div className="p-3">
      <h1 className="h4">Deals Logs</h1>
      <Can scopes={DEAL_SCOPES.view} fallback={<PermissionDenied what="the deals logs" />}>
        <FilterBar label="Filter the deal logs">
          <SearchBox label="Search by deal number" placeholder="Deal no. (e.g. DD-000001)" value={q.text} onSearch={q.search} clearable maxLength={100} />
        </FilterBar>
        <ServerGrid<DealLogRow>
          screenId="deal-logs"
          label="Deals logs"
          columns={columns}
          source={source}
          queryKey={q.queryKey}
          defaultSort={DEAL_LOG_DEFAULT_SORT}
          emptyText="No changes of deals yet."
          onError={listError}
        />
      </Can>
    </div>
  );
}
