import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast, ToastContainer } from 'react-toastify';
import ProductDetailPage from './ProductDetailPage';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, invalid, ok } from '../../../tests/msw/envelope';
import { formBody } from '../../../tests/msw/formBody';
import { financeUser } from '../../../tests/msw/fixtures';
import { lookupHandlers, productDetail } from './testData';

// The other tabs belong to another screen's tests.
vi.mock('./forecast/ForecastTab', () => ({ default: () => <div>Forecast tab</div> }));
vi.mock('./purchaseLogs/PurchaseLogsTab', () => ({ default: () => <div>Purchase logs tab</div> }));

const SCOPES = ['view_products', 'get_specific_product', 'update_product', 'update_status'];
type Body = Record<string, unknown>;

function serve(detail = productDetail()) {
  const saved: Body[] = [];
  mswServer.use(
    ...lookupHandlers,
    http.get(API('/products'), () => ok([], { total_rows: 0 })),
    http.get(API('/products/id/:code'), () => ok(detail)),
    http.post(API('/products/submit/updated'), async ({ request }) => {
      saved.push((await formBody(request)).fields);
      return invalid(['Cost must be a non-negative amount with at most 2 decimals.', 'Supplier is required.']);
    }),
  );
  return saved;
}

const open = (scopes = SCOPES) =>
  renderWithProviders(<ProductDetailPage />, { route: '/view/products/list/UNI-BIO-500', path: '/view/products/list/:product_code', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Product detail', () => {
  it('shows "name (code)", the four tabs, the form read-only, and "No Product." in an empty sidebar', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { name: 'Biogesic 500mg Tablet (UNI-BIO-500)' })).toBeInTheDocument();
    for (const t of ['Product Information', 'Packaging', 'Forecasting', 'Purchase Logs']) expect(screen.getByRole('tab', { name: t })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Product Name/)).toBeDisabled();
    expect(await screen.findByText('No Product.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Forecasting' }));
    expect(await screen.findByText('Forecast tab')).toBeInTheDocument();
  });

  it('shows Pending Update Approval instead of Edit while a change waits', async () => {
    serve(productDetail({ has_pending_approval: ['PU-000003'] }));
    open();
    expect(await screen.findByText('Pending Update Approval')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('Cancel with changes asks "Are you sure? Do you want to discard changes?" and restores the values', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const name = screen.getByLabelText(/^Product Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Do you want to discard changes?');
    // Declined: still editing, the typed value kept.
    expect(name).toHaveValue('Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByLabelText(/^Product Name/)).toHaveValue('Biogesic 500mg Tablet'));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('Cancel without changes leaves edit mode without asking', async () => {
    serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const confirm = vi.spyOn(dialogs, 'confirmAction');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('Save sends is_submit 2 / UPDATED; a 00001 answer shows "Invalid Request" with the messages and keeps what was typed', async () => {
    const saved = serve();
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const showError = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    const cost = screen.getByLabelText('Cost per Box');
    await userEvent.clear(cost);
    await userEvent.type(cost, '999.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Invalid Request', 'Cost must be a non-negative amount with at most 2 decimals.\nSupplier is required.'));
    // Multipart (spec 001 §7): every field travels as text.
    expect(saved[0]).toMatchObject({ is_submit: '2', category: 'UPDATED', product_id: '1', product_code: 'UNI-BIO-500', cost: '999.5' });
    expect(screen.getByLabelText('Cost per Box')).toHaveValue('999.5');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows "Please wait saving ..." until the server answers the save, then takes it away before the result', async () => {
    serve();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    mswServer.use(http.post(API('/products/submit/updated'), async () => (await held, invalid(['Supplier is required.']))));
    const loading = vi.spyOn(toast, 'loading');
    const dismiss = vi.spyOn(toast, 'dismiss');
    const savingDismissed = () => {
      const i = loading.mock.calls.findIndex(([t]) => t === 'Please wait saving ...');
      return i >= 0 && dismiss.mock.calls.some(([id]) => id === loading.mock.results[i].value);
    };
    let dismissedAtError: boolean | undefined;
    vi.spyOn(dialogs, 'showError').mockImplementation(async () => void (dismissedAtError = savingDismissed()));
    renderWithProviders(
      <>
        <ProductDetailPage />
        <ToastContainer />
      </>,
      { route: '/view/products/list/UNI-BIO-500', path: '/view/products/list/:product_code', preloadedState: authed(financeUser, SCOPES) },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please wait saving ...')).toBeInTheDocument();
    expect(savingDismissed()).toBe(false);
    release();
    await waitFor(() => expect(dialogs.showError).toHaveBeenCalledWith('Invalid Request', 'Supplier is required.'));
    expect(dismissedAtError).toBe(true);
  });

  it('without update_product there is no Edit; without get_specific_product the fields are an error view', async () => {
    serve();
    open(['view_products']);
    expect(await screen.findByRole('heading', { name: /UNI-BIO-500/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Access denied.');
  });

  it('a failed load shows a Warning and goes back to /products', async () => {
    mswServer.use(...lookupHandlers, http.get(API('/products'), () => ok([], { total_rows: 0 })), http.get(API('/products/id/:code'), () => ok('Product not found.', { code: '00002' })));
    const warn = vi.spyOn(dialogs, 'showWarning').mockResolvedValue();
    const { router } = renderWithProviders(<ProductDetailPage />, {
      route: '/view/products/list/NOPE',
      path: '/view/products/list/:product_code',
      preloadedState: authed(financeUser, SCOPES),
      routes: [{ path: '/products', element: <div>Product list</div> }],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/products'));
    expect(warn).toHaveBeenCalledWith('Warning', 'Product not found.');
  });
});
