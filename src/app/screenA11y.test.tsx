import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { setupStore } from './store';
import { buildRoutes } from './router';
import type { RouteDef } from './routeTypes';
import { authed } from '../../tests/render';
import { financeScopes, financeUser } from '../../tests/msw/fixtures';

// The signed-in layout is a lazy chunk that also brings the route table (for
// its menu): transform it once up front, so the first test that opens it
// measures the routing within findBy's 1 s, not the test run's module loading.
beforeAll(async () => {
  await import('./AuthedLayout');
});

function ScreenA() {
  return (
    <div className="p-4">
      <h1>Screen A</h1>
      <Link to="/screen-b">To B</Link> <Link to="/screen-a?page=2">Page 2</Link> <Link to="/screen-c">To C</Link>
    </div>
  );
}
function ScreenB() {
  return <h1>Screen B</h1>;
}
function ScreenC() {
  return <p>A screen without a heading.</p>;
}

const table: RouteDef[] = [
  { path: '/screen-a', title: 'Screen A', scopes: [], page: async () => ({ default: ScreenA }) },
  { path: '/screen-b', title: 'Screen B', scopes: [], page: async () => ({ default: ScreenB }) },
  { path: '/screen-c', title: 'Screen C', scopes: [], page: async () => ({ default: ScreenC }) },
  { path: '/finance-and-accounting/general-ledger', title: 'General Ledger', scopes: ['get_general_ledger'] },
  { path: '/products', title: 'List of Product Stocks', scopes: ['view_products'] },
];

function renderAt(url: string, signedIn = true) {
  const store = setupStore(signedIn ? authed(financeUser, financeScopes) : {});
  const router = createMemoryRouter(buildRoutes(table), { initialEntries: [url] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe('document title', () => {
  it.each([
    ['/finance-and-accounting/general-ledger', true, 'General Ledger | ERP Back-Office'],
    ['/screen-b', true, 'Screen B | ERP Back-Office'],
    ['/dashboard', true, 'Dashboard | ERP Back-Office'],
    ['/products', true, 'Access denied | ERP Back-Office'],
    ['/no/such/screen', true, 'Page not found | ERP Back-Office'],
    ['/', false, 'Sign in | ERP Back-Office'],
    ['/provide-email', false, 'Forgot Password | ERP Back-Office'],
    ['/unauthenticated', false, 'Authentication required | ERP Back-Office'],
    ['/screen-a', false, 'Sign in | ERP Back-Office'],
  ])('%s (signed in: %s) is "%s"', async (url, signedIn, title) => {
    renderAt(url, signedIn);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('follows client-side navigation', async () => {
    renderAt('/screen-a');
    await screen.findByRole('heading', { name: 'Screen A' });
    expect(document.title).toBe('Screen A | ERP Back-Office');
    await userEvent.click(screen.getByRole('link', { name: 'To B' }));
    await waitFor(() => expect(document.title).toBe('Screen B | ERP Back-Office'));
  });
});

describe('skip link', () => {
  it('is the first thing Tab reaches, hidden until focused, and moves focus to main', async () => {
    renderAt('/screen-a');
    await screen.findByRole('heading', { name: 'Screen A' });
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveClass('visually-hidden-focusable');
    expect(skip).toHaveAttribute('href', '#main');
    await userEvent.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(main).toHaveFocus();
  });

  it('reaches the approvals inbox in three keys from any page top: Tab, Tab, Enter', async () => {
    renderAt('/screen-a');
    await screen.findByRole('heading', { name: 'Screen A' });
    await userEvent.tab();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to approvals' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveClass('visually-hidden-focusable');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.title).toBe('Approvals | ERP Back-Office'));
  });
});

describe('focus after navigation', () => {
  it('leaves focus alone on the first load', async () => {
    renderAt('/screen-a');
    const heading = await screen.findByRole('heading', { name: 'Screen A' });
    await new Promise((r) => setTimeout(r, 50));
    expect(heading).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus to the new screen's heading, or to main when it has none", async () => {
    const router = renderAt('/screen-a');
    await screen.findByRole('heading', { name: 'Screen A' });
    await userEvent.click(screen.getByRole('link', { name: 'To B' }));
    const b = await screen.findByRole('heading', { name: 'Screen B' });
    await waitFor(() => expect(b).toHaveFocus());
    expect(b).toHaveAttribute('tabindex', '-1');

    await act(() => router.navigate('/screen-c'));
    await screen.findByText('A screen without a heading.');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('does not move focus when only the query string changes', async () => {
    const router = renderAt('/screen-a');
    const heading = await screen.findByRole('heading', { name: 'Screen A' });
    const page2 = screen.getByRole('link', { name: 'Page 2' });
    await userEvent.click(page2);
    expect(router.state.location.search).toBe('?page=2');
    expect(page2).toHaveFocus();

    // Even with nothing focused (a search that re-renders the page): the heading is not taken.
    (document.activeElement as HTMLElement).blur();
    await act(() => router.navigate('/screen-a?page=3'));
    await new Promise((r) => setTimeout(r, 50));
    expect(router.state.location.search).toBe('?page=3');
    expect(heading).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('public screens: the sign-in field keeps its focus; a link to another screen focuses its heading', async () => {
    renderAt('/screen-a', false);
    const username = await screen.findByLabelText('Username');
    await waitFor(() => expect(username).toHaveFocus());
    await userEvent.click(screen.getByRole('link', { name: 'Forgot password' }));
    const heading = await screen.findByRole('heading', { name: 'Forgot Password' });
    await waitFor(() => expect(heading).toHaveFocus());
  });
});
