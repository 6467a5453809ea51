import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { InboxItem } from '../../../contract/approvalInbox';
import * as dialogs from '../../components/dialogs';
import ApprovalsInboxPage from './ApprovalsInboxPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const item = (source: string, id: number, reference: string, extra: Partial<InboxItem> = {}): InboxItem => ({
  source,
  id,
  queue: source === 'purchase-requests' ? 'Purchase Request' : 'Treasury Request',
  reference,
  summary: `Summary of ${reference}`,
  amount: '1500.00',
  requester: 'Cristina Villanueva',
  requested_at: '2026-11-20T01:00:00Z',
  age_days: 6,
  open_path: `/open/${reference}`,
  approve_needs_reason: false,
  decline_needs_reason: false,
  decline_label: 'Decline',
  ...extra,
});
const ITEMS = [
  item('purchase-requests', 1, 'PR-000001'),
  item('purchase-requests', 2, 'PR-000002'),
  item('treasury-requests', 3, 'TR-2026-000001', { decline_needs_reason: true, decline_label: 'Disapprove' }),
];

function serve(items = ITEMS) {
  const acts: unknown[] = [];
  mswServer.use(
    http.get(API('/approvals/inbox'), () => ok(items)),
    http.post(API('/approvals/inbox/act'), async ({ request }) => {
      const body = (await request.json()) as { items: { source: string; id: number }[]; action: string };
      acts.push(body);
      return ok(body.items.map((i, n) => ({ ...i, reference: `REF-${i.id}`, done: n === 0, message: n === 0 ? 'Approved.' : 'Purchase request PR-000002 is Approved; it cannot be approved.' })));
    }),
  );
  return acts;
}
const render = () => renderWithProviders(<ApprovalsInboxPage />, { route: '/approvals', path: '/approvals', routes: [{ path: '/open/:ref', element: <div>Opened the item</div> }], preloadedState: authed(financeUser, ['bypass']) });

afterEach(() => vi.restoreAllMocks());

describe('Approvals inbox', () => {
  it('moves with j/k, approves the current item with a after asking, and shows each answer', async () => {
    const acts = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    await screen.findByText('Summary of PR-000001', {}, SLOW);
    await userEvent.keyboard('j');
    expect(screen.getByText('Summary of PR-000002').closest('tr')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('a');
    await waitFor(() => expect(acts).toEqual([{ items: [{ source: 'purchase-requests', id: 2 }], action: 'approve', reason: null }]));
    // Enter confirms (the dialog's confirm button has the focus): two keys an item.
    expect(confirm).toHaveBeenCalledWith('Approve?', 'Are you sure you want to approve Purchase Request PR-000002?', 'Yes, approve', { enterConfirms: true, returnFocus: false });
    expect(await screen.findByText('REF-2: Approved.')).toBeInTheDocument();
  });

  it('selects with x and approves in bulk, listing the refused one with its reason; Enter opens the item', async () => {
    const acts = serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    await screen.findByText('Summary of PR-000001', {}, SLOW);
    await userEvent.keyboard('x');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select PR-000002' }));
    await userEvent.click(screen.getByRole('button', { name: 'Approve Selected (2)' }));
    await waitFor(() => expect(acts).toHaveLength(1));
    expect(acts[0]).toMatchObject({ items: [{ source: 'purchase-requests', id: 1 }, { source: 'purchase-requests', id: 2 }], action: 'approve' });
    expect(await screen.findByText('REF-2: Purchase request PR-000002 is Approved; it cannot be approved.')).toHaveClass('text-danger');
    screen.getByText('Summary of PR-000001').closest('tr')!.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Opened the item')).toBeInTheDocument();
  });

  it('d on a queue that needs a reason asks for it; typing the reason does not trigger the shortcuts', async () => {
    const acts = serve();
    render();
    await screen.findByText('Summary of PR-000001', {}, SLOW);
    await userEvent.keyboard('jjd');
    const dialog = await screen.findByRole('dialog', { name: 'Disapprove TR-2026-000001' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'already deposited');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disapprove' }));
    await waitFor(() => expect(acts).toEqual([{ items: [{ source: 'treasury-requests', id: 3 }], action: 'decline', reason: 'already deposited' }]));
  });

  it('a queue without a decline shows Approve only (d does nothing); an override asks its reason before approving', async () => {
    const acts = serve([
      item('inventory-transfers', 8, 'ITF-2026-000008', { queue: 'Inventory Transfer', decline_label: null }),
      item('cash-advance-overrides', 9, 'CA-2026-000009', { queue: 'Cash Advance Override', decline_label: null, approve_needs_reason: true }),
    ]);
    render();
    await screen.findByText('Summary of ITF-2026-000008', {}, SLOW);
    const transfer = screen.getByText('Summary of ITF-2026-000008').closest('tr')!;
    expect(within(transfer).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve']);
    await userEvent.keyboard('d');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve CA-2026-000009' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve CA-2026-000009' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Approved by the CFO');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(acts).toEqual([{ items: [{ source: 'cash-advance-overrides', id: 9 }], action: 'approve', reason: 'Approved by the CFO' }]));
  });

  it('says when nothing waits, and when the inbox cannot be loaded', async () => {
    serve([]);
    render();
    expect(await screen.findByText('Nothing is waiting for your approval.', {}, SLOW)).toBeInTheDocument();
    mswServer.use(http.get(API('/approvals/inbox'), () => HttpResponse.json({ code: '00500', result: 'Error occured. Please try again later.' }, { status: 500 })));
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The approvals could not be loaded');
  });

  it('after a decision the focus moves to the next item', async () => {
    let items = ITEMS;
    mswServer.use(
      http.get(API('/approvals/inbox'), () => ok(items)),
      http.post(API('/approvals/inbox/act'), async ({ request }) => {
        const body = (await request.json()) as { items: { source: string; id: number }[] };
        items = items.filter((i) => !body.items.some((b) => b.source === i.source && b.id === i.id));
        return ok(body.items.map((i) => ({ ...i, reference: `REF-${i.id}`, done: true, message: 'Approved.' })));
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    await screen.findByText('Summary of PR-000001', {}, SLOW);
    screen.getByText('Summary of PR-000001').closest('tr')!.focus();
    await userEvent.keyboard('a');
    await waitFor(() => expect(screen.queryByText('Summary of PR-000001')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('Summary of PR-000002').closest('tr')));
  });

  it('every decline asks the reason, and Enter sends it', async () => {
    const acts = serve();
    render();
    await screen.findByText('Summary of PR-000001', {}, SLOW);
    await userEvent.keyboard('d');
    const dialog = await screen.findByRole('dialog', { name: 'Decline PR-000001' });
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'wrong supplier{Enter}');
    await waitFor(() => expect(acts).toEqual([{ items: [{ source: 'purchase-requests', id: 1 }], action: 'decline', reason: 'wrong supplier' }]));
  });

  it('filters by queue, requester, amount range, age and a search', async () => {
    serve([
      item('purchase-requests', 1, 'PR-000001', { amount: '500.00', age_days: 1 }),
      item('purchase-requests', 2, 'PR-000002', { amount: '250000.00', age_days: 9, requester: 'Ramon Dela Cruz' }),
      item('treasury-requests', 3, 'TR-2026-000001', { amount: null, age_days: 4, summary: 'Change of bank of check 5512' }),
    ]);
    render();
    await screen.findByText('Summary of PR-000001', {}, SLOW);
    const shown = () => screen.getAllByRole('link').map((l) => l.textContent).filter((t) => /^(PR|TR)-/.test(t ?? ''));
    await userEvent.selectOptions(screen.getByLabelText('Queue'), 'Treasury Request');
    expect(shown()).toEqual(['TR-2026-000001']);
    await userEvent.selectOptions(screen.getByLabelText('Queue'), '');
    await userEvent.selectOptions(screen.getByLabelText('Requested By'), 'Ramon Dela Cruz');
    expect(shown()).toEqual(['PR-000002']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await userEvent.type(screen.getByLabelText('Amount From'), '1,000');
    expect(shown()).toEqual(['PR-000002']);
    await userEvent.clear(screen.getByLabelText('Amount From'));
    await userEvent.type(screen.getByLabelText('Days Waiting'), '4');
    expect(shown()).toEqual(['PR-000002', 'TR-2026-000001']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await userEvent.keyboard('/');
    expect(screen.getByLabelText('Search')).toHaveFocus();
    await userEvent.keyboard('check 5512');
    expect(shown()).toEqual(['TR-2026-000001']);
    expect(screen.getByText('1 of 3 waiting match the filters.')).toBeInTheDocument();
  });

  it('an item delegated to the user is marked for whom, and decided for them', async () => {
    const acts = serve([item('purchase-requests', 5, 'PR-000005', { on_behalf_of: { id: 3, name: 'Antonio Bautista' } })]);
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    expect(await screen.findByText('for Antonio Bautista', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Approve PR-000005' }));
    await waitFor(() => expect(acts).toEqual([{ items: [{ source: 'purchase-requests', id: 5, on_behalf_of: 3 }], action: 'approve', reason: null }]));
  });
});
