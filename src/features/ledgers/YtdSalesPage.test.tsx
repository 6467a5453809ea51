import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import YtdSalesPage from './YtdSalesPage';
import { ytdAmount } from './ytdSalesColumns';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { freezeToday, SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const VIEW = ['view_ytd_sales_ledger_list'];
const months = (amounts: Record<number, string>) => Array.from({ length: 12 }, (_, i) => ({ month: i + 1, total_sales: amounts[i + 1] ?? '0.00' }));

function server() {
  const bodies: Body[] = [];
  mswServer.use(
    http.post(API('/ledger/transactions/sales-per-channel-segment'), async ({ request }) => {
      const body = (await request.json()) as Body;
      bodies.push(body);
      const name = body.type === 'per_segment' ? 'Private Hospital' : 'Retail';
      return ok(
        [
          { id: 1, type_name: name, sales: months({ 1: '1500.25', 3: '2000.00' }), Grand_Total: '3500.25' },
          { id: 0, type_name: 'Grand Total', sales: months({ 1: '1500.25', 3: '2000.00' }), Grand_Total: '3500.25' },
        ],
        { total_rows: 1 },
      );
    }),
  );
  return bodies;
}

beforeEach(freezeToday);
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('YTD Sales Ledger screen', () => {
  it('loads this year per channel; zero months show a dash, the Grand Total row is highlighted', async () => {
    const bodies = server();
    const { container } = renderWithProviders(withToasts(<YtdSalesPage />), { route: '/ledgers/ytd-sales', preloadedState: authed(financeUser, VIEW) });
    expect(await screen.findByText('Retail', {}, SLOW)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ date_year: 2025, type: 'per_channel', page: 0, page_size: 50, order_by: 'type_name', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: 'Customer Type' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Dec' })).toBeInTheDocument();
    const retail = screen.getByText('Retail').closest('.ag-row')!;
    expect(within(retail as HTMLElement).getAllByText('1,500.25').length).toBeGreaterThan(0);
    expect(within(retail as HTMLElement).getAllByText('-').length).toBe(10);
    const total = container.querySelector('.ag-row.ledger-row-total');
    expect(total).not.toBeNull();
    expect(total!.textContent).toContain('Grand Total');
    expect(screen.getByRole('combobox', { name: 'Report Type' })).toHaveValue('Sales Per Channel');
  });

  it('searches per segment for a typed year', async () => {
    const bodies = server();
    renderWithProviders(withToasts(<YtdSalesPage />), { route: '/ledgers/ytd-sales', preloadedState: authed(financeUser, VIEW) });
    await waitFor(() => expect(bodies).toHaveLength(1), SLOW);
    await userEvent.clear(screen.getByRole('combobox', { name: 'Report Type' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Report Type' }), 'seg');
    await userEvent.click(await screen.findByRole('option', { name: 'Sales Per Segment' }));
    await waitFor(() => expect(screen.getByLabelText(/^Year/)).toBeEnabled(), SLOW);
    const year = screen.getByLabelText(/^Year/);
    await userEvent.clear(year);
    await userEvent.type(year, '2023');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ date_year: 2023, type: 'per_segment' }));
    expect(await screen.findByText('Private Hospital', {}, SLOW)).toBeInTheDocument();
  });

  it('shows zero as a dash and amounts with two decimals', () => {
    expect(ytdAmount('0.00')).toBe('-');
    expect(ytdAmount('0')).toBe('-');
    expect(ytdAmount('1234.5')).toBe('1,234.50');
    expect(ytdAmount('-10.00')).toBe('-10.00');
  });

  it('shows the permission view without view_ytd_sales_ledger_list', async () => {
    const bodies = server();
    renderWithProviders(withToasts(<YtdSalesPage />), { route: '/ledgers/ytd-sales', preloadedState: authed(financeUser, ['view_product_ledger_list']) });
    expect(within(await screen.findByRole('alert')).getByText(/Access denied\./)).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
  });
});
