import { useEffect } from 'react';

/** The inbox's single-key shortcuts: j/k move, Enter opens, a approves, d declines, x selects, / searches. */
export interface InboxKeys {
  next: () => void;
  previous: () => void;
  open: () => void;
  approve: () => void;
  decline: () => void;
  toggle: () => void;
  search: () => void;
}

/** Typing in a field, or a dialog on top, owns the keyboard: the shortcuts are off then. */
function typingOrDialog(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (document.querySelector('[role="dialog"], .swal2-container')) return true;
  if (!el || !el.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

export function useInboxKeys(keys: InboxKeys, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || typingOrDialog(e.target)) return;
      const act = { j: keys.next, k: keys.previous, a: keys.approve, d: keys.decline, x: keys.toggle, '/': keys.search }[e.key];
      // Enter on a button or link keeps its own meaning.
      const enter = e.key === 'Enter' && !['BUTTON', 'A'].includes((e.target as HTMLElement | null)?.tagName ?? '');
      if (!act && !enter) return;
      e.preventDefault();
      (act ?? keys.open)();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [keys, enabled]);
}
