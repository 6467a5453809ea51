import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupStore } from './store';
import { buildRoutes } from './router';
import { authed } from '../../tests/render';
import { financeUser } from '../../tests/msw/fixtures';
import type { RouteDef } from './routeTypes';

const table: RouteDef[] = [
  { path: '/finance-and-accounting/general-ledger', title: 'General Ledger', scopes: ['get_general_ledger'] },
  { path: '/products', title: 'List of Product Stocks', scopes: ['view_products'] },
];

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
