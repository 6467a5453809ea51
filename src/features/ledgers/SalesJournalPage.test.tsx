import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import SalesJournalPage from './SalesJournalPage';
import { LEDGER_PROGRESS } from './messages';
import { browser, EXPORT_PROGRESS } from '../../components/export/runExport';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, invalid, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;

const row = (i: number, balance: string) => ({
  id: `SI-${i}`, document: 'SI', reference: `SI-000000${i}`, transaction_date: '2025-06-0' + i, received_date: '2025-06-1' + i,
  si_number: `SI-000000${i}`, digital_si: `DSI-0000000${i}`, transaction_type: 'Charge Sales', customer_name: 'Mercury Drug - Quezon Ave',
  customer_code: 'C-00001', gross: '11200.00', net: '11200.00', sales_debit: '0.00', sales_credit: '10000.00', balance,
});

function journal(answer: (body: Body) => Response | Promise<Response> = () => ok([row(1, '10000.00'), row(2, '1234567.50')], { total_rows: 2 })) {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/ledger/transactions/sales'), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

function lookups() {
  const keywords: string[] = [];
  mswServer.use(
    http.get(API('/ledger/transactions/types'), () => ok([{ id: 1, type: 'Charge Sales' }, { id: 2, type: 'Cash Sales' }])),
    http.post(API('/customers/search'), async ({ request }) => {
      keywords.push(((await request.json()) as { keyword: string }).keyword);
      return ok([{ customer_id: 4, customer_name: "St. Luke's Medical Center - BGC", customer_code: 'C-00004' }]);
    }),
  );
  return keywords;
}

const VIEW = ['view_sales_special_journal_list'];
const DEFAULT_RANGE = { date_from: '2025-05-26', date_to: '2025-06-15' };

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function setDate(label: RegExp, value: string) {
  const input = await dateInput(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

describe('Sales Special Journal screen', () => {
  it('opens on the last 20 days, dates required, and loads them with a progress toast', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const bodies = journal(async () => {
      await gate;
      return ok([row(1, '10000.00'), row(2, '1234567.50')], { total_rows: 2 });
    });
    renderWithProviders(withToasts(<SalesJournalPage />), { route: '/ledgers/sales', preloadedState: authed(financeUser, VIEW) });
    expect(screen.getByRole('heading', { name: 'SUB LEDGERS' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales Special Journal' })).toBeInTheDocument();
    expect(await dateInput(/Date From/)).toHaveValue('2025-05-26');
    expect(await dateInput(/Date To/)).toHaveValue('2025-06-15');
    expect(await dateInput(/Date From/)).toBeRequired();
    expect(await dateInput(/Date To/)).toBeRequired();
    expect(await screen.findByText(LEDGER_PROGRESS, {}, SLOW)).toBeInTheDocument();
    release();
    expect(await screen.findByText('1,234,567.50', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ ...DEFAULT_RANGE, page: 0, page_size: 50, order_by: 'transaction_date', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Sales Credit' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(LEDGER_PROGRESS)?.closest('.Toastify__toast')?.getAttribute('data-in') ?? 'false').toBe('false'));
  });

  it('warns "Please provide valid date!" and makes no call when Date From is after Date To', async () => {
    const bodies = journal();
    renderWithProviders(withToasts(<SalesJournalPage />), { route: '/ledgers/sales', preloadedState: authed(financeUser, VIEW) });
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    await setDate(/Date From/, '2025-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('searches with the picked transaction type and customer, and keeps them in the URL', async () => {
    const keywords = lookups();
    const bodies = journal();
    const { router } = renderWithProviders(withToasts(<SalesJournalPage />), { route: '/ledgers/sales', preloadedState: authed(financeUser, VIEW) });
    await userEvent.type(screen.getByRole('combobox', { name: 'Transaction Type' }), 'cash');
    await userEvent.click(await screen.findByRole('option', { name: 'Cash Sales' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer' }), 'luke');
    await userEvent.click(await screen.findByRole('option', { name: "C-00004 - St. Luke's Medical Center - BGC" }));
    expect(keywords).toEqual(['luke']);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies.at(-1)).toEqual({ id: 2, customer_id: 4, ...DEFAULT_RANGE, page: 0, page_size: 50, order_by: 'transaction_date', direction: 'asc' }), SLOW);
    const search = new URLSearchParams(router.state.location.search);
    expect([search.get('id'), search.get('customer_id'), search.get('customer_label')]).toEqual(['2', '4', "C-00004 - St. Luke's Medical Center - BGC"]);
  });

  it('shows the server text of a refused search, and the generic message when the call fails', async () => {
    let fail = true;
    journal(() => (fail ? invalid(['Please provide valid date!', 'Customer id must be a number.']) : HttpResponse.error()));
    renderWithProviders(withToasts(<SalesJournalPage />), { route: '/ledgers/sales', preloadedState: authed(financeUser, VIEW) });
    // The toast and the grid's inline error both give the server's text (the report kit's grid shows them together).
    await waitFor(() => expect(screen.getAllByText(/Customer id must be a number\./)).toHaveLength(2), SLOW);
    fail = false;
    await dateInput(/Date From/);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Error occured. Please try again later.', {}, SLOW)).toBeInTheDocument();
  });

  it('shows the permission view in place of the table without the view scope, and makes no call', async () => {
    const bodies = journal();
    renderWithProviders(withToasts(<SalesJournalPage />), { route: '/ledgers/sales', preloadedState: authed(financeUser, ['view_receivable_sub_ledger_list']) });
    const denied = await screen.findByRole('alert');
    expect(within(denied).getByText(/Access denied\./)).toBeInTheDocument();
    expect(screen.queryByTestId('pager-range')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('shows Export only with the export scope; exports the filters and goes to the file, or asks for dates', async () => {
    journal();
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    mswServer.use(http.get(API('/downloads/sales.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="sales.xlsx"' } })));
    const exports: Body[] = [];
    mswServer.use(
      http.post(API('/ledger/transactions/sales/export'), async ({ request }) => {
        exports.push((await request.json()) as Body);
        return ok('/api/downloads/sales.xlsx');
      }),
    );
    const first = renderWithProviders(withToasts(<SalesJournalPage />), { route: '/ledgers/sales', preloadedState: authed(financeUser, VIEW) });
    await dateInput(/Date From/);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    first.unmount();

    renderWithProviders(withToasts(<SalesJournalPage />), { route: '/ledgers/sales', preloadedState: authed(financeUser, [...VIEW, 'export_sales_special_journal_list']) });
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select dates!')).toBeInTheDocument();
    expect(exports).toHaveLength(0);

    await userEvent.type(from, '2025-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'sales.xlsx'));
    expect(exports).toEqual([{ date_from: '2025-06-01', date_to: '2025-06-15', tab: 'sales' }]);
    expect(EXPORT_PROGRESS).toBe('Exporting data in progress, Please wait...');
  });
});
