import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import ReceivablesPage from './ReceivablesPage';
import { browser } from '../../components/export/runExport';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;

const row = (i: number, running: string) => ({
  id: i, transaction_date: `2025-06-0${i}`, reference: `CR-000000${i}`, customer_name: 'The Medical City', customer_code: 'C-00005',
  new_particulars: `Collection of SI-000000${i}`, receivable_debit: '0.00', receivable_credit: '5000.00', balance: '0.00',
  running_balance: running, transaction: 'CR', printed_si_number: `SI-000000${i}`, digital_si_number: `DSI-0000000${i}`, dr_number: `DR-000000${i}`,
});

function ledger() {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/ledger/transactions/recivables'), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      return body.page === 1 ? ok([row(3, '-2500.75')], { total_rows: 51 }) : ok([row(1, '98765.40'), row(2, '93765.40')], { total_rows: 51 });
    }),
  );
  return bodies;
}

const VIEW = ['view_receivable_sub_ledger_list'];

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Receivable Sub Ledger screen', () => {
  it('loads the last 20 days of all customers, searches a DR/SI number, and pages on', async () => {
    const bodies = ledger();
    renderWithProviders(withToasts(<ReceivablesPage />), { route: '/ledgers/receivables', preloadedState: authed(financeUser, VIEW) });
    expect(await screen.findByText('98,765.40', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ dr_si_number: '', date_from: '2025-05-26', date_to: '2025-06-15', page: 0, page_size: 50, order_by: 'transaction_date', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Running Balance' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('DR/SI Number'), ' SI-0000051 ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ dr_si_number: 'SI-0000051', page: 0 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ dr_si_number: 'SI-0000051', page: 1, page_size: 50 }));
    expect(await screen.findByText('-2,500.75')).toBeInTheDocument();
  });

  it('re-runs a bookmarked customer report, and warns "Please provide valid date!" without a call', async () => {
    const bodies = ledger();
    renderWithProviders(withToasts(<ReceivablesPage />), {
      route: '/ledgers/receivables?customer_id=5&customer_label=C-00005%20-%20The%20Medical%20City&date_from=2024-01-01&date_to=2024-12-31',
      path: '/ledgers/receivables',
      preloadedState: authed(financeUser, VIEW),
    });
    await waitFor(() => expect(bodies[0]).toMatchObject({ customer_id: 5, date_from: '2024-01-01', date_to: '2024-12-31' }), SLOW);
    expect(screen.getByRole('combobox', { name: 'Customer' })).toHaveValue('C-00005 - The Medical City');
    const to = await dateInput(/Date To/);
    await userEvent.clear(to);
    await userEvent.type(to, '2023-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('exports with the export scope, warning "Please select correct dates!" for reversed dates', async () => {
    ledger();
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    mswServer.use(http.get(API('/downloads/ar.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="ar.xlsx"' } })));
    const exports: Body[] = [];
    mswServer.use(
      http.post(API('/ledger/transactions/recivables/export/report'), async ({ request }) => {
        exports.push((await request.json()) as Body);
        return ok('/api/downloads/ar.xlsx');
      }),
    );
    renderWithProviders(withToasts(<ReceivablesPage />), {
      route: '/ledgers/receivables',
      preloadedState: authed(financeUser, [...VIEW, 'export_receivable_sub_ledger_list']),
    });
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select correct dates!')).toBeInTheDocument();
    expect(exports).toHaveLength(0);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'ar.xlsx'));
    expect(exports).toEqual([{ dr_si_number: '', date_from: '2025-01-01', date_to: '2025-06-15' }]);
  });

  it('shows the permission view without the view scope, and no Export without the export scope', async () => {
    const bodies = ledger();
    renderWithProviders(withToasts(<ReceivablesPage />), { route: '/ledgers/receivables', preloadedState: authed(financeUser, ['view_sales_special_journal_list']) });
    const denied = await screen.findByRole('alert');
    expect(within(denied).getByText(/Receivable Sub Ledger/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
