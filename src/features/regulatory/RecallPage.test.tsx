import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { RecallDetail } from '../../../contract/recalls';
import * as dialogs from '../../components/dialogs';
import RecallPage from './RecallPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const customer = (id: number, name: string, distributed: number, recovered: number) => ({
  customer_id: id, customer_code: `C-0000${id}`, customer_name: name, address: '12 Rizal Ave., City of Manila', contact_person: 'Ana Cruz', contact_no: '0917 555 0101',
  email: null, invoices: `SI-10${id} (2025-09-0${id})`, first_delivery: `2025-09-0${id}`, last_delivery: `2025-09-0${id}`, delivered: distributed, distributed, recovered,
  outstanding: distributed - recovered, effectiveness: ((recovered * 100) / distributed).toFixed(2), notified_at: null, notifications: 0,
});
const recall: RecallDetail = {
  recall_id: 7, recall_no: 'RCL-2026-0007', product_code: 'UNI-BIO-500', product_name: 'Biogesic 500mg Tablet', recall_class: 2, reason: 'Out-of-specification dissolution',
  initiated_on: '2026-11-20', status: 'open', created_by: 'Ramon Dela Cruz',
  batches: [{ batch_id: 3, batch_no: 'B2503', expiry_date: '2027-03-31', delivered: 40, on_hand: 12 }],
  customers: [customer(1, 'Mercury Drug - Quezon Ave', 30, 6), customer(2, 'Watsons - SM Megamall', 10, 0)],
  totals: { distributed: 40, recovered: 6, outstanding: 34, effectiveness: '15.00', customers: 2, notified: 0 },
  notifications: [],
  returns: [{ srpf_no: 'SRPF-2026-000031', customer_name: 'Mercury Drug - Quezon Ave', date: '2026-11-25', batch_no: 'B2503', quantity: 6, names_recall: true }],
};
const render = (scopes = ['view_regulatory', 'manage_recalls']) =>
  renderWithProviders(<RecallPage />, { route: '/regulatory/recalls/7', path: '/regulatory/recalls/:recall_id', preloadedState: authed(financeUser, scopes) });

describe('A recall', () => {
  it('shows who received the batches, what came back and the effectiveness, per customer and overall', async () => {
    mswServer.use(http.get(API('/recalls/7'), () => ok(recall)));
    render();
    expect(await screen.findByRole('heading', { name: 'Recall RCL-2026-0007' }, SLOW)).toBeInTheDocument();
    expect(within(screen.getByLabelText('Effectiveness figures')).getByText('15.00 %')).toBeInTheDocument();
    const customers = screen.getByRole('table', { name: 'Customers that received the batches' });
    expect(within(customers).getByRole('link', { name: 'Mercury Drug - Quezon Ave' })).toHaveAttribute('href', '/view/customer/C-00001');
    expect(within(customers).getByText('20.00 %')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Returns since the recall began' })).getByText('SRPF-2026-000031')).toBeInTheDocument();
    expect(screen.getByText('No notification has been logged.')).toBeInTheDocument();
  });

  it('logs a notification of the chosen customers by the channel chosen', async () => {
    let sent: unknown = null;
    mswServer.use(
      http.get(API('/recalls/7'), () => ok(recall)),
      http.post(API('/recalls/7/notifications'), async ({ request }) => {
        sent = await request.json();
        return ok(recall, { code: '00003' });
      }),
    );
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Log Notification' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: /Log Notification/ });
    await userEvent.click(within(dialog).getByLabelText('C-00002 Watsons - SM Megamall'));
    await userEvent.selectOptions(within(dialog).getByLabelText(/Channel/), 'phone');
    await userEvent.type(within(dialog).getByLabelText('Remarks'), 'Spoke to the pharmacist');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Log Notification' }));
    await vi.waitFor(() => expect(sent).toEqual({ customer_ids: [1], channel: 'phone', remarks: 'Spoke to the pharmacist' }));
  });

  it('closes after confirming; a reader without manage_recalls sees no actions', async () => {
    let closed = false;
    mswServer.use(
      http.get(API('/recalls/7'), () => ok(recall)),
      http.post(API('/recalls/7/close'), () => {
        closed = true;
        return ok({ ...recall, status: 'closed' }, { code: '00004' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const { unmount } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Close Recall' }, SLOW));
    expect(confirm).toHaveBeenCalledWith('Close this recall?', 'Close recall RCL-2026-0007 at 15.00 % effectiveness? Nothing more can be logged on it.', 'Yes, close it');
    await vi.waitFor(() => expect(closed).toBe(true));
    unmount();
    render(['view_regulatory']);
    await screen.findByRole('heading', { name: 'Recall RCL-2026-0007' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Log Notification' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print Notices (PDF)' })).toBeEnabled();
    unmount();
  });

  it('an unknown recall says so', async () => {
    mswServer.use(http.get(API('/recalls/7'), () => fail('00006', ['Recall not found.'], 404)));
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Unable to load the recall. Recall not found.');
  });
});
