import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { OpenInvoiceRow, ReturnAdvanceRow } from '../../../contract/collections';
import * as dialogs from '../../components/dialogs';
import PaymentApplicationPage from './PaymentApplicationPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const memo: ReturnAdvanceRow = {
  srpf_id: 46, srpf_no: 'SRPF-2026-000017', cm_no: 'CM-2026-000010', cm_date: '2026-03-02', customer_code: 'C-00001', customer_name: 'Mercury Drug - Quezon Ave',
  advance_amount: '475.00', advance_left: '475.00',
};
const invoices: OpenInvoiceRow[] = [
  { si_id: 11, si_number: 'SI-000011', dr_number: 'DR-000011', invoice_date: '2026-08-01', due_date: '2026-08-31', days_past_due: 80, total: '300.00', balance: '300.00', suggested_cwt: '0.00' },
  { si_id: 12, si_number: 'SI-000012', dr_number: 'DR-000012', invoice_date: '2026-09-01', due_date: '2026-10-01', days_past_due: 50, total: '5600.00', balance: '5600.00', suggested_cwt: '0.00' },
];
const PAGE = '/credit-and-collections/management/payment-application';
const render = (route: string) =>
  renderWithProviders(<PaymentApplicationPage />, { route, path: `${PAGE}/:id?`, preloadedState: authed(financeUser, ['view_collections', 'apply_collection']) });

afterEach(() => vi.restoreAllMocks());

describe('Payment Application', () => {
  it('lists the receipts and the credit memos with an advance left, each linking to its application', async () => {
    mswServer.use(
      http.post(API('/collections/list'), () => ok([], { total_rows: 0 })),
      http.post(API('/collections/return-advances/list'), () => ok([memo], { total_rows: 1 })),
    );
    render(PAGE);
    expect(await screen.findByText('No receipt has an advance left to apply.', {}, SLOW)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'CM-2026-000010' }, SLOW);
    expect(link).toHaveAttribute('href', `${PAGE}?credit_memo=46`);
  }, 30_000);

  it('applies a credit memo\u2019s advance oldest first to the customer\u2019s invoices, sending the spec-shaped body to its own call', async () => {
    const sent: unknown[] = [];
    mswServer.use(
      http.get(API('/collections/return-advances/46'), () => ok(memo)),
      http.get(API('/collections/open-invoices'), () => ok(invoices)),
      http.post(API('/collections/return-advances/46/apply'), async ({ request }) => (sent.push(await request.json()), ok({ ...memo, advance_left: '0.00' }, { code: '00004' }))),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue(undefined as never);
    render(`${PAGE}?credit_memo=46`);
    expect(await screen.findByText('CM-2026-000010 of 2026-03-02 (SRPF-2026-000017)', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply oldest first' }, SLOW));
    expect(screen.getByText(/Applying/).textContent).toContain('475.00');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ applications: [{ si_id: 11, amount: '300.00', cwt: '0.00' }, { si_id: 12, amount: '175.00', cwt: '0.00' }] });
    expect(await screen.findByText('Other route', {}, SLOW)).toBeInTheDocument();
  }, 30_000);

  it('says so when the credit memo has nothing left, and when it cannot be loaded', async () => {
    mswServer.use(http.get(API('/collections/return-advances/46'), () => ok({ ...memo, advance_left: '0.00' })), http.get(API('/collections/open-invoices'), () => ok(invoices)));
    const { unmount } = render(`${PAGE}?credit_memo=46`);
    expect(await screen.findByText('This credit memo has no advance left to apply.', {}, SLOW)).toBeInTheDocument();
    unmount();
    mswServer.use(http.get(API('/collections/return-advances/46'), () => fail('00006', 'Credit memo not found.', 404)));
    render(`${PAGE}?credit_memo=46`);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The credit memo could not be loaded');
  }, 30_000);
});
