import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CoaPermissionRow } from '../../../contract/coaPermissions';
import * as dialogs from '../../components/dialogs';
import AccountPermissionsTab from './AccountPermissionsTab';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { adminUser, financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const grant: CoaPermissionRow = { id: 7, user_id: 2, username: 'finance', module_id: 98, label: 'Payable Voucher', account_code: '6100', account_name: 'Office Supplies', updated_at: '2026-03-02T01:00:00Z' };
const accounts = {
  98: [{ account_code: '6100', account_name: 'Office Supplies' }],
  99: [
    { account_code: '4000', account_name: 'Sales' },
    { account_code: '6100', account_name: 'Office Supplies' },
  ],
};

function serve() {
  const lists: Record<string, string>[] = [];
  const userSearches: Record<string, string>[] = [];
  const writes: { method: string; url: string; body: unknown }[] = [];
  mswServer.use(
    http.get(API('/coa-permissions'), ({ request }) => {
      lists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([grant], { total_rows: 1 });
    }),
    http.get(API('/coa-permissions/accounts/:module'), ({ params }) => ok(accounts[Number(params.module) as 98 | 99])),
    http.get(API('/permission/users'), ({ request }) => {
      userSearches.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([{ user_id: 3, username: 'approver', name: 'Antonio Bautista' }]);
    }),
  );
  return { lists, userSearches, writes };
}

const render = (user = adminUser, scopes: string[] = []) => renderWithProviders(<AccountPermissionsTab />, { route: '/user-control', preloadedState: authed(user, scopes) });

afterEach(() => vi.restoreAllMocks());

describe('PV/JV Accounts permission', () => {
  it('lists account permissions server-paged, 50 a page, by user; filters by module', async () => {
    const { lists } = serve();
    render();
    expect(await screen.findByText('Office Supplies', {}, SLOW)).toBeInTheDocument();
    for (const h of ['User', 'Module', 'Account Code', 'Account Name', 'Last Updated']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ page: '0', page_size: '50', order_by: 'username', direction: 'asc' });
    await userEvent.selectOptions(screen.getByLabelText('Module'), 'Journal Voucher');
    await waitFor(() => expect(lists.at(-1)).toMatchObject({ module_id: '99' }));
  });

  it('New Permission: Save only with user, module and account; a new module clears the account; server refusals land on the field', async () => {
    const { userSearches } = serve();
    const posted: unknown[] = [];
    let refuse = true;
    mswServer.use(
      http.post(API('/coa-permissions'), async ({ request }) => {
        posted.push(await request.json());
        if (refuse) {
          refuse = false;
          const m = 'This user already has this account in this module.';
          return HttpResponse.json({ code: '00001', result: [m], fields: { account_code: [m] } }, { status: 422 });
        }
        return ok({ ...grant, id: 8, user_id: 3, username: 'approver', module_id: 99 }, { code: '00003' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New Permission' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'New Permission' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByLabelText('Account')).toBeDisabled();

    await userEvent.type(within(dialog).getByRole('combobox', { name: 'User' }), 'appr');
    await userEvent.click(await within(dialog).findByRole('option', { name: 'approver - Antonio Bautista' }, SLOW));
    // Administrators are never offered (spec 002 §5).
    expect(userSearches.at(-1)).toMatchObject({ without_superuser: '1' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Module'), 'Payable Voucher');
    await waitFor(() => expect(within(dialog).getByLabelText('Account')).toBeEnabled());
    await userEvent.selectOptions(within(dialog).getByLabelText('Account'), '6100');
    expect(save).toBeEnabled();

    // Changing the module resets the account: its list is the new module's.
    await userEvent.selectOptions(within(dialog).getByLabelText('Module'), 'Journal Voucher');
    expect(within(dialog).getByLabelText('Account')).toHaveValue('');
    expect(save).toBeDisabled();
    await waitFor(() => expect(within(dialog).getByRole('option', { name: '4000 - Sales' })).toBeInTheDocument());
    await userEvent.selectOptions(within(dialog).getByLabelText('Account'), '6100');

    await userEvent.click(save);
    expect(await within(dialog).findByText('This user already has this account in this module.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to save this?', 'Yes');
    expect(posted[0]).toEqual({ user_id: 3, module_id: 99, account_code: '6100' });
    expect(within(dialog).getByLabelText('Account')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New Permission' })).not.toBeInTheDocument());
    expect(posted).toHaveLength(2);
  });

  it('a row opens the update modal, which deletes after a confirmation', async () => {
    serve();
    const deleted: string[] = [];
    mswServer.use(
      http.delete(API('/coa-permissions/:id'), ({ params }) => {
        deleted.push(String(params.id));
        return ok('Account permission has been deleted.', { code: '00006' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    render();
    await userEvent.click(await screen.findByText('Office Supplies', {}, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Update Permission' });
    expect(within(dialog).getByLabelText('Module')).toHaveValue('98');
    await waitFor(() => expect(within(dialog).getByLabelText('Account')).toHaveValue('6100'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to delete it?', 'Yes, delete it!');
    expect(deleted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual(['7']));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('readers without manage_permissions see the list only', async () => {
    serve();
    render(financeUser, ['get_all_users']);
    await userEvent.click(await screen.findByText('Office Supplies', {}, SLOW));
    expect(screen.queryByRole('button', { name: 'New Permission' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
