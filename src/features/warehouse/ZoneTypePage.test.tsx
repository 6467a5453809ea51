import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'react-toastify';
import type { FloorRow, WarehouseOption, ZoneRow } from '../../../contract/warehouse';
import * as dialogs from '../../components/dialogs';
import ZoneTypePage from './ZoneTypePage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const zone: ZoneRow = {
  zone_id: 3, warehouse_id: 1, floor_id: 11, zone_name: 'Quarantine', color_code: '#C62828', is_active: 1, zone_type: 1,
  warehouse_name: 'Main Warehouse', floor_name: 'Main/Central', warehouse: { warehouse_name: 'Main Warehouse' }, floor: { floor: 'Main/Central' }, pallet_count: 0, updated_at: '2026-03-02T01:00:00Z',
};
const warehouses: WarehouseOption[] = [
  { warehouse_id: 1, warehouse_code: 'MAIN', warehouse_name: 'Main Warehouse', kind: 'main', active: true },
  { warehouse_id: 2, warehouse_code: 'CEB', warehouse_name: 'Cebu Branch Warehouse', kind: 'branch', active: true },
];
const floor = (floor_id: number, warehouse_id: number, name: string): FloorRow => ({
  floor_id, warehouse_pallet_id: floor_id, warehouse_id, floor: name, area: 'reserve', row: 6, shelf: 1, column: 20, pallet_prefix: 'X', pallet_count: 120, is_active: 1,
});
const FLOORS: Record<number, FloorRow[]> = { 1: [floor(11, 1, 'Main/Central'), floor(12, 1, 'Picking Area')], 2: [floor(21, 2, 'Ground Floor')] };

function serve(opts: { zonesFail?: boolean; floorsFail?: boolean } = {}) {
  const floorBodies: unknown[] = [];
  const added: unknown[] = [];
  const updated: unknown[] = [];
  mswServer.use(
    http.get(API('/v2/warehouse/zones'), () => (opts.zonesFail ? fail('00002', 'Database unavailable.') : ok([zone], { total_rows: 1 }))),
    http.get(API('/warehouse/options'), () => ok(warehouses)),
    http.post(API('/warehouse/floor'), async ({ request }) => {
      const body = (await request.json()) as { warehouse_id: number };
      floorBodies.push(body);
      return opts.floorsFail ? fail('00002', 'Floors unavailable.') : ok(FLOORS[body.warehouse_id] ?? []);
    }),
    http.post(API('/v2/warehouse/zones/add'), async ({ request }) => {
      added.push(await request.json());
      return ok({ ...zone, zone_id: 9 }, { code: '00003' });
    }),
    http.post(API('/v2/warehouse/zones/update'), async ({ request }) => {
      updated.push(await request.json());
      return ok(zone, { code: '00004' });
    }),
  );
  return { floorBodies, added, updated };
}
const render = (scopes: string[]) => renderWithProviders(<ZoneTypePage />, { route: '/warehouse/zone-type', preloadedState: authed(financeUser, scopes) });
const ALL = ['view_zone_assignment', 'add_zone', 'update_zone'];

afterEach(() => vi.restoreAllMocks());

describe('Zone Type', () => {
  it('lists zones with their colour swatch, warehouse name and floor; Add Zone and Edit by scope', async () => {
    serve();
    render(ALL);
    expect(screen.getByRole('heading', { name: 'Zone Type List' })).toBeInTheDocument();
    expect(await screen.findByText('Quarantine', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Zone', 'Warehouse Name', 'Floor', 'Action']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Main Warehouse' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Main/Central' })).toBeInTheDocument();
    expect(screen.getByTitle('#C62828')).toHaveStyle({ background: '#C62828' });
    expect(screen.getByRole('button', { name: 'Add Zone' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit zone Quarantine' })).toBeInTheDocument();
  });

  it('a viewer has neither Add Zone nor Edit; without the scopes the page says so', async () => {
    serve();
    const { unmount } = render(['view_zone_assignment']);
    await screen.findByText('Quarantine', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Add Zone' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    unmount();
    render([]);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });

  it('a failed zone list shows "Error Loading of Data"', async () => {
    serve({ zonesFail: true });
    const error = vi.spyOn(toast, 'error');
    render(ALL);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error Loading of Data', expect.anything()), SLOW);
  });

  it('zone form: required messages, floors only after a warehouse, a new warehouse clears the floor, Escape does not close, create confirmation', async () => {
    const { floorBodies, added } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(ALL);
    await screen.findByText('Quarantine', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Zone' });
    const floorSelect = within(dialog).getByLabelText(/^Floor/);
    expect(floorSelect).toBeDisabled();
    expect(within(floorSelect).getByRole('option', { name: 'Choose the warehouse first' })).toBeInTheDocument();
    expect(floorBodies).toEqual([]);

    // Escape leaves it open.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Add Zone' })).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByLabelText(/^Color Code/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const m of ['Warehouse is required.', 'Floor is required.', 'Zone Name is required.', 'Color Code is required.']) expect(await within(dialog).findByText(m)).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    const warehouse = within(dialog).getByLabelText(/^Warehouse/);
    await waitFor(() => expect(within(warehouse).getByRole('option', { name: 'Main Warehouse' })).toBeInTheDocument());
    await userEvent.selectOptions(warehouse, 'Main Warehouse');
    await waitFor(() => expect(within(floorSelect).getByRole('option', { name: 'Picking Area' })).toBeInTheDocument());
    await userEvent.selectOptions(floorSelect, 'Picking Area');
    expect(floorSelect).toHaveValue('12');
    await userEvent.selectOptions(warehouse, 'Cebu Branch Warehouse');
    await waitFor(() => expect(within(floorSelect).getByRole('option', { name: 'Ground Floor' })).toBeInTheDocument());
    expect(floorSelect).toHaveValue('');
    expect(floorBodies).toEqual([{ warehouse_id: 1 }, { warehouse_id: 2 }]);

    await userEvent.selectOptions(floorSelect, 'Ground Floor');
    await userEvent.type(within(dialog).getByLabelText(/^Zone Name/), 'Staging');
    await userEvent.type(within(dialog).getByLabelText(/^Color Code/), '#2e7d32');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toEqual([{ warehouse_id: 2, floor_id: 21, zone_name: 'Staging', color_code: '#2E7D32', is_active: 1, zone_type: 0 }]));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to create this zone?', 'Yes');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Zone' })).not.toBeInTheDocument());
  });

  it('edits a zone with the update confirmation; Cancel closes', async () => {
    const { updated } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(ALL);
    await screen.findByText('Quarantine', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Edit zone Quarantine' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Zone Quarantine' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Edit zone Quarantine' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Zone Quarantine' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Floor/)).toHaveValue('11'));
    const name = within(dialog).getByLabelText(/^Zone Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Quarantine Bay');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updated).toEqual([{ zone_id: 3, warehouse_id: 1, floor_id: 11, zone_name: 'Quarantine Bay', color_code: '#C62828', is_active: 1, zone_type: 1 }]));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to update this zone?', 'Yes');
  });

  it('a failed floor list shows "Unable to get customer type"', async () => {
    serve({ floorsFail: true });
    const error = vi.spyOn(toast, 'error');
    render(ALL);
    await screen.findByText('Quarantine', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Zone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Zone' });
    const warehouse = within(dialog).getByLabelText(/^Warehouse/);
    await waitFor(() => expect(within(warehouse).getByRole('option', { name: 'Main Warehouse' })).toBeInTheDocument());
    await userEvent.selectOptions(warehouse, 'Main Warehouse');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Unable to get customer type', expect.anything()));
  });
});
