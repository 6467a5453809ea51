import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OpenInvoiceRow, ReceiptDetail, ReceiptRow } from '../../../contract/collections';
import * as dialogs from '../../components/dialogs';
import CollectionsPage from './CollectionsPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const ALL = ['view_collections', 'create_collection', 'clear_check', 'bounce_check', 'apply_collection'];
const row: ReceiptRow = {
  receipt_id: 41, receipt_no: 'OR-2026-000041', receipt_date: '2026-11-20', customer_code: 'C-00004', customer_name: 'Mercury Drug - Cubao', payment_mode: 'PDC',
  check_no: '0045120031', check_bank: 'BDO', check_date: '2026-12-05', deposit_to: 'BDO 0012-3456-78', amount_received: '15250.40', cwt: '0.00', applied: '15250.40', unapplied: '0.00', status: 'PDC',
};
const invoices: OpenInvoiceRow[] = [
  { si_id: 11, si_number: 'SI-000011', dr_number: 'DR-000011', invoice_date: '2026-08-01', due_date: '2026-08-31', days_past_due: 80, total: '11200.00', balance: '11200.00', suggested_cwt: '100.00' },
  { si_id: 12, si_number: 'SI-000012', dr_number: 'DR-000012', invoice_date: '2026-09-01', due_date: '2026-10-01', days_past_due: 50, total: '5600.00', balance: '5600.00', suggested_cwt: '50.00' },
];
const detail: ReceiptDetail = {
  ...row, cwt_2307_received: false, remarks: null, bank_account_id: 1, journal_entry: 'JE-CR-2026-000041', settled_on: null, bounce_reason: null, created_by: 'finance', created_at: '2026-11-20T02:00:00Z',
  applications: [{ collection_id: 1, applied_on: '2026-11-20', si_id: 11, si_number: 'SI-000011', dr_number: 'DR-000011', invoice_date: '2026-08-01', amount: '15250.40', cwt: '0.00' }],
};

function serve() {
  const sent: { path: string; body: unknown }[] = [];
  mswServer.use(
    http.post(API('/collections/list'), async ({ request }) => (sent.push({ path: 'list', body: await request.json() }), ok([row], { total_rows: 1 }))),
    http.get(API('/collections/deposit-accounts'), () => ok([{ bank_account_id: 1, label: 'BDO 0012-3456-78 (Operating)', account_code: '1020' }])),
    http.post(API('/customers/search'), () => ok([{ customer_id: 4, customer_code: 'C-00004', customer_name: 'Mercury Drug - Cubao' }])),
    http.get(API('/collections/open-invoices'), () => ok(invoices)),
    http.get(API('/collections/41'), () => ok(detail)),
  );
  return sent;
}
const render = (scopes = ALL) => renderWithProviders(<CollectionsPage />, { route: '/credit-and-collections/management/collections', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Collections', () => {
  it('lists the receipts with their status in words, filters by status, and opens one with its checks actions', async () => {
    const sent = serve();
    render();
    expect(await screen.findByText('OR-2026-000041', {}, SLOW)).toBeInTheDocument();
    expect(screen.getAllByText('PDC on Hand').length).toBeGreaterThan(0);
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'BOUNCED');
    await waitFor(() => expect(sent.at(-1)!.body).toMatchObject({ status: 'BOUNCED' }));
    // Enter on the row opens the receipt.
    await userEvent.click(screen.getByText('Mercury Drug - Cubao'));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Collection Receipt OR-2026-000041' }, SLOW);
    // EOPT: a receipt of payment supports the invoice; it is no claim of input tax.
    expect(within(dialog).getByText(/is not valid for claiming input tax/)).toBeInTheDocument();
    expect(within(dialog).getByText('JE-CR-2026-000041')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Clear Check' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark Bounced' }));
    expect(within(dialog).getByLabelText(/Reason/)).toBeInTheDocument();
  }, 30_000);

  it('without create_collection there is no New Collection; without view_collections the list says access denied', async () => {
    serve();
    render(['create_collection']);
    expect(screen.getByRole('button', { name: 'New Collection' })).toBeInTheDocument();
    expect(screen.getByText(/permission to access the collections/)).toBeInTheDocument();
  });

  it('records a collection: oldest first fills the invoices less their CWT, the advance shows live, a refusal lands on its invoice', async () => {
    serve();
    const sent: unknown[] = [];
    let refuse = true;
    mswServer.use(
      http.post(API('/collections'), async ({ request }) => {
        sent.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ code: '00001', result: ['SI SI-000012 has an open balance of 5000.00 only.'], fields: { 'applications.1.amount': ['SI SI-000012 has an open balance of 5000.00 only.'] } }, { status: 422 });
        }
        return ok(detail, { code: '00003' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render();
    await userEvent.click(screen.getByRole('button', { name: 'New Collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Collection' });
    // Saving with nothing says what is missing, on the fields, without asking.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Receipt' }));
    expect(await within(dialog).findByText('Customer is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Amount Received is required.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();

    await userEvent.type(within(dialog).getByRole('combobox', { name: /Customer/ }), 'Mercury');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'C-00004 - Mercury Drug - Cubao' }, SLOW));
    expect(await within(dialog).findByText('SI-000011', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Amount Received/), '17000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply oldest first' }));
    // 17,000 pays SI-000011 (11,200 less its 100 CWT = 11,100) and SI-000012 (5,600 less 50 = 5,550); 350 is left.
    expect(within(dialog).getByLabelText('Amount applied to SI SI-000011')).toHaveValue('11200.00');
    expect(within(dialog).getByLabelText('CWT on SI SI-000011')).toHaveValue('100.00');
    expect(within(dialog).getByLabelText('Amount applied to SI SI-000012')).toHaveValue('5600.00');
    expect(within(dialog).getByText('350.00')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Receipt' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure you want to save?', "350.00 will be kept as the customer's advance.");
    expect(await within(dialog).findByText('SI SI-000012 has an open balance of 5000.00 only.', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Amount applied to SI SI-000012')).toHaveAttribute('aria-invalid', 'true');
    expect(sent[0]).toMatchObject({
      customer_code: 'C-00004', payment_mode: 'CASH', amount_received: '17000.00',
      applications: [{ si_id: 11, amount: '11200.00', cwt: '100.00' }, { si_id: 12, amount: '5600.00', cwt: '50.00' }],
    });
    // What was typed stays; corrected and saved, the receipt opens.
    await userEvent.clear(within(dialog).getByLabelText('Amount applied to SI SI-000012'));
    await userEvent.type(within(dialog).getByLabelText('Amount applied to SI SI-000012'), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Receipt' }));
    expect(await screen.findByRole('dialog', { name: 'Collection Receipt OR-2026-000041' }, SLOW)).toBeInTheDocument();
  }, 40_000);

  it('asks treasury to change only the bank of a check: the blank deposit date is no date asked', async () => {
    serve();
    const asked: unknown[] = [];
    mswServer.use(http.post(API('/treasury/approvals/request'), async ({ request }) => (asked.push(await request.json()), ok({}))));
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue(undefined);
    render();
    await userEvent.click(await screen.findByText('OR-2026-000041', {}, SLOW));
    await userEvent.click(await screen.findByRole('button', { name: 'Request Check Change (Treasury)' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Check Change' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Replaced by the customer.');
    await userEvent.type(within(dialog).getByLabelText('New Bank'), 'Philippine National Bank');
    await userEvent.type(within(dialog).getByLabelText('Reason for the change of bank'), 'Replacement check');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send to Treasury' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({ receipt_id: 41, new_bank: 'Philippine National Bank', change_bank_reason: 'Replacement check' });
    expect((asked[0] as { new_deposit_date?: string | null }).new_deposit_date ?? null).toBeNull();
  }, 40_000);
});
