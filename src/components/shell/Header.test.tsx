import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import Header, { portal } from './Header';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

afterEach(() => vi.restoreAllMocks());
const home = [{ path: '/', element: <div>Sign-in screen</div> }];

describe('header', () => {
  it("shows the user's full name and job title", () => {
    renderWithProviders(<Header />, { route: '/dashboard', preloadedState: authed(financeUser) });
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByText('Finance Manager')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Help' })).toBeInTheDocument();
  });

  it('shows NO JOB DESC when the user has no job title', () => {
    renderWithProviders(<Header />, { route: '/dashboard', preloadedState: authed({ ...financeUser, job_name: null }) });
    expect(screen.getByText('NO JOB DESC')).toBeInTheDocument();
  });

  it('Go To SO Portal sends the browser to the address the ecosystem call returns', async () => {
    const go = vi.spyOn(portal, 'go').mockImplementation(() => {});
    let path = '';
    mswServer.use(
      http.get(API('/ecosystem_detail/:id'), ({ params }) => {
        path = String(params.id);
        return ok('https://so.example.invalid/?euid=EMP-0002&token=t');
      }),
    );
    renderWithProviders(<Header />, { route: '/dashboard', preloadedState: authed(financeUser) });
    await userEvent.click(screen.getByRole('button', { name: /Maria Santos/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Go To SO Portal' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://so.example.invalid/?euid=EMP-0002&token=t'));
    expect(path).toBe('2');
  });

  it('Logout revokes the session on the server, clears the state and goes to sign-in', async () => {
    const revoked = vi.fn();
    mswServer.use(http.post(API('/users/logout'), ({ request }) => (revoked(request.headers.get('authorization')), ok(null))));
    const { store } = renderWithProviders(<Header />, { route: '/dashboard', preloadedState: authed(financeUser, ['get_general_ledger'], 'tok-logout'), routes: home });
    await userEvent.click(screen.getByRole('button', { name: /Maria Santos/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(revoked).toHaveBeenCalledWith('Bearer tok-logout');
    expect(store.getState().auth).toMatchObject({ isAuthed: false, accessToken: null, permissions: [] });
  });
});
