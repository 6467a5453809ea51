import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import type { CustomerProductCodeRow } from '../../../contract/customerProductCodes';
import * as dialogs from '../../components/dialogs';
import ProductMaintenancePage from './ProductMaintenancePage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { biogesic, mercury } from './testData';

const SLOW = { timeout: 30_000 };
const VIEW = 'view_smpp_product_maintenance';
const UPDATE = 'update_customer_product_code';
const P = '/product-legacy-maintenance';

/** The list and the customer options, as the contract answers them; the queries asked are kept. */
function serve(rows: CustomerProductCodeRow[] = [biogesic]) {
  const lists: Record<string, string>[] = [];
  mswServer.use(
    http.get(API(`${P}/list`), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(rows, { total_rows: rows.length });
    }),
    http.get(API(`${P}/dropdown_customers`), () => ok([mercury])),
  );
  return { lists };
}

const render = (scopes: string[], route = '/customers/smpp-product-maintenance') =>
  renderWithProviders(<ProductMaintenancePage />, { route, path: '/customers/smpp-product-maintenance', preloadedState: authed(financeUser, scopes) });

/** Double-click a cell (or, from the keyboard, focus it and press Enter), type, Enter: as a person edits the grid. */
async function editCell(text: string, typed: string, how: 'mouse' | 'keyboard' = 'mouse') {
  const cell = await screen.findByRole('gridcell', { name: text }, SLOW);
  if (how === 'mouse') await userEvent.dblClick(cell);
  else {
    await userEvent.click(cell);
    await userEvent.keyboard('{Enter}');
  }
  const editor = await within(cell).findByRole('textbox');
  await userEvent.clear(editor);
  await userEvent.type(editor, `${typed}{Enter}`);
}

afterEach(() => vi.restoreAllMocks());

describe('Product Maintenance', () => {
  it('shows the General tab, the note, the spec’s columns, and filters by customer', async () => {
    const { lists } = serve();
    render([VIEW, UPDATE]);
    expect(screen.getByRole('heading', { name: 'Product Maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Double-click a cell to edit the Customer Product Code.')).toBeInTheDocument();
    expect(await screen.findByText('Mercury Drug - Quezon Ave', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Customer Name', 'Customer Code', 'Customer Product Code', 'Template Product Name', 'Internal Product Name', 'Internal Product Code', 'Details']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(lists[0]).toEqual({ page: '0', page_size: '50', order_by: 'customer_name', direction: 'asc' });
    // Without the export and import scopes there is no Actions menu.
    expect(screen.queryByRole('button', { name: 'Actions' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'mercury');
    await userEvent.click(await screen.findByRole('option', { name: 'C-00001 - Mercury Drug - Quezon Ave' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ customer_id: '1' }));
  });

  it('read-only without the update scope: no note, no Details, no Add', async () => {
    serve();
    render([VIEW]);
    await screen.findByText('Mercury Drug - Quezon Ave', {}, SLOW);
    expect(screen.queryByText(/Double-click a cell/)).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Customer Product' })).not.toBeInTheDocument();
  });

  it('a list that fails says "Please try again later."', async () => {
    mswServer.use(http.get(API(`${P}/list`), () => HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 })));
    const error = vi.spyOn(toast, 'error');
    render([VIEW]);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Please try again later.', { toastId: 'cpc-list' }), SLOW);
  });

  it('without the view scope says so', () => {
    serve();
    render([]);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });

  it('saves an edited cell, says so for one second and reads the list again', async () => {
    const { lists } = serve();
    const saved: unknown[] = [];
    mswServer.use(
      http.post(API(`${P}/save`), async ({ request }) => {
        saved.push(await request.json());
        return ok({ ...biogesic, smpp_product_code: 'MDQ-999' }, { code: '00004' });
      }),
    );
    const success = vi.spyOn(toast, 'success');
    render([VIEW, UPDATE]);
    await editCell('MDQ-100231', 'MDQ-999');
    await waitFor(() => expect(saved).toEqual([{ internal_product_code: 'UNI-BIO-500', customer_code: 'C-00001', field: 'smpp_product_code', value: 'MDQ-999' }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Customer product code saved.', { autoClose: 1000 }));
    await waitFor(() => expect(lists.length).toBeGreaterThan(1));
  });

  it('edits from the keyboard too; an unknown row says "Record not found." and the cell keeps its old value', async () => {
    serve();
    mswServer.use(http.post(API(`${P}/save`), () => HttpResponse.json({ code: '00002', result: 'Record not found.' }, { status: 404 })));
    const error = vi.spyOn(toast, 'error');
    render([VIEW, UPDATE]);
    await editCell('BIOGESIC 500MG TAB', 'BIOGESIC TAB', 'keyboard');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Record not found.'));
    expect(await screen.findByRole('gridcell', { name: 'BIOGESIC 500MG TAB' })).toBeInTheDocument();
  });

  it('a refused edit shows the server text in an Error dialog; a blank code is refused before sending', async () => {
    serve();
    const saved: unknown[] = [];
    mswServer.use(
      http.post(API(`${P}/save`), async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ code: '00001', result: ['Customer product code MDQ-100245 is already used for another product of this customer.'] }, { status: 422 });
      }),
    );
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    render([VIEW, UPDATE]);
    await editCell('MDQ-100231', 'MDQ-100245');
    await waitFor(() => expect(oops).toHaveBeenCalledWith('Error', 'Customer product code MDQ-100245 is already used for another product of this customer.'));
    await editCell('MDQ-100231', ' ');
    await waitFor(() => expect(oops).toHaveBeenLastCalledWith('Error', 'Customer product code is required.'));
    expect(saved).toHaveLength(1);
  });
});
