import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../../components/dialogs';
import CustomerViewPage from './CustomerViewPage';
import { detail, serveLookups } from '../testData';
import { authed, renderWithProviders } from '../../../../tests/render';
import { mswServer } from '../../../../tests/msw/server';
import { API, ok } from '../../../../tests/msw/envelope';
import { formBody } from '../../../../tests/msw/formBody';
import { financeUser } from '../../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const EDITOR = ['get_customer', 'update_customer', 'customer_set_status_deactivate', 'customer_set_status_active', 'add_customer'];

function serve(customer = detail) {
  const picks: Record<string, string>[] = [];
  let current = customer;
  mswServer.use(
    http.get(API('/customer/list'), ({ request }) => {
      picks.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([{ customer_code: 'C-00009', customer_name: 'Makati Medical Center', status: 1 }, { customer_code: 'C-00010', customer_name: current.form.customer_name, status: current.status }]);
    }),
    http.get(API('/customer/:code'), ({ params }) =>
      params.code === current.customer_code ? ok(current) : HttpResponse.json({ code: '00002', result: 'Customer not found.' }, { status: 404 }),
    ),
  );
  serveLookups();
  return { picks, set: (c: typeof detail) => (current = c) };
}
const render = (route = '/view/customer/C-00010', scopes = EDITOR) =>
  renderWithProviders(<CustomerViewPage />, { route, path: '/view/customer/:customer_code', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('customer view', () => {
  it('shows the customer read-only with its ten tabs (and Footprint) until Edit; the sidebar lists customers by code', async () => {
    serve();
    render();
    expect(await screen.findByRole('heading', { name: /C-00010 Generika Drugstore - Pasig/ }, SLOW)).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Customer Information', 'MD & Sales', 'Business Contacts', 'Billing & Shipping', 'Credit Assessment', 'Products & Discounts', 'Documents', 'SI Template', 'Branches', 'AR Information', 'Footprint']);
    const name = screen.getByLabelText(/Customer Account Name/);
    expect(name).toHaveValue('Generika Drugstore - Pasig');
    expect(name).toBeDisabled();
    expect(screen.getByLabelText('Customer Account Code')).toHaveValue('C-00010');
    const sidebar = screen.getByRole('navigation', { name: 'Customers' });
    expect(await within(sidebar).findByRole('link', { name: /C-00009 Makati Medical Center/ })).toHaveAttribute('href', '/view/customer/C-00009');
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/Customer Account Name/)).toBeEnabled();
  });

  it('searches the sidebar by name after the typing pauses', async () => {
    const { picks } = serve();
    render();
    const search = await screen.findByLabelText('Search customer name', {}, SLOW);
    await userEvent.type(search, 'makati');
    await waitFor(() => expect(picks.at(-1)).toMatchObject({ search: 'makati' }), { timeout: 30_000 });
    // One request after the pause, not one per letter.
    expect(picks.filter((p) => p.search?.startsWith('mak')).length).toBe(1);
  });

  it('saves the edit form after asking (00004 "Your work has been saved") and reloads; a refusal lands on its field', async () => {
    const { set } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    const sent: Record<string, unknown>[] = [];
    let refuse = true;
    mswServer.use(
      http.post(API('/customer/update/C-00010'), async ({ request }) => {
        sent.push((await formBody(request)).fields);
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ code: '00001', result: ['TIN number is already used by C-00001 Mercury Drug - Quezon Ave.'], fields: { tin_no: ['TIN number is already used by C-00001 Mercury Drug - Quezon Ave.'] } }, { status: 422 });
        }
        const saved = { ...detail, updated_at: '2026-03-01 10:00:00+08', form: { ...detail.form, credit_limit: '700000.00' } };
        set(saved);
        return ok(saved, { code: '00004' });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    const limit = screen.getByLabelText(/Credit Limit/);
    await userEvent.clear(limit);
    await userEvent.type(limit, '700000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(oops).toHaveBeenCalledWith('Oops...', 'TIN number is already used by C-00001 Mercury Drug - Quezon Ave.'));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to save the changes to this customer?', 'Yes');
    expect(screen.getByLabelText(/TIN Number/)).toHaveAccessibleDescription('TIN number is already used by C-00001 Mercury Drug - Quezon Ave.');
    expect(screen.getByLabelText(/Credit Limit/)).toHaveValue('700000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Success', 'Your work has been saved'));
    expect(sent.at(-1)).toMatchObject({ credit_limit: '700000', kam_name: 'KAM-002', billing_city: '81200' });
    // Reloaded: read-only again with the stored value.
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Credit Limit/)).toHaveValue('700000.00');
  });

  it('the status switch asks, calls deactivate and shows the server message', async () => {
    const { set } = serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const calls: unknown[] = [];
    mswServer.use(
      http.put(API('/customer/deactivate'), async ({ request }) => {
        calls.push(await request.json());
        set({ ...detail, status: 0 });
        return ok('Customer has been deactivated.', { code: '00004' });
      }),
    );
    render();
    const toggle = await screen.findByRole('switch', { name: 'Active' }, SLOW);
    await userEvent.click(toggle);
    await waitFor(() => expect(calls).toEqual([{ customer_code: 'C-00010' }]));
    expect(success).toHaveBeenCalledWith('Success', 'Customer has been deactivated.');
    expect(await screen.findByRole('switch', { name: 'Inactive' })).not.toBeChecked();
  });

  it('an unknown code says so; without update_customer there is no Edit', async () => {
    serve();
    const view = render('/view/customer/NOPE-1');
    expect(await screen.findByText(/Customer NOPE-1 not found/, {}, SLOW)).toBeInTheDocument();
    view.unmount();
    render('/view/customer/C-00010', ['get_customer']);
    await screen.findByRole('heading', { name: /C-00010/ }, SLOW);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Active' })).toBeDisabled();
  });
});
