import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'react-toastify';
import Header, { portal } from './Header';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

afterEach(() => vi.restoreAllMocks());
const home = [{ path: '/', element: <div>Sign-in screen</div> }];
const signedIn = { route: '/dashboard', preloadedState: authed(financeUser) };

describe('header', () => {
  it("shows the user's full name and job title, home, help and the bell", () => {
    renderWithProviders(<Header />, signedIn);
    expect(screen.getByRole('banner')).toHaveTextContent('ERP Back-Office');
    expect(screen.getByText('Maria Santos')).toBeInTheDocument();
    expect(screen.getByText('Finance Manager')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Maria Santos' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/under-construction');
    expect(screen.getByRole('button', { name: /^Notifications/ })).toBeInTheDocument();
  });

  it.each([null, '', '   '])('shows NO JOB DESC when the job title is %j', (job_name) => {
    renderWithProviders(<Header />, { route: '/dashboard', preloadedState: authed({ ...financeUser, job_name }) });
    expect(screen.getByText('NO JOB DESC')).toBeInTheDocument();
  });

  it('opens the user menu and closes it on Escape and on an outside click', async () => {
    renderWithProviders(<Header />, signedIn);
    const toggle = screen.getByRole('button', { name: 'Maria Santos' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Go To SO Portal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();

    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('the user menu works from the keyboard: arrows move through the items, Escape closes it back on the toggle', async () => {
    renderWithProviders(<Header />, signedIn);
    const toggle = screen.getByRole('button', { name: 'Maria Santos' });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Go To SO Portal' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Go To SO Portal' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('Go To SO Portal sends the browser to the address the ecosystem call returns', async () => {
    const go = vi.spyOn(portal, 'go').mockImplementation(() => {});
    let id = '';
    mswServer.use(
      http.get(API('/ecosystem_detail/:id'), ({ params }) => {
        id = String(params.id);
        return ok('https://so.example.invalid/?euid=EMP-0002&token=t');
      }),
    );
    renderWithProviders(<Header />, signedIn);
    await userEvent.click(screen.getByRole('button', { name: 'Maria Santos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go To SO Portal' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://so.example.invalid/?euid=EMP-0002&token=t'));
    expect(id).toBe('2');
  });

  it('Go To SO Portal shows the server messages when the call fails and stays put', async () => {
    const go = vi.spyOn(portal, 'go').mockImplementation(() => {});
    const error = vi.spyOn(toast, 'error').mockImplementation(() => 'id');
    mswServer.use(http.get(API('/ecosystem_detail/:id'), () => fail('00403', ['<b>No portal</b> access'], 403)));
    renderWithProviders(<Header />, { ...signedIn, routes: [{ path: '/unauthenticated', element: <div>Unauthenticated</div> }] });
    await userEvent.click(screen.getByRole('button', { name: 'Maria Santos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Go To SO Portal' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('<b>No portal</b> access'));
    expect(go).not.toHaveBeenCalled();
  });

  it('Logout revokes the session on the server, clears the state and goes to /', async () => {
    const revoked = vi.fn();
    mswServer.use(http.post(API('/users/logout'), ({ request }) => (revoked(request.headers.get('authorization')), ok(null))));
    const { store, router } = renderWithProviders(<Header />, {
      route: '/dashboard',
      preloadedState: authed(financeUser, ['get_general_ledger'], 'tok-logout'),
      routes: home,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Maria Santos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(revoked).toHaveBeenCalledWith('Bearer tok-logout');
    expect(store.getState().auth).toMatchObject({ isAuthed: false, accessToken: null, permissions: [], profileData: null });
  });

  it('Logout still clears the state and leaves when the server call fails', async () => {
    mswServer.use(http.post(API('/users/logout'), () => fail('00500', 'down', 500)));
    const { store, router } = renderWithProviders(<Header />, { ...signedIn, routes: home });
    await userEvent.click(screen.getByRole('button', { name: 'Maria Santos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().auth.isAuthed).toBe(false);
  });
});
