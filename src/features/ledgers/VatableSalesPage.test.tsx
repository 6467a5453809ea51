import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import VatableSalesPage from './VatableSalesPage';
import { browser } from '../../components/export/runExport';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;

const row = {
  id: 7, si_date: '2025-06-02', dr_number: 'DR-0000007', si_number: 'SI-0000007', customer_name: 'Generika Drugstore - Pasig', tin: '0010-463-118-000',
  net_sales: '11320.00', vat_sales: '9000.00', rated_sales: '0.00', vat_exempt: '1240.00', vat_amount: '1080.00', sales: '10240.00',
};

function ledger() {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/ledger/transactions/vatable-sales'), async ({ request }) => {
      bodies.push((await request.json()) as Body);
      return ok([row], { total_rows: 1 });
    }),
    http.post(API('/ledger/transactions/customers/regular-nonregular'), () =>
      ok([{ customer_regular_nonregular_id: 1, description: 'Regular' }, { customer_regular_nonregular_id: 2, description: 'Non-Regular' }]),
    ),
  );
  return bodies;
}

const VIEW = ['view_vatable_sales_ledger_list'];

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Vatable Sales Ledger screen', () => {
  it('loads the last 20 days, then searches the picked customer status, showing the VAT breakdown', async () => {
    const bodies = ledger();
    renderWithProviders(withToasts(<VatableSalesPage />), { route: '/ledgers/vatable-sales', preloadedState: authed(financeUser, VIEW) });
    expect(await screen.findByText('11,320.00', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('1,080.00')).toBeInTheDocument();
    expect(bodies[0]).toEqual({ date_from: '2025-05-26', date_to: '2025-06-15', page: 0, page_size: 50, order_by: 'si_date', direction: 'asc' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Customer Status' }), 'non');
    const nonRegular = await screen.findByRole('option', { name: 'Non-Regular' });
    expect(within(screen.getByRole('listbox', { name: 'Customer Status' })).getAllByRole('option')).toEqual([nonRegular]);
    await userEvent.click(nonRegular);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ reg_or_nonreg: 2, page: 0 }));
  });

  it('warns "Please provide valid date!" without a call', async () => {
    const bodies = ledger();
    renderWithProviders(withToasts(<VatableSalesPage />), { route: '/ledgers/vatable-sales', preloadedState: authed(financeUser, VIEW) });
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-06-16');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('exports the filters with the export scope only', async () => {
    ledger();
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    mswServer.use(http.get(API('/downloads/vat.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="vat.xlsx"' } })));
    const exports: Body[] = [];
    mswServer.use(
      http.post(API('/ledger/transactions/vatable-sales/report'), async ({ request }) => {
        exports.push((await request.json()) as Body);
        return ok('/api/downloads/vat.xlsx');
      }),
    );
    renderWithProviders(withToasts(<VatableSalesPage />), {
      route: '/ledgers/vatable-sales?reg_or_nonreg=1&status_label=Regular',
      path: '/ledgers/vatable-sales',
      preloadedState: authed(financeUser, [...VIEW, 'export_vatable_sales_ledger_list']),
    });
    await dateInput(/Date From/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'vat.xlsx'));
    expect(exports).toEqual([{ reg_or_nonreg: 1, date_from: '2025-05-26', date_to: '2025-06-15' }]);
  });

  it('shows the permission view without the view scope, and no Export without the export scope', async () => {
    const bodies = ledger();
    renderWithProviders(withToasts(<VatableSalesPage />), { route: '/ledgers/vatable-sales', preloadedState: authed(financeUser, ['view_receivable_sub_ledger_list']) });
    const denied = await screen.findByRole('alert');
    expect(within(denied).getByText(/Vatable Sales Ledger/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
