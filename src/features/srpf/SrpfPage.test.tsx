import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { CustomerOrderLine, SrpfCustomer, SrpfListRow, SrpfView } from '../../../contract/srpf';
import * as dialogs from '../../components/dialogs';
import * as runExport from '../../components/export/runExport';
import SrpfPage from './SrpfPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const S = '/collection/salesreturn';
const row: SrpfListRow = {
  srpf_id: 7, srpf_no: 'SRPF-2026-000007', srpf_date: '2026-11-18', srpf_type: 'SRPF', status: 3, customer_code: 'C-00001', customer_name: 'Mercury Drug Taft',
  total_amount: '1000.00', total_amount_near_ex: '400.00', applicable_amount: '600.00', encoded_by: 'Angelica Ramos', approved_by: null,
  reject_reason: null, reason: null, cm_no: null, received_at: null, viewSrpfPermission: true,
};
const view: SrpfView = {
  ...row, customer_id: 1, address: 'Taft Ave', remarks: null, disposition: 'apply_aging', total_applied: '0.00', total_balance: '600.00', signature: null,
  created_by: 9, submitted_at: '2026-11-19', approved_at: null, declined_by: null, returned_by: null, cm_journal_entry: null, received_by: null, received_journal_entry: null,
  lines: [], disposition_reference: [], reasons: [], attachments: [],
};
const customer: SrpfCustomer = { customer_id: 1, customer_code: 'C-00001', customer_name: 'Mercury Drug Taft', address: 'Taft Ave', channel: 'Retail', has_billing: true };
const order: CustomerOrderLine = {
  transaction_id: 55, si_id: 5, product_id: 3, product_name: 'Biogesic 500mg Tablet', product_code: 'P-003', batch_no: 'B-1', expiry_date: '2027-01-31',
  dr_no: 'DR-5', si_number: 'SI-5', si_date: '2026-10-01', qty_ordered: 6, remaining_qty: 5, remaining_pieces: 50, qty_per_pack: 10, uom: 'Box',
  selling_price: '250.0000', discount: '0.00', diluted_cost: '180.00',
};

const render = (route: string, path: string, scopes: string[]) => renderWithProviders(<SrpfPage />, { route, path, preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Stock Returns Pull-Out', () => {
  it('shows only the tabs the user holds, and the spec warning without any', async () => {
    mswServer.use(http.get(API(`${S}/approvallist`), () => ok([row], { total_rows: 1 })));
    render('/collection/ForApproval', '/collection/ForApproval', ['srpf_approval_list', 'srpf_approved_list']);
    expect(await screen.findByText('SRPF-2026-000007', {}, SLOW)).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Stock Returns Pull-Out' })).getAllByRole('link');
    expect(tabs.map((t) => t.textContent)).toEqual(['For Approval', 'Approved SRPF']);
    expect(screen.getByRole('heading', { name: 'Stock Returns Pull-Out' })).toBeInTheDocument();
  });

  it('says "You don\u2019t have permission to access this." without any SRPF scope', () => {
    render('/collection/OnProcessSRPF', '/collection/OnProcessSRPF', ['view_srpf']);
    expect(screen.getByRole('alert')).toHaveTextContent("You don't have permission to access this.");
    expect(screen.queryByRole('navigation', { name: 'Stock Returns Pull-Out' })).not.toBeInTheDocument();
  });

  it('approves from the details modal after the question, and declines with a required reason', async () => {
    const sent: { path: string; body: unknown }[] = [];
    mswServer.use(
      http.get(API(`${S}/approvallist`), () => ok([row], { total_rows: 1 })),
      http.get(API(`${S}/view`), () => ok(view)),
      http.post(API(`${S}/approve`), async ({ request }) => {
        sent.push({ path: 'approve', body: await request.json() });
        return fail('00005', ['SRPF SRPF-2026-000007 was created or submitted by you; someone else must approve it.'], 409);
      }),
      http.post(API(`${S}/declined`), async ({ request }) => {
        sent.push({ path: 'declined', body: await request.json() });
        return ok({ ...view, status: 2 }, { code: '00004' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const error = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    render('/collection/ForApproval', '/collection/ForApproval', ['srpf_approval_list', 'approve_Srpf', 'decline_Srpf']);
    await userEvent.click(await screen.findByText('Mercury Drug Taft', {}, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'SRPF SRPF-2026-000007' });
    expect(within(modal).queryByRole('button', { name: 'RTM for Split Batching' })).not.toBeInTheDocument();
    await userEvent.click(await within(modal).findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(error).toHaveBeenCalledWith('Something went wrong!', 'SRPF SRPF-2026-000007 was created or submitted by you; someone else must approve it.'));
    expect(confirm).toHaveBeenCalledWith('Approve SRPF?', 'Are you sure you want to approve this?', 'Yes, approve');
    expect(sent[0]).toEqual({ path: 'approve', body: { srpf_no: 'SRPF-2026-000007' } });
    await userEvent.click(within(screen.getByRole('dialog', { name: 'SRPF SRPF-2026-000007' })).getByRole('button', { name: 'Decline' }));
    const reason = await screen.findByRole('dialog', { name: 'Decline' });
    await userEvent.click(within(reason).getByRole('button', { name: 'Decline' }));
    expect(await within(reason).findByText('Please give a reason.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await userEvent.type(within(reason).getByLabelText(/Reason/), 'Wrong batch.');
    await userEvent.click(within(reason).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(sent[1]).toEqual({ path: 'declined', body: { srpf_no: 'SRPF-2026-000007', reason: 'Wrong batch.' } }));
  });

  it('Download PDF asks the spec\u2019s call (GET /export/srpf/pdf with srpf_id) and downloads the link it answers', async () => {
    const asked: string[] = [];
    mswServer.use(
      http.get(API(`${S}/approvallist`), () => ok([row], { total_rows: 1 })),
      http.get(API(`${S}/view`), () => ok(view)),
      http.get(API(`${S}/export/srpf/pdf`), ({ request }) => (asked.push(new URL(request.url).search), ok('/api/downloads/abc'))),
    );
    const download = vi.spyOn(runExport, 'downloadLink').mockResolvedValue(undefined);
    render('/collection/ForApproval', '/collection/ForApproval', ['srpf_approval_list']);
    await userEvent.click(await screen.findByText('Mercury Drug Taft', {}, SLOW));
    const modal = await screen.findByRole('dialog', { name: 'SRPF SRPF-2026-000007' });
    await userEvent.click(await within(modal).findByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(download).toHaveBeenCalledWith('/api/downloads/abc'));
    expect(asked).toEqual(['?srpf_id=7']);
  });

  it('For Approval is blocked until a document is uploaded, with the spec\u2019s words; with one it asks for the signature', async () => {
    const returned: SrpfView = { ...view, status: 4, submitted_at: null };
    let current = returned;
    mswServer.use(http.get(API(`${S}/bynumber`), () => ok(current)));
    const warn = vi.spyOn(dialogs, 'showWarning').mockResolvedValue();
    const first = render('/collection/edit/srpf/SRPF-2026-000007', '/collection/edit/srpf/:srpf_no', ['create_srpf', 'approval_Srpf']);
    expect(await screen.findByText(/No attachments yet/, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'For Approval' }));
    expect(warn).toHaveBeenCalledWith('Warning!', 'Attachment(s) not yet uploaded, Please click Upload Attachment.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    current = { ...returned, attachments: [{ attachment_id: 1, file_name: 'pull-out-slip.pdf', mime_type: 'application/pdf', size_bytes: 900, uploaded_at: '2026-11-19T01:00:00Z' }] };
    warn.mockClear();
    render('/collection/edit/srpf/SRPF-2026-000007', '/collection/edit/srpf/:srpf_no', ['create_srpf', 'approval_Srpf']);
    expect(await screen.findByText('pull-out-slip.pdf', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'For Approval' }));
    expect(await screen.findByRole('dialog', {}, SLOW)).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('a pull-out may name an open recall: the one it names is chosen, closed ones are not offered', async () => {
    const recall = (recall_id: number, status: 'open' | 'closed') => ({
      recall_id, recall_no: `RCL-2026-000${recall_id}`, product_code: 'P-003', product_name: 'Biogesic 500mg Tablet', batch_nos: 'B-1', recall_class: 2, reason: 'Dissolution',
      initiated_on: '2026-11-20', status, distributed: 10, recovered: 0, effectiveness: '0.00',
    });
    mswServer.use(
      http.get(API(`${S}/bynumber`), () => ok({ ...view, status: 4, submitted_at: null, recall_id: 3, recall_no: 'RCL-2026-0003' })),
      http.get(API('/recalls'), () => ok([recall(3, 'open'), recall(4, 'closed'), recall(5, 'open')], { total_rows: 3 })),
    );
    render('/collection/edit/srpf/SRPF-2026-000007', '/collection/edit/srpf/:srpf_no', ['create_srpf', 'view_regulatory']);
    const select = await screen.findByLabelText('Pull-Out for Recall (optional)', {}, SLOW);
    await waitFor(() => expect(select).toHaveValue('3'));
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'None',
      'RCL-2026-0003: P-003 Biogesic 500mg Tablet (batches B-1)',
      'RCL-2026-0005: P-003 Biogesic 500mg Tablet (batches B-1)',
    ]);
  });

  it('without the recalls\u2019 scope there is no recall to choose', async () => {
    mswServer.use(http.get(API(`${S}/bynumber`), () => ok({ ...view, status: 4, submitted_at: null })));
    render('/collection/edit/srpf/SRPF-2026-000007', '/collection/edit/srpf/:srpf_no', ['create_srpf']);
    expect(await screen.findByText(/No attachments yet/, {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByLabelText('Pull-Out for Recall (optional)')).not.toBeInTheDocument();
  });

  it('the form: an unknown customer code, the order search needs a customer, the quantity cap resets, 60-40 and loose arithmetic', async () => {
    mswServer.use(
      http.get(API(`${S}/getcustomerdeatils`), ({ request }) =>
        new URL(request.url).searchParams.get('customer_code') === 'C-00001' ? ok(customer) : fail('00002', 'Invalid Customer Code:NOPE', 404),
      ),
      http.get(API(`${S}/getcustomerorders`), () => ok([order])),
    );
    const warn = vi.spyOn(dialogs, 'showWarning').mockResolvedValue();
    const bad = render('/collection/srpf/NOPE', '/collection/srpf/:customer_code?', ['create_srpf']);
    expect(await screen.findByText('Invalid Customer Code:NOPE', {}, SLOW)).toBeInTheDocument();
    bad.unmount();

    const none = render('/collection/srpf', '/collection/srpf/:customer_code?', ['create_srpf']);
    await userEvent.click(screen.getByRole('button', { name: 'Show Customer Orders' }));
    expect(warn).toHaveBeenCalledWith('Warning!', 'Please select customer first');
    await userEvent.click(screen.getByRole('button', { name: 'Choose DR/SI' }));
    expect(warn).toHaveBeenCalledWith('Warning!', 'Please select a Customer');
    none.unmount();

    render('/collection/srpf/C-00001', '/collection/srpf/:customer_code?', ['create_srpf']);
    expect(await screen.findByText(/Mercury Drug Taft/, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show Customer Orders' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Biogesic 500mg Tablet of SI SI-5' }, SLOW));
    const qty = screen.getByLabelText('Quantity of Biogesic 500mg Tablet');
    await userEvent.clear(qty);
    await userEvent.type(qty, '9');
    expect(warn).toHaveBeenCalledWith('Warning!', '5 is the maximum quantity to return');
    expect(qty).toHaveValue('5');
    await userEvent.selectOptions(screen.getByLabelText('Reason for Biogesic 500mg Tablet'), '60-40 Near Expiry');
    // 5 packs × 250.00 = 1,250.00; 40 % near expiry = 500.00; applicable 750.00.
    expect(screen.getByTestId('total-amount')).toHaveTextContent('1,250.00');
    expect(screen.getByTestId('total-near')).toHaveTextContent('500.00');
    expect(screen.getByTestId('total-applicable')).toHaveTextContent('750.00');
    // Loose: 25.00 a piece; 5 pieces = 125.00.
    await userEvent.selectOptions(screen.getByLabelText('Unit of Biogesic 500mg Tablet'), 'loose');
    expect(screen.getByTestId('total-amount')).toHaveTextContent('125.00');
    // No serious axe violation in the form (contrast is judged in Chromium, not in jsdom).
    const { default: axe } = await import('axe-core');
    const found = await axe.run(screen.getByRole('form', { name: 'New SRPF' }), { rules: { 'color-contrast': { enabled: false } } });
    expect(found.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
});
