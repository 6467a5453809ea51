import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CashAdvanceRow, CwtReceiptRow, OpenAdvanceRow } from '../../../contract/advances';
import AdvancesToVendorsPage from './AdvancesToVendorsPage';
import CashAdvanceOverridePage from './CashAdvanceOverridePage';
import CwtReportPage from './CwtReportPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

vi.mock('../../components/dialogs', () => ({
  confirmAction: vi.fn(async () => true),
  showSuccess: vi.fn(async () => {}),
  showError: vi.fn(async () => {}),
  showWarning: vi.fn(async () => {}),
}));

type Body = Record<string, unknown>;
const render = (ui: ReactElement, scopes: string[]) => renderWithProviders(withToasts(ui), { route: '/x', path: '/x', preloadedState: authed(financeUser, scopes) });
function servePost(url: string, result: unknown, total?: number) {
  const bodies: Body[] = [];
  mswServer.use(http.post(API(url), async ({ request }) => (bodies.push((await request.json()) as Body), total === undefined ? ok(result) : ok(result, { total_rows: total }))));
  return bodies;
}
const serveGet = (url: string, result: unknown, total?: number) => mswServer.use(http.get(API(url), () => (total === undefined ? ok(result) : ok(result, { total_rows: total }))));

function subledger() {
  servePost('/finance-reports/advances-to-vendors', [], 0);
  servePost('/finance-reports/advances-to-vendors/summary', { accounts: [], total: { opening: '0.00', debit: '0.00', credit: '0.00', closing: '0.00' } });
}

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

const caRow: CashAdvanceRow = {
  cash_advance_id: 7, ca_no: 'CA-2025-000007', employee_id: 3, employee: 'Reyes, Ana (E-0003)', purpose: 'Trade fair, Cebu', amount: '12000.00', request_date: '2025-06-14',
  status: 'requested', over_limit: true, overridden: false, override_reason: null, requested_by: 'Finance User', requested_by_id: 2, released_on: null, due_date: null,
  liquidated_on: null, liquidated_amount: null, days_overdue: 0, release_entry: null, liquidation_entry: null,
};

describe('Cash advance override', () => {
  it('lists the requests over the limit and overrides one with a required reason', async () => {
    serveGet('/cash-advance', [caRow], 1);
    const sent = servePost('/cash-advance/7/override', { ...caRow, overridden: true });
    render(<CashAdvanceOverridePage />, ['view_cash_advance', 'override_cash_advance']);
    await userEvent.click(await screen.findByRole('button', { name: 'Override CA-2025-000007' }, SLOW));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    expect(await within(dialog).findByText('Reason is required.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText(/Reason for allowing/), 'Approved by the CFO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Override' }));
    await vi.waitFor(() => expect(sent).toEqual([{ reason: 'Approved by the CFO' }]));
  });

  it('shows the list without the Override action to whoever may not override', async () => {
    serveGet('/cash-advance', [caRow], 1);
    render(<CashAdvanceOverridePage />, ['view_cash_advance']);
    expect(await screen.findByText('CA-2025-000007', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Override CA-/ })).not.toBeInTheDocument();
  });
});

describe('Advances to vendors', () => {
  it('offers Apply only with manage_advances and sends the application', async () => {
    const adv: OpenAdvanceRow = { advance_pv_id: 11, pv_no: 'PV-2025-000011', pv_date: '2025-06-01', payee_name: 'PLDT Inc.', account_code: '1142', advanced: '50000.00', applied: '0.00', balance: '50000.00' };
    serveGet('/advances/open', [adv]);
    serveGet('/advances/applications', []);
    serveGet('/advances/targets', [{ target_pv_id: 12, pv_no: 'PV-2025-000012', pv_date: '2025-06-10', invoice_no: 'BILL-1', net_payable: '11200.00', applied: '0.00', open: '11200.00' }]);
    const sent = servePost('/advances/apply', { application_id: 1, application_no: 'ADV-2025-000001', applied_on: '2025-06-15', advance_pv_no: adv.pv_no, target_pv_no: 'PV-2025-000012', payee_name: 'PLDT Inc.', advance_account: '1142', amount: '8000.00', journal_entry: 'JE-ADV-2025-000001' });
    subledger();
    render(<AdvancesToVendorsPage />, ['view_finance_subledgers', 'manage_advances']);
    expect(await screen.findByText('PV-2025-000011', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No applications', { exact: false })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply advance PV-2025-000011' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.selectOptions(await within(dialog).findByLabelText(/Voucher to apply to/), '12');
    await userEvent.type(within(dialog).getByLabelText(/Amount/), '8000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(sent[0]).toMatchObject({ advance_pv_id: 11, target_pv_id: '12', amount: '8000', applied_on: '2025-06-15' }));
   }, 40_000);

  it('hides Apply from whoever only views the sub-ledgers', async () => {
    serveGet('/advances/open', [{ advance_pv_id: 11, pv_no: 'PV-2025-000011', pv_date: '2025-06-01', payee_name: 'PLDT Inc.', account_code: '1142', advanced: '50000.00', applied: '0.00', balance: '50000.00' }]);
    serveGet('/advances/applications', []);
    subledger();
    render(<AdvancesToVendorsPage />, ['view_finance_subledgers']);
    expect(await screen.findByText('PV-2025-000011', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Apply advance/ })).not.toBeInTheDocument();
  });
});

describe('CWT updating', () => {
  it('requires the date a 2307 was received, and sends a changed amount after confirming the adjustment', async () => {
    const receipt: CwtReceiptRow = { receipt_id: 1000000005, receipt_no: 'OR-2025-000005', receipt_date: '2025-06-02', customer_code: 'C-0042', customer_name: 'Mercury Drug - Cubao', cwt_booked: '1500.00', cwt_certified: '1500.00', received_2307: false, received_on: null, atc_code: null, age_days: 13, remarks: null };
    servePost('/advances/cwt-report', [], 0);
    servePost('/advances/cwt-receipts', [receipt], 1);
    const sent = servePost('/advances/cwt-update/1000000005', { receipt, journal_entry: 'JE-CWT-2025-000001' });
    render(<CwtReportPage />, ['view_finance_subledgers', 'update_cwt']);
    await userEvent.click(screen.getByRole('tab', { name: '2307 Updating' }));
    await userEvent.click(await screen.findByText('OR-2025-000005', {}, SLOW));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByLabelText('2307 received'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Date received is required when the 2307 is received.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.click(within(dialog).getByLabelText('2307 received'));
    const amount = within(dialog).getByLabelText(/CWT per 2307/);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent[0]).toMatchObject({ received_2307: false, certified_cwt: '1400.00', adjust_on: '2025-06-15' }));
  }, 40_000);
});

describe('SAWT file', () => {
  it("asks for the chosen quarter's SAWT, saves its DAT file and tells what it holds", async () => {
    servePost('/advances/cwt-report', [], 0);
    const asked: string[] = [];
    const file = { file_name: '00987654300000620251702Q.DAT', content: 'HSAWT\r\n', rows: [{ seq: 1 }, { seq: 2 }], total_income: '150000.00', total_withheld: '1500.00' };
    mswServer.use(http.get(API('/advances/sawt'), ({ request }) => (asked.push(new URL(request.url).search), ok(file, { as_of: '2025-06-15T03:04:05.000Z' }))));
    const saved = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved(this.download);
    });
    render(<CwtReportPage />, ['view_finance_subledgers']);
    await userEvent.selectOptions(await screen.findByLabelText('Quarter', {}, SLOW), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Download SAWT File' }));
    expect(await screen.findByText(/00987654300000620251702Q\.DAT: 2 customer line\(s\), income .*150,000\.00, tax withheld .*1,500\.00/)).toBeInTheDocument();
    expect(screen.getByText(/^Data as of Jun 15, 11:04:05/)).toBeInTheDocument();
    expect(asked[0]).toMatch(/quarter=2/);
    expect(saved).toHaveBeenCalledWith('00987654300000620251702Q.DAT');
    click.mockRestore();
  }, 40_000);
});
