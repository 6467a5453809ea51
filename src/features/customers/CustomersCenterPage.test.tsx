import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import * as runExport from '../../components/export/runExport';
import CustomersCenterPage from './CustomersCenterPage';
import { listRow, serveLookups } from './testData';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const ALL = ['get_all_customers', 'customer_list_export', 'add_customer', 'get_customer'];

function serve() {
  const lists: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/customers'), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([listRow, { ...listRow, customer_id: 2, customer_code: 'C-00002', customer_name: 'Closed Pharmacy', status: 0 }], { total_rows: 2 });
    }),
  );
  return { lists };
}
const render = (scopes = ALL) => renderWithProviders(<CustomersCenterPage />, { route: '/customers', preloadedState: authed(financeUser, scopes) });

beforeEach(() => localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('Customers Center', () => {
  it('lists customers by code with the default columns, Active/Inactive, and the code linking to the view', async () => {
    const { lists } = serve();
    render();
    expect(await screen.findByText('Mercury Drug - Quezon Ave', {}, SLOW)).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ page: '0', page_size: '50', order_by: 'customer_code', direction: 'asc' });
    for (const h of ['Customer Code', 'Customer Name', 'TIN', 'AO', 'Amount Outstanding', 'Pay Ratio (%)', 'Status', 'Tagging', 'KYC']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    // Hidden by default (§2.1).
    expect(screen.queryByRole('columnheader', { name: 'Email Address' })).not.toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Inactive' })).toBeInTheDocument();
    expect(screen.getAllByRole('gridcell', { name: 'Expiring within 30 days' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'C-00001' })).toHaveAttribute('href', '/view/customer/C-00001');
    expect(screen.getAllByText('1,234,567.80')).toHaveLength(2);
  });

  it('the Column Header picker shows a hidden column and remembers it for the user', async () => {
    serve();
    const first = render();
    await screen.findByText('Mercury Drug - Quezon Ave', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Column Header' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email Address' }));
    expect(await screen.findByRole('columnheader', { name: 'Email Address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'TIN' }));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'TIN' })).not.toBeInTheDocument());
    first.unmount();
    render();
    await screen.findByText('Mercury Drug - Quezon Ave', {}, SLOW);
    expect(screen.getByRole('columnheader', { name: 'Email Address' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'TIN' })).not.toBeInTheDocument();
  });

  it('searches all fields or one column, and exports the visible columns with the search', async () => {
    const { lists } = serve();
    const exported = vi.spyOn(runExport, 'runExport').mockResolvedValue(true);
    render();
    await screen.findByText('Mercury Drug - Quezon Ave', {}, SLOW);
    await userEvent.selectOptions(screen.getByLabelText('Search in'), 'customer_name');
    await userEvent.type(screen.getByLabelText('Search Fields'), 'mercury{Enter}');
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ search: 'mercury', column: 'customer_name' }));
    await userEvent.selectOptions(screen.getByLabelText('KYC'), 'expired');
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ search: 'mercury', kyc: 'expired' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download as XLSX' }));
    expect(exported).toHaveBeenCalledTimes(1);
    const [path, body] = exported.mock.calls[0];
    expect(path).toBe('/customers/export');
    expect(body).toMatchObject({ export: 'export', search: 'mercury', column: 'customer_name', kyc: 'expired', columns: { customer_code: true, tin_no: true, email_address: false } });
  });

  it('shows each control only with its scope; without get_all_customers the no-permission view', async () => {
    serve();
    const view = render(['get_all_customers']);
    await screen.findByText('Mercury Drug - Quezon Ave', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Create New Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    view.unmount();
    render(['add_customer']);
    expect(await screen.findByText(/You don't have permission to access the customer list/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Customer' })).toBeInTheDocument();
  });

  it('a failed load toasts "Unable to load Customer List"', async () => {
    const error = vi.spyOn(toast, 'error');
    mswServer.use(http.get(API('/customers'), () => HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 })));
    render();
    await waitFor(() => expect(error).toHaveBeenCalledWith('Unable to load Customer List', expect.anything()), SLOW);
    expect(within(screen.getByRole('region', { name: 'Customers' })).getByRole('alert')).toBeInTheDocument();
  });

  it('opens the Create New Customers modal', async () => {
    serve();
    serveLookups();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Create New Customer' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Customers' }, SLOW); // its own chunk now: it loads when asked for
    expect(within(dialog).getByRole('button', { name: 'Create Customer' })).toBeInTheDocument();
  });
});
