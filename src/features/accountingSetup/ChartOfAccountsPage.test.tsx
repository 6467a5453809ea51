import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AccountDetail, AccountDraftRow, AccountRow } from '../../../contract/chartOfAccounts';
import * as dialogs from '../../components/dialogs';
import ChartOfAccountsPage from './ChartOfAccountsPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const ar: AccountRow = {
  account_id: 4,
  account_code: '1100',
  account_name: 'Accounts Receivable - Trade',
  account_type: 'Assets',
  account_fs_group: 'Balance Sheet',
  account_group: 'Current Assets',
  account_sub_group: 'Receivables',
  account_line_item: 'Trade Receivables',
  account_sub_line_item: null,
  normal_side: 'D',
  is_header: false,
  parent_code: '1000',
  description: null,
  active: true,
  has_postings: true,
  open_draft: null,
  updated_at: '2026-03-02T01:00:00Z',
};
const draft: AccountDraftRow = {
  draft_id: 7,
  draft_no: 'COA-000007',
  kind: 'change',
  account_code: '6075',
  account_name: 'Bank Service Charges',
  account_type: 'Expenses',
  account_group: 'Operating Expenses',
  account_sub_group: 'General and Administrative',
  account_line_item: 'Bank Charges',
  account_sub_line_item: null,
  normal_side: 'D',
  is_header: false,
  parent_code: '6000',
  description: null,
  active: true,
  remarks: null,
  status: 1,
  reject_reason: null,
  created_by: 'Maria Santos',
  created_by_id: 2,
  created_at: '2026-03-02T01:00:00Z',
  updated_at: '2026-03-02T01:00:00Z',
  submitted_at: '2026-03-02T01:00:00Z',
  approved_by: null,
  approved_at: null,
  rejected_by: null,
  rejected_at: null,
  changes: 'Account Name: Bank Charges → Bank Service Charges',
};

function serve() {
  const lists: Record<string, unknown>[] = [];
  const drafts: Record<string, unknown>[] = [];
  const writes: { url: string; body: unknown }[] = [];
  mswServer.use(
    http.post(API('/coa/list'), async ({ request }) => {
      lists.push((await request.json()) as Record<string, unknown>);
      return ok([ar], { total_rows: 1 });
    }),
    http.post(API('/coa/chart-of-account-draft'), async ({ request }) => {
      drafts.push((await request.json()) as Record<string, unknown>);
      return ok([draft], { total_rows: 1 });
    }),
    http.get(API('/coa/headers'), () => ok([{ account_code: '1000', account_name: 'Current Assets', account_type: 'Assets', label: '1000 — Current Assets' }])),
    http.post(API('/coa/store'), async ({ request }) => {
      writes.push({ url: '/coa/store', body: await request.json() });
      return ok({ ...draft, kind: 'new', status: 0 }, { code: '00003' });
    }),
    http.post(API('/coa/update/status'), async ({ request }) => {
      writes.push({ url: '/coa/update/status', body: await request.json() });
      return ok({ ...draft, status: 2 }, { code: '00004' });
    }),
    http.put(API('/coa/chart-of-account-draft-reject/7'), async ({ request }) => {
      writes.push({ url: 'reject', body: await request.json() });
      return ok({ ...draft, status: 3 }, { code: '00004' });
    }),
  );
  return { lists, drafts, writes };
}

const render = (scopes: string[], route = '/finance-and-accounting/chart-of-account') =>
  renderWithProviders(<ChartOfAccountsPage />, { route, path: '/finance-and-accounting/chart-of-account/:id?', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Chart of Accounts', () => {
  it('lists the chart with readable headers and filters; the code links to the account page', async () => {
    const { lists } = serve();
    render(['view_chart_of_accounts']);
    expect(await screen.findByText('Accounts Receivable - Trade', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Account Code', 'Account Name', 'Type', 'Group', 'Sub-Group', 'Line Item', 'Normal Balance', 'Kind', 'Status']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByRole('gridcell', { name: 'Debit' })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Posting' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1100' })).toHaveAttribute('href', '/finance-and-accounting/chart-of-account/4');
    expect(lists[0]).toMatchObject({ page: 0, page_size: 50, order_by: 'account_code', direction: 'asc', active: 'all', kind: 'all' });
    expect(screen.queryByRole('button', { name: 'Add Account' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'header');
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ kind: 'header' }));
    for (const tab of ['Accounts', 'Drafts', 'For Approval', 'History']) expect(screen.getByRole('link', { name: tab })).toBeInTheDocument();
  });

  it('drafts a new account: the browser checks the form, asks, and sends it for approval', async () => {
    const { writes } = serve();
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(['view_chart_of_accounts', 'add_chart_of_account', 'update_chart_of_account']);
    await screen.findByText('Accounts Receivable - Trade', {}, SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'New Account (draft)' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Draft' }));
    expect(await within(dialog).findByText('Account code is required.')).toBeInTheDocument();
    expect(writes).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Account Code'), '1016');
    await userEvent.type(within(dialog).getByLabelText('Account Name'), 'Petty Cash Fund - Cebu');
    await userEvent.selectOptions(within(dialog).getByLabelText('Type'), 'Assets');
    await userEvent.type(within(dialog).getByLabelText('Group'), 'Current Assets');
    await userEvent.type(within(dialog).getByLabelText('Sub-Group'), 'Cash and Cash Equivalents');
    await userEvent.type(within(dialog).getByLabelText('Line Item'), 'Petty Cash Fund');
    await userEvent.selectOptions(within(dialog).getByLabelText('Normal Balance'), 'D');
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '1000 — Current Assets' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText('Parent (Header) Account'), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save and Submit for Approval' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0].body).toMatchObject({ account_code: '1016', account_type: 'Assets', normal_side: 'D', parent_code: '1000', is_header: false, active: true, submit: true });
  });

  it('the approver sees the draft waiting, approves it after asking, or rejects it with a reason', async () => {
    const { drafts, writes } = serve();
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render(['view_chart_of_accounts', 'approve_chart_of_account'], '/finance-and-accounting/chart-of-account?tab=for-approval');
    await userEvent.click(await screen.findByText('Bank Service Charges', {}, SLOW));
    expect(drafts[0]).toMatchObject({ tab: 'for-approval' });
    const dialog = await screen.findByRole('dialog', { name: 'Account Draft COA-000007' });
    expect(within(dialog).getByText('Account Name: Bank Charges → Bank Service Charges')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit Draft' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(writes).toEqual([{ url: '/coa/update/status', body: { draft_id: 7, action: 'approve' } }]));
    expect(confirm).toHaveBeenCalledWith('Approve account draft?', 'Are you sure? The draft is applied to the chart of accounts.', 'Yes, approve');

    await userEvent.click(await screen.findByText('Bank Service Charges'));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Account Draft COA-000007' })).getByRole('button', { name: 'Reject' }));
    const reject = await screen.findByRole('dialog', { name: 'Reject draft COA-000007' });
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    expect(await within(reject).findByText('Please give the reason for rejecting.')).toBeInTheDocument();
    await userEvent.type(within(reject).getByLabelText(/Reason for rejecting/), 'Keep the BIR wording.');
    await userEvent.click(within(reject).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(writes.at(-1)).toEqual({ url: 'reject', body: { reason: 'Keep the BIR wording.' } }));
  });

  it("shows one account's page: postings, drafts; a failed load is an error, not an empty page", async () => {
    const detail: AccountDetail = { account: ar, drafts: [{ ...draft, status: 2, approved_by: 'Antonio Bautista' }], postings: { line_count: 1520, first_date: '2021-01-04', last_date: '2026-02-27' }, children: [] };
    mswServer.use(http.get(API('/coa/show/4'), () => ok(detail)));
    render(['view_chart_of_accounts'], '/finance-and-accounting/chart-of-account/4');
    expect(await screen.findByRole('heading', { name: '1100 — Accounts Receivable - Trade' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/1,520 journal lines, 2021-01-04 to 2026-02-27/)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Antonio Bautista' })).toBeInTheDocument();

    mswServer.use(http.get(API('/coa/show/9'), () => HttpResponse.json({ code: '00500', result: 'Error occured. Please try again later.' }, { status: 500 })));
    render(['view_chart_of_accounts'], '/finance-and-accounting/chart-of-account/9');
    expect(await screen.findByRole('button', { name: /retry/i }, SLOW)).toBeInTheDocument();
  });
});
