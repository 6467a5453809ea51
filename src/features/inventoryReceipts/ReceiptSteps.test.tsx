import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReceiptDetail, ReceiptRow } from '../../../contract/inventoryReceipts';
import * as dialogs from '../../components/dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import ReceiptApprovalPage from './ReceiptApprovalPage';
import ReceiptInspectionPage from './ReceiptInspectionPage';

const SLOW = { timeout: 30_000 };
const row: ReceiptRow = {
  receipt_id: 4, receipt_no: 'IR-2026-000004', receipt_date: '2026-11-20', po_no: 'PO-S000012', supplier_name: 'United Laboratories, Inc.', warehouse_name: 'Main Warehouse',
  status: 'for_inspection', line_count: 1, quantity: 60, amount: '6720.00', rr_no: null, maker: 'Wendy Warehouse', updated_at: '2026-11-20T01:00:00Z',
};
const detail: ReceiptDetail = {
  ...row, po_hdr_id: 12, po_date: '2026-11-01', supplier_id: 1, warehouse_id: 1, delivery_ref: 'DR-1', remarks: null, reason: null, created_by: 77,
  inspected_by: null, inspected_by_name: null, inspected_at: null, decided_by_name: null, decided_at: null, journal_entry: null,
  lines: [{
    receipt_line_id: 40, line_no: 1, pr_line_id: 31, product_id: 3, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', batch_no: 'B2601-X',
    manufacturing_date: '2026-01-05', expiry_date: '2029-01-31', quantity: 60, free_goods: 5, warehouse_id: 1, floor_id: 1, floor: 'Main/Central', pallet_id: 502,
    pallet_code: 'MC-A02', accepted_quantity: null, accepted_free_goods: null, reject_reason: null, unit_price: '112.00', unit_cost: '100.00', ordered_quantity: 100, remaining_quantity: 100,
  }],
  net: '6000.00', vat: '720.00', total: '6720.00',
  entry: [
    { account_code: '1200', account_name: 'Merchandise Inventory', debit: '6000.00', credit: '0.00' },
    { account_code: '1300', account_name: 'Input VAT', debit: '720.00', credit: '0.00' },
    { account_code: '2010', account_name: 'Accounts Payable - Trade', debit: '0.00', credit: '6720.00' },
  ],
};

afterEach(() => vi.restoreAllMocks());

describe('inspection', () => {
  it('asks a reason for what is rejected before sending, then sends the accepted quantities', async () => {
    const sent: unknown[] = [];
    mswServer.use(
      http.get(API('/inventory/receipts'), () => ok([row], { total_rows: 1 })),
      http.get(API('/inventory/receipts/4'), () => ok(detail)),
      http.post(API('/inventory/receipts/4/inspect'), async ({ request }) => (sent.push(await request.json()), ok({ ...detail, status: 'inspected' }, { code: '00004' }))),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<ReceiptInspectionPage />, { route: '/inventoryreceiptinspection', path: '/inventoryreceiptinspection', preloadedState: authed(financeUser, ['receipt_list', 'inspect_inventory_receipt']) });
    await userEvent.click(await screen.findByRole('button', { name: /IR-2026-000004/ }, SLOW));
    const accepted = await screen.findByLabelText('Accepted quantity of line 1', {}, SLOW);
    expect(accepted).toHaveValue('60');
    await userEvent.clear(accepted);
    await userEvent.type(accepted, '58');
    await userEvent.click(screen.getByRole('button', { name: 'Save Inspection' }));
    expect(await screen.findByText('Reason is required when anything is rejected.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Rejection reason of line 1'), 'Two boxes crushed');
    await userEvent.click(screen.getByRole('button', { name: 'Save Inspection' }));
    expect(confirm).toHaveBeenCalledWith('Save the inspection of this receipt?', '58 of 60 units accepted; the receipt then waits for approval.');
    await waitFor(() => expect(sent).toEqual([{ lines: [{ receipt_line_id: 40, accepted_quantity: 58, accepted_free_goods: 5, reject_reason: 'Two boxes crushed' }] }]));
  }, 30_000);
});

describe('approval', () => {
  const inspected: ReceiptDetail = { ...detail, status: 'inspected', inspected_by: 78, inspected_by_name: 'Quinn Inspector', inspected_at: '2026-11-21T01:00:00Z' };
  const serve = (posted: unknown[]) =>
    mswServer.use(
      http.get(API('/inventory/receipts'), () => ok([{ ...row, status: 'inspected' }], { total_rows: 1 })),
      http.get(API('/inventory/receipts/4'), () => ok(inspected)),
      http.post(API('/inventory/receipts/4/approve'), () => (posted.push(4), ok({ ...inspected, status: 'approved', rr_no: 'RR-2026-000002', journal_entry: 'JE-RR-2026-000002' }, { code: '00004' }))),
    );

  it('shows the entry approval posts and approves after the confirmation', async () => {
    const posted: unknown[] = [];
    serve(posted);
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<ReceiptApprovalPage />, { route: '/inventoryreceiptapproval', path: '/inventoryreceiptapproval/:type?', preloadedState: authed(financeUser, ['receipt_list', 'approve_inventory_receipt']) });
    await userEvent.click(await screen.findByRole('button', { name: /IR-2026-000004/ }, SLOW));
    const entry = await screen.findByTestId('receipt-entry', {}, SLOW);
    expect(within(entry).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([
      '1200 - Merchandise Inventory6,000.00', '1300 - Input VAT720.00', '2010 - Accounts Payable - Trade6,720.00',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(confirm).toHaveBeenCalledWith('Approve this receipt?', 'Stock goes onto the pallets and the entry is posted: 6,720.00 payable to United Laboratories, Inc..');
    await waitFor(() => expect(posted).toEqual([4]));
    expect(success).toHaveBeenCalledWith('Approved', 'Posted as RR-2026-000002, JE-RR-2026-000002.', 1500);
  }, 30_000);

  it('the inspector of a receipt is told why and cannot approve it', async () => {
    serve([]);
    renderWithProviders(<ReceiptApprovalPage />, {
      route: '/inventoryreceiptapproval',
      path: '/inventoryreceiptapproval/:type?',
      preloadedState: authed({ ...financeUser, user_id: 78 }, ['receipt_list', 'approve_inventory_receipt']),
    });
    await userEvent.click(await screen.findByRole('button', { name: /IR-2026-000004/ }, SLOW));
    expect(await screen.findByText('You inspected this receipt: another user approves it.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
  }, 30_000);
});
