import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DelegationRow } from '../../../contract/approvalDelegations';
import * as dialogs from '../../components/dialogs';
import DelegationsPage from './DelegationsPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const row = (over: Partial<DelegationRow> = {}): DelegationRow => ({
  delegation_id: 1,
  delegator_id: 3,
  delegator_name: 'Antonio Bautista',
  substitute_id: 2,
  substitute_name: 'Maria Santos',
  starts_on: '2026-12-01',
  ends_on: '2026-12-05',
  reason: 'Leave',
  state: 'running',
  given_by_you: true,
  ...over,
});
const render = () => renderWithProviders(<DelegationsPage />, { route: '/approvals/delegations', path: '/approvals/delegations', preloadedState: authed(financeUser, ['bypass']) });

describe('Delegate My Approvals', () => {
  it('lists what was given and received; revokes a running one after asking', async () => {
    const revoked: string[] = [];
    mswServer.use(
      http.get(API('/approvals/delegations'), () => ok([row(), row({ delegation_id: 2, given_by_you: false, delegator_name: 'Teresa Navarro', state: 'ended' })])),
      http.post(API('/approvals/delegations/:id/revoke'), ({ params }) => {
        revoked.push(String(params.id));
        return ok(row({ state: 'revoked' }));
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    const table = await screen.findByRole('table', { name: 'Delegations you gave and received' }, SLOW);
    const [, mine, received] = within(table).getAllByRole('row');
    expect(mine).toHaveTextContent('Antonio BautistaMaria Santos2026-12-012026-12-05LeaveRunning');
    expect(within(received).queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(within(mine).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(revoked).toEqual(['1']));
  });

  it('checks the form before sending, and shows the server’s refusal on its field', async () => {
    const sent: unknown[] = [];
    mswServer.use(
      http.get(API('/approvals/delegations'), () => ok([])),
      http.get(API('/approvals/delegations/substitutes'), () => ok([{ user_id: 9, name: 'Angelica Ramos', username: 'credit' }])),
      http.post(API('/approvals/delegations'), async ({ request }) => {
        sent.push(await request.json());
        const msg = 'Angelica Ramos delegates to you (or through others) on some of these days: a delegation may not go round in a circle.';
        return HttpResponse.json({ code: '00001', result: [msg], fields: { substitute_id: [msg] } }, { status: 422 });
      }),
    );
    render();
    expect(await screen.findByText('You have given and received no delegation.', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delegate' }));
    expect(screen.getByText('Substitute is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Substitute/), 'Ang');
    await userEvent.click(await screen.findByRole('option', { name: 'Angelica Ramos (credit)' }, SLOW));
    // The date pickers load lazily (a disabled stand-in until then); a typed date is a change of the field.
    await waitFor(() => expect(screen.getByLabelText(/Start Date/)).not.toHaveAttribute('data-loading'), SLOW);
    fireEvent.change(screen.getByLabelText(/Start Date/), { target: { value: '2026-12-10' } });
    await waitFor(() => expect(screen.getByLabelText(/Start Date/)).toHaveValue('2026-12-10'));
    // The end date's picker starts at the start date (the contract's rule is checked before sending too).
    fireEvent.change(screen.getByLabelText(/End Date/), { target: { value: '2026-12-12' } });
    await waitFor(() => expect(screen.getByLabelText(/End Date/)).toHaveValue('2026-12-12'));
    await userEvent.click(screen.getByRole('button', { name: 'Delegate' }));
    await waitFor(() => expect(sent).toHaveLength(1), SLOW);
    expect(await screen.findByText(/delegates to you \(or through others\)/, {}, SLOW)).toBeInTheDocument();
    expect(sent).toEqual([{ substitute_id: 9, starts_on: '2026-12-10', ends_on: '2026-12-12', reason: null }]);
  });
});
