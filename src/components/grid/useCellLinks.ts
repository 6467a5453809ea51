import { useCallback, useMemo, type MouseEvent } from 'react';
import type { CellKeyDownEvent } from 'ag-grid-community';
import { resolvePath, useLocation, useNavigate } from 'react-router-dom';
import { ROUTER_LINK_ATTRIBUTE, type GridLinkContext, type KitColumnContext } from './columnDefs';

/**
 * How a grid's rows and links are followed: Enter on a cell follows the cell's link or opens the row; a plain click
 * on a link goes through the router (the link cells are plain DOM: columnDefs.tsx), a modified one is the browser's.
 */
export function useCellLinks<Row>(onRowOpen?: (row: Row) => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A link cell's address as the router's Link would write it (a relative "?entry=…" against the screen's path):
  // given to the cells through the grid's context (GridLinkContext).
  const context = useMemo<GridLinkContext>(
    () => ({
      hrefOf: (to) => {
        const p = resolvePath(to, pathname);
        return `${p.pathname}${p.search}${p.hash}`;
      },
    }),
    [pathname],
  );
  const onCellKeyDown = useCallback(
    (e: CellKeyDownEvent<Row>) => {
      if ((e.event as KeyboardEvent | undefined)?.key !== 'Enter' || !e.data) return;
      const to = (e.colDef.context as KitColumnContext<Row> | undefined)?.link?.(e.data);
      if (to) navigate(to);
      else onRowOpen?.(e.data);
    },
    [navigate, onRowOpen],
  );
  const followRouterLink = useCallback(
    (e: MouseEvent) => {
      const a = (e.target as HTMLElement).closest(`a[${ROUTER_LINK_ATTRIBUTE}]`);
      if (!a || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      navigate(a.getAttribute('href')!);
    },
    [navigate],
  );
  return { onCellKeyDown, followRouterLink, context };
}
