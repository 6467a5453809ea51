import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { toast, ToastContainer } from 'react-toastify';
import { PLEASE_WAIT, PLEASE_WAIT_SAVING, withProgress } from './progressToast';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => vi.restoreAllMocks());

// jsdom runs no CSS animations, so a dismissed toast never leaves the DOM: watch the dismissal itself.
function watchToasts() {
  const loading = vi.spyOn(toast, 'loading');
  const dismiss = vi.spyOn(toast, 'dismiss');
  return { dismissed: () => dismiss.mock.calls.some(([id]) => id !== undefined && id === loading.mock.results[0]?.value), loading };
}

describe('withProgress', () => {
  it('has the spec texts', () => {
    expect(PLEASE_WAIT).toBe('Please wait ...');
    expect(PLEASE_WAIT_SAVING).toBe('Please wait saving ...');
  });

  it('shows the toast while the work runs, dismisses it when it settles and passes the result on', async () => {
    const t = watchToasts();
    render(<ToastContainer />);
    const work = deferred<number>();
    const result = withProgress(PLEASE_WAIT_SAVING, work.promise);
    expect(await screen.findByText('Please wait saving ...')).toBeInTheDocument();
    // No auto close (spec 001 §8).
    expect(t.loading).toHaveBeenCalledWith('Please wait saving ...', expect.objectContaining({ autoClose: false }));
    expect(t.dismissed()).toBe(false);
    work.resolve(42);
    await expect(result).resolves.toBe(42);
    expect(t.dismissed()).toBe(true);
  });

  it('dismisses the toast on failure too and passes the error on; also takes a function', async () => {
    const t = watchToasts();
    render(<ToastContainer />);
    const work = deferred<number>();
    const result = withProgress(PLEASE_WAIT, () => work.promise);
    expect(await screen.findByText('Please wait ...')).toBeInTheDocument();
    work.reject(new Error('refused'));
    await expect(result).rejects.toThrow('refused');
    expect(t.dismissed()).toBe(true);
  });
});
