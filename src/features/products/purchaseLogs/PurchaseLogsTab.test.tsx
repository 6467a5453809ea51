import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ToastContainer } from 'react-toastify';
import type { PurchaseLogRow } from '../../../../contract/purchasing';
import PurchaseLogsTab from './PurchaseLogsTab';
import { authed, renderWithProviders } from '../../../../tests/render';
import { mswServer } from '../../../../tests/msw/server';
import { API, invalid, ok } from '../../../../tests/msw/envelope';
import { financeUser } from '../../../../tests/msw/fixtures';

type Body = Record<string, unknown>;
const SLOW = { timeout: 30_000 };
const log: PurchaseLogRow = {
  source: 'RR', log_id: 7, log_date: '2026-11-16', rr_no: 'RR-0000123', product_name: 'Biogesic 500mg Tablet', product_code: 'UNI-BIO-500',
  batch: 'B261116-001', quantity_ordered: 55, received_quantity: 55, unit_price: '310.00', unit_vat: '37.20', unit_vat_inclusive: '347.20',
  total_vat: '2046.00', unit_vat_exclusive: '310.00', free_goods: 0, diluted_cost: '310.00', expiry_date: '2028-11-16', manufacturing_date: '2026-09-17',
};

function serve() {
  const lists: Body[] = [];
  const created: Body[] = [];
  mswServer.use(
    http.post(API('/purchase-logs/list'), async ({ request }) => {
      lists.push((await request.json()) as Body);
      return ok([log], { total_rows: 1 });
    }),
    http.post(API('/purchase-logs/create'), async ({ request }) => {
      const body = (await request.json()) as Body;
      created.push(body);
      return body.batch === 'DUP' ? invalid(['Batch DUP was already logged.']) : ok({ ...log, source: 'LOG', batch: body.batch });
    }),
  );
  return { lists, created };
}

const render = (scopes = ['view_products', 'add_purchase_log']) =>
  renderWithProviders(
    <>
      <PurchaseLogsTab productCode="UNI-BIO-500" productId={1} supplierId={1} />
      <ToastContainer />
    </>,
    { route: '/p', preloadedState: authed(financeUser, scopes) },
  );

afterEach(() => vi.restoreAllMocks());

describe('Purchase Logs tab', () => {
  it('pages the product logs on the server, newest first, and filters', async () => {
    const { lists } = serve();
    render();
    expect(await screen.findByText('RR-0000123', {}, SLOW)).toBeInTheDocument();
    expect(lists[0]).toEqual({ product_id: 1, page: 0, page_size: 50, order_by: 'log_date', direction: 'desc' });
    expect(screen.getByText('2,046.00')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search purchase logs'), 'B2611');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ product_id: 1, filter: 'B2611', page: 0 }));
  });

  it('create-log form: numbers at least 0 checked before sending; server messages shown; a saved log reloads the list', async () => {
    const { lists, created } = serve();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Purchase Log' }));
    const form = screen.getByRole('dialog', { name: 'Add Purchase Log' });
    expect(within(form).getByLabelText('Received Quantity')).toHaveAttribute('min', '0');
    await userEvent.type(within(form).getByLabelText('Batch'), 'DUP');
    for (const [label, value] of [['Quantity Ordered', '10'], ['Received Quantity', '-1'], ['Unit Price', '310'], ['Unit Cost (VAT Inclusive)', '347.20'], ['Unit Cost (VAT Exclusive)', '310'], ['Diluted Cost', '310']]) {
      await userEvent.type(within(form).getByLabelText(label), value);
    }
    await waitFor(() => expect(within(form).getByLabelText(/Expiry Date/)).toBeEnabled(), SLOW);
    await userEvent.type(within(form).getByLabelText(/Manufacturing Date/), '2026-01-01');
    await userEvent.type(within(form).getByLabelText(/Expiry Date/), '2028-01-01');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Received quantity must not be negative.');
    expect(created).toHaveLength(0);

    await userEvent.clear(within(form).getByLabelText('Received Quantity'));
    await userEvent.type(within(form).getByLabelText('Received Quantity'), '10');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Batch DUP was already logged.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Batch')).toHaveValue('DUP');

    await userEvent.clear(within(form).getByLabelText('Batch'));
    await userEvent.type(within(form).getByLabelText('Batch'), 'NEW-1');
    const before = lists.length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Purchase Log' })).not.toBeInTheDocument());
    expect(created.at(-1)).toMatchObject({ product_id: 1, batch: 'NEW-1', quantity_ordered: 10, received_quantity: 10, unit_price: '310', expiry_date: '2028-01-01' });
    await waitFor(() => expect(lists.length).toBe(before + 1));
  });

  it('no Add Purchase Log without add_purchase_log', async () => {
    serve();
    render(['view_products']);
    await screen.findByText('RR-0000123', {}, SLOW);
    expect(screen.queryByRole('button', { name: 'Add Purchase Log' })).not.toBeInTheDocument();
  });
});
