import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ProductListPage from './ProductListPage';
import { toCsv } from './productColumns';
import { downloadCsv } from './csv';
import { browser } from '../../components/export/runExport';
import type { ProductListRow } from '../../../contract/products';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const row = (code: string, pending: string[] = []): ProductListRow => ({
  product_id: code.length, product_code: code, product_name: `${code} name`, brand_name: 'Paracetamol', supplier_id: 1, supplier: 'V-0001 - United Laboratories',
  segment: 'OTC', group: 'Analgesics', packaging: 'Box', qty_per_pack: 100, stock_level: 1500, cpr_no: 'DRP-1', cpr_expiry: '2027-06-30', active: 1, has_pending_approval: pending,
});

function serve() {
  const queries: URLSearchParams[] = [];
  mswServer.use(
    http.get(API('/products'), ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return ok([row('UNI-BIO-500'), row('PFZ-NOR-5', ['PU-000001'])], { total_rows: 2 });
    }),
  );
  return queries;
}

describe('List of Product Stocks', () => {
  it('lists products with a link to the detail; a product with a pending approval is greyed and disabled', async () => {
    const queries = serve();
    renderWithProviders(<ProductListPage />, { route: '/products', preloadedState: authed(financeUser, ['view_products']) });
    const link = await screen.findByRole('link', { name: 'UNI-BIO-500' }, SLOW);
    expect(link).toHaveAttribute('href', '/view/products/list/UNI-BIO-500');
    expect(link.closest('.ag-row')).not.toHaveClass('product-row-pending');
    expect(screen.getByRole('link', { name: 'PFZ-NOR-5' }).closest('.ag-row')).toHaveClass('product-row-pending');
    expect(Object.fromEntries(queries[0])).toEqual({ page: '0', page_size: '50', order_by: 'product_code', direction: 'asc' });
    // Create New Product needs add_product.
    expect(screen.queryByRole('button', { name: 'Create New Product' })).not.toBeInTheDocument();
  });

  it('searches through the server with the spec\u2019s search_param', async () => {
    const queries = serve();
    renderWithProviders(<ProductListPage />, { route: '/products', preloadedState: authed(financeUser, ['view_products']) });
    await screen.findByRole('link', { name: 'UNI-BIO-500' }, SLOW);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'amlo{Enter}');
    await screen.findByRole('link', { name: 'UNI-BIO-500' });
    expect(queries.at(-1)!.get('search_param')).toBe('amlo');
  });

  it('without view_products shows the permission error instead of the grid; Create New Product opens the form', async () => {
    mswServer.use(http.get(API('/vendor-db/vendor-dropdown'), () => ok([])), http.get(API('/products/:lookup'), () => ok([])));
    renderWithProviders(<ProductListPage />, { route: '/products', preloadedState: authed(financeUser, ['add_product']) });
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied.');
    await userEvent.click(screen.getByRole('button', { name: 'Create New Product' }));
    expect(await screen.findByRole('dialog', { name: 'Create New Product' })).toBeInTheDocument();
    expect(screen.getByLabelText('Stock Level')).toHaveValue('20000');
  });

  it('CSV of the page: every cell quoted, formulas kept as text', () => {
    const csv = toCsv([{ ...row('=HYPERLINK("x")'), product_name: 'A "quoted" name' }]);
    const [header, line] = csv.split('\r\n');
    expect(header.startsWith('"Product Code","Product Name"')).toBe(true);
    expect(line.startsWith(`"'=HYPERLINK(""x"")","A ""quoted"" name"`)).toBe(true);
  });

  it('a CSV download starts with the UTF-8 byte-order mark, so Excel reads Ñ and ₱ right', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    downloadCsv('"Niño ₱"', 'products.csv');
    const blob = save.mock.calls[0][0] as Blob;
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('"Niño ₱"');
    save.mockRestore();
  });
});
