import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import * as dialogs from '../../components/dialogs';
import AdjustmentPage from './AdjustmentPage';
import AdjustmentImportPage from './AdjustmentImportPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, invalid, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const WAREHOUSE = ['view_inventory_adjustments', 'create_inventory_adjustment'];

function serveStock() {
  const sent: unknown[] = [];
  mswServer.use(
    http.get(API('/inventory/adjustment/list/:tab'), () => ok([], { total_rows: 0 })),
    http.get(API('/inventory/adjustment/pick/products'), () => ok([{ product_id: 7, product_code: 'P-0007', product_name: 'Amoxicillin 500 mg', on_hand: 120 }])),
    http.get(API('/inventory/adjustment/pick/batches'), () =>
      ok([{ batch_id: 31, batch_no: 'AMX-2401', expiry_date: '2027-05-31', on_hand: 120, unit_cost: '45.5000' }]),
    ),
    http.get(API('/inventory/adjustment/pick/pallets'), () =>
      ok([{ pallet_id: 5, pallet_code: 'MC-A05', floor: 'Main/Central', warehouse_name: 'Main Warehouse', on_hand: 20 }]),
    ),
    http.post(API('/inventory/adjustment'), async ({ request }) => {
      sent.push(await request.json());
      return invalid(['stop here']);
    }),
  );
  return sent;
}

afterEach(() => vi.restoreAllMocks());

describe('Inventory Adjustment form', () => {
  it('asks for reason and a picked line, refuses taking more than the pallet holds and stock in on a damage, then sends the signed line', { timeout: 40000 }, async () => {
    const sent = serveStock();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderWithProviders(<AdjustmentPage />, { route: '/inventory/adjustment?new=1', path: '/inventory/adjustment', preloadedState: authed(financeUser, WAREHOUSE) });
    const form = await screen.findByRole('dialog', { name: 'New Inventory Adjustment' }, SLOW);
    const submit = within(form).getByRole('button', { name: 'Submit for Approval' });

    await userEvent.click(submit);
    expect(await within(form).findByText('Reason is required.')).toBeInTheDocument();
    expect(within(form).getByText('Product is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.type(within(form).getByLabelText('Reason'), 'Cycle count of bay A');
    await userEvent.type(within(form).getByRole('combobox', { name: 'Product (line 1)' }), 'amox');
    await userEvent.click(await within(form).findByRole('option', { name: /P-0007 Amoxicillin 500 mg/ }, SLOW));
    const batch = within(form).getByLabelText('Batch (line 1)');
    await waitFor(() => expect(within(batch).getByRole('option', { name: /AMX-2401 · expires 2027-05-31 · on hand 120/ })).toBeInTheDocument());
    await userEvent.selectOptions(batch, '31');
    const pallet = within(form).getByLabelText('Pallet (line 1)');
    await waitFor(() => expect(within(pallet).getByRole('option', { name: /MC-A05 · Main\/Central · Main Warehouse · on hand 20/ })).toBeInTheDocument());
    await userEvent.selectOptions(pallet, '5');
    const qty = within(form).getByLabelText('Quantity (line 1)');
    await userEvent.type(qty, '-25');
    expect(within(form).getByText('On hand 20, after -5')).toBeInTheDocument();
    await userEvent.click(submit);
    expect(await within(form).findByText('Not enough stock: P-0007 Amoxicillin 500 mg, batch AMX-2401 on pallet MC-A05 has 20; the adjustment takes 25.')).toBeInTheDocument();

    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'damage');
    await userEvent.clear(qty);
    await userEvent.type(qty, '4');
    await userEvent.click(submit);
    expect(await within(form).findByText('A Damage adjustment only takes stock out: the quantity must be negative.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(qty);
    await userEvent.type(qty, '-4');
    await userEvent.click(submit);
    await waitFor(() =>
      expect(sent).toEqual([
        { adjustment_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), adjustment_type: 'damage', reason: 'Cycle count of bay A', submit: true, lines: [{ product_id: 7, batch_id: 31, pallet_id: 5, quantity: -4, remarks: '' }] },
      ]),
    );
    expect(await within(form).findByText('stop here')).toBeInTheDocument();
  });
});

describe('Import Inventory Adjustments', () => {
  it('sends the file with the type and reason; a refused file lists its bad rows in a table', { timeout: 30000 }, async () => {
    const sent: { file_name: string; content_base64: string; adjustment_type: string }[] = [];
    mswServer.use(
      http.get(API('/inventory/adjustment/import/list'), () => ok([], { total_rows: 0 })),
      http.post(API('/inventory/adjustment/import'), async ({ request }) => {
        sent.push((await request.json()) as (typeof sent)[number]);
        return invalid(['Line 3: Product Code NO-SUCH does not exist.', 'Line 5: Quantity "abc" is not a whole number.']);
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderWithProviders(<AdjustmentImportPage />, { route: '/inventory/adjustment/import', path: '/inventory/adjustment/import', preloadedState: authed(financeUser, WAREHOUSE) });
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Please choose an Excel file (.xlsx) to import.')).toBeInTheDocument();
    expect(screen.getByText('Reason is required.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText('Reason'), 'Quarterly count');
    await userEvent.selectOptions(screen.getByLabelText('Type'), 'expiry');
    await userEvent.upload(screen.getByLabelText('Excel file (.xlsx)'), new File(['PK-bytes'], 'count.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const table = await screen.findByRole('region', { name: 'Rows to fix' }, SLOW);
    const rows = within(table).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['3', 'Product Code NO-SUCH does not exist.'],
      ['5', 'Quantity "abc" is not a whole number.'],
    ]);
    expect(screen.getByText('Nothing was imported: 2 problems to fix in the file.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ file_name: 'count.xlsx', adjustment_type: 'expiry', content_base64: btoa('PK-bytes') });
  });
});
