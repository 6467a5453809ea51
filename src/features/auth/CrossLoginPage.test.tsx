import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { http } from 'msw';
import CrossLoginPage from './CrossLoginPage';
import { renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const routes = [
  { path: '/dashboard', element: <div>Dashboard screen</div> },
  { path: '/', element: <div>Sign-in screen</div> },
];

afterEach(() => vi.useRealTimers());

describe('single sign-on arrival', () => {
  it('shows "Authentication Success." and opens the dashboard after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let query = '';
    mswServer.use(
      http.get(API('/signin'), ({ request }) => {
        query = new URL(request.url).search;
        return ok({ user: financeUser, token: 'tok-sso' }, { code: '00006' });
      }),
    );
    const { store } = renderWithProviders(<CrossLoginPage />, { route: '/cross-login/EMP-0002/abc.def', path: '/cross-login/:euid/:token', routes });
    expect(screen.getByText('Please wait authenticating...')).toBeInTheDocument();
    expect(await screen.findByText('Authentication Success.')).toBeInTheDocument();
    expect(query).toBe('?euid=EMP-0002&token=abc.def');
    expect(store.getState().auth.accessToken).toBe('tok-sso');
    await act(async () => vi.advanceTimersByTime(2500));
    expect(screen.queryByText('Dashboard screen')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(600));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
  });

  it('shows "Authentication Failed." and returns to sign-in after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mswServer.use(http.get(API('/signin'), () => fail('00010', 'Authentication Failed.')));
    const { store } = renderWithProviders(<CrossLoginPage />, { route: '/cross-login/EMP-0002/forged', path: '/cross-login/:euid/:token', routes });
    expect(await screen.findByText('Authentication Failed.')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(3100));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(store.getState().auth.isAuthed).toBe(false);
  });
});
