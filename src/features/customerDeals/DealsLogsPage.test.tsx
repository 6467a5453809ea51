import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { DealLogRow } from '../../../contract/customerDeals';
import DealsLogsPage from './DealsLogsPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const approved: DealLogRow = {
  revision_history_id: 40,
  date_time: '2026-01-06T03:00:00Z',
  batch_no: 'DD-000001',
  activity: 'Approved',
  user: 'Antonio Bautista',
  changes: 'Status: For Approval → Approved',
  remarks: null,
};

describe('Deals Logs', () => {
  it('lists every change with who, when (Manila time) and what; searched by deal number', async () => {
    const queries: Record<string, string>[] = [];
    mswServer.use(
      http.get(API('/customers/deals/logs'), ({ request }) => {
        queries.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok([approved], { total_rows: 1 });
      }),
    );
    renderWithProviders(<DealsLogsPage />, { route: '/customers/deals-logs', preloadedState: authed(financeUser, ['view_deals_and_discounts']) });
    expect(await screen.findByText('Status: For Approval → Approved', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('2026-01-06 11:00')).toBeInTheDocument();
    for (const h of ['Date and Time', 'Deal No.', 'Activity', 'Changed By', 'Changes', 'Remarks']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(queries[0]).toEqual({ page: '0', page_size: '50', order_by: 'date_time', direction: 'desc' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by deal number' }), 'DD-000001{Enter}');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ search: 'DD-000001' }));
  });

  it('is denied without the view scope', async () => {
    renderWithProviders(<DealsLogsPage />, { route: '/customers/deals-logs', preloadedState: authed(financeUser, []) });
    expect(await screen.findByText(/Access denied\./)).toBeInTheDocument();
  });
});
