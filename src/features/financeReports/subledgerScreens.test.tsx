import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AccountLineRow, SubledgerSummary } from '../../../contract/financeReports';
import CashInBankPage from './CashInBankPage';
import OutputVatPage from './OutputVatPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const line: AccountLineRow = {
  id: 7, journal_entry: 'SI-0000123', transaction_date: '2025-06-02', account_code: '2100', account_name: 'Output VAT', module: 'SI', reference: 'DR-000123',
  document_no: 'SI-778899', party_code: 'C-0042', party_name: 'Mercury Drug - Cubao', tin: '000-123-456-000', base_amount: '10000.00', particulars: 'Sales invoice',
  debit: '0.00', credit: '1200.00', running_balance: '51200.00',
};
const summary = (accounts: [string, string][]): SubledgerSummary => ({
  accounts: accounts.map(([code, name]) => ({ account_code: code, account_name: name, opening: '50000.00', debit: '0.00', credit: '1200.00', closing: '51200.00' })),
  total: { opening: '50000.00', debit: '0.00', credit: '1200.00', closing: '51200.00' },
});

function serve(slug: string, sum: SubledgerSummary) {
  const pages: Body[] = [];
  const sums: Body[] = [];
  mswServer.use(
    http.post(API(`/finance-reports/${slug}`), async ({ request }) => (pages.push((await request.json()) as Body), ok([line], { total_rows: 1 }))),
    http.post(API(`/finance-reports/${slug}/summary`), async ({ request }) => (sums.push((await request.json()) as Body), ok(sum))),
  );
  return { pages, sums };
}
const SUBS = ['view_finance_subledgers'];
const render = (ui: ReactElement, route: string, scopes = SUBS) => renderWithProviders(withToasts(ui), { route, path: route.split('?')[0], preloadedState: authed(financeUser, scopes) });

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('Output VAT screen', () => {
  it('opens on the month to date, shows each line with its invoice and the totals of the account', async () => {
    const { pages, sums } = serve('output-vat', summary([['2100', 'Output VAT']]));
    render(<OutputVatPage />, '/output-vat');
    expect(await screen.findByText('SI-778899', {}, SLOW)).toBeInTheDocument();
    expect(pages[0]).toMatchObject({ date_from: '2025-06-01', date_to: '2025-06-15', page: 0, page_size: 50, order_by: 'transaction_date' });
    expect(sums[0]).toEqual({ date_from: '2025-06-01', date_to: '2025-06-15', account_code: '' });
    for (const h of ['Customer', 'TIN', 'Vatable Sales', 'Credit (Output VAT)', 'Running Balance']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByRole('row', { name: /2100 Output VAT/ })).toHaveTextContent('51,200.00');
  });

  it('tells a failed totals read apart from empty totals', async () => {
    mswServer.use(
      http.post(API('/finance-reports/output-vat'), () => ok([], { total_rows: 0 })),
      http.post(API('/finance-reports/output-vat/summary'), () => fail('00500', 'boom', 500)),
    );
    render(<OutputVatPage />, '/output-vat');
    expect(await screen.findByText('The totals could not be loaded. Please try again.', {}, SLOW)).toBeInTheDocument();
  });

  it('without the sub-ledger scope shows the permission message and makes no call', async () => {
    const { pages, sums } = serve('output-vat', summary([]));
    render(<OutputVatPage />, '/output-vat', ['get_general_ledger']);
    expect(screen.getByText(/Access denied\./)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect([pages.length, sums.length]).toEqual([0, 0]);
  });
});

describe('Cash in Bank screen', () => {
  it('lists the banks in the totals; picking one shows only its lines', async () => {
    const { pages } = serve('cash-in-bank', summary([['1020', 'Cash in Bank - BDO'], ['1030', 'Cash in Bank - Metrobank']]));
    render(<CashInBankPage />, '/cash');
    const totals = await screen.findByRole('region', { name: 'Totals' }, SLOW);
    expect(await within(totals).findByRole('columnheader', { name: 'Receipts' })).toBeInTheDocument();
    await userEvent.click(await within(totals).findByRole('button', { name: '1030 Cash in Bank - Metrobank' }));
    await waitFor(() => expect(pages.at(-1)).toMatchObject({ account_code: '1030' }));
    expect(screen.getByLabelText('Account Code')).toHaveValue('1030');
  });
});
