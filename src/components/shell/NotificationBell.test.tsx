import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import NotificationBell, { formatNotificationTime } from './NotificationBell';
import { authed, renderWithProviders } from '../../../tests/render';
import { mswServer } from '../../../tests/msw/server';
import { API, ok } from '../../../tests/msw/envelope';
import { financeUser } from '../../../tests/msw/fixtures';

const TOTAL = 25;
const all = Array.from({ length: TOTAL }, (_, i) => ({
  id: i + 1,
  description: `Notice ${i + 1}`,
  created_at: new Date(Date.UTC(2026, 0, 1 + i, 1)).toISOString(),
}));

function serve(total: number, log: URLSearchParams[]) {
  mswServer.use(
    http.get(API('/notification/:employee'), ({ request }) => {
      const q = new URL(request.url).searchParams;
      log.push(q);
      const page = Number(q.get('page'));
      const size = Number(q.get('page_size'));
      return ok(all.slice(0, total).slice(page * size, page * size + size), { total_rows: total });
    }),
  );
}

function scrollToBottom(el: HTMLElement) {
  Object.defineProperty(el, 'scrollHeight', { configurable: true, value: 1000 });
  Object.defineProperty(el, 'clientHeight', { configurable: true, value: 400 });
  Object.defineProperty(el, 'scrollTop', { configurable: true, value: 600 });
  fireEvent.scroll(el);
}

describe('notification bell', () => {
  it('shows the total as a badge and lists pages of 10, oldest first, appending on scroll', async () => {
    const log: URLSearchParams[] = [];
    serve(TOTAL, log);
    renderWithProviders(<NotificationBell />, { route: '/dashboard', preloadedState: authed(financeUser) });
    expect(await screen.findByTestId('notification-count', {}, { timeout: 30_000 })).toHaveTextContent('25');
    expect(Object.fromEntries(log[0])).toEqual({ page: '0', page_size: '10', order_by: 'created_at', direction: 'asc' });

    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const list = screen.getByRole('region', { name: 'Notification list' });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Notice 1');

    // Not at the bottom yet: nothing is asked for.
    Object.defineProperty(list, 'scrollHeight', { configurable: true, value: 1000 });
    Object.defineProperty(list, 'clientHeight', { configurable: true, value: 400 });
    Object.defineProperty(list, 'scrollTop', { configurable: true, value: 500 });
    fireEvent.scroll(list);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    scrollToBottom(list);
    // The 1-second pause before the load shows a spinner.
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20), { timeout: 30_000 });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(log[1].get('page')).toBe('1');
    scrollToBottom(list);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(25), { timeout: 30_000 });
    expect(screen.getAllByRole('listitem')[24]).toHaveTextContent('Notice 25');

    // Everything is loaded: scrolling again asks for nothing more.
    scrollToBottom(list);
    await new Promise((r) => setTimeout(r, 1200));
    expect(log).toHaveLength(3);
  });

  it('shows each description and its time in Manila', async () => {
    mswServer.use(
      http.get(API('/notification/:employee'), () =>
        ok([{ id: 7, description: '<b>SO-1</b> approved', created_at: '2026-11-22T07:14:00Z' }], { total_rows: 1 }),
      ),
    );
    renderWithProviders(<NotificationBell />, { route: '/dashboard', preloadedState: authed(financeUser) });
    expect(await screen.findByTestId('notification-count', {}, { timeout: 30_000 })).toHaveTextContent('1');
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    const item = screen.getByRole('listitem');
    // Server text is shown as text, never as markup.
    expect(item).toHaveTextContent('<b>SO-1</b> approved');
    expect(item.querySelector('b')).toBeNull();
    expect(item).toHaveTextContent('Nov 22, 2026 3:14 PM');
  });

  it('formats times in Manila whatever the hour, and keeps unparseable text', () => {
    expect(formatNotificationTime('2026-11-22T07:14:00Z')).toBe('Nov 22, 2026 3:14 PM');
    // 16:30 UTC is already the next morning in Manila.
    expect(formatNotificationTime('2026-12-31T16:30:00Z')).toBe('Jan 1, 2027 12:30 AM');
    expect(formatNotificationTime('soon')).toBe('soon');
  });

  it('closes the list on Escape and on a click elsewhere', async () => {
    serve(3, []);
    renderWithProviders(<NotificationBell />, { route: '/dashboard', preloadedState: authed(financeUser) });
    expect(await screen.findByTestId('notification-count', {}, { timeout: 30_000 })).toHaveTextContent('3');
    const bell = screen.getByRole('button', { name: /^Notifications/ });
    await userEvent.click(bell);
    expect(screen.getByRole('region', { name: 'Notification list' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notification list' })).not.toBeInTheDocument();
    await userEvent.click(bell);
    await userEvent.click(screen.getByRole('region', { name: 'Notification list' }));
    expect(screen.getByRole('region', { name: 'Notification list' })).toBeInTheDocument();
    await userEvent.click(document.body);
    expect(screen.queryByRole('region', { name: 'Notification list' })).not.toBeInTheDocument();
  });

  it('asks for the signed-in employee and waits a second before the first load', async () => {
    const seen: string[] = [];
    mswServer.use(
      http.get(API('/notification/:employee'), ({ params }) => {
        seen.push(String(params.employee));
        return ok([], { total_rows: 3 });
      }),
    );
    renderWithProviders(<NotificationBell />, { route: '/dashboard', preloadedState: authed(financeUser) });
    await new Promise((r) => setTimeout(r, 600));
    expect(seen).toEqual([]);
    await waitFor(() => expect(seen).toEqual(['EMP-0002']), { timeout: 30_000 });
  });

  it('says "No Notification" when there are none', async () => {
    serve(0, []);
    renderWithProviders(<NotificationBell />, { route: '/dashboard', preloadedState: authed(financeUser) });
    await userEvent.click(screen.getByRole('button', { name: /^Notifications/ }));
    expect(await screen.findByText('No Notification', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });
});
