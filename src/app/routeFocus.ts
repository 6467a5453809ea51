/** How long after a navigation the screen's heading is still waited for (lazy chunk, then its data). */
export const HEADING_WAIT_MS = 10_000;

const LOADING = '[data-route-fallback]';

/**
 * After a client-side navigation: focus the new screen's heading (the first
 * h1 in main, made focusable with tabindex -1), or main itself when the screen
 * has none, so keyboard and screen-reader users start at the new content.
 *
 * Waits while the lazy screen is loading; when the screen shows up without a
 * heading, main gets focus and a heading that arrives later (with the data)
 * takes it over while focus is still on main. Leaves focus alone when the new
 * screen (or a control inside main that stayed, e.g. a tab) already has it, and
 * stops as soon as anything else gets focus. Public screens have no main: their
 * first h1 is used. Returns a function that stops waiting.
 */
export function focusScreenHeading(doc: Document = document): () => void {
  let stopped = false;
  let onMain = false;
  let ours: Element | null = null;

  const focus = (el: HTMLElement) => {
    ours = el;
    el.focus();
  };

  const attempt = () => {
    if (stopped) return;
    const main = doc.querySelector<HTMLElement>('main');
    const active = doc.activeElement;
    if (onMain) {
      if (active !== main) return stop();
    } else if (active && active !== doc.body && active !== main && (!main || main.contains(active))) {
      // The screen focused something itself (autofocus), or the control the user used is still there.
      return stop();
    }
    const heading = (main ?? doc).querySelector<HTMLElement>('h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      focus(heading);
      return stop();
    }
    if (doc.querySelector(LOADING)) return;
    if (!main) return stop();
    if (!onMain) {
      onMain = true;
      focus(main);
    }
  };

  const observer = new MutationObserver(attempt);
  // Something else took focus (the user, a dialog): stop moving it.
  const onFocusIn = (e: FocusEvent) => {
    if (e.target !== ours) stop();
  };
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);

  function stop() {
    stopped = true;
    observer.disconnect();
    doc.removeEventListener('focusin', onFocusIn, true);
    clearTimeout(timer);
  }

  observer.observe(doc.body, { childList: true, subtree: true });
  doc.addEventListener('focusin', onFocusIn, true);
  attempt();
  return stop;
}
