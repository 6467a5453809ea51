import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, fail, ok } from '../../../tests/msw/envelope';
import { config } from '../../lib/config';
import ProductionGate from './ProductionGate';

// The gate is a build-time switch: the mocked config object is shared by the
// component and the API client, so each test flips it.
vi.mock('../../lib/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/config')>();
  return { config: { ...actual.config, productionGate: false } };
});

afterEach(() => {
  config.productionGate = false;
});

// The gate's status is read through the API cache: the app's store is around it (App.tsx).
const renderGate = () => renderWithProviders(<ProductionGate>app</ProductionGate>);

function serveGate(required: boolean, calls: { status: number; verify: unknown[] }) {
  mswServer.use(
    http.get(API('/gate/status'), () => {
      calls.status += 1;
      return ok({ required });
    }),
    http.post(API('/gate/verify'), async ({ request }) => {
      const body = (await request.json()) as { username: string; password: string };
      calls.verify.push(body);
      if (body.password === 'locked') return fail('00009', 'Too many attempts. Try again in 5 minutes.', 429);
      return body.username === 'gatekeeper' && body.password === 'right' ? ok('Access granted.') : fail('00010', 'Incorrect Credentials.');
    }),
  );
}

describe('production gate', () => {
  it('renders only the app and makes no call when the gate is off', async () => {
    const calls = { status: 0, verify: [] };
    serveGate(true, calls);
    renderGate();
    expect(screen.getByText('app')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.status).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no modal when the server says the gate cookie is already set', async () => {
    config.productionGate = true;
    const calls = { status: 0, verify: [] };
    serveGate(false, calls);
    renderGate();
    await waitFor(() => expect(calls.status).toBe(1), { timeout: 30_000 });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it('asks for credentials, says "Incorrect Credentials." on a wrong entry and closes on success', async () => {
    config.productionGate = true;
    const calls = { status: 0, verify: [] as unknown[] };
    serveGate(true, calls);
    renderGate();
    expect(await screen.findByRole('dialog', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('app')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Username'), 'gatekeeper');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Incorrect Credentials.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('gatekeeper');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Password'), 'right');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.verify).toEqual([
      { username: 'gatekeeper', password: 'wrong' },
      { username: 'gatekeeper', password: 'right' },
    ]);
    expect(screen.getByText('app')).toBeInTheDocument();
  });

  it("shows the server's words for other failures (too many attempts)", async () => {
    config.productionGate = true;
    serveGate(true, { status: 0, verify: [] });
    renderGate();
    await userEvent.type(await screen.findByLabelText('Username'), 'gatekeeper');
    await userEvent.type(screen.getByLabelText('Password'), 'locked');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many attempts. Try again in 5 minutes.')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect Credentials.')).not.toBeInTheDocument();
  });
});
