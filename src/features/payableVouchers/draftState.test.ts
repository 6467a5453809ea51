import { describe, expect, it } from 'vitest';
import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { persistConfig } from '../../state/persistConfig';
import { rootReducer, type RootState } from '../../state/rootReducer';
import { signedOut } from '../../state/authSlice';
import { payableVoucherSlice } from '../../state/voucherSlices';
import { emptyPvForm } from './draftState';

const { draftChanged, draftCleared } = payableVoucherSlice.actions;

/** The app's persisted store (src/app/store.ts does the same; features may not import the app). */
const setupStore = () => configureStore({ reducer: persistReducer<RootState>(persistConfig, rootReducer), middleware: (d) => d({ serializableCheck: false }) });
const setupPersistor = (store: ReturnType<typeof setupStore>) => persistStore(store);

/** Waits until a persistor has rehydrated its store from storage. */
function rehydrated(persistor: ReturnType<typeof setupPersistor>) {
  return new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const stop = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        stop();
        resolve();
      }
    });
  });
}

describe('the payable voucher being written (persisted payableVoucher slice)', () => {
  it('survives a reload encrypted, and is forgotten on sign-out', async () => {
    localStorage.clear();
    const first = setupStore();
    const p1 = setupPersistor(first);
    await rehydrated(p1);
    first.dispatch(draftChanged({ ...emptyPvForm('2026-11-26'), invoice_no: 'SI-SECRET-4471', lines: [{ account_code: '6031', cost_center_id: '', program_id: '', division_id: '', description: '', debit: '1500.25', credit: '' }] }));
    await p1.flush();
    const stored = localStorage.getItem('persist:erp') ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain('SI-SECRET-4471');

    // A reload: a new store reading the same storage.
    const second = setupStore();
    const p2 = setupPersistor(second);
    await rehydrated(p2);
    expect(second.getState().payableVoucher.draft).toMatchObject({ invoice_no: 'SI-SECRET-4471', lines: [{ account_code: '6031', debit: '1500.25' }] });

    second.dispatch(signedOut());
    expect(second.getState().payableVoucher.draft).toBeNull();
    // The journal voucher's draft goes the same way; draftCleared still clears on its own.
    second.dispatch(draftChanged({ invoice_no: 'x' }));
    second.dispatch(draftCleared());
    expect(second.getState().payableVoucher.draft).toBeNull();
    p1.pause();
    p2.pause();
  });
});
