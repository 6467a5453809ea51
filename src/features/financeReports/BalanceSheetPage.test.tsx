import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { BalanceSheetResult, BalanceSheetRow } from '../../../contract/financeReports';
import BalanceSheetPage from './BalanceSheetPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, withToasts } from '../../../tests/reportScreen';

const row = (level: BalanceSheetRow['level'], code: string, name: string, current: string, previous: string, account_code: string | null = null): BalanceSheetRow => ({
  level, code, name, account_code, account_type: 'Assets', account_group: 'Current Assets', account_sub_group: 'Cash and Cash Equivalents', account_line_item: 'Cash in Bank',
  current, previous, variance: (Number(current) - Number(previous)).toFixed(2),
});
const pair = (current: string, previous: string) => ({ current, previous });
const result: BalanceSheetResult = {
  as_of: '2025-06-15',
  compare_to: '2024-12-31',
  rows: [
    row('type', 'Assets', 'Assets', '1500000.00', '1200000.00'),
    row('account', '1020', 'Cash in Bank - BDO', '1500000.00', '1200000.00', '1020'),
    { ...row('type', 'Equity', 'Equity', '1500000.00', '1200000.00'), account_type: 'Equity' },
    { ...row('computed', 'RE-YTD', 'Net income for the year to date', '300000.00', '0.00'), account_type: 'Equity' },
  ],
  totals: {
    assets: pair('1500000.00', '1200000.00'), liabilities: pair('0.00', '0.00'), equity: pair('1500000.00', '1200000.00'),
    liabilities_and_equity: pair('1500000.00', '1200000.00'), difference: pair('0.00', '0.00'), net_income: pair('300000.00', '0.00'),
  },
};

type Body = Record<string, unknown>;
function answer(res = result) {
  const bodies: Body[] = [];
  mswServer.use(http.post(API('/finance-reports/balance-sheet'), async ({ request }) => (bodies.push((await request.json()) as Body), ok(res))));
  return bodies;
}
const render = (route: string, scopes = ['view_financial_statements'], path = route.split('?')[0]) =>
  renderWithProviders(withToasts(<BalanceSheetPage />), { route, path, preloadedState: authed(financeUser, scopes) });

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('Balance Sheet screen', () => {
  it('runs for the date chosen, beside the previous year-end, with totals, and an account opens its general ledger', async () => {
    const bodies = answer();
    render('/finance-and-accounting/balance-sheet');
    expect(screen.getByText('Choose the date and press Search.')).toBeInTheDocument();
    expect(await dateInput(/As of/)).toHaveValue('2025-06-15');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const table = await screen.findByRole('table', { name: 'Balance sheet as of 2025-06-15' });
    expect(bodies[0]).toEqual({ as_of: '2025-06-15' });
    expect(within(table).getByRole('columnheader', { name: 'As of 2024-12-31' })).toBeInTheDocument();
    const link = within(table).getByRole('link', { name: '1020 Cash in Bank - BDO' });
    expect(link.getAttribute('href')).toBe('/finance-and-accounting/general-ledger?account_code=1020&date_from=2022-12-01&date_to=2025-06-15');
    expect(within(table).getByText('Net income for the year to date')).toBeInTheDocument();
    const totalRow = within(table).getByRole('row', { name: /Total Liabilities and Equity/ });
    expect(totalRow).toHaveTextContent('1,500,000.00');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/Data as of/)).toBeNull();
  });

  it('says when its data is as of, where the server said (a report read from a replica)', async () => {
    mswServer.use(http.post(API('/finance-reports/balance-sheet'), () => ok(result, { as_of: '2025-06-15T03:04:05.000Z' })));
    render('/finance-and-accounting/balance-sheet?as_of=2025-06-15');
    await screen.findByRole('table', { name: 'Balance sheet as of 2025-06-15' });
    expect(screen.getByText(/^Data as of Jun 15, 11:04:05/)).toBeInTheDocument();
  });

  it('v2 compares with a chosen date; the table view lists the accounts flat with their classification', async () => {
    const bodies = answer();
    const { unmount } = render('/finance-and-accounting/balance-sheet-v2');
    const compare = await dateInput(/Compare with/);
    await userEvent.type(compare, '2024-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('table');
    expect(bodies[0]).toEqual({ as_of: '2025-06-15', compare_to: '2024-06-30' });
    unmount();

    render('/finance-and-accounting/balance-sheet/table?as_of=2025-06-15');
    const table = await screen.findByRole('table', { name: 'Balance sheet accounts as of 2025-06-15' });
    expect(within(table).getAllByRole('row')).toHaveLength(3); // header, the account, the computed equity row
    expect(within(table).getByRole('columnheader', { name: 'Line Item' })).toBeInTheDocument();
  });

  it('tells a failed load apart from an empty one', async () => {
    mswServer.use(http.post(API('/finance-reports/balance-sheet'), () => fail('00500', 'boom', 500)));
    const { unmount } = render('/finance-and-accounting/balance-sheet?as_of=2025-06-15');
    expect(await screen.findByText('The balance sheet could not be loaded. Please try again.')).toBeInTheDocument();
    // Retry asks again: the statement shows once the server answers.
    answer();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /^Balance sheet as of/ })).toBeInTheDocument();
    unmount();

    answer({ ...result, rows: [] });
    render('/finance-and-accounting/balance-sheet?as_of=2025-06-15');
    expect(await screen.findByText('No balance sheet for the chosen filters.')).toBeInTheDocument();
  });

  it('export warns without a call on a missing date', async () => {
    const bodies = answer();
    render('/finance-and-accounting/balance-sheet');
    const asOf = await dateInput(/As of/);
    await userEvent.clear(asOf);
    // (Search is the form's submit: the browser itself stops it on the empty required date.)
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select dates!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('without the scope shows the permission message and no Export', async () => {
    render('/finance-and-accounting/balance-sheet?as_of=2025-06-15', ['get_general_ledger']);
    expect(screen.getByText(/Access denied\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });
});
