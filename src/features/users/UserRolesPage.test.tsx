import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import AssignRolePage from './AssignRolePage';
import UserRolesPage from './UserRolesPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { ADMIN_SCOPES, financeRole, userAdmin } from './testData';

const SLOW = { timeout: 30_000 };
afterEach(() => vi.restoreAllMocks());

describe("a user's roles", () => {
  it('lists them role ascending, 50 a page; delete asks "Do you want to delete it?" with "Yes Delete it!", shows the result text, then goes to /user-control', async () => {
    const lists: Record<string, string>[] = [];
    let deleted: unknown;
    mswServer.use(
      http.get(API('/user/2/role'), ({ request }) => {
        lists.push(Object.fromEntries(new URL(request.url).searchParams));
        return ok([{ user_role_id: 5, username: 'finance', role_id: 2, role: 'Finance' }], { total_rows: 1 });
      }),
      http.delete(API('/user/role/delete'), async ({ request }) => {
        deleted = await request.json();
        return ok('The role has been removed from the user.', { code: '00006' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const success = vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<UserRolesPage />, {
      route: '/user/2/role',
      path: '/user/:id/role',
      preloadedState: authed(userAdmin, ADMIN_SCOPES),
      routes: [{ path: '/user-control', element: <div>User control screen</div> }],
    });
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(await screen.findByRole('gridcell', { name: 'Finance' }, SLOW)).toBeInTheDocument();
    expect(lists[0]).toMatchObject({ order_by: 'role', direction: 'asc', page_size: '50' });
    expect(screen.getByRole('link', { name: 'Assign Role' })).toHaveAttribute('href', '/user/2/add/role');
    expect(screen.getByRole('link', { name: 'Users Control' })).toHaveAttribute('href', '/user-control');
    await userEvent.click(screen.getByRole('button', { name: 'Delete role Finance' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Do you want to delete it?', 'Yes Delete it!');
    expect(await screen.findByText('User control screen', {}, SLOW)).toBeInTheDocument();
    expect(deleted).toEqual({ userRoleId: 5 });
    expect(success).toHaveBeenCalledWith('Deleted', 'The role has been removed from the user.', 1500);
  });

  it('a refused delete shows Oops... with the server text and stays', async () => {
    mswServer.use(
      http.get(API('/user/1/role'), () => ok([{ user_role_id: 1, username: 'useradmin', role_id: 1, role: 'Administrator' }], { total_rows: 1 })),
      http.delete(API('/user/role/delete'), () => HttpResponse.json({ code: '00001', result: ['You cannot remove the Administrator role from yourself.'] }, { status: 422 })),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    renderWithProviders(<UserRolesPage />, { route: '/user/1/role', path: '/user/:id/role', preloadedState: authed(userAdmin, ADMIN_SCOPES) });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete role Administrator' }, SLOW));
    await waitFor(() => expect(oops).toHaveBeenCalledWith('Oops...', 'You cannot remove the Administrator role from yourself.'));
    expect(screen.getByRole('heading', { name: 'User Management' })).toBeInTheDocument();
  });

  it('Assign Role: a searchable picker; nothing chosen is refused locally; the choice is posted with the user id', async () => {
    let body: unknown;
    mswServer.use(
      http.get(API('/role'), () => ok([financeRole], { total_rows: 1 })),
      http.post(API('/user/role/assign'), async ({ request }) => {
        body = await request.json();
        return ok({ user_role_id: 7, username: 'finance', role_id: 2, role: 'Finance' }, { code: '00003' });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<AssignRolePage />, {
      route: '/user/2/add/role',
      path: '/user/:id/add/role',
      preloadedState: authed(userAdmin, ADMIN_SCOPES),
      routes: [{ path: '/user/:id/role', element: <div>Role list screen</div> }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill up required fields.');
    await userEvent.type(screen.getByLabelText(/^Role/), 'fin');
    await userEvent.click(await screen.findByRole('option', { name: 'Finance' }, SLOW));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role list screen', {}, SLOW)).toBeInTheDocument();
    expect(body).toEqual({ user_id: 2, role_id: 2 });
  });
});
