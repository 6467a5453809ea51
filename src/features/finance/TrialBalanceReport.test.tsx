import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import TrialBalancePage from './TrialBalanceReport';
import { browser, EXPORT_PROGRESS } from '../../components/export/runExport';
import * as dialogs from '../../components/dialogs';
import { INVALID_DATE, SELECT_DATES } from './messages';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;

const tbRow = {
  id: 1, account_code: '1020', account_name: 'Cash in Bank - BDO', account_fs_group: 'Balance Sheet', account_group: 'Current Assets',
  account_sub_group: 'Cash and Cash Equivalents', account_line_item: 'Cash in Bank', account_sub_line_item: null,
  beginning_balance: '1000000.00', debit: '250000.50', credit: '100000.00', balance: '1150000.50',
};

const entry = (id: number) => ({
  id, journal_entry: `JE-${String(id).padStart(4, '0')}`, transaction_date: '2025-02-01', account_code: '1020', account_name: 'Cash in Bank - BDO',
  debit: '10.00', credit: '0.00', running_balance: `${1000 + id}.00`, module: 'CR', reference: `OR-${id}`, payee: null, md: null,
  particulars: null, remarks: null, details: null, program: null, cost_center: null, bank_date: null, accounting_code: null,
});

const TOTALS = { beginning_balance: '0.00', debit: '250000.50', credit: '250000.50', balance: '0.00', accounts: 1 };

function trialBalance() {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/ledger/trial-balance/totals'), () => ok(TOTALS)),
    http.post(API('/ledger/trial-balance'), async ({ request }) => {
      bodies.push((await request.json()) as Body);
      return ok([tbRow], { total_rows: 1 });
    }),
  );
  return bodies;
}

const TB = ['get_trial_balance'];
const URL_2025 = '/tb?date_from=2025-01-01&date_to=2025-12-31';

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Trial Balance screen', () => {
  it('searches the chosen dates (default today) and lists the accounts with right-aligned amounts', async () => {
    const bodies = trialBalance();
    const { router } = renderWithProviders(withToasts(<TrialBalancePage />), { route: '/tb', preloadedState: authed(financeUser, TB) });
    expect(await dateInput(/Date From/)).toHaveValue('2025-06-15');
    expect(await dateInput(/Date To/)).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('1,150,000.50', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ date_from: '2025-06-15', date_to: '2025-06-15', page: 0, page_size: 50, order_by: 'account_code', direction: 'asc' });
    expect(router.state.location.search).toContain('date_from=2025-06-15');
    for (const h of ['Account Code', 'Account Name', 'FS Group', 'Group', 'Sub Group', 'Line Item', 'Beginning Balance', 'Debit', 'Credit', 'Balance']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByText('1,000,000.00').closest('[role="gridcell"]')).toHaveClass('ag-right-aligned-cell');
    // The figures come right after the pinned code and name (visible at 1440 px); the Total row shows debits = credits.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.trim());
    expect(headers.indexOf('Balance')).toBeLessThan(headers.indexOf('FS Group'));
    const total = (await screen.findByText('Total (1 accounts)', {}, SLOW)).closest('[role="row"]') as HTMLElement;
    expect(within(total).getAllByText('250,000.50')).toHaveLength(2);
  });

  it('drills into an account: "General Ledger Entries" modal with its own paging of 50, Escape closes', async () => {
    const tbBodies = trialBalance();
    const drill: Body[] = [];
    mswServer.use(
      http.post(API('/ledger/general/entries'), async ({ request }) => {
        const body = (await request.json()) as Body;
        drill.push(body);
        return ok(body.page === 1 ? [entry(51)] : [entry(1), entry(2)], { total_rows: 51 });
      }),
    );
    const { router } = renderWithProviders(withToasts(<TrialBalancePage />), { route: URL_2025, path: '/tb', preloadedState: authed(financeUser, TB) });
    await userEvent.click(await screen.findByRole('button', { name: '1020' }, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'General Ledger Entries' });
    expect(await within(modal).findByText('JE-0002')).toBeInTheDocument();
    expect(drill[0]).toEqual({ account_code: '1020', date_from: '2025-01-01', date_to: '2025-12-31', direction: 'asc', order_by: 'account_code', page: 0, page_size: 50 });
    expect(within(modal).getByTestId('pager-range')).toHaveTextContent('1 to 50 of 51');

    await userEvent.click(within(modal).getByRole('button', { name: 'Next page' }));
    expect(await within(modal).findByText('JE-0051')).toBeInTheDocument();
    expect(drill.at(-1)).toMatchObject({ account_code: '1020', page: 1, page_size: 50 });
    // The modal pages in memory: the report's own page and request are untouched.
    expect(router.state.location.search).not.toContain('page=1');
    expect(tbBodies).toHaveLength(1);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '1020' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the drill-down by keyboard: Enter on the focused account code cell', async () => {
    trialBalance();
    mswServer.use(http.post(API('/ledger/general/entries'), () => ok([entry(1)], { total_rows: 1 })));
    renderWithProviders(withToasts(<TrialBalancePage />), { route: URL_2025, path: '/tb', preloadedState: authed(financeUser, TB) });
    const code = await screen.findByRole('button', { name: '1020' }, SLOW);
    // Not a tab stop of its own: Tab leaves the grid, arrows move between cells, Enter opens.
    expect(code).toHaveAttribute('tabindex', '-1');
    code.closest<HTMLElement>('[role="gridcell"]')!.focus();
    await userEvent.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'General Ledger Entries' });
    expect(await within(modal).findByText('JE-0001')).toBeInTheDocument();
  });

  it('tells "Something went wrong while processing your general ledger request!" when the drill-down fails', async () => {
    trialBalance();
    mswServer.use(http.post(API('/ledger/general/entries'), () => fail('00002', 'Database error', 500)));
    renderWithProviders(withToasts(<TrialBalancePage />), { route: URL_2025, path: '/tb', preloadedState: authed(financeUser, TB) });
    await userEvent.click(await screen.findByRole('button', { name: '1020' }, SLOW));
    expect(await screen.findByText('Something went wrong while processing your general ledger request!')).toBeInTheDocument();
  });

  it('tells "Error occured. Please try again later" when the list fails', async () => {
    mswServer.use(http.post(API('/ledger/trial-balance'), () => fail('00002', 'boom', 500)), http.post(API('/ledger/trial-balance/totals'), () => fail('00002', 'boom', 500)));
    renderWithProviders(withToasts(<TrialBalancePage />), { route: URL_2025, path: '/tb', preloadedState: authed(financeUser, TB) });
    expect(await screen.findByText('Error occured. Please try again later', {}, SLOW)).toBeInTheDocument();
  });

  it('warns "Please provide valid date!" on Search when Date From is after Date To, with no call', async () => {
    const bodies = trialBalance();
    renderWithProviders(withToasts(<TrialBalancePage />), { route: '/tb', preloadedState: authed(financeUser, TB) });
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('export: hidden without export_trial_balance', () => {
    renderWithProviders(withToasts(<TrialBalancePage />), { route: '/tb', preloadedState: authed(financeUser, TB) });
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('export: empty dates warn "Please select dates!", reversed ones "Please provide valid date!", and make no call', async () => {
    const exports: Body[] = [];
    mswServer.use(http.post(API('/ledger/trial-balance/export'), async ({ request }) => (exports.push((await request.json()) as Body), ok('/x.xlsx'))));
    renderWithProviders(withToasts(<TrialBalancePage />), { route: '/tb', preloadedState: authed(financeUser, [...TB, 'export_trial_balance']) });
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(SELECT_DATES)).toBeInTheDocument();
    await userEvent.type(from, '2025-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(INVALID_DATE)).toBeInTheDocument();
    expect(exports).toHaveLength(0);
  });

  it('export: posts the dates with a progress toast and sends the browser to the returned URL', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    mswServer.use(http.get(API('/downloads/tb.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="tb.xlsx"' } })));
    const exports: Body[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mswServer.use(
      http.post(API('/ledger/trial-balance/export'), async ({ request }) => {
        exports.push((await request.json()) as Body);
        await gate;
        return ok('/api/downloads/tb.xlsx');
      }),
    );
    renderWithProviders(withToasts(<TrialBalancePage />), { route: '/tb', preloadedState: authed(financeUser, [...TB, 'export_trial_balance']) });
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_PROGRESS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exporting/ })).toBeDisabled();
    release();
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'tb.xlsx'));
    expect(exports).toEqual([{ date_from: '2025-01-01', date_to: '2025-06-15' }]);
  });

  it('export: a failure shows the server answer in an error alert, without navigating', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    const showError = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    mswServer.use(http.post(API('/ledger/trial-balance/export'), () => fail('00500', 'Unable to write the file', 500)));
    renderWithProviders(withToasts(<TrialBalancePage />), { route: '/tb', preloadedState: authed(financeUser, [...TB, 'export_trial_balance']) });
    await dateInput(/Date From/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Error', 'Unable to write the file'));
    expect(save).not.toHaveBeenCalled();
  });

  it('shows the permission view in place of the table without get_trial_balance', () => {
    renderWithProviders(withToasts(<TrialBalancePage />), { route: URL_2025, path: '/tb', preloadedState: authed(financeUser, ['get_general_ledger']) });
    expect(screen.getByText(/Access denied\./)).toBeInTheDocument();
  });
});
