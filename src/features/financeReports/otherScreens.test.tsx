import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CwtCustomerRow, PayableRow, ReceiptRow, TransactionLineRow } from '../../../contract/financeReports';
import CwtPage from './CwtPage';
import IrNotYetInvoicedPage from './IrNotYetInvoicedPage';
import TradeNonTradePayablesPage from './TradeNonTradePayablesPage';
import TransactionListingPage from './TransactionListingPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const FA = '/finance-and-accounting';
const render = (ui: ReactElement, route: string, path = route.split('?')[0]) =>
  renderWithProviders(withToasts(ui), { route, path, preloadedState: authed(financeUser, ['view_finance_subledgers']) });
function serve(url: string, result: unknown, total?: number) {
  const bodies: Body[] = [];
  mswServer.use(http.post(API(url), async ({ request }) => (bodies.push((await request.json()) as Body), total === undefined ? ok(result) : ok(result, { total_rows: total }))));
  return bodies;
}

beforeEach(freezeToday);
afterEach(() => vi.useRealTimers());

describe('CWT screen', () => {
  it('opens per customer at /cwt, and the Subledger tab is the CWT account’s lines', async () => {
    const row: CwtCustomerRow = { customer_code: 'C-0042', customer_name: 'Mercury Drug - Cubao', tin: '000-123-456-000', collections: 3, amount_collected: '150000.00', cwt: '1500.00' };
    const bodies = serve('/finance-reports/cwt/customers', [row], 1);
    serve('/finance-reports/cwt', [], 0);
    serve('/finance-reports/cwt/summary', { accounts: [], total: { opening: '0.00', debit: '0.00', credit: '0.00', closing: '0.00' } });
    renderWithProviders(withToasts(<CwtPage />), {
      route: `${FA}/cwt`,
      path: `${FA}/cwt`,
      routes: [{ path: `${FA}/cwt-subledger`, element: <CwtPage /> }],
      preloadedState: authed(financeUser, ['view_finance_subledgers']),
    });
    expect(await screen.findByText('Mercury Drug - Cubao', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('1,500.00')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ date_from: '2025-06-01', date_to: '2025-06-15', order_by: 'customer_code' });
    await userEvent.click(screen.getByRole('link', { name: 'Subledger' }));
    expect(await screen.findByRole('heading', { name: 'CWT Subledger' })).toBeInTheDocument();
    expect(await screen.findByRole('columnheader', { name: 'CR Number' }, SLOW)).toBeInTheDocument();
  });
});

describe('Transaction Listing screen', () => {
  it('lists the lines of the entries and their counts by module', async () => {
    const line: TransactionLineRow = { id: 1, journal_entry: 'CR-0000456', transaction_date: '2025-06-15', module: 'CR', reference: 'SI-000123', payee: 'Mercury Drug', particulars: 'Collection', account_code: '1020', account_name: 'Cash in Bank - BDO', debit: '990.00', credit: '0.00' };
    const pages = serve('/finance-reports/transaction-listing', [line], 1);
    serve('/finance-reports/transaction-listing/summary', { modules: [{ module: 'CR', entries: 1, lines: 3, debit: '1000.00', credit: '1000.00' }], total: { entries: 1, lines: 3, debit: '1000.00', credit: '1000.00' } });
    render(<TransactionListingPage />, '/tx');
    await userEvent.selectOptions(screen.getByLabelText('Module'), 'CR');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('CR-0000456', {}, SLOW)).toBeInTheDocument();
    expect(pages.at(-1)).toMatchObject({ module: 'CR', date_from: '2025-06-15' });
    const totals = await screen.findByRole('region', { name: 'Totals by module' });
    expect(await within(totals).findByRole('row', { name: /Collection Receipt/ })).toHaveTextContent('1,000.00');
  });
});

describe('Payables and receipts screens', () => {
  it('trade / non-trade: payees per account and the split in total beside the books', async () => {
    const row: PayableRow = { kind: 'Trade', account_code: '2010', account_name: 'Accounts Payable - Trade', payee: 'Zuellig Pharma', items: 4, balance: '2500.00' };
    serve('/finance-reports/payables', [row], 1);
    serve('/finance-reports/payables/summary', { trade: '2500.00', non_trade: '0.00', total: '2500.00', books: '2500.00' });
    render(<TradeNonTradePayablesPage />, '/payables');
    expect(await screen.findByText('Zuellig Pharma', {}, SLOW)).toBeInTheDocument();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(await within(totals).findByRole('row', { name: /Payable accounts in the books/ })).toHaveTextContent('2,500.00');
  });

  it('IR not yet invoiced: receipts without a voucher from the first day of the books, status fixed', async () => {
    const row: ReceiptRow = { rr_id: 9, rr_no: 'RR-0000009', rr_date: '2025-06-01', po_no: 'PO-9', supplier_code: 'V-0002', supplier_name: 'Pfizer', net: '1000.00', vat: '120.00', total: '1120.00', status: 'not_invoiced', voucher_no: null, voucher_date: null, age_days: 14 };
    const bodies = serve('/finance-reports/ir-not-yet-invoiced', [row], 1);
    serve('/finance-reports/ir-not-yet-invoiced/summary', { invoiced: { count: 0, total: '0.00' }, not_invoiced: { count: 1, total: '1120.00' } });
    render(<IrNotYetInvoicedPage />, '/ir');
    expect(await screen.findByText('RR-0000009', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('Not Yet Invoiced', { selector: '.ag-cell *, .ag-cell' })).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ date_from: '2022-11-30', date_to: '2025-06-15', status: 'not_invoiced' });
    expect(screen.queryByLabelText('Invoice Status')).not.toBeInTheDocument();
  });
});
