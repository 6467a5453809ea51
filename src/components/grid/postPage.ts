import { api } from '../../api/client';
import type { PageResult } from './ServerGrid';
import type { Paging } from './usePaging';

/** fetchPage for the usual report call: POST the filters plus paging, read rows and total_rows. */
export function postPage<Row>(path: string, filters: object, overrides: Partial<Paging> = {}) {
  return async (p: Paging): Promise<PageResult<Row>> => {
    const res = await api.post<Row[]>(path, { ...filters, ...p, ...overrides });
    return { rows: res.result, total: res.total_rows ?? 0 };
  };
}

/** fetchPage for a list read with GET: paging and the non-empty filters as query parameters. */
export function getPage<Row>(path: string, filters: Record<string, string> = {}, overrides: Partial<Paging> = {}) {
  return async (p: Paging): Promise<PageResult<Row>> => {
    const query: Record<string, string | number> = { ...p, ...overrides };
    for (const [k, v] of Object.entries(filters)) if (v) query[k] = v;
    const res = await api.get<Row[]>(path, query);
    return { rows: res.result, total: res.total_rows ?? 0 };
  };
}
