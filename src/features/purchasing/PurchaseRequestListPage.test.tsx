import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { PrListRow } from '../../../contract/purchasing';
import PurchaseRequestListPage from './PurchaseRequestListPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const row: PrListRow = {
  pr_hdr_id: 4, pr_no: 'PR-000004', pr_date: '2026-10-05', requester_name: 'Cristina Villanueva', item_description: 'Alaxan FR Capsule, Solmux 500mg Capsule',
  estimated_delivery_date: '2026-12-01', particulars: 'Approved stock order.', supplier_name: 'United Laboratories, Inc.', grand_total: '15456.00',
  status: 1, po_hdr_id: 1, po_no: 'PO-S000001', po_approved_status: 0,
};

function serve() {
  const queries: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/purchase-requests/list/:tab'), ({ request, params }) => {
      queries.push({ tab: String(params.tab), ...Object.fromEntries(new URL(request.url).searchParams) });
      return ok([row], { total_rows: 1 });
    }),
    http.get(API('/purchase-orders/1/trail'), () =>
      ok([{ log_trail_id: 1, user_details: { employee_name: 'Antonio Bautista' }, remarks: 'Purchase order PO-S000001 created from approved purchase request PR-000004.', date_time: '2026-10-07 10:00:00', po_hdr_id: 1 }]),
    ),
  );
  return queries;
}

const render = (tab: string, scopes: string[]) =>
  renderWithProviders(<PurchaseRequestListPage />, {
    route: `/purchasing/purchaseRequest/${tab}`,
    path: '/purchasing/purchaseRequest/:tab',
    preloadedState: authed(financeUser, scopes),
  });

afterEach(() => vi.restoreAllMocks());

describe('Purchase request lists', () => {
  it('shows only the tabs the user may view, lists the tab, names the PO status (spec spelling)', async () => {
    const queries = serve();
    render('approved', ['view_pending_purchase_request_list', 'view_approved_purchase_request_list']);
    expect(await screen.findByText('Alaxan FR Capsule, Solmux 500mg Capsule', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /PR's$/ }).map((l) => l.textContent)).toEqual(["For Approval PR's", "Approved PR's"]);
    expect(screen.getByRole('link', { name: 'PR-000004' })).toHaveAttribute('href', '/purchasing/purchaseRequest/show/4');
    expect(queries[0]).toMatchObject({ tab: 'approved', page: '0', page_size: '50', order_by: 'pr_no', direction: 'desc' });
    for (const h of ['Requester', 'Item Description', 'Date Needed', 'Particulars', 'PO Status']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Purchase Request' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Officer Aproval' }));
    const modal = await screen.findByRole('dialog', { name: 'Purchase Order Trail Logs' });
    expect(await within(modal).findByText('Purchase order PO-S000001 created from approved purchase request PR-000004.')).toBeInTheDocument();
  });

  it('searches by PR number and clears; offers Create Purchase Request with can_create', async () => {
    const queries = serve();
    const { router } = render('approval', ['view_pending_purchase_request_list', 'can_create_purchase_request']);
    await screen.findByText('PR-000004', {}, SLOW);
    expect(screen.getByRole('link', { name: 'Create Purchase Request' })).toHaveAttribute('href', '/purchasing/purchaseRequest/create');
    await userEvent.type(screen.getByLabelText('PR number'), '0004');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ tab: 'approval', search: '0004' }));
    expect(router.state.location.search).toContain('search=0004');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(queries.at(-1)?.search).toBeUndefined());
    expect(screen.getByLabelText('PR number')).toHaveValue('');
  });

  it('a tab without its view scope shows the permission error', async () => {
    serve();
    render('cancelled', ['view_pending_purchase_request_list']);
    expect(await screen.findByText(/Access denied/)).toBeInTheDocument();
  });
});
