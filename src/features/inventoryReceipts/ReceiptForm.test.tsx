import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { OpenPo, ReceiptPallet } from '../../../contract/inventoryReceipts';
import * as dialogs from '../../components/dialogs';
import { bandOfExpiry, monthsToExpiry } from '../../components/shelfLife';
import { authed, renderWithProviders } from '../../../tests/render';
import { dateInput } from '../../../tests/reportScreen';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { todayManila } from '../../lib/dates';
import ReceiptFormPage from './ReceiptFormPage';
import { emptyLine, problemsOf, type ReceiptForm } from './rules';

const SLOW = { timeout: 30_000 };
const today = todayManila();
/** A date exactly `months` whole months from today: the last day of that month (never before today's day of the month). */
function monthsAhead(months: number): string {
  const [y, m] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 + months + 1, 0)).toISOString().slice(0, 10);
}
const po: OpenPo = {
  po_hdr_id: 12, po_no: 'PO-S000012', po_date: '2026-01-10', supplier_id: 1, supplier_name: 'United Laboratories, Inc.',
  lines: [
    { pr_line_id: 31, product_id: 3, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', shelf_life_months: 36, ordered_quantity: 100, received_quantity: 60, remaining_quantity: 40, unit_price: '112.00' },
    { pr_line_id: 32, product_id: 4, product_code: 'UNI-ALX-10', product_name: 'Alaxan FR', shelf_life_months: 24, ordered_quantity: 30, received_quantity: 0, remaining_quantity: 30, unit_price: '250.00' },
  ],
};
const pallets: ReceiptPallet[] = [
  { pallet_id: 501, pallet_code: 'MC-A01', floor_id: 1, floor: 'Main/Central', zone_name: 'Cold Chain', quantity: 120 },
  { pallet_id: 502, pallet_code: 'MC-A02', floor_id: 1, floor: 'Main/Central', zone_name: null, quantity: 0 },
  { pallet_id: 601, pallet_code: 'PA-A01', floor_id: 2, floor: 'Picking Area', zone_name: null, quantity: 8 },
];

afterEach(() => vi.restoreAllMocks());

describe('receipt form rules', () => {
  const form = (over: Partial<ReceiptForm['lines'][number]>[] = [{}]): ReceiptForm => ({
    po_hdr_id: '12', warehouse_id: '1', receipt_date: today, delivery_ref: '', remarks: '',
    lines: over.map((o) => ({ ...emptyLine('31'), batch_no: 'B-1', manufacturing_date: '2026-01-01', expiry_date: monthsAhead(20), quantity: '10', free_goods: '', floor_id: '1', pallet_id: '501', ...o })),
  });

  it('expiry after manufacturing and not past, no receipt after today or before the PO, quantity capped at the remaining across lines', () => {
    expect(problemsOf(form(), po, today)).toEqual({});
    expect(problemsOf(form([{ manufacturing_date: '2026-01-01', expiry_date: '2025-12-31' }]), po, today)['lines.0.expiry_date']).toBe('Expiry Date must be after the Manufacturing Date.');
    expect(problemsOf(form([{ manufacturing_date: '2020-01-01', expiry_date: '2021-01-01' }]), po, today)['lines.0.expiry_date']).toBe('Expiry Date must be after today: a batch is expired from its expiry date on.');
    expect(problemsOf(form([{ manufacturing_date: '2020-01-01', expiry_date: today }]), po, today)['lines.0.expiry_date']).toBe('Expiry Date must be after today: a batch is expired from its expiry date on.');
    expect(problemsOf({ ...form(), receipt_date: '2026-01-09' }, po, today).receipt_date).toBe('Receipt Date must not be before the purchase order date.');
    expect(problemsOf({ ...form(), receipt_date: '9999-12-31' }, po, today).receipt_date).toBe('Receipt Date must not be in the future.');
    // 25 + 16 of a line with 40 remaining: both lines are told.
    const over = problemsOf(form([{ quantity: '25' }, { quantity: '16', batch_no: 'B-2' }]), po, today);
    expect(over['lines.0.quantity']).toBe('Only 40 of UNI-BIO-500 Biogesic 500mg Tablet remain to be received on this purchase order.');
    expect(over['lines.1.quantity']).toBe(over['lines.0.quantity']);
    expect(problemsOf(form([{ quantity: '20' }, { quantity: '20', batch_no: 'b-1' }]), po, today)['lines.1.batch_no']).toBe('The same product and batch are listed twice.');
    expect(problemsOf(form([{ quantity: '0', pallet_id: '' }]), po, today)).toMatchObject({ 'lines.0.quantity': 'Quantity must not be less than 1.', 'lines.0.pallet_id': 'Pallet is required.' });
  });

  it('shelf-life bands by whole months to expiry: under 8 red, 8 to 12 yellow, over 12 green', () => {
    expect(monthsToExpiry('2027-03-01', '2026-03-02')).toBe(11);
    expect(monthsToExpiry('2027-03-02', '2026-03-02')).toBe(12);
    expect(['2026-10-01', '2026-11-02', '2027-03-02', '2027-04-02'].map((d) => bandOfExpiry(d, '2026-03-02'))).toEqual(['red', 'yellow', 'yellow', 'green']);
  });
});

describe('receiving a purchase order on screen', () => {
  it('fills one line per open PO line, colours the expiry, picks pallets by floor, refuses an over-receipt before sending, then sends the receipt', async () => {
    const sent: unknown[] = [];
    mswServer.use(
      http.get(API('/inventory/receipts/open-purchase-orders'), () => ok([po])),
      http.get(API('/warehouse/options'), () => ok([{ warehouse_id: 1, warehouse_code: 'MAIN', warehouse_name: 'Main Warehouse', kind: 'main', active: true }])),
      http.get(API('/inventory/receipts/pallets'), () => ok(pallets)),
      http.post(API('/inventory/receipts'), async ({ request }) => (sent.push(await request.json()), ok({ receipt_id: 9, receipt_no: 'IR-2026-000009' }, { code: '00003' }))),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<ReceiptFormPage />, { route: '/inventoryreceipt', path: '/inventoryreceipt', preloadedState: authed(financeUser, ['receipt_list', 'create_inventory_receipt']) });
    const form = await screen.findByRole('form', { name: 'New Inventory Receipt' });
    await userEvent.selectOptions(await within(form).findByLabelText(/Purchase Order/, {}, SLOW), '12');
    expect(within(form).getByLabelText('Product of line 1')).toHaveValue('31');
    expect(within(form).getByLabelText('Product of line 2')).toHaveValue('32');
    await userEvent.click(within(form).getByRole('button', { name: 'Remove line 2' }));
    expect(within(form).queryByLabelText('Product of line 2')).toBeNull();
    expect(within(form).getByText('Ordered 100, remaining 40')).toBeInTheDocument();

    await userEvent.type(within(form).getByLabelText('Batch No. of line 1'), 'B2601-X');
    await userEvent.type(await dateInput('Manufacturing Date of line 1', within(form)), '2026-01-05');
    await userEvent.type(within(form).getByLabelText('Expiry Date of line 1'), monthsAhead(6));
    expect(within(form).getByText(/^6 months/).closest('.badge')).toHaveClass('text-bg-danger');
    await userEvent.clear(within(form).getByLabelText('Expiry Date of line 1'));
    await userEvent.type(within(form).getByLabelText('Expiry Date of line 1'), monthsAhead(10));
    expect(within(form).getByText(/^10 months/).closest('.badge')).toHaveClass('text-bg-warning');
    await userEvent.clear(within(form).getByLabelText('Expiry Date of line 1'));
    await userEvent.type(within(form).getByLabelText('Expiry Date of line 1'), monthsAhead(20));
    expect(within(form).getByText(/^20 months/).closest('.badge')).toHaveClass('text-bg-success');

    // Pallets come after a floor, only that floor's.
    expect(within(form).getByLabelText('Pallet of line 1')).toBeDisabled();
    await waitFor(() => expect(within(within(form).getByLabelText('Floor of line 1')).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(within(form).getByLabelText('Floor of line 1'), '1');
    expect(within(within(form).getByLabelText('Pallet of line 1')).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select…', 'MC-A01 (Cold Chain) - 120 on hand', 'MC-A02 - 0 on hand',
    ]);
    await userEvent.selectOptions(within(form).getByLabelText('Pallet of line 1'), '502');

    await userEvent.type(within(form).getByLabelText('Quantity of line 1'), '41');
    await userEvent.type(within(form).getByLabelText('Free Goods of line 1'), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for Inspection' }));
    expect(await within(form).findByText('Only 40 of UNI-BIO-500 Biogesic 500mg Tablet remain to be received on this purchase order.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.clear(within(form).getByLabelText('Quantity of line 1'));
    await userEvent.type(within(form).getByLabelText('Quantity of line 1'), '40');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit for Inspection' }));
    expect(confirm).toHaveBeenCalledWith('Send this receipt for inspection?', '40 units on 1 lines of PO-S000012.');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      po_hdr_id: 12, warehouse_id: 1, receipt_date: today, delivery_ref: '', remarks: '', submit: true,
      lines: [{ pr_line_id: 31, batch_no: 'B2601-X', manufacturing_date: '2026-01-05', expiry_date: monthsAhead(20), quantity: '40', free_goods: '3', pallet_id: 502 }],
    });
  }, 40_000);
});
