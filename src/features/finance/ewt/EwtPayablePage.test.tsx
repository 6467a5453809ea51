import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { EwtSubledgerRow } from '../../../../contract/ewt';
import EwtPayablePage from './EwtPayablePage';
import { monthsBefore } from './defaultRange';
import { browser } from '../../../components/export/runExport';
import * as dialogs from '../../../components/dialogs';
import { authed, renderWithProviders } from '../../../../tests/render';
import { mswServer } from '../../../../tests/msw/server';
import { API, fail, ok } from '../../../../tests/msw/envelope';
import { financeUser } from '../../../../tests/msw/fixtures';
import { dateInput, freezeToday, SLOW, withToasts } from '../../../../tests/reportScreen';

type Body = Record<string, unknown>;

const setup: EwtSubledgerRow = {
  ewt_id: 41, entry: 'setup', customer_code: 'V-0002', name: 'Pfizer Philippines, Inc.', setup_date: '2025-02-14', setup_reference: 'CV-0000041',
  transaction_date: null, reversal_reference: null, particulars: 'EWT 1% withheld from Pfizer Philippines, Inc. on RR-0000041',
  debit: '0.00', credit: '1234.56', running_balance: '1234.56',
};
const reversal: EwtSubledgerRow = { ...setup, entry: 'reversal', transaction_date: '2025-03-10', reversal_reference: 'EWT-REM-202502', debit: '1234.56', credit: '0.00', running_balance: '0.00' };

function ewtList() {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/ewt-payable/subledgers'), async ({ request }) => {
      bodies.push((await request.json()) as Body);
      return ok([setup, reversal], { total_rows: 2 });
    }),
  );
  return bodies;
}

const ALL = ['get_ewt_payable_report', 'get_ewt_all'];
const render = (scopes: string[], route = '/ewt') => renderWithProviders(withToasts(<EwtPayablePage />), { route, path: '/ewt', preloadedState: authed(financeUser, scopes) });

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('EWT Payable Report screen', () => {
  it('opens on the last 6 months to today and lists set-ups with their reversals, paged by 50 from the server', async () => {
    const bodies = ewtList();
    const { router } = render(ALL);
    expect(await dateInput(/Date From/)).toHaveValue('2024-12-15');
    expect(await dateInput(/Date To/)).toHaveValue('2025-06-15');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('EWT-REM-202502', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ date_from: '2024-12-15', date_to: '2025-06-15', page: 0, page_size: 50, order_by: 'setup_date', direction: 'asc' });
    expect(router.state.location.search).toContain('date_from=2024-12-15');
    for (const h of ['Customer Code', 'Name', 'Set-up Date', 'Set-up Reference', 'Reversal Date', 'Reversal Reference', 'Particulars', 'Debit', 'Credit', 'Running Balance']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getAllByText('1,234.56')).toHaveLength(3); // credit and running balance of the set-up, debit of the reversal
    expect(screen.getByText('2025-03-10')).toBeInTheDocument();
  });

  it('tells "Unable to load ewt data." when the list fails', async () => {
    mswServer.use(http.post(API('/ewt-payable/subledgers'), () => fail('00500', 'boom', 500)));
    render(ALL, '/ewt?date_from=2025-01-01&date_to=2025-03-31');
    expect(await screen.findByText('Unable to load ewt data.', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });

  it('warns "Please provide valid date!" when Date From is after Date To, and makes no call', async () => {
    const bodies = ewtList();
    render(ALL);
    const from = await dateInput(/Date From/);
    await userEvent.clear(from);
    await userEvent.type(from, '2025-07-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Please provide valid date!')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });

  it('export: missing dates warn "Please select dates!" without a call; otherwise the browser goes to the file', async () => {
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    mswServer.use(http.get(API('/downloads/ewt.xlsx'), () => new HttpResponse('PK', { headers: { 'content-disposition': 'attachment; filename="ewt.xlsx"' } })));
    const exports: Body[] = [];
    mswServer.use(http.post(API('/ewt-payable/subledgers/export'), async ({ request }) => (exports.push((await request.json()) as Body), ok('/api/downloads/ewt.xlsx'))));
    render(ALL);
    const to = await dateInput(/Date To/);
    await userEvent.clear(to);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Please select dates!')).toBeInTheDocument();
    expect(exports).toHaveLength(0);

    await userEvent.type(to, '2025-05-31');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'ewt.xlsx'));
    expect(exports).toEqual([{ date_from: '2024-12-15', date_to: '2025-05-31' }]);
  });

  it('export: a failure shows the server answer in an error alert', async () => {
    const showError = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    mswServer.use(http.post(API('/ewt-payable/subledgers/export'), () => fail('00500', 'Unable to write the file', 500)));
    render(ALL);
    await dateInput(/Date From/);
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Error', 'Unable to write the file'));
  });

  it('permissions: the report scope alone shows the table but no Export; no EWT scope shows the permission view', async () => {
    ewtList();
    const { unmount } = render(['get_ewt_payable_report'], '/ewt?date_from=2025-01-01&date_to=2025-03-31');
    expect(await screen.findByText('EWT-REM-202502', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    unmount();

    render(['get_general_ledger'], '/ewt?date_from=2025-01-01&date_to=2025-03-31');
    expect(screen.getByText(/Access denied\./)).toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('permissions: get_ewt_all alone shows the table and Export', async () => {
    ewtList();
    render(['get_ewt_all'], '/ewt?date_from=2025-01-01&date_to=2025-03-31');
    expect(await screen.findByText('EWT-REM-202502', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});

describe('monthsBefore', () => {
  it('steps back calendar months, across years, clamping to shorter months', () => {
    expect(monthsBefore('2025-06-15', 6)).toBe('2024-12-15');
    expect(monthsBefore('2025-08-31', 6)).toBe('2025-02-28');
    expect(monthsBefore('2024-08-31', 6)).toBe('2024-02-29');
    expect(monthsBefore('2025-01-01', 1)).toBe('2024-12-01');
  });
});
