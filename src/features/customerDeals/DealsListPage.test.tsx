import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import DealsListPage from './DealsListPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { promoRow, regularRow } from './testData';

const SLOW = { timeout: 30_000 };
const VIEW = 'view_deals_and_discounts';
const CREATE = 'create_deals_and_discounts';

/** Each list answers the deals of its tab, as the server would; the queries asked are kept. */
function serve() {
  const queries: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/customers/deals/list/:tab'), ({ request, params }) => {
      queries.push({ tab: String(params.tab), ...Object.fromEntries(new URL(request.url).searchParams) });
      const rows = params.tab === 'regular' ? [regularRow] : [promoRow];
      return ok(rows, { total_rows: rows.length });
    }),
  );
  return queries;
}

const render = (tab: string, scopes: string[]) =>
  renderWithProviders(<DealsListPage />, { route: `/customers/deals-and-discounts/${tab}`, path: '/customers/deals-and-discounts/:tab', preloadedState: authed(financeUser, scopes) });

describe('Deals and Discounts lists', () => {
  it('lists the kind of the path: Promotional asks for promotional deals and offers a promotional deal', async () => {
    const queries = serve();
    render('promotional', [VIEW, CREATE]);
    expect(await screen.findByText('Watsons Ceelin back-to-school promo', {}, SLOW)).toBeInTheDocument();
    expect(queries[0]).toEqual({ tab: 'promotional', page: '0', page_size: '50', order_by: 'batch_no', direction: 'desc' });
    expect(screen.getAllByRole('link', { name: /^(Regular|Promotional|New \(For Approval\))$/ }).map((l) => l.textContent)).toEqual(['Regular', 'Promotional', 'New (For Approval)']);
    expect(screen.getByRole('link', { name: 'Promotional' })).toHaveAttribute('aria-current', 'page');
    for (const h of ['Deal No.', 'Deal Name', 'Type', 'Customers', 'Products', 'Valid From', 'Valid Until', 'Status', 'Created By']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByText('For Approval')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DD-000002' })).toHaveAttribute('href', '/customers/update/deals-and-discounts/2');
    expect(screen.getByRole('link', { name: 'Create Promotional Deal' })).toHaveAttribute('href', '/customers/create/deals-and-discounts?kind=promotional');
  });

  it('Regular lists regular deals; a search asks the server', async () => {
    const queries = serve();
    render('regular', [VIEW, CREATE]);
    expect(await screen.findByText('Mercury Drug 2026 standing terms', {}, SLOW)).toBeInTheDocument();
    expect(queries[0].tab).toBe('regular');
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Regular Deal' })).toHaveAttribute('href', '/customers/create/deals-and-discounts/regular');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search deals' }), 'mercury{Enter}');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ tab: 'regular', search: 'mercury' }));
  });

  it('New lists the deals waiting for approval of both kinds, opened for a decision; nothing is created from it', async () => {
    const queries = serve();
    render('new', [VIEW, CREATE]);
    expect(await screen.findByText('Watsons Ceelin back-to-school promo', {}, SLOW)).toBeInTheDocument();
    expect(queries[0].tab).toBe('new');
    expect(screen.getByRole('link', { name: 'DD-000002' })).toHaveAttribute('href', '/customers/update/deals-and-discounts/new/2');
    expect(screen.queryByRole('link', { name: /^Create/ })).not.toBeInTheDocument();
  });

  it('without the create scope there is no create link; without the view scope, no list', async () => {
    serve();
    render('regular', [VIEW]);
    await screen.findByText('Mercury Drug 2026 standing terms', {}, SLOW);
    expect(screen.queryByRole('link', { name: 'Create Regular Deal' })).not.toBeInTheDocument();
  });

  it('without the view scope the list is not asked for', async () => {
    const queries = serve();
    render('regular', []);
    expect(await screen.findByText(/Access denied\./)).toBeInTheDocument();
    expect(queries).toEqual([]);
  });
});
