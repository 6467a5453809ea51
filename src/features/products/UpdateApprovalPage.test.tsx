import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ProductUpdateRow } from '../../../contract/products';
import UpdateApprovalPage from './UpdateApprovalPage';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { updateRow } from './testData';

const SLOW = { timeout: 30_000 };
const approved = updateRow({ id: 8, product_update_no: 'PU-000008', status: 2, approved_at: '2026-03-03T02:00:00Z', user_reviewer: 'Antonio Bautista' });

/** The server: the pending update waits until decided; every list request and decision is recorded. */
function serve(opts: { refuse?: string } = {}) {
  const lists: Record<string, string>[] = [];
  const decided: string[] = [];
  let pending: ProductUpdateRow[] = [updateRow()];
  mswServer.use(
    http.get(API('/products/update-approval/:tab'), ({ params, request }) => {
      lists.push({ tab: String(params.tab), ...Object.fromEntries(new URL(request.url).searchParams) });
      const rows = params.tab === 'approved' ? [approved] : params.tab === 'approval' ? pending : [];
      return ok(rows, { total_rows: rows.length });
    }),
    http.post(API('/products/update-approval/:no/:decision'), ({ params }) => {
      if (opts.refuse) return fail('00005', [opts.refuse], 409);
      decided.push(`${params.no} ${params.decision}`);
      pending = pending.filter((r) => r.product_update_no !== params.no);
      return ok({ product_update_no: params.no }, { code: params.decision === 'approve' ? '00004' : '00000' });
    }),
  );
  return { lists, decided };
}

const render = (scopes = ['approve_product'], route = '/products/update-approval') =>
  renderWithProviders(<UpdateApprovalPage />, { route, path: '/products/update-approval', preloadedState: authed(financeUser, scopes) });

const TABS = ['Product Update Details for Approval', 'Approved Updates', 'Declined Updates'];
const HEADERS = ['Update No.', 'Product Code', 'Product Name', 'Supplier', 'Date Updated', 'Updated By', 'Approved At', 'Declined At', 'Reviewer'];

afterEach(() => vi.restoreAllMocks());

describe('Product update approval', () => {
  it("shows the workflow's tabs and readable headers; a pending row opens its details with the change table in red", async () => {
    const { lists } = serve();
    render();
    expect(await screen.findByText('PU-000007', {}, SLOW)).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Product Update Approval' })).getAllByRole('link');
    expect(tabs.map((l) => l.textContent)).toEqual(TABS);
    expect(tabs[1]).toHaveAttribute('href', '/products/update-approval?tab=approved');
    for (const h of HEADERS) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    // No raw field names as headers.
    for (const raw of ['product_update_no', 'approved_at', 'user_reviewer', 'id']) expect(screen.queryByRole('columnheader', { name: raw })).not.toBeInTheDocument();
    expect(lists[0]).toMatchObject({ tab: 'approval', page: '0', page_size: '50', order_by: 'product_update_no', direction: 'desc' });

    await userEvent.click(screen.getByText('PU-000007'));
    const modal = await screen.findByRole('dialog', { name: 'Product Update Details for Approval' });
    for (const s of ['Product Information', 'Product Payment Terms', 'Inventory', 'Price & Cost']) expect(within(modal).getByRole('heading', { name: s })).toBeInTheDocument();
    const changes = within(modal).getByRole('table', { name: 'Changes' });
    const nameRow = within(changes).getByText('Product Name').closest('tr')!;
    expect(nameRow).toHaveClass('change-row-changed');
    expect(nameRow).toHaveTextContent('Biogesic 500mg TabletBiogesic 500mg Caplet');
    expect(within(changes).getByText('V-0002 - Pfizer')).toBeInTheDocument();
    // In the sections, changed fields are red and the others are not.
    expect(within(modal).getByText('Product Name:').closest('div')).toHaveClass('text-danger');
    expect(within(modal).getByText('Supplier:').closest('div')).toHaveClass('text-danger');
    expect(within(modal).getByText('Brand Name:').closest('div')).not.toHaveClass('text-danger');
    // The workflow's actions at For Approval, in its order.
    expect(within(modal).getAllByRole('button').map((b) => b.textContent)).toEqual(expect.arrayContaining(['Approved', 'Declined', 'Close']));
  });

  it("declines after the workflow's confirmation; the list is read again through the cache and the row is gone", async () => {
    const { lists, decided } = serve();
    render();
    await userEvent.click(await screen.findByText('PU-000007', {}, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'Product Update Details for Approval' });
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const before = lists.filter((q) => q.tab === 'approval').length;
    await userEvent.click(within(modal).getByRole('button', { name: 'Declined' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Decline this product update? The product stays as it is.', 'Yes, decline');
    await waitFor(() => expect(decided).toEqual(['PU-000007 decline']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(lists.filter((q) => q.tab === 'approval').length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('PU-000007')).not.toBeInTheDocument());
    expect(await screen.findByText('No product updates.')).toBeInTheDocument();
  });

  it('asks before approving and does nothing when cancelled', async () => {
    const { decided } = serve();
    render();
    await userEvent.click(await screen.findByText('PU-000007', {}, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'Product Update Details for Approval' });
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(false);
    await userEvent.click(within(modal).getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Approve this product update? Its changed fields are applied to the product.', 'Yes, approve'));
    expect(decided).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("a refused decision shows the server's reason and keeps the details open", async () => {
    serve({ refuse: 'Product update PU-000007 was created or submitted by you; someone else must approve it.' });
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    await userEvent.click(await screen.findByText('PU-000007', {}, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'Product Update Details for Approval' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Oops...', 'Product update PU-000007 was created or submitted by you; someone else must approve it.'));
    expect(screen.getByRole('dialog', { name: 'Product Update Details for Approval' })).toBeInTheDocument();
  });

  it('the tab is in the URL; an approved update offers no action, only Close (Enter opens a row too)', async () => {
    const { lists } = serve();
    const { router } = render();
    await screen.findByText('PU-000007', {}, SLOW);
    await userEvent.click(screen.getByRole('link', { name: 'Approved Updates' }));
    await waitFor(() => expect(router.state.location.search).toContain('tab=approved'));
    const cell = await screen.findByText('PU-000008', {}, SLOW);
    expect(lists.at(-1)).toMatchObject({ tab: 'approved' });
    expect(screen.getByRole('columnheader', { name: 'Reviewer' })).toBeInTheDocument();
    expect(screen.getByText('Antonio Bautista')).toBeInTheDocument();
    cell.closest<HTMLElement>('.ag-cell')!.focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Product Update Details Approved' });
    expect(within(modal).queryByRole('button', { name: 'Approved' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Declined' })).not.toBeInTheDocument();
    // The footer's Close (the header's × is labelled Close too).
    await userEvent.click(within(modal).getByText('Close', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on the tab of the URL', async () => {
    const { lists } = serve();
    render(['approve_product'], '/products/update-approval?tab=approved');
    expect(await screen.findByText('PU-000008', {}, SLOW)).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ tab: 'approved' });
  });

  it('without approve_product: no tab, no list request, the permission error', async () => {
    const { lists } = serve();
    render([]);
    expect(await screen.findByText(/Access denied/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Approved Updates' })).not.toBeInTheDocument();
    expect(lists).toEqual([]);
  });
});
