import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { JvDetail } from '../../../contract/journalVouchers';
import type { PeriodsResult } from '../../../contract/periods';
import * as dialogs from '../../components/dialogs';
import { configureStore } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import { persistConfig } from '../../state/persistConfig';
import { rootReducer } from '../../state/rootReducer';
import { signedOut } from '../../state/authSlice';
import { journalVoucherSlice } from '../../state/voucherSlices';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import type { RootState } from '../../state/rootReducer';
import { emptyJvForm } from './draftState';
import JournalVoucherPage from './JournalVoucherPage';
import PeriodClosePage from './PeriodClosePage';

const JV = '/finance-and-accounting/journal-voucher';
const ALL = ['view_journal_vouchers', 'create_journal_voucher'];

const detail: JvDetail = {
  jv_id: 5, jv_no: 'JV-2026-000005', jv_date: '2026-11-20', particulars: 'Accrued rent', reference: null, status: 1, total_debit: '1500.25', total_credit: '1500.25',
  journal_entry: null, reverses_no: null, created_by: 'Maria Santos', created_at: '2026-11-20T01:00:00Z', lines: [], reverses_jv_id: null, reversed_by: [], created_by_id: 2,
  submitted_by: 'Maria Santos', submitted_by_id: 2, submitted_at: '2026-11-20T01:00:00Z', approved_by: null, approved_at: null, returned_by: null, returned_at: null,
  return_reason: null, cancelled_by: null, cancelled_at: null,
};

function serve() {
  const sent: unknown[] = [];
  mswServer.use(
    http.get(API('/journal-voucher/dropdowns'), () =>
      ok({ accounts: [{ account_code: '1020', account_name: 'Cash in Bank - BDO' }, { account_code: '6020', account_name: 'Rent Expense' }], cost_centers: [{ id: 1, label: 'HO - Head Office' }], programs: [], divisions: [] })),
    http.post(API('/journal-voucher/store'), async ({ request }) => (sent.push(await request.json()), ok(detail, { code: '00003' }))),
    // After submitting, the screen moves to the For Approval list.
    http.get(API('/journal-voucher/list/:tab'), () => ok([], { total_rows: 0 })),
  );
  return sent;
}
const renderJv = (route: string, preloaded: Partial<RootState> = {}) =>
  renderWithProviders(<JournalVoucherPage />, { route, path: `${JV}/:status?`, preloadedState: { ...authed(financeUser, ALL), ...preloaded } });

afterEach(() => vi.restoreAllMocks());

describe('Journal voucher form', () => {
  it('keeps a line a debit or a credit, refuses to submit until it balances, then sends it and clears the draft', async () => {
    const sent = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const { store } = renderJv(`${JV}/new`);
    await userEvent.click(screen.getByRole('button', { name: 'Start a New Journal Voucher' }));
    const form = await screen.findByRole('form', { name: 'New Journal Voucher' });
    await userEvent.type(within(form).getByLabelText(/^Particulars/), 'Accrued rent');
    // An account by its code, or by words of its name that only it has; the line names the account it took.
    await userEvent.type(within(form).getByLabelText('Account of line 1'), '6020');
    expect(await within(form).findByText('Rent Expense')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Account of line 2'), 'bank bdo{Enter}');
    expect(within(form).getByLabelText('Account of line 2')).toHaveValue('1020');
    const debit1 = within(form).getByLabelText('Debit of line 1');
    const credit1 = within(form).getByLabelText('Credit of line 1');
    await userEvent.type(credit1, '99');
    // Typing the debit empties the credit of the same line; a minus sign never gets in.
    await userEvent.type(debit1, '-1500.25');
    expect(debit1).toHaveValue('1500.25');
    expect(credit1).toHaveValue('');
    await userEvent.type(within(form).getByLabelText('Credit of line 2'), '1500');
    expect(within(form).getByTestId('jv-difference')).toHaveTextContent('0.25 (not balanced)');

    await userEvent.click(within(form).getByRole('button', { name: 'Submit for Approval' }));
    expect(await within(form).findByText('Debits (1500.25) and credits (1500.00) must balance before the voucher is submitted.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(sent).toHaveLength(0);

    await userEvent.type(within(form).getByLabelText('Credit of line 2'), '.25');
    expect(within(form).getByTestId('jv-difference')).toHaveTextContent('0.00 (balanced)');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      jv_date: expect.any(String), particulars: 'Accrued rent', submit: true,
      lines: [{ account_code: '6020', debit: '1500.25', credit: '0.00' }, { account_code: '1020', debit: '0.00', credit: '1500.25' }],
    });
    await waitFor(() => expect(store.getState().journalVoucher.draft).toBeNull());
  });

  it('resumes the voucher being written from the persisted draft', async () => {
    serve();
    const draft = { ...emptyJvForm('2026-11-26'), particulars: 'Half-written reclass', lines: [{ account_code: '6020', cost_center_id: '1', program_id: '', division_id: '', description: '', debit: '75.50', credit: '' }] };
    renderJv(`${JV}/new`, { journalVoucher: { draft } } as Partial<RootState>);
    const form = await screen.findByRole('form', { name: 'New Journal Voucher' });
    expect(within(form).getByLabelText(/^Particulars/)).toHaveValue('Half-written reclass');
    expect(within(form).getByLabelText('Debit of line 1')).toHaveValue('75.50');
    expect(screen.getByRole('link', { name: 'New Journal Voucher (unsaved)' })).toBeInTheDocument();
  });
});

/** The app's persisted store (src/app/store.ts does the same; features may not import the app). */
const setupStore = () => configureStore({ reducer: persistReducer<RootState>(persistConfig, rootReducer), middleware: (d) => d({ serializableCheck: false }) });
const setupPersistor = (store: ReturnType<typeof setupStore>) => persistStore(store);

describe('the journal voucher being written (persisted journalVoucher slice)', () => {
  it('survives a reload encrypted, and is forgotten on sign-out', async () => {
    const { draftChanged } = journalVoucherSlice.actions;
    localStorage.clear();
    const rehydrated = (p: ReturnType<typeof setupPersistor>) =>
      new Promise<void>((resolve) => {
        if (p.getState().bootstrapped) return resolve();
        const stop = p.subscribe(() => p.getState().bootstrapped && (stop(), resolve()));
      });
    const first = setupStore();
    const p1 = setupPersistor(first);
    await rehydrated(p1);
    first.dispatch(draftChanged({ ...emptyJvForm('2026-11-26'), particulars: 'JV-SECRET-9931' }));
    await p1.flush();
    expect(localStorage.getItem('persist:erp') ?? '').not.toContain('JV-SECRET-9931');
    const second = setupStore();
    const p2 = setupPersistor(second);
    await rehydrated(p2);
    expect(second.getState().journalVoucher.draft).toMatchObject({ particulars: 'JV-SECRET-9931', jv_date: '2026-11-26' });
    second.dispatch(signedOut());
    expect(second.getState().journalVoucher.draft).toBeNull();
    p1.pause();
    p2.pause();
  });
});

describe('Period Close', () => {
  const periods = (status: (m: number) => 'open' | 'closed'): PeriodsResult => ({
    year: 2026,
    months: Array.from({ length: 12 }, (_, n) => ({
      year: 2026, month: n + 1, label: `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][n]} 2026`,
      status: status(n + 1), closed_by: status(n + 1) === 'closed' ? 'Maria Santos' : null, closed_at: null, reopen_reason: null,
    })),
    years: [
      { year: 2026, status: 'open', journal_entry: null, net_income: null, closed_by: null, closed_at: null },
      { year: 2025, status: 'closed', journal_entry: 'JE-CLS-2025-000001', net_income: '12345678.90', closed_by: 'Maria Santos', closed_at: null },
    ],
    latest_closed: { year: 2026, month: 9, label: 'September 2026' },
  });

  it('closes a month after asking, reopens only the latest closed with a reason', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T03:00:00Z') });
    const sent: { path: string; body: unknown }[] = [];
    mswServer.use(
      http.get(API('/accounting-periods'), () => ok(periods((m) => (m <= 9 ? 'closed' : 'open')))),
      http.post(API('/accounting-periods/close-month'), async ({ request }) => (sent.push({ path: 'close', body: await request.json() }), ok(periods((m) => (m <= 10 ? 'closed' : 'open')), { code: '00004' }))),
      http.post(API('/accounting-periods/reopen-month'), async ({ request }) => (sent.push({ path: 'reopen', body: await request.json() }), ok(periods((m) => (m <= 8 ? 'closed' : 'open')), { code: '00004' }))),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<PeriodClosePage />, { route: '/finance-and-accounting/period-close', preloadedState: authed(financeUser, ['close_period']) });
    expect(await screen.findByText('Latest closed month: September 2026.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '12,345,678.90' })).toBeInTheDocument();
    // November has not ended: it cannot be closed; only September (the latest closed) reopens.
    expect(screen.queryByRole('button', { name: 'Close November 2026' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reopen August 2026' })).toBeNull();
    vi.useRealTimers();

    await userEvent.click(screen.getByRole('button', { name: 'Close October 2026' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'close', body: { year: 2026, month: 10 } }]));
    expect(confirm).toHaveBeenCalledWith('Close October 2026?', expect.stringContaining('Postings dated in October 2026 will be refused'), 'Yes, close it');

    await userEvent.click(screen.getByRole('button', { name: 'Reopen September 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reopen September 2026' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason for reopening/), 'Late supplier invoice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(sent[1]).toEqual({ path: 'reopen', body: { year: 2026, month: 9, reason: 'Late supplier invoice' } }));
  });
});
