import type { ReactElement } from 'react';
import { expect, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { ToastContainer } from 'react-toastify';

/*
 * Helpers for component tests of report screens (filters, lazy date
 * pickers, toasts, the grid), for every feature.
 */

/** The screen with the toast container the app shell would give it. */
export const withToasts = (ui: ReactElement) => (
  <>
    {ui}
    <ToastContainer />
  </>
);

/** Freezes "today" (Asia/Manila 2025-06-15) without faking timers. */
export function freezeToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2025-06-15T04:00:00Z'));
}

/** A date field once its lazily loaded picker is in place. */
export async function dateInput(label: RegExp | string, within: { getByLabelText: (l: RegExp | string) => HTMLElement } = screen): Promise<HTMLInputElement> {
  // The date picker is lazy: its first load in a worker transforms react-datepicker, which took over 8 s
  // with two workers on two cores. The bound only stops a hang.
  await waitFor(() => expect(within.getByLabelText(label)).not.toHaveAttribute('data-loading'), SLOW);
  return within.getByLabelText(label) as HTMLInputElement;
}

/** Wait options for the first grid or date picker of a cold test run (AG Grid and react-datepicker load on first use). */
export const SLOW = { timeout: 30000 };
