import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ChangePasswordPage from '../features/auth/ChangePasswordPage';
import { RequireAuth } from './guards';
import { completeSignIn } from '../state/session';
import { setupStore } from './store';
import { authed, renderWithProviders } from '../../tests/render';
import { mswServer } from '../../tests/msw/server';
import { API, ok } from '../../tests/msw/envelope';
import { financeUser } from '../../tests/msw/fixtures';
import type { RootState } from '../state/rootReducer';

vi.mock('../components/dialogs', () => ({ showError: vi.fn(async () => {}), showSuccess: vi.fn(async () => {}) }));

/** A password an administrator set is changed at first sign-in, before any screen (contract/auth.ts must_change_password). */
const locked = (): Partial<RootState> => {
  const state = authed(financeUser, []);
  return { auth: { ...state.auth!, mustChangePassword: true } } as Partial<RootState>;
};

describe('first sign-in with a password an administrator set', () => {
  it('the sign-in keeps the session but reads no scopes (the server refuses them until the change)', async () => {
    const permissions = vi.fn();
    mswServer.use(http.get(API('/users/permissions'), () => (permissions(), ok(['view_banks']))));
    const store = setupStore();
    await completeSignIn(store.dispatch, { user: financeUser, token: 'tok-first', must_change_password: true });
    expect(store.getState().auth).toMatchObject({ isAuthed: true, accessToken: 'tok-first', mustChangePassword: true, permissions: [] });
    expect(permissions).not.toHaveBeenCalled();
  });

  it('every signed-in screen sends the user to the change-password screen', async () => {
    renderWithProviders(
      <RequireAuth>
        <div>Dashboard screen</div>
      </RequireAuth>,
      { route: '/dashboard', preloadedState: locked(), routes: [{ path: '/change-password', element: <div>Change password screen</div> }] },
    );
    expect(await screen.findByText('Change password screen')).toBeInTheDocument();
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();
  });

  it('shows why and the rules, checks them, then loads the scopes and lands on the dashboard', async () => {
    let body: unknown;
    mswServer.use(
      http.put(API('/users/change-password'), async ({ request }) => {
        body = await request.json();
        return ok('Password successfully changed.');
      }),
      http.get(API('/users/permissions'), () => ok(['view_banks'])),
    );
    const { store } = renderWithProviders(<ChangePasswordPage />, {
      route: '/change-password',
      preloadedState: locked(),
      routes: [{ path: '/dashboard', element: <div>Dashboard screen</div> }],
    });
    expect(screen.getByRole('status')).toHaveTextContent('Your password was set by an administrator. Choose a new one to continue.');
    expect(screen.getByRole('list', { name: 'Password rules' })).toHaveTextContent('Must not contain the username');
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Current Password'), 'Kalamansi#Tree42');
    await userEvent.type(screen.getByLabelText('New Password'), 'Finance#2026!');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Finance#2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The password must not contain the username.');
    expect(body).toBeUndefined();

    await userEvent.clear(screen.getByLabelText('New Password'));
    await userEvent.clear(screen.getByLabelText('Confirm New Password'));
    await userEvent.type(screen.getByLabelText('New Password'), 'Sampaguita#Road7');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Sampaguita#Road7');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(body).toEqual({ user_id: 2, current_password: 'Kalamansi#Tree42', new_password: 'Sampaguita#Road7', confirm_new_password: 'Sampaguita#Road7' });
    await waitFor(() => expect(store.getState().auth).toMatchObject({ mustChangePassword: false, permissions: ['view_banks'] }));
  });
});
