import { createContext, useContext, useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { PRODUCT_PATHS, type DraftRow } from '../../../contract/products';
import SearchBox from '../../components/filters/SearchBox';
import { getPage } from '../../components/grid/postPage';
import ServerGrid from '../../components/grid/ServerGrid';
import { useUrlState } from '../../components/grid/useUrlState';
import { csvText, downloadCsv, type CsvColumn } from './csv';

/** The checked drafts (by id, across pages and searches) and the rows of the page shown. */
interface Selection {
  selected: ReadonlyMap<number, DraftRow>;
  pageRows: readonly DraftRow[];
  toggle: (row: DraftRow) => void;
  setPage: (checked: boolean) => void;
}

const SelectionContext = createContext<Selection | null>(null);

function SelectCell({ data }: { data?: DraftRow }) {
  const sel = useContext(SelectionContext);
  if (!data || !sel) return null;
  return (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label={`Select draft ${data.product_code ?? data.product_name}`}
      checked={sel.selected.has(data.id)}
      onChange={() => sel.toggle(data)}
    />
  );
}

function SelectPageHeader() {
  const sel = useContext(SelectionContext);
  if (!sel) return null;
  const onPage = sel.pageRows.filter((r) => sel.selected.has(r.id)).length;
  const all = sel.pageRows.length > 0 && onPage === sel.pageRows.length;
  return (
    <input
      type="checkbox"
      className="form-check-input"
      aria-label="Select all drafts on this page"
      checked={all}
      disabled={sel.pageRows.length === 0}
      ref={(el) => {
        if (el) el.indeterminate = onPage > 0 && !all;
      }}
      onChange={() => sel.setPage(!all)}
    />
  );
}

const dataColumns: ColDef<DraftRow>[] = [
  { field: 'product_code', headerName: 'Product Code', width: 140 },
  { field: 'product_name', headerName: 'Product Name', width: 240 },
  { field: 'brand_name', headerName: 'Brand Name', width: 180 },
  { field: 'supplier', headerName: 'Supplier', width: 220 },
  { field: 'segment', headerName: 'Product Segment', width: 150 },
  { field: 'group', headerName: 'Product Group', width: 150 },
  { field: 'packaging', headerName: 'Packaging', width: 110, sortable: false },
  { field: 'qty_per_pack', headerName: 'Qty per Pack', width: 120, sortable: false, type: 'rightAligned' },
  { field: 'stock_level', headerName: 'Stock Level', width: 120, sortable: false, type: 'rightAligned' },
  { field: 'cpr_no', headerName: 'CPR Number', width: 140, sortable: false },
  { field: 'cpr_expiry', headerName: 'CPR Expiry', width: 120, sortable: false },
];

const columns: ColDef<DraftRow>[] = [
  { colId: 'select', headerName: '', width: 56, minWidth: 56, sortable: false, resizable: false, pinned: 'left', headerComponent: SelectPageHeader, cellRenderer: SelectCell },
  ...dataColumns,
  {
    colId: 'action',
    headerName: 'Action',
    width: 140,
    sortable: false,
    cellRenderer: (p: { data?: DraftRow }) => (p.data ? <Link to={`/draft/products/${p.data.id}`}>Draft Product</Link> : null),
  },
];

const DEFAULT_SORT = { order_by: 'id', direction: 'desc' } as const;

const csvColumns: CsvColumn<DraftRow>[] = dataColumns.map((c) => ({ key: c.field as keyof DraftRow, header: c.headerName ?? String(c.field) }));

/** The checked drafts as CSV text, in the grid's columns (the Action link left out). */
export const draftsCsv = (rows: readonly DraftRow[]) => csvText(csvColumns, rows);

/**
 * /draft/list/products "Products Draft Masterlist" (spec 001 §2 Product drafts):
 * search, checkbox selection and a Draft Product link per row. The spec does
 * not say what the selection is for; the checked drafts (kept across pages
 * and searches) can be exported as CSV, like the product list's export.
 */
export default function DraftListPage() {
  const [applied, apply] = useUrlState({ search: '' });
  const fetchPage = useMemo(() => getPage<DraftRow>(PRODUCT_PATHS.drafts, { search: applied.search }), [applied.search]);
  const [selected, setSelected] = useState<ReadonlyMap<number, DraftRow>>(new Map());
  const [pageRows, setPageRows] = useState<readonly DraftRow[]>([]);

  const selection = useMemo<Selection>(
    () => ({
      selected,
      pageRows,
      toggle: (row) =>
        setSelected((prev) => {
          const next = new Map(prev);
          if (next.has(row.id)) next.delete(row.id);
          else next.set(row.id, row);
          return next;
        }),
      setPage: (checked) =>
        setSelected((prev) => {
          const next = new Map(prev);
          for (const r of pageRows) {
            if (checked) next.set(r.id, r);
            else next.delete(r.id);
          }
          return next;
        }),
    }),
    [selected, pageRows],
  );

  // A check re-renders only the checkboxes (through the context), not the whole grid.
  const grid = useMemo(
    () => (
      <ServerGrid<DraftRow>
        screenId="product-drafts"
        columns={columns}
        fetchPage={fetchPage}
        queryKey={applied.search}
        defaultSort={DEFAULT_SORT}
        onLoaded={(r) => setPageRows(r.rows)}
      />
    ),
    [fetchPage, applied.search],
  );

  return (
    <div className="p-3">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Products Draft Masterlist</h1>
        <SearchBox label="Search drafts" value={applied.search} onSearch={(text) => apply({ search: text })} />
      </div>
      <div className="d-flex align-items-center gap-2 mb-2 small">
        <span aria-live="polite" data-testid="draft-selection-count">
          {selected.size} selected
        </span>
        <button type="button" className="btn btn-outline-secondary btn-sm" disabled={selected.size === 0} onClick={() => downloadCsv(draftsCsv([...selected.values()]), 'product-drafts.csv')}>
          Export Selected
        </button>
        <button type="button" className="btn btn-link btn-sm" disabled={selected.size === 0} onClick={() => setSelected(new Map())}>
          Clear Selection
        </button>
      </div>
      <SelectionContext.Provider value={selection}>{grid}</SelectionContext.Provider>
    </div>
  );
}
