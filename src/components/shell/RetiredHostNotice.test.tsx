import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { config } from '../../lib/config';
import RetiredHostNotice, { newAddressFor, redirect } from './RetiredHostNotice';

vi.mock('../../lib/config', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/config')>();
  return { config: { ...actual.config, retiredHosts: [] as string[], newHostUrl: '' } };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  config.retiredHosts = [];
  config.newHostUrl = '';
  window.history.replaceState(null, '', '/');
});

describe('retired host notice', () => {
  it('counts down from 5 and then sends the browser to the new host, same path', async () => {
    vi.useFakeTimers();
    const go = vi.spyOn(redirect, 'go').mockImplementation(() => {});
    config.retiredHosts = ['old.example.invalid', window.location.hostname];
    config.newHostUrl = 'https://erp.example.invalid';
    window.history.replaceState(null, '', '/ledgers/sales?tab=2#top');
    render(<RetiredHostNotice>app</RetiredHostNotice>);
    expect(screen.getByText('The ERP has moved')).toBeInTheDocument();
    expect(screen.getByText('https://erp.example.invalid')).toBeInTheDocument();
    expect(screen.getByText(/redirected in 5 seconds/)).toBeInTheDocument();
    expect(screen.queryByText('app')).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText(/redirected in 4 seconds/)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByText(/redirected in 2 seconds/)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1900));
    expect(go).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(200));
    expect(go).toHaveBeenCalledTimes(1);
    expect(go).toHaveBeenCalledWith('https://erp.example.invalid/ledgers/sales?tab=2#top');
    await act(async () => vi.advanceTimersByTime(5000));
    expect(go).toHaveBeenCalledTimes(1);
  });

  it('renders the app and never redirects on any other host', async () => {
    vi.useFakeTimers();
    const go = vi.spyOn(redirect, 'go').mockImplementation(() => {});
    config.retiredHosts = ['old.example.invalid'];
    config.newHostUrl = 'https://erp.example.invalid';
    render(<RetiredHostNotice>app</RetiredHostNotice>);
    expect(screen.getByText('app')).toBeInTheDocument();
    expect(screen.queryByText('The ERP has moved')).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(go).not.toHaveBeenCalled();
  });

  it('joins the new host and the current address without a double slash', () => {
    expect(newAddressFor('https://erp.example.invalid/', { pathname: '/dashboard', search: '', hash: '' })).toBe('https://erp.example.invalid/dashboard');
    expect(newAddressFor('https://erp.example.invalid', { pathname: '/', search: '?a=1', hash: '#x' })).toBe('https://erp.example.invalid/?a=1#x');
  });

  it('shows the notice but does not loop on itself when no new host is configured', async () => {
    vi.useFakeTimers();
    const go = vi.spyOn(redirect, 'go').mockImplementation(() => {});
    config.retiredHosts = [window.location.hostname];
    render(<RetiredHostNotice>app</RetiredHostNotice>);
    expect(screen.getByText('The ERP has moved')).toBeInTheDocument();
    expect(screen.queryByText(/redirected in/)).not.toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(go).not.toHaveBeenCalled();
  });
});
