import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ApprovalRow } from '../../../contract/products';
import ApprovalListPage from './ApprovalListPage';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const creation: ApprovalRow = {
  approval_code: 'APR-000002', category: 'CREATED', status: 1, product_code: null, proposed_code: 'NAT-LOR-10', product_name: 'Loratadine Natrapharm 10mg Tablet',
  brand_name: 'Loratadine', supplier: 'V-0006 - Natrapharm, Inc.', submitted_by: 'Cristina Villanueva', submitted_at: '2026-03-02T01:00:00Z',
};
const change: ApprovalRow = {
  approval_code: 'PU-000007', category: 'UPDATED', status: 1, product_code: 'UNI-BIO-500', proposed_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Caplet',
  brand_name: 'Paracetamol', supplier: 'V-0001 - United Laboratories', submitted_by: 'Cristina Villanueva', submitted_at: '2026-03-02T02:00:00Z',
};

/** What waits until decided; every list request and decision is recorded. */
function serve() {
  const lists: Record<string, string>[] = [];
  const decided: string[] = [];
  let waiting = [creation, change];
  const done = (code: string, answerCode: string) => {
    decided.push(code);
    waiting = waiting.filter((r) => !code.includes(r.approval_code));
    return ok({}, { code: answerCode });
  };
  mswServer.use(
    http.get(API('/products/approvals/list'), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(waiting, { total_rows: waiting.length });
    }),
    http.post(API('/products/add/:decision/:code'), ({ params }) => done(`${params.decision} ${params.code}`, params.decision === 'approved' ? '00003' : '00000')),
    http.post(API('/products/update-approval/:no/:decision'), ({ params }) => done(`${params.decision} ${params.no}`, params.decision === 'approve' ? '00004' : '00000')),
  );
  return { lists, decided };
}

const render = (scopes = ['approve_product']) =>
  renderWithProviders(<ApprovalListPage />, { route: '/approval/list/products', preloadedState: authed(financeUser, scopes) });

const HEADERS = ['Approval No.', 'Type', 'Product Code', 'Product Name', 'Brand Name', 'Supplier', 'Submitted By', 'Submitted At', 'Actions'];

afterEach(() => vi.restoreAllMocks());

describe('Products Approval Masterlist', () => {
  it('a server-paged grid with readable headers; each row offers its workflow actions', async () => {
    const { lists } = serve();
    render();
    expect(await screen.findByText('APR-000002', {}, SLOW)).toBeInTheDocument();
    for (const h of HEADERS) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByText('New product')).toBeInTheDocument();
    expect(screen.getByText('Change')).toBeInTheDocument();
    expect(lists[0]).toEqual({ page: '0', page_size: '50', order_by: 'submitted_at', direction: 'asc' });
    for (const code of ['APR-000002', 'PU-000007']) {
      expect(screen.getByRole('button', { name: `Approve ${code}` })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Decline ${code}` })).toBeInTheDocument();
    }
  });

  it("approves a new product after the creation workflow's question; the list is read again and the row is gone", async () => {
    const { lists, decided } = serve();
    render();
    await screen.findByText('APR-000002', {}, SLOW);
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const before = lists.length;
    await userEvent.click(screen.getByRole('button', { name: 'Approve APR-000002' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Approve this new product? It is added to the product master.', 'Yes, approve');
    await waitFor(() => expect(decided).toEqual(['approved APR-000002']));
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
    await waitFor(() => expect(screen.queryByText('APR-000002')).not.toBeInTheDocument());
    expect(screen.getByText('PU-000007')).toBeInTheDocument();
  });

  it("declines a change through the update workflow (by its number), with that workflow's question", async () => {
    const { decided } = serve();
    render();
    await screen.findByText('PU-000007', {}, SLOW);
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Decline PU-000007' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Decline this product update? The product stays as it is.', 'Yes, decline');
    await waitFor(() => expect(decided).toEqual(['decline PU-000007']));
    await waitFor(() => expect(screen.queryByText('PU-000007')).not.toBeInTheDocument());
  });

  it('does nothing when the question is cancelled', async () => {
    const { decided } = serve();
    render();
    await screen.findByText('APR-000002', {}, SLOW);
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Decline APR-000002' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Decline this new product? Nothing is added to the product master.', 'Yes, decline'));
    expect(decided).toEqual([]);
    expect(screen.getByText('APR-000002')).toBeInTheDocument();
  });

  it('searches on the server', async () => {
    const { lists } = serve();
    render();
    await screen.findByText('APR-000002', {}, SLOW);
    await userEvent.type(screen.getByLabelText('Approval No., product code or name'), 'Loratadine');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ search: 'Loratadine', page: '0' }));
  });

  it('without the actions’ scope the rows offer no action', async () => {
    serve();
    render([]);
    await screen.findByText('APR-000002', {}, SLOW);
    expect(screen.queryByRole('button', { name: /^(Approve|Decline) / })).not.toBeInTheDocument();
  });
});
