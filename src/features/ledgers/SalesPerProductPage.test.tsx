import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SalesPerProductPage from './SalesPerProductPage';
import { browser, EXPORT_PROGRESS } from '../../components/export/runExport';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const VIEW = ['view_sales_per_product_ledger_list'];
const RANGE = { date_from: '2025-05-16', date_to: '2025-06-15' };

const line = (id: number, promo: number) => ({
  id, booked_by: 'Ana Cruz', year: 2025, month: 6, si_date: '2025-06-02', dr_number: `DR-000${id}`, digital_si_number: `DSI-000${id}`, printed_si_number: `SI-000${id}`,
  customer_name: 'Mercury Drug - Quezon Ave', so_number: `SO-000${id}`, is_promotional: promo, channel: 'Retail', tagging: 'Regular', segment: 'Chain',
  product_code: 'UNI-BIO-500', product: 'Biogesic 500mg Tablet', batch_no: 'B250526-001', exp_date: '2027-05-26', qty: 10, fg: 0, price: '450.00', dsc: '5.00',
  gross: '4500.00', net: '4275.00',
});

function server() {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/products/all/active'), () => ok([{ product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet' }])),
    http.post(API('/customers/search'), () => ok([{ customer_id: 4, customer_name: "St. Luke's Medical Center - BGC", customer_code: 'C-00004' }])),
    http.post(API('/ledger/transactions/sales-per-product'), async ({ request }) => {
      bodies.push((await request.json()) as Body);
      return ok({ rows: [line(1, 0), line(2, 1)], overall_net_total: '98765432.10' }, { total_rows: 240 });
    }),
  );
  return bodies;
}

async function pick(label: RegExp | string, typed: string, option: string) {
  await userEvent.type(screen.getByRole('combobox', { name: label }), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Sales Per Product Ledger screen', () => {
  it('opens on the last 30 days and shows the lines with the server\'s Overall Net Total in Php', async () => {
    const bodies = server();
    renderWithProviders(withToasts(<SalesPerProductPage />), { route: '/ledgers/sales-per-products', preloadedState: authed(financeUser, VIEW) });
    expect(await dateInput(/Date From/)).toHaveValue(RANGE.date_from);
    expect(await screen.findByText('Special Promo / Near Expiry Order', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Normal Orders')).toBeInTheDocument();
    expect(screen.getByTestId('overall-net-total')).toHaveTextContent('Php 98,765,432.10');
    expect(bodies[0]).toEqual({ products: [], ...RANGE, page: 0, page_size: 50, order_by: 'si_date', direction: 'asc' });
  });

  it('searches with the customer and several products; a reversed range warns "Please provide valid date!"', async () => {
    const bodies = server();
    renderWithProviders(withToasts(<SalesPerProductPage />), { route: '/ledgers/sales-per-products', preloadedState: authed(financeUser, VIEW) });
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    await pick('Customer', 'luke', "C-00004 - St. Luke's Medical Center - BGC");
    await pick('Products', 'bio', 'UNI-BIO-500 - Biogesic 500mg Tablet');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ customer_id: 4, products: [1], ...RANGE, page: 0, page_size: 50, order_by: 'si_date', direction: 'asc' }));

    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-07-01');
    const calls = bodies.length;
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(bodies).toHaveLength(calls);
  });

  it('disables every control while an export runs, then goes to the file', async () => {
    server();
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    mswServer.use(http.get(API('/downloads/spp.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="spp.xlsx"' } })));
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const exports: Body[] = [];
    mswServer.use(
      http.post(API('/ledger/transactions/sales-per-product/report'), async ({ request }) => {
        exports.push((await request.json()) as Body);
        await gate;
        return ok('/api/downloads/spp.xlsx');
      }),
    );
    renderWithProviders(withToasts(<SalesPerProductPage />), {
      route: '/ledgers/sales-per-products',
      preloadedState: authed(financeUser, [...VIEW, 'export_sales_per_product_ledger_list']),
    });
    await dateInput(/Date From/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_PROGRESS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Customer' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Products' })).toBeDisabled();
    expect(screen.getByLabelText(/Date From/)).toBeDisabled();
    release();
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'spp.xlsx'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled());
    expect(exports).toEqual([{ products: [], ...RANGE }]);
  });

  it('hides Export without the export scope and shows the permission view without the view scope', async () => {
    const bodies = server();
    renderWithProviders(withToasts(<SalesPerProductPage />), { route: '/ledgers/sales-per-products', preloadedState: authed(financeUser, ['view_ytd_sales_ledger_list']) });
    expect(within(await screen.findByRole('alert')).getByText(/Access denied\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
