import { useCallback, useEffect, useRef, useState } from 'react';
import { listNotificationsEp, NOTIFICATION_PAGE_SIZE, type Notification } from '../../../contract/notifications';
import { callEndpoint } from '../../api/endpoints';

/** Spec 000 §9: a 1-second pause before each load. */
export const NOTIFICATION_LOAD_DELAY_MS = 1000;

/** Pages of 10 notifications, oldest first, appended as the user scrolls (spec 000 §2.7, §9). */
export function useNotifications(employeeNo: string | undefined) {
  const [items, setItems] = useState<Notification[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const nextPage = useRef(0);
  const inFlight = useRef(false);
  /** Bumped when the user changes or the hook unmounts: older answers are dropped. */
  const generation = useRef(0);

  const loadMore = useCallback(async () => {
    if (!employeeNo || inFlight.current) return;
    const gen = generation.current;
    inFlight.current = true;
    setLoading(true);
    try {
      await new Promise((r) => setTimeout(r, NOTIFICATION_LOAD_DELAY_MS));
      if (gen !== generation.current) return;
      // Pages accumulate as the user scrolls (not a cached page of a grid): a plain call of the declared endpoint.
      const res = await callEndpoint(listNotificationsEp, {
        params: { employee_no: employeeNo },
        query: { page: nextPage.current, page_size: NOTIFICATION_PAGE_SIZE, order_by: 'created_at', direction: 'asc' },
      });
      if (gen !== generation.current) return;
      const page = Array.isArray(res.result) ? res.result : [];
      nextPage.current += 1;
      setItems((prev) => [...prev, ...page]);
      setTotal(res.total_rows ?? 0);
      // An empty page means the server has nothing more, whatever the count said.
      if (page.length === 0) setExhausted(true);
    } catch {
      // The bell is secondary: a failed load leaves the list as it was.
    } finally {
      if (gen === generation.current) {
        inFlight.current = false;
        setLoading(false);
      }
    }
  }, [employeeNo]);

  useEffect(() => {
    const gen = generation.current;
    void loadMore();
    return () => {
      // Forget this user's pages; StrictMode's second run starts again from page 0.
      if (generation.current === gen) generation.current += 1;
      inFlight.current = false;
      nextPage.current = 0;
      setItems([]);
      setTotal(0);
      setLoading(false);
      setExhausted(false);
    };
  }, [loadMore]);

  return { items, total, loading, hasMore: !exhausted && items.length < total, loadMore };
}
