import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CreditDesk } from '../../../contract/creditDesk';
import CreditHomePage from './CreditHomePage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { seriousViolations } from '../../../tests/axe';
import { SLOW } from '../../../tests/reportScreen';

const zero = { in_transit: '0.00', current: '0.00', days_30: '0.00', days_60: '0.00', days_90: '0.00', over_90_days: '0.00', advances: '0.00' };
const desk: CreditDesk = {
  as_of: '2026-11-22',
  due_this_week: { date_from: '2026-11-22', date_to: '2026-11-28', invoices: 3, amount: '45000.00' },
  pdcs_maturing: { date_to: '2026-11-29', checks: 2, amount: '20000.00' },
  past_due: { as_of: '2026-11-22', customers: 7, ...zero, days_30: '1234.56', total_ar: '99999.99', past_due: '1234.56', net: '99999.99' },
  memos_waiting: 4,
};
const render = () => renderWithProviders(<CreditHomePage />, { route: '/credit-and-collections', preloadedState: authed(financeUser, ['view_credit_and_collections']) });

describe('Credit desk', () => {
  it("shows today's figures, each leading to its screen", async () => {
    mswServer.use(http.get(API('/credit-and-collections/desk'), () => ok(desk)));
    render();
    const due = within(await screen.findByRole('region', { name: 'Due this week' }, SLOW));
    expect(due.getByText('45,000.00')).toBeInTheDocument();
    expect(due.getByRole('link')).toHaveAttribute('href', '/credit-and-collections/management/customer-aging?as_of=2026-11-22');
    expect(within(screen.getByRole('region', { name: 'Past due' })).getByRole('link')).toHaveAttribute('href', '/credit-and-collections/management/customer-aging?as_of=2026-11-22&past_due_only=1');
    expect(await seriousViolations(document.body)).toEqual([]);
    expect(within(screen.getByRole('region', { name: 'Memos waiting' })).getByText('4')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Post-dated checks maturing' })).getByText('2 checks dated up to 2026-11-29')).toBeInTheDocument();
  });

  it('says the desk failed to load, with Retry', async () => {
    mswServer.use(http.get(API('/credit-and-collections/desk'), () => HttpResponse.json({ code: '99999', result: 'x' }, { status: 500 })));
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Unable to load the credit desk.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
