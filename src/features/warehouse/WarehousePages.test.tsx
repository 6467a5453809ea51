import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { AssignmentPallet, PalletStockRow, WarehouseDetail, WarehouseRow, ZoneRow } from '../../../contract/warehouse';
import * as dialogs from '../../components/dialogs';
import PalletAssignmentPage from './PalletAssignmentPage';
import WarehouseListPage from './WarehouseListPage';
import WarehouseViewPage from './WarehouseViewPage';
import ZoneAssignmentFormPage from './ZoneAssignmentFormPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { tickOf } from '../../../tests/grid';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const main: WarehouseRow = {
  warehouse_id: 1, warehouse_code: 'MAIN', warehouse_name: 'Main Warehouse', address: '24 Mercury Ave., Quezon City', kind: 'main',
  floors: 3, zones: 6, pallets: 260, active: true, updated_at: '2026-03-02T01:00:00Z',
};
const zone: ZoneRow = {
  zone_id: 3, warehouse_id: 1, floor_id: 11, zone_name: 'Quarantine', color_code: '#C62828', is_active: 1, zone_type: 1,
  warehouse_name: 'Main Warehouse', floor_name: 'Main/Central', warehouse: { warehouse_name: 'Main Warehouse' }, floor: { floor: 'Main/Central' }, pallet_count: 1, updated_at: '2026-03-02T01:00:00Z',
};
const pallet = (pallet_id: number, pallet_code: string, zoned: boolean): AssignmentPallet => ({
  pallet_id, pallet_code, floor_id: 11, zone_id: zoned ? 3 : null, zone_name: zoned ? 'Quarantine' : null, color_code: zoned ? '#C62828' : null, batches: 2, quantity: 1440,
});

afterEach(() => vi.restoreAllMocks());

describe('Warehouse list and view', () => {
  it('lists warehouses, the code links to the view', async () => {
    mswServer.use(http.get(API('/warehouses'), () => ok([main], { total_rows: 1 })));
    renderWithProviders(<WarehouseListPage />, { route: '/warehouse', preloadedState: authed(financeUser, ['view_warehouses', 'add_warehouse']) });
    const link = await screen.findByRole('link', { name: 'MAIN' }, SLOW);
    expect(link).toHaveAttribute('href', '/warehouse/view/1');
    expect(screen.getByRole('gridcell', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Warehouse' })).toBeInTheDocument();
  });

  it('shows the details, the floors and the zones with their swatch; a failure reads as one, with Retry', async () => {
    const detail: WarehouseDetail = {
      warehouse: main,
      floors: [{ floor_id: 11, warehouse_pallet_id: 11, warehouse_id: 1, floor: 'Main/Central', area: 'reserve', row: 6, shelf: 1, column: 20, pallet_prefix: 'MC', pallet_count: 120, is_active: 1 }],
      zones: [zone],
    };
    let failing = true;
    mswServer.use(http.get(API('/warehouses/1/layout'), () => (failing ? fail('00002', 'Database unavailable.', 500) : ok(detail))));
    renderWithProviders(<WarehouseViewPage />, { route: '/warehouse/view/1', path: '/warehouse/view/:warehouse_id', preloadedState: authed(financeUser, ['view_warehouses', 'update_warehouse']) });
    expect(await screen.findByText(/Unable to load the warehouse/, {}, SLOW)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /Main Warehouse/ })).toBeInTheDocument();
    const floors = screen.getByRole('table', { name: 'Floors of Main Warehouse' });
    expect(within(floors).getByRole('row', { name: /Main\/Central Main\/Central \(reserve\) 6 1 20 120 Active/ })).toBeInTheDocument();
    const zones = screen.getByRole('table', { name: 'Zones of Main Warehouse' });
    expect(within(zones).getByRole('row', { name: /Quarantine Main\/Central #C62828 Quarantine \/ Returns 1 Active/ })).toBeInTheDocument();
    expect(within(zones).getByTitle('#C62828')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

describe('Floors on the warehouse view', () => {
  it('adds a floor (its layout and pallet prefix), and deactivating one that holds stock shows the refusal', async () => {
    const detail: WarehouseDetail = {
      warehouse: main,
      floors: [{ floor_id: 11, warehouse_pallet_id: 11, warehouse_id: 1, floor: 'Main/Central', area: 'reserve', row: 6, shelf: 1, column: 20, pallet_prefix: 'MC', pallet_count: 120, is_active: 1 }],
      zones: [],
    };
    const added: unknown[] = [];
    mswServer.use(
      http.get(API('/warehouses/1/layout'), () => ok(detail)),
      http.post(API('/warehouse/floors'), async ({ request }) => {
        added.push(await request.json());
        return ok({ ...detail.floors[0], floor_id: 12, floor: 'Mezzanine', pallet_prefix: 'MZ', pallet_count: 6 }, { code: '00003' });
      }),
      http.post(API('/warehouse/floors/:id/active'), () => fail('00001', 'Main/Central still holds 1440 units on its pallets or on the way to them: move them before deactivating it.', 422)),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    renderWithProviders(<WarehouseViewPage />, { route: '/warehouse/view/1', path: '/warehouse/view/:warehouse_id', preloadedState: authed(financeUser, ['view_warehouses', 'add_warehouse', 'update_warehouse']) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Floor' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add Floor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Floor is required.')).toBeInTheDocument();
    expect(added).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/^Floor/), 'Mezzanine');
    await userEvent.type(within(dialog).getByLabelText(/^Rows/), '2');
    await userEvent.type(within(dialog).getByLabelText(/^Columns/), '3');
    await userEvent.type(within(dialog).getByLabelText(/^Pallet Prefix/), 'mz');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]).toEqual({ warehouse_id: 1, floor: 'Mezzanine', area: 'reserve', row_count: 2, shelf_count: 1, column_count: 3, pallet_prefix: 'MZ' });
    expect(success).toHaveBeenCalledWith('Success', 'Mezzanine has 6 pallets.', 1500);
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate floor Main/Central' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid Request', 'Main/Central still holds 1440 units on its pallets or on the way to them: move them before deactivating it.'));
    expect(screen.getByRole('button', { name: 'Edit floor Main/Central' })).toBeInTheDocument();
  });
});

describe('Pallet Assignment', () => {
  it('lists what pallets hold, coloured by shelf life band, with the zone swatch', async () => {
    const row = (key: string, batch_no: string, months: number): PalletStockRow => ({
      key, pallet_id: 5, pallet_code: 'MC-B02', warehouse_id: 1, warehouse_name: 'Main Warehouse', floor_id: 11, floor: 'Main/Central', zone_id: 3, zone_name: 'Bulk Reserve',
      color_code: '#1F4E79', product_code: 'P-0007', product_name: 'Amoxicillin 500 mg', batch_no, expiry_date: '2027-01-31', months_to_expiry: months, quantity: 120,
    });
    const queries: Record<string, string>[] = [];
    mswServer.use(
      http.get(API('/warehouse/pallets'), ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok([row('5:1', 'B-RED', 5), row('5:2', 'B-YEL', 10), row('5:3', 'B-GRN', 20)], { total_rows: 3 });
      }),
      http.get(API('/warehouse/options'), () => ok([])),
    );
    renderWithProviders(<PalletAssignmentPage />, { route: '/warehouse/pallet/assignment', preloadedState: authed(financeUser, ['view_pallet_assignment']) });
    expect(await screen.findByText('B-RED', {}, SLOW)).toBeInTheDocument();
    expect(queries[0]).toMatchObject({ stock: 'held', order_by: 'pallet_code' });
    expect(screen.getByText('5').closest('.badge')).toHaveClass('text-bg-danger');
    expect(screen.getByText('10').closest('.badge')).toHaveClass('text-bg-warning');
    expect(screen.getByText('20').closest('.badge')).toHaveClass('text-bg-success');
    expect(screen.getAllByText('Bulk Reserve')).toHaveLength(3);
    // Reassign is for assign_pallet only.
    expect(screen.queryByRole('button', { name: /Reassign pallet/ })).not.toBeInTheDocument();
  });
});

describe('Zone Assignment form', () => {
  it('opens at its zone, adds a usable pallet and removes one after asking', async () => {
    const posted: unknown[] = [];
    const removed: unknown[] = [];
    mswServer.use(
      http.get(API('/warehouse/zones/assignment/3'), () => ok({ zone, pallets: [pallet(7, 'MC-F01', true)] })),
      http.post(API('/v2/warehouse/zone/assignment/usable'), () => ok([pallet(8, 'MC-F02', false), pallet(9, 'MC-F03', false)])),
      http.get(API('/warehouse/options'), () => ok([{ warehouse_id: 1, warehouse_code: 'MAIN', warehouse_name: 'Main Warehouse', kind: 'main', active: true }])),
      http.post(API('/warehouse/floor'), () => ok([{ floor_id: 11, warehouse_pallet_id: 11, warehouse_id: 1, floor: 'Main/Central', area: 'reserve', row: 6, shelf: 1, column: 20, pallet_prefix: 'MC', pallet_count: 120, is_active: 1 }])),
      http.post(API('/warehouse/floor/zone'), () => ok([zone])),
      http.post(API('/v2/warehouse/zone/assignment/post'), async ({ request }) => {
        posted.push(await request.json());
        return ok({ zone_id: 3, pallet_count: 2, changed: 1 });
      }),
      http.post(API('/v2/warehouse/zone/assignment/remove'), async ({ request }) => {
        removed.push(await request.json());
        return ok({ zone_id: 3, pallet_count: 0, changed: 1 });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<ZoneAssignmentFormPage />, {
      route: '/warehouse/zone-assignment/edit/3',
      path: '/warehouse/zone-assignment/edit/:id',
      preloadedState: authed(financeUser, ['view_zone_assignment', 'update_zone']),
    });
    expect(await screen.findByRole('heading', { name: 'Pallets in Quarantine' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Warehouse')).toHaveValue('1'));
    await waitFor(() => expect(screen.getByLabelText('Floor')).toHaveValue('11'));
    await waitFor(() => expect(screen.getByLabelText('Zone')).toHaveValue('3'));
    const post = screen.getByRole('button', { name: 'Post (0)' });
    expect(post).toBeDisabled();
    await userEvent.click(await tickOf('MC-F03'));
    await userEvent.click(screen.getByRole('button', { name: 'Post (1)' }));
    await waitFor(() => expect(posted).toEqual([{ zone_id: 3, pallet_ids: [9] }]));
    expect(confirm).toHaveBeenLastCalledWith('Are you sure?', 'Are you sure you want to post 1 pallet(s) to zone Quarantine?', 'Yes');
    await userEvent.click(await tickOf('MC-F01'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove (1)' }));
    await waitFor(() => expect(removed).toEqual([{ zone_id: 3, pallet_ids: [7] }]));
  });
});
