import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ExpiredStockRow, ExpiredWriteDown } from '../../../contract/expiredStock';
import type { GeneratorChoice, LotTrace } from '../../../contract/inventoryReports';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { SLOW, withToasts } from '../../../tests/reportScreen';
import InventoryMovementPage from './InventoryMovementPage';
import ReportGeneratorPage from './ReportGeneratorPage';

type Body = Record<string, unknown>;
const options = () => [
  http.get(API('/inventoryreport/dropdown/product'), () => ok([{ product_name: 'Amoxicillin 500mg', product_code: 'P-001' }])),
  http.get(API('/inventoryreport/dropdown/warehouse'), () => ok([{ warehouse_name: 'Main Warehouse', warehouse_code: 'MAIN' }])),
];

describe('Report generator', () => {
  it('starts from the saved choice, runs with it, and saves the changed choice', async () => {
    const saved: GeneratorChoice = { columns: ['product_code', 'quantity'], product_code: [], product_group: [], product_segment: [], warehouse: ['MAIN'], bands: ['red'] };
    const runs: Body[] = [];
    const saves: Body[] = [];
    mswServer.use(
      ...options(),
      http.get(API('/inventory/report/generator/choice'), () => ok(saved)),
      http.post(API('/inventory/report/generator/run'), async ({ request }) => {
        runs.push((await request.json()) as Body);
        return ok([{ key: '1:1', product_code: 'P-001', quantity: 40 }], { total_rows: 1 });
      }),
      http.put(API('/inventory/report/generator/choice'), async ({ request }) => (saves.push((await request.json()) as Body), ok(saves[saves.length - 1]))),
    );
    renderWithProviders(withToasts(<ReportGeneratorPage />), { route: '/inventory/report/generator', preloadedState: authed(financeUser, ['view_inventory_reports']) });
    await waitFor(() => expect(screen.getByLabelText('Under 8 months')).toBeChecked(), SLOW);
    expect(screen.getByLabelText('Quantity')).toBeChecked();
    expect(screen.getByLabelText('Product Name')).not.toBeChecked();
    expect(screen.getByText('Main Warehouse')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(runs).toHaveLength(1), SLOW);
    expect(runs[0]).toMatchObject({ warehouse: ['MAIN'], bands: ['red'], product_code: [] });
    expect(await screen.findByText('P-001', {}, SLOW)).toBeInTheDocument();

    await userEvent.click(screen.getByLabelText('Product Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Choice' }));
    await waitFor(() => expect(saves).toHaveLength(1), SLOW);
    expect(saves[0]).toEqual({ ...saved, columns: ['product_code', 'product_name', 'quantity'] });
  });
});

describe('Expired stock', () => {
  const row = (n: number, proposed: string | null = null): ExpiredStockRow => ({
    key: `${n}:1`, product_id: n, batch_id: n, pallet_id: 1, product_code: `P-00${n}`, product_name: `Product ${n}`, batch_no: `B-${n}`,
    expiry_date: '2026-10-31', days_expired: 28, warehouse: 'Main Warehouse', pallet_code: 'MC-A01', quantity: 10, unit_cost: '12.3450', value: '123.45', proposed_in: proposed,
  });
  it('shows the expired stock at cost and proposes its write-down after a confirmation; stock already proposed is shown with its adjustment', async () => {
    let rows = [row(1), row(2), row(3, 'IA-2026-000004')];
    const bodies: Body[] = [];
    const made: ExpiredWriteDown = { message: 'One inventory adjustment (2 lines, 246.90) proposed as drafts: submit them for someone else\'s approval.', adjustments: [{ adjustment_id: 9, adjustment_no: 'IA-2026-000009', lines: 2, total_amount: '246.90' }] };
    mswServer.use(
      ...options(),
      http.get(API('/inventory/report/generator/choice'), () => ok(null)),
      http.post(API('/inventory/expired-stock'), () => ok(rows)),
      http.post(API('/inventory/expired-stock/write-down'), async ({ request }) => {
        bodies.push((await request.json()) as Body);
        rows = rows.map((r) => ({ ...r, proposed_in: r.proposed_in ?? 'IA-2026-000009' }));
        return ok(made, { code: '00003' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderWithProviders(withToasts(<ReportGeneratorPage />), {
      route: '/inventory/report/generator',
      preloadedState: authed(financeUser, ['view_inventory_reports', 'create_inventory_adjustment']),
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Expired Stock' }, SLOW));
    const totals = await screen.findByLabelText('Expired stock totals', {}, SLOW);
    expect(totals).toHaveTextContent('3 batch lines, 30 units carried at 370.35; 246.90 not yet on a write-down.');
    expect(screen.getByText('IA-2026-000004')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Propose Write-down' }));
    expect(confirm).toHaveBeenCalledWith('Propose the write-down?', expect.stringContaining('2 expired lines of every warehouse (246.90 at cost)'), 'Propose Write-down');
    await waitFor(() => expect(bodies).toEqual([{}]), SLOW);
    expect(await screen.findByRole('link', { name: 'IA-2026-000009' }, SLOW)).toHaveAttribute('href', '/inventory/adjustment');
    await waitFor(() => expect(screen.getByLabelText('Expired stock totals')).toHaveTextContent('all of it on a proposed write-down.'), SLOW);
    expect(screen.getByRole('button', { name: 'Propose Write-down' })).toBeDisabled();
    confirm.mockRestore();
  });

  it('offers no write-down to a user who may not write adjustments, and says when nothing is expired', async () => {
    mswServer.use(...options(), http.get(API('/inventory/report/generator/choice'), () => ok(null)), http.post(API('/inventory/expired-stock'), () => ok([])));
    renderWithProviders(withToasts(<ReportGeneratorPage />), { route: '/inventory/report/generator', preloadedState: authed(financeUser, ['view_inventory_reports']) });
    await userEvent.click(await screen.findByRole('tab', { name: 'Expired Stock' }, SLOW));
    expect(await screen.findByText(/No expired stock/i, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose Write-down' })).not.toBeInTheDocument();
  });
});

describe('Lot trace', () => {
  it('traces a batch to the customers holding it, and says when no batch has the number', async () => {
    const trace: LotTrace = {
      batches: [{ batch_id: 7, product_code: 'P-001', product_name: 'Amoxicillin 500mg', batch_no: 'B-7', manufacturing_date: '2025-01-01', expiry_date: '2027-01-01', on_hand: 12 }],
      events: [{ movement_id: 1, transaction_date: '2025-02-01', module: 'RR', source_document: 'RR-0000001', movement_type: 'IN', quantity: 50, warehouse: 'Main Warehouse', pallet: 'MC-A01', party: 'Unilab', status: 1 }],
      recall: [{ key: '9:7', customer_code: 'C-00009', customer_name: 'Mercury Drug Cubao', address: 'Quezon City', si_number: 'SI-0000009', dr_number: 'DR-0000009', si_date: '2025-02-10', product_code: 'P-001', batch_no: 'B-7', delivered: 38, returned: 0, outstanding: 38 }],
    };
    mswServer.use(
      ...options(),
      http.post(API('/inventory/movement'), () => ok([], { total_rows: 0 })),
      http.post(API('/inventory/lot-trace'), async ({ request }) => {
        const body = (await request.json()) as Body;
        return body.batch_no === 'B-7' ? ok(trace) : fail('00002', 'No batch with that number.', 404);
      }),
    );
    renderWithProviders(withToasts(<InventoryMovementPage />), {
      route: '/inventory/movement',
      preloadedState: authed(financeUser, ['view_inventory_movement', 'view_inventory_reports']),
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Lot Trace (Recall)' }));
    // The Movements panel fades out while this one fades in: both have a Batch No. for a moment.
    const panel = await screen.findByRole('tabpanel', { name: 'Lot Trace (Recall)' });
    const batchNo = () => within(panel).getByLabelText('Batch No.');
    await userEvent.type(batchNo(), 'B-7');
    await userEvent.click(screen.getByRole('button', { name: 'Trace' }));
    const recall = await screen.findByRole('region', { name: 'Recall list' });
    expect(within(recall).getByText('Mercury Drug Cubao')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Batch movements' })).getByText('Unilab')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Recall List' })).toBeInTheDocument();

    await userEvent.clear(batchNo());
    await userEvent.type(batchNo(), 'NOPE');
    await userEvent.click(screen.getByRole('button', { name: 'Trace' }));
    expect(await screen.findByText('No batch with that number.')).toBeInTheDocument();
  });
});
