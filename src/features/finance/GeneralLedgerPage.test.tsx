import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ToastContainer } from 'react-toastify';
import GeneralLedgerPage from './GeneralLedgerPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const row = (i: number, balance: string) => ({
  id: i, journal_entry: `SI-000000${i}`, transaction_date: '2024-01-0' + i, account_code: '1020', account_name: 'Cash in Bank - BDO',
  debit: '1000.00', credit: '0.00', running_balance: balance, module: 'CR', reference: `SI-${i}`, payee: 'Mercury Drug', md: null,
  particulars: 'Collection', remarks: null, details: null, program: null, cost_center: 'Main Warehouse', bank_date: null, accounting_code: 'CR-01',
});

function lookups() {
  mswServer.use(
    http.get(API('/ledger/accounts/list'), () => ok([{ account_code: '1020', account_name: 'Cash in Bank - BDO' }])),
    http.get(API('/ledger/accounts/groups/sub'), () => ok([{ sub_group: 'Cash and Cash Equivalents', name: 'Cash and Cash Equivalents' }])),
  );
}

const page = (ui = <GeneralLedgerPage />) => (
  <>
    {ui}
    <ToastContainer />
  </>
);

describe('General Ledger screen', () => {
  it('warns "Please provide valid date!" and makes no call when Date From is after Date To', async () => {
    lookups();
    const spy = vi.fn();
    mswServer.use(http.post(API('/ledger/general'), () => (spy(), ok([], { total_rows: 0 }))));
    renderWithProviders(page(), { route: '/gl', preloadedState: authed(financeUser, ['get_general_ledger']) });
    await userEvent.type(screen.getByLabelText('Account'), '1020');
    await userEvent.clear(screen.getByLabelText(/Date From/));
    await userEvent.type(screen.getByLabelText(/Date From/), '2024-03-01');
    await userEvent.clear(screen.getByLabelText(/Date To/));
    await userEvent.type(screen.getByLabelText(/Date To/), '2024-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('searches with the account and dates, shows rows with the running balance, and keeps the filters in the URL', async () => {
    lookups();
    const bodies: Record<string, unknown>[] = [];
    mswServer.use(
      http.post(API('/ledger/general'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return ok([row(1, '51000.00'), row(2, '52000.00')], { total_rows: 120 });
      }),
    );
    const { router } = renderWithProviders(page(), { route: '/gl?account_code=1020&date_from=2024-01-01&date_to=2024-12-31', path: '/gl', preloadedState: authed(financeUser, ['get_general_ledger']) });
    expect(await screen.findByText('52,000.00')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ account_code: '1020', date_from: '2024-01-01', date_to: '2024-12-31', page: 0, page_size: 50 });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ page: 1 }));
    expect(router.state.location.search).toContain('account_code=1020');
  });

  it('shows the permission view in place of the table without get_general_ledger', async () => {
    lookups();
    renderWithProviders(page(), { route: '/gl', preloadedState: authed(financeUser, ['get_trial_balance']) });
    expect(await screen.findByText(/Access denied\./)).toBeInTheDocument();
  });
});
