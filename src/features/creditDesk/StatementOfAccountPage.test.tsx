import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { Soa } from '../../../contract/creditDesk';
import StatementOfAccountPage from './StatementOfAccountPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, invalid, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { seriousViolations } from '../../../tests/axe';
import { SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const zero = { in_transit: '0.00', current: '0.00', days_30: '0.00', days_60: '0.00', days_90: '0.00', over_90_days: '0.00', advances: '0.00' };
const soa: Soa = {
  by: 'branch',
  customer: { customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Main', city: 'Makati', tin: null, credit_term_days: 30, credit_limit: '100000.00' },
  branches: [{ customer_code: 'C-00004', customer_name: 'Mercury Drug Main' }, { customer_code: 'C-00009', customer_name: 'Mercury Drug Cebu' }],
  date_from: '2026-01-01', date_to: '2026-01-31', opening: '1000.00', debits: '2500.00', credits: '700.00', closing: '2800.00',
  aging: { ...zero, current: '2800.00', total_ar: '2800.00', net: '2800.00' },
  lines: [
    { id: 1, transaction_date: '2026-01-05', customer_code: 'C-00009', customer_name: 'Mercury Drug Cebu', transaction: 'SI', reference: 'SI-000101', si_number: 'SI-000101', particulars: 'Sales invoice', debit: '2500.00', credit: '0.00', balance: '3500.00' },
    { id: 2, transaction_date: '2026-01-20', customer_code: 'C-00004', customer_name: 'Mercury Drug Main', transaction: 'CR', reference: 'OR-2026-000003', si_number: 'SI-000090', particulars: 'Collection', debit: '0.00', credit: '700.00', balance: '2800.00' },
  ],
  line_count: 2, truncated: false,
};
const QUERY = '?customer_code=C-00004&customer_label=C-00004&date_from=2026-01-01&date_to=2026-01-31';
const render = (path: string) =>
  renderWithProviders(withToasts(<StatementOfAccountPage />), { route: path, path: '/credit-and-collections/management/statement-of-account/:tab?', preloadedState: authed(financeUser, ['view_statement_of_account']) });

describe('Statement of Account', () => {
  it('asks for a customer first, then shows the branch statement from opening to closing with its aging', async () => {
    const bodies: Body[] = [];
    mswServer.use(http.post(API('/credit-and-collections/statement-of-account'), async ({ request }) => (bodies.push((await request.json()) as Body), ok(soa))));
    const first = render('/credit-and-collections/management/statement-of-account');
    expect(screen.getByText(/Choose a customer and the period/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Per Customer' })).toHaveAttribute('aria-current', 'page');
    first.unmount();

    render(`/credit-and-collections/management/statement-of-account/branch${QUERY}`);
    const statement = within(await screen.findByLabelText('Statement', {}, SLOW));
    expect(bodies[0]).toEqual({ customer_code: 'C-00004', date_from: '2026-01-01', date_to: '2026-01-31', by: 'branch' });
    expect(screen.getByRole('link', { name: 'Per Branch' })).toHaveAttribute('aria-current', 'page');
    expect(statement.getByText('Opening Balance').closest('tr')).toHaveTextContent('1,000.00');
    expect(statement.getByText('Closing Balance').closest('tr')).toHaveTextContent('2,500.00700.002,800.00');
    // Branch column and kinds in words.
    expect(statement.getByRole('columnheader', { name: 'Branch' })).toBeInTheDocument();
    expect(statement.getByText('Mercury Drug Cebu')).toBeInTheDocument();
    expect(statement.getByText('Sales Invoice')).toBeInTheDocument();
    expect(statement.getByText(/Aging of the closing balance as of 2026-01-31/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print to PDF' })).toBeEnabled();
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it("shows the server's refusal (a customer without branches) as an error, not an empty statement", async () => {
    mswServer.use(http.post(API('/credit-and-collections/statement-of-account'), () => invalid(['This customer is not a main office with branches: choose the Per Customer tab.'])));
    render(`/credit-and-collections/management/statement-of-account/branch${QUERY}`);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('not a main office with branches'), SLOW);
    expect(screen.queryByLabelText('Statement')).not.toBeInTheDocument();
  });
});
