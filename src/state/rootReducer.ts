import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { authSlice } from './authSlice';
import { menuSlice } from './menuSlice';
import { journalVoucherSlice, payableVoucherSlice } from './voucherSlices';

export const rootReducer = combineReducers({
  auth: authSlice.reducer,
  menu: menuSlice.reducer,
  journalVoucher: journalVoucherSlice.reducer,
  payableVoucher: payableVoucherSlice.reducer,
  [baseApi.reducerPath]: baseApi.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;
