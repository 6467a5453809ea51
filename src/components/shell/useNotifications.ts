import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_PAGE_SIZE, type Notification } from '../../../contract/notifications';
import { api } from '../../api/client';

/** Spec 000 §9: a 1-second pause before each load. */
export const NOTIFICATION_LOAD_DELAY_MS = 1000;

/** Pages of 10 notifications, oldest first, appended as the user scrolls. */
export function useNotifications(employeeNo: string | undefined) {
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const nextPage = useRef(0);
  const inFlight = useRef(false);

  const loadMore = useCallback(async () => {
    if (!employeeNo || inFlight.current) return;
    inFlight.current = true;
    setLoading(true);
    try {
      await new Promise((r) => setTimeout(r, NOTIFICATION_LOAD_DELAY_MS));
      const res = await api.get<Notification[]>(`/notification/${encodeURIComponent(employeeNo)}`, {
        page: nextPage.current,
        page_size: NOTIFICATION_PAGE_SIZE,
        order_by: 'created_at',
        direction: 'asc',
      });
      nextPage.current += 1;
      setItems((prev) => [...prev, ...res.result]);
      setTotal(res.total_rows ?? 0);
    } catch {
      // The bell is secondary: a failed load leaves the list as it was.
    } finally {
      inFlight.current = false;
      setLoading(false);
    }
  }, [employeeNo]);

  useEffect(() => {
    void loadMore();
  }, [loadMore]);

  return { items, total, loading, hasMore: items.length < total, loadMore };
}
