import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ToastContainer } from 'react-toastify';
import PoTrailModal from './PoTrailModal';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const open = () =>
  renderWithProviders(
    <>
      <PoTrailModal poHdrId={7} poNo="PO-000007" onClose={() => {}} />
      <ToastContainer />
    </>,
    { preloadedState: authed(financeUser, ['view_purchase_orders']) },
  );

describe('Purchase Order Trail Logs', () => {
  it('lists the entries once loaded', async () => {
    mswServer.use(
      http.get(API('/purchase-orders/7/trail'), () =>
        ok([{ log_trail_id: 1, user_details: { employee_name: 'Antonio Bautista' }, remarks: 'Purchase order PO-000007 created.', date_time: '2026-11-04 12:00:00', po_hdr_id: 7 }]),
      ),
    );
    open();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findByText('Purchase order PO-000007 created.')).toBeInTheDocument();
    expect(screen.getByText('Antonio Bautista')).toBeInTheDocument();
  });

  it('says "No trail logs." only for an empty answer; a failure shows the server text instead, in the modal and a toast', async () => {
    mswServer.use(http.get(API('/purchase-orders/7/trail'), () => ok([])));
    const { unmount } = open();
    expect(await screen.findByText('No trail logs.')).toBeInTheDocument();
    unmount();

    mswServer.use(http.get(API('/purchase-orders/7/trail'), () => fail('00002', 'Purchase order not found.', 404)));
    open();
    const dialog = screen.getByRole('dialog', { name: 'Purchase Order Trail Logs' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Purchase order not found.');
    // The toast says it too.
    expect(await screen.findAllByText('Purchase order not found.')).toHaveLength(2);
    expect(screen.queryByText('No trail logs.')).not.toBeInTheDocument();
  });
});
