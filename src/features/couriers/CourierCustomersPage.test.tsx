import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CourierCustomerRow } from '../../../contract/couriers';
import * as dialogs from '../../components/dialogs';
import CourierCustomersPage from './CourierCustomersPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const mercury: CourierCustomerRow = {
  customer_id: 3, customer_code: 'C-00003', customer_name: 'Mercury Drug - Cubao', location: 'Quezon City, Quezon City', shipping_delivery_service_provider: 1,
  courier_code: 'OWN', courier_name: 'Own Delivery Fleet', status: 1, updated_at: '2026-03-02T01:00:00Z',
};

function serve() {
  const lists: Record<string, string>[] = [];
  const puts: unknown[] = [];
  mswServer.use(
    http.get(API('/courier-customers'), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([mercury], { total_rows: 1 });
    }),
    http.get(API('/courier-lookups/couriers'), () =>
      ok([{ courier_id: 1, label: 'OWN — Own Delivery Fleet', active: true }, { courier_id: 3, label: 'JRS — JRS Express', active: true }, { courier_id: 5, label: 'AIR21 — Air21 (inactive)', active: false }]),
    ),
    http.put(API('/courier-customers/3'), async ({ request }) => {
      const body = (await request.json()) as { shipping_delivery_service_provider: number };
      puts.push(body);
      if (body.shipping_delivery_service_provider === 5) {
        const m = 'This courier is inactive: choose an active one.';
        return HttpResponse.json({ code: '00001', result: [m], fields: { shipping_delivery_service_provider: [m] } }, { status: 422 });
      }
      return ok({ ...mercury, shipping_delivery_service_provider: 3, courier_code: 'JRS', courier_name: 'JRS Express' }, { code: '00004' });
    }),
  );
  return { lists, puts };
}
const render = (scopes: string[]) => renderWithProviders(<CourierCustomersPage />, { route: '/couriers/customers', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Courier Customers', () => {
  it('lists customers with their courier; no Add; the code links to the customer only for those who may see customers', async () => {
    const { lists } = serve();
    render(['view_couriers']);
    expect(await screen.findByText('Mercury Drug - Cubao', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Customer Code', 'Customer Name', 'Location', 'Courier', 'Customer Status']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'C-00003' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add/ })).not.toBeInTheDocument();
    expect(lists[0]).toMatchObject({ order_by: 'customer_name' });
    expect(lists[0]).not.toHaveProperty('active');
    await userEvent.type(screen.getByLabelText('Search Courier Customers'), 'mercury{Enter}');
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ search: 'mercury' }));
  });

  it("changes a customer's courier: the server's refusal on the field, then saved", async () => {
    const { puts } = serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(['view_couriers', 'update_courier', 'get_customer']);
    expect(await screen.findByRole('link', { name: 'C-00003' }, SLOW)).toHaveAttribute('href', '/view/customer/C-00003');
    await userEvent.click(screen.getByText('Mercury Drug - Cubao'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Customer C-00003' });
    const courier = within(dialog).getByLabelText('Courier');
    await waitFor(() => expect(courier).toHaveValue('1'));
    await userEvent.selectOptions(courier, 'AIR21 — Air21 (inactive)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This courier is inactive: choose an active one.')).toBeInTheDocument();
    await userEvent.selectOptions(courier, 'JRS — JRS Express');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Customer C-00003' })).not.toBeInTheDocument());
    expect(puts).toEqual([{ shipping_delivery_service_provider: 5 }, { shipping_delivery_service_provider: 3 }]);
  });

  it('without view_couriers shows the permission message', () => {
    serve();
    render(['get_customer']);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });
});
