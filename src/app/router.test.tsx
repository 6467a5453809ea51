import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupStore } from './store';
import { buildRoutes, routeTablePatcher } from './router';
import { authed } from '../../tests/render';
import { financeUser } from '../../tests/msw/fixtures';
import type { RouteDef } from './routeTypes';
import { http } from 'msw';
import { mswServer } from '../../tests/msw/server';
import { API, fail } from '../../tests/msw/envelope';

const table: RouteDef[] = [
  { path: '/finance-and-accounting/general-ledger', title: 'General Ledger', scopes: ['get_general_ledger'] },
  { path: '/products', title: 'List of Product Stocks', scopes: ['view_products'] },
];

// The signed-in layout is a lazy chunk that also brings the route table (for
// its menu): transform it once up front, so the first test that opens it
// measures the routing within findBy's 1 s, not the test run's module loading.
beforeAll(async () => {
  await import('./AuthedLayout');
});

function renderAt(url: string, preloadedState = {}) {
  const store = setupStore(preloadedState);
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [url] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('route table wiring', () => {
  it('sends an unauthenticated visitor of any authenticated path to the sign-in route', async () => {
    const router = renderAt('/finance-and-accounting/general-ledger');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows "Page not found." for an unknown path when signed in', async () => {
    renderAt('/no/such/screen', authed(financeUser, ['get_general_ledger']));
    expect(await screen.findByText('Page not found.')).toBeInTheDocument();
  });

  it('renders a registered screen the user may see, saying plainly when it is not built yet', async () => {
    renderAt('/finance-and-accounting/general-ledger', authed(financeUser, ['get_general_ledger']));
    expect(await screen.findByRole('heading', { name: 'General Ledger' })).toBeInTheDocument();
    expect(screen.getByText(/not available yet/)).toBeInTheDocument();
    expect(screen.queryByText('Page not found.')).not.toBeInTheDocument();
  });

  it('shows the permission error view on a screen without its scope', async () => {
    renderAt('/products', authed(financeUser, ['get_general_ledger']));
    expect(await screen.findByText(/Access denied\./)).toBeInTheDocument();
    expect(screen.queryByText(/not available yet/)).not.toBeInTheDocument();
  });

  it('sends a signed-in user from the sign-in route to the dashboard', async () => {
    const router = renderAt('/', authed(financeUser, ['get_general_ledger']));
    expect(await screen.findByText(/Welcome, Maria Santos/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('/access_token shows the token in a card', async () => {
    renderAt('/access_token', authed(financeUser, [], 'the-session-token'));
    expect(await screen.findByTestId('access-token')).toHaveTextContent('the-session-token');
  });

  it('/under-construction needs no sign-in', async () => {
    renderAt('/under-construction');
    expect(await screen.findByText('New website coming soon')).toBeInTheDocument();
  });
});

describe('the route table, loaded on the first navigation that needs it (as in the app)', () => {
  function renderLazyAt(url: string, preloadedState = {}) {
    const load = vi.fn(async () => table);
    const store = setupStore(preloadedState);
    const routes = buildRoutes();
    const router = createMemoryRouter(routes, { initialEntries: [url], patchRoutesOnNavigation: routeTablePatcher(routes, load) });
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    return { router, load };
  }

  it('shows the sign-in page without loading the table', async () => {
    const { load } = renderLazyAt('/');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens a deep link to a screen of the table, once loaded, with its title', async () => {
    const { load } = renderLazyAt('/finance-and-accounting/general-ledger', authed(financeUser, ['get_general_ledger']));
    expect(await screen.findByRole('heading', { name: 'General Ledger' })).toBeInTheDocument();
    expect(screen.getByText(/not available yet/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('General Ledger | ERP Back-Office'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens a public page with parameters (single sign-on) without loading the table', async () => {
    mswServer.use(http.get(API('/signin'), () => fail('00010', 'Authentication Failed.')));
    const { router, load } = renderLazyAt('/cross-login/EMP-0002/abc.def');
    expect(await screen.findByText('Authentication Failed.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cross-login/EMP-0002/abc.def');
    expect(load).not.toHaveBeenCalled();
  });

  it('still sends an unauthenticated visitor of a screen of the table to the sign-in route', async () => {
    const { router } = renderLazyAt('/products');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('patches once: later screens and unknown paths after the dashboard resolve as with the eager table', async () => {
    const { router, load } = renderLazyAt('/dashboard', authed(financeUser, ['get_general_ledger']));
    expect(await screen.findByText(/Welcome, Maria Santos/)).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();

    await act(() => router.navigate('/products'));
    expect(await screen.findByText(/Access denied\./)).toBeInTheDocument();
    await act(() => router.navigate('/no/such/screen'));
    expect(await screen.findByText('Page not found.')).toBeInTheDocument();
    await act(() => router.navigate('/finance-and-accounting/general-ledger'));
    expect(await screen.findByRole('heading', { name: 'General Ledger' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('route prefetch', () => {
  /** A route that declares its first read; the router starts it with the navigation when the user may see the screen. */
  function prefetchingAt(url: string, may: boolean) {
    const prefetch = vi.fn();
    // The screen's code: a module that never arrives (only the asking is looked at).
    const page = vi.fn(() => new Promise<never>(() => undefined));
    const store = setupStore(authed(financeUser, ['view_products']));
    const routes = buildRoutes([{ path: '/products', title: 'List of Product Stocks', scopes: ['view_products'], prefetch, page }], { dispatch: store.dispatch, may: () => may });
    createMemoryRouter(routes, { initialEntries: [url] });
    return { prefetch, page, dispatch: store.dispatch };
  }

  it('asks for the screen’s code as the navigation begins, before its lazy screen is reached, filters or not', async () => {
    // The loader runs before anything is rendered: the router is never drawn here, so only the loader can ask.
    const bare = prefetchingAt('/products', true);
    const filtered = prefetchingAt('/products?page=2', true);
    await waitFor(() => expect(bare.page).toHaveBeenCalledTimes(1));
    expect(filtered.page).toHaveBeenCalledTimes(1);
    const denied = prefetchingAt('/products', false);
    await new Promise((r) => setTimeout(r, 50));
    expect(denied.page).not.toHaveBeenCalled();
  });

  it('starts the screen’s first read with the navigation to its bare path, with the store’s dispatch', async () => {
    const { prefetch, dispatch } = prefetchingAt('/products', true);
    await waitFor(() => expect(prefetch).toHaveBeenCalledWith(dispatch));
  });

  it('leaves a URL with filters or a page to the screen, and a screen the user may not see unread', async () => {
    const filtered = prefetchingAt('/products?page=2', true);
    const denied = prefetchingAt('/products', false);
    await new Promise((r) => setTimeout(r, 50));
    expect(filtered.prefetch).not.toHaveBeenCalled();
    expect(denied.prefetch).not.toHaveBeenCalled();
  });
});
