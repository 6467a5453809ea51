import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import type { RevisionDetail, RevisionRow } from '../../../contract/revisions';
import RevisionHistoryPage from './RevisionHistoryPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { dateInput } from '../../../tests/reportScreen';

const SLOW = { timeout: 30_000 };
const bankRow: RevisionRow = {
  revision_history_id: 41,
  activity: 'Updated',
  user: 'Maria Santos',
  user_id: 2,
  date_time: '2026-03-02T01:00:00Z',
  reference_code: 'BDO',
  module_name: 'Banks Maintenance',
  remarks: null,
};
const prRow: RevisionRow = { ...bankRow, revision_history_id: 42, activity: 'Declined', reference_code: 'PR-000005', module_name: 'Purchase Request', remarks: 'Over budget' };
const detail: RevisionDetail = { ...bankRow, changes: [{ field: 'short_name', label: 'Short Name', old: 'BDO', new: 'BDO Unibank' }] };

/** The server as the contract says: the list (recording each query), the filter choices and one revision. */
function serve(rows: RevisionRow[] = [bankRow, prRow]) {
  const lists: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/revision/history'), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(rows, { total_rows: rows.length });
    }),
    http.get(API('/revision/modules'), () => ok(['Banks Maintenance', 'Purchase Request'])),
    http.get(API('/revision/users'), () => ok([{ user_id: 2, name: 'Maria Santos' }])),
    http.get(API('/revision/history/41'), () => ok(detail)),
  );
  return { lists };
}

const render = (scopes: string[] = ['view_revision_history'], route = '/history') =>
  renderWithProviders(<RevisionHistoryPage />, { route, path: '/history', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Revision History', () => {
  it('lists revisions newest first with readable headers; filters go to the server and into the URL', async () => {
    const { lists } = serve();
    const { router } = render();
    expect(await screen.findByText('Over budget', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Activity', 'User', 'Date and Time', 'Reference', 'Module', 'Remarks']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getAllByText('2026-03-02 09:00')).toHaveLength(2);
    expect(lists[0]).toMatchObject({ page: '0', page_size: '50', order_by: 'date_time', direction: 'desc' });

    await userEvent.type(screen.getByLabelText('Reference'), 'PR-0000');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Module' }), 'Purchase Request');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Maria Santos' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'User' }), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ revision_history_id: 'PR-0000', module: 'Purchase Request', user_id: '2', page: '0' }));
    expect(lists.at(-1)).not.toHaveProperty('date_from');
    const url = new URLSearchParams(router.state.location.search);
    expect(Object.fromEntries(url)).toMatchObject({ revision_history_id: 'PR-0000', module: 'Purchase Request', user_id: '2' });
  });

  it('filters from a shared URL apply on open', async () => {
    const { lists } = serve();
    render(['view_revision_history'], '/history?module=Banks%20Maintenance&date_from=2026-03-01');
    await screen.findByText('Over budget', {}, SLOW);
    expect(lists[0]).toMatchObject({ module: 'Banks Maintenance', date_from: '2026-03-01' });
    expect(screen.getByRole('combobox', { name: 'Module' })).toHaveValue('Banks Maintenance');
  });

  it('opens a revision with Enter: each changed field old -> new; Close returns to the list', async () => {
    serve();
    const { router } = render();
    // The first row's User cell (the bank revision, 41).
    const [cell] = await screen.findAllByText('Maria Santos', { selector: '[role=gridcell], [role=gridcell] *' }, SLOW);
    (cell.closest('[role=gridcell]') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Revision BDO' });
    expect(new URLSearchParams(router.state.location.search).get('revision')).toBe('41');
    const row = within(dialog).getByRole('row', { name: /Short Name/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Short Name');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toEqual(['BDO', 'BDO Unibank']);
    expect(within(dialog).getByText('Banks Maintenance')).toBeInTheDocument();
    // The footer's Close (the header's × is named Close too).
    await userEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(new URLSearchParams(router.state.location.search).get('revision')).toBeNull();
  });

  it('the reference is a link to the revision', async () => {
    serve();
    render();
    const link = await screen.findByRole('link', { name: 'BDO' }, SLOW);
    expect(link.getAttribute('href')).toMatch(/^\/history\?.*revision=41/);
    await userEvent.click(link);
    expect(await screen.findByRole('dialog', { name: 'Revision BDO' })).toBeInTheDocument();
  });

  it('a reversed date range warns with the contract message and asks nothing', async () => {
    const { lists } = serve();
    const warn = vi.spyOn(toast, 'warning');
    render(['view_revision_history'], '/history?date_from=2026-03-05');
    await screen.findByText('Over budget', {}, SLOW);
    const before = lists.length;
    await userEvent.type(await dateInput(/Date To/), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Date From must not be after Date To.'));
    expect(lists.length).toBe(before);
  });

  it('a failed load toasts "Please try again later." and shows the failure inline, not "no revisions"; Retry recovers', async () => {
    let fail = true;
    mswServer.use(
      http.get(API('/revision/history'), () => (fail ? HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 }) : ok([bankRow], { total_rows: 1 }))),
      http.get(API('/revision/modules'), () => ok([])),
      http.get(API('/revision/users'), () => ok([])),
    );
    const error = vi.spyOn(toast, 'error');
    render();
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The rows could not be loaded.');
    expect(error).toHaveBeenCalledWith('Please try again later.', expect.anything());
    expect(screen.queryByText('No revisions match these filters.')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Maria Santos', { selector: '[role=gridcell], [role=gridcell] *' }, SLOW)).toBeInTheDocument();
  });

  it('no rows says so', async () => {
    serve([]);
    render();
    expect(await screen.findByText('No revisions match these filters.', {}, SLOW)).toBeInTheDocument();
  });

  it('without view_revision_history shows the permission message and asks nothing', () => {
    const { lists } = serve();
    render([]);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
    expect(lists).toHaveLength(0);
  });
});
