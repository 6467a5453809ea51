import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import * as dialogs from '../../components/dialogs';
import UserFormPage from './UserFormPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { ADMIN_SCOPES, financeDetail, userAdmin } from './testData';
import { formBody } from '../../../tests/msw/formBody';
import { nativeFormDataClass, NodeFile } from '../../../tests/nativeFormData';

const SLOW = { timeout: 30_000 };
const back = [{ path: '/user-control', element: <div>User control screen</div> }];

function serveLookups() {
  mswServer.use(
    http.get(API('/lookup/departments'), ({ request }) => {
      const s = new URL(request.url).searchParams.get('search') ?? '';
      return ok([{ department_id: 2, department_name: 'Finance and Accounting' }, { department_id: 6, department_name: 'Sales' }].filter((d) => d.department_name.toLowerCase().includes(s.toLowerCase())));
    }),
    http.get(API('/lookup/jobs'), () => ok([{ job_id: 8, job_name: 'Accounting Clerk' }])),
  );
}

async function pick(label: string, typed: string, option: string) {
  await userEvent.type(screen.getByLabelText(new RegExp(`^${label}`)), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }, SLOW));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Add User', () => {
  it('an empty save says "Please fill up required fields." and marks the fields, without calling the server', async () => {
    const posted = vi.fn();
    mswServer.use(http.post(API('/user'), () => (posted(), ok({}))));
    renderWithProviders(<UserFormPage />, { route: '/add/user', preloadedState: authed(userAdmin, ADMIN_SCOPES), routes: back });
    expect(screen.getByRole('heading', { name: 'Add User' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Password rules' })).toHaveTextContent('At least 10 characters');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill up required fields.')).toBeInTheDocument();
    expect(screen.getByText('Username is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted).not.toHaveBeenCalled();
  });

  it('checks the policy in the browser, sends the form, shows server refusals on their fields keeping what was typed, then returns to /user-control', async () => {
    serveLookups();
    const bodies: Record<string, unknown>[] = [];
    let refuse = true;
    mswServer.use(
      http.post(API('/user'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        if (refuse) {
          refuse = false;
          return HttpResponse.json({ code: '00001', result: ['Username already exists.'], fields: { username: ['Username already exists.'] } }, { status: 422 });
        }
        return ok({ ...financeDetail, user_id: 20 }, { code: '00003' });
      }),
    );
    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<UserFormPage />, { route: '/add/user', preloadedState: authed(userAdmin, ADMIN_SCOPES), routes: back });
    await userEvent.type(screen.getByLabelText(/^Username/), 'jdelapaz');
    await userEvent.type(screen.getByLabelText(/^Employee No\./), 'EMP-0100');
    await userEvent.type(screen.getByLabelText(/^First Name/), 'Juan');
    await userEvent.type(screen.getByLabelText(/^Last Name/), 'Dela Paz');
    await userEvent.type(screen.getByLabelText(/^Email/), 'juan@demo.invalid');
    await userEvent.type(screen.getByLabelText(/^Contact No\./), '0917 555 0101');
    await pick('Department', 'fin', 'Finance and Accounting');
    await pick('Job Title', 'cl', 'Accounting Clerk');
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'JDELAPAZ-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The password must not contain the username.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    // OTP on chooses email; SMS replaces it (one of the two).
    await userEvent.click(screen.getByRole('switch', { name: 'Require a one-time password at sign-in' }));
    expect(screen.getByRole('checkbox', { name: 'Email' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'SMS' }));
    expect(screen.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();

    await userEvent.clear(screen.getByLabelText(/^Password/, { selector: 'input' }));
    await userEvent.type(screen.getByLabelText(/^Password/, { selector: 'input' }), 'Kalamansi#Tree42');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Username already exists.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith('Are you sure?', 'Are you sure you want to add new user?', 'Yes');
    expect(screen.getByLabelText(/^First Name/)).toHaveValue('Juan');
    expect(bodies[0]).toEqual({
      username: 'jdelapaz',
      employee_no: 'EMP-0100',
      first_name: 'Juan',
      last_name: 'Dela Paz',
      email: 'juan@demo.invalid',
      contact_no: '0917 555 0101',
      department_id: 2,
      job_id: 8,
      is_otp: 1,
      otp_via: 'sms',
      password: 'Kalamansi#Tree42',
    });

    await userEvent.clear(screen.getByLabelText(/^Username/));
    await userEvent.type(screen.getByLabelText(/^Username/), 'jdelapaz2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User control screen', {}, SLOW)).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
  });
});

describe('Edit User', () => {
  it('loads the user with department and job, has no password field, and turning OTP off clears the channel', async () => {
    serveLookups();
    let body: Record<string, unknown> | undefined;
    mswServer.use(
      http.get(API('/user/2'), () => ok({ ...financeDetail, is_otp: true, otp_via: 'email' })),
      http.put(API('/user/2'), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return ok(financeDetail, { code: '00004' });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    renderWithProviders(<UserFormPage />, { route: '/edit/user/2', path: '/edit/user/:id', preloadedState: authed(userAdmin, ADMIN_SCOPES), routes: back });
    expect(await screen.findByDisplayValue('maria.santos@demo.invalid', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Department/)).toHaveValue('Finance and Accounting');
    expect(screen.queryByLabelText(/^Password/, { selector: 'input' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Require a one-time password at sign-in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User control screen', {}, SLOW)).toBeInTheDocument();
    expect(body).toMatchObject({ username: 'finance', department_id: 2, job_id: 2, is_otp: 0, otp_via: null });
    expect(body).not.toHaveProperty('password');
  });

  it('sends a chosen signature image on its own call after the form; a refused one says the user was saved and stays on the user', async () => {
    vi.stubGlobal('FormData', await nativeFormDataClass());
    serveLookups();
    const sent: Awaited<ReturnType<typeof formBody>>[] = [];
    let refuse = false;
    mswServer.use(
      http.get(API('/user/2'), () => ok({ ...financeDetail, signature_file_path: '/user/signature/2' })),
      http.get(API('/user/signature/2'), () => new HttpResponse(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), { headers: { 'content-type': 'image/png' } })),
      http.put(API('/user/2'), () => ok(financeDetail, { code: '00004' })),
      http.put(API('/user/2/signature'), async ({ request }) => {
        sent.push(await formBody(request));
        return refuse
          ? HttpResponse.json({ code: '00001', result: ['Signature must be a PNG, JPEG or WebP image.'], fields: { signature: ['Signature must be a PNG, JPEG or WebP image.'] } }, { status: 422 })
          : ok({ ...financeDetail, signature_file_path: '/user/signature/2' }, { code: '00004' });
      }),
    );
    vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    vi.spyOn(dialogs, 'showSuccess').mockResolvedValue();
    const oops = vi.spyOn(dialogs, 'showError').mockResolvedValue();
    const { router } = renderWithProviders(<UserFormPage />, { route: '/edit/user/2', path: '/edit/user/:id', preloadedState: authed(userAdmin, ADMIN_SCOPES), routes: back });
    // The current signature is shown.
    expect(await screen.findByRole('img', { name: 'Signature (optional)' }, SLOW)).toBeInTheDocument();
    const file = new NodeFile([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'maria.png', { type: 'image/png' }) as unknown as File;
    await userEvent.upload(screen.getByLabelText('Signature (optional)'), file);
    refuse = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(oops).toHaveBeenCalledWith('Oops...', 'The user was saved, but the signature was not. Signature must be a PNG, JPEG or WebP image.'));
    expect(router.state.location.pathname).toBe('/edit/user/2');
    expect(sent[0].files.signature[0].name).toBe('maria.png');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User control screen', {}, SLOW)).toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });

  it('an unknown user shows the server text with Retry', async () => {
    mswServer.use(http.get(API('/user/99'), () => HttpResponse.json({ code: '00002', result: 'User not found.' }, { status: 404 })));
    renderWithProviders(<UserFormPage />, { route: '/edit/user/99', path: '/edit/user/:id', preloadedState: authed(userAdmin, ADMIN_SCOPES) });
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent('User not found.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
