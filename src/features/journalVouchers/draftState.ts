import { useCallback } from 'react';
import type { JvDetail } from '../../../contract/journalVouchers';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { journalVoucherSlice } from '../../state/voucherSlices';
import { withoutTrailingBlanks, type VoucherFormLine } from '../../components/VoucherLinesTable';

/**
 * The journal voucher being written, kept in the persisted, encrypted
 * `journalVoucher` slice: every keystroke is stored, so a reload loses
 * nothing; saving, discarding and signing out clear it.
 */
export type JvFormLine = VoucherFormLine;
export interface JvFormState {
  /** The draft or returned voucher being edited; null for a new one. */
  editing_id: number | null;
  editing_no: string | null;
  jv_date: string;
  particulars: string;
  reference: string;
  lines: JvFormLine[];
}

export const emptyJvLine = (): JvFormLine => ({ account_code: '', cost_center_id: '', program_id: '', division_id: '', description: '', debit: '', credit: '' });

export function emptyJvForm(today: string): JvFormState {
  return { editing_id: null, editing_no: null, jv_date: today, particulars: '', reference: '', lines: [emptyJvLine(), emptyJvLine()] };
}

/** A saved draft or returned voucher loaded into the form to be edited. */
export function jvFormOf(jv: JvDetail): JvFormState {
  const s = (v: number | null) => (v === null ? '' : String(v));
  return {
    editing_id: jv.jv_id,
    editing_no: jv.jv_no,
    jv_date: jv.jv_date,
    particulars: jv.particulars,
    reference: jv.reference ?? '',
    lines: jv.lines.map((l) => ({
      account_code: l.account_code,
      cost_center_id: s(l.cost_center_id),
      program_id: s(l.program_id),
      division_id: s(l.division_id),
      description: l.description ?? '',
      debit: l.debit === '0.00' ? '' : l.debit,
      credit: l.credit === '0.00' ? '' : l.credit,
    })),
  };
}

/** The body the store and update calls take. */
export function jvBodyOf(form: JvFormState, submit: boolean) {
  const id = (v: string) => (v ? Number(v) : null);
  return {
    jv_date: form.jv_date,
    particulars: form.particulars,
    reference: form.reference,
    submit,
    lines: withoutTrailingBlanks(form.lines).map((l) => ({
      account_code: l.account_code,
      cost_center_id: id(l.cost_center_id),
      program_id: id(l.program_id),
      division_id: id(l.division_id),
      description: l.description,
      debit: l.debit,
      credit: l.credit,
    })),
  };
}

const { draftChanged, draftCleared } = journalVoucherSlice.actions;

/** The draft in the slice (null: nothing being written), a change (merged into it) and clear. */
export function useJvDraft() {
  const dispatch = useAppDispatch();
  const draft = useAppSelector((s) => s.journalVoucher.draft) as JvFormState | null;
  const change = useCallback((patch: Partial<JvFormState>) => dispatch(draftChanged(patch as Record<string, unknown>)), [dispatch]);
  const clear = useCallback(() => dispatch(draftCleared()), [dispatch]);
  return { draft, change, clear };
}
