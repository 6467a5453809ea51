import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import { browser } from '../../components/export/runExport';
import VendorListPage from './VendorListPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { meralco, unilab } from './testData';

const SLOW = { timeout: 30_000 };

function serve() {
  const lists: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/vendors'), ({ request }) => {
      const q = Object.fromEntries(new URL(request.url).searchParams);
      lists.push(q);
      return ok(q.category_id === '1' ? [unilab] : [unilab, meralco], { total_rows: q.category_id === '1' ? 1 : 2 });
    }),
    http.get(API('/vendor-lookups/categories'), () => ok([{ category_id: 1, label: 'Suppliers' }, { category_id: 2, label: 'Vendors' }, { category_id: 3, label: 'Payees' }])),
    http.get(API('/vendor-lookups/provinces'), () => ok([{ province_id: 813, province: 'Quezon City' }])),
    http.get(API('/vendor-lookups/banks'), () => ok([{ bank_id: 1, label: 'BDO - BDO Unibank, Inc.' }])),
    http.get(API('/vendor-lookups/atc-codes'), () => ok([{ atc_code: 'WC158', label: 'WC158 - 1.00% - goods', description: 'goods', rate: '1.00', payee_type: 'corporate' }])),
  );
  return { lists };
}
const render = (route: string, scopes: string[]) => renderWithProviders(<VendorListPage />, { route, preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Vendors, Suppliers, Payees', () => {
  it('lists every vendor with readable headers, a category filter and links to each vendor', async () => {
    const { lists } = serve();
    render('/vsp/vendors', ['view_vendors']);
    expect(await screen.findByText('Manila Electric Company', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vendors' })).toBeInTheDocument();
    for (const h of ['Vendor Code', 'Registered Name', 'Categories', 'TIN', 'Registered Address', 'Terms (Days)', 'ATC', 'Status']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: 'Account Number' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'V-0009' })).toHaveAttribute('href', '/vsp/9');
    expect(await screen.findByRole('option', { name: 'Payees' })).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ order_by: 'vendor_code', direction: 'asc', active: 'all' });
    expect(lists[0].category_id).toBeUndefined();
    // The purchaser reads: no Add, and Export comes with the view scope.
    expect(screen.queryByRole('button', { name: 'Add Vendor' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('the suppliers list fixes its category; a new record there starts as a supplier; the form shows its own and the server checks', async () => {
    const { lists } = serve();
    const posted: Record<string, unknown>[] = [];
    mswServer.use(
      http.post(API('/vendors'), async ({ request }) => {
        posted.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json({ code: '00001', result: ['Another vendor already has this TIN.'], fields: { tin: ['Another vendor already has this TIN.'] } }, { status: 422 });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render('/vsp/supplier', ['view_vendors', 'add_vendor', 'update_vendor']);
    expect(await screen.findByText('United Laboratories, Inc.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suppliers' })).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ category_id: '1' });
    expect(screen.queryByRole('option', { name: 'Payees' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Vendor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Vendor' });
    expect(within(dialog).getByLabelText('Supplier (sells us stock)')).toBeChecked();
    await userEvent.type(within(dialog).getByLabelText('TIN'), '123');
    await userEvent.type(within(dialog).getByLabelText('ZIP Code'), '12');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Vendor code is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Registered name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('TIN must look like 000-000-000-000 (or with a 5-digit branch code, 000-000-000-00000).')).toBeInTheDocument();
    expect(within(dialog).getByText('ZIP code must be 4 digits.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Vendor Code'), 'v-0201');
    await userEvent.type(within(dialog).getByLabelText('Registered Name'), 'Medichem Trading');
    await userEvent.clear(within(dialog).getByLabelText('TIN'));
    await userEvent.type(within(dialog).getByLabelText('TIN'), '000-135-477-000');
    await userEvent.clear(within(dialog).getByLabelText('ZIP Code'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Another vendor already has this TIN.')).toBeInTheDocument();
    expect(posted[0]).toMatchObject({ vendor_code: 'V-0201', company_name: 'Medichem Trading', is_supplier: true, is_payee: false, payment_terms_days: 30, vat_registration: 'vat', tin: '000-135-477-000' });
    expect(posted[0]).not.toHaveProperty('category_id');
  });

  it('exports the list with its search, category and sort', async () => {
    serve();
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    let body: unknown;
    mswServer.use(
      http.post(API('/vendors/export'), async ({ request }) => {
        body = await request.json();
        return ok('/api/downloads/vend1');
      }),
      http.get(API('/downloads/vend1'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="vendors_2026-03-02.xlsx"' } })),
    );
    render('/vsp/payee?search=water&order_by=company_name&direction=desc', ['view_vendors']);
    await screen.findByText('Manila Electric Company', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'vendors_2026-03-02.xlsx'));
    expect(body).toEqual({ search: 'water', active: 'all', category_id: 3, order_by: 'company_name', direction: 'desc' });
  });

  it('without view_vendors shows the permission message', () => {
    serve();
    render('/vsp/vendors', ['view_banks']);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });
});
