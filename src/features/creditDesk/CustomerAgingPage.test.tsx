import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AgingRow, AgingTotals } from '../../../contract/creditDesk';
import CustomerAgingPage from './CustomerAgingPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const buckets = { in_transit: '0.00', current: '1000.00', days_30: '0.00', days_60: '2500.25', days_90: '0.00', over_90_days: '0.00', total_ar: '3500.25', advances: '500.00', net: '3000.25', past_due: '2500.25' };
const row: AgingRow = { customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Makati', credit_term_days: 30, ...buckets };
const totals: AgingTotals = { as_of: '2025-06-15', customers: 1, ...buckets, total_ar: '98765.43' };

function serve(totalsReply: () => Response = () => ok(totals) as unknown as Response) {
  const pages: Body[] = [];
  const sums: Body[] = [];
  mswServer.use(
    http.post(API('/credit-and-collections/aging'), async ({ request }) => {
      pages.push((await request.json()) as Body);
      return ok([row], { total_rows: 1 });
    }),
    http.post(API('/credit-and-collections/aging/totals'), async ({ request }) => {
      sums.push((await request.json()) as Body);
      return totalsReply();
    }),
  );
  return { pages, sums };
}

const render = () =>
  renderWithProviders(withToasts(<CustomerAgingPage />), { route: '/credit-and-collections/management/customer-aging', preloadedState: authed(financeUser, ['view_credit_and_collections']) });

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('Customer Aging', () => {
  it('ages every customer as of today, shows the totals of all of them, and filters past due only', async () => {
    const { pages, sums } = serve();
    render();
    expect(await screen.findByText('Mercury Drug Makati', {}, SLOW)).toBeInTheDocument();
    expect(pages[0]).toEqual({ as_of: '2025-06-15', page: 0, page_size: 50, order_by: 'customer_name', direction: 'asc' });
    const box = within(await screen.findByRole('region', { name: 'Totals' }));
    expect(await box.findByText('98,765.43')).toBeInTheDocument();
    // The grid's and the totals' headers: the same buckets in both.
    for (const h of ['Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days', 'Advances (Unapplied)']) expect(screen.getAllByRole('columnheader', { name: h })).toHaveLength(2);
    expect(sums[0]).toEqual({ as_of: '2025-06-15' });
    expect(screen.getByRole('link', { name: 'Mercury Drug Makati' })).toHaveAttribute('href', '/credit-and-collections/management/customer-center/4');

    await userEvent.click(screen.getByLabelText('Past due only'));
    await userEvent.click(screen.getByLabelText('Customer Code or Name'));
    await userEvent.paste('mercury');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(pages.at(-1)).toMatchObject({ as_of: '2025-06-15', search: 'mercury', past_due_only: true, page: 0 }));
    await waitFor(() => expect(sums.at(-1)).toEqual({ as_of: '2025-06-15', search: 'mercury', past_due_only: true }));
  }, 30_000);

  it('says so when the totals fail, apart from the rows', async () => {
    serve(() => HttpResponse.json({ code: '99999', result: 'boom' }, { status: 500 }) as unknown as Response);
    render();
    expect(await screen.findByText('Mercury Drug Makati', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText(/totals could not be loaded/i, {}, SLOW)).toBeInTheDocument();
  });
});
