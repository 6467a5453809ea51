import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ToastContainer } from 'react-toastify';
import OtpDialog from './OtpDialog';
import { renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const channels = () => ok({ channels: [{ via: 'sms', destination: '+63 9** *** 4567' }, { via: 'email', destination: 'p***@demo.invalid' }] });

function setup() {
  const sent: unknown[] = [];
  mswServer.use(
    http.post(API('/get-user-otp-via'), channels),
    http.post(API('/resend-otp'), async ({ request }) => {
      sent.push(await request.json());
      return ok('sent');
    }),
  );
  const utils = renderWithProviders(
    <>
      <OtpDialog username="otpuser" password="Demo@12345" onClose={() => {}} />
      <ToastContainer />
    </>,
    { route: '/', routes: [{ path: '/dashboard', element: <div>Dashboard screen</div> }] },
  );
  return { ...utils, sent };
}

afterEach(() => vi.useRealTimers());

describe('one-time password dialog', () => {
  it('asks the channel first, sends the code there, and keeps Verify disabled while empty', async () => {
    const { sent } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /Send by email/ }));
    expect(sent).toEqual([{ username: 'otpuser', password: 'Demo@12345', otp: '', via: 'email' }]);
    expect(await screen.findByText('Your code was successfully sent to you via email')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('One-time code'), '12ab34');
    expect(screen.getByLabelText('One-time code')).toHaveValue('1234');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('shows "Invalid OTP." on a wrong code and signs in on the right one', async () => {
    mswServer.use(
      http.post(API('/verify-otp'), async ({ request }) => {
        const { otp } = (await request.json()) as { otp: string };
        return otp === '654321' ? ok({ user: financeUser, token: 'tok-otp' }) : fail('00010', 'Invalid OTP.');
      }),
    );
    const { store } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /Send by sms/ }));
    const input = screen.getByLabelText('One-time code');
    await userEvent.type(input, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Invalid OTP.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard screen')).toBeInTheDocument();
    expect(store.getState().auth.accessToken).toBe('tok-otp');
  });

  it.each([
    ['email', 120],
    ['sms', 300],
  ] as const)('lets the user resend by %s only after %i seconds', async (via, seconds) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sent } = setup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: new RegExp(`Send by ${via}`) }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(screen.getByRole('button', { name: /Resend in/ })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime((seconds - 2) * 1000));
    expect(screen.getByRole('button', { name: /Resend in 0:0[12]/ })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(3000));
    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeEnabled();
    await user.click(resend);
    await waitFor(() => expect(sent).toHaveLength(2));
  });
});
