import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut } from './authSlice';

/**
 * Journal and payable voucher forms keep their unsaved state across reloads
 * (spec 000 §2.4): the slices are persisted encrypted (persist.ts). A draft
 * is a plain record of the form's field values; each voucher screen reads it
 * through its own type (src/features/payableVouchers/draftState.ts). Signing
 * out forgets both drafts, so the next user of the browser never sees them.
 */
export interface VoucherDraftState {
  draft: Record<string, unknown> | null;
}

function voucherSlice(name: 'journalVoucher' | 'payableVoucher') {
  return createSlice({
    name,
    initialState: { draft: null } as VoucherDraftState,
    reducers: {
      draftChanged(state, action: PayloadAction<Record<string, unknown>>) {
        state.draft = { ...(state.draft ?? {}), ...action.payload };
      },
      draftCleared(state) {
        state.draft = null;
      },
    },
    extraReducers: (builder) => {
      builder.addCase(signedOut, (state) => {
        state.draft = null;
      });
    },
  });
}

export const journalVoucherSlice = voucherSlice('journalVoucher');
export const payableVoucherSlice = voucherSlice('payableVoucher');
