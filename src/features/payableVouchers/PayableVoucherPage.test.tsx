import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Bir2307, PvDetail, PvRow } from '../../../contract/payableVouchers';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { tickOf } from '../../../tests/grid';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import type { RootState } from '../../state/rootReducer';
import PayableVoucherPage from './PayableVoucherPage';
import PendingPaymentVouchersPage from './PendingPaymentVouchersPage';
import PayableVoucherListPage from './PayableVoucherListPage';
import { emptyPvForm } from './draftState';

vi.mock('./print', () => ({ printPayableVoucher: vi.fn(async () => {}), printBir2307: vi.fn(async () => {}) }));
import { printBir2307 } from './print';

const SLOW = { timeout: 30_000 };
const ALL = ['view_payable_vouchers', 'create_payable_voucher', 'approve_payable_voucher', 'view_check_vouchers', 'create_check_voucher', 'release_check_voucher'];
const PV_PATH = '/finance-and-accounting/payable-voucher';

const row: PvRow = {
  payable_voucher_hdr_id: 7, pv_no: 'PV-2026-000007', pv_date: '2026-11-16', due_date: '2026-12-16', payee_type: 'vendor', payee_code: 'V-0011', payee_name: 'PLDT Inc.',
  invoice_no: 'PLDT-8812', particulars: 'Telephone', gross_amount: '11200.00', ewt_amount: '200.00', net_payable: '11000.00', status: 'approved', cv_no: null, maker: 'Maria Santos', updated_at: '2026-11-16T01:00:00Z',
};
const detail: PvDetail = {
  ...row, payee_id: 11, payee_tin: '000-488-793-000', payee_address: 'Makati', vat_registered: true, invoice_date: '2026-11-15', lines_amount: '10000.00', receipts_amount: '0.00', asset_receipts_amount: '0.00',
  input_vat: '1200.00', ap_account: '2020', reason: null, created_by: 2, checked_by_name: 'Antonio Bautista', checked_at: '2026-11-17T01:00:00Z', journal_entry: 'JE-PV-2026-000001',
  lines: [], ewt: [], receipts: [], asset_receipts: [],
  entry: [
    { account_code: '6031', account_name: 'Telephone and Internet', debit: '10000.00', credit: '0.00' },
    { account_code: '1300', account_name: 'Input VAT', debit: '1200.00', credit: '0.00' },
    { account_code: '2113', account_name: 'EWT Payable - Services', debit: '0.00', credit: '200.00' },
    { account_code: '2020', account_name: 'Accounts Payable - Non-Trade', debit: '0.00', credit: '11000.00' },
  ],
};
const cert: Bir2307 = {
  payee_name: 'PLDT Inc.', payee_tin: '000-488-793-000', payee_address: 'Makati', payee_zip: '1200', payor_name: 'Aurora', payor_tin: '009-876-543-000', payor_address: 'Makati', payor_zip: '1231',
  period_from: '2026-10-01', period_to: '2026-12-31', months: ['2026-10', '2026-11', '2026-12'], pv_nos: ['PV-2026-000007'],
  rows: [{ atc_code: 'WC160', description: 'Services', month1: '0.00', month2: '10000.00', month3: '0.00', total: '10000.00', tax_withheld: '200.00' }], total_income: '10000.00', total_withheld: '200.00',
};

function serve() {
  const sent: { path: string; body: unknown }[] = [];
  mswServer.use(
    http.get(API('/accounting/payablevoucher/accounts'), () => ok([{ account_code: '6031', account_name: 'Telephone and Internet' }, { account_code: '6041', account_name: 'Trucking and Courier Services' }])),
    http.get(API('/accounting/payablevoucher/setup-options'), () => ok({ cost_centers: [{ id: 1, code: 'HO', name: 'Head Office' }], programs: [], divisions: [] })),
    http.get(API('/accounting/payablevoucher/atc-lists'), () => ok([{ atc_code: 'WC160', description: 'Services', payee_type: 'corporate', rate: '2.00' }, { atc_code: 'WC158', description: 'Goods', payee_type: 'corporate', rate: '1.00' }])),
    http.get(API('/accounting/payablevoucher/supplier/or'), () =>
      ok([{ payee_type: 'vendor', payee_id: 11, code: 'V-0011', name: 'PLDT Inc.', tin: '000-488-793-000', address: 'Makati', vat_registered: true, atc_code: 'WC160' }])),
    http.get(API('/accounting/payablevoucher/po-non-stock-lists'), ({ request }) =>
      ok(new URL(request.url).searchParams.get('supplier_id') === '11'
        ? [{ receipt_id: 1, receipt_no: 'ARR-2026-000001', receipt_date: '2026-02-16', apo_id: 4, apo_no: 'APO-2026-000004', po_date: '2026-02-09', items: 'FortiGate 60F (1)', amount: '204100.00' }]
        : [])),
    http.post(API('/accounting/payablevoucher/create-voucher'), async ({ request }) => (sent.push({ path: 'create', body: await request.json() }), ok(detail, { code: '00003' }))),
    http.get(API('/accounting/payablevoucher/show-voucher/7'), () => ok(detail)),
    http.post(API('/accounting/payablevoucher/print-ewt-form/7'), () => ok(cert)),
  );
  return sent;
}
const renderPv = (route: string, preloaded: Partial<RootState> = {}) =>
  renderWithProviders(<PayableVoucherPage />, { route, path: `${PV_PATH}/:id?`, preloadedState: { ...authed(financeUser, ALL), ...preloaded } });

afterEach(() => vi.restoreAllMocks());

describe('Payable voucher form', () => {
  it('offers only the allowed accounts, computes VAT, EWT and the net, shows the entry balanced, and clears the draft once submitted', async () => {
    const sent = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const { store } = renderPv(`${PV_PATH}?tab=new`);
    await userEvent.click(screen.getByRole('button', { name: 'Start a New Payable Voucher' }));
    const form = await screen.findByRole('form', { name: 'New Payable Voucher' });
    // An empty voucher posts nothing: not "Balanced".
    expect(within(form).getByText('Nothing to post yet')).toBeInTheDocument();
    expect(within(form).queryByText('Balanced')).not.toBeInTheDocument();
    // Submitting nothing says what is missing, on the fields, without asking.
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for Approval' }));
    expect(await within(form).findByText('Payee is required.')).toBeInTheDocument();
    expect(within(form).getByText('Account is required.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.selectOptions(within(form).getByLabelText('Payee Type'), 'vendor');
    await userEvent.type(within(form).getByRole('combobox', { name: /^Payee(?! Type)/ }), 'PLDT');
    await userEvent.click(await within(form).findByRole('option', { name: 'V-0011 - PLDT Inc.' }, SLOW));
    const account = within(form).getByLabelText('Account of line 1');
    // The accounts the list offers are those the payee's set-up allows.
    const offered = () => Array.from((account as HTMLInputElement).list?.options ?? []).map((o) => `${o.value} - ${o.label}`);
    await waitFor(() => expect(offered()).toEqual(['6031 - Telephone and Internet', '6041 - Trucking and Courier Services']));
    await userEvent.type(account, '6031');
    await userEvent.type(within(form).getByLabelText('Debit of line 1'), '10000');
    await userEvent.type(within(form).getByLabelText(/Invoice No\./), 'PLDT-8812');
    await userEvent.type(within(form).getByLabelText(/Invoice Date/), '2026-11-15');
    // The payee's ATC came with it: 2 % of the base typed.
    expect(within(form).getByLabelText('ATC of EWT line 1')).toHaveValue('WC160');
    await userEvent.type(within(form).getByLabelText('Tax base of EWT line 1'), '10000');
    expect(within(form).getByTestId('pv-vat')).toHaveTextContent('1,200.00');
    expect(within(form).getByLabelText('Tax withheld of EWT line 1')).toHaveTextContent('200.00');
    expect(within(form).getByTestId('pv-net')).toHaveTextContent('11,000.00');
    expect(within(form).getByText(/Debits 11,200.00 = Credits 11,200.00/)).toBeInTheDocument();
    expect(within(form).getByText('Balanced')).toBeInTheDocument();
    // Every keystroke is in the persisted slice.
    expect(store.getState().payableVoucher.draft).toMatchObject({ invoice_no: 'PLDT-8812', payee_id: '11', lines: [{ account_code: '6031', debit: '10000' }] });

    await userEvent.click(within(form).getByRole('button', { name: 'Submit for Approval' }));
    expect(confirm).toHaveBeenCalledWith('Submit this payable voucher for approval?', 'Net payable 11,000.00.');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toMatchObject({ payee_type: 'vendor', payee_id: 11, invoice_no: 'PLDT-8812', lines: [{ account_code: '6031', debit: '10000.00', credit: '0.00' }], ewt: [{ atc_code: 'WC160', tax_base: '10000.00' }] });
    await waitFor(() => expect(store.getState().payableVoucher.draft).toBeNull());
  }, 40_000);

  it('after a reload the form comes back from the persisted draft as it was left', async () => {
    serve();
    const draft = {
      ...emptyPvForm('2026-11-26'), payee_type: 'vendor' as const, payee_id: '11', payee_label: 'V-0011 - PLDT Inc.', vat_registered: true, invoice_no: 'HALF-DONE-1',
      lines: [{ account_code: '6041', cost_center_id: '1', program_id: '', division_id: '', description: 'Courier', debit: '250.50', credit: '' }],
      asset_receipts: [{ receipt_id: 1, receipt_no: 'ARR-2026-000001', apo_no: 'APO-2026-000004', amount: '204100.00' }],
    };
    renderPv(`${PV_PATH}?tab=new`, { payableVoucher: { draft: draft as unknown as Record<string, unknown> } } as Partial<RootState>);
    const form = await screen.findByRole('form', { name: 'New Payable Voucher' });
    expect(within(form).getByLabelText(/Invoice No\./)).toHaveValue('HALF-DONE-1');
    expect(within(form).getByLabelText('Debit of line 1')).toHaveValue('250.50');
    // The asset receipt ticked is billed at cost: VAT 12 % of 250.50 + 204,100.00 = 24,522.06.
    expect(within(form).getByTestId('pv-assets')).toHaveTextContent('204,100.00');
    expect(within(form).getByTestId('pv-vat')).toHaveTextContent('24,522.06');
    expect(await within(form).findByRole('checkbox', { name: /ARR-2026-000001 of APO-2026-000004/ }, SLOW)).toBeChecked();
    await userEvent.click(within(form).getByRole('checkbox', { name: /ARR-2026-000001/ }));
    expect(within(form).getByTestId('pv-vat')).toHaveTextContent('30.06');
    expect(screen.getByRole('link', { name: 'New Payable Voucher (unsaved)' })).toBeInTheDocument();
    // No serious axe violation in the form (contrast is judged in Chromium by the e2e walk, not in jsdom).
    const { default: axe } = await import('axe-core');
    const found = await axe.run(form, { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  it('an approved voucher shows its posted entry and prints its BIR 2307', async () => {
    serve();
    renderPv(`${PV_PATH}/7`);
    expect(await screen.findByRole('heading', { name: /Payable Voucher PV-2026-000007/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Entry posted')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print BIR 2307' }));
    await waitFor(() => expect(printBir2307).toHaveBeenCalledWith([cert], 'BIR-2307-PV-2026-000007.pdf'));
  });
});

describe('Payable voucher for approval', () => {
  const waiting: PvDetail = { ...detail, status: 'for_approval', journal_entry: null, checked_by_name: null, checked_at: null };
  const open = (createdBy: number) => {
    serve();
    mswServer.use(http.get(API('/accounting/payablevoucher/show-voucher/7'), () => ok({ ...waiting, created_by: createdBy })));
    renderPv(`${PV_PATH}/7`);
    return screen.findByRole('heading', { name: /Payable Voucher PV-2026-000007 For Approval/ }, SLOW);
  };
  const buttons = () => screen.getAllByRole('button').map((b) => b.textContent).filter((t) => ['Approve', 'Return to Maker', 'Cancel'].includes(t ?? ''));

  it('offers an approver the decisions and the cancel', async () => {
    await open(9);
    expect(buttons()).toEqual(['Approve', 'Return to Maker', 'Cancel']);
    expect(screen.getByText('Entry on approval')).toBeInTheDocument();
  });

  it("keeps the decisions from the voucher's maker, who may still cancel it, and says who decides", async () => {
    await open(financeUser.user_id);
    expect(buttons()).toEqual(['Cancel']);
    expect(screen.getByText('You made this payable voucher; someone else must approve it.')).toBeInTheDocument();
  });
});

describe('Pending payment vouchers', () => {
  it('ticks vouchers of one payee only and writes the check voucher from the chosen bank account', async () => {
    const other: PvRow = { ...row, payable_voucher_hdr_id: 8, pv_no: 'PV-2026-000008', payee_code: 'V-0013', payee_name: 'Guardian Shield Security Agency, Inc.', net_payable: '49500.00' };
    const second: PvRow = { ...row, payable_voucher_hdr_id: 9, pv_no: 'PV-2026-000009', net_payable: '500.25' };
    const sent: unknown[] = [];
    mswServer.use(
      http.get(API('/accounting/payablevoucher/or-lists'), () => ok([row, other, second], { total_rows: 3 })),
      http.get(API('/accounting/checkvoucher/bank-accounts'), () => ok([{ bank_account_id: 3, label: 'BDO 0012-3456-78 (Operating)', account_code: '1020', next_check_no: '0000100004' }])),
      http.post(API('/accounting/checkvoucher/create'), async ({ request }) => {
        sent.push(await request.json());
        return ok({ cv_id: 5, cv_no: 'CV-2026-000005', check_no: '0000100004' }, { code: '00003' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<PendingPaymentVouchersPage />, { route: '/finance-and-accounting/check-voucher/pending-payment-vouchers', preloadedState: authed(financeUser, ALL) });
    await userEvent.click(await tickOf('PV-2026-000007'));
    await waitFor(async () => expect(await tickOf('PV-2026-000008')).toBeDisabled());
    await userEvent.click(await tickOf('PV-2026-000009'));
    expect(screen.getByText('2 voucher(s) of PLDT Inc.: 11,500.25')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/Bank Account/), '3');
    expect(screen.getByText('Next check no. 0000100004')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Write Check Voucher' }));
    expect(confirm).toHaveBeenCalledWith('Write the check voucher?', 'A check of 11,500.25 to PLDT Inc..');
    await waitFor(() => expect(sent).toEqual([expect.objectContaining({ bank_account_id: 3, pv_ids: [7, 9] })]));
  }, 30_000);
});

describe('All payable vouchers', () => {
  it('prints one BIR 2307 per payee and quarter of the approved vouchers filtered', async () => {
    const asked: unknown[] = [];
    mswServer.use(
      http.get(API('/accounting/payablevoucher'), ({ request }) => (asked.push(Object.fromEntries(new URL(request.url).searchParams)), ok([row], { total_rows: 1 }))),
      http.post(API('/accounting/payablevoucher/multiple-print-ewt-form'), async ({ request }) => (asked.push(await request.json()), ok([cert]))),
    );
    renderWithProviders(<PayableVoucherListPage />, { route: '/finance-and-accounting/payable-voucher/all', preloadedState: authed(financeUser, ALL) });
    expect(await screen.findByText('PV-2026-000007', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print BIR 2307 of Approved' }));
    await waitFor(() => expect(printBir2307).toHaveBeenCalledWith([cert], 'BIR-2307.pdf'));
    expect(asked).toContainEqual(expect.objectContaining({ status: 'approved' }));
    expect(asked).toContainEqual({ ids: [7] });
  }, 30_000);
});
