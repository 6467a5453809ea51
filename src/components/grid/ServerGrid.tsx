import './agGridSetup';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import { gridRendering } from './gridRendering';
import { keepGridStyles } from './gridStyles';
import {
  themeQuartz,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
  type RowClassParams,
  type SortChangedEvent,
} from 'ag-grid-community';
import { toast } from 'react-toastify';
import type { ApiError } from '../../api/ApiError';
import type { PageResult } from '../../api/kitApi';
import { useAppSelector } from '../../state/hooks';
import { loadColumnState, saveColumnState } from './columnState';
import { useCellLinks } from './useCellLinks';
import GridStatus from './GridStatus';
import Pager from './Pager';
import { useSourceData, type GridSource } from './useGridData';
import { usePaging } from './usePaging';
import type { GridSelection } from './useGridSelection';
import { usePickList } from './usePickList';

export type { PageResult } from '../../api/kitApi';

export interface ServerGridProps<Row> {
  /** Identifies the screen for remembered column layout. */
  screenId: string;
  columns: ColDef<Row>[];
  /** The declared paged endpoint and its filters (read through the cache). */
  source: GridSource;
  /** Changes to this key (the applied filters) reload from page 0; null means "not searched yet". */
  queryKey: string | null;
  /** The server's order before a header is clicked; absent where the endpoint takes no sort (headers do not sort then). */
  defaultSort?: { order_by: string; direction: 'asc' | 'desc' };
  /** Rows a page before the person picks another size (default 50; one of the pager's sizes). */
  initialPageSize?: number;
  /** Keep page and sort in the URL (default) or in memory (grids inside modals). */
  pagingInUrl?: boolean;
  height?: number;
  getRowClass?: (p: RowClassParams<Row>) => string | string[] | undefined;
  emptyText?: string;
  notSearchedText?: string;
  onError?: (e: ApiError) => void;
  onLoaded?: (result: PageResult<Row>) => void;
  /** A toast shown while a page loads (the ledgers' "Getting Transaction, Please wait..."). */
  progressText?: string;
  /** Opens a row (click, or Enter on a focused cell without a link of its own), e.g. a read-only details modal. */
  onRowOpen?: (row: Row) => void;
  /** Accessible name of the grid (defaults to the screen's heading context). */
  label?: string;
  /** Summary rows of the whole range kept above the page (an opening balance), shown once a page has loaded. */
  pinnedTop?: Row[];
  /** Summary rows kept under the page (period totals, a closing balance), after the page result's own. */
  pinnedBottom?: Row[];
  /** A pick list: a tick column (Space on a row, or the header's tick for the page); the choice spans pages (useGridSelection). */
  selection?: GridSelection<Row>;
}

/**
 * Spec 000 §8: a search answered with an error code shows the server's text;
 * a thrown or network error (no answer, or a 5xx) shows the generic message.
 */
export const GENERIC_ERROR = 'Error occured. Please try again later.';
export const errorText = (e: ApiError) => (e.isNetwork || e.status >= 500 ? GENERIC_ERROR : e.messages.join('\n') || GENERIC_ERROR);
// Identical failures (several grids, one dropped connection) share one toast while it shows.
const defaultErrorToast = (e: ApiError) => toast.error(errorText(e), { toastId: `grid:${errorText(e)}` });
// A source without a sort sends none (its endpoint takes page and page_size only).
const UNSORTED = { order_by: '', direction: 'asc' as const };
// One empty page for every render without rows (the ticks are drawn again only when the rows change).
const NO_ROWS: never[] = [];
// Server order is the truth: the grid must not re-sort the one page it holds.
const keepServerOrder = () => 0;

/**
 * The one server-paged grid: a screen is columns + filters + default sort +
 * scopes. Paging and sorting go to the server; the grid shows one page.
 * Keyboard: arrows move between cells, Enter follows the cell's link or
 * opens the row, Tab leaves the grid (it does not visit every cell).
 */
export default function ServerGrid<Row>({
  screenId,
  columns,
  source,
  queryKey,
  defaultSort: sortGiven,
  initialPageSize,
  pagingInUrl = true,
  height = 680,
  getRowClass,
  emptyText = 'No rows to show.',
  notSearchedText = 'Choose the filters and press Search.',
  onError = defaultErrorToast,
  onLoaded,
  progressText,
  onRowOpen,
  label,
  pinnedTop,
  pinnedBottom,
  selection,
}: ServerGridProps<Row>) {
  const userId = useAppSelector((s) => s.auth.profileData?.user_id);
  const sortable = useMemo(() => columns.filter((c) => c.sortable !== false).map((c) => String(c.colId ?? c.field)), [columns]);
  const defaultSort = sortGiven ?? UNSORTED;
  const paging = usePaging(defaultSort, pagingInUrl, sortable, initialPageSize);
  const { page, page_size, order_by, direction, set: setPaging } = paging;
  const current = sortGiven ? { page, page_size, order_by, direction } : { page, page_size };
  const data = useSourceData<Row>(source, current, queryKey);
  const { result, loading, error } = data;
  const lastKey = useRef<string | null>(queryKey);

  // New filters start again from the first page.
  useEffect(() => {
    if (lastKey.current !== queryKey) {
      lastKey.current = queryKey;
      if (page !== 0) setPaging({ page: 0 });
    }
  }, [queryKey, page, setPaging]);

  // One toast per failure, besides the inline error (a re-render must not repeat it).
  useEffect(() => {
    if (error) onError(error);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error]);

  useEffect(() => {
    if (result) onLoaded?.(result);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  useEffect(() => {
    if (!loading || !progressText) return;
    const id = toast.info(progressText, { autoClose: false, closeOnClick: false });
    return () => toast.dismiss(id);
  }, [loading, progressText]);

  const columnDefs = useMemo(
    () =>
      columns.map((c) => ({
        ...c,
        comparator: keepServerOrder,
        sort: (c.colId ?? c.field) === order_by ? direction : null,
      })),
    [columns, order_by, direction],
  );

  const gridApi = useRef<GridApi<Row> | null>(null);
  const onGridReady = useCallback(
    (e: GridReadyEvent<Row>) => {
      gridApi.current = e.api;
      keepGridStyles();
      const saved = loadColumnState(userId, screenId);
      if (saved) e.api.applyColumnState({ state: saved, applyOrder: true });
    },
    [userId, screenId],
  );

  const rememberLayout = useCallback(
    (e: { api: GridReadyEvent<Row>['api']; finished?: boolean; source?: string }) => {
      if (e.finished === false || e.source === 'api' || e.source === 'gridInitializing') return;
      saveColumnState(userId, screenId, e.api.getColumnState());
    },
    [userId, screenId],
  );

  const onSortChanged = useCallback(
    (e: SortChangedEvent<Row>) => {
      if (e.source === 'api') return;
      const sorted = e.api.getColumnState().find((c) => c.sort);
      setPaging({
        page: 0,
        order_by: sorted?.colId ?? defaultSort.order_by,
        direction: (sorted?.sort as 'asc' | 'desc' | undefined) ?? defaultSort.direction,
      });
    },
    [setPaging, defaultSort.order_by, defaultSort.direction],
  );

  const { onCellKeyDown, followRouterLink, context } = useCellLinks<Row>(onRowOpen);
  const { rowSelection, getRowId, showTicks, onSelectionChanged } = usePickList(selection, gridApi);

  const [waitedLong, setWaitedLong] = useState(false);
  useEffect(() => {
    setWaitedLong(false);
    if (!loading) return;
    const t = setTimeout(() => setWaitedLong(true), 3000);
    return () => clearTimeout(t);
  }, [loading]);

  const rows = result?.rows ?? NO_ROWS;
  useEffect(showTicks, [showTicks, rows]);
  const summaries = Boolean(result) && !error && !loading;
  const bottom = summaries ? [...(result?.pinnedBottom ?? []), ...(pinnedBottom ?? [])] : undefined;
  const rowClass = (p: RowClassParams<Row>) => (p.node.rowPinned ? ['server-grid-summary', ...[getRowClass?.(p) ?? []].flat()] : getRowClass?.(p));
  return (
    <div className="server-grid">
      <div className="position-relative" style={{ height }} aria-busy={loading} role="region" aria-label={label ?? 'Results'} onClick={followRouterLink}>
        <AgGridReact<Row>
          theme={themeQuartz}
          rowData={error ? [] : rows}
          columnDefs={columnDefs}
          pinnedTopRowData={summaries ? pinnedTop : undefined}
          pinnedBottomRowData={bottom?.length ? bottom : undefined}
          // cellDataType off: the grid must not guess (a boolean would become a checkbox and hide its label).
          defaultColDef={{ resizable: true, sortable: Boolean(sortGiven), minWidth: 90, cellDataType: false }}
          getRowClass={rowClass}
          suppressNoRowsOverlay
          loading={false}
          // A page is replaced, never reordered in place: no row animation.
          animateRows={false}
          rowBuffer={gridRendering.rowBuffer}
          onGridReady={onGridReady}
          onRowClicked={onRowOpen && ((e) => e.data && onRowOpen(e.data))}
          onCellKeyDown={onCellKeyDown}
          context={context}
          // Tab and Shift+Tab leave the grid: arrows move between cells.
          tabToNextCell={() => false}
          tabToNextHeader={() => false}
          rowClass={onRowOpen ? 'server-grid-openable' : undefined}
          onSortChanged={onSortChanged}
          rowSelection={rowSelection}
          getRowId={getRowId}
          onRowDataUpdated={selection && showTicks}
          onSelectionChanged={onSelectionChanged}
          onColumnMoved={rememberLayout}
          onColumnResized={rememberLayout}
          onColumnVisible={rememberLayout}
        />
        <GridStatus
          loading={loading}
          waitedLong={waitedLong}
          error={error}
          cancelled={data.cancelled}
          empty={queryKey === null ? notSearchedText : rows.length === 0 && result ? emptyText : null}
          onRetry={data.retry}
          onCancel={data.cancel}
        />
      </div>
      <Pager
        page={page}
        pageSize={page_size}
        total={error ? 0 : (result?.total ?? 0)}
        asOf={error ? undefined : data.asOf}
        disabled={loading || queryKey === null}
        onPage={(p) => setPaging({ page: p })}
        onPageSize={(s) => setPaging({ page: 0, page_size: s })}
      />
    </div>
  );
}
