import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { TbV2Result } from '../../../contract/financeReports';
import TrialBalanceScreen from './TrialBalanceScreen';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('Trial Balance screen: its tabs', () => {
  const tb: TbV2Result = {
    rows: [
      { code: '1020', name: 'Cash in Bank - BDO', account_type: 'Assets', account_group: 'Current Assets', account_sub_group: 'Cash', account_line_item: 'Cash in Bank', opening: '100.00', debit: '50.00', credit: '0.00', closing: '150.00' },
      { code: '4010', name: 'Sales', account_type: 'Income', account_group: 'Revenue', account_sub_group: 'Sales', account_line_item: 'Gross Sales', opening: '-100.00', debit: '0.00', credit: '50.00', closing: '-150.00' },
    ],
    totals: { opening: '0.00', debit: '50.00', credit: '50.00', closing: '0.00' },
  };

  it('opens on the §2.18 report, and the old v2 address leads to the period view', async () => {
    mswServer.use(http.post(API('/finance-reports/trial-balance'), () => ok(tb)));
    renderWithProviders(withToasts(<TrialBalanceScreen />), {
      route: '/finance-and-accounting/trial-balance',
      path: '/finance-and-accounting/trial-balance/:tab?',
      preloadedState: authed(financeUser, ['get_trial_balance']),
    });
    expect(screen.getByRole('heading', { name: 'Trial Balance' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Trial Balance' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('button', { name: 'Search' }, SLOW)).toBeInTheDocument();
  });

  it('shows the amounts first with a totals row where debits equal credits; the classification shows on demand; the tabs switch the view', async () => {
    const bodies: Body[] = [];
    mswServer.use(http.post(API('/finance-reports/trial-balance'), async ({ request }) => (bodies.push((await request.json()) as Body), ok(tb, { as_of: '2025-06-15T03:04:05.000Z' }))));
    renderWithProviders(withToasts(<TrialBalanceScreen />), {
      route: '/finance-and-accounting/trial-balance/period?date_from=2025-01-01&date_to=2025-06-15',
      path: '/finance-and-accounting/trial-balance/:tab?',
      preloadedState: authed(financeUser, ['get_trial_balance']),
    });
    const table = await screen.findByRole('table', { name: 'Trial balance' });
    expect(bodies[0]).toEqual({ date_from: '2025-01-01', date_to: '2025-06-15', view: 'accounts' });
    expect(screen.getByText(/^Data as of Jun 15, 11:04:05/)).toBeInTheDocument();
    const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Account', 'Opening Balance', 'Debit', 'Credit', 'Closing Balance']);
    expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent('50.0050.00');
    await userEvent.click(screen.getByLabelText('Show classification'));
    expect(within(table).getByRole('columnheader', { name: 'Line Item' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Simplified' }));
    await screen.findByRole('table', { name: 'Simplified trial balance' });
    expect(bodies.at(-1)).toEqual({ date_from: '2025-01-01', date_to: '2025-06-15', view: 'line_items' });
  });
});
