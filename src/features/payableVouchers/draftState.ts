import { useCallback } from 'react';
import type { PayeeType } from '../../../contract/payableVouchers';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { payableVoucherSlice } from '../../state/voucherSlices';
import type { VoucherFormLine } from '../../components/VoucherLinesTable';

/**
 * The payable voucher being written, kept in the persisted, encrypted
 * `payableVoucher` slice: every keystroke is stored, so a reload (or a
 * crash) loses nothing; saving, discarding and signing out clear it.
 */
export type PvFormLine = VoucherFormLine;
export interface PvFormEwt {
  atc_code: string;
  tax_base: string;
}
export interface PvFormReceipt {
  rr_id: number;
  rr_no: string;
  amount: string;
}
export interface PvFormAssetReceipt {
  receipt_id: number;
  receipt_no: string;
  apo_no: string;
  amount: string;
}
export interface PvFormState {
  /** The draft or returned voucher being edited; null for a new one. */
  editing_id: number | null;
  payee_type: PayeeType;
  payee_id: string;
  payee_label: string;
  vat_registered: boolean;
  pv_date: string;
  due_date: string;
  invoice_no: string;
  invoice_date: string;
  particulars: string;
  receipts: PvFormReceipt[];
  /** Absent in a draft kept before asset receipts could be billed. */
  asset_receipts?: PvFormAssetReceipt[];
  lines: PvFormLine[];
  ewt: PvFormEwt[];
}

export const emptyLine = (): PvFormLine => ({ account_code: '', cost_center_id: '', program_id: '', division_id: '', description: '', debit: '', credit: '' });

export function emptyPvForm(today: string): PvFormState {
  return {
    editing_id: null, payee_type: 'supplier', payee_id: '', payee_label: '', vat_registered: false, pv_date: today, due_date: '',
    invoice_no: '', invoice_date: '', particulars: '', receipts: [], asset_receipts: [], lines: [emptyLine()], ewt: [],
  };
}

const { draftChanged, draftCleared } = payableVoucherSlice.actions;

/** The draft in the slice (null: nothing being written), a change (merged into it) and clear. */
export function usePvDraft() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((s) => s.payableVoucher.draft) as PvFormState | null;
  const change = useCallback((patch: Partial<PvFormState>) => dispatch(draftChanged(patch as Record<string, unknown>)), [dispatch]);
  const clear = useCallback(() => dispatch(draftCleared()), [dispatch]);
  return { draft, change, clear };
}
