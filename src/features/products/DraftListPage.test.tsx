import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { DraftRow } from '../../../contract/products';
import DraftListPage from './DraftListPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { pageTick, tickOf } from '../../../tests/grid';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const draft = (id: number, code: string): DraftRow => ({
  id, category: 'CREATED', product_code: code, product_name: `${code} name`, brand_name: 'Paracetamol', supplier: 'V-0001 - United Laboratories',
  segment: 'OTC', group: 'Analgesics', packaging: 'Box', qty_per_pack: 100, stock_level: 20000, cpr_no: 'DRP-1', cpr_expiry: '2027-06-30',
  created_by: 'Cristina Villanueva', updated_at: '2026-03-01T01:00:00.000Z',
});

function serve() {
  const queries: URLSearchParams[] = [];
  mswServer.use(
    http.get(API('/products/draft/list'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      queries.push(q);
      return q.get('search') === 'alx' ? ok([draft(3, 'UNI-ALX-500')], { total_rows: 1 }) : ok([draft(2, 'UNI-BIO-500'), draft(1, 'PFZ-NOR-5')], { total_rows: 2 });
    }),
  );
  return queries;
}

const open = () => renderWithProviders(<DraftListPage />, { route: '/draft/list/products', preloadedState: authed(financeUser, ['view_products']) });
const box = (code: string) => tickOf(code);
const count = () => screen.getByTestId('draft-selection-count').textContent;

afterEach(() => vi.restoreAllMocks());

describe('Products Draft Masterlist', () => {
  it('keeps what it did: title, drafts from the server newest first, a Draft Product link per row', async () => {
    const queries = serve();
    open();
    expect(screen.getByRole('heading', { name: 'Products Draft Masterlist' })).toBeInTheDocument();
    const links = await screen.findAllByRole('link', { name: 'Draft Product' }, SLOW);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/draft/products/2', '/draft/products/1']);
    expect(Object.fromEntries(queries[0])).toEqual({ page: '0', page_size: '50', order_by: 'id', direction: 'desc' });
  });

  it('checks drafts one by one or the whole page; the count follows and Clear Selection empties it', async () => {
    serve();
    open();
    await tickOf('UNI-BIO-500');
    const page = pageTick();
    expect(count()).toBe('0 selected');
    expect(screen.getByRole('button', { name: 'Export Selected' })).toBeDisabled();

    await userEvent.click(await box('UNI-BIO-500'));
    await waitFor(async () => expect(await box('UNI-BIO-500')).toBeChecked());
    await waitFor(async () => expect(await box('PFZ-NOR-5')).not.toBeChecked());
    expect(count()).toBe('1 selected');
    expect(page).not.toBeChecked();
    expect((page as HTMLInputElement).indeterminate).toBe(true);

    await userEvent.click(page);
    await waitFor(async () => expect(await box('PFZ-NOR-5')).toBeChecked());
    await waitFor(() => expect(page).toBeChecked());
    expect(count()).toBe('2 selected');

    await userEvent.click(page);
    await waitFor(async () => expect(await box('UNI-BIO-500')).not.toBeChecked());
    expect(count()).toBe('0 selected');

    await userEvent.click(await box('PFZ-NOR-5'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Selection' }));
    await waitFor(async () => expect(await box('PFZ-NOR-5')).not.toBeChecked());
    expect(count()).toBe('0 selected');
  });

  it('keeps the selection across searches and exports the checked drafts as CSV', async () => {
    serve();
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (blobs.push(b), 'blob:drafts'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open();
    await tickOf('UNI-BIO-500');
    await userEvent.click(await box('UNI-BIO-500'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search drafts' }), 'alx{Enter}');
    await tickOf('UNI-ALX-500');
    await userEvent.click(await box('UNI-ALX-500'));
    expect(count()).toBe('2 selected');

    await userEvent.click(screen.getByRole('button', { name: 'Export Selected' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const [header, ...lines] = (await blobs[0].text()).split('\r\n');
    expect(header).toBe('"Product Code","Product Name","Brand Name","Supplier","Product Segment","Product Group","Packaging","Qty per Pack","Stock Level","CPR Number","CPR Expiry"');
    expect(lines.map((l) => l.split(',')[0])).toEqual(['"UNI-BIO-500"', '"UNI-ALX-500"']);
  });
});
