import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { toast } from 'react-toastify';
import type { EffectivePermissions, MakerCheckerConflict, ModulePermissions, PermissionModuleRow } from '../../../contract/permissions';
import PermissionsTab from './PermissionsTab';
import * as dialogs from '../../components/dialogs';
import { pagesOfScopeFrom, PagesOfScopeProvider } from '../../components/pagesOfScope';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { adminUser, financeUser } from '../../../tests/msw/fixtures';

const SLOW = { timeout: 30_000 };
const modules: PermissionModuleRow[] = [
  { module_id: 11, module: 'logistics', label: 'Couriers and Banks', function_count: 2 },
  { module_id: 98, module: 'payable_voucher', label: 'Payable Voucher', function_count: 0 },
];
const roles = [
  { role_id: 1, role: 'Administrator', is_superuser: true },
  { role_id: 2, role: 'Finance', is_superuser: false },
];

/** A server holding the matrix of module 11 as state: a grant or revoke changes what the next read answers, as the real one does. */
function serve(opts: { refuse?: boolean; conflicts?: MakerCheckerConflict[] } = {}) {
  const held = new Map<string, 0 | 1>([
    ['21:1', 1],
    ['21:2', 1],
    ['22:1', 1],
    ['22:2', 0],
  ]);
  const posted: Record<string, unknown>[] = [];
  const reads = { matrix: 0 };
  const matrix = (): ModulePermissions => ({
    module: modules[0],
    roles,
    functions: [
      { function_id: 21, function_name: 'view_banks', function_label: 'View banks', tag: 'view', everyone: false, role_has_permission_in_function: roles.map((r) => ({ role_id: r.role_id, function_has_permission: held.get(`21:${r.role_id}`)! })) },
      { function_id: 22, function_name: 'add_bank', function_label: 'Add bank', tag: 'create', everyone: false, role_has_permission_in_function: roles.map((r) => ({ role_id: r.role_id, function_has_permission: held.get(`22:${r.role_id}`)! })) },
    ],
  });
  mswServer.use(
    http.get(API('/modules'), () => ok(modules)),
    http.get(API('/permission/module/11/all-permissions'), () => {
      reads.matrix += 1;
      return ok(matrix());
    }),
    http.get(API('/permission/maker-checker-conflicts'), () => ok(opts.conflicts ?? [])),
    http.post(API('/permission/create'), async ({ request }) => {
      const body = (await request.json()) as { function_id: number; role_id: number; function_has_permission: 0 | 1 };
      posted.push(body);
      if (opts.refuse) return HttpResponse.json({ code: '00001', result: ['Role not found.'], fields: { role_id: ['Role not found.'] } }, { status: 422 });
      held.set(`${body.function_id}:${body.role_id}`, body.function_has_permission);
      return ok({ ...body, changed: true });
    }),
  );
  return { posted, reads };
}

const render = (user = adminUser, scopes: string[] = []) => renderWithProviders(<PermissionsTab />, { route: '/user-control', preloadedState: authed(user, scopes) });

async function openBanks() {
  await userEvent.click(await screen.findByRole('button', { name: /Couriers and Banks/ }, SLOW));
  return screen.findByRole('table', { name: 'Functions of Couriers and Banks against roles' }, SLOW);
}

afterEach(() => vi.restoreAllMocks());

describe('Permissions Management', () => {
  it('opens the module the address names, tells which one the user opens, and shows the pages of each function on Show/Hide Pages (remembered)', async () => {
    serve();
    const opened: number[] = [];
    const pages = pagesOfScopeFrom([
      { title: 'Banks Maintenance', scopes: ['view_banks'] },
      { title: 'Bank', scopes: ['view_banks'] },
    ]);
    const ui = (
      <PagesOfScopeProvider value={pages}>
        <PermissionsTab openModuleId={11} onModuleOpened={(id) => opened.push(id)} />
      </PagesOfScopeProvider>
    );
    const { unmount } = renderWithProviders(ui, { route: '/user-control', preloadedState: authed(adminUser, []) });
    // Open from the start: no click needed.
    const table = await screen.findByRole('table', { name: 'Functions of Couriers and Banks against roles' }, SLOW);
    expect(within(table).queryByText(/^Pages:/)).not.toBeInTheDocument();
    const toggle = screen.getByRole('switch', { name: /Show\/Hide Pages/ });
    await userEvent.click(toggle);
    expect(within(table).getByText('Pages: Banks Maintenance, Bank')).toBeInTheDocument();
    expect(within(table).getByText('Pages: none (an action within a page)')).toBeInTheDocument();
    // Closing and opening the module again tells the page which one was opened.
    const header = screen.getByRole('button', { name: /Couriers and Banks/ });
    await userEvent.click(header);
    await userEvent.click(header);
    expect(opened).toEqual([11]);
    unmount();
    // Remembered for this user.
    renderWithProviders(ui, { route: '/user-control', preloadedState: authed(adminUser, []) });
    expect(await screen.findByRole('switch', { name: /Show\/Hide Pages/ }, SLOW)).toBeChecked();
  });

  it('lists modules with functions; a module opens its matrix; the Administrator column is ticked and fixed', async () => {
    serve();
    render();
    expect(await screen.findByRole('button', { name: /Couriers and Banks/ }, SLOW)).toBeInTheDocument();
    // The COA modules have no functions: they are the PV/JV tab's.
    expect(screen.queryByRole('button', { name: /Payable Voucher/ })).not.toBeInTheDocument();
    const table = await openBanks();
    expect(within(table).getByRole('columnheader', { name: 'Finance' })).toBeInTheDocument();
    const adminCell = within(table).getByRole('checkbox', { name: 'Grant View banks to Administrator' });
    expect(adminCell).toBeChecked();
    expect(adminCell).toBeDisabled();
    expect(within(table).getByRole('checkbox', { name: 'Grant View banks to Finance' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Grant Add bank to Finance' })).not.toBeChecked();
  });

  it('revokes by click and grants by keyboard at once, with the body the contract declares and a toast', async () => {
    const { posted } = serve();
    const success = vi.spyOn(toast, 'success');
    render();
    const table = await openBanks();
    const viewBanks = within(table).getByRole('checkbox', { name: 'Grant View banks to Finance' });
    await userEvent.click(viewBanks);
    expect(viewBanks).not.toBeChecked();
    await waitFor(() => expect(success).toHaveBeenCalledWith('View banks revoked from Finance.'));
    expect(posted[0]).toEqual({ function_id: 21, role_id: 2, module_id: 11, function_has_permission: 0, label: 'View banks', tag: 'view', permitted_by: 1 });

    const addBank = within(table).getByRole('checkbox', { name: 'Grant Add bank to Finance' });
    await waitFor(() => expect(addBank).toBeEnabled());
    addBank.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(success).toHaveBeenCalledWith('Add bank granted to Finance.'));
    expect(posted[1]).toMatchObject({ function_id: 22, role_id: 2, function_has_permission: 1 });
    // The fresh read agrees with what the screen showed.
    await waitFor(() => expect(within(table).getByRole('checkbox', { name: 'Grant Add bank to Finance' })).toBeChecked());
    expect(within(table).getByRole('checkbox', { name: 'Grant View banks to Finance' })).not.toBeChecked();
  });

  it('puts the box back and says why when the server refuses', async () => {
    serve({ refuse: true });
    const error = vi.spyOn(toast, 'error');
    render();
    const table = await openBanks();
    const box = within(table).getByRole('checkbox', { name: 'Grant View banks to Finance' });
    await userEvent.click(box);
    await waitFor(() => expect(error).toHaveBeenCalledWith('Role not found.'));
    expect(box).toBeChecked();
  });

  it('adds a role from the Permission List’s header link in a modal, and the matrix reads the roles again', async () => {
    const { reads } = serve();
    const created: unknown[] = [];
    mswServer.use(
      http.post(API('/role'), async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ code: '00003', result: { role_id: 3, role: 'Auditor', description: 'Reads the books', user_count: 0 } });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue(undefined as never);
    render(adminUser, ['get_all_users', 'manage_permissions', 'manage_roles']);
    await openBanks();
    const before = reads.matrix;
    const link = screen.getByRole('button', { name: 'Add Role' });
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Add Role' });
    // Both fields are required, as on the Add Role page (002 §5).
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('All fields are required!')).not.toHaveLength(0);
    expect(created).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Role'), 'Auditor');
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Reads the books');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(created).toEqual([{ role: 'Auditor', description: 'Reads the books' }]));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to add new role?', 'Yes');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Role' })).not.toBeInTheDocument());
    await waitFor(() => expect(reads.matrix).toBeGreaterThan(before));
    // Focus goes back to the link that opened the modal.
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('links to Add Permission at the module open, and the page links back with Cancel; no Add Role without manage_roles', async () => {
    serve();
    render(financeUser, ['get_all_users', 'manage_permissions']);
    await openBanks();
    expect(screen.queryByRole('button', { name: 'Add Role' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Permission' })).toHaveAttribute('href', '/add/permission');
    renderWithProviders(<PermissionsTab standalone openModuleId={11} />, { route: '/add/permission/11', preloadedState: authed(financeUser, ['manage_permissions']) });
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user-control#tab-top/11');
  });

  it('is read-only without manage_permissions', async () => {
    const { posted } = serve();
    render(financeUser, ['get_all_users']);
    const table = await openBanks();
    expect(within(table).getByRole('checkbox', { name: 'Grant Add bank to Finance' })).toBeDisabled();
    expect(screen.getByText(/changing them needs the Grant and revoke permissions function/)).toBeInTheDocument();
    expect(posted).toHaveLength(0);
  });

  it('shows a failed load with Retry, distinct from an empty answer', async () => {
    let fail = true;
    mswServer.use(
      http.get(API('/modules'), () => (fail ? HttpResponse.json({ code: '00500', result: 'boom' }, { status: 500 }) : ok([]))),
      http.get(API('/permission/maker-checker-conflicts'), () => ok([])),
    );
    render();
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(alert).toHaveTextContent('Unable to load modules. Error occured. Please try again later.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No modules found.')).toBeInTheDocument();
  });

  it('names the users who can make and check the same document through their roles together', async () => {
    serve({
      conflicts: [
        {
          user_id: 12,
          username: 'fa',
          name: 'Fe Abad',
          document: 'Payable voucher',
          maker_labels: ['Write payable vouchers'],
          maker_roles: ['Finance'],
          checker_labels: ['Approve payable vouchers'],
          checker_roles: ['Approver'],
          is_superuser: false,
        },
        { user_id: 1, username: 'admin', name: 'Jose Reyes', document: 'Every document', maker_labels: ['Every function'], maker_roles: ['Administrator'], checker_labels: ['Every function'], checker_roles: ['Administrator'], is_superuser: true },
      ],
    });
    render();
    const row = (await screen.findByRole('rowheader', { name: 'Fe Abad (fa)' }, SLOW)).closest('tr')!;
    expect(within(row).getByText('Payable voucher')).toBeInTheDocument();
    expect(row).toHaveTextContent('Write payable vouchers (Finance)');
    expect(row).toHaveTextContent('Approve payable vouchers (Approver)');
    expect(screen.getByText(/Administrators hold every function by design: Jose Reyes \(admin\)\./)).toBeInTheDocument();
  });

  it("shows a picked user's effective permissions and the roles granting them", async () => {
    serve();
    const effective: EffectivePermissions = {
      user_id: 2,
      username: 'finance',
      name: 'Maria Santos',
      roles: ['Finance'],
      is_superuser: false,
      scopes: [{ scope: 'view_banks', label: 'View banks', module_id: 11, module_label: 'Couriers and Banks', granted_by: ['Finance'] }],
    };
    const searches: string[] = [];
    mswServer.use(
      http.get(API('/permission/users'), ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return ok([{ user_id: 2, username: 'finance', name: 'Maria Santos' }]);
      }),
      http.get(API('/permission/effective/2'), () => ok(effective)),
    );
    render();
    expect(await screen.findByText('Choose a user to see what they may do.', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'User' }), 'mar');
    await userEvent.click(await screen.findByRole('option', { name: 'finance - Maria Santos' }, SLOW));
    const table = await screen.findByRole('table', { name: 'Effective permissions of finance' }, SLOW);
    expect(within(table).getByRole('row', { name: /Couriers and Banks View banks view_banks Finance/ })).toBeInTheDocument();
    expect(searches.at(-1)).toBe('mar');
  });
});
