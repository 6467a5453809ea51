import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BankRow } from '../../../contract/banks';
import * as dialogs from '../../components/dialogs';
import BanksPage from './BanksPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const bdo: BankRow = { bank_id: 1, bank_code: 'BDO', bank_name: 'BDO Unibank, Inc.', short_name: 'BDO', swift_code: 'BNORPHMM', active: true, updated_at: '2026-03-02T01:00:00Z' };

function serve(rows: BankRow[] = [bdo]) {
  const lists: Record<string, string>[] = [];
  const writes: { method: string; url: string; body: unknown }[] = [];
  mswServer.use(
    http.get(API('/banks'), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok(rows, { total_rows: rows.length });
    }),
  );
  return { lists, writes };
}

const render = (scopes: string[]) => renderWithProviders(<BanksPage />, { route: '/banks-maintenance', preloadedState: authed(financeUser, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('Banks Maintenance (resource kit)', () => {
  it('lists banks with readable headers, searches, filters by status; no Add without add_bank', async () => {
    const { lists } = serve();
    render(['view_banks']);
    expect(await screen.findByText('BDO Unibank, Inc.', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Bank Code', 'Bank Name', 'Short Name', 'SWIFT Code', 'Status', 'Last Updated']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: 'Active' })).toBeInTheDocument();
    expect(screen.getByText('2026-03-02 09:00')).toBeInTheDocument();
    // The code opens the bank's page (its branches and accounts).
    expect(screen.getByRole('link', { name: 'BDO' })).toHaveAttribute('href', '/banks-maintenance/1');
    expect(lists[0]).toMatchObject({ page: '0', page_size: '50', order_by: 'bank_code', direction: 'asc', active: 'all' });
    expect(screen.queryByRole('button', { name: 'Add Bank' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Search Banks Maintenance'), 'unibank{Enter}');
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ search: 'unibank' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'inactive');
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ active: 'inactive', search: 'unibank' }));
  });

  it('adds a bank: checks in the browser, asks first, shows the server refusal on its field keeping what was typed, then saves and reloads the list', async () => {
    const { lists } = serve();
    const posted: unknown[] = [];
    let refuse = true;
    mswServer.use(
      http.post(API('/banks'), async ({ request }) => {
        posted.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ code: '00001', result: ['Bank code already exists.'], fields: { bank_code: ['Bank code already exists.'] } }, { status: 422 });
        }
        return ok({ ...bdo, bank_id: 2, bank_code: 'AUB' }, { code: '00003' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    render(['view_banks', 'add_bank']);
    await screen.findByText('BDO Unibank, Inc.', {}, SLOW);
    const opener = screen.getByRole('button', { name: 'Add Bank' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add Bank' });
    await waitFor(() => expect(within(dialog).getByLabelText('Bank Code')).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Bank code is required.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Bank Code')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Bank Code'), 'BDO');
    await userEvent.type(within(dialog).getByLabelText('Bank Name'), 'Asia United Bank Corporation');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Bank code already exists.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to add new bank?', 'Yes');
    expect(within(dialog).getByLabelText('Bank Name')).toHaveValue('Asia United Bank Corporation');

    const before = lists.length;
    await userEvent.clear(within(dialog).getByLabelText('Bank Code'));
    await userEvent.type(within(dialog).getByLabelText('Bank Code'), 'AUB');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Bank' })).not.toBeInTheDocument());
    expect(posted.at(-1)).toEqual({ bank_code: 'AUB', bank_name: 'Asia United Bank Corporation', short_name: null, swift_code: null });
    // The write made the cached list stale: it is read again.
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('opens a bank for editing and deactivates it after asking', async () => {
    serve();
    const activeCalls: unknown[] = [];
    mswServer.use(
      http.post(API('/banks/1/active'), async ({ request }) => {
        activeCalls.push(await request.json());
        return ok({ ...bdo, active: false }, { code: '00004' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render(['view_banks', 'update_bank']);
    const cell = await screen.findByText('BDO Unibank, Inc.', {}, SLOW);
    await userEvent.click(cell);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Bank BDO' });
    expect(within(dialog).getByLabelText('Bank Name')).toHaveValue('BDO Unibank, Inc.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to deactivate bank BDO?', 'Yes, deactivate');
    await waitFor(() => expect(activeCalls).toEqual([{ active: false }]));
  });

  it('a failed load says so with Retry, not "no banks"', async () => {
    let fail = true;
    mswServer.use(http.get(API('/banks'), () => (fail ? HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 }) : ok([bdo], { total_rows: 1 }))));
    render(['view_banks']);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The rows could not be loaded. Error occured. Please try again later.');
    expect(screen.queryByText('No banks found.')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('BDO Unibank, Inc.', {}, SLOW)).toBeInTheDocument();
  });

  it('without view_banks shows the permission message', () => {
    serve();
    render([]);
    expect(screen.getByText(/Access denied/)).toBeInTheDocument();
  });
});
