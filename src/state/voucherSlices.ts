import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * Journal and payable voucher forms keep their unsaved state across reloads
 * (spec 000 §2.4). The voucher screens fill in the draft shape; until then a
 * draft is a plain record of field values.
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
  });
}

export const journalVoucherSlice = voucherSlice('journalVoucher');
export const payableVoucherSlice = voucherSlice('payableVoucher');
