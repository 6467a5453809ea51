import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ProductLedgerPage from './ProductLedgerPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const VIEW = ['view_product_ledger_list', 'export_product_ledger_list'];
const RANGE = { date_from: '2025-05-26', date_to: '2025-06-15' };
const EMPTY = {
  batch_no: null, purchases_unit: null, purchases_cost: null, purchases_total: null, sold_unit: null, sold_cost: null, sold_total: null,
  inventory_transfer_unit: null, inventory_transfer_cost: null, inventory_transfer_total: null, adjustment_unit: null, adjustment_cost: null,
  adjustment_total: null, beg_end_unit: null, beg_end_cost: null, beg_end_total: null, references: null, transaction_date: null, status: 1,
};
const summaryRows = [
  { ...EMPTY, id: 'BEG', module: 'BEG', particulars: 'Beg Balance', source: 'BEG', beg_end_unit: 500, beg_end_cost: '310.0000', beg_end_total: '155000.00', overall_balance_unit: 500, overall_balance_cost: '310.0000', overall_balance_total: '155000.00' },
  { ...EMPTY, id: 'RR', module: 'RR', particulars: 'RR', source: 'RR', purchases_unit: 100, purchases_cost: '310.0000', purchases_total: '31000.00', overall_balance_unit: 600, overall_balance_cost: '310.0000', overall_balance_total: '186000.00' },
  { ...EMPTY, id: 'SO', module: 'SO', particulars: 'SO', source: 'SO', sold_unit: -90, sold_cost: '310.0000', sold_total: '-27900.00', overall_balance_unit: 510, overall_balance_cost: '310.0000', overall_balance_total: '158100.00' },
  { ...EMPTY, id: 'IT', module: 'IT', particulars: 'IT', source: 'IT', status: 0, inventory_transfer_unit: 0, inventory_transfer_cost: '0.0000', inventory_transfer_total: '0.00', overall_balance_unit: 510, overall_balance_cost: '310.0000', overall_balance_total: '158100.00' },
  { ...EMPTY, id: 'IA', module: 'IA', particulars: 'IA', source: 'IA', adjustment_unit: -2, adjustment_cost: '310.0000', adjustment_total: '-620.00', overall_balance_unit: 508, overall_balance_cost: '310.0000', overall_balance_total: '157480.00' },
  { ...EMPTY, id: 'END', module: 'END', particulars: 'Ending Balance', source: 'END', beg_end_unit: 508, beg_end_cost: '310.0000', beg_end_total: '157480.00', overall_balance_unit: 508, overall_balance_cost: '310.0000', overall_balance_total: '157480.00' },
];
const soldRow = { ...EMPTY, id: 'M77', module: 'SO', particulars: 'Delivered to Mercury Drug', batch_no: 'B250526-001', source: 'SO', references: 'DR-0000077', transaction_date: '2025-06-02',
  sold_unit: -5, sold_cost: '310.0000', sold_total: '-1550.00', overall_balance_unit: 95, overall_balance_cost: '310.0000', overall_balance_total: '29450.00' };

function server(batches: (body: Body) => Response = () => ok([soldRow], { total_rows: 1 })) {
  const bodies: Body[] = [];
  const batchBodies: Body[] = [];
  mswServer.use(
    http.post(API('/products/all/active'), () => ok([{ product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet' }])),
    http.post(API('/ledger/transactions/search/batches'), () => ok([{ batch_no: 'B250526-001', expiry_date: '2027-05-26' }])),
    http.post(API('/ledger/transactions/product'), async ({ request }) => (bodies.push((await request.json()) as Body), ok(summaryRows, { total_rows: 6 }))),
    http.post(API('/ledger/transactions/product/batches'), async ({ request }) => {
      const body = (await request.json()) as Body;
      batchBodies.push(body);
      return batches(body);
    }),
  );
  return { bodies, batchBodies };
}

async function searchProduct() {
  await dateInput(/Date From/);
  await userEvent.type(screen.getByRole('combobox', { name: /Product/ }), 'bio');
  await userEvent.click(await screen.findByRole('option', { name: 'UNI-BIO-500 - Biogesic 500mg Tablet' }));
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  return screen.findByRole('button', { name: 'Ending Balance' }, SLOW);
}

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Product Ledger screen', () => {
  it('needs a product ("Please provide valid data!"), marks Batch No. required, and has no Export button', async () => {
    const { bodies } = server();
    renderWithProviders(withToasts(<ProductLedgerPage />), { route: '/ledgers/products', preloadedState: authed(financeUser, VIEW) });
    expect(await dateInput(/Date From/)).toHaveValue(RANGE.date_from);
    expect(screen.getByText('Batch No.').textContent).toContain('*');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid data!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('shows the module summary with the Ending Balance row highlighted and a pending module styled', async () => {
    const { bodies } = server();
    const { container } = renderWithProviders(withToasts(<ProductLedgerPage />), { route: '/ledgers/products', preloadedState: authed(financeUser, VIEW) });
    const ending = await searchProduct();
    expect(ending.closest('.ag-row')).toHaveClass('ledger-row-total');
    expect(screen.getByRole('button', { name: 'IT' }).closest('.ag-row')).toHaveClass('ledger-row-pending');
    expect(screen.getByRole('button', { name: 'RR' }).closest('.ag-row')).not.toHaveClass('ledger-row-total');
    expect(container.querySelectorAll('.ag-row.ledger-row-total').length).toBeGreaterThan(0);
    expect(bodies[0]).toEqual({ product_id: 1, batch_no: '', ...RANGE, page: 0, page_size: 50, order_by: 'module', direction: 'asc' });
  });

  it('opens "Inventory Per Batch Number" for a module with its columns, searches a batch, opens a row\'s details and closes', async () => {
    const { batchBodies } = server();
    renderWithProviders(withToasts(<ProductLedgerPage />), { route: '/ledgers/products', preloadedState: authed(financeUser, VIEW) });
    await searchProduct();
    await userEvent.click(screen.getByRole('button', { name: 'SO' }));
    const modal = await screen.findByRole('dialog', { name: 'Inventory Per Batch Number' });
    expect(within(modal).getByText(`SO · ${RANGE.date_from} to ${RANGE.date_to}`)).toBeInTheDocument();
    expect(await within(modal).findByText('DR-0000077', {}, SLOW)).toBeInTheDocument();
    expect(within(modal).getByRole('columnheader', { name: 'Sold Unit' })).toBeInTheDocument();
    expect(within(modal).queryByRole('columnheader', { name: 'Purchases Unit' })).not.toBeInTheDocument();
    expect(batchBodies[0]).toMatchObject({ product_id: 1, module: 'SO', batch_no: '', ...RANGE });

    await userEvent.type(within(modal).getByRole('combobox', { name: 'Batch No.' }), 'B25');
    await userEvent.click(await within(modal).findByRole('option', { name: 'B250526-001 (exp. 2027-05-26)' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(batchBodies.at(-1)).toMatchObject({ batch_no: 'B250526-001', module: 'SO' }));

    await userEvent.click(await within(modal).findByRole('button', { name: 'Details of DR-0000077' }));
    const details = await screen.findByRole('dialog', { name: 'Transaction Details' });
    expect(within(details).getByText('Delivered to Mercury Drug')).toBeInTheDocument();
    // The header's × and the footer's Close button: the footer's.
    await userEvent.click(within(details).getAllByRole('button', { name: 'Close' })[1]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Transaction Details' })).not.toBeInTheDocument());
    await userEvent.click(within(modal).getAllByRole('button', { name: 'Close' })[1]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Inventory Per Batch Number' })).not.toBeInTheDocument());
  });

  it('shows only the beg/end triplet for Beg Balance, and toasts "Unable to load Data" when the modal fails', async () => {
    server(() => HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 }));
    renderWithProviders(withToasts(<ProductLedgerPage />), { route: '/ledgers/products', preloadedState: authed(financeUser, VIEW) });
    await searchProduct();
    await userEvent.click(screen.getByRole('button', { name: 'Beg Balance' }));
    const modal = await screen.findByRole('dialog', { name: 'Inventory Per Batch Number' });
    expect(await screen.findByText('Unable to load Data', {}, SLOW)).toBeInTheDocument();
    expect(within(modal).getByRole('columnheader', { name: 'Beg/End Unit' })).toBeInTheDocument();
    expect(within(modal).queryByRole('columnheader', { name: 'Sold Unit' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('columnheader', { name: 'Overall Balance Unit' })).not.toBeInTheDocument();
  });

  it('shows the permission view without view_product_ledger_list', async () => {
    server();
    renderWithProviders(withToasts(<ProductLedgerPage />), { route: '/ledgers/products', preloadedState: authed(financeUser, ['view_inventory_sub_ledger_list']) });
    expect(within(await screen.findByRole('alert')).getByText(/Access denied\./)).toBeInTheDocument();
  });
});
