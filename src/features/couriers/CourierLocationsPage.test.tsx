import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CourierLocationRow } from '../../../contract/couriers';
import * as dialogs from '../../components/dialogs';
import CourierLocationsPage from './CourierLocationsPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const place: CourierLocationRow = {
  location_id: 4, courier_id: 1, courier_code: 'OWN', courier_name: 'Own Delivery Fleet', province_id: 14, province: 'Bulacan', city_id: null,
  city: 'Whole province', place: 'OWN · Bulacan', lead_time_days: 2, rate_basis: 'box', rate: '220.00', active: true, updated_at: '2026-03-02T01:00:00Z',
};

function serve() {
  const lists: Record<string, string>[] = [];
  const cityQueries: string[] = [];
  const posted: unknown[] = [];
  mswServer.use(
    http.get(API('/courier-locations'), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([place], { total_rows: 1 });
    }),
    http.get(API('/courier-lookups/couriers'), () => ok([{ courier_id: 1, label: 'OWN — Own Delivery Fleet', active: true }, { courier_id: 6, label: 'GOGO — Gogo Xpress', active: true }])),
    http.get(API('/courier-lookups/provinces'), () => ok([{ province_id: 10, province: 'Batangas' }, { province_id: 14, province: 'Bulacan' }])),
    http.get(API('/courier-lookups/cities'), ({ request }) => {
      const p = new URL(request.url).searchParams.get('province_id')!;
      cityQueries.push(p);
      return ok(p === '10' ? [{ city_id: 1014, city: 'City of Lipa' }] : [{ city_id: 1410, city: 'City of Malolos' }]);
    }),
    http.post(API('/courier-locations'), async ({ request }) => {
      posted.push(await request.json());
      return ok({ ...place, location_id: 9 }, { code: '00003' });
    }),
  );
  return { lists, cityQueries, posted };
}
const render = (scopes: string[], route = '/couriers/locations') => renderWithProviders(<CourierLocationsPage />, { route, preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Courier Locations', () => {
  it('lists places, filters by courier from the URL and from the select', async () => {
    const { lists } = serve();
    render(['view_couriers'], '/couriers/locations?courier_id=1');
    expect(await screen.findByText('Own Delivery Fleet', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Courier', 'Province', 'City / Municipality', 'Lead Time (Days)', 'Rate', 'Rate Basis']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Per box' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '220.00' })).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ courier_id: '1' });
    const filter = screen.getByLabelText('Courier');
    await waitFor(() => expect(within(filter).getByRole('option', { name: 'GOGO — Gogo Xpress' })).toBeInTheDocument());
    expect(filter).toHaveValue('1');
    await userEvent.selectOptions(filter, 'GOGO — Gogo Xpress');
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ courier_id: '6' }));
    await userEvent.selectOptions(filter, 'All');
    await waitFor(() => expect(lists.at(-1)).not.toHaveProperty('courier_id'));
  });

  it("adds a place: selects fed by the server, a city only after its province (cleared when the province changes), the form's checks", async () => {
    const { cityQueries, posted } = serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(['view_couriers', 'add_courier']);
    await screen.findByText('Own Delivery Fleet', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Service Location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Service Location' });
    const city = within(dialog).getByLabelText('City / Municipality');
    expect(city).toBeDisabled();
    expect(within(city).getByRole('option', { name: 'Choose the province first' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose a courier.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose a province.')).toBeInTheDocument();
    expect(within(dialog).getByText('Lead time is required (whole days).')).toBeInTheDocument();
    expect(within(dialog).getByText('Please choose per kg or per box.')).toBeInTheDocument();
    expect(within(dialog).getByText('Rate is required.')).toBeInTheDocument();

    const courier = within(dialog).getByLabelText('Courier');
    await waitFor(() => expect(within(courier).getByRole('option', { name: 'GOGO — Gogo Xpress' })).toBeInTheDocument());
    await userEvent.selectOptions(courier, 'GOGO — Gogo Xpress');
    const province = within(dialog).getByLabelText('Province');
    await waitFor(() => expect(within(province).getByRole('option', { name: 'Batangas' })).toBeInTheDocument());
    await userEvent.selectOptions(province, 'Batangas');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'City of Lipa' })).toBeInTheDocument());
    await userEvent.selectOptions(city, 'City of Lipa');
    await userEvent.selectOptions(province, 'Bulacan');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'City of Malolos' })).toBeInTheDocument());
    expect(city).toHaveValue('');
    expect(cityQueries).toEqual(['10', '14']);
    await userEvent.selectOptions(province, 'Batangas');
    await waitFor(() => expect(within(city).getByRole('option', { name: 'City of Lipa' })).toBeInTheDocument());
    await userEvent.selectOptions(city, 'City of Lipa');
    await userEvent.type(within(dialog).getByLabelText('Lead Time (Days)'), '3');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rate Basis'), 'Per kg');
    await userEvent.type(within(dialog).getByLabelText('Rate (PHP)'), '72.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posted).toEqual([{ courier_id: 6, province_id: 10, city_id: 1014, lead_time_days: 3, rate_basis: 'kg', rate: '72.50' }]));
  });

  it('without view_couriers shows the permission message', () => {
    serve();
    render([]);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });
});
