import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import * as dialogs from '../../components/dialogs';
import MemoFormPage from './MemoFormPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { cmForApproval, invoices } from './testData';

const SLOW = { timeout: 30_000 };
const MAKER = ['view_memos', 'view_debit_memos', 'create_memo'];
const CHECKER = ['view_memos', 'view_debit_memos', 'approve_memo'];
const FORM = '/credit-and-collections/management/memo/:memoType/form/:customer_code?/:id?';
const EDIT = '/credit-and-collections/management/memo/:memoType/edit-form/:id?';

/** The pickers' answers and what the writes sent. */
function serve() {
  const sent: { path: string; body: Record<string, unknown> }[] = [];
  const write = (path: string, status: number) =>
    http.post(API(`/memos/${path}`), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      return ok({ ...cmForApproval, memo_id: 9, status }, { code: path === 'create' ? '00003' : '00004' });
    });
  mswServer.use(
    http.get(API('/memos/customers'), () => ok([{ customer_code: 'C-00003', customer_name: 'Watsons - SM Megamall' }])),
    http.get(API('/memos/invoices'), () => ok(invoices)),
    http.get(API('/memos/show/4'), () => ok(cmForApproval)),
    write('create', 0),
    write('approve', 2),
    write('return', 3),
    write('cancel', 4),
  );
  return sent;
}

const renderAt = (route: string, path: string, scopes: string[]) => renderWithProviders(<MemoFormPage />, { route, path, preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('a new credit memo', () => {
  it('checks the form before sending, splits the VAT as typed, refuses more than the invoice owes, then saves the draft', async () => {
    const sent = serve();
    const { router } = renderAt('/credit-and-collections/management/memo/credit/form', FORM, MAKER);
    expect(screen.getByRole('heading', { name: 'New Credit Memo' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('Memo Type is required.')).toBeInTheDocument();
    expect(screen.getByText('Customer is required.')).toBeInTheDocument();
    expect(screen.getByText('Reason is required.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Memo Type/ }), 'Sales Discount / Rebate');
    await userEvent.type(screen.getByRole('combobox', { name: /Customer/ }), 'wat');
    await userEvent.click(await screen.findByRole('option', { name: 'C-00003 - Watsons - SM Megamall' }, SLOW));
    const invoice = screen.getByRole('combobox', { name: /Invoice/ });
    await waitFor(() => expect(within(invoice).getAllByRole('option')).toHaveLength(3));
    await userEvent.selectOptions(invoice, 'SI SI-104301 (DR DR-55188) · 2026-10-09 · balance 900.00');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '1,120');
    expect(screen.getByRole('status', { name: 'VAT split' })).toHaveTextContent('Net of VAT 1,000.00 · Output VAT 12 % 120.00');
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Prompt payment discount');
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText('The credit memo may not exceed the open balance of SI SI-104301 (900.00).')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.selectOptions(invoice, 'SI SI-104233 (DR DR-55120) · 2026-10-02 · balance 12,000.00');
    await userEvent.click(screen.getByRole('button', { name: 'Save as Draft' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      path: 'create',
      body: expect.objectContaining({ memo_type: 'credit', memo_kind: 'discount_rebate', customer_code: 'C-00003', si_id: 77, amount: '1120.00', reason: 'Prompt payment discount', remarks: null, submit: 0 }),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/credit-and-collections/management/memo/credit/edit-form/9'));
  });

  it('a kind without VAT says so; Submit for Approval asks first', async () => {
    const sent = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(false);
    renderAt('/credit-and-collections/management/memo/credit/form/C-00003', FORM, MAKER);
    const invoice = screen.getByRole('combobox', { name: /Invoice/ });
    await waitFor(() => expect(within(invoice).getAllByRole('option')).toHaveLength(3), SLOW);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Memo Type/ }), 'Bad Debt Write-off');
    await userEvent.selectOptions(invoice, 'SI SI-104233 (DR DR-55120) · 2026-10-02 · balance 12,000.00');
    await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), '500');
    expect(screen.getByRole('status', { name: 'VAT split' })).toHaveTextContent('No output VAT on bad debt write-off.');
    await userEvent.type(screen.getByRole('textbox', { name: /Reason/ }), 'Uncollectible');
    await userEvent.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('Submit credit memo?', 'Are you sure you want to submit this credit memo for approval?', 'Yes, submit'));
    expect(sent).toEqual([]);
  });
});

describe('a credit memo waiting for approval', () => {
  it('is read-only for the approver, who approves it after a confirmation, or returns it with a reason', async () => {
    const sent = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const { router } = renderAt('/credit-and-collections/management/memo/credit/edit-form/4', EDIT, CHECKER);
    expect(await screen.findByRole('heading', { name: /Credit Memo CM-2026-000003/ }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('For Approval')).toBeInTheDocument();
    expect(screen.getByText(/Posts to 4020 Sales Returns and Allowances · Net 3,000.00 · Output VAT 360.00/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save as Draft' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancel/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Return to Maker' }));
    const modal = await screen.findByRole('dialog', { name: 'Return CM-2026-000003 to its maker' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Return to Maker' }));
    expect(await within(modal).findByText('Please give the reason for returning the memo.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.click(within(modal).getByRole('button', { name: 'Cancel' }));

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'approve', body: { memo_id: 4 } }]));
    expect(confirm).toHaveBeenCalledWith('Approve credit memo?', expect.stringContaining("posted to the customer's receivable"), 'Yes, approve');
    await waitFor(() => expect(router.state.location.search).toBe('?tab=approved'));
  });

  it('the maker sees no decision, and may cancel it after a confirmation', async () => {
    const sent = serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderAt('/credit-and-collections/management/memo/credit/edit-form/4', EDIT, MAKER);
    expect(await screen.findByRole('heading', { name: /Credit Memo CM-2026-000003/ }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Return to Maker' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Credit Memo' }));
    await waitFor(() => expect(sent).toEqual([{ path: 'cancel', body: { memo_id: 4 } }]));
  });

  it('is not shown under the other type\u2019s route', async () => {
    serve();
    renderAt('/credit-and-collections/management/memo/debit/edit-form/4', EDIT, CHECKER);
    expect(await screen.findByText('Debit Memo not found.', {}, SLOW)).toBeInTheDocument();
  });
});
