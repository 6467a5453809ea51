import type { ColumnState } from 'ag-grid-community';

/** Column order, width and visibility, remembered per user and screen in this browser. */
const keyOf = (userId: number | string | undefined, screen: string) => `erp.grid.${userId ?? 'anon'}.${screen}`;

export function loadColumnState(userId: number | string | undefined, screen: string): ColumnState[] | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, screen));
    return raw ? (JSON.parse(raw) as ColumnState[]) : null;
  } catch {
    return null;
  }
}

export function saveColumnState(userId: number | string | undefined, screen: string, state: ColumnState[]): void {
  // Sort is the server's and lives in the URL; keep only layout.
  const layout = state.map(({ colId, width, hide, pinned, flex }) => ({ colId, width, hide, pinned, flex }));
  localStorage.setItem(keyOf(userId, screen), JSON.stringify(layout));
}

export function clearColumnState(userId: number | string | undefined, screen: string): void {
  localStorage.removeItem(keyOf(userId, screen));
}
