import type { ReactNode } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { Endpoint, EndpointDef, WorkflowDef } from '../../../contract/kit';
import type { Scope } from '../../../contract/scopes';
import SearchBox from '../filters/SearchBox';
import ServerGrid from '../grid/ServerGrid';
import { useListSearch } from '../grid/useListSearch';
import { Can, usePermission } from '../permissions';
import PermissionDenied from '../PermissionDenied';
import QueueTabs from './QueueTabs';

export interface QueuePageProps<Row> {
  title: string;
  workflow: WorkflowDef;
  /** The tab shown (from the route). */
  tab: string;
  /** The route of each tab. */
  routeOf: (tab: string) => string;
  /** The list endpoint, its path with `:tab`. */
  list: Endpoint<unknown, EndpointDef>;
  columns: ColDef<Row>[];
  defaultSort: { order_by: string; direction: 'asc' | 'desc' };
  search: { label: string; placeholder?: string; maxLength?: number };
  create?: { scope: Scope; to: string; label: string };
  emptyText?: string;
  onRowOpen?: (row: Row) => void;
  /** The toast when the list cannot be loaded (the screen's own words); default: the server's message. */
  loadErrorText?: string;
  /** Modals and the like the screen adds. */
  children?: ReactNode;
}

/**
 * An approval queue: the tabs the user may see, a quick search, a create
 * link by scope and the server-paged grid of the tab. A screen declares its
 * workflow, its columns and its routes.
 */
export default function QueuePage<Row>({ title, workflow, tab, routeOf, list, columns, defaultSort, search, create, emptyText, onRowOpen, loadErrorText, children }: QueuePageProps<Row>) {
  const current = workflow.tabs.find((t) => t.key === tab) ?? workflow.tabs[0];
  const canView = usePermission(current.scope);
  const q = useListSearch(current.key);
  return (
    <div className="p-3">
      <h1 className="h4">{title}</h1>
      <QueueTabs tabs={workflow.tabs} active={current.key} routeOf={routeOf} label={title} />
      <div className="d-flex gap-2 align-items-end mb-3">
        <SearchBox label={search.label} placeholder={search.placeholder ?? search.label} value={q.text} onSearch={q.search} clearable maxLength={search.maxLength} />
        {create && (
          <Can scopes={create.scope}>
            <Link className="btn btn-success btn-sm ms-auto" to={create.to}>
              {create.label}
            </Link>
          </Can>
        )}
      </div>
      {canView ? (
        <ServerGrid<Row>
          screenId={`${list.tag ?? list.path}-${current.key}`}
          label={current.label}
          columns={columns}
          source={{ endpoint: list, args: { params: { tab: current.key }, query: { search: q.text || undefined } } }}
          queryKey={q.queryKey}
          defaultSort={defaultSort}
          emptyText={emptyText}
          onRowOpen={onRowOpen}
          onError={loadErrorText ? () => toast.error(loadErrorText, { toastId: `queue:${loadErrorText}` }) : undefined}
        />
      ) : (
        <PermissionDenied what={current.label} />
      )}
      {children}
    </div>
  );
}
