import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PalletStockRow, ProposalResult, TransferDetail, TransferRow } from '../../../contract/inventoryTransfers';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { seriousViolations } from '../../../tests/axe';
import ReplenishmentPage from './ReplenishmentPage';
import RequestGrid from './RequestGrid';
import TransferView from './TransferView';
import { linesOf, type RequestRow } from './requestRows';

afterEach(() => vi.restoreAllMocks());

const received: TransferRow = { transfer_id: 9, transfer_code: 'ITR-2026-000009', products: 2, transfer_version: 'v2', posting_date: '2026-11-20', requested_by: 'Ana Cruz', status: 6, partly_received: false };

const row = (over: Partial<RequestRow> = {}): RequestRow => ({
  key: 'a',
  product_id: 7,
  product_code: 'PRD-007',
  product_name: 'Amoxicillin 500 mg',
  batch_id: 70,
  batch_no: 'AMX-01',
  expiry_date: '2027-01-31',
  shelf_life_months: 10,
  origin_pallet_id: 1,
  pallet_origin: 'MC-A01',
  floor: 'Main/Central',
  destination_pallet_id: 5,
  pallet_destination: 'PA-A01',
  floor_destination: 'Picking Area',
  main: 40,
  picking: 3,
  available_quantity: 12,
  requested_quantity: '',
  ...over,
});

describe('Replenishment tabs', () => {
  it('shows only the tabs the scopes allow, lands on the first allowed one, and shows the status badge', async () => {
    const asked: string[] = [];
    mswServer.use(
      http.get(API('/inventory/transfer/list/:tab'), ({ params, request }) => {
        asked.push(`${String(params.tab)}?${new URL(request.url).searchParams.get('version')}`);
        return ok([received], { total_rows: 1 });
      }),
    );
    renderWithProviders(<ReplenishmentPage />, {
      route: '/v2/inventory/transfer/confirmation',
      path: '/v2/inventory/transfer/:tab',
      preloadedState: authed(financeUser, ['view_inventory_transfer_received', 'view_inventory_transfer_cancelled']),
    });
    const tabs = screen.getByRole('navigation', { name: 'Inventory Transfer (Replenishment)' });
    expect(within(tabs).getAllByRole('link').map((l) => l.textContent)).toEqual(['Received & Completed', 'Cancelled Transfers']);
    expect(within(tabs).getByRole('link', { name: 'Received & Completed' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('ITR-2026-000009')).toBeInTheDocument();
    expect(screen.getByText('RECEIVED')).toHaveClass('text-bg-success');
    expect(asked).toEqual(['received?v2']);
    // Without create_inventory_transfer there is no request button.
    expect(screen.queryByRole('button', { name: 'New Replenishment Request' })).not.toBeInTheDocument();
  });
});

describe('Request grid rules', () => {
  it('flags a repeated row, removes duplicates, and refuses more than is available', async () => {
    function Harness() {
      const [rows, setRows] = useState<RequestRow[]>([row({ key: 'a', requested_quantity: '5' }), row({ key: 'b', requested_quantity: '2' }), row({ key: 'c', batch_id: 71, batch_no: 'AMX-02', requested_quantity: '20' })]);
      return <RequestGrid label="Request lines" rows={rows} onChange={setRows} replenishment problems={linesOf(rows).problems} />;
    }
    renderWithProviders(<Harness />);
    expect(screen.getByRole('columnheader', { name: 'Main/Central' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Picking Area' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'PRD-007' })[0]).toHaveAttribute('href', '/view/products/list/PRD-007');
    expect(screen.getByText('Duplicate')).toBeInTheDocument();
    expect(screen.getByText('This row repeats an earlier one; remove the duplicates.')).toBeInTheDocument();
    expect(screen.getByText('Only 12 available on pallet MC-A01.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Duplicates' }));
    expect(screen.queryByText('Duplicate')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    // Shelf life colouring: 10 months is the yellow band.
    expect(screen.getAllByText('10 mo. (8-12)')[0]).toHaveClass('text-bg-warning');
    const qty = screen.getByRole('textbox', { name: /AMX-02/ });
    await userEvent.clear(qty);
    await userEvent.type(qty, '1x2');
    expect(qty).toHaveValue('12');
    expect(screen.queryByText(/Only 12 available/)).not.toBeInTheDocument();
  });

  it('rows asking for nothing are left out; a row without a destination is refused', () => {
    const { lines, problems } = linesOf([row({ key: 'a', requested_quantity: '4' }), row({ key: 'b', batch_id: 72, requested_quantity: '' }), row({ key: 'c', batch_id: 73, destination_pallet_id: null, requested_quantity: '1' })]);
    expect(lines).toEqual([{ product_id: 7, batch_id: 70, origin_pallet_id: 1, destination_pallet_id: 5, requested_quantity: 4 }]);
    expect(problems).toEqual({ c: 'Choose the destination pallet.' });
  });

  it('proposes expiry first, then sends the request again once the user accepts the warnings', async () => {
    const stock: PalletStockRow = { pallet_id: 1, pallet_code: 'MC-A01', floor: 'Main/Central', zone_name: 'Bulk Reserve', warehouse_name: 'Main Warehouse', product_id: 7, product_code: 'PRD-007', product_name: 'Amoxicillin 500 mg', batch_id: 70, batch_no: 'AMX-01', expiry_date: '2026-09-15', shelf_life_months: 6, quantity: 10, available_stock: 10 };
    const proposal: ProposalResult = {
      rows: [
        { ...row(), fefo_rank: 1, batch_no: 'AMX-01', shelf_life_months: 6, available_quantity: 10, requested_quantity: 10, warnings: ['Amoxicillin 500 mg batch AMX-01 expires in 6 months (under 8: red shelf-life band).'] },
        { ...row(), fefo_rank: 2, batch_id: 71, batch_no: 'AMX-02', origin_pallet_id: 2, pallet_origin: 'MC-A02', shelf_life_months: 20, available_quantity: 50, requested_quantity: 5, warnings: [] },
      ].map(({ key: _key, requested_quantity, ...r }) => ({ ...r, requested_quantity: Number(requested_quantity), product_code: 'PRD-007', unit: 'Box' })) as ProposalResult['rows'],
      warnings: [],
    };
    const sent: { accept_warnings: boolean; lines: unknown[] }[] = [];
    mswServer.use(
      http.get(API('/inventory/transfer/list/:tab'), () => ok([], { total_rows: 0 })),
      http.get(API('/inventory/transfer/stock'), () => ok([stock])),
      http.post(API('/v2/inventory/transfer/request'), () => ok(proposal)),
      http.post(API('/inventory/transfer/create'), async ({ request }) => {
        const body = (await request.json()) as (typeof sent)[number];
        sent.push(body);
        return body.accept_warnings
          ? ok({ transfer_code: 'ITR-2026-000010' }, { code: '00003' })
          : HttpResponse.json({ code: '00001', result: ['Please review the warnings and confirm the transfer.'], fields: { accept_warnings: ['Amoxicillin 500 mg batch AMX-01 expires in 6 months (under 8: red shelf-life band).'] } }, { status: 422 });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<ReplenishmentPage />, {
      route: '/v2/inventory/transfer/confirmation',
      path: '/v2/inventory/transfer/:tab',
      preloadedState: authed(financeUser, ['view_inventory_transfer_confirmation', 'create_inventory_transfer']),
    });
    await userEvent.click(screen.getByRole('button', { name: 'New Replenishment Request' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Replenishment Request' });
    await userEvent.type(within(dialog).getByLabelText('Search product, batch or pallet'), 'amox');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Search Stock' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add Amoxicillin 500 mg to the replenishment' }));
    await userEvent.type(within(dialog).getByLabelText('Quantity needed'), '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose Expiry First' }));
    expect(await within(dialog).findByText('Amoxicillin 500 mg batch AMX-01 expires in 6 months (under 8: red shelf-life band).')).toBeInTheDocument();
    const quantities = within(dialog).getAllByRole('textbox', { name: /^Requested quantity/ });
    expect(quantities.map((q) => (q as HTMLInputElement).value)).toEqual(['10', '5']);
    expect(await seriousViolations(dialog)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(confirm).toHaveBeenCalledWith('Transfer anyway?', expect.stringContaining('red shelf-life band'), 'Yes, transfer');
    expect(sent.map((s) => s.accept_warnings)).toEqual([false, true]);
    expect(sent[1].lines).toEqual([
      { product_id: 7, batch_id: 70, origin_pallet_id: 1, destination_pallet_id: 5, requested_quantity: 10 },
      { product_id: 7, batch_id: 71, origin_pallet_id: 2, destination_pallet_id: 5, requested_quantity: 5 },
    ]);
  });
});

describe('Receiving part of a transfer', () => {
  const posted: TransferDetail = {
    ...received,
    transfer_id: 12,
    transfer_code: 'ITR-2026-000012',
    status: 3,
    partly_received: true,
    remarks: null,
    reason: null,
    requested_by_id: 99,
    requested_at: '2026-11-20T01:00:00Z',
    approved_by: 'Ben Reyes',
    approved_at: '2026-11-20T02:00:00Z',
    posted_by: 'Ana Cruz',
    posted_at: '2026-11-20T03:00:00Z',
    received_by: 'Ana Cruz',
    received_at: '2026-11-21T03:00:00Z',
    cancelled_by: null,
    cancelled_at: null,
    lines: [
      { ...row(), line_no: 1, unit: 'Box', requested_quantity: 6, approved_quantity: 6, posted_quantity: 6, received_quantity: 2, available_stock: 30 },
      { ...row(), line_no: 2, batch_id: 71, batch_no: 'AMX-02', unit: 'Box', requested_quantity: 3, approved_quantity: 3, posted_quantity: 3, received_quantity: null, available_stock: 30 },
    ] as TransferDetail['lines'],
  };

  it('shows what is in transit, refuses more than that, and sends what arrives now per line (blank: all of it)', async () => {
    const sent: unknown[] = [];
    mswServer.use(
      http.get(API('/inventory/transfer/show/:id'), () => ok(posted)),
      http.post(API('/inventory/transfer/:action/:id'), async ({ request, params }) => {
        sent.push({ action: params.action, ...((await request.json()) as object) });
        return ok({ ...posted, status: 3 }, { code: '00004' });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    renderWithProviders(<TransferView id={12} tab="in-transit" onClose={() => undefined} />, {
      preloadedState: authed(financeUser, ['view_inventory_transfer_in_transit', 'receive_inventory_transfer']),
    });
    const dialog = await screen.findByRole('dialog', { name: /ITR-2026-000012/ });
    expect(within(dialog).getByText('PARTLY RECEIVED')).toBeInTheDocument();
    expect(within(dialog).getByRole('columnheader', { name: 'In Transit' })).toBeInTheDocument();
    // Receive Part is the server's reading of Receive, never a button of its own.
    expect(within(dialog).queryByRole('button', { name: 'Receive Part' })).not.toBeInTheDocument();
    const first = within(dialog).getByRole('textbox', { name: 'Receiving now, line 1 PRD-007' });
    expect(first).toHaveAttribute('placeholder', '4');
    await userEvent.type(first, '5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(error).toHaveBeenCalledWith('Invalid Request', 'Line 1: only 4 units are still in transit.');
    expect(sent).toEqual([]);
    await userEvent.clear(first);
    await userEvent.type(first, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ action: 'receive', reason: null, lines: [{ line_no: 1, quantity: 1 }, { line_no: 2, quantity: 3 }] });
    expect(success).toHaveBeenCalledWith('Transfer partly received', 'ITR-2026-000012: the rest is still in transit.', 1500);
  });
});
