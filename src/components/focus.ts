/*
 * Small focus helpers shared by the dialogs and the route focus handling.
 */

const TABBABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable=""]',
  '[contenteditable="true"]',
  '[tabindex]',
].join(',');

/** The elements Tab reaches inside `root`, in document order (hidden ones left out where the browser can tell). */
export function tabbables(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden], [inert]') && (typeof el.checkVisibility === 'function' ? el.checkVisibility() : true),
  );
}

/**
 * Keeps Tab and Shift+Tab inside `container`: past the last element focus goes
 * to the first and back. Returns true when it moved focus (the key is then
 * consumed).
 */
export function cycleTab(e: KeyboardEvent, container: HTMLElement): boolean {
  if (e.key !== 'Tab' || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return false;
  const items = tabbables(container);
  const active = document.activeElement;
  const inside = active instanceof Node && container.contains(active);
  if (items.length === 0) {
    e.preventDefault();
    container.focus();
    return true;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (e.shiftKey && (!inside || active === first || active === container)) {
    e.preventDefault();
    last.focus();
    return true;
  }
  if (!e.shiftKey && (!inside || active === last)) {
    e.preventDefault();
    first.focus();
    return true;
  }
  return false;
}

/** True when `dialog` is the last open modal dialog in the page (a later one, e.g. a confirmation, sits above it). */
export function isTopModal(dialog: Element): boolean {
  const open = document.querySelectorAll('[aria-modal="true"]');
  return open.length > 0 && open[open.length - 1] === dialog;
}

/** The dialog element (react-bootstrap's `.modal`, role dialog) around an element inside it. */
export function dialogOf(el: Element | null): HTMLElement | null {
  return el?.closest<HTMLElement>('[role="dialog"]') ?? null;
}
