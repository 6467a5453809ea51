import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import ResetPasswordPage from './ResetPasswordPage';
import ChangePasswordPage from './ChangePasswordPage';
import UnauthenticatedPage from './UnauthenticatedPage';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, invalid, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';
import { showError, showSuccess } from '../../components/dialogs';

vi.mock('../../components/dialogs', () => ({ showError: vi.fn(async () => {}), showSuccess: vi.fn(async () => {}) }));
beforeEach(() => vi.clearAllMocks());

const resetUrl = '/reset-password?token=tok123&email=maria.santos%40demo.invalid';
const home = [{ path: '/', element: <div>Sign-in screen</div> }];

describe('reset password', () => {
  it('says "Password doesn\'t match!" without calling the server', async () => {
    const spy = vi.fn();
    mswServer.use(http.post(API('/forgot-password/reset'), () => (spy(), ok(['success', 'ok']))));
    renderWithProviders(<ResetPasswordPage />, { route: resetUrl, path: '/reset-password', routes: home });
    await userEvent.type(screen.getByLabelText('New Password'), 'NewPass@123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPass@124');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText("Password doesn't match!")).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends token and email, and returns to the root route on success', async () => {
    let body: unknown;
    mswServer.use(
      http.post(API('/forgot-password/reset'), async ({ request }) => {
        body = await request.json();
        return ok(['success', 'Your password has been reset.']);
      }),
    );
    renderWithProviders(<ResetPasswordPage />, { route: resetUrl, path: '/reset-password', routes: home });
    await userEvent.type(screen.getByLabelText('New Password'), 'NewPass@123');
    await userEvent.click(screen.getByRole('button', { name: 'Show New Password' }));
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'text');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPass@123');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(body).toEqual({ password: 'NewPass@123', password2: 'NewPass@123', token: 'tok123', email: 'maria.santos@demo.invalid' });
    expect(showSuccess).toHaveBeenCalledWith('Success', 'Your password has been reset.');
  });

  it('shows the "Oops..." dialog with the email error and keeps what was typed', async () => {
    mswServer.use(http.post(API('/forgot-password/reset'), () => fail('00008', { email: 'This password reset token is invalid.' })));
    renderWithProviders(<ResetPasswordPage />, { route: resetUrl, path: '/reset-password', routes: home });
    await userEvent.type(screen.getByLabelText('New Password'), 'NewPass@123');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'NewPass@123');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(showError).toHaveBeenCalledWith('Oops...', 'This password reset token is invalid.'));
    expect(screen.getByLabelText('New Password')).toHaveValue('NewPass@123');
  });

  it('explains an incomplete link', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/reset-password', path: '/reset-password' });
    expect(screen.getByText('This reset link is incomplete. Ask for a new one.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/provide-email');
  });
});

describe('change password', () => {
  async function fill(current: string, next: string, confirm: string) {
    if (current) await userEvent.type(screen.getByLabelText('Current Password'), current);
    await userEvent.type(screen.getByLabelText('New Password'), next);
    await userEvent.type(screen.getByLabelText('Confirm New Password'), confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
  }

  it('checks the confirmation locally', async () => {
    renderWithProviders(<ChangePasswordPage />, { route: '/change-password', preloadedState: authed(financeUser) });
    await fill('Demo@12345', 'NewPass@123', 'Other@123');
    expect(screen.getByRole('alert')).toHaveTextContent("Password doesn't match!");
  });

  it('refuses a new password equal to the current one without calling the server', async () => {
    const spy = vi.fn();
    mswServer.use(http.put(API('/users/change-password'), () => (spy(), ok('Password successfully changed.'))));
    renderWithProviders(<ChangePasswordPage />, { route: '/change-password', preloadedState: authed(financeUser) });
    await fill('Demo@12345', 'Demo@12345', 'Demo@12345');
    expect(screen.getByRole('alert').textContent).toBe('Current Password cannot be the same as new password');
    expect(spy).not.toHaveBeenCalled();
  });

  describe('for another user (administrator, /user/:id/change-password)', () => {
    const adminRoute = { route: '/user/5/change-password', path: '/user/:id/change-password', preloadedState: authed(financeUser) };

    it('says "All fields are required!" when a field is empty, without calling the server', async () => {
      const spy = vi.fn();
      mswServer.use(http.put(API('/users/change-password'), () => (spy(), ok('Password successfully changed.'))));
      renderWithProviders(<ChangePasswordPage />, adminRoute);
      await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(screen.getByRole('alert').textContent).toBe('All fields are required!');
      await userEvent.type(screen.getByLabelText('New Password'), 'NewPass@123');
      await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
      expect(screen.getByRole('alert').textContent).toBe('All fields are required!');
      expect(spy).not.toHaveBeenCalled();
    });

    it('says "Password doesn\'t match!" when the two new passwords differ, without calling the server', async () => {
      const spy = vi.fn();
      mswServer.use(http.put(API('/users/change-password'), () => (spy(), ok('Password successfully changed.'))));
      renderWithProviders(<ChangePasswordPage />, adminRoute);
      await fill('Demo@12345', 'NewPass@123', 'NewPass@124');
      expect(screen.getByRole('alert').textContent).toBe("Password doesn't match!");
      expect(spy).not.toHaveBeenCalled();
    });
  });

  it('shows the server messages joined by line breaks and keeps the fields', async () => {
    mswServer.use(http.put(API('/users/change-password'), () => invalid(['The current password is incorrect.', 'Another rule.'])));
    renderWithProviders(<ChangePasswordPage />, { route: '/change-password', preloadedState: authed(financeUser) });
    await fill('Wrong@123', 'NewPass@123', 'NewPass@123');
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is incorrect. Another rule.');
    expect(screen.getByRole('alert').textContent).toBe('The current password is incorrect.\nAnother rule.');
    expect(screen.getByLabelText('New Password')).toHaveValue('NewPass@123');
  });

  it('sends the own user id and current password on success', async () => {
    let body: unknown;
    mswServer.use(
      http.put(API('/users/change-password'), async ({ request }) => {
        body = await request.json();
        return ok('Password successfully changed.');
      }),
    );
    renderWithProviders(<ChangePasswordPage />, { route: '/change-password', preloadedState: authed(financeUser) });
    await fill('Demo@12345', 'NewPass@123', 'NewPass@123');
    await waitFor(() => expect(showSuccess).toHaveBeenCalled());
    expect(body).toEqual({ user_id: 2, current_password: 'Demo@12345', new_password: 'NewPass@123', confirm_new_password: 'NewPass@123' });
  });

  it("asks all three fields when an administrator sets another user's password: the current one is their own (002 §5)", async () => {
    let body: unknown;
    mswServer.use(
      http.put(API('/users/change-password'), async ({ request }) => {
        body = await request.json();
        return ok('Password successfully changed.');
      }),
    );
    renderWithProviders(<ChangePasswordPage />, { route: '/user/5/change-password', path: '/user/:id/change-password', preloadedState: authed(financeUser) });
    expect(screen.getByLabelText('Current Password')).toHaveAccessibleDescription(/Your own password/);
    await fill('', 'NewPass@123', 'NewPass@123');
    expect(screen.getByRole('alert')).toHaveTextContent('All fields are required!');
    expect(body).toBeUndefined();
    await userEvent.type(screen.getByLabelText('Current Password'), 'Demo@12345');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() => expect(body).toEqual({ user_id: 5, current_password: 'Demo@12345', new_password: 'NewPass@123', confirm_new_password: 'NewPass@123' }));
  });
});

describe('unauthenticated landing', () => {
  it('signs out locally and goes to sign-in', async () => {
    const { store } = renderWithProviders(<UnauthenticatedPage />, { route: '/unauthenticated', preloadedState: authed(financeUser), routes: home });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByText('Sign-in screen')).toBeInTheDocument();
    expect(store.getState().auth.isAuthed).toBe(false);
  });
});
