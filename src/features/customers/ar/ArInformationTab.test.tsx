import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ArTransactionRow, CustomerArSummary, OutstandingInvoiceRow, OutstandingTotals } from '../../../../contract/customerAr';
import ArInformationTab from './ArInformationTab';
import { authed, renderWithProviders } from '../../../../tests/render';
import { mswServer } from '../../../../tests/msw/server';
import { API, ok } from '../../../../tests/msw/envelope';
import { financeUser } from '../../../../tests/msw/fixtures';
import { dateInput } from '../../../../tests/reportScreen';

const SLOW = { timeout: 30_000 };
const invoice: OutstandingInvoiceRow = {
  si_id: 7, invoice_date: '2026-09-01', delivered_date: '2026-09-03', due_date: '2026-10-01', dr_number: 'DR-000007', si_number: 'SI-000007',
  in_transit: '0.00', current: '0.00', days_30: '0.00', days_60: '15234.50', days_90: '0.00', over_90_days: '0.00', total_ar: '15234.50', check_not_clear: '0.00', ar_net: '15234.50',
};
const totals: OutstandingTotals = { as_of: '2026-11-24', invoices: 1, in_transit: '0.00', current: '0.00', days_30: '0.00', days_60: '15234.50', days_90: '0.00', over_90_days: '0.00', total_ar: '15234.50' };
const summary: CustomerArSummary = {
  as_of: '2026-11-24', total_outstanding: '15234.50', total_pdc: '0.00', total_advances: '0.00', total_returns: '0.00', total_due: '15234.50',
  credit_limit: '100000.00', credit_exposure: '15234.50', credit_used_percent: '15.23', over_credit_limit: false,
};
const posting: ArTransactionRow = { id: 3, transaction_date: '2026-09-01', type: 'sales', reference: 'SI-000007', particulars: 'Sales invoice', debit: '15234.50', credit: '0.00', balance: '15234.50' };

function serve() {
  const asked: { path: string; body: Record<string, unknown> }[] = [];
  const record = (path: string) => async ({ request }: { request: Request }) => {
    asked.push({ path, body: (await request.json()) as Record<string, unknown> });
  };
  mswServer.use(
    http.post(API('/customer/ar/outstanding'), async (info) => (await record('outstanding')(info), ok([invoice], { total_rows: 1 }))),
    http.post(API('/customer/ar/outstanding/totals'), async (info) => (await record('totals')(info), ok(totals))),
    http.post(API('/customer/ar/transactionhistory'), async (info) => (await record('history')(info), ok([posting], { total_rows: 1 }))),
    http.post(API('/customer/ar/summary'), async (info) => (await record('summary')(info), ok(summary))),
  );
  return asked;
}

// The date picker arrives lazily on first use: load it before the tests, not inside one test's time.
beforeAll(() => import('../../../components/filters/DatePickerInput'));

const render = (scopes: string[]) => renderWithProviders(<ArInformationTab customerCode="C-00004" />, { route: '/view/customer/C-00004', preloadedState: authed(financeUser, scopes) });

describe('AR Information', () => {
  it('opens Outstanding Balance on demand: the aged invoices and the bucket totals of the customer, as of a date', async () => {
    const asked = serve();
    render(['get_customer_outstanding_balance', 'get_customer_transactionhistory']);
    // Only the summary panel is asked for before a section opens.
    await waitFor(() => expect(asked.map((a) => a.path)).toEqual(['summary']));
    await userEvent.click(screen.getByRole('button', { name: 'Outstanding Balance' }));
    expect(await screen.findByText('SI-000007', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Invoice Date', 'Due Date', 'In Transit', 'Current', '1-30 Days', '31-60 Days', '61-90 Days', 'Over 90 Days', 'Total AR', 'AR Net']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    // 31-60 Days and Total AR.
    const sums = within(await screen.findByLabelText('Outstanding totals', {}, SLOW));
    expect(sums.getAllByText('15,234.50')).toHaveLength(2);
    expect(asked.find((a) => a.path === 'outstanding')!.body).toMatchObject({ customer_code: 'C-00004', page: 0, order_by: 'invoice_date', direction: 'asc' });
    const asOf = await dateInput(/As of/);
    await userEvent.clear(asOf);
    // One paste, not ten keystrokes: each keystroke re-renders the open calendar (seconds under load).
    await userEvent.paste('2025-12-31');
    await waitFor(() => expect(asked.filter((a) => a.path === 'totals').at(-1)!.body).toMatchObject({ as_of: '2025-12-31' }));
  }, 30_000);

  it('shows the transaction history with its types in words, and only the sections the user may see', async () => {
    serve();
    render(['get_customer_transactionhistory']);
    expect(screen.queryByRole('button', { name: 'Outstanding Balance' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transaction History' }));
    expect(await screen.findByText('Sales Invoice', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Balance' })).toBeInTheDocument();
  });

  it('says so when the user may see none of it', () => {
    render([]);
    expect(screen.getByText('You have no access to the AR Information of customers.')).toBeInTheDocument();
  });

  it('shows a failed load as an error, not as nothing outstanding', async () => {
    mswServer.use(
      http.post(API('/customer/ar/outstanding/totals'), () => HttpResponse.json({ code: '00002', result: 'Customer Information not found.' }, { status: 404 })),
      http.post(API('/customer/ar/outstanding'), () => HttpResponse.json({ code: '00002', result: 'Customer Information not found.' }, { status: 404 })),
      http.post(API('/customer/ar/summary'), () => ok(summary)),
    );
    render(['get_customer_outstanding_balance']);
    await userEvent.click(screen.getByRole('button', { name: 'Outstanding Balance' }));
    expect((await screen.findAllByText(/Customer Information not found\./, {}, SLOW)).length).toBeGreaterThan(0);
    expect(screen.queryByText('Nothing outstanding on this date.')).not.toBeInTheDocument();
  });
});
