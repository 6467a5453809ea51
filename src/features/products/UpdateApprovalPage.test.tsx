import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import UpdateApprovalPage from './UpdateApprovalPage';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { updateRow } from './testData';

const SLOW = { timeout: 8000 };
const approved = updateRow({ id: 8, product_update_no: 'PU-000008', approved_at: '2026-03-03T02:00:00Z', user_reviewer: 'Antonio Bautista' });

function serve() {
  const decided: string[] = [];
  mswServer.use(
    http.get(API('/products/update-approval/:status'), ({ params }) => (params.status === 'approved' ? ok([approved], { total_rows: 1 }) : params.status === 'approval' ? ok([updateRow()], { total_rows: 1 }) : ok([], { total_rows: 0 }))),
    http.post(API('/products/update-approval/:no/:decision'), ({ params }) => {
      decided.push(`${params.no} ${params.decision}`);
      return ok({ product_update_no: params.no }, { code: '00004' });
    }),
  );
  return decided;
}

const render = () => renderWithProviders(<UpdateApprovalPage />, { route: '/products/update-approval', preloadedState: authed(financeUser, ['approve_product']) });

afterEach(() => vi.restoreAllMocks());

describe('Product update approval', () => {
  it('a pending row opens the details with the change table in red and Approved / Declined / Close', async () => {
    const decided = serve();
    render();
    for (const t of ['Product Update Details for Approval', 'Approved Updates', 'Declined Updates']) expect(screen.getByRole('tab', { name: t })).toBeInTheDocument();
    await userEvent.click(await screen.findByText('PU-000007', {}, SLOW));
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

    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    await userEvent.click(within(modal).getByRole('button', { name: 'Declined' }));
    await waitFor(() => expect(decided).toEqual(['PU-000007 decline']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('an approved update shows only Close', async () => {
    serve();
    render();
    await userEvent.click(screen.getByRole('tab', { name: 'Approved Updates' }));
    await userEvent.click(await screen.findByText('PU-000008', {}, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'Product Update Details Approved' });
    expect(within(modal).queryByRole('button', { name: 'Approved' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Declined' })).not.toBeInTheDocument();
    // The footer's Close (the header's × is labelled Close too).
    await userEvent.click(within(modal).getByText('Close', { selector: 'button' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before approving and does nothing when cancelled', async () => {
    const decided = serve();
    render();
    await userEvent.click(await screen.findByText('PU-000007', {}, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'Product Update Details for Approval' });
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(false);
    await userEvent.click(within(modal).getByRole('button', { name: 'Approved' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(decided).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
