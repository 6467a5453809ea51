import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DashboardSummary } from '../../../contract/dashboard';
import DayPanels, { prefetchDayPanels } from './DayPanels';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const summary: DashboardSummary = {
  as_of: '2026-11-26',
  approvals: { count: 3, oldest_days: 9, queues: [{ queue: 'Purchase Request', count: 2, oldest_days: 9 }, { queue: 'Treasury Request', count: 1, oldest_days: 4 }] },
  finance: { cash_total: '1250000.50', cash: [{ account_code: '1020', account_name: 'Cash in Bank - BDO', balance: '1250000.50' }], receivables_total: '8400000.00', receivables_past_due: '1200300.25' },
  credit: { pdc_on_hand: { count: 2, amount: '45000.00' }, pdc_maturing_7_days: { count: 1, amount: '20000.00' }, invoices_due_7_days: { count: 4, amount: '96000.00' }, invoices_past_due: { count: 12, amount: '1200300.25' } },
  purchasing: null,
  warehouse: null,
};
const render = (onShown?: () => void) => renderWithProviders(<DayPanels onShown={onShown} />, { preloadedState: authed(financeUser, ['bypass']) });

describe("the dashboard's day panels", () => {
  it('shows what waits and the figures of the areas, each linking to the screen it comes from', async () => {
    mswServer.use(http.get(API('/dashboard/summary'), () => ok(summary)));
    render();
    expect(await screen.findByRole('link', { name: '3' }, SLOW)).toHaveAttribute('href', '/approvals');
    expect(screen.getByText('The oldest has waited 9 days.')).toBeInTheDocument();
    expect(screen.getByText('Purchase Request: 2 (oldest 9 days)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1,250,000.50' })).toHaveAttribute('href', '/finance-and-accounting/cash-in/bank/subledgder');
    expect(screen.getAllByRole('link', { name: '1,200,300.25' })[0]).toHaveAttribute('href', '/credit-and-collections/management/customer-aging');
    expect(screen.getByRole('img', { name: 'Cash by account' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '20,000.00 (1)' })).toHaveAttribute('href', '/credit-and-collections/management/collections');
    expect(screen.queryByRole('region', { name: 'Purchasing' })).not.toBeInTheDocument();
  });

  it('says when the figures are on the screen (the dashboard then loads the grid code), once', async () => {
    let shown = 0;
    let asked = 0;
    mswServer.use(
      http.get(API('/dashboard/summary'), () => {
        asked += 1;
        return ok(summary);
      }),
    );
    const { store } = render(() => (shown += 1));
    expect(shown).toBe(0);
    expect(await screen.findByRole('link', { name: '3' }, SLOW)).toBeInTheDocument();
    expect(shown).toBe(1);
    // A prefetch of the same read (what a sign-in starts) is answered from the cache, not asked again.
    prefetchDayPanels(store.dispatch);
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(1);
  });

  it('says when the figures cannot be loaded', async () => {
    mswServer.use(http.get(API('/dashboard/summary'), () => HttpResponse.json({ code: '00500', result: 'Error occured. Please try again later.' }, { status: 500 })));
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent("Today's figures could not be loaded");
  });
});
