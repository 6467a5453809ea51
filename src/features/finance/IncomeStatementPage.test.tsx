import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { browser } from '../../components/export/runExport';
import { IS_ONE_YEAR_MESSAGE, type IncomeStatementResult } from '../../../contract/finance';
import IncomeStatementPage from './IncomeStatementPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { INVALID_DATE, REPORT_ERROR } from './messages';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;

const cells = (q1: string, q2: string) => [
  { words: 'q1', total: q1 },
  { words: 'q2', total: q2 },
];

// As the server answers (contract IncomeStatementResult): income and expenses both positive.
const RESULT: IncomeStatementResult = {
  cols_ret: ['q1', 'q2'],
  rows: [
    { level: 'type', code: 'Income', name: 'Income', date: cells('1000000.00', '1250000.50'), total: '2250000.50' },
    { level: 'group', code: 'Income / Revenue', name: 'Revenue', date: cells('1000000.00', '1250000.50'), total: '2250000.50' },
    { level: 'type', code: 'Expenses', name: 'Expenses', date: cells('400000.00', '500000.25'), total: '900000.25' },
    { level: 'group', code: 'Expenses / Operating Expenses', name: 'Operating Expenses', date: cells('400000.00', '500000.25'), total: '900000.25' },
  ],
  net_income: { date: cells('600000.00', '750000.25'), total: '1350000.25' },
};

const ACCOUNTS = [
  { account_code: '4010', account_name: 'Sales - Pharmaceuticals' },
  { account_code: '6010', account_name: 'Salaries and Wages' },
];

function server(answer: () => Response | Promise<Response> = () => ok(RESULT) as unknown as Response) {
  const bodies: Body[] = [];
  const lookups: string[] = [];
  mswServer.use(
    http.get(API('/ledger/accountcode-list'), ({ request }) => {
      lookups.push(request.url);
      return ok(ACCOUNTS);
    }),
    http.post(API('/ledger/other-reports/income-statement'), async ({ request }) => {
      bodies.push((await request.json()) as Body);
      return answer();
    }),
  );
  return { bodies, lookups };
}

const IS = ['get_income_statement'];
const render = (route = '/is', scopes = IS) =>
  renderWithProviders(withToasts(<IncomeStatementPage />), { route, path: '/is', preloadedState: authed(financeUser, scopes) });

async function setDate(label: RegExp, value: string) {
  const input = await dateInput(label);
  await userEvent.clear(input);
  if (value) await userEvent.type(input, value);
}

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('Income Statement screen', () => {
  it('sends the chosen controls and shows only the cols_ret periods, Total and the Net Income row, coloured by level', async () => {
    const { bodies } = server();
    const { router } = render();
    await userEvent.selectOptions(screen.getByLabelText('Period Breakdown'), 'quarter');
    expect(screen.getByLabelText('Type')).toBeChecked();
    await userEvent.click(screen.getByLabelText('Group'));
    await within(screen.getByLabelText('Account From')).findByRole('option', { name: '4010 - Sales - Pharmaceuticals' });
    await userEvent.selectOptions(screen.getByLabelText('Account From'), '4010');
    await userEvent.selectOptions(screen.getByLabelText('Account To'), '6010');
    expect(await dateInput(/Date From/)).toHaveValue('2025-06-15');
    expect(await dateInput(/Date To/)).toHaveValue('2025-06-15');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    const table = await screen.findByRole('table', {}, SLOW);
    expect(bodies).toEqual([
      { date_from: '2025-06-15', date_to: '2025-06-15', period_breakdown: 'quarter', breakdown: ['type', 'group'], accounts_from: '4010', accounts_to: '6010' },
    ]);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Account', 'Q1', 'Q2', 'Total']);

    const income = within(table).getByText('Income').closest('tr')!;
    expect(income).toHaveClass('is-level-type');
    expect(within(income).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Income', '1,000,000.00', '1,250,000.50', '2,250,000.50']);
    expect(within(table).getByText('Revenue').closest('tr')).toHaveClass('is-level-group');
    // Indented one level under its type.
    expect(within(table).getByText('Revenue')).toHaveStyle({ paddingLeft: '1.75rem' });
    expect(within(table).getByText('Expenses').closest('tr')).toHaveClass('is-level-type');
    expect(within(within(table).getByText('Operating Expenses').closest('tr')!).getByText('900,000.25')).toBeInTheDocument();

    const net = within(table).getByText('Net Income').closest('tr')!;
    expect(net).toHaveClass('is-net-income');
    // The total is the server's, not a sum made in the browser.
    expect(within(net).getAllByRole('cell').map((c) => c.textContent)).toEqual(['600,000.00', '750,000.25', '1,350,000.25']);
    expect(within(table).getAllByRole('row').at(-1)).toBe(net);
    expect(router.state.location.search).toContain('breakdown=type%2Cgroup');
  });

  it('drills from an account and a sub-group to their general ledger, and exports the filters (issue 25)', async () => {
    const detailed: IncomeStatementResult = {
      ...RESULT,
      rows: [
        ...RESULT.rows,
        { level: 'subgroup', code: 'Expenses / Operating Expenses / Personnel Costs', name: 'Personnel Costs', date: cells('1.00', '2.00'), total: '3.00' },
        { level: 'accounts', code: '6010', name: 'Salaries and Wages', date: cells('1.00', '2.00'), total: '3.00' },
      ],
    };
    server(() => ok(detailed) as unknown as Response);
    const exports: Body[] = [];
    mswServer.use(http.post(API('/ledger/other-reports/income-statement/export'), async ({ request }) => (exports.push((await request.json()) as Body), ok('/api/downloads/is.xlsx'))));
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    mswServer.use(http.get(API('/downloads/is.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="is.xlsx"' } })));
    render('/is?date_from=2025-01-01&date_to=2025-06-15&period_breakdown=quarter&breakdown=type,group,subgroup,accounts');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(within(table).getByRole('link', { name: 'Salaries and Wages' })).toHaveAttribute(
      'href',
      '/finance-and-accounting/general-ledger?account_code=6010&date_from=2025-01-01&date_to=2025-06-15',
    );
    expect(within(table).getByRole('link', { name: 'Personnel Costs' })).toHaveAttribute(
      'href',
      '/finance-and-accounting/general-ledger?sub_group=Personnel+Costs&date_from=2025-01-01&date_to=2025-06-15',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'is.xlsx'), SLOW);
    expect(exports).toEqual([
      { date_from: '2025-01-01', date_to: '2025-06-15', period_breakdown: 'quarter', breakdown: ['type', 'group', 'subgroup', 'accounts'], accounts_from: '', accounts_to: '' },
    ]);
    save.mockRestore();
  });

  it('shows the columns the answer lists, whatever cells a row carries', async () => {
    server(() => ok({ ...RESULT, cols_ret: ['q2'] }, { as_of: '2025-06-15T03:04:05.000Z' }) as unknown as Response);
    render('/is?period_breakdown=quarter&breakdown=type&date_from=2025-04-01&date_to=2025-06-15');
    const table = await screen.findByRole('table', {}, SLOW);
    expect(screen.getByText(/^Data as of Jun 15, 11:04:05/)).toBeInTheDocument();
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Account', 'Q2', 'Total']);
    expect(within(table).queryByText('1,000,000.00')).not.toBeInTheDocument();
  });

  it('runs a bookmarked URL on load, with a loading state until the answer arrives', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const { bodies } = server(async () => {
      await gate;
      return ok(RESULT) as unknown as Response;
    });
    render('/is?period_breakdown=year&breakdown=type,accounts&date_from=2025-01-01&date_to=2025-03-31');
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    release();
    expect(await screen.findByText('Net Income', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(bodies).toEqual([
      { date_from: '2025-01-01', date_to: '2025-03-31', period_breakdown: 'year', breakdown: ['type', 'accounts'], accounts_from: '', accounts_to: '' },
    ]);
    expect(await dateInput(/Date From/)).toHaveValue('2025-01-01');
    expect(screen.getByLabelText('Accounts')).toBeChecked();
    expect(screen.getByLabelText('Group')).not.toBeChecked();
  });

  it('Search with unchanged filters asks the server again (refetch of the cached read)', async () => {
    const { bodies } = server();
    render('/is?breakdown=type&date_from=2025-01-01&date_to=2025-01-31');
    expect(await screen.findByRole('table', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual(bodies[0]);
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says so when the answer has no rows', async () => {
    server(() => ok({ cols_ret: ['jan'], rows: [], net_income: { date: [{ words: 'jan', total: '0.00' }], total: '0.00' } }) as unknown as Response);
    render('/is?breakdown=type&date_from=2025-01-01&date_to=2025-01-31');
    expect(await screen.findByText('No income statement data for the chosen filters.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('tells "Error occured. Please try again later" when the call fails', async () => {
    const { bodies } = server(() => fail('00500', 'boom', 500) as unknown as Response);
    render();
    await dateInput(/Date From/);
    await userEvent.click(screen.getByLabelText('Line Item'));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText(REPORT_ERROR)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ breakdown: ['type', 'line_item'] });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('checks the filters before any call: dates, one year for months and quarters, a breakdown, the account range', async () => {
    const { bodies } = server();
    render();
    const searchWarns = async (message: string) => {
      await userEvent.click(screen.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
    };
    // An empty required date: the browser's own form check stops Search.
    await setDate(/Date From/, '');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await dateInput(/Date From/)).toBeInvalid();
    await setDate(/Date From/, '2025-07-01');
    await searchWarns(INVALID_DATE);
    await setDate(/Date From/, '2024-12-01');
    await searchWarns(IS_ONE_YEAR_MESSAGE);
    await setDate(/Date From/, '2025-01-01');
    await userEvent.click(screen.getByLabelText('Type'));
    await searchWarns('Please select a breakdown');
    await userEvent.click(screen.getByLabelText('Accounts'));
    await within(screen.getByLabelText('Account From')).findByRole('option', { name: '6010 - Salaries and Wages' });
    await userEvent.selectOptions(screen.getByLabelText('Account From'), '6010');
    await userEvent.selectOptions(screen.getByLabelText('Account To'), '4010');
    await searchWarns('Please select a valid account range');
    expect(bodies).toHaveLength(0);

    // A year breakdown may span years.
    await setDate(/Date From/, '2024-12-01');
    await userEvent.selectOptions(screen.getByLabelText('Account To'), '');
    await userEvent.selectOptions(screen.getByLabelText('Period Breakdown'), 'year');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('table', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toEqual([
      { date_from: '2024-12-01', date_to: '2025-06-15', period_breakdown: 'year', breakdown: ['accounts'], accounts_from: '6010', accounts_to: '' },
    ]);
  });

  it('shows the permission view and calls nothing without get_income_statement', async () => {
    const { bodies, lookups } = server();
    render('/is?breakdown=type&date_from=2025-01-01&date_to=2025-01-31', ['get_trial_balance']);
    expect(await screen.findByText(/Access denied\./)).toBeInTheDocument();
    await dateInput(/Date From/);
    expect(bodies).toHaveLength(0);
    expect(lookups).toHaveLength(0);
  });
});
