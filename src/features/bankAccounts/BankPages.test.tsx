import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BankRow } from '../../../contract/banks';
import type { BankAccountRow, BankBranchRow } from '../../../contract/bankAccounts';
import * as dialogs from '../../components/dialogs';
import BankPage from './BankPage';
import BankBranchesPage from './BankBranchesPage';
import BankAccountsPage from './BankAccountsPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const bdo: BankRow = { bank_id: 1, bank_code: 'BDO', bank_name: 'BDO Unibank, Inc.', short_name: 'BDO', swift_code: 'BNORPHMM', active: true, updated_at: '2026-03-02T01:00:00Z' };
const ayala: BankBranchRow = {
  branch_id: 1, bank_id: 1, branch_code: 'MKT-AYALA', branch_name: 'Makati - Ayala Avenue', address: 'Makati City', contact_person: 'Rowena Castro',
  contact_number: '(02) 8840-7000', accounts: 1, active: true, updated_at: '2026-03-02T01:00:00Z',
};
const current: BankAccountRow = {
  bank_account_id: 1, bank_id: 1, branch_id: 1, branch_name: 'Makati - Ayala Avenue', account_number: '0012-3456-7890', account_name: 'Demo Pharma Distribution, Inc.',
  account_type: 'current', currency: 'PHP', account_code: '1020', chart_account: '1020 — Cash in Bank - BDO', active: true, updated_at: '2026-03-02T01:00:00Z',
};

function serve() {
  const lists: Record<string, Record<string, string>[]> = { branches: [], accounts: [] };
  const posted: unknown[] = [];
  mswServer.use(
    http.get(API('/banks/1'), () => ok(bdo)),
    http.get(API('/banks/9'), () => HttpResponse.json({ code: '00404', result: 'Bank not found.' }, { status: 404 })),
    http.get(API('/bank-branches'), ({ request }) => {
      lists.branches.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([ayala], { total_rows: 1 });
    }),
    http.get(API('/bank-accounts'), ({ request }) => {
      lists.accounts.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([current], { total_rows: 1 });
    }),
    http.get(API('/bank-lookups/branches'), ({ request }) =>
      ok(new URL(request.url).searchParams.get('bank_id') === '1' ? [{ branch_id: 1, label: 'MKT-AYALA — Makati - Ayala Avenue' }, { branch_id: 2, label: 'QC-CUBAO — Quezon City - Cubao' }] : []),
    ),
    http.get(API('/bank-lookups/cash-in-bank'), () => ok([{ account_code: '1020', label: '1020 — Cash in Bank - BDO (tied to BDO 0012-3456-7890)' }, { account_code: '1030', label: '1030 — Cash in Bank - Metrobank' }])),
    http.post(API('/bank-accounts'), async ({ request }) => {
      posted.push(await request.json());
      const m = 'This chart account is already tied to another active bank account.';
      return HttpResponse.json({ code: '00001', result: [m], fields: { account_code: [m] } }, { status: 422 });
    }),
  );
  return { lists, posted };
}
const render = (ui: React.ReactElement, route: string, path: string, scopes: string[]) =>
  renderWithProviders(ui, { route, path, preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe("A bank's pages", () => {
  it("shows the bank's details read-only with tabs to its branches and accounts", async () => {
    serve();
    render(<BankPage />, '/banks-maintenance/1', '/banks-maintenance/:id', ['view_banks']);
    expect(await screen.findByRole('heading', { name: 'BDO — BDO Unibank, Inc.' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('BNORPHMM')).toBeInTheDocument();
    expect(screen.getByText('2026-03-02 09:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Branches' })).toHaveAttribute('href', '/banks-maintenance/branches/1');
    expect(screen.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/banks-maintenance/accounts/1');
    expect(screen.queryByRole('button', { name: /Edit|Save/ })).not.toBeInTheDocument();
  });

  it('an unknown bank and an address without an id say "Bank not found."', async () => {
    serve();
    render(<BankPage />, '/banks-maintenance/9', '/banks-maintenance/:id', ['view_banks']);
    expect(await screen.findByText(/Bank not found\./, {}, SLOW)).toBeInTheDocument();
  });

  it("lists the bank's branches (the bank fixed by the address), with the bank in the heading", async () => {
    const { lists } = serve();
    render(<BankBranchesPage />, '/banks-maintenance/branches/1', '/banks-maintenance/branches/:id', ['view_banks']);
    expect(await screen.findByText('Makati - Ayala Avenue', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Branches of BDO — BDO Unibank, Inc.' })).toBeInTheDocument();
    for (const h of ['Branch Code', 'Branch Name', 'Address', 'Contact Person', 'Accounts', 'Status']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(lists.branches[0]).toMatchObject({ bank_id: '1', order_by: 'branch_code' });
    expect(screen.queryByRole('button', { name: 'Add Branch' })).not.toBeInTheDocument();
  });

  it("adds an account: the form's checks, the bank's branches and the chart's cash-in-bank accounts as choices, the server's refusal on the chart account", async () => {
    const { lists, posted } = serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render(<BankAccountsPage />, '/banks-maintenance/accounts/1', '/banks-maintenance/accounts/:id', ['view_banks', 'add_bank']);
    expect(await screen.findByText('1020 — Cash in Bank - BDO', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Current' })).toBeInTheDocument();
    expect(lists.accounts[0]).toMatchObject({ bank_id: '1' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Bank Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Bank Account' });
    await userEvent.type(within(dialog).getByLabelText('Account Number'), 'ABC');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Account number must have 10 to 20 digits (spaces and dashes may group them).')).toBeInTheDocument();
    expect(within(dialog).getByText('Account name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose current or savings.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose the chart account.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText('Account Number'));
    await userEvent.type(within(dialog).getByLabelText('Account Number'), '0099-1111-22');
    await userEvent.type(within(dialog).getByLabelText('Account Name'), 'Demo Pharma Distribution, Inc.');
    await userEvent.selectOptions(within(dialog).getByLabelText('Account Type'), 'Savings');
    await userEvent.selectOptions(within(dialog).getByLabelText('Currency'), 'USD — US dollar');
    const branch = within(dialog).getByLabelText('Branch');
    await waitFor(() => expect(within(branch).getByRole('option', { name: 'QC-CUBAO — Quezon City - Cubao' })).toBeInTheDocument());
    await userEvent.selectOptions(branch, 'QC-CUBAO — Quezon City - Cubao');
    await userEvent.selectOptions(within(dialog).getByLabelText('Chart Account'), '1020 — Cash in Bank - BDO (tied to BDO 0012-3456-7890)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This chart account is already tied to another active bank account.')).toBeInTheDocument();
    expect(posted).toEqual([
      { bank_id: 1, branch_id: 2, account_number: '0099-1111-22', account_name: 'Demo Pharma Distribution, Inc.', account_type: 'savings', currency: 'USD', account_code: '1020' },
    ]);
  });

  it('without view_banks shows the permission message on each page', () => {
    serve();
    render(<BankAccountsPage />, '/banks-maintenance/accounts/1', '/banks-maintenance/accounts/:id', ['view_couriers']);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });
});
