import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { setupStore } from './store';
import { buildRoutes } from './router';
import { authed } from '../../tests/render';
import { financeUser } from '../../tests/msw/fixtures';
import type { RouteDef } from './routeTypes';
import { http } from 'msw';
import { mswServer } from '../../tests/msw/server';
import { API, ok } from '../../tests/msw/envelope';

// The signed-in layout is a lazy chunk that also brings the route table (for
// its menu): transform it once up front, so the first test that opens it
// measures the routing within findBy's 1 s, not the test run's module loading.
beforeAll(async () => {
  await import('./AuthedLayout');
});

// Stand-in sub-ledger screens: the redirect, not the screens, is under test.
const table: RouteDef[] = [
  { path: '/ledgers/sales', title: 'Sales Special Journal', scopes: ['view_sales_special_journal_list'] },
  { path: '/ledgers/receivables', title: 'Receivable Sub Ledger', scopes: ['view_receivable_sub_ledger_list'] },
];

const SCOPES = ['view_sales_special_journal_list', 'view_receivable_sub_ledger_list'];

function renderAt(url: string) {
  // The layout fetches the scopes again on load: the server answers with the same ones.
  mswServer.use(http.get(API('/users/permissions'), () => ok(SCOPES)));
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [url] });
  render(
    <Provider store={setupStore(authed(financeUser, SCOPES))}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('sub-ledger tabs (spec 000 §2.8)', () => {
  it('sends an unknown /ledgers/<tab> to /ledgers/sales', async () => {
    for (const url of ['/ledgers/no-such-tab', '/ledgers/sales/extra']) {
      const router = renderAt(url);
      expect(await screen.findByRole('heading', { name: 'Sales Special Journal' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/ledgers/sales');
      router.dispose();
      document.body.innerHTML = '';
    }
  });

  it('keeps a known tab where it is', async () => {
    const router = renderAt('/ledgers/receivables');
    expect(await screen.findByRole('heading', { name: 'Receivable Sub Ledger' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/ledgers/receivables');
  });
});
