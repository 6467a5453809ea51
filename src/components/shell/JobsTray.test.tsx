import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BackgroundJob } from '../../../contract/backgroundJobs';
import JobsTray, { timeLeft } from './JobsTray';
import { browser, runExport } from '../export/runExport';
import * as dialogs from '../dialogs';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const job = (over: Partial<BackgroundJob>): BackgroundJob => ({
  job_id: 1,
  label: 'General Ledger',
  status: 'running',
  progress_done: 250_000,
  progress_total: 1_000_000,
  eta_seconds: 150,
  created_at: '2026-03-02T01:00:00.000Z',
  finished_at: null,
  error: null,
  file_name: null,
  ...over,
});

afterEach(() => vi.restoreAllMocks());

describe('background jobs tray', () => {
  it('is not in the header until there is background work', async () => {
    renderWithProviders(<JobsTray />, { preloadedState: authed(financeUser) });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /Background Jobs/ })).toBeNull();
  });

  it('shows running jobs with their progress and time to go, cancels one after asking, and downloads a ready one', async () => {
    const cancelled: string[] = [];
    let jobs = [job({}), job({ job_id: 2, label: 'Trial Balance', status: 'done', progress_done: 800, progress_total: 800, eta_seconds: null, file_name: 'trial_balance.xlsx', finished_at: '2026-03-02T01:05:00.000Z' })];
    mswServer.use(
      http.get(API('/jobs'), () => ok(jobs)),
      http.post(API('/jobs/:id/cancel'), ({ params }) => {
        cancelled.push(String(params.id));
        jobs = [{ ...jobs[0], status: 'cancelled', eta_seconds: null }, jobs[1]];
        return ok(jobs[0], { code: '00004' });
      }),
      http.post(API('/jobs/2/download'), () => ok('/api/downloads/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd')),
      http.get(API('/downloads/:token'), () => new HttpResponse(new Uint8Array([0x50, 0x4b]), { headers: { 'content-type': 'application/octet-stream', 'content-disposition': 'attachment; filename="trial_balance.xlsx"' } })),
    );
    const save = vi.spyOn(browser, 'save').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<JobsTray />, { preloadedState: authed(financeUser) });
    const toggle = await screen.findByRole('button', { name: 'Background Jobs 1 running' });
    await user.click(toggle);
    const tray = screen.getByRole('region', { name: 'Background jobs' });
    expect(within(tray).getByRole('progressbar', { name: 'General Ledger: 250,000 of 1,000,000 rows' })).toBeInTheDocument();
    expect(within(tray).getByText('250,000 of 1,000,000 rows · about 3 min left')).toBeInTheDocument();

    await user.click(within(tray).getByRole('button', { name: 'Download Trial Balance' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.any(Blob), 'trial_balance.xlsx'));

    const confirm = vi.spyOn(dialogs, 'confirmAction').mockResolvedValue(true);
    await user.click(within(tray).getByRole('button', { name: 'Cancel General Ledger' }));
    expect(confirm).toHaveBeenCalledWith('Cancel General Ledger?', expect.any(String), 'Yes, cancel it');
    await waitFor(() => expect(cancelled).toEqual(['1']));
    await waitFor(() => expect(screen.queryByTestId('jobs-running')).toBeNull());
  });

  it('says the time left in words a person reads', () => {
    expect(timeLeft(null)).toBe('');
    expect(timeLeft(0)).toBe('about 1 s left');
    expect(timeLeft(45)).toBe('about 45 s left');
    expect(timeLeft(61)).toBe('about 2 min left');
  });
});

describe('an export that runs long', () => {
  it('asks the server to answer at once, and tells where the job goes on when it answers 202', async () => {
    let prefer: string | null = null;
    mswServer.use(
      http.post(API('/ledger/general/export'), ({ request }) => {
        prefer = request.headers.get('prefer');
        return HttpResponse.json({ code: '00000', result: job({ job_id: 7, progress_done: 0, eta_seconds: null }) }, { status: 202 });
      }),
    );
    const started = vi.fn();
    window.addEventListener('erp:background-job', started);
    const showError = vi.fn();
    expect(await runExport('/ledger/general/export', { account_code: '1010' }, showError)).toBe(true);
    window.removeEventListener('erp:background-job', started);
    expect(prefer).toBe('respond-async');
    expect(showError).not.toHaveBeenCalled();
    expect(started).toHaveBeenCalledTimes(1);
  });
});
