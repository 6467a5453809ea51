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
