import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import TrialBalancePage from './TrialBalancePage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

describe('Trial Balance screen', () => {
  it('lists accounts and drills into one account in the "General Ledger Entries" modal', async () => {
    const drill: Record<string, unknown>[] = [];
    mswServer.use(
      http.post(API('/ledger/trial-balance'), () =>
        ok(
          [{ id: 1, account_code: '1020', account_name: 'Cash in Bank - BDO', account_fs_group: 'Balance Sheet', account_group: 'Current Assets', account_sub_group: 'Cash and Cash Equivalents', account_line_item: 'Cash in Bank', account_sub_line_item: null, beginning_balance: '1000000.00', debit: '250000.50', credit: '100000.00', balance: '1150000.50' }],
          { total_rows: 1 },
        ),
      ),
      http.post(API('/ledger/general/entries'), async ({ request }) => {
        drill.push((await request.json()) as Record<string, unknown>);
        return ok([], { total_rows: 0 });
      }),
    );
    renderWithProviders(<TrialBalancePage />, { route: '/tb?date_from=2025-01-01&date_to=2025-12-31', path: '/tb', preloadedState: authed(financeUser, ['get_trial_balance']) });
    expect(await screen.findByText('1,150,000.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1020' }));
    const modal = await screen.findByRole('dialog', { name: 'General Ledger Entries' });
    await waitFor(() => expect(drill[0]).toEqual({ account_code: '1020', date_from: '2025-01-01', date_to: '2025-12-31', direction: 'asc', order_by: 'account_code', page: 0, page_size: 50 }));
    await userEvent.click(within(modal).getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
