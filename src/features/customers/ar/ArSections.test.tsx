import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';
import type { CollectionTotals, CustomerArSummary, CustomerEwtResult, CustomerReturnsResult } from '../../../../contract/customerAr';
import * as dialogs from '../../../components/dialogs';
import ArInformationTab from './ArInformationTab';
import { authed, renderWithProviders } from '../../../../tests/render';
import { mswServer } from '../../../../tests/msw/server';
import { API, fail, ok } from '../../../../tests/msw/envelope';
import { financeUser } from '../../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const returns: CustomerReturnsResult = {
  rows: [
    { return_id: 50, return_no: 'RET-0000050', return_date: '2026-02-10', si_number: 'SI-000050', dr_number: 'DR-000050', product_code: 'P-0012', product_name: 'Amoxicillin 500 mg capsule', qty: 3, amount: '1234.50' },
    { return_id: 100, return_no: 'RET-0000100', return_date: '2026-01-05', si_number: 'SI-000100', dr_number: 'DR-000100', product_code: 'P-0003', product_name: 'Paracetamol 500 mg tablet', qty: 2, amount: '800.25' },
  ],
  totals: { returns: 2, qty: 5, amount: '2034.75' },
};
const ewt: CustomerEwtResult = {
  rows: [{ collection_id: 9, dr_no: 'DR-000009', si_number: 'SI-000009', cr_number: 'CR-0000009', collection_date: '2026-02-20', ledger_applied_ewt: '136.02', due_date: '2026-02-08', ledger_attachment_2307_id: null }],
  totals: { collections: 1, ledger_applied_ewt: '136.02' },
};
const summary = (over: Partial<CustomerArSummary> = {}): CustomerArSummary => ({
  as_of: '2026-03-02', total_outstanding: '125000.00', total_pdc: '0.00', total_advances: '0.00', total_returns: '0.00', total_due: '40250.75',
  credit_limit: '100000.00', credit_exposure: '125000.00', credit_used_percent: '125.00', over_credit_limit: true, ...over,
});
const MONTHS = ['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03'];
const chart = (figures: (m: string, i: number) => [string, string, string]): CollectionTotals => ({
  date_from: '2025-04-01', date_to: '2026-03-02',
  months: MONTHS.map((month, i) => {
    const [invoiced, collected, returned] = figures(month, i);
    return { month, invoiced, collected, returned };
  }),
  invoiced: '0.00', collected: '0.00', returned: '0.00',
});
const busyYear = { ...chart((_m, i) => [`${(i + 1) * 1000}.50`, `${i * 900}.00`, i === 3 ? '120.00' : '0.00']), invoiced: '78006.00', collected: '59400.00', returned: '120.00' };

const render = (scopes: string[]) =>
  renderWithProviders(
    <>
      <ArInformationTab customerCode="C-00004" />
      <ToastContainer />
    </>,
    { route: '/view/customer/C-00004', preloadedState: authed(financeUser, scopes) },
  );
const notFound = () => HttpResponse.json({ code: '00002', result: 'Customer Information not found.' }, { status: 404 });

afterEach(() => vi.restoreAllMocks());

describe('AR Information: Stock Returns and Outstanding EWT', () => {
  it("shows Stock Returns only with get_customer_returns: the customer's returns with SI, DR, product and the totals row", async () => {
    const asked: unknown[] = [];
    mswServer.use(http.post(API('/customer/ar/returns'), async ({ request }) => (asked.push(await request.json()), ok(returns, { total_rows: 2 }))));
    render(['get_customer_returns']);
    expect(screen.queryByRole('button', { name: 'Outstanding EWT' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Outstanding Balance' })).not.toBeInTheDocument();
    // Neither the summary (get_customer_outstanding_balance) nor the chart (get_collection_dashboard_totals).
    expect(screen.queryByText('Loading the customer summary…')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invoiced and collected, last 12 months' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Stock Returns' }));
    expect(await screen.findByText('RET-0000050', {}, SLOW)).toBeInTheDocument();
    expect(asked[0]).toMatchObject({ customer_code: 'C-00004', page: 0, order_by: 'return_date', direction: 'desc' });
    for (const h of ['Return Date', 'Return No.', 'SI No.', 'DR No.', 'Product', 'Qty', 'Amount (VAT Inclusive)']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByText('Amoxicillin 500 mg capsule')).toBeInTheDocument();
    expect(screen.getByText('1,234.50')).toBeInTheDocument();
    // The totals of all returns, pinned under the grid.
    const total = screen.getByText('Total').closest('[role="row"]') as HTMLElement;
    expect(within(total).getByText('2,034.75')).toBeInTheDocument();
    expect(within(total).getByText('5')).toBeInTheDocument();
  });

  it('shows Outstanding EWT only with get_customer_ewt: each withholding without its 2307 says "Not received", with the total', async () => {
    mswServer.use(http.post(API('/customer/ar/ewt'), () => ok(ewt, { total_rows: 1 })));
    render(['get_customer_ewt']);
    expect(screen.queryByRole('button', { name: 'Stock Returns' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Outstanding EWT' }));
    expect(await screen.findByText('CR-0000009', {}, SLOW)).toBeInTheDocument();
    for (const h of ['CR Date', 'CR No.', 'DR No.', 'SI No.', 'Due Date', 'EWT Amount', 'BIR Form 2307']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByText('Not received')).toBeInTheDocument();
    const total = screen.getByText('Total').closest('[role="row"]') as HTMLElement;
    expect(within(total).getByText('136.02')).toBeInTheDocument();
    expect(within(total).queryByText('Not received')).not.toBeInTheDocument();
  });

  it('tells loading, nothing and a failure apart', async () => {
    // The answer waits until the loading state has been seen.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mswServer.use(http.post(API('/customer/ar/returns'), async () => (await answered, ok({ rows: [], totals: { returns: 0, qty: 0, amount: '0.00' } }, { total_rows: 0 }))));
    mswServer.use(http.post(API('/customer/ar/ewt'), () => HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 })));
    render(['get_customer_returns', 'get_customer_ewt']);
    await userEvent.click(screen.getByRole('button', { name: 'Stock Returns' }));
    expect(await screen.findByText('Loading…', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('No returns from this customer.')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('No returns from this customer.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('Total')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Outstanding EWT' }));
    expect(await screen.findByText(/The rows could not be loaded\. Error occured\. Please try again later\./, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('No tax withheld by this customer.')).not.toBeInTheDocument();
  });
});

describe('AR Information: the customer summary', () => {
  it('shows the totals and the credit exposure; over the limit it says so in words and in red', async () => {
    mswServer.use(http.post(API('/customer/ar/summary'), () => ok(summary())));
    render(['get_customer_outstanding_balance']);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the customer summary…');
    const figures = within(await screen.findByLabelText('Customer summary', { selector: 'dl' }, SLOW));
    const value = (label: string) => figures.getByText(label).nextElementSibling?.textContent;
    expect(value('Total Outstanding')).toBe('125,000.00');
    expect(value('Total Due')).toBe('40,250.75');
    expect(value('Post-Dated Checks')).toBe('0.00');
    expect(value('Unapplied Advances')).toBe('0.00');
    expect(value('Returns on Process')).toBe('0.00');
    const credit = screen.getByRole('group', { name: 'Credit limit' });
    expect(credit).toHaveTextContent('Credit exposure 125,000.00');
    expect(credit).toHaveTextContent('Credit limit 100,000.00');
    const warning = within(credit).getByText(/125\.00% used/);
    expect(warning).toHaveTextContent('125.00% used (over the credit limit)');
    expect(warning).toHaveClass('text-danger');
    const bar = screen.getByRole('progressbar', { name: 'Credit limit used' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '125.00% of the credit limit');
  });

  it('within the limit there is no warning; without a limit it says so', async () => {
    mswServer.use(http.post(API('/customer/ar/summary'), () => ok(summary({ credit_limit: '500000.00', credit_used_percent: '25.00', over_credit_limit: false }))));
    const { unmount } = render(['get_customer_outstanding_balance']);
    expect(await screen.findByText('25.00% used', {}, SLOW)).not.toHaveClass('text-danger');
    expect(screen.queryByText(/over the credit limit/)).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Credit limit used' })).toHaveAttribute('aria-valuenow', '25');
    unmount();
    mswServer.use(http.post(API('/customer/ar/summary'), () => ok(summary({ credit_limit: '0.00', credit_used_percent: null, over_credit_limit: true }))));
    render(['get_customer_outstanding_balance']);
    expect(await screen.findByText(/No credit limit set/, {}, SLOW)).toHaveTextContent('No credit limit set (over the credit limit)');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('an unknown customer: the dialog "Customer Information not found." and the panel says it failed', async () => {
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    mswServer.use(http.post(API('/customer/ar/summary'), notFound));
    render(['get_customer_outstanding_balance']);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Unable to load the customer summary. Customer Information not found.');
    await waitFor(() => expect(oops).toHaveBeenCalledWith('Oops...', 'Customer Information not found.'));
    expect(oops).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Customer Totals not found.')).not.toBeInTheDocument();
  });

  it('any other failure: the toast "Customer Totals not found.", no dialog', async () => {
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    mswServer.use(http.post(API('/customer/ar/summary'), () => fail('00500', 'boom', 500)));
    render(['get_customer_outstanding_balance']);
    expect(await screen.findByText('Customer Totals not found.', {}, SLOW)).toBeInTheDocument();
    // The toast is an alert too: the panel's own is the one that names it.
    expect(screen.getByText(/^Unable to load the customer summary\./)).toHaveTextContent('Unable to load the customer summary. Error occured. Please try again later.');
    expect(oops).not.toHaveBeenCalled();
  });
});

describe('AR Information: the collection totals chart', () => {
  it('shows only with get_collection_dashboard_totals: an image named for its months, and the same figures in a table', async () => {
    const asked: unknown[] = [];
    mswServer.use(http.post(API('/customer/ar/collection-totals'), async ({ request }) => (asked.push(await request.json()), ok(busyYear))));
    render(['get_collection_dashboard_totals']);
    expect(screen.queryByText('You have no access to the AR Information of customers.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stock Returns' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading the customer summary…')).not.toBeInTheDocument();
    const img = await screen.findByRole('img', { name: 'Invoiced, collected and returned per month, Apr 2025 to Mar 2026' }, SLOW);
    expect(img.querySelectorAll('rect')).toHaveLength(36);
    expect(asked).toEqual([{ customer_code: 'C-00004' }]);
    expect(screen.getByText('Invoiced: 78,006.00 · Collected: 59,400.00 · Returned: 120.00')).toBeInTheDocument();
    // The table is there for screen readers all along, and shown on demand.
    const table = screen.getByRole('table', { name: 'Invoiced, collected and returned per month, Apr 2025 to Mar 2026' });
    expect(table.parentElement).toHaveClass('visually-hidden');
    const toggle = screen.getByRole('button', { name: 'Show the figures' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide the figures' })).toHaveAttribute('aria-expanded', 'true');
    expect(table.parentElement).not.toHaveClass('visually-hidden');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(within(rows[4]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['4,000.50', '2,700.00', '120.00']);
    expect(within(rows[4]).getByRole('rowheader')).toHaveTextContent('Jul 2025');
  });

  it('says when there is nothing to chart, and toasts "Customer Totals not found." when the totals fail', async () => {
    mswServer.use(http.post(API('/customer/ar/collection-totals'), () => ok(chart(() => ['0.00', '0.00', '0.00']))));
    const { unmount } = render(['get_collection_dashboard_totals']);
    expect(await screen.findByText('No invoices, collections or returns in the last 12 months.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    unmount();
    mswServer.use(http.post(API('/customer/ar/collection-totals'), () => fail('00500', 'boom', 500)));
    render(['get_collection_dashboard_totals']);
    expect(await screen.findByText('Customer Totals not found.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/^Unable to load the collection totals\./).closest('[role="alert"]')).toHaveTextContent('Unable to load the collection totals. Error occured. Please try again later.');
    expect(screen.queryByText('No invoices, collections or returns in the last 12 months.')).not.toBeInTheDocument();
  });
});
