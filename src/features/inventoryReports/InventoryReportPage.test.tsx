import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { SummaryResult } from '../../../contract/inventoryReports';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, SLOW, withToasts } from '../../../tests/reportScreen';
import { seriousViolations } from '../../../tests/axe';
import InventoryReportPage from './InventoryReportPage';
import InventorySummaryPage from './InventorySummaryPage';

const summary: SummaryResult = {
  rows: [
    {
      key: '1:10', product_code: 'P-001', product_name: 'Amoxicillin 500mg', generic_name: 'Amoxicillin', batch_no: 'B-1', expiry_date: '2026-06-30',
      movements: { movement_beg_in: 100, movement_beg_out: 20, movement_in: 50, movement_out: 30 }, ending_quantity: 100, ending_amount: '1500.00',
      months_to_expiry: 4, shelf_life_status: 'red', warehouse: 'Main Warehouse', zone: 'Bulk Reserve', pallet: 'MC-A01',
    },
    {
      key: '2:11', product_code: 'P-002', product_name: 'Paracetamol 500mg', generic_name: 'Paracetamol', batch_no: 'B-2', expiry_date: '2028-01-31',
      movements: { movement_beg_in: 10, movement_beg_out: 0, movement_in: 0, movement_out: 5 }, ending_quantity: 5, ending_amount: '50.00',
      months_to_expiry: 23, shelf_life_status: 'green', warehouse: 'Main Warehouse', zone: null, pallet: 'PA-B02',
    },
  ],
  totals: { beginning_quantity: 90, quantity_in: 50, quantity_out: 35, ending_quantity: 105, ending_amount: '1550.00' },
};

type Body = Record<string, unknown>;
function serve() {
  const bodies: Body[] = [];
  mswServer.use(
    http.get(API('/inventoryreport/dropdown/product'), () => ok([{ product_name: 'Amoxicillin 500mg', product_code: 'P-001' }])),
    http.get(API('/inventoryreport/dropdown/warehouse'), () => ok([{ warehouse_name: 'Main Warehouse', warehouse_code: 'MAIN' }])),
    http.get(API('/inventoryreport/dropdown/product-group'), () => ok([{ id: 1, name: 'Antibiotics' }])),
    http.get(API('/inventoryreport/dropdown/product-segment'), () => ok([{ id: 2, name: 'Ethical' }])),
    http.post(API('/inventoryreport/inventorysummary'), async ({ request }) => (bodies.push((await request.json()) as Body), ok(summary))),
  );
  return bodies;
}
const render = () =>
  renderWithProviders(withToasts(<InventoryReportPage />), {
    route: '/inventoryreport',
    routes: [{ path: '/view/summary/inventoryreport', element: <InventorySummaryPage /> }],
    preloadedState: authed(financeUser, ['view_inventory_reports']),
  });

/** A date as react-datepicker reads a pasted value (typing key by key costs seconds per field). */
async function typeDate(label: RegExp, value: string) {
  fireEvent.change(await dateInput(label), { target: { value } });
  await waitFor(() => expect(screen.getByLabelText(label)).toHaveValue(value));
}

// The date picker is loaded lazily when a type is chosen: load it once up front, not inside a test's time.
beforeAll(async () => {
  await import('../../components/filters/DatePickerInput');
}, 60000);

describe('Inventory report form', () => {
  it('shows the dates only after a type, hides Generate for a reversed range, and generates with blank choices as ALL', async () => {
    const bodies = serve();
    render();
    expect(screen.queryByLabelText(/Date From/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Report Type'), 'summary');
    await typeDate(/Date From/, '2026-02-10');
    await typeDate(/Date To/, '2026-02-01');
    expect(await screen.findByText('Error: Invalid date range.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);

    // Clearing the type hides the dates (and forgets them); choosing it again starts over.
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByLabelText(/Date From/)).not.toBeInTheDocument();
    expect(screen.queryByText('Error: Invalid date range.')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Report Type'), 'summary');
    expect(screen.queryByRole('button', { name: 'Generate' })).not.toBeInTheDocument();
    await typeDate(/Date From/, '2026-02-01');
    await typeDate(/Date To/, '2026-02-28');
    expect(screen.queryByText('Error: Invalid date range.')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      product_name: [],
      product_group: [],
      product_segment: [],
      warehouse: [],
      table_col: [],
      report_date_from: '2026-02-01',
      report_date_to: '2026-02-28',
    });

    // The result screen shows the carried answer (no second call), with its search and the way back.
    expect(await screen.findByRole('heading', { name: 'Inventory List Summary' }, SLOW)).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Inventory List Summary' });
    expect(within(table).getByText('Amoxicillin 500mg')).toBeInTheDocument();
    expect(within(table).getByText('Under 8 months')).toBeInTheDocument();
    expect(within(table).getByText('1,500.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search'), 'parace');
    expect(within(table).queryByText('Amoxicillin 500mg')).not.toBeInTheDocument();
    expect(within(table).getByText('Paracetamol 500mg')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Change Table Columns' }).getAttribute('href')).toContain('/inventoryreport?form=');
    expect(await seriousViolations(document.body)).toEqual([]);
    // Two axe runs (form and result) on a busy machine need more than the default 15 s.
  });

  it('sends the chosen warehouse and the table columns left checked', async () => {
    const bodies = serve();
    render();
    await userEvent.type(screen.getByLabelText('Warehouse'), 'main');
    await userEvent.click(await screen.findByRole('option', { name: 'Main Warehouse' }));
    await userEvent.selectOptions(screen.getByLabelText('Report Type'), 'summary');
    await userEvent.click(screen.getByLabelText('Generic Name'));
    await typeDate(/Date From/, '2026-01-01');
    await typeDate(/Date To/, '2026-01-31');
    await userEvent.click(await screen.findByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].warehouse).toEqual(['MAIN']);
    expect(bodies[0].table_col).not.toContain('generic_name');
    expect(bodies[0].table_col).toContain('product_name');
    expect(await screen.findByRole('heading', { name: 'Inventory List Summary' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Generic Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Product Name' })).toBeInTheDocument();
  });
});
