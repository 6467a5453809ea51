import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CourierRow } from '../../../contract/couriers';
import * as dialogs from '../../components/dialogs';
import CouriersPage from './CouriersPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const lbc: CourierRow = {
  courier_id: 2, courier_code: 'LBC', company_name: 'LBC Express, Inc.', contact_person: 'Liza Tolentino', contact_number: '(02) 8858-5999',
  email: 'corporate@lbc.demo.invalid', address: 'Pasay City', tin: '000-163-543-000', accreditation_no: null, notes: null,
  locations: 31, customers: 9, active: true, updated_at: '2026-03-02T01:00:00Z',
};

function serve() {
  const lists: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/courier-master'), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([lbc], { total_rows: 1 });
    }),
  );
  return { lists };
}
const render = (scopes: string[]) => renderWithProviders(<CouriersPage />, { route: '/couriers', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Couriers', () => {
  it('lists couriers with readable headers; the counts lead to the locations and customers of the courier', async () => {
    const { lists } = serve();
    render(['view_couriers']);
    expect(await screen.findByText('LBC Express, Inc.', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Courier Code', 'Company Name', 'Contact Person', 'TIN', 'Service Locations', 'Customers', 'Status']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Notes' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '31' })).toHaveAttribute('href', '/couriers/locations?courier_id=2');
    expect(screen.getByRole('link', { name: '9' })).toHaveAttribute('href', '/couriers/customers?courier_id=2');
    expect(lists[0]).toMatchObject({ order_by: 'courier_code', direction: 'asc', active: 'all' });
    expect(screen.queryByRole('button', { name: 'Add Courier' })).not.toBeInTheDocument();
  });

  it("adds a courier: the form's own checks, then the server's refusal on its field", async () => {
    serve();
    const posted: unknown[] = [];
    mswServer.use(
      http.post(API('/courier-master'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ code: '00001', result: ['Courier code already exists.'], fields: { courier_code: ['Courier code already exists.'] } }, { status: 422 });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render(['view_couriers', 'add_courier']);
    await screen.findByText('LBC Express, Inc.', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Courier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Courier' });
    await userEvent.type(within(dialog).getByLabelText('TIN'), '123-456');
    await userEvent.type(within(dialog).getByLabelText('Email'), 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Courier code is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Company name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('TIN must look like 000-000-000-000 (or with a 5-digit branch code, 000-000-000-00000).')).toBeInTheDocument();
    expect(within(dialog).getByText('Email must be an e-mail address (name@example.com).')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Courier Code'), 'lbc');
    await userEvent.type(within(dialog).getByLabelText('Company Name'), 'LBC Again');
    await userEvent.clear(within(dialog).getByLabelText('TIN'));
    await userEvent.type(within(dialog).getByLabelText('TIN'), '000-163-543-000');
    await userEvent.clear(within(dialog).getByLabelText('Email'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Courier code already exists.')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ courier_code: 'LBC', company_name: 'LBC Again', tin: '000-163-543-000', email: null });
  });

  it('without view_couriers shows the permission message', () => {
    serve();
    render(['view_banks']);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });
});
