import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ProductListRow } from '../../../contract/products';
import ProductDetailPage from './ProductDetailPage';
import ProductListPage from './ProductListPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { formBody } from '../../../tests/msw/formBody';
import { financeUser } from '../../../tests/msw/fixtures';
import { LOOKUPS, productDetail } from './testData';

/**
 * Spec 001 §9: reads go through the cache (fresh for 5 minutes, not asked
 * again on mount); a save makes the reads it changed stale, and only those
 * are asked again.
 */

vi.mock('./forecast/ForecastTab', () => ({ default: () => <div>Forecast tab</div> }));
vi.mock('./purchaseLogs/PurchaseLogsTab', () => ({ default: () => <div>Purchase logs tab</div> }));

const SLOW = { timeout: 30_000 };
const LOOKUP_PATHS = ['/vendor-db/vendor-dropdown', '/products/segment', '/products/group', '/products/unit', '/products/packaging'] as const;
const row = (code: string, pending: string[] = []): ProductListRow => ({
  product_id: code.length, product_code: code, product_name: `${code} name`, brand_name: 'Paracetamol', supplier_id: 1, supplier: 'V-0001 - United Laboratories',
  segment: 'OTC', group: 'Analgesics', packaging: 'Box', qty_per_pack: 100, stock_level: 1500, cpr_no: 'DRP-1', cpr_expiry: '2027-06-30', active: 1, has_pending_approval: pending,
});
const LOOKUP_ANSWERS: Record<(typeof LOOKUP_PATHS)[number], unknown> = {
  '/vendor-db/vendor-dropdown': LOOKUPS.vendors,
  '/products/segment': LOOKUPS.segments,
  '/products/group': LOOKUPS.groups,
  '/products/unit': LOOKUPS.units,
  '/products/packaging': LOOKUPS.packaging,
};

/** Counts every call: the lookups, the list (its answer grows once a product is saved), the detail. */
function serve() {
  const calls: Record<string, number> = {};
  const count = (key: string) => (calls[key] = (calls[key] ?? 0) + 1);
  const products = [row('UNI-BIO-500')];
  const saved: Record<string, unknown>[] = [];
  let detail = productDetail();
  mswServer.use(
    ...LOOKUP_PATHS.map((path) => http.get(API(path), () => (count(path), ok(LOOKUP_ANSWERS[path])))),
    http.get(API('/products'), () => (count('list'), ok(products, { total_rows: products.length }))),
    http.get(API('/products/id/:code'), () => (count('detail'), ok(detail))),
    http.post(API('/products/add'), async ({ request }) => {
      const { fields } = await formBody(request);
      saved.push(fields);
      products.push(row(String(fields.product_code)));
      return ok({ id: 9, approval_code: null }, { code: '00012' });
    }),
    http.post(API('/products/submit/updated'), async ({ request }) => {
      saved.push((await formBody(request)).fields);
      detail = productDetail({ has_pending_approval: ['PU-000009'] });
      return ok({ id: 9, product_update_no: 'PU-000009' }, { code: '00004' });
    }),
  );
  return { calls, saved };
}

afterEach(() => vi.restoreAllMocks());

describe('the product screens on the cache', () => {
  it('reads the form dropdowns once, however many times the product form is opened', async () => {
    const { calls } = serve();
    renderWithProviders(<ProductListPage />, { route: '/products', preloadedState: authed(financeUser, ['view_products', 'add_product']) });
    await screen.findByRole('link', { name: 'UNI-BIO-500' }, SLOW);

    for (let mount = 1; mount <= 2; mount++) {
      await userEvent.click(screen.getByRole('button', { name: 'Create New Product' }));
      const form = await screen.findByRole('dialog', { name: 'Create New Product' });
      expect(await within(form).findByRole('option', { name: 'V-0002 - Pfizer' })).toBeInTheDocument();
      expect(within(form).getByRole('option', { name: 'Others' })).toBeInTheDocument();
      await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create New Product' })).not.toBeInTheDocument());
    }
    for (const path of LOOKUP_PATHS) expect(calls[path], path).toBe(1);
    // Nothing was saved: the list was not asked again either.
    expect(calls.list).toBe(1);
  });

  it("a saved product makes the list stale: it is read again and shows the new row, with no reload of the page", async () => {
    const { calls, saved } = serve();
    renderWithProviders(<ProductListPage />, { route: '/products', preloadedState: authed(financeUser, ['view_products', 'add_product']) });
    await screen.findByRole('link', { name: 'UNI-BIO-500' }, SLOW);
    expect(calls.list).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Create New Product' }));
    const form = await screen.findByRole('dialog', { name: 'Create New Product' });
    await within(form).findByRole('option', { name: 'Box' });
    await userEvent.type(within(form).getByLabelText('Product Code'), 'TST-NEW-001');
    await userEvent.type(within(form).getByLabelText(/^Product Name/), 'Test Paracetamol');
    await userEvent.type(within(form).getByLabelText(/^Brand Name/), 'Paracetamol');
    await userEvent.selectOptions(within(form).getByLabelText('Packaging *'), 'Box');
    await userEvent.type(within(form).getByLabelText(/^Qty per Pack/), '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByRole('link', { name: 'TST-NEW-001' }, SLOW)).toHaveAttribute('href', '/view/products/list/TST-NEW-001');
    expect(saved).toEqual([expect.objectContaining({ product_code: 'TST-NEW-001', is_submit: '0', category: 'CREATED' })]);
    expect(calls.list).toBe(2);
    expect(screen.queryByRole('dialog', { name: 'Create New Product' })).not.toBeInTheDocument();
  });

  it('a change saved from the detail page reads the product and the sidebar again; the edit ends on the product as stored', async () => {
    const { calls, saved } = serve();
    renderWithProviders(<ProductDetailPage />, {
      route: '/view/products/list/UNI-BIO-500',
      path: '/view/products/list/:product_code',
      preloadedState: authed(financeUser, ['view_products', 'get_specific_product', 'update_product']),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, SLOW));
    await screen.findByRole('link', { name: /UNI-BIO-500/ });
    expect(calls).toMatchObject({ detail: 1, list: 1 });
    const name = screen.getByLabelText(/^Product Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Biogesic Forte');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Pending Update Approval')).toBeInTheDocument();
    expect(saved[0]).toMatchObject({ is_submit: '2', category: 'UPDATED', product_name: 'Biogesic Forte' });
    expect(calls).toMatchObject({ detail: 2, list: 2 });
    // Read-only again, showing the product as the server has it (the change waits for approval).
    expect(screen.getByLabelText(/^Product Name/)).toBeDisabled();
    expect(screen.getByLabelText(/^Product Name/)).toHaveValue('Biogesic 500mg Tablet');
    for (const path of LOOKUP_PATHS) expect(calls[path], path).toBe(1);
  });
});
