import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { call, type CallOptions } from './client';
import { toApiError, type ApiErrorData } from './ApiError';
import type { Envelope } from '../../contract/codes';
import { dynamicMiddleware, slices } from '../state/rootReducer';

/**
 * RTK Query over the one client. The error kept in the cache is plain data
 * (the store holds only serializable values); `ApiError.from` turns it back
 * into the app's one error type.
 */
export type ApiRequest = AxiosRequestConfig & { callOptions?: CallOptions };

const axiosBaseQuery: BaseQueryFn<ApiRequest, Envelope<unknown>, ApiErrorData> = async ({ callOptions, ...req }, { signal }) => {
  try {
    return { data: await call({ ...req, signal }, callOptions) };
  } catch (err) {
    return { error: toApiError(err).toData() };
  }
};

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  // Spec 001 §9: no refetch on focus, mount or reconnect; data fresh for 5 minutes.
  keepUnusedDataFor: 300,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  refetchOnMountOrArgChange: false,
  /** One tag type: the reads of a declared tag (id = the tag, contract/kit/endpoint.ts), refreshed by the writes that declare it. */
  tagTypes: ['List'],
  endpoints: () => ({}),
});

// Loaded with the first screen that uses the cache: plug it into the store then.
slices.inject(baseApi as unknown as { reducerPath: 'api'; reducer: (s: Record<string, unknown> | undefined, a: unknown) => Record<string, unknown> });
dynamicMiddleware.addMiddleware(baseApi.middleware);
