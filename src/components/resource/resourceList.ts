import type { Resource } from '../../../contract/kit';
import type { AppDispatch } from '../../state/hooks';
import { prefetchFirstPage, type GridSource } from '../grid/useGridData';

/** What a master-data list reads: the search, the active filter (when the resource has one), its other filters. */
export function resourceListSource(res: Resource, { search, active, filters }: { search: string; active: string; filters: Record<string, string | number> }): GridSource {
  return { endpoint: res.endpoints.list, args: { query: { search: search || undefined, ...(res.active ? { active } : {}), ...filters } } };
}

/** A route's prefetch of a master-data list's first page, as ResourceListPage first reads it (no search, every status). */
export const prefetchResourceList = (res: Resource) => (dispatch: AppDispatch) =>
  prefetchFirstPage(dispatch, resourceListSource(res, { search: '', active: 'all', filters: {} }), { order_by: res.defaultSort.order_by, direction: res.defaultSort.direction ?? 'asc' });
