import { useEffect, useMemo, useRef, useState } from 'react';
import type { Endpoint, EndpointDef } from '../../../contract/kit';
import type { ApiError } from '../../api/ApiError';
import type { CallArgs } from '../../api/endpoints';
import { DEFAULT_PAGE_SIZE } from '../../../contract/codes';
import { prefetchPage, usePage, type PageResult } from '../../api/kitApi';
import type { AppDispatch } from '../../state/hooks';
import type { Paging } from './usePaging';

/**
 * Where a grid's rows come from: a declared paged endpoint and its filters
 * (the grid adds page and sort to the query of a GET, to the body of a
 * POST), read through the RTK Query cache.
 */
export interface GridSource {
  endpoint: Endpoint<unknown, EndpointDef>;
  /** Path parameters, and the filters (query of a GET, body of a POST) without paging. */
  args?: { params?: object; query?: object; body?: object };
  /**
   * For an answer that is not a plain list of rows (groups, rows with a grand
   * total): the page the grid shows. Keep it stable (module level or memoized).
   */
  shape?: (result: unknown, totalRows: number) => PageResult<unknown>;
}

/** A grid source with its arguments checked against the endpoint's declaration. */
export function gridSource<E extends Endpoint<unknown, EndpointDef>>(endpoint: E, args?: Omit<CallArgs<E>, 'query' | 'body'> & { query?: Partial<NonNullable<CallArgs<E>['query']>>; body?: Partial<NonNullable<CallArgs<E>['body']>> }): GridSource {
  return { endpoint, args: args as GridSource['args'] };
}

export interface GridData<Row> {
  result: PageResult<Row> | null;
  loading: boolean;
  error: ApiError | null;
  retry: () => void;
  /** Stop waiting for a slow answer (the grid then offers Retry). */
  cancel: () => void;
  cancelled: boolean;
  /** When the page's data is complete up to, when the server said (a report). */
  asOf?: string;
}

type AnyArgs = NonNullable<GridSource['args']>;

function argsWithPaging(source: GridSource, paging: PageAsked): AnyArgs {
  const args = (source.args ?? {}) as AnyArgs;
  if (source.endpoint.method === 'GET') return { ...args, query: { ...(args.query ?? {}), ...paging } };
  return { ...args, body: { ...(args.body ?? {}), ...paging } };
}

/**
 * The first page a ServerGrid of `source` asks for when nothing in the URL says otherwise (page 0, the default size
 * and sort), asked now: the route's prefetch, so the answer travels while the screen's code loads and renders.
 */
export function prefetchFirstPage(dispatch: AppDispatch, source: GridSource, defaultSort: { order_by: string; direction: 'asc' | 'desc' }): void {
  prefetchPage(dispatch, source.endpoint, argsWithPaging(source, { page: 0, page_size: DEFAULT_PAGE_SIZE, ...defaultSort }) as never);
}

/**
 * Rows of the current page. `queryKey` null means "not searched yet"; a new
 * queryKey with the same arguments (Search pressed again) fetches again.
 */
/** The page asked for; the sort only where the endpoint takes one. */
export type PageAsked = Pick<Paging, 'page' | 'page_size'> & Partial<Pick<Paging, 'order_by' | 'direction'>>;

export function useSourceData<Row>(source: GridSource | undefined, paging: PageAsked, queryKey: string | null): GridData<Row> {
  const [cancelledAt, setCancelledAt] = useState<string | null>(null);
  const args: AnyArgs = source ? argsWithPaging(source, paging) : {};
  const argsKey = JSON.stringify(args);
  const cancelled = cancelledAt === `${queryKey}|${argsKey}`;
  const q = usePage(source?.endpoint ?? ({ method: 'GET', path: '/' } as Endpoint<unknown[]>), args as never, { skip: !source || queryKey === null || cancelled });
  const { refetch } = q;
  const seenKey = useRef(queryKey);
  useEffect(() => {
    if (seenKey.current === queryKey) return;
    seenKey.current = queryKey;
    // A search asks the server again even when the answer is cached (new filters
    // not in the cache are being fetched already; RTK Query does not send those twice).
    if (source && queryKey !== null && !cancelled) void refetch();
  }, [queryKey, source, cancelled, refetch]);
  const page = q.currentData;
  const shape = source?.shape;
  const result = useMemo(() => (page ? ((shape ? shape(page.raw, page.total) : page) as PageResult<Row>) : null), [page, shape]);
  return {
    result,
    loading: q.isFetching && !cancelled,
    error: cancelled ? null : (q.error ?? null),
    retry: () => {
      setCancelledAt(null);
      if (!cancelled) void refetch();
    },
    cancel: () => setCancelledAt(`${queryKey}|${argsKey}`),
    cancelled,
    asOf: page?.asOf,
  };
}
