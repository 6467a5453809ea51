import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../../../contract/codes';
import { useUrlState } from './useUrlState';

export interface Paging {
  page: number;
  page_size: number;
  order_by: string;
  direction: 'asc' | 'desc';
}

export interface PagingControl extends Paging {
  set: (patch: Partial<Paging>) => void;
}

const sanitize = (p: Record<string, string>, fallback: Paging, sortable?: readonly string[]): Paging => {
  const size = Number(p.page_size);
  const page = Number(p.page);
  // A bookmark from before a column changed, or a hand-edited URL: fall back to the default sort rather than ask the server for a refusal.
  const orderOk = p.order_by && (!sortable || sortable.includes(p.order_by));
  return {
    page: Number.isInteger(page) && page >= 0 && page <= 2_147_483_647 ? page : 0,
    page_size: (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback.page_size,
    order_by: orderOk ? p.order_by : fallback.order_by,
    direction: p.direction === 'desc' ? 'desc' : p.direction === 'asc' ? 'asc' : fallback.direction,
  };
};

const asStrings = (p: Paging) => ({
  page: String(p.page),
  page_size: String(p.page_size),
  order_by: p.order_by,
  direction: p.direction,
});

/** Page and sort of the grid, in the URL (main report) or in memory (a grid inside a modal); `sortable` lists the keys the server sorts by. */
export function usePaging(defaultSort: { order_by: string; direction: 'asc' | 'desc' }, inUrl: boolean, sortable?: readonly string[], pageSize = DEFAULT_PAGE_SIZE): PagingControl {
  const fallback: Paging = { page: 0, page_size: pageSize, ...defaultSort };
  const [urlValues, setUrl] = useUrlState(asStrings(fallback));
  const [local, setLocal] = useState<Paging>(fallback);
  const current = inUrl ? sanitize(urlValues, fallback, sortable) : local;
  const set = (patch: Partial<Paging>) => {
    if (inUrl) setUrl(asStrings({ ...current, ...patch }));
    else setLocal((prev) => ({ ...prev, ...patch }));
  };
  return { ...current, set };
}
