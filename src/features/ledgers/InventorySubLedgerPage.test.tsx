import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import InventorySubLedgerPage from './InventorySubLedgerPage';
import { browser } from '../../components/export/runExport';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const VIEW = ['view_inventory_sub_ledger_list'];
const RANGE = { date_from: '2025-05-26', date_to: '2025-06-15' };

const movement = (id: number, qty: number, balance: number, amountBalance: string) => ({
  product_movement_id: id, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', batch_no: 'B250526-001', source_document: `DR-000${id}`,
  quantity: qty, qty_balance: balance, cost_unit: '310.0000', diluted_cost: '310.0000', amount: String(qty * 310) + '.00', amount_balance: amountBalance,
  movement_type: qty < 0 ? 'OUT' : 'IN', module: qty < 0 ? 'SO' : 'RR', particulars: 'Delivered to Mercury Drug', transaction_date: '2025-06-02',
  created_at: '2025-06-02 09:00:00', supplier_name: 'United Laboratories, Inc.', floor: 'Picking Area', pallet_code: 'PA-B02', remarks: null,
});

function server(products: { product_id: number; product_code: string; product_name: string }[] = [{ product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet' }]) {
  const bodies: Body[] = [];
  const productLookups: Body[] = [];
  mswServer.use(
    http.get(API('/ledger/lookups/suppliers'), () => ok([{ vendor_id: 1, company_name: 'United Laboratories, Inc.' }, { vendor_id: 9, company_name: 'Empty Supplier Corp.' }])),
    http.post(API('/products/all/active'), async ({ request }) => {
      const body = (await request.json()) as Body;
      productLookups.push(body);
      return ok(body.supplier_id === 9 ? [] : products);
    }),
    http.post(API('/ledger/transactions/inventory'), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      const id = (body.product_id as number[])[0];
      return ok(
        [{ product_id: id, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', total_rows: 2, product_movement: [movement(1, 100, 1100, '341000.00'), movement(2, -3, 1097, '340070.00')] }],
        { total_rows: 2 },
      );
    }),
  );
  return { bodies, productLookups };
}

async function pick(label: string, typed: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Inventory Sub Ledger screen', () => {
  it('needs a product: "Please provide valid data!" and no call; a reversed range warns "Please provide valid date!"', async () => {
    const { bodies } = server();
    renderWithProviders(withToasts(<InventorySubLedgerPage />), { route: '/ledgers/inventories', preloadedState: authed(financeUser, VIEW) });
    expect(await dateInput(/Date From/)).toHaveValue(RANGE.date_from);
    expect(screen.getByRole('combobox', { name: /Product/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid data!')).toBeInTheDocument();
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it("shows one card per chosen product with its movements and balances, asking for the supplier's products", async () => {
    const { bodies, productLookups } = server();
    renderWithProviders(withToasts(<InventorySubLedgerPage />), { route: '/ledgers/inventories', preloadedState: authed(financeUser, VIEW) });
    await dateInput(/Date From/);
    await pick('Supplier', 'united', 'United Laboratories, Inc.');
    await pick('Product', 'bio', 'UNI-BIO-500 - Biogesic 500mg Tablet');
    expect(productLookups.at(-1)).toEqual({ keyword: 'bio', supplier_id: 1 });
    expect(screen.getByRole('button', { name: 'Remove UNI-BIO-500 - Biogesic 500mg Tablet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const card = await screen.findByRole('region', { name: 'UNI-BIO-500 - Biogesic 500mg Tablet' });
    expect(await within(card).findByText('340,070.00', {}, SLOW)).toBeInTheDocument();
    expect(within(card).getByText('1,097')).toBeInTheDocument();
    expect(within(card).getByRole('columnheader', { name: 'Qty Balance' })).toBeInTheDocument();
    expect(bodies[0]).toEqual({ supplier_id: 1, product_id: [1], ...RANGE, page: 0, page_size: 50, order_by: 'transaction_date', direction: 'asc' });
  });

  it('warns "No Data Available" when the chosen supplier has no products', async () => {
    server();
    renderWithProviders(withToasts(<InventorySubLedgerPage />), { route: '/ledgers/inventories', preloadedState: authed(financeUser, VIEW) });
    await pick('Supplier', 'empty', 'Empty Supplier Corp.');
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it('shows the permission view without the view scope', async () => {
    const { bodies } = server();
    renderWithProviders(withToasts(<InventorySubLedgerPage />), {
      route: `/ledgers/inventories?products=${encodeURIComponent(JSON.stringify([{ value: '1', label: 'Biogesic' }]))}`,
      path: '/ledgers/inventories',
      preloadedState: authed(financeUser, ['export_inventory_sub_ledger_list']),
    });
    expect(within(await screen.findByRole('alert')).getByText(/Access denied\./)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('exports only with the export scope: "Please select product and dates!" without a product, else the file', async () => {
    server();
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    mswServer.use(http.get(API('/downloads/inv.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="inv.xlsx"' } })));
    const exports: Body[] = [];
    mswServer.use(http.post(API('/ledger/transactions/inventory/export'), async ({ request }) => (exports.push((await request.json()) as Body), ok('/api/downloads/inv.xlsx'))));
    const first = renderWithProviders(withToasts(<InventorySubLedgerPage />), { route: '/ledgers/inventories', preloadedState: authed(financeUser, VIEW) });
    await dateInput(/Date From/);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(withToasts(<InventorySubLedgerPage />), { route: '/ledgers/inventories', preloadedState: authed(financeUser, [...VIEW, 'export_inventory_sub_ledger_list']) });
    await dateInput(/Date From/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select product and dates!')).toBeInTheDocument();
    expect(exports).toHaveLength(0);
    await pick('Product', 'bio', 'UNI-BIO-500 - Biogesic 500mg Tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'inv.xlsx'));
    expect(exports).toEqual([{ product_id: [1], ...RANGE }]);
  });
});
