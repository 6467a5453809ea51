import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ToastContainer } from 'react-toastify';
import ForecastTab from './ForecastTab';
import * as dialogs from '../../../components/dialogs';
import { authed, renderWithProviders } from '../../../../tests/render';
import { mswServer } from '../../../../tests/msw/server';
import { API, fail, ok } from '../../../../tests/msw/envelope';
import { financeUser } from '../../../../tests/msw/fixtures';
import { forecastProduct, forecastYear, twelve } from './testFixtures';

type Body = Record<string, unknown>;

/** 2026-11-23 in Manila: November is the current month, December the first editable one. */
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T04:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function answers(over: { lowStock?: boolean } = {}) {
  const shown: Body[] = [];
  const saved: Body[] = [];
  const y2026 = forecastYear(2026);
  y2026.forecast.push({ ...y2026.forecast[0], forecast_id: 99, is_current: false, forecast_date: '2025-10-01', january: 7 });
  // Plenty on hand unless low stock is wanted: then nothing arrives after November.
  const y2027 = forecastYear(2027, { received_inventories: twelve(() => 0) });
  y2026.beginning_inventory = over.lowStock ? 0 : 3000;
  mswServer.use(
    http.post(API('/forecast/show'), async ({ request }) => {
      shown.push((await request.json()) as Body);
      return ok({ forecasting: [y2026, y2027], product: forecastProduct, available_years: [2024, 2025, 2026, 2027] });
    }),
    http.post(API('/forecast/save'), async ({ request }) => {
      saved.push((await request.json()) as Body);
      return ok({}, { code: '00003' });
    }),
  );
  return { shown, saved };
}

const render = (scopes: string[] = ['view_products', 'save_forecast']) =>
  renderWithProviders(
    <>
      <ForecastTab productCode="UNI-BIO-500" productId={1} supplierId={1} />
      <ToastContainer />
    </>,
    { route: '/p', preloadedState: authed(financeUser, scopes) },
  );

describe('Forecasting tab', () => {
  it('asks for this year and the next, highlights the current month, colours the inventory level', async () => {
    const { shown } = answers();
    render();
    const current = await screen.findByRole('columnheader', { name: 'Nov 2026' });
    expect(shown[0]).toEqual({ year: [2026, 2027], product_code: 'UNI-BIO-500' });
    expect(current).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('columnheader', { name: 'Oct 2026' })).not.toHaveAttribute('aria-current');
    const levelRow = screen.getByRole('rowheader', { name: 'Inventory Level (months)' }).closest('tr')!;
    const bands = within(levelRow).getAllByRole('cell').map((c) => c.getAttribute('data-band'));
    expect(bands).toHaveLength(12);
    expect(new Set(bands)).toEqual(new Set(['red'])); // 3000+ boxes against 80-100 a month: far above 4.5 months
    expect(screen.queryByText(/running low/)).not.toBeInTheDocument();
    // Hit rate of a past month: 80 sold of 100 forecast.
    const hitRow = screen.getByRole('rowheader', { name: 'Hit Rate %' }).closest('tr')!;
    expect(within(hitRow).getAllByRole('cell')[0]).toHaveTextContent('80%');
  });

  it('warns when stock runs low within the supplier lead time', async () => {
    answers({ lowStock: true });
    render();
    expect(await screen.findByText('Product inventory is running low in incoming months. Please create purchase request.')).toBeInTheDocument();
  });

  it('keeps previous forecasts hidden until toggled', async () => {
    answers();
    render();
    await screen.findByRole('columnheader', { name: 'Nov 2026' });
    expect(screen.queryByText('Previous forecast (2025-10-01)')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Show previous forecasts (1)'));
    expect(screen.getByText('Previous forecast (2025-10-01)')).toBeInTheDocument();
  });

  it('Forecast Form: only months after the current one are editable, integers only; confirms, saves, reloads the grid', async () => {
    const { shown, saved } = answers();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Forecast Form' }));
    const form = screen.getByRole('dialog', { name: 'Forecast Form' });
    expect(within(form).getByLabelText('November')).toBeDisabled();
    expect(within(form).getByLabelText('November')).toHaveValue('0');
    const december = within(form).getByLabelText('December');
    expect(december).toBeEnabled();
    await userEvent.clear(december);
    await userEvent.type(december, '1x2.5');
    expect(december).toHaveValue('125');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(confirm).toHaveBeenCalledOnce();
    expect(saved[0]).toMatchObject({ product_code: 'UNI-BIO-500', forecast_year: 2026, forecast_date: '2026-11-23', january: 0, november: 0, december: 125 });
    await waitFor(() => expect(shown).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Forecast Form' })).not.toBeInTheDocument();
  });

  it('Forecast Form: a later year opens every month; declining the confirmation saves nothing', async () => {
    const { saved } = answers();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(false);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Forecast Form' }));
    const form = screen.getByRole('dialog', { name: 'Forecast Form' });
    await userEvent.selectOptions(within(form).getByLabelText('Forecast Year'), '2027');
    expect(within(form).getByLabelText('January')).toBeEnabled();
    expect(within(form).getByLabelText('January')).toHaveValue('100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(saved).toHaveLength(0);
  });

  it('the form minimises to a toast that reopens it; without save_forecast there is no form', async () => {
    answers();
    const { unmount } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Forecast Form' }));
    await userEvent.click(screen.getByRole('button', { name: 'Minimise' }));
    expect(screen.queryByRole('dialog', { name: 'Forecast Form' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /Forecast Form \(minimised\)/ }));
    expect(screen.getByRole('dialog', { name: 'Forecast Form' })).toBeInTheDocument();
    unmount();
    answers();
    render(['view_products']);
    await screen.findByRole('columnheader', { name: 'Nov 2026' });
    expect(screen.queryByRole('button', { name: 'Forecast Form' })).not.toBeInTheDocument();
  });

  it('shows "Unable to load forecast data" when the call fails', async () => {
    mswServer.use(http.post(API('/forecast/show'), () => fail('00500', 'boom', 500)));
    render();
    expect(await screen.findByText('Unable to load forecast data')).toBeInTheDocument();
  });
});
