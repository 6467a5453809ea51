import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { toast } from 'react-toastify';
import type { EisDetail, EisRow, EisSummary } from '../../../contract/eis';
import * as dialogs from '../../components/dialogs';
import * as invoicePdf from '../../components/invoicePrint/invoicePdf';
import EInvoicesPage from './EInvoicesPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const BOTH = ['view_e_invoices', 'transmit_e_invoices'];
const render = (route: string, scopes = BOTH) =>
  renderWithProviders(<EInvoicesPage />, { route, path: '/finance-and-accounting/e-invoices/:tab?', preloadedState: authed(financeUser, scopes) });

const summary: EisSummary = { configured: true, overdue: 1, rejected: 1, waiting: 2, accepted: 40, last_answer_at: '2026-11-29T02:00:00.000Z' };
const rejected: EisRow = {
  unique_id: '00987654300000-SI-SI-0001501-VT', doc_type: 'SI', document_no: 'SI-0001501', trans_class: 'VT', customer_code: 'C-00001', customer_name: 'Mercury Drug - Quezon Ave',
  issued_at: '2026-11-25T02:15:00.000Z', net_amount: '10640.00', vat_amount: '1140.00', state: 'rejected', attempts: 1, ack_id: null,
  reason: 'BuyerInfo.Tin must be 9 digits.', overdue: true,
};
const detail: EisDetail = {
  ...rejected, source_id: 1501, batch_id: 'B-20261125-0a1b2c3d', sent_at: '2026-11-25T02:16:00.000Z', answered_at: '2026-11-25T02:16:01.000Z',
  payload: { EisUniqueId: rejected.unique_id, CompInvoiceId: 'SI-0001501', TransClass: 'VT' },
  events: [
    { at: '2026-11-25T02:15:00.000Z', event: 'queued', detail: null, by: null },
    { at: '2026-11-25T02:16:01.000Z', event: 'rejected', detail: 'BuyerInfo.Tin must be 9 digits.', by: null },
  ],
};

function serve(rows: EisRow[] = [rejected]) {
  const tabs: string[] = [];
  mswServer.use(
    http.get(API('/bir/e-invoices/summary'), () => ok(summary)),
    http.get(API('/bir/e-invoices'), ({ request }) => {
      tabs.push(new URL(request.url).searchParams.get('tab') ?? '');
      return ok(rows, { total_rows: rows.length });
    }),
  );
  return tabs;
}

describe('E-Invoices (BIR EIS)', () => {
  it('opens on what is past the three-day rule, each tab with its count, asking the board by tab', async () => {
    const tabs = serve();
    render('/finance-and-accounting/e-invoices');
    expect(await screen.findByText('SI-0001501', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'E-Invoices (BIR EIS)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Past 3 Days (1)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Accepted (40)' })).toHaveAttribute('href', '/finance-and-accounting/e-invoices/accepted');
    expect(screen.getByText('BuyerInfo.Tin must be 9 digits.')).toBeInTheDocument();
    expect(tabs).toEqual(['overdue']);
  });

  it('says so when a tab is empty, and warns when transmission is not configured', async () => {
    serve([]);
    mswServer.use(http.get(API('/bir/e-invoices/summary'), () => ok({ ...summary, configured: false, rejected: 0 })));
    render('/finance-and-accounting/e-invoices/rejected');
    expect(await screen.findByText('No document is rejected.', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Transmission to the BIR is not configured/)).toBeInTheDocument();
  });

  it('sends the queue now and says what the EIS answered; a failed send says why', async () => {
    serve();
    let sends = 0;
    mswServer.use(
      http.post(API('/bir/e-invoices/transmit'), () => {
        sends += 1;
        return sends === 1 ? ok({ sent: 3, accepted: 2, rejected: 1, failed: 0, error: null }) : ok({ sent: 1, accepted: 0, rejected: 0, failed: 1, error: 'No answer within 20 s.' });
      }),
    );
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    const success = vi.spyOn(toast, 'success');
    render('/finance-and-accounting/e-invoices');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Now' }, SLOW));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('3 sent: 2 accepted, 1 rejected.'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Now' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Not sent', 'No answer within 20 s.'));
    error.mockRestore();
    success.mockRestore();
  });

  it('opens a rejected document with its reasons and JSON, and sends it again after asking', async () => {
    serve();
    let retried = '';
    mswServer.use(
      http.get(API('/bir/e-invoices/:unique_id'), () => ok(detail)),
      http.post(API('/bir/e-invoices/:unique_id/retry'), ({ params }) => {
        retried = String(params.unique_id);
        return ok({ ...detail, state: 'retried' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render('/finance-and-accounting/e-invoices/rejected');
    await userEvent.dblClick(await screen.findByText('SI-0001501', {}, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Sales Invoice SI-0001501' }, SLOW);
    expect(within(dialog).getByText('Rejected Because')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Document as sent' })).toHaveTextContent('"CompInvoiceId": "SI-0001501"');
    expect(within(dialog).getByRole('table', { name: 'Sends and answers' })).toHaveTextContent('rejected');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Again' }));
    await vi.waitFor(() => expect(retried).toBe(rejected.unique_id));
    expect(confirm).toHaveBeenCalledWith('Send this document again?', expect.stringContaining('SI-0001501 (VATable)'), 'Yes, send again');
    confirm.mockRestore();
  });

  it('prints the invoice of a sales invoice document: the server counts the copy, the PDF is drawn from its answer', async () => {
    serve();
    const printed = { si_id: 1501, si_number: 'SI-0001501', copy_no: 2, reprint: true };
    let asked = '';
    mswServer.use(
      http.get(API('/bir/e-invoices/:unique_id'), () => ok(detail)),
      http.post(API('/bir/invoices/:si_id/print'), ({ params }) => {
        asked = String(params.si_id);
        return ok(printed);
      }),
    );
    const draw = vi.spyOn(invoicePdf, 'printInvoice').mockResolvedValue();
    render('/finance-and-accounting/e-invoices/rejected', ['view_e_invoices']);
    await userEvent.dblClick(await screen.findByText('SI-0001501', {}, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Print Invoice (PDF)' }, SLOW));
    await vi.waitFor(() => expect(draw).toHaveBeenCalledWith(printed));
    expect(asked).toBe('1501');
    draw.mockRestore();
  });

  it('shows the board without the send buttons to a user who may only view, and refuses one without the scope', async () => {
    serve();
    mswServer.use(http.get(API('/bir/e-invoices/:unique_id'), () => ok(detail)));
    const { unmount } = render('/finance-and-accounting/e-invoices', ['view_e_invoices']);
    await userEvent.dblClick(await screen.findByText('SI-0001501', {}, SLOW));
    const dialog = await screen.findByRole('dialog', {}, SLOW);
    await within(dialog).findByText('Rejected Because');
    expect(within(dialog).queryByRole('button', { name: 'Send Again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Now' })).not.toBeInTheDocument();
    unmount();
    render('/finance-and-accounting/e-invoices', ['view_vendors']);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent("Access denied. You don't have permission to access E-Invoices.");
  });

  it('offers a retry when the board cannot be read', async () => {
    mswServer.use(
      http.get(API('/bir/e-invoices/summary'), () => ok(summary)),
      http.get(API('/bir/e-invoices'), () => fail('00500', ['Error occured.'], 500)),
    );
    render('/finance-and-accounting/e-invoices');
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The rows could not be loaded. Error occured. Please try again later.');
  });
});
