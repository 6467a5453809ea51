import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import RoleFormPage from './RoleFormPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { ADMIN_SCOPES, financeRole, userAdmin } from './testData';

const SLOW = { timeout: 30_000 };
const back = [{ path: '/user-control', element: <div>Roles tab</div> }];
afterEach(() => vi.restoreAllMocks());

describe('Add Role and Edit Role', () => {
  it('"All fields are required!" when either field is empty (not only the last one), without asking or calling', async () => {
    const posted = vi.fn();
    mswServer.use(http.post(API('/role'), () => (posted(), ok({}))));
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    renderWithProviders(<RoleFormPage />, { route: '/add/roles', preloadedState: authed(userAdmin, ADMIN_SCOPES), routes: back });
    await userEvent.type(screen.getByLabelText(/^Description/), 'Reviews credit limits.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required!');
    await userEvent.clear(screen.getByLabelText(/^Description/));
    await userEvent.type(screen.getByLabelText(/^Role/), 'Credit Officer');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required!');
    expect(confirm).not.toHaveBeenCalled();
    expect(posted).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/user-control#tab-top-2');
  });

  it('asks "Are you sure you want to add new role?", shows a refusal, then saves and returns to the Roles tab', async () => {
    const bodies: unknown[] = [];
    let refuse = true;
    mswServer.use(
      http.post(API('/role'), async ({ request }) => {
        bodies.push(await request.json());
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ code: '00001', result: ['Role already exists.'], fields: { role: ['Role already exists.'] } }, { status: 422 });
        }
        return ok({ role_id: 9, role: 'Credit Officer', description: 'Reviews credit limits.', user_count: 0 }, { code: '00003' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const { router } = renderWithProviders(<RoleFormPage />, { route: '/add/roles', preloadedState: authed(userAdmin, ADMIN_SCOPES), routes: back });
    await userEvent.type(screen.getByLabelText(/^Role/), 'Credit Officer');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Reviews credit limits.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Role already exists.');
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to add new role?', 'Yes');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Roles tab', {}, SLOW)).toBeInTheDocument();
    expect(router.state.location.hash).toBe('#tab-top-2');
    expect(bodies).toEqual([
      { role: 'Credit Officer', description: 'Reviews credit limits.' },
      { role: 'Credit Officer', description: 'Reviews credit limits.' },
    ]);
  });

  it('Edit Role loads the role and saves with PUT after its own question', async () => {
    let body: unknown;
    mswServer.use(
      http.get(API('/role/2'), () => ok(financeRole)),
      http.put(API('/role/2'), async ({ request }) => {
        body = await request.json();
        return ok(financeRole, { code: '00004' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<RoleFormPage />, { route: '/edit/roles/2', path: '/edit/roles/:id', preloadedState: authed(userAdmin, ADMIN_SCOPES), routes: back });
    expect(await screen.findByDisplayValue('Finance', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Description/), ' And banks.');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body).toEqual({ role: 'Finance', description: 'Finance and accounting reports. And banks.' }));
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to update this role?', 'Yes');
  });
});
