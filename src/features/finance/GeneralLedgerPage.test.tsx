import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import GeneralLedgerPage from './GeneralLedgerPage';
import { CORRECT_DATES, GL_PROGRESS } from './messages';
import { browser, EXPORT_PROGRESS } from '../../components/export/runExport';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

const row = (i: number, balance: string) => ({
  id: i, journal_entry: `JE-000${i}`, transaction_date: `2025-06-0${i}`, account_code: '1020', account_name: 'Cash in Bank - BDO',
  debit: '1000.00', credit: '0.00', running_balance: balance, module: 'CR', reference: `OR-${i}`, payee: 'Mercury Drug', md: null,
  particulars: 'Collection', remarks: null, details: null, program: null, cost_center: 'Main Warehouse', bank_date: null, accounting_code: 'CR-01',
});

type Body = Record<string, unknown>;

function lookups() {
  const keywords: string[] = [];
  mswServer.use(
    http.get(API('/ledger/accounts/list'), ({ request }) => {
      keywords.push(new URL(request.url).searchParams.get('keyword') ?? '');
      return ok([{ account_code: '1020', account_name: 'Cash in Bank - BDO' }]);
    }),
    http.get(API('/ledger/accounts/groups/sub'), () => ok([{ sub_group: 'Cash and Cash Equivalents', name: 'Cash and Cash Equivalents' }])),
  );
  return keywords;
}

const SUMMARY = { opening_balance: '50000.00', total_debit: '3000.00', total_credit: '0.00', closing_balance: '53000.00', line_count: 120 };

function ledger(total = 120) {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/ledger/general/summary'), () => ok(SUMMARY)),
    http.post(API('/ledger/general'), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return body.page === 1 ? ok([row(3, '53000.00')], { total_rows: total }) : ok([row(1, '51000.00'), row(2, '52000.00')], { total_rows: total });
    }),
  );
  return bodies;
}

const GL = ['get_general_ledger'];

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('General Ledger screen', () => {
  it('defaults both dates to today, marks them required, and waits for Search', async () => {
    const bodies = ledger();
    renderWithProviders(withToasts(<GeneralLedgerPage />), { route: '/gl', preloadedState: authed(financeUser, GL) });
    expect(screen.getByRole('heading', { name: 'General Ledger' })).toBeInTheDocument();
    expect(await dateInput(/Date From/)).toHaveValue('2025-06-15');
    expect(await dateInput(/Date To/)).toHaveValue('2025-06-15');
    expect(await dateInput(/Date From/)).toBeRequired();
    expect(screen.getByText('Choose the filters and press Search.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('warns "Please provide valid date!" and makes no call when Date From is after Date To', async () => {
    lookups();
    const bodies = ledger();
    renderWithProviders(withToasts(<GeneralLedgerPage />), { route: '/gl?account_code=1020', path: '/gl', preloadedState: authed(financeUser, GL) });
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-03-01');
    const to = await dateInput(/Date To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('searches with the picked account and the dates, shows the rows with the running balance, pages, and keeps the filters in the URL', async () => {
    const keywords = lookups();
    const bodies = ledger();
    const { router } = renderWithProviders(withToasts(<GeneralLedgerPage />), { route: '/gl', preloadedState: authed(financeUser, GL) });
    await userEvent.type(screen.getByRole('combobox', { name: 'Account' }), '1020');
    await userEvent.click(await screen.findByRole('option', { name: '1020 - Cash in Bank - BDO' }));
    expect(keywords).toEqual(['1020']);
    await dateInput(/Date From/);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('52,000.00', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('JE-0001')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      account_code: '1020', sub_group: '', date_from: '2025-06-15', date_to: '2025-06-15',
      page: 0, page_size: 50, order_by: 'transaction_date', direction: 'asc',
    });
    expect(screen.getByRole('columnheader', { name: 'Running Balance' })).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(['account_code', 'date_from', 'date_to'].map((k) => [k, search.get(k)]))).toEqual({ account_code: '1020', date_from: '2025-06-15', date_to: '2025-06-15' });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ account_code: '1020', page: 1, page_size: 50 }));
    expect(await screen.findByText('JE-0003')).toBeInTheDocument();
  });

  it('re-runs the report from a bookmarked URL, showing the progress toast while it loads', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const bodies: Body[] = [];
    mswServer.use(
      http.post(API('/ledger/general/summary'), () => ok(SUMMARY)),
      http.post(API('/ledger/general'), async ({ request }) => {
        bodies.push((await request.json()) as Body);
        await gate;
        return ok([row(1, '-1500.00')], { total_rows: 1 });
      }),
    );
    renderWithProviders(withToasts(<GeneralLedgerPage />), {
      route: '/gl?sub_group=Cash&date_from=2025-01-01&date_to=2025-03-31',
      path: '/gl',
      preloadedState: authed(financeUser, GL),
    });
    expect(await screen.findByText(GL_PROGRESS, {}, SLOW)).toBeInTheDocument();
    release();
    expect(await screen.findByText('-1,500.00', {}, SLOW)).toBeInTheDocument();
    // Dismissed once the page has arrived (jsdom keeps it in its exit animation).
    await waitFor(() => expect(screen.queryByText(GL_PROGRESS)?.closest('.Toastify__toast')?.getAttribute('data-in') ?? 'false').toBe('false'));
    expect(bodies[0]).toMatchObject({ account_code: '', sub_group: 'Cash', date_from: '2025-01-01', date_to: '2025-03-31', page: 0 });
    expect(await dateInput(/Date From/)).toHaveValue('2025-01-01');
  });

  it('frames the lines with the opening balance, the period totals and the closing balance of the whole range (issue 25)', async () => {
    const summaries: Body[] = [];
    lookups();
    ledger();
    mswServer.use(http.post(API('/ledger/general/summary'), async ({ request }) => (summaries.push((await request.json()) as Body), ok(SUMMARY))));
    renderWithProviders(withToasts(<GeneralLedgerPage />), {
      route: '/gl?account_code=1020&date_from=2025-06-01&date_to=2025-06-15',
      path: '/gl',
      preloadedState: authed(financeUser, GL),
    });
    // A shared link names the account, not only its code; the page says Search needs an account or a sub-group.
    expect(await screen.findByDisplayValue('1020 - Cash in Bank - BDO', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/one of the two is required/)).toBeInTheDocument();
    const opening = (await screen.findByText('Opening Balance', {}, SLOW)).closest('[role="row"]') as HTMLElement;
    expect(within(opening).getByText('50,000.00')).toBeInTheDocument();
    const totals = screen.getByText('Period Totals').closest('[role="row"]') as HTMLElement;
    expect(within(totals).getByText('3,000.00')).toBeInTheDocument();
    const closing = screen.getByText('Closing Balance').closest('[role="row"]') as HTMLElement;
    expect(within(closing).getByText('53,000.00')).toBeInTheDocument();
    expect(summaries).toEqual([{ account_code: '1020', sub_group: '', date_from: '2025-06-01', date_to: '2025-06-15' }]);
  });

  it('shows Export only with export_general_ledger', async () => {
    renderWithProviders(withToasts(<GeneralLedgerPage />), { route: '/gl', preloadedState: authed(financeUser, GL) });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('exports the chosen filters with a progress toast, and warns "Please select correct dates!" without a call when the dates are wrong', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    lookups();
    mswServer.use(http.get(API('/downloads/gl.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="gl.xlsx"' } })));
    const exports: Body[] = [];
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    mswServer.use(
      http.post(API('/ledger/general/export'), async ({ request }) => {
        exports.push((await request.json()) as Body);
        await gate;
        return ok('/api/downloads/gl.xlsx');
      }),
    );
    renderWithProviders(withToasts(<GeneralLedgerPage />), { route: '/gl?account_code=1020', path: '/gl', preloadedState: authed(financeUser, [...GL, 'export_general_ledger']) });
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(CORRECT_DATES)).toBeInTheDocument();
    expect(exports).toHaveLength(0);

    await userEvent.clear(from);
    await userEvent.type(from, '2025-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(EXPORT_PROGRESS)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    release();
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'gl.xlsx'));
    expect(exports).toEqual([{ account_code: '1020', sub_group: '', date_from: '2025-06-01', date_to: '2025-06-15' }]);
  });

  it('does not export without an account or a sub-group', async () => {
    const exports: Body[] = [];
    mswServer.use(http.post(API('/ledger/general/export'), async ({ request }) => (exports.push((await request.json()) as Body), ok('/x.xlsx'))));
    renderWithProviders(withToasts(<GeneralLedgerPage />), { route: '/gl', preloadedState: authed(financeUser, [...GL, 'export_general_ledger']) });
    await dateInput(/Date From/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select an account or a sub-group')).toBeInTheDocument();
    expect(exports).toHaveLength(0);
  });

  it('shows the permission view in place of the table without get_general_ledger', async () => {
    lookups();
    const bodies = ledger();
    renderWithProviders(withToasts(<GeneralLedgerPage />), {
      route: '/gl?account_code=1020&date_from=2025-01-01&date_to=2025-01-31',
      path: '/gl',
      preloadedState: authed(financeUser, ['get_trial_balance']),
    });
    const denied = await screen.findByRole('alert');
    expect(within(denied).getByText(/Access denied\./)).toBeInTheDocument();
    expect(screen.queryByTestId('pager-range')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
