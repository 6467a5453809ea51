import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { NtcRow, PayableRow } from '../../../contract/treasuryPayments';
import * as dialogs from '../../components/dialogs';
import { todayManila } from '../../lib/dates';
import { authed, renderWithProviders } from '../../../tests/render';
import { seriousViolations } from '../../../tests/axe';
import { tickOf } from '../../../tests/grid';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import TradePage from './TradePage';
import NonTradeCollectionPage from './NonTradeCollectionPage';
import DatedCheckPage from './DatedCheckPage';

const SCOPES = ['view_treasury', 'release_payment', 'view_non_trade_collections', 'create_non_trade_collection'];
const pv = (over: Partial<PayableRow>): PayableRow => ({
  payable_voucher_hdr_id: 1, pv_no: 'PV-2026-000001', pv_date: '2026-02-02', payee_type: 'supplier', payee_code: 'S-0001', payee_name: 'Zuellig Pharma', invoice_no: 'INV-1',
  due_date: '2026-02-02', days_past_due: 28, aging: 'days_30', net_payable: '10000.00', pay_status: 'pending', schedule_id: null, pay_date: null, method: null, bank: null,
  cv_id: null, cv_no: null, check_no: null, release_date: null, cleared_date: null, ...over,
});
const TOTALS = { as_of: '2026-03-02', count: 2, amount: '12500.50', not_due: '2500.50', days_30: '10000.00', days_60: '0.00', days_90: '0.00', over_90: '0.00' };

function serveTrade(rows: PayableRow[]) {
  const sent: { path: string; body: unknown }[] = [];
  mswServer.use(
    http.get(API('/treasury/payments'), () => ok(rows, { total_rows: rows.length })),
    http.get(API('/treasury/payments/totals'), () => ok(TOTALS)),
    http.get(API('/treasury/payments/bank-accounts'), () => ok([{ bank_account_id: 3, label: 'BDO 0012-3456 (Operating)', account_code: '1020' }])),
    http.post(API('/treasury/payments/schedule'), async ({ request }) => (sent.push({ path: 'schedule', body: await request.json() }), ok({ count: 1 }, { code: '00003' }))),
    http.post(API('/treasury/payments/release'), async ({ request }) => (sent.push({ path: 'release', body: await request.json() }), ok({ cv_id: 9, cv_no: 'CV-2026-000009', check_no: '0000100009', amount: '10000.00', journal_entry: 'JE-CV-2026-000009' }, { code: '00004' }))),
  );
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe('Trade payables', () => {
  it('shows the tab with its aging totals, and schedules only with a bank account, after confirming', async () => {
    const sent = serveTrade([pv({}), pv({ payable_voucher_hdr_id: 2, pv_no: 'PV-2026-000002', due_date: '2026-03-29', days_past_due: -27, aging: 'not_due', net_payable: '2500.50' })]);
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const { container } = renderWithProviders(<TradePage />, { route: '/treasury/trade/pending', path: '/treasury/trade/pending', preloadedState: authed(financeUser, SCOPES) });
    expect(await screen.findByText('PV-2026-000002')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(await within(totals).findByText('12,500.50')).toBeInTheDocument();
    expect(within(totals).getByText('1-30 Days (as of 2026-03-02)')).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);

    await userEvent.click(await tickOf('PV-2026-000001'));
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Bank Account is required.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.selectOptions(await screen.findByLabelText(/Bank Account/), '3');
    await userEvent.selectOptions(screen.getByLabelText('Method'), 'bank_transfer');
    await userEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(confirm).toHaveBeenCalledWith('Schedule the payments?', expect.stringContaining('1 voucher(s), 10,000.00 to Zuellig Pharma, by bank transfer'));
    expect(sent[0].body).toMatchObject({ pv_ids: [1], bank_account_id: 3, method: 'bank_transfer' });
  }, 40_000);

  it('releasing asks first and sends nothing when the user says no; a check written on the check voucher screen is not ticked here', async () => {
    const sent = serveTrade([
      pv({ pay_status: 'scheduled', schedule_id: 5, pay_date: '2026-03-02', method: 'check', bank: 'BDO 0012-3456' }),
      pv({ payable_voucher_hdr_id: 2, pv_no: 'PV-2026-000002', pay_status: 'scheduled', cv_id: 8, cv_no: 'CV-2026-000008', method: 'check' }),
    ]);
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(false);
    renderWithProviders(<TradePage />, { route: '/treasury/trade/scheduled', path: '/treasury/trade/:status?', preloadedState: authed(financeUser, SCOPES) });
    await userEvent.click(await tickOf('PV-2026-000001'));
    expect(await tickOf('PV-2026-000002')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Release CV-2026-000008 on the check voucher' })).toHaveAttribute('href', '/finance-and-accounting/check-voucher/for-release?open=8');
    await userEvent.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Release the payment?', expect.stringContaining('posts the payable against cash in bank'), 'Release'));
    expect(sent).toEqual([]);
  });
});

const ntc = (over: Partial<NtcRow>): NtcRow => ({
  ntc_id: 1, ntc_no: 'NTC-2026-000001', collection_date: '2026-03-02', payor_type: 'other', payor_name: 'JM Scrap Trading', category: 'scrap', account: '7050 Miscellaneous Income',
  mode: 'dated_check', check_bank: 'Metrobank', check_no: '0004411', check_date: '2099-12-31', deposit_to: 'BDO 0012-3456', amount: '5600.00', vat_amount: '600.00', cwt: '0.00',
  status: 'dated_check', deposit_date: null, cancel_date: null, ...over,
});

describe('Non-trade collections', () => {
  it('the form shows the VAT in the amount and refuses a dated check dated today on its field, without asking', async () => {
    mswServer.use(
      http.get(API('/treasury/non-trade-collections'), () => ok([], { total_rows: 0 })),
      http.get(API('/treasury/non-trade-collections/totals'), () => ok({ count: 0, amount: '0.00', vat_amount: '0.00', cwt: '0.00', due_now: 0 })),
      http.get(API('/treasury/non-trade-collections/options'), () => ok({ accounts: [{ account_code: '7050', account_name: 'Miscellaneous Income' }], banks: [{ bank_account_id: 3, label: 'BDO 0012-3456', account_code: '1020' }] })),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderWithProviders(<NonTradeCollectionPage />, { route: '/finance-and-accounting/non-trade-collection', path: '/finance-and-accounting/non-trade-collection/:tab?', preloadedState: authed(financeUser, SCOPES) });
    expect(await screen.findByText('No collected collections for the chosen filters.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record Collection' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/Payor Name/), 'Mercury Drug (sub-lessee)');
    await userEvent.type(within(dialog).getByLabelText(/Amount \(VAT Inclusive\)/), '11200');
    expect(within(dialog).getByLabelText('Subject to 12% VAT (output VAT 1,200.00)')).toBeChecked();
    await userEvent.selectOptions(within(dialog).getByLabelText(/Mode of Payment/), 'dated_check');
    await userEvent.selectOptions(within(dialog).getByLabelText(/Deposit To/), '3');
    await userEvent.type(within(dialog).getByLabelText(/Drawee Bank/), 'BPI');
    await userEvent.type(within(dialog).getByLabelText(/Check No\./), '88');
    await userEvent.type(within(dialog).getByLabelText(/Check Date/), todayManila());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('A dated check is dated after the collection date.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
  }, 40_000);

  it('a dated check can be deposited only once its date has come', async () => {
    mswServer.use(
      http.get(API('/treasury/non-trade-collections'), () => ok([ntc({}), ntc({ ntc_id: 2, ntc_no: 'NTC-2026-000002', check_date: todayManila() })], { total_rows: 2 })),
      http.get(API('/treasury/non-trade-collections/totals'), () => ok({ count: 2, amount: '11200.00', vat_amount: '1200.00', cwt: '0.00', due_now: 1 })),
    );
    renderWithProviders(<DatedCheckPage />, { route: '/finance-and-accounting/non-trade-collection/dated-check', preloadedState: authed(financeUser, SCOPES) });
    expect(await screen.findByRole('button', { name: 'Deposit NTC-2026-000001 (not before 2099-12-31)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deposit NTC-2026-000002' })).toBeEnabled();
    expect(await within(screen.getByRole('region', { name: 'Totals' })).findByText('11,200.00')).toBeInTheDocument();
  });
});
