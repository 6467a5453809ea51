import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import LoginPage from './LoginPage';
import { renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeScopes, financeUser } from '../../../tests/msw/fixtures';

const dashboard = [{ path: '/dashboard', element: <div>Dashboard screen</div> }];

async function signIn(username = 'finance', password = 'Demo@12345') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in', () => {
  it('stores the session and the permissions, then opens the dashboard', async () => {
    let body: unknown;
    mswServer.use(
      http.post(API('/users/login'), async ({ request }) => {
        body = await request.json();
        return ok({ user: financeUser, token: 'tok-1', expires_at: '2026-11-22T10:00:00Z' });
      }),
    );
    const { store } = renderWithProviders(<LoginPage />, { route: '/', routes: dashboard });
    await signIn();
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(body).toEqual({ username: 'finance', password: 'Demo@12345' });
    expect(store.getState().auth).toMatchObject({ isAuthed: true, accessToken: 'tok-1', permissions: financeScopes });
  });

  it('takes the scopes from the sign-in answer when it carries them (no permissions call), and starts the first screen\'s reads', async () => {
    let permissionCalls = 0;
    mswServer.use(
      http.post(API('/users/login'), () => ok({ user: financeUser, token: 'tok-2', permissions: ['bypass', 'view_banks'] })),
      http.get(API('/users/permissions'), () => {
        permissionCalls += 1;
        return ok(financeScopes);
      }),
    );
    let typed = 0;
    let signedInWith: unknown;
    const { store } = renderWithProviders(<LoginPage onTyping={() => (typed += 1)} onSignedIn={(d) => (signedInWith = d)} />, { route: '/', routes: dashboard });
    await signIn();
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(store.getState().auth.permissions).toEqual(['bypass', 'view_banks']);
    expect(permissionCalls).toBe(0);
    // Typing asked the app to load the next screen's code; signing in handed it the store's dispatch.
    expect(typed).toBeGreaterThan(0);
    expect(signedInWith).toBe(store.dispatch);
  });

  it('shows the server text for code 00011', async () => {
    mswServer.use(http.post(API('/users/login'), () => fail('00011', 'Your account is deactivated. Please contact your administrator.')));
    renderWithProviders(<LoginPage />);
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is deactivated. Please contact your administrator.');
  });

  it('shows "Invalid Credentials" for any other failure and keeps the username', async () => {
    mswServer.use(http.post(API('/users/login'), () => fail('00010', 'Invalid Credentials (server wording)')));
    const { store } = renderWithProviders(<LoginPage />);
    await signIn('finance', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid Credentials$/);
    expect(screen.getByLabelText('Username')).toHaveValue('finance');
    expect(store.getState().auth.isAuthed).toBe(false);
  });

  it('opens the one-time-password dialog when the answer carries no user', async () => {
    mswServer.use(
      http.post(API('/users/login'), () => ok({ user: null, token: null })),
      http.post(API('/get-user-otp-via'), () => ok({ channels: [{ via: 'sms', destination: '+63 9** *** 4567' }, { via: 'email', destination: 'p***@demo.invalid' }] })),
    );
    renderWithProviders(<LoginPage />);
    await signIn('otpuser');
    // The dialog is its own lazy chunk: on a busy machine it takes more than findBy's one second to arrive.
    expect(await screen.findByRole('dialog', {}, { timeout: 30_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: /Send by email/ })).toBeInTheDocument(), { timeout: 30_000 });
    expect(screen.getByText('p***@demo.invalid')).toBeInTheDocument();
  }, 30_000);
});
