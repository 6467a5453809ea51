import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { config } from '../../lib/config';
import ProductionGate from './ProductionGate';
import RetiredHostNotice, { redirect } from './RetiredHostNotice';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  config.productionGate = false;
  config.retiredHosts = [];
  config.newHostUrl = '';
});

describe('production gate', () => {
  it('makes no call and shows only the app when the gate is off', async () => {
    const spy = vi.fn();
    mswServer.use(http.get(API('/gate/status'), () => (spy(), ok({ required: true }))));
    render(<ProductionGate>app</ProductionGate>);
    expect(screen.getByText('app')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks for credentials, says "Incorrect Credentials." on a wrong entry and closes on success', async () => {
    config.productionGate = true;
    mswServer.use(
      http.get(API('/gate/status'), () => ok({ required: true })),
      http.post(API('/gate/verify'), async ({ request }) => {
        const b = (await request.json()) as { password: string };
        return b.password === 'right' ? ok(null) : fail('00010', 'Incorrect Credentials.');
      }),
    );
    render(<ProductionGate>app</ProductionGate>);
    expect(await screen.findByRole('dialog', { name: 'Authentication Required' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'gatekeeper');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Incorrect Credentials.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('gatekeeper');
    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('retired host notice', () => {
  it('counts down from 5 and redirects to the new host', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const go = vi.spyOn(redirect, 'go').mockImplementation(() => {});
    config.retiredHosts = [window.location.hostname];
    config.newHostUrl = 'https://erp.example.invalid';
    render(<RetiredHostNotice>app</RetiredHostNotice>);
    expect(screen.getByText('The ERP has moved')).toBeInTheDocument();
    expect(screen.queryByText('app')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.getByText(/redirected in 2 seconds/)).toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(2200));
    expect(go).toHaveBeenCalledWith('https://erp.example.invalid/');
  });

  it('renders the app on any other host', () => {
    render(<RetiredHostNotice>app</RetiredHostNotice>);
    expect(screen.getByText('app')).toBeInTheDocument();
  });
});
