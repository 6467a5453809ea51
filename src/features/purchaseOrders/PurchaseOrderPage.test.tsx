import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { NaPoOptions, PoDetail, PoListRow } from '../../../contract/purchaseOrders';
import * as dialogs from '../../components/dialogs';
import PurchaseOrderPage from './PurchaseOrderPage';
import NonAssetPurchaseOrderPage from './NonAssetPurchaseOrderPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { dateInput } from '../../../tests/reportScreen';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { seriousViolations } from '../../../tests/axe';

const SLOW = { timeout: 30_000 };
const row: PoListRow = {
  po_hdr_id: 4, po_no: 'PO-S000004', po_date: '2026-10-28', pr_hdr_id: 7, pr_no: 'PR-000007', supplier_name: 'Unilab Inc.', item_description: 'Biogesic 500mg Tablet',
  requester_name: 'Paolo Reyes', delivery_date: '2027-02-01', total_amount: '150000.00', approved_status: 0,
};
const detail = (over: Partial<PoDetail> = {}): PoDetail => ({
  ...row, supplier_code: 'V-0006', supplier_tin: null, supplier_address: null, payment_term: '100% upon delivery', particulars: null, instructions: null, remarks: null,
  approval_cycle: 1, levels: [{ level_status: 0, level: 'Officer', approved_by: null, approved_at: null }, { level_status: 6, level: 'Manager', approved_by: null, approved_at: null }],
  lines: [{ pr_line_id: 1, line_no: 1, product_id: 3, product_name: 'Biogesic 500mg Tablet', ordered_qty: 100, unit_price: '1500.00', total_amount: '150000.00', received_qty: 40, invoiced_qty: 0 }],
  receipts: [], payable_status: 'not_received', received_amount: '0.00', invoiced_amount: '0.00', paid_amount: '0.00',
  trail: [{ log_trail_id: 1, user_details: { employee_name: 'Approver User' }, remarks: 'Purchase order PO-S000004 created from approved purchase request PR-000007.', date_time: '2026-10-28 10:00:00' }],
  made_by_you: false, ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('Purchase Order', () => {
  it('lists by status tabs; a row opens the PO; Approve asks first and sends the approval; Return needs a reason', async () => {
    const sent: string[] = [];
    mswServer.use(
      http.get(API('/purchase-orders/list/officer'), () => ok([row], { total_rows: 1 })),
      http.get(API('/purchase-orders/show/4'), () => ok(detail())),
      http.post(API('/purchase-orders/approve/4'), () => {
        sent.push('approve');
        return ok(detail({ approved_status: 6 }), { code: '00004' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderWithProviders(<PurchaseOrderPage />, { route: '/purchase-order', path: '/purchase-order', preloadedState: authed(financeUser, ['view_purchase_orders', 'approve_purchase_order']) });
    const tabs = within(screen.getByRole('navigation', { name: 'Purchase Order' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['Officer Approval', 'Manager Approval', 'For VP Approval', 'President Approval', 'Approved', 'Editing', 'Cancelled']);
    await userEvent.click(await screen.findByText('Unilab Inc.', {}, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'Purchase Order PO-S000004' }, SLOW);
    expect(await within(modal).findByText('Biogesic 500mg Tablet')).toBeInTheDocument();
    expect(within(modal).getByRole('table', { name: 'Approval levels' })).toHaveTextContent('Manager');
    expect(await seriousViolations(modal)).toEqual([]);
    // Editing is for purchasing; this user approves only.
    expect(within(modal).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toEqual(['approve']));
    expect(confirm).toHaveBeenCalledWith('Approve purchase order?', 'It moves to the next approval level it needs, or to Approved.', 'Yes, approve');

    await userEvent.click(within(modal).getByRole('button', { name: 'Return to Editing' }));
    const reason = await screen.findByRole('dialog', { name: 'Return to Editing: PO-S000004' });
    await userEvent.click(within(reason).getByRole('button', { name: 'Return to Editing' }));
    expect(await within(reason).findByText('Reason is required.')).toBeInTheDocument();
  }, 40_000);

  it('hides the checker actions from the PO’s maker and says why', async () => {
    mswServer.use(
      http.get(API('/purchase-orders/list/officer'), () => ok([row], { total_rows: 1 })),
      http.get(API('/purchase-orders/show/4'), () => ok(detail({ made_by_you: true }))),
    );
    renderWithProviders(<PurchaseOrderPage />, { route: '/purchase-order?po=4', path: '/purchase-order', preloadedState: authed(financeUser, ['view_purchase_orders', 'approve_purchase_order']) });
    const modal = await screen.findByRole('dialog', { name: 'Purchase Order PO-S000004' }, SLOW);
    expect(await within(modal).findByText('You made this purchase order; someone else must approve it.')).toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});

describe('Purchase Order (Non-Asset) form', () => {
  it('checks the rules before sending and sends the lines with the server keeping the amounts', async () => {
    const options: NaPoOptions = {
      suppliers: [{ vendor_id: 6, vendor_code: 'V-0006', company_name: 'Unilab Inc.' }],
      accounts: [{ account_code: '6031', account_name: 'Repairs and Maintenance' }],
      cost_centers: [{ cost_center_id: 2, cost_center_name: 'Warehouse' }],
    };
    let body: unknown = null;
    mswServer.use(
      http.get(API('/non-asset-purchase-orders/list/officer'), () => ok([], { total_rows: 0 })),
      http.get(API('/non-asset-purchase-orders/options'), () => ok(options)),
      http.post(API('/non-asset-purchase-orders/create'), async ({ request }) => {
        body = await request.json();
        return ok({ na_po_id: 1, na_po_no: 'NAPO-2026-000001' }, { code: '00003' });
      }),
      http.get(API('/non-asset-purchase-orders/show/1'), () => ok(null)),
    );
    renderWithProviders(<NonAssetPurchaseOrderPage />, {
      route: '/purchase-order-non-asset',
      path: '/purchase-order-non-asset/:status?',
      preloadedState: authed(financeUser, ['view_purchase_orders', 'create_purchase_order']),
    });
    await userEvent.click(screen.getByRole('button', { name: 'New Non-Asset Purchase Order' }));
    const form = await screen.findByRole('dialog', { name: 'New Non-Asset Purchase Order' });
    await within(form).findByLabelText('Supplier', {}, SLOW);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Supplier is required.');
    expect(alert).toHaveTextContent('Description is required.');
    expect(body).toBeNull();

    await userEvent.selectOptions(within(form).getByLabelText('Supplier'), '6');
    await userEvent.type(await dateInput('PO Date', within(form)), '2026-03-02');
    await userEvent.type(within(form).getByLabelText('Description of line 1'), 'Aircon cleaning');
    await userEvent.clear(within(form).getByLabelText('Quantity of line 1'));
    await userEvent.type(within(form).getByLabelText('Quantity of line 1'), '12');
    await userEvent.type(within(form).getByLabelText('Unit price of line 1'), '2500');
    await userEvent.selectOptions(within(form).getByLabelText('Account of line 1'), '6031');
    expect(within(form).getByText('Total 30,000.00')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toMatchObject({ po_type: 'services', supplier_id: 6, po_date: '2026-03-02', submit: false, lines: [{ description: 'Aircon cleaning', quantity: '12', unit_price: '2500', account_code: '6031' }] }));
  }, 40_000);

  it('New Purchase Order (without a request): supplier first, its products at their cost, the contract rules before sending; sends product and quantity only', async () => {
    let body: unknown = null;
    const biogesic = { product_id: 3, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', quantity: 50, cost: '347.20', unit: 'Tablet', stock_level: 120,
      supplier_lead_time: 14, product_segment: null, percent_down_payment: '0', percent_intransit: '0', percent_upon_delivery: '100' };
    mswServer.use(
      http.get(API('/purchase-orders/list/officer'), () => ok([], { total_rows: 0 })),
      http.get(API('/purchase-requests/suppliers'), () => ok([{ vendor_id: 6, vendor_code: 'V-0006', company_name: 'Unilab Inc.', lead_time_days: 14 }])),
      http.get(API('/purchase-requests/suppliers/6/products'), () => ok([biogesic])),
      http.post(API('/purchase-orders/create'), async ({ request }) => {
        body = await request.json();
        return ok(detail({ po_hdr_id: 9, po_no: 'PO-S000009', pr_hdr_id: null, pr_no: null }), { code: '00003' });
      }),
      http.get(API('/purchase-orders/show/9'), () => ok(detail({ po_hdr_id: 9, po_no: 'PO-S000009', pr_hdr_id: null, pr_no: null }))),
    );
    renderWithProviders(<PurchaseOrderPage />, { route: '/purchase-order', path: '/purchase-order', preloadedState: authed(financeUser, ['view_purchase_orders', 'create_purchase_order']) });
    await userEvent.click(await screen.findByRole('button', { name: 'New Purchase Order' }, SLOW));
    const form = await screen.findByRole('dialog', { name: 'New Purchase Order' });
    expect(within(form).getByText('Choose a supplier to order its products.')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save and Submit' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Supplier is required.');
    expect(body).toBeNull();

    await userEvent.selectOptions(await within(form).findByLabelText('Supplier'), '6');
    await userEvent.selectOptions(await within(form).findByLabelText('Product of line 1', {}, SLOW), '3');
    expect(within(form).getByText('Minimum order 50 Tablet; on hand 120')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Quantity of line 1'), '2.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save and Submit' }));
    expect(await within(form).findByText('Quantity must be a whole number.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByLabelText('Quantity of line 1'));
    await userEvent.type(within(form).getByLabelText('Quantity of line 1'), '60');
    // Enter past the last field opens a line and goes to its product (keyboard entry); the empty line goes again.
    await userEvent.keyboard('{Enter}');
    expect(within(form).getByLabelText('Product of line 2')).toHaveFocus();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove line 2' }));
    // 60 x 347.20
    expect(within(form).getByText('Total 20,832.00')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save and Submit' }));
    await waitFor(() => expect(body).toEqual({ supplier_id: 6, delivery_date: null, instructions: null, lines: [{ product_id: 3, ordered_qty: 60 }], submit: true }));
    const modal = await screen.findByRole('dialog', { name: 'Purchase Order PO-S000009' }, SLOW);
    expect(await within(modal).findByText('None (raised directly)')).toBeInTheDocument();
  }, 40_000);
});
