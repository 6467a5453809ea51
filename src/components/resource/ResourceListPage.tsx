import { useMemo, useState, type ReactNode } from 'react';
import { exportScopeOf, type Resource } from '../../../contract/kit';
import { toApiError } from '../../api/ApiError';
import { useWrite } from '../../api/kitApi';
import { colDefsOf, type ColumnExtras } from '../grid/columnDefs';
import { confirmAction, showError } from '../dialogs';
import ExportButton from '../export/ExportButton';
import SearchBox from '../filters/SearchBox';
import ServerGrid from '../grid/ServerGrid';
import { useListSearch } from '../grid/useListSearch';
import { usePaging } from '../grid/usePaging';
import { useUrlState } from '../grid/useUrlState';
import { Can, usePermission } from '../permissions';
import PermissionDenied from '../PermissionDenied';
import LookupSelect from './LookupSelect';
import ResourceForm from './ResourceForm';
import { resourceListSource } from './resourceList';
import { titleCase } from '../../lib/text';

type Row = Record<string, unknown>;

export interface ResourceListPageProps {
  res: Resource;
  /** Per-column additions (links, renderers). */
  extras?: ColumnExtras<Row>;
  /** Shown above the grid, under the search row. */
  children?: ReactNode;
  /** The page's own heading instead of the resource's title ("Branches of BDO"). */
  title?: string;
  /** Filters the page fixes (a bank's branches: its bank id): sent with every list read and every new record. */
  fixed?: Readonly<Record<string, number>>;
  /** What a new record starts with (given to the form). */
  initial?: Readonly<Record<string, unknown>>;
  /** Shown inside another page (a customer's tab, a vendor's page): its heading is a section's, under the page's own. */
  embedded?: boolean;
}

const STATUS = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * A master-data list: search, the active filter, Export (when declared: the
 * rows of the search, filters and sort as XLSX), Add by the create scope, the
 * server-paged grid; a row opens its edit form (click or Enter) for whoever
 * may update, where the record can also be deactivated or activated again
 * (records are deactivated, never deleted, once other records may use them).
 */
export default function ResourceListPage({ res, extras, children, title, fixed, initial, embedded = false }: ResourceListPageProps) {
  const canView = usePermission(res.scopes.view);
  const canUpdate = usePermission(res.scopes.update ?? res.scopes.view) && Boolean(res.scopes.update);
  const heading = title ?? res.title;
  // The filters a person chooses live in the URL beside the status; the fixed ones come from the page.
  const choosable = (res.filters ?? []).filter((f) => !(fixed && f.key in fixed));
  const [url, setUrl] = useUrlState({ active: 'all', ...Object.fromEntries(choosable.map((f) => [f.key, ''])) } as Record<string, string>);
  const active = url.active;
  const filterQuery = {
    ...Object.fromEntries(choosable.filter((f) => url[f.key]).map((f) => [f.key, url[f.key]])),
    ...(fixed ?? {}),
  };
  const q = useListSearch(`${res.name}|${active}|${JSON.stringify(filterQuery)}`);
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const setActive = useWrite(res.endpoints.setActive);
  // The grid keeps its sort in the URL; the export writes the rows in the same order.
  const sortable = useMemo(() => res.columns.filter((c) => c.sortable).map((c) => c.key as string), [res.columns]);
  const sort = usePaging({ order_by: res.defaultSort.order_by, direction: res.defaultSort.direction ?? 'asc' }, true, sortable);
  const exportScope = exportScopeOf(res);
  const exportBody = () => ({
    search: q.text || undefined,
    ...(res.active ? { active } : {}),
    ...filterQuery,
    order_by: sort.order_by,
    direction: sort.direction,
  });
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

  if (!canView) return <PermissionDenied what={heading} />;
  return (
    <div className={embedded ? undefined : 'p-3'}>
      {embedded ? <h2 className="h6 mt-3">{heading}</h2> : <h1 className="h4">{heading}</h1>}
      <div className="d-flex flex-wrap gap-2 align-items-end mb-3">
        <SearchBox label={`Search ${heading}`} value={q.text} onSearch={q.search} clearable maxLength={100} />
        {choosable.map((f) =>
          f.lookup ? (
            <label key={f.key} className="d-flex align-items-center gap-2 mb-0 small">
              {f.label}
              <LookupSelect
                lookup={f.lookup}
                blankLabel="All"
                className="form-select form-select-sm w-auto"
                value={url[f.key]}
                onChange={(e) => setUrl({ [f.key]: e.target.value })}
              />
            </label>
          ) : null,
        )}
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
        <div className="ms-auto d-flex gap-2">
          {res.endpoints.export && exportScope && <ExportButton scope={exportScope} path={res.endpoints.export.path} body={exportBody} />}
          {res.scopes.create && (
            <Can scopes={res.scopes.create}>
              <button type="button" className="btn btn-success btn-sm" onClick={() => setEditing(null)}>
                Add {titleCase(res.noun)}
              </button>
            </Can>
          )}
        </div>
      </div>
      {children}
      <ServerGrid<Row>
        screenId={`resource-${res.name}`}
        label={heading}
        columns={columns}
        source={resourceListSource(res, { search: q.text, active, filters: filterQuery })}
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
          fixed={fixed}
          initial={initial}
          onClose={() => setEditing(undefined)}
          onToggleActive={editing && res.active && canUpdate ? () => toggleActive(editing).then(() => setEditing(undefined)) : undefined}
        />
      )}
    </div>
  );
}

