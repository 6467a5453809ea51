import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';

const FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]):not(:disabled), select:not(:disabled)';

/** The fields in the order a person reads them (a selector list's matches are not in document order everywhere). */
const fieldsOf = (body: HTMLElement) =>
  [...body.querySelectorAll<HTMLElement>(FIELDS)].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

/**
 * Keyboard entry for a table of lines (every line editor but the vouchers', which have their own rules for amounts,
 * VoucherLinesTable): Enter in a field goes to the next field of the lines, left to right and down; Enter in the last
 * field of the last line opens a new line (`addLine`) and goes to its first field. Enter never submits the form the
 * table is in, and Shift/Ctrl/Alt+Enter are left to the screen. Put `ref` and `onKeyDown` on the table's `tbody`.
 */
export function useLineKeys(addLine?: () => void) {
  const ref = useRef<HTMLTableSectionElement>(null);
  // The new line is drawn on the next render: its first field takes the focus then.
  const opened = useRef(false);
  useLayoutEffect(() => {
    if (!opened.current || !ref.current) return;
    opened.current = false;
    const lastLine = ref.current.querySelector<HTMLElement>('tr:last-child');
    if (lastLine) fieldsOf(lastLine)[0]?.focus();
  });

  function onKeyDown(e: KeyboardEvent<HTMLTableSectionElement>) {
    if (e.key !== 'Enter' || e.shiftKey || e.ctrlKey || e.metaKey || e.altKey || e.nativeEvent.isComposing) return;
    const fields = fieldsOf(e.currentTarget);
    const at = fields.indexOf(e.target as HTMLElement);
    if (at < 0) return;
    e.preventDefault();
    const next = fields[at + 1];
    if (next) next.focus();
    else if (addLine) {
      opened.current = true;
      addLine();
    }
  }

  return { ref, onKeyDown };
}
