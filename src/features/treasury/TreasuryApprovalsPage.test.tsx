import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as toastify from 'react-toastify';
import type { TreasuryRequestDetail } from '../../../contract/treasuryApprovals';
import * as dialogs from '../../components/dialogs';
import TreasuryApprovalsPage from './TreasuryApprovalsPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const request: TreasuryRequestDetail = {
  detail_id: 3,
  request_no: 'TR-2026-000003',
  requestor_name: 'Angelica Ramos',
  collection_type: 'TRADE',
  customer_code: 'C-00004',
  customer_name: 'St. Luke’s Pharmacy',
  bank: 'BPI',
  branch: null,
  check_no: '0007781200',
  amount: '20000.00',
  cr_no: 'OR-2026-000002',
  pr_no: null,
  date_requested: '2026-11-22T01:30:00Z',
  reason: 'Replacement check',
  status: 0,
  decided_by: null,
  decided_at: null,
  date_approved: null,
  approved_by: null,
  date_disapproved: null,
  disapproved_by: null,
  receipt_id: 1000000001,
  receipt_date: '2026-11-19',
  payment_mode: 'PDC',
  old_bank: 'BPI',
  old_branch: null,
  old_deposit_date: '2026-12-20',
  new_bank: 'Land Bank of the Philippines',
  new_branch: 'Quezon Avenue',
  change_bank_reason: 'The customer replaced the check.',
  new_deposit_date: null,
  change_deposited_date_reason: null,
  disapprove_reason: null,
  requested_by_id: 9,
};

function serve() {
  const lists: string[] = [];
  const writes: unknown[] = [];
  mswServer.use(
    http.get(API('/treasury/approvals/list/:tab'), ({ params }) => {
      lists.push(String(params.tab));
      return ok(params.tab === 'general' ? [request] : [], { total_rows: params.tab === 'general' ? 1 : 0 });
    }),
    http.get(API('/treasury/approvals/detail/3'), () => ok(request)),
    http.post(API('/treasury/approvals/status'), async ({ request: r }) => {
      writes.push(await r.json());
      return ok({ ...request, status: 1 }, { code: '00004' });
    }),
  );
  return { lists, writes };
}

const render = (scopes: string[], route = '/treasury/list-of-approvals') =>
  renderWithProviders(<TreasuryApprovalsPage />, { route, path: '/treasury/list-of-approvals', preloadedState: authed(financeUser, scopes) });
const DECIDER = ['view_treasury_approvals', 'approve_treasury_request', 'decline_treasury_request'];

afterEach(() => vi.restoreAllMocks());

describe('Treasury List of Approvals', () => {
  it('lists the requests for approval with the columns of the spec; the tabs lead to the other lists', async () => {
    const { lists } = serve();
    render(DECIDER);
    expect(await screen.findByText('Angelica Ramos', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Requestor', 'Collection Type', 'Customer/Vendor Code', 'Check No.', 'CR/AR No.', 'PR/SI No.', 'Request Date', 'Reasons', 'Approver/Decliner']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByRole('gridcell', { name: 'Trade Collection' })).toBeInTheDocument();
    expect(lists).toEqual(['general']);
    expect(screen.getByRole('link', { name: 'Declined' })).toHaveAttribute('href', '/treasury/list-of-approvals?tab=declined');
  });

  it('approves after asking; disapproving needs a reason, sent with status 2 and the collection type', { timeout: 40000 }, async () => {
    const { writes } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(DECIDER);
    await userEvent.click(await screen.findByText('Angelica Ramos', {}, SLOW));
    let dialog = await screen.findByRole('dialog', { name: 'Treasury Request TR-2026-000003' });
    expect(await within(dialog).findByText('Land Bank of the Philippines Quezon Avenue')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(writes).toEqual([{ id: 3, status: 1, collection_type: 'TRADE' }]));
    expect(confirm).toHaveBeenCalledWith('Approve request?', 'Are you sure you want to approve this request? The check is changed as asked.', 'Yes, approve');

    await userEvent.click(await screen.findByText('Angelica Ramos'));
    dialog = await screen.findByRole('dialog', { name: 'Treasury Request TR-2026-000003' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Disapprove' }));
    const reason = await screen.findByRole('dialog', { name: 'Disapprove TR-2026-000003' });
    await userEvent.click(within(reason).getByRole('button', { name: 'Disapprove' }));
    expect(await within(reason).findByText('Reason is required.')).toBeInTheDocument();
    await userEvent.type(within(reason).getByLabelText(/Reason for disapproving/), 'The old check is still good.');
    await userEvent.click(within(reason).getByRole('button', { name: 'Disapprove' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ id: 3, status: 2, collection_type: 'TRADE', reason: 'The old check is still good.' }));
  });

  it('a viewer without the decision scopes sees no buttons; a failed list says so in the spec’s words', async () => {
    serve();
    render(['view_treasury_approvals']);
    await userEvent.click(await screen.findByText('Angelica Ramos', {}, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Treasury Request TR-2026-000003' });
    await within(dialog).findByText('Replacement check');
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    const error = vi.spyOn(toastify.toast, 'error');
    mswServer.use(http.get(API('/treasury/approvals/list/approved'), () => HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 })));
    render(['view_treasury_approvals'], '/treasury/list-of-approvals?tab=approved');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Unable to load Approved Data', expect.anything()), SLOW);
  });
});
