import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import UserControlPage from './UserControlPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';

import { ADMIN_SCOPES, financeRole, financeRow, userAdmin } from './testData';

const SLOW = { timeout: 30_000 };
const PermissionsTab = ({ openModuleId, onModuleOpened }: { openModuleId?: number | null; onModuleOpened?: (id: number) => void }) => (
  <div>
    <p>Permission matrix here, module {openModuleId ?? 'none'}</p>
    <button type="button" onClick={() => onModuleOpened?.(5)}>
      Open module 5
    </button>
  </div>
);
const AccountsTab = () => <p>Account permissions here</p>;

function serve() {
  const userLists: Record<string, string>[] = [];
  mswServer.use(
    http.get(API('/user'), ({ request }) => {
      userLists.push(Object.fromEntries(new URL(request.url).searchParams));
      return ok([financeRow], { total_rows: 1 });
    }),
    http.get(API('/role'), () => ok([financeRole], { total_rows: 1 })),
  );
  return { userLists };
}

const render = (scopes: string[], route = '/user-control') =>
  renderWithProviders(<UserControlPage permissionsTab={PermissionsTab} accountPermissionsTab={AccountsTab} />, {
    route,
    path: '/user-control',
    preloadedState: authed(userAdmin, scopes),
  });

afterEach(() => vi.restoreAllMocks());

describe('Users and Roles', () => {
  it('#tab-top/{module_id} opens Permissions Management on that module, and the address follows the module opened', async () => {
    serve();
    const { router } = render([...ADMIN_SCOPES, 'manage_permissions'], '/user-control#tab-top/11');
    expect(screen.getByRole('link', { name: 'Permissions Management' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Permission matrix here, module 11', {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open module 5' }));
    await waitFor(() => expect(router.state.location.hash).toBe('#tab-top/5'));
    expect(screen.getByText('Permission matrix here, module 5')).toBeInTheDocument();
    // The spec's Cancel link of Add/Edit Role.
    await router.navigate('/user-control#tab-top-2');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Roles Management' })).toHaveAttribute('aria-current', 'page'));
  });

  it('shows the tabs the user may see; the user list has readable headers, actions and search', async () => {
    const { userLists } = serve();
    render(ADMIN_SCOPES);
    expect(screen.getByRole('heading', { name: 'Users and Roles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Roles Management' })).toBeInTheDocument();
    // manage_permissions is not held: no permission tabs.
    expect(screen.queryByRole('link', { name: 'Permissions Management' })).not.toBeInTheDocument();
    expect(await screen.findByText('maria.santos@demo.invalid', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Active', 'Employee No.', 'First Name', 'Last Name', 'Email', 'Username', 'Department', 'Job Title', 'Roles']) {
      expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Edit finance' })).toHaveAttribute('href', '/edit/user/2');
    expect(screen.getByRole('link', { name: 'Change password of finance' })).toHaveAttribute('href', '/user/2/change-password');
    expect(screen.getByRole('link', { name: 'Roles of finance' })).toHaveAttribute('href', '/user/2/role');
    expect(screen.getByRole('link', { name: 'Add User' })).toHaveAttribute('href', '/add/user');
    expect(userLists[0]).toMatchObject({ order_by: 'username', direction: 'asc', page: '0', page_size: '50' });
    await userEvent.type(screen.getByLabelText('Search users'), 'santos{Enter}');
    await waitFor(() => expect(userLists.at(-1)).toMatchObject({ search: 'santos' }));
  });

  it('the Active switch asks first and the row changes only on 00004; a refusal shows Oops... with the server text', async () => {
    serve();
    let answer: 'refuse' | 'ok' = 'refuse';
    const sent: unknown[] = [];
    mswServer.use(
      http.put(API('/user/2/active'), async ({ request }) => {
        sent.push(await request.json());
        return answer === 'refuse'
          ? HttpResponse.json({ code: '00001', result: ['At least one active user must keep the Administrator role.'] }, { status: 422 })
          : ok({ ...financeRow, is_active: false }, { code: '00004' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    render(ADMIN_SCOPES);
    const toggle = await screen.findByRole('switch', { name: 'Active: finance' }, SLOW);
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to deactivate finance?', 'Yes, deactivate');
    await waitFor(() => expect(oops).toHaveBeenCalledWith('Oops...', 'At least one active user must keep the Administrator role.'));
    expect(sent).toEqual([{ is_active: false }]);
    expect(screen.getByRole('switch', { name: 'Active: finance' })).toBeChecked();

    answer = 'ok';
    // The write makes the list stale; its next answer is the deactivated row.
    mswServer.use(http.get(API('/user'), () => ok([{ ...financeRow, is_active: false }], { total_rows: 1 })));
    await userEvent.click(screen.getByRole('switch', { name: 'Active: finance' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Active: finance' })).not.toBeChecked());
  });

  it('the Roles tab lists roles with their user count; delete asks "Are you sure you want to delete it?" and shows a refusal', async () => {
    serve();
    mswServer.use(http.delete(API('/role/2'), () => HttpResponse.json({ code: '00001', result: ['This role is held by 2 users; remove it from them first.'] }, { status: 422 })));
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    render(ADMIN_SCOPES, '/user-control#tab-top-2');
    expect(await screen.findByText('Finance and accounting reports.', {}, SLOW)).toBeInTheDocument();
    for (const h of ['Role', 'Description', 'User Count']) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Role' })).toHaveAttribute('href', '/add/roles');
    expect(screen.getByRole('link', { name: 'Edit role Finance' })).toHaveAttribute('href', '/edit/roles/2');
    await userEvent.click(screen.getByRole('button', { name: 'Delete role Finance' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to delete it?', 'Yes, delete it');
    await waitFor(() => expect(oops).toHaveBeenCalledWith('Oops...', 'This role is held by 2 users; remove it from them first.'));
  });

  it('shows the permission tabs to holders of manage_permissions; a failed user list says so', async () => {
    mswServer.use(http.get(API('/user'), () => HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 })));
    render(['get_all_users', 'manage_permissions']);
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('The rows could not be loaded.');
    expect(screen.queryByRole('link', { name: 'Roles Management' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Permissions Management' }));
    expect(await screen.findByText('Permission matrix here, module none')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'PV/JV Accounts permission' }));
    expect(await screen.findByText('Account permissions here')).toBeInTheDocument();
  });
});
