import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NoticePreview } from '../../../contract/creditDesk';
import * as dialogs from '../../components/dialogs';
import CustomerNotificationPage from './CustomerNotificationPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { seriousViolations } from '../../../tests/axe';
import { SLOW, withToasts } from '../../../tests/reportScreen';

type Body = Record<string, unknown>;
const preview: NoticePreview = {
  as_of: '2026-11-22',
  customer: { customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug Makati', city: 'Makati', tin: null, credit_term_days: 30, credit_limit: '0.00' },
  attention: 'Liza Cruz',
  invoices: [{ si_id: 1, si_number: 'SI-000101', dr_number: 'DR-000101', invoice_date: '2026-08-01', due_date: '2026-08-31', days_past_due: 83, amount: '12000.00', balance: '11500.50' }],
  past_due: '11500.50',
  sent: [],
};
const render = () =>
  renderWithProviders(withToasts(<CustomerNotificationPage />), { route: '/notification/C-00004', path: '/notification/:customer_code', preloadedState: authed(financeUser, ['view_credit_and_collections']) });

afterEach(() => vi.restoreAllMocks());

describe('Customer Notification', () => {
  it('previews the letter with the past-due invoices and logs it as sent after confirming', async () => {
    const sent: Body[] = [];
    mswServer.use(
      http.get(API('/credit-and-collections/notices/C-00004'), () => ok(sent.length ? { ...preview, sent: [{ notice_id: 1, as_of: '2026-11-22', past_due: '11500.50', invoices: 1, sent_to: 'ap@mercury.example', sent_by: 'Angelica Ramos', sent_at: '2026-11-22T02:00:00Z' }] } : preview)),
      http.post(API('/credit-and-collections/notices/C-00004'), async ({ request }) => (sent.push((await request.json()) as Body), ok({ notice_id: 1 }, { code: '00003' }))),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    const letter = within(await screen.findByLabelText('Notice preview', {}, SLOW));
    expect(letter.getByText('Attention: Liza Cruz')).toBeInTheDocument();
    expect(letter.getByText('SI-000101')).toBeInTheDocument();
    expect(letter.getByText('Total Past Due').closest('tr')).toHaveTextContent('11,500.50');
    expect(screen.getByText('No notice sent yet.')).toBeInTheDocument();
    expect(await seriousViolations(document.body)).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Sent To/), 'ap@mercury.example');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Sent' }));
    expect(confirm).toHaveBeenCalled();
    await waitFor(() => expect(sent).toEqual([{ as_of: '2026-11-22', sent_to: 'ap@mercury.example' }]));
    expect(await screen.findByText('Angelica Ramos', {}, SLOW)).toBeInTheDocument();
  });

  it('shows an unknown customer as an error', async () => {
    mswServer.use(http.get(API('/credit-and-collections/notices/C-00004'), () => HttpResponse.json({ code: '00002', result: 'Customer not found.' }, { status: 404 })));
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('Customer not found.');
  });
});
