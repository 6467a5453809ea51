import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { BooksBuild } from '../../../contract/booksOfAccounts';
import * as dialogs from '../../components/dialogs';
import BooksOfAccountsPage from './BooksOfAccountsPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const render = (scopes = ['keep_books_of_accounts']) =>
  renderWithProviders(<BooksOfAccountsPage />, { route: '/finance-and-accounting/books-of-accounts', path: '/finance-and-accounting/books-of-accounts', preloadedState: authed(financeUser, scopes) });

const build = (over: Partial<BooksBuild>): BooksBuild => ({
  job_id: 1, year: 2025, status: 'done', progress_done: 100, progress_total: 100, requested_by: 'Maria Santos', created_at: '2026-11-29T01:00:00.000Z', finished_at: '2026-11-29T01:02:00.000Z', error: null,
  summary: { pages: 320, books: [{ key: 'general-journal', title: 'General Journal', first_page: 1, last_page: 120, rows: 5400, totals: { Debit: '1234567.89', Credit: '1234567.89' } }] },
  ...over,
});

describe('Books of Accounts', () => {
  it('lists the builds with their progress and contents, and asks before building a year', async () => {
    const asked: unknown[] = [];
    let builds = [build({})];
    mswServer.use(
      http.get(API('/bir/books'), () => ok(builds)),
      http.post(API('/bir/books'), async ({ request }) => {
        asked.push(await request.json());
        builds = [build({ job_id: 2, year: 2024, status: 'running', progress_done: 250, progress_total: 1000, summary: null, finished_at: null }), ...builds];
        return ok(builds[0]);
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    const table = await screen.findByRole('table', { name: 'Builds of the books of accounts' }, SLOW);
    expect(within(table).getByText('Ready')).toBeInTheDocument();
    expect(within(table).getByText('320 pages')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Contents of the books of 2025' })).toHaveTextContent('General Journal1–1205,400Debit 1,234,567.89; Credit 1,234,567.89');
    await userEvent.selectOptions(screen.getByLabelText('Year'), String(Number(new Date().getFullYear()) - 2));
    await userEvent.click(screen.getByRole('button', { name: 'Build Books' }));
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(confirm).toHaveBeenCalledWith(expect.stringMatching(/^Build the books of \d{4}\?$/), expect.any(String), 'Yes, build them');
    expect(await screen.findByRole('progressbar', { name: 'Year 2024: 250 of 1,000 rows' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    confirm.mockRestore();
  });

  it('says so when nothing was built, and is refused without the scope', async () => {
    mswServer.use(http.get(API('/bir/books'), () => ok([])));
    const { unmount } = render();
    expect(await screen.findByText(/No books have been built yet/, {}, SLOW)).toBeInTheDocument();
    unmount();
    render(['view_vendors']);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent("Access denied. You don't have permission to access the books of accounts.");
  });
});
