import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { http } from 'msw';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupStore } from './store';
import { buildRoutes } from './router';
import type { RouteDef } from './routeTypes';
import { authed } from '../../tests/render';
import { financeUser } from '../../tests/msw/fixtures';
import { mswServer } from '../../tests/msw/server';
import { API, ok } from '../../tests/msw/envelope';

// The signed-in layout is a lazy chunk that also brings the route table (for
// its menu): transform it once up front, so the first test that opens it
// measures the routing within findBy's 1 s, not the test run's module loading.
beforeAll(async () => {
  await import('./AuthedLayout');
});

const table: RouteDef[] = [{ path: '/ledgers/sales', title: 'Sales Special Journal', scopes: ['view_sales_special_journal_list'] }];

function renderWith(persistedScopes: string[], serverScopes: string[]) {
  mswServer.use(http.get(API('/users/permissions'), () => ok(serverScopes)));
  const store = setupStore(authed(financeUser, persistedScopes));
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: ['/ledgers/sales'] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

describe('scopes fetched again on a full page load', () => {
  it('a reload before the scopes were persisted waits for them instead of showing "Access denied"', async () => {
    renderWith([], ['view_sales_special_journal_list']);
    expect(await screen.findByRole('heading', { name: 'Sales Special Journal' })).toBeInTheDocument();
    expect(screen.queryByText(/Access denied/)).not.toBeInTheDocument();
  });

  it('a scope the administrator removed is gone without a new sign-in', async () => {
    const store = renderWith(['view_sales_special_journal_list'], ['get_general_ledger']);
    expect(await screen.findByText(/Access denied/)).toBeInTheDocument();
    expect(store.getState().auth.permissions).toEqual(['get_general_ledger']);
  });
});
