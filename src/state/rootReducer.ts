import { combineSlices, createDynamicMiddleware, type UnknownAction } from '@reduxjs/toolkit';
import { authSlice, signedOut } from './authSlice';
import { menuSlice } from './menuSlice';
import { journalVoucherSlice, payableVoucherSlice } from './voucherSlices';

/*
 * The API cache (RTK Query) is injected by src/api/baseApi.ts when the first
 * screen that uses it loads, so its code stays out of the sign-in bundle.
 */
export const slices = combineSlices(authSlice, menuSlice, journalVoucherSlice, payableVoucherSlice).withLazyLoadedSlices<{
  // Shape of RTK Query's cache; typed loosely here so this file need not import it.
  api: Record<string, unknown>;
}>();
export const dynamicMiddleware = createDynamicMiddleware();

/** Signing out forgets every cached API answer along with the session. */
export function rootReducer(state: ReturnType<typeof slices> | undefined, action: UnknownAction) {
  if (action.type === signedOut.type && state && 'api' in state) return slices({ ...state, api: undefined }, action);
  return slices(state, action);
}
export type RootState = ReturnType<typeof slices>;
