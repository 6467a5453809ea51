import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CustomerDiscountRow, ProductForDiscount } from '../../../../../contract/customerDeals';
import type { CustomerDetail } from '../../../../../contract/customers';
import * as dialogs from '../../../../components/dialogs';
import ProductsDiscountsTab from './ProductsDiscountsTab';
import { authed, renderWithProviders } from '../../../../../tests/render';
import { tickOf } from '../../../../../tests/grid';
import { mswServer } from '../../../../../tests/msw/server';
import { API, ok } from '../../../../../tests/msw/envelope';
import { financeUser } from '../../../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const EDIT = ['get_customer', 'update_customer_discounts', 'create_deals_and_discounts'];
const biogesicRow: CustomerDiscountRow = {
  customer_discount_id: 11,
  customer_code: 'C-00001',
  product_id: 1,
  product_code: 'UNI-BIO-500',
  product_name: 'Biogesic 500mg Tablet',
  srp: '450.00',
  moq: 20,
  free: 1,
  discount: '5.00',
  rebate: '2.00',
  customer_discount_batch_hdr_id: 1,
  batch_no: 'DD-000001',
  valid_to: null,
};
const product = (id: number, code: string, name: string, special: string, unit: string): ProductForDiscount => ({ product_id: id, product_code: code, product_name: name, special_price: special, unit_price: unit });
// Biogesic is listed already (a row added meanwhile that the picker's answer still holds); Neozep has a special price, Solmux none.
const offered = [product(1, 'UNI-BIO-500', 'Biogesic 500mg Tablet', '0.00', '450.00'), product(2, 'UNI-NEO-TAB', 'Neozep Forte Tablet', '575.00', '600.00'), product(4, 'UNI-SOL-500', 'Solmux 500mg Capsule', '0.00', '1450.00')];

function serve() {
  const picker: Record<string, string>[] = [];
  const added: unknown[] = [];
  const updated: unknown[] = [];
  mswServer.use(
    http.get(API('/customer/C-00001/discounts'), () => ok([biogesicRow], { total_rows: 1 })),
    http.get(API('/customer/C-00001/discounts/products'), ({ request }) => {
      picker.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(offered, { total_rows: offered.length });
    }),
    http.post(API('/customer/C-00001/discounts/add'), async ({ request }) => {
      added.push(await request.json());
      return ok([], { code: '00003' });
    }),
    http.put(API('/customer/discounts/11'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      updated.push(body);
      return ok({ ...biogesicRow, ...body, batch_no: null }, { code: '00004' });
    }),
  );
  return { picker, added, updated };
}

const customer = { customer_id: 1, customer_code: 'C-00001' } as CustomerDetail;
const render = (scopes: string[] = EDIT) =>
  renderWithProviders(<ProductsDiscountsTab customer={customer} editing={false} reload={() => {}} />, { route: '/view/customer/C-00001', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Products & Discounts tab', () => {
  it('lists the spec’s columns, links the deal a row came from and offers to create or update deals', async () => {
    serve();
    render();
    expect(await screen.findByText('Biogesic 500mg Tablet', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Product Name', 'SRP', 'Quantity (MOQ)', 'Free Goods', 'Discount %', 'Rebate %', 'Deal', 'Remove']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByText('5.00%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DD-000001' })).toHaveAttribute('href', '/customers/update/deals-and-discounts/1');
    expect(screen.getByRole('link', { name: 'Create or Update Deals' })).toHaveAttribute('href', '/customers/create/deals-and-discounts/regular?customer=C-00001');
  });

  it('the picker skips products already listed, 100 a page; added products start at zero with SRP = special price if above zero, else unit price', async () => {
    const { picker, added } = serve();
    render();
    await screen.findByText('Biogesic 500mg Tablet', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Products' }));
    const modal = await screen.findByRole('dialog', { name: /Add Products/ });
    expect(await within(modal).findByText('Neozep Forte Tablet', {}, SLOW)).toBeInTheDocument();
    expect(picker[0]).toEqual({ page: '0', page_size: '100' });
    expect(within(modal).queryByText('Biogesic 500mg Tablet')).not.toBeInTheDocument();
    const neozepRow = within(modal).getByText('Neozep Forte Tablet').closest('[role="row"]') as HTMLElement;
    expect(within(neozepRow).getAllByText('575.00')).toHaveLength(2);
    await userEvent.click(await tickOf('Neozep Forte Tablet'));
    await userEvent.click(await tickOf('Solmux 500mg Capsule'));
    await userEvent.click(within(modal).getByRole('button', { name: 'Add Selected (2)' }));
    await waitFor(() =>
      expect(added).toEqual([
        {
          products: [
            { product_id: 2, srp: '575.00', moq: 0, free: 0, discount: '0.00', rebate: '0.00' },
            { product_id: 4, srp: '1450.00', moq: 0, free: 0, discount: '0.00', rebate: '0.00' },
          ],
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Add Products/ })).not.toBeInTheDocument());
  });

  it('saves an edited value with the row’s other values; a value out of range is refused before sending', async () => {
    const { updated } = serve();
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    render();
    const cell = await screen.findByRole('gridcell', { name: '5.00%' }, SLOW);
    await userEvent.dblClick(cell);
    const editor = await within(cell).findByRole('textbox');
    await userEvent.clear(editor);
    await userEvent.type(editor, '101{Enter}');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Oops...', 'Discount % must be a percentage from 0 to 100.'));
    expect(updated).toEqual([]);
    const again = await screen.findByRole('gridcell', { name: '5.00%' });
    await userEvent.dblClick(again);
    const editor2 = await within(again).findByRole('textbox');
    await userEvent.clear(editor2);
    await userEvent.type(editor2, '7.5{Enter}');
    await waitFor(() => expect(updated).toEqual([{ srp: '450.00', moq: 20, free: 1, discount: '7.50', rebate: '2.00' }]));
  });

  it('removes a row after a confirmation', async () => {
    serve();
    const removed: string[] = [];
    mswServer.use(
      http.delete(API('/customer/discounts/:id'), ({ params }) => {
        removed.push(String(params.id));
        return ok('Product removed.', { code: '00006' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const { router } = render();
    await userEvent.click(await screen.findByRole('link', { name: 'Remove Biogesic 500mg Tablet' }, SLOW));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Remove product?', "Remove Biogesic 500mg Tablet from this customer's products and discounts?", 'Yes, remove'));
    expect(router.state.location.search).toBe('');
    expect(removed).toEqual([]);
    await userEvent.click(screen.getByRole('link', { name: 'Remove Biogesic 500mg Tablet' }));
    await waitFor(() => expect(removed).toEqual(['11']));
  });

  it('read-only without update_customer_discounts: no Add Products, no Remove, no deal link without the create scope', async () => {
    serve();
    render(['get_customer']);
    await screen.findByText('Biogesic 500mg Tablet', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Add Products' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create or Update Deals' })).not.toBeInTheDocument();
  });
});
