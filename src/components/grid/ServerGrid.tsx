import './agGridSetup';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AgGridReact } from 'ag-grid-react';
import { themeQuartz, type ColDef, type GridReadyEvent, type RowClassParams, type SortChangedEvent } from 'ag-grid-community';
import { toast } from 'react-toastify';
import { toApiError, type ApiError } from '../../api/ApiError';
import { useAppSelector } from '../../state/hooks';
import { loadColumnState, saveColumnState } from './columnState';
import Pager from './Pager';
import { usePaging, type Paging } from './usePaging';

export interface PageResult<Row> {
  rows: Row[];
  total: number;
  /** Totals rows pinned under the grid (e.g. "Overall Net Total"). */
  pinnedBottom?: Row[];
}

export interface ServerGridProps<Row> {
  /** Identifies the screen for remembered column layout. */
  screenId: string;
  columns: ColDef<Row>[];
  fetchPage: (q: Paging) => Promise<PageResult<Row>>;
  /** Changes to this key (the applied filters) reload from page 0; null means "not searched yet". */
  queryKey: string | null;
  defaultSort: { order_by: string; direction: 'asc' | 'desc' };
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
  /** Opens a row (click, or Enter on a focused cell), e.g. a read-only details modal. */
  onRowOpen?: (row: Row) => void;
}

/**
 * Spec 000 §8: a search answered with an error code shows the server's text;
 * a thrown or network error (no answer, or a 5xx) shows the generic message.
 */
export const GENERIC_ERROR = 'Error occured. Please try again later.';
const defaultErrorToast = (e: ApiError) =>
  toast.error(e.isNetwork || e.status >= 500 ? GENERIC_ERROR : e.messages.join('\n') || GENERIC_ERROR);
// Server order is the truth: the grid must not re-sort the one page it holds.
const keepServerOrder = () => 0;

/**
 * The one server-paged grid: a screen is columns + filters + default sort +
 * scopes. Paging and sorting go to the server; the grid shows one page.
 */
export default function ServerGrid<Row>({
  screenId,
  columns,
  fetchPage,
  queryKey,
  defaultSort,
  pagingInUrl = true,
  height = 680,
  getRowClass,
  emptyText = 'No rows to show.',
  notSearchedText = 'Choose the filters and press Search.',
  onError = defaultErrorToast,
  onLoaded,
  progressText,
  onRowOpen,
}: ServerGridProps<Row>) {
  const userId = useAppSelector((s) => s.auth.profileData?.user_id);
  const paging = usePaging(defaultSort, pagingInUrl);
  const [result, setResult] = useState<PageResult<Row> | null>(null);
  const [loading, setLoading] = useState(false);
  const lastKey = useRef<string | null>(queryKey);
  const requestSeq = useRef(0);
  const { page, page_size, order_by, direction, set: setPaging } = paging;

  // New filters start again from the first page.
  useEffect(() => {
    if (lastKey.current !== queryKey) {
      lastKey.current = queryKey;
      if (page !== 0) setPaging({ page: 0 });
    }
  }, [queryKey, page, setPaging]);

  useEffect(() => {
    if (queryKey === null) return;
    const seq = ++requestSeq.current;
    setLoading(true);
    const progress = progressText ? toast.info(progressText, { autoClose: false, closeOnClick: false }) : null;
    fetchPage({ page, page_size, order_by, direction })
      .then((r) => {
        if (seq !== requestSeq.current) return; // a newer request superseded this one
        setResult(r);
        onLoaded?.(r);
      })
      .catch((e) => seq === requestSeq.current && onError(toApiError(e)))
      .finally(() => {
        if (progress !== null) toast.dismiss(progress);
        if (seq === requestSeq.current) setLoading(false);
      });
    // fetchPage/onError/onLoaded are callbacks of the screen; the query is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [queryKey, page, page_size, order_by, direction]);

  const columnDefs = useMemo(
    () =>
      columns.map((c) => ({
        ...c,
        comparator: keepServerOrder,
        sort: c.field === order_by ? direction : null,
      })),
    [columns, order_by, direction],
  );

  const onGridReady = useCallback(
    (e: GridReadyEvent<Row>) => {
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

  const rows = result?.rows ?? [];
  const overlay = loading ? null : queryKey === null ? notSearchedText : rows.length === 0 ? emptyText : null;

  return (
    <div className="server-grid">
      <div className="position-relative" style={{ height }} aria-busy={loading}>
        <AgGridReact<Row>
          theme={themeQuartz}
          rowData={rows}
          columnDefs={columnDefs}
          pinnedBottomRowData={result?.pinnedBottom}
          defaultColDef={{ resizable: true, sortable: true, minWidth: 90 }}
          getRowClass={getRowClass}
          suppressNoRowsOverlay
          loading={false}
          onGridReady={onGridReady}
          onRowClicked={onRowOpen && ((e) => e.data && onRowOpen(e.data))}
          onCellKeyDown={
            onRowOpen &&
            ((e) => {
              if ((e.event as KeyboardEvent | undefined)?.key === 'Enter' && e.data) onRowOpen(e.data);
            })
          }
          rowClass={onRowOpen ? 'server-grid-openable' : undefined}
          onSortChanged={onSortChanged}
          onColumnMoved={rememberLayout}
          onColumnResized={rememberLayout}
          onColumnVisible={rememberLayout}
        />
        {loading && (
          <div className="position-absolute top-0 start-0 w-100 h-100 d-flex align-items-center justify-content-center bg-white bg-opacity-75" role="status">
            <span className="spinner-border text-primary me-2" aria-hidden="true" /> Loading…
          </div>
        )}
        {overlay && (
          <div className="position-absolute top-50 start-50 translate-middle text-muted" role="status">
            {overlay}
          </div>
        )}
      </div>
      <Pager
        page={page}
        pageSize={page_size}
        total={result?.total ?? 0}
        disabled={loading || queryKey === null}
        onPage={(p) => setPaging({ page: p })}
        onPageSize={(s) => setPaging({ page: 0, page_size: s })}
      />
    </div>
  );
}
