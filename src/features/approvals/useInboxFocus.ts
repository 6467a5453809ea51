import { useEffect, useRef, useState } from 'react';

/**
 * Where the inbox's keyboard is: the active row, moved with the focus. The
 * list's first showing focuses its first item (from the heading the route
 * gave the focus to); after a decision (`after(at)`) the row that takes the
 * decided one's place is focused once the list is fetched again, or the
 * heading when nothing is left.
 */
export function useInboxFocus(count: number, fetching: boolean) {
  const [active, setActive] = useState(0);
  const rows = useRef<(HTMLTableRowElement | null)[]>([]);
  const focusNext = useRef<number | null>(null);
  const firstShown = useRef(false);

  const move = (to: number) => {
    const n = Math.max(0, Math.min(count - 1, to));
    setActive(n);
    rows.current[n]?.focus();
  };
  useEffect(() => {
    if (firstShown.current || !count) return;
    firstShown.current = true;
    const at = document.activeElement;
    if (!at || at === document.body || at.id === 'inbox-heading' || at.id === 'main') move(0);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count]);
  useEffect(() => {
    if (focusNext.current === null || fetching) return;
    const n = Math.min(focusNext.current, count - 1);
    focusNext.current = null;
    if (n >= 0) move(n);
    else document.getElementById('inbox-heading')?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count, fetching]);

  return { active, setActive, rows, move, after: (at: number) => (focusNext.current = at) };
}

/** The items chosen for a bulk approval, by key. */
export function useSelection() {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const toggle = (key: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  return { selected, toggle, clear: () => setSelected(new Set()) };
}
