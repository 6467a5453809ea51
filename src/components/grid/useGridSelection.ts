import { useCallback, useMemo, useState } from 'react';

/**
 * Rows a person ticks in a server-paged grid (a pick list: payables to schedule, drafts to submit). The choice is
 * kept here, by key, with each row as it was when ticked, so it holds across pages, sorts and searches; the grid
 * shows the ticks of the page it holds (ServerGrid's `selection`).
 */
export interface GridSelection<Row> {
  chosen: ReadonlyMap<string, Row>;
  /** A row's key: stable across reads (declare it at module level). */
  keyOf: (row: Row) => string;
  /** Rows that may not take part show a disabled tick (default: every row may). */
  canChoose?: (row: Row) => boolean;
  /** The header's tick for the whole page (default on; off where rows exclude each other, one payee per check). */
  headerTick?: boolean;
  onChange: (chosen: ReadonlyMap<string, Row>) => void;
}

const NONE: ReadonlyMap<string, never> = new Map<string, never>();

/**
 * `canChoose` sees the rows already chosen: rows that exclude each other (one payee per check) are refused once
 * another is ticked. `belongsTo` names what the choice is of (a tab, a zone): when it changes, nothing is chosen.
 */
export function useGridSelection<Row>(
  keyOf: (row: Row) => string,
  canChoose?: (row: Row, chosen: readonly Row[]) => boolean,
  { headerTick = true, belongsTo = '' }: { headerTick?: boolean; belongsTo?: string } = {},
) {
  const [held, setHeld] = useState<{ of: string; chosen: ReadonlyMap<string, Row> }>({ of: belongsTo, chosen: NONE });
  // A choice made for something else is dropped as the render sees the change (React's state adjusted while
  // rendering: no render shows the old ticks, and coming back to it starts afresh).
  if (held.of !== belongsTo) setHeld({ of: belongsTo, chosen: NONE });
  const chosen = held.of === belongsTo ? held.chosen : NONE;
  const setChosen = useCallback((next: ReadonlyMap<string, Row>) => setHeld({ of: belongsTo, chosen: next }), [belongsTo]);
  const clear = useCallback(() => setChosen(NONE), [setChosen]);
  const rows = useMemo(() => [...chosen.values()], [chosen]);
  const selection = useMemo<GridSelection<Row>>(
    () => ({ chosen, keyOf, canChoose: canChoose && ((r: Row) => canChoose(r, rows)), headerTick, onChange: setChosen }),
    [chosen, rows, keyOf, canChoose, headerTick, setChosen],
  );
  return { selection, rows, clear };
}

/** The choice after the person changed the ticks of one page: the other pages' ticks kept, this page's replaced. */
export function choiceAfterPageChange<Row>(before: ReadonlyMap<string, Row>, pageRows: readonly Row[], tickedOnPage: readonly Row[], keyOf: (row: Row) => string): Map<string, Row> {
  const next = new Map(before);
  for (const r of pageRows) next.delete(keyOf(r));
  for (const r of tickedOnPage) next.set(keyOf(r), r);
  return next;
}
