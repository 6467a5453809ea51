import { useMemo, useState, type ReactNode } from 'react';
import type { ICellRendererParams } from 'ag-grid-community';
import { listTransfersEp, TRANSFER_DEFAULT_SORT, transferColumns, transferWorkflow, type TransferRow, type TransferVersion } from '../../../contract/inventoryTransfers';
import type { WorkflowTab } from '../../../contract/kit';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { useListSearch } from '../../components/grid/useListSearch';
import { usePermission, usePermissionCheck } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import QueueTabs from '../../components/queue/QueueTabs';
import StatusBadge from './StatusBadge';
import TransferView from './TransferView';
import { Button } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

function BadgeCell(p: ICellRendererParams<TransferRow>) {
  return p.data ? <StatusBadge status={p.data.status} partly={p.data.partly_received} /> : null;
}

/** The first tab the user may see when the route names none (or one they may not see). */
export function firstAllowedTab(tabs: readonly WorkflowTab[], holds: (s: WorkflowTab['scope'][]) => boolean, wanted?: string): WorkflowTab | undefined {
  const mine = tabs.filter((t) => holds([t.scope]));
  return mine.find((t) => t.key === wanted) ?? mine[0];
}

/**
 * The transfer lists of one version (spec §2): the tabs the user's scopes
 * allow (Stock Allocation 0, In Transit 1, Received & Completed 6,
 * Cancelled 4), a search by transfer code, the columns and badges of §4;
 * a transfer code opens the view its status calls for.
 */
export default function TransferList({ title, version, tab, routeOf, tabs = transferWorkflow.tabs, actions }: { title: string; version: TransferVersion; tab: string | undefined; routeOf: (tab: string) => string; tabs?: readonly WorkflowTab[]; actions?: ReactNode }) {
  const holds = usePermissionCheck();
  const current = firstAllowedTab(tabs, holds, tab) ?? tabs[0];
  const canView = usePermission(current.scope);
  const q = useListSearch(`transfers-${version}-${current.key}`);
  const [open, setOpen] = useState<number | null>(null);
  const columns = useMemo(
    () =>
      colDefsOf<TransferRow>(transferColumns, {
        transfer_code: {
          cellRenderer: (p: ICellRendererParams<TransferRow>) =>
            p.data ? (
              <Button variant="link" size="sm" className="p-0" tabIndex={-1} onClick={() => setOpen(p.data!.transfer_id)}>
                {p.data.transfer_code}
              </Button>
            ) : null,
        },
        status: { cellRenderer: BadgeCell },
      }),
    [],
  );
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h1 className="h4 me-auto mb-0">{title}</h1>
        {actions}
      </div>
      <QueueTabs tabs={tabs} active={current.key} routeOf={routeOf} label={title} />
      {canView ? (
        <>
          <FilterBar label="Filter the transfers">
            <SearchBox label="Search transfer code" placeholder="Search transfer code" value={q.text} onSearch={q.search} clearable maxLength={100} />
          </FilterBar>
          <ServerGrid<TransferRow>
            screenId={`inventory-transfers-${version}-${current.key}`}
            label={current.label}
            columns={columns}
            source={{ endpoint: listTransfersEp, args: { params: { tab: current.key }, query: { version, search: q.text || undefined } } }}
            queryKey={q.queryKey}
            defaultSort={TRANSFER_DEFAULT_SORT}
            emptyText="No transfers in this tab."
            onRowOpen={(r) => setOpen(r.transfer_id)}
          />
        </>
      ) : (
        <PermissionDenied what="the inventory transfers" />
      )}
      {open !== null && <TransferView id={open} tab={current.key} onClose={() => setOpen(null)} />}
    </div>
  );
}
