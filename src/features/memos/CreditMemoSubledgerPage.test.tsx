import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { CreditMemoLedgerRow } from '../../../contract/memos';
import CreditMemoSubledgerPage from './CreditMemoSubledgerPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

const row: CreditMemoLedgerRow = {
  memo_id: 1,
  memo_date: '2025-06-03',
  memo_no: 'CM-2025-000001',
  customer_code: 'C-00003',
  customer_name: 'Watsons - SM Megamall',
  si_number: 'SI-104233',
  memo_kind: 'discount_rebate',
  reason: 'Prompt payment discount',
  net: '1000.00',
  vat: '120.00',
  amount: '1120.00',
  running_balance: '1120.00',
  journal_entry: 'JE-CM-2025-000001',
};

afterEach(() => vi.useRealTimers());

describe('Credit Memo Subledger', () => {
  it('opens on the month to date: the approved credit memos with the running total, and the totals of the period', async () => {
    freezeToday();
    const asked: Record<string, unknown>[] = [];
    mswServer.use(
      http.post(API('/memos/credit-subledger'), async ({ request }) => {
        asked.push((await request.json()) as Record<string, unknown>);
        return ok([row], { total_rows: 1 });
      }),
      http.post(API('/memos/credit-subledger/totals'), () => ok({ memos: 1, net: '1000.00', vat: '120.00', amount: '1120.00' })),
    );
    renderWithProviders(withToasts(<CreditMemoSubledgerPage />), { route: '/credit-and-collections/management/memo-credit/credit-memo-subledger', preloadedState: authed(financeUser, ['view_memos']) });
    expect(await screen.findByRole('link', { name: 'CM-2025-000001' }, SLOW)).toHaveAttribute('href', '/credit-and-collections/management/memo/credit/edit-form/1');
    expect(asked[0]).toMatchObject({ date_from: '2025-06-01', date_to: '2025-06-15' });
    expect(screen.getByText('Sales Discount / Rebate')).toBeInTheDocument();
    const totals = screen.getByRole('region', { name: 'Totals' });
    await waitFor(() => expect(within(totals).getByRole('table')).toHaveTextContent('11,000.00120.001,120.00'));
    expect(screen.getByRole('button', { name: /Export/ })).toBeInTheDocument();
  });

  it('without view_memos the table is not shown', async () => {
    renderWithProviders(<CreditMemoSubledgerPage />, { route: '/x', preloadedState: authed(financeUser, []) });
    expect(await screen.findByText(/Access denied\./)).toBeInTheDocument();
  });
});
