import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { AxiosRequestConfig } from 'axios';
import { call } from './client';
import { ApiError, toApiError } from './ApiError';
import type { Envelope } from '../../contract/codes';
import { dynamicMiddleware, slices } from '../state/rootReducer';

/** RTK Query over the one client; features add endpoints with injectEndpoints. */
const axiosBaseQuery: BaseQueryFn<AxiosRequestConfig, Envelope<unknown>, ApiError> = async (req) => {
  try {
    return { data: await call(req) };
  } catch (err) {
    return { error: toApiError(err) };
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
  tagTypes: ['Notification', 'Permission', 'Profile'],
  endpoints: () => ({}),
});

// Loaded with the first screen that uses the cache: plug it into the store then.
slices.inject(baseApi as unknown as { reducerPath: 'api'; reducer: (s: Record<string, unknown> | undefined, a: unknown) => Record<string, unknown> });
dynamicMiddleware.addMiddleware(baseApi.middleware);
