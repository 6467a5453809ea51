import { useMemo, useState } from 'react';
import type { Endpoint, EndpointDef, ResultOf, RowOf } from '../../contract/kit';
import type { Envelope } from '../../contract/codes';
import { ApiError, type ApiErrorData } from './ApiError';
import { baseApi, type ApiRequest } from './baseApi';
import type { CallOptions } from './client';
import { callEndpoint, requestOf, type CallArgs } from './endpoints';
import { useAppDispatch, type AppDispatch } from '../state/hooks';

/**
 * Every read of a declared endpoint goes through the RTK Query cache, under
 * the endpoint's tag; every write invalidates the tags it declares. Three
 * generic cache entries serve all endpoints (a page of a list, any other
 * read, a write), keyed by the request itself, so a feature needs no
 * hand-written loader: `usePage(prList, args)`, `useRead(showPr, args)`,
 * `useWrite(approvePr)`.
 */
export interface PageResult<Row> {
  rows: Row[];
  total: number;
  /** Totals rows pinned under the grid (e.g. "Overall Net Total"). */
  pinnedBottom?: Row[];
}

/** A cached page: its rows when the answer is a list, and the answer itself for shaped results (groups, totals). */
export interface CachedPage<Row> extends PageResult<Row> {
  raw: unknown;
  /** When a report's data is complete up to (the envelope's as_of), if the server said. */
  asOf?: string;
}

/** A cached read: the envelope's result, and when its data is complete up to (a report read from a replica says so). */
interface CachedRead {
  result: unknown;
  asOf?: string;
}

interface CacheArgs {
  request: ApiRequest;
  tag?: string;
}

interface WriteArgs extends CacheArgs {
  invalidates: readonly string[];
}

const listTags = (tags: readonly (string | undefined)[]) => tags.filter((t): t is string => Boolean(t)).map((id) => ({ type: 'List' as const, id }));

export const kitApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    page: build.query<CachedPage<unknown>, CacheArgs>({
      query: (a) => a.request,
      transformResponse: (env: Envelope<unknown>) => ({
        rows: Array.isArray(env.result) ? env.result : [],
        total: env.total_rows ?? 0,
        raw: env.result,
        ...(env.as_of ? { asOf: env.as_of } : {}),
      }),
      providesTags: (_r, _e, a) => listTags([a.tag]),
    }),
    read: build.query<CachedRead, CacheArgs>({
      query: (a) => a.request,
      transformResponse: (env: Envelope<unknown>) => ({ result: env.result, ...(env.as_of ? { asOf: env.as_of } : {}) }),
      providesTags: (_r, _e, a) => listTags([a.tag]),
    }),
    write: build.mutation<Envelope<unknown>, WriteArgs>({
      query: (a) => a.request,
      invalidatesTags: (_r, error, a) => (error && error.status === 0 ? [] : listTags(a.invalidates)),
    }),
  }),
});

function cacheArgs(ep: EndpointDef, args: CallArgs<unknown> | undefined, callOptions?: CallOptions): CacheArgs {
  return { request: { ...requestOf(ep, args ?? {}), ...(callOptions ? { callOptions } : {}) }, tag: ep.tag };
}

/** `pollingInterval`: fetched again every so many ms while shown (a header badge). */
type QueryOptions = { skip?: boolean; pollingInterval?: number };

/** The cached error as the app's ApiError, the same object while the cached error is (effects on it run once per failure). */
function useApiError(error: unknown): ApiError | undefined {
  return useMemo(() => (error ? ApiError.from(error as ApiErrorData) : undefined), [error]);
}

/** One page of a paged endpoint, cached; `error` is the app's ApiError. */
export function usePage<E extends Endpoint<unknown, EndpointDef>>(ep: E, args: CallArgs<E>, opts: QueryOptions = {}) {
  const q = kitApi.usePageQuery(cacheArgs(ep, args as CallArgs<unknown>), { skip: opts.skip });
  const error = useApiError(q.error);
  return { ...q, data: q.data as CachedPage<RowOf<E>> | undefined, currentData: q.currentData as CachedPage<RowOf<E>> | undefined, error };
}

/**
 * Starts a read ahead of the screen that shows it (the landing screen's figures while its code renders after a
 * sign-in); that screen's `useRead` of the same arguments joins the request in flight or takes its answer.
 */
export function prefetchRead<E extends Endpoint<unknown, EndpointDef>>(dispatch: AppDispatch, ep: E, args: CallArgs<E> = {}): void {
  void dispatch(kitApi.util.prefetch('read', cacheArgs(ep, args as CallArgs<unknown>), {}));
}

/** A page of a paged endpoint, started ahead of the grid that shows it (the screen's code still loading). */
export function prefetchPage<E extends Endpoint<unknown, EndpointDef>>(dispatch: AppDispatch, ep: E, args: CallArgs<E>): void {
  void dispatch(kitApi.util.prefetch('page', cacheArgs(ep, args as CallArgs<unknown>), {}));
}

/**
 * Any other read of an endpoint (a record, a lookup, a statement), cached under its tag. `asOf`: when the shown
 * answer's data is complete up to, where the server said (reports read from a replica).
 */
export function useRead<E extends Endpoint<unknown, EndpointDef>>(ep: E, args: CallArgs<E> = {}, opts: QueryOptions = {}) {
  const q = kitApi.useReadQuery(cacheArgs(ep, args as CallArgs<unknown>), { skip: opts.skip, pollingInterval: opts.pollingInterval });
  const error = useApiError(q.error);
  return {
    ...q,
    data: q.data?.result as ResultOf<E> | undefined,
    currentData: q.currentData?.result as ResultOf<E> | undefined,
    asOf: q.currentData?.asOf,
    error,
  };
}

/**
 * Writes to any declared endpoint: `runOn(ep, args)` resolves to the envelope
 * (codes like 00004 "updated" are success) or throws the ApiError; the
 * endpoint's `invalidates` tags (or its own tag) are fetched again after it.
 */
export function useWrites(callOptions?: CallOptions) {
  const [trigger, state] = kitApi.useWriteMutation();
  async function runOn<E extends Endpoint<unknown, EndpointDef>>(ep: E, args: CallArgs<E> = {}): Promise<Envelope<ResultOf<E>>> {
    const res = await trigger({ ...cacheArgs(ep, args as CallArgs<unknown>, callOptions), invalidates: ep.invalidates ?? (ep.tag ? [ep.tag] : []) });
    if ('error' in res && res.error) throw ApiError.from(res.error as ApiErrorData);
    return res.data as Envelope<ResultOf<E>>;
  }
  return { runOn, isLoading: state.isLoading };
}

/** A write to one endpoint: `run(args)`, as useWrites' runOn. */
export function useWrite<E extends Endpoint<unknown, EndpointDef>>(ep: E, callOptions?: CallOptions) {
  const { runOn, isLoading } = useWrites(callOptions);
  return { run: (args: CallArgs<E> = {}) => runOn(ep, args), isLoading };
}

/** Reads of one tag fetched again (after a write made outside useWrite, e.g. a multipart upload). */
export const invalidateTag = (tag: string) => kitApi.util.invalidateTags([{ type: 'List', id: tag }]);

/**
 * A multipart write (fields and files as FormData, src/components/upload
 * toFormData) to a declared endpoint: sent through the one client outside the
 * cache (form data is no cache key), then the endpoint's `invalidates` tags
 * are fetched again, as after any write. Resolves to the envelope or throws
 * the ApiError (a 00001's `fields` name the form's fields, files included).
 */
export function useMultipartWrite<E extends Endpoint<unknown, EndpointDef>>(ep: E, callOptions?: CallOptions) {
  const dispatch = useAppDispatch();
  const [isLoading, setLoading] = useState(false);
  async function run(args: { params?: CallArgs<E>['params']; body: FormData }): Promise<Envelope<ResultOf<E>>> {
    setLoading(true);
    try {
      const res = await callEndpoint(ep, { params: args.params, body: args.body as never } as CallArgs<E>, callOptions);
      for (const tag of ep.invalidates ?? (ep.tag ? [ep.tag] : [])) dispatch(invalidateTag(tag));
      return res;
    } finally {
      setLoading(false);
    }
  }
  return { run, isLoading };
}
