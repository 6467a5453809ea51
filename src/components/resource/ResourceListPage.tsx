import { useMemo, useState, type ReactNode } from 'react';
import type { Resource } from '../../../contract/kit';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { colDefsOf, type ColumnExtras } from '../grid/columnDefs';
import { confirmAction, showError } from '../dialogs';
import SearchBox from '../filters/SearchBox';
import ServerGrid from '../grid/ServerGrid';
import { useListSearch } from '../grid/useListSearch';
import { useUrlState } from '../grid/useUrlState';
import { Can, usePermission } from '../permissions';
import PermissionDenied from '../PermissionDenied';
import ResourceForm from './ResourceForm';

type Row = Record<string, unknown>;

export interface ResourceListPageProps {
  res: Resource;
  /** Per-column additions (links, renderers). */
  extras?: ColumnExtras<Row>;
  /** Shown above the grid, under the search row. */
  children?: ReactNode;
}

const STATUS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * A master-data list: search, the active filter, Add by the create scope, the
 * server-paged grid; a row opens its edit form (click or Enter) for whoever
 * may update, where the record can also be deactivated or activated again
 * (records are deactivated, never deleted, once other records may use them).
 */
export default function ResourceListPage({ res, extras, children }: ResourceListPageProps) {
  const canView = usePermission(res.scopes.view);
  const canUpdate = usePermission(res.scopes.update ?? res.scopes.view) && Boolean(res.scopes.update);
  const [{ active }, setUrl] = useUrlState({ active: 'all' });
  const q = useListSearch(`${res.name}|${active}`);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const setActive = useWrite(res.endpoints.setActive);
  const columns = useMemo(() => colDefsOf<Row>(res.columns as never, extras), [res.columns, extras]);

  async function toggleActive(row: Row) {
    const next = !row[res.active!];
    const verb = next ? 'activate' : 'deactivate';
    if (!(await confirmAction('Are you sure?', `Are you sure you want to ${verb} ${res.noun} ${String(row[res.label])}?`, `Yes, ${verb}`))) return;
    try {
      await setActive.run({ params: { id: Number(row[res.id]) } as never, body: { active: next } as never });
    } catch (err) {
      await showError('Oops...', toApiError(err).messages.join('\n'));
    }
  }

  if (!canView) return <PermissionDenied what={res.title} />;
  return (
    <div className="p-3">
      <h1 className="h4">{res.title}</h1>
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <SearchBox label={`Search ${res.title}`} value={q.text} onSearch={q.search} clearable maxLength={100} />
        {res.active && (
          <label className="d-flex align-items-center gap-2 mb-0 small">
            Status
            <select className="form-select form-select-sm w-auto" value={active} onChange={(e) => setUrl({ active: e.target.value === 'all' ? '' : e.target.value })}>
              {STATUS.map((s) => (
                <option key={s.value} value={s.value}>
                  {s.label}
                </option>
              ))}
            </select>
          </label>
        )}
        {res.scopes.create && (
          <Can scopes={res.scopes.create}>
            <button type="button" className="btn btn-success btn-sm ms-auto" onClick={() => setEditing(null)}>
              Add {cap(res.noun)}
            </button>
          </Can>
        )}
      </div>
      {children}
      <ServerGrid<Row>
        screenId={`resource-${res.name}`}
        label={res.title}
        columns={columns}
        source={{ endpoint: res.endpoints.list, args: { query: { search: q.text || undefined, ...(res.active ? { active } : {}) } } }}
        queryKey={q.queryKey}
        defaultSort={{ order_by: res.defaultSort.order_by, direction: res.defaultSort.direction ?? 'asc' }}
        emptyText={`No ${res.noun}s found.`}
        onRowOpen={canUpdate ? (row) => setEditing(row) : undefined}
      />
      {canUpdate && res.active && (
        <p className="small text-muted">Open a {res.noun} (click or Enter) to edit it or to change its status.</p>
      )}
      {editing !== undefined && (
        <ResourceForm
          res={res}
          record={editing}
          onClose={() => setEditing(undefined)}
          onToggleActive={editing && res.active && canUpdate ? () => toggleActive(editing).then(() => setEditing(undefined)) : undefined}
        />
      )}
    </div>
  );
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
