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
 * another is ticked.
 */
export function useGridSelection<Row>(
  keyOf: (row: Row) => string,
  canChoose?: (row: Row, chosen: readonly Row[]) => boolean,
  { headerTick = true }: { headerTick?: boolean } = {},
) {
  const [chosen, setChosen] = useState<ReadonlyMap<string, Row>>(NONE);
  const clear = useCallback(() => setChosen(NONE), []);
  const rows = useMemo(() => [...chosen.values()], [chosen]);
  const selection = useMemo<GridSelection<Row>>(
    () => ({ chosen, keyOf, canChoose: canChoose && ((r: Row) => canChoose(r, rows)), headerTick, onChange: setChosen }),
    [chosen, rows, keyOf, canChoose, headerTick],
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
