import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { PrStatus, PurchaseRequest, SupplierProduct } from '../../../contract/purchasing';
import * as dialogs from '../dialogs';
import PurchaseRequestForm from './PurchaseRequestForm';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

/*
 * The form's reads go through the API cache (spec 001 §9: fresh for 5
 * minutes, no refetch on mount); its writes make the purchase requests' reads
 * stale, so they are fetched again without any reload counter.
 */

const ALL = ['can_create_purchase_request', 'can_approve_purchase_request', 'can_update_purchase_request', 'can_decline_purchase_request', 'can_cancel_purchase_request'];
const SLOW = { timeout: 30_000 };

const biogesic: SupplierProduct = {
  product_id: 1, product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', quantity: 50, cost: '347.20', unit: 'Tablet', stock_level: 3000,
  supplier_lead_time: 14, product_segment: 'OTC', percent_down_payment: '30.00', percent_intransit: '0.00', percent_upon_delivery: '70.00',
};
const supplier = { vendor_id: 1, vendor_code: 'V-0001', company_name: 'United Laboratories, Inc.', lead_time_days: 14 };

const request = (status: PrStatus): PurchaseRequest => ({
  pr_hdr_id: 5, pr_no: 'PR-000005', pr_date: '2026-11-02', supplier, department: 'Purchasing', estimated_delivery_date: '2026-12-15',
  payment_term: '30% upon PO, 70% upon delivery', grand_total: '34720.00', prepared_by: 'Cristina Villanueva', generate_type: 2, particulars: null,
  term_po: '30.00', term_dr: '70.00', term_transit: '0.00', term_pdc: [], status,
  approved_by: status === 1 ? 'Antonio Bautista' : null, approved_at: status === 1 ? '2026-11-04 12:00:00' : null,
  cancelled_by: null, cancelled_at: null, declined_by: null, declined_at: null, remarks: null, attachments: [], po: null,
  details: [{ ...biogesic, line_no: 1, requested_qty: 100, unit_price: '347.20', total_amount: '34720.00', lead_time: 14, payment_term: '', supplier: supplier.company_name }],
});

/** The form mounted, closed and mounted again in the same app (one store, one cache). */
function MountedTwice() {
  const [round, setRound] = useState(1);
  return (
    <>
      <button type="button" onClick={() => setRound((r) => r + 1)}>
        Open the form again
      </button>
      <PurchaseRequestForm key={round} onDone={() => {}} />
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

describe('Purchase request form and the API cache', () => {
  it("asks for a supplier's products once across two mounts of the form within 5 minutes", async () => {
    const asked = { products: 0 };
    mswServer.use(
      http.get(API('/purchase-requests/suppliers'), () => ok([supplier])),
      http.get(API('/purchase-requests/suppliers/1/products'), () => {
        asked.products += 1;
        return ok([biogesic]);
      }),
    );
    renderWithProviders(<MountedTwice />, { preloadedState: authed(financeUser, ALL) });

    const openProductList = async () => {
      await userEvent.type(screen.getByRole('combobox', { name: 'Supplier' }), 'Uni');
      await userEvent.click(await screen.findByRole('option', { name: 'V-0001 - United Laboratories, Inc.' }));
      await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
      const list = await screen.findByRole('dialog', { name: 'Product List' }, SLOW);
      expect(within(list).getByText('Biogesic 500mg Tablet')).toBeInTheDocument();
      await userEvent.click(within(list).getAllByRole('button', { name: 'Close' }).at(-1)!);
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Product List' })).not.toBeInTheDocument());
    };

    await openProductList();
    expect(asked.products).toBe(1);
    await userEvent.click(screen.getByRole('button', { name: 'Open the form again' }));
    expect(screen.getByRole('combobox', { name: 'Supplier' })).toHaveValue('');
    await openProductList();
    expect(asked.products).toBe(1);
  });

  it('a write makes the request stale: after Approve the form reads it again and shows the new status', async () => {
    let status: PrStatus = 0;
    const asked = { show: 0, approve: 0 };
    mswServer.use(
      http.get(API('/purchase-requests/show/5'), () => {
        asked.show += 1;
        return ok(request(status));
      }),
      http.post(API('/purchase-requests/approve'), () => {
        asked.approve += 1;
        status = 1;
        return ok(request(1), { code: '00004' });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const onDone = vi.fn();
    renderWithProviders(<PurchaseRequestForm prId={5} onDone={onDone} />, { preloadedState: authed(financeUser, ALL) });

    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }, SLOW));
    expect(await screen.findByRole('heading', { name: 'Approved Purchase Request (Stocks)' }, SLOW)).toBeInTheDocument();
    expect(asked).toEqual({ show: 2, approve: 1 });
    expect(onDone).toHaveBeenCalledWith('approve', 0, expect.objectContaining({ status: 1 }));
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });
});
