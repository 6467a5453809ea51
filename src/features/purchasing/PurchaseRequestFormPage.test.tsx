import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast, ToastContainer } from 'react-toastify';
import type { PrStatus, PurchaseRequest, SupplierProduct } from '../../../contract/purchasing';
import PurchaseRequestFormPage from './PurchaseRequestFormPage';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, invalid, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

type Body = Record<string, unknown>;

const ALL = ['can_create_purchase_request', 'can_approve_purchase_request', 'can_update_purchase_request', 'can_decline_purchase_request', 'can_cancel_purchase_request'];
const SLOW = { timeout: 30_000 };

const biogesic: SupplierProduct = {
  product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', quantity: 50, cost: '347.20', unit: 'Tablet', stock_level: 3000,
  supplier_lead_time: 14, product_segment: 'OTC', percent_down_payment: '30.00', percent_intransit: '0.00', percent_upon_delivery: '70.00',
};
const supplier = { vendor_id: 1, vendor_code: 'V-0001', company_name: 'United Laboratories, Inc.', lead_time_days: 14 };

function request(status: PrStatus): PurchaseRequest {
  return {
    pr_hdr_id: 5, pr_no: 'PR-000005', pr_date: '2026-11-02', supplier, department: 'Purchasing', estimated_delivery_date: '2026-12-15',
    payment_term: '30% upon PO, 70% upon delivery', grand_total: '34720.00', prepared_by: 'Cristina Villanueva', generate_type: 2, particulars: 'Peak season',
    term_po: '30.00', term_dr: '70.00', term_transit: '0.00', term_pdc: [], status,
    approved_by: null, approved_at: null, cancelled_by: null, cancelled_at: null,
    declined_by: status === 2 ? 'Antonio Bautista' : null, declined_at: status === 2 ? '2026-11-04 12:00:00' : null, remarks: null,
    attachments: [], po: null,
    details: [{ ...biogesic, line_no: 1, requested_qty: 100, unit_price: '347.20', total_amount: '34720.00', lead_time: 14, payment_term: '', supplier: supplier.company_name }],
  };
}

function serve(status: PrStatus) {
  const posted: { path: string; body: Body }[] = [];
  const record = (path: string) =>
    http.post(API(path), async ({ request: r }) => {
      posted.push({ path, body: (await r.json()) as Body });
      return ok(request(status), { code: '00004' });
    });
  mswServer.use(
    http.get(API('/purchase-requests/show/5'), () => ok(request(status))),
    ...['/purchase-requests/approve', '/purchase-requests/decline', '/purchase-requests/cancel', '/purchase-requests/update'].map(record),
  );
  return posted;
}

const renderShow = (scopes = ALL) =>
  renderWithProviders(
    <>
      <PurchaseRequestFormPage />
      <ToastContainer />
    </>,
    { route: '/purchasing/purchaseRequest/show/5', path: '/purchasing/purchaseRequest/show/:id', preloadedState: authed(financeUser, scopes) },
  );

const actionNames = () =>
  screen
    .getAllByRole('button')
    .map((b) => b.textContent)
    .filter((t) => ['Save', 'Approve', 'Update', 'Decline', 'Cancel'].includes(t ?? ''));

afterEach(() => vi.restoreAllMocks());

describe('Purchase Request (Stocks) form: an existing request', () => {
  it.each([
    [0, 'For Approval', ['Approve', 'Update', 'Decline', 'Cancel']],
    [1, 'Approved', []],
    [2, 'Declined', ['Approve', 'Update']],
    [3, 'Cancelled', ['Decline']],
  ] as const)('status %i: title "%s ...", buttons %j', async (status, word, buttons) => {
    serve(status);
    renderShow();
    expect(await screen.findByRole('heading', { name: `${word} Purchase Request (Stocks)` }, SLOW)).toBeInTheDocument();
    expect(actionNames()).toEqual(buttons);
    // Lines (and the supplier) change only while declined.
    expect(screen.queryByLabelText('Requested quantity, line 1') !== null).toBe(status === 2);
    expect(screen.queryByRole('button', { name: 'Add Product' }) !== null).toBe(status === 2);
  });

  it('shows only the buttons the user holds scopes for', async () => {
    serve(0);
    renderShow(['can_approve_purchase_request', 'can_decline_purchase_request']);
    await screen.findByRole('heading', { name: 'For Approval Purchase Request (Stocks)' }, SLOW);
    expect(actionNames()).toEqual(['Approve', 'Decline']);
  });

  it('is read-only for an approver who cannot Update: nothing typed could be lost by Approve', async () => {
    serve(0);
    renderShow(['can_approve_purchase_request', 'can_decline_purchase_request']);
    await screen.findByRole('heading', { name: 'For Approval Purchase Request (Stocks)' }, SLOW);
    expect(screen.getByLabelText(/Particulars/)).toBeDisabled();
    expect(screen.getByLabelText(/Requested Delivery Date/)).toBeDisabled();
    expect(screen.queryByLabelText('Attachments')).toBeNull();
  });

  it('holds Approve, Decline and Cancel back while changes are unsaved; Update saves them', async () => {
    const posted = serve(0);
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderShow();
    const particulars = await screen.findByLabelText(/Particulars/, {}, SLOW);
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    await userEvent.type(particulars, ' and typhoon stock');
    for (const name of ['Approve', 'Decline', 'Cancel']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Update it to save your changes/);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ path: '/purchase-requests/update', body: { particulars: 'Peak season and typhoon stock' } });
  });

  it.each([
    [0, 'Approve', '/purchase-requests/approve', '/purchasing/purchaseRequest/approved'],
    [0, 'Decline', '/purchase-requests/decline', '/purchasing/purchaseRequest/edit'],
    [0, 'Cancel', '/purchase-requests/cancel', '/purchasing/purchaseRequest/cancelled'],
    [0, 'Update', '/purchase-requests/update', '/purchasing/purchaseRequest/approval'],
    [2, 'Update', '/purchase-requests/update', '/purchasing/purchaseRequest/edit'],
    [3, 'Decline', '/purchase-requests/decline', '/purchasing/purchaseRequest/edit'],
  ] as const)('status %i, %s: confirms, posts %s, then goes to %s', async (status, button, path, next) => {
    const posted = serve(status);
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const { router } = renderShow();
    await userEvent.click(await screen.findByRole('button', { name: button }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe(next));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining(button), expect.stringMatching(/^Are you sure you want to/), expect.any(String));
    expect(posted).toHaveLength(1);
    expect(posted[0].path).toBe(path);
    expect(posted[0].body.pr_hdr_id).toBe(5);
  });

  it('shows "Please wait ..." while the request loads and "Please wait saving ..." until an action is answered', async () => {
    serve(0);
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    mswServer.use(http.post(API('/purchase-requests/approve'), async () => (await held, ok(request(1), { code: '00004' }))));
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const loading = vi.spyOn(toast, 'loading');
    const dismiss = vi.spyOn(toast, 'dismiss');
    const dismissed = (text: string) => {
      const i = loading.mock.calls.findIndex(([t]) => t === text);
      return i >= 0 && dismiss.mock.calls.some(([id]) => id === loading.mock.results[i].value);
    };
    const { router } = renderShow();
    expect(await screen.findByText('Please wait ...')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, SLOW));
    expect(dismissed('Please wait ...')).toBe(true);
    expect(await screen.findByText('Please wait saving ...')).toBeInTheDocument();
    expect(dismissed('Please wait saving ...')).toBe(false);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchasing/purchaseRequest/approved'));
    expect(dismissed('Please wait saving ...')).toBe(true);
  });

  it('asks first: saying no sends nothing and stays', async () => {
    const posted = serve(0);
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(false);
    const { router } = renderShow();
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, SLOW));
    await waitFor(() => expect(dialogs.confirmAction).toHaveBeenCalled());
    expect(posted).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/purchasing/purchaseRequest/show/5');
  });

  it('a refused action shows the server messages in an error dialog', async () => {
    serve(0);
    mswServer.use(http.post(API('/purchase-requests/cancel'), () => invalid(['Purchase request PR-000005 is Approved; it cannot be cancelled.'])));
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    renderShow();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }, SLOW));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Invalid Request', 'Purchase request PR-000005 is Approved; it cannot be cancelled.'));
  });
});

describe('Purchase Request (Stocks) form: a new request', () => {
  beforeEach(() => {
    mswServer.use(
      http.get(API('/purchase-requests/suppliers'), () => ok([supplier])),
      http.get(API('/purchase-requests/suppliers/1/products'), () => ok([biogesic, { ...biogesic, product_id: 3, product_code: 'UNI-ALX-500', product_name: 'Alaxan FR Capsule', quantity: 20 }])),
    );
  });

  const renderNew = () =>
    renderWithProviders(
      <>
        <PurchaseRequestFormPage />
        <ToastContainer />
      </>,
      { route: '/purchasing/purchaseRequest/create', preloadedState: authed(financeUser, ALL) },
    );

  it('Add Product needs a supplier first', async () => {
    renderNew();
    expect(actionNames()).toEqual(['Save']);
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Please select a supplier')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Product List' })).not.toBeInTheDocument();
  });

  it('picks products; Save waits for a date needed and every quantity at its MOQ; then submits and goes to the approval list', async () => {
    const created: Body[] = [];
    mswServer.use(
      http.post(API('/purchase-requests/create'), async ({ request: r }) => {
        created.push((await r.json()) as Body);
        return ok(request(0), { code: '00003' });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const { router } = renderNew();
    await userEvent.type(screen.getByRole('combobox', { name: 'Supplier' }), 'Uni');
    await userEvent.click(await screen.findByRole('option', { name: 'V-0001 - United Laboratories, Inc.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const list = await screen.findByRole('dialog', { name: 'Product List' });
    await userEvent.click(within(list).getByLabelText('Select Alaxan FR Capsule'));
    await userEvent.click(within(list).getByLabelText('Show all selected'));
    expect(within(list).queryByText('Biogesic 500mg Tablet')).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Add Selected (1)' }));

    const qty = screen.getByLabelText('Requested quantity, line 1');
    expect(qty).toHaveValue(20);
    expect(qty).toHaveAttribute('min', '20');
    expect(qty).toHaveAttribute('step', '20');
    expect(screen.getByTestId('payment-term')).toHaveTextContent('30% upon PO, 70% upon delivery');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled(); // no date needed yet

    await waitFor(() => expect(screen.getByLabelText(/Requested Delivery Date/)).toBeEnabled(), SLOW);
    await userEvent.type(screen.getByLabelText(/Requested Delivery Date/), '2026-12-15');
    await waitFor(() => expect(save).toBeEnabled());

    await userEvent.clear(qty);
    await userEvent.type(qty, '19');
    expect(screen.getByText('Requested quantity should NOT be less than MOQ. Line: 1')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.clear(qty); // empty counts as 1: still under the MOQ
    expect(save).toBeDisabled();
    await userEvent.type(qty, '40');
    expect(screen.queryByText(/should NOT be less than MOQ/)).not.toBeInTheDocument();
    expect(screen.getByTestId('grand-total')).toHaveTextContent('13,888.00');

    await userEvent.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchasing/purchaseRequest/approval'));
    expect(created[0]).toMatchObject({ supplier: 1, estimated_delivery_date: '2026-12-15', term_po: 30, term_dr: 70, details: [{ product_id: 3, requested_qty: 40 }] });
  });
});
