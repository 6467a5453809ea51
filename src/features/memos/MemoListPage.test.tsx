import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import MemoListPage from './MemoListPage';
import DebitMemoListPage from './DebitMemoListPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { cmRow } from './testData';

const SLOW = { timeout: 30_000 };
const CREDIT = ['view_memos', 'view_debit_memos', 'create_memo'];

/** Each type's lists answer; the lists asked for are kept. */
function serve() {
  const asked: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/memos/:type/list/:tab'), ({ request, params }) => {
      asked.push({ type: String(params.type), tab: String(params.tab), ...Object.fromEntries(new URL(request.url).searchParams) });
      return ok([cmRow], { total_rows: 1 });
    }),
  );
  return asked;
}

const TABS = ['For Approval', 'Drafts', 'Returned to Maker', 'Approved', 'Cancelled'];

describe('the memo lists', () => {
  it('credit memos: the tabs of the workflow, For Approval first, a memo opening its form, and a search asking the server', async () => {
    const asked = serve();
    renderWithProviders(<MemoListPage />, { route: '/credit-and-collections/management/memo/credit', path: '/credit-and-collections/management/memo/:memoType', preloadedState: authed(financeUser, CREDIT) });
    expect(await screen.findByRole('link', { name: 'CM-2026-000003' }, SLOW)).toHaveAttribute('href', '/credit-and-collections/management/memo/credit/edit-form/4');
    expect(asked[0]).toMatchObject({ type: 'credit', tab: 'for-approval', order_by: 'memo_no', direction: 'desc' });
    const tabs = screen.getAllByRole('link', { name: new RegExp(`^(${TABS.join('|')})$`) });
    expect(tabs.map((l) => l.textContent)).toEqual(TABS);
    expect(screen.getByRole('link', { name: 'Approved' })).toHaveAttribute('href', '/credit-and-collections/management/memo/credit?tab=approved');
    expect(screen.getByRole('link', { name: 'For Approval' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Price Adjustment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New Credit Memo' })).toHaveAttribute('href', '/credit-and-collections/management/memo/credit/form');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search credit memos' }), 'watsons{Enter}');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ type: 'credit', tab: 'for-approval', search: 'watsons' }));
  });

  it('debit memos: the tab of the path, and Creation of DM', async () => {
    const asked = serve();
    renderWithProviders(<DebitMemoListPage />, { route: '/debit-memo/returned', path: '/debit-memo/:status?', preloadedState: authed(financeUser, CREDIT) });
    await screen.findByRole('link', { name: 'CM-2026-000003' }, SLOW);
    expect(asked[0]).toMatchObject({ type: 'debit', tab: 'returned' });
    expect(screen.getByRole('link', { name: 'Returned to Maker' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Drafts' })).toHaveAttribute('href', '/debit-memo/draft');
    expect(screen.getByRole('link', { name: 'New Debit Memo' })).toHaveAttribute('href', '/debit-memo/creation-of-dm');
  });

  it('without the create scope there is no New link; without the type\u2019s view scope no list is asked for', async () => {
    const asked = serve();
    renderWithProviders(<DebitMemoListPage />, { route: '/debit-memo', path: '/debit-memo/:status?', preloadedState: authed(financeUser, ['view_memos']) });
    expect(await screen.findByText(/Access denied\./)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'New Debit Memo' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
