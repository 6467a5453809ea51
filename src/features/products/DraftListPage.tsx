import { createContext, useContext, useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { DRAFT_DEFAULT_SORT, draftColumns, listProductDrafts, type DraftRow } from '../../../contract/products';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { csvText, downloadCsv } from './csv';
import { Button, Form } from 'react-bootstrap';

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
    <Form.Check.Input
      type="checkbox"
      
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
    <Form.Check.Input
      type="checkbox"
      
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

const columns: ColDef<DraftRow>[] = [
  { colId: 'select', headerName: '', width: 56, minWidth: 56, sortable: false, resizable: false, pinned: 'left', headerComponent: SelectPageHeader, cellRenderer: SelectCell },
  ...colDefsOf<DraftRow>(draftColumns),
  {
    colId: 'action',
    headerName: 'Action',
    width: 140,
    sortable: false,
    cellRenderer: (p: { data?: DraftRow }) => (p.data ? <Link to={`/draft/products/${p.data.id}`}>Draft Product</Link> : null),
  },
];

/** The checked drafts as CSV text, in the grid's columns (the Action link left out). */
export const draftsCsv = (rows: readonly DraftRow[]) => csvText(draftColumns, rows);

/**
 * /draft/list/products "Products Draft Masterlist" (spec 001 §2 Product drafts):
 * search, checkbox selection and a Draft Product link per row. The spec does
 * not say what the selection is for; the checked drafts (kept across pages
 * and searches) can be exported as CSV, like the product list's export.
 */
export default function DraftListPage() {
  const q = useListSearch('product-drafts');
  const source = useMemo(() => gridSource(listProductDrafts, { query: { search: q.text || undefined } }), [q.text]);
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
        source={source}
        queryKey={q.queryKey}
        defaultSort={DRAFT_DEFAULT_SORT}
        onLoaded={(r) => setPageRows(r.rows)}
      />
    ),
    [source, q.queryKey],
  );

  return (
    <div className="p-3">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Products Draft Masterlist</h1>
        <SearchBox label="Search drafts" value={q.text} onSearch={q.search} />
      </div>
      <div className="d-flex align-items-center gap-2 mb-2 small">
        <span aria-live="polite" data-testid="draft-selection-count">
          {selected.size} selected
        </span>
        <Button variant="outline-secondary" size="sm" disabled={selected.size === 0} onClick={() => downloadCsv(draftsCsv([...selected.values()]), 'product-drafts.csv')}>
          Export Selected
        </Button>
        <Button variant="link" size="sm" disabled={selected.size === 0} onClick={() => setSelected(new Map())}>
          Clear Selection
        </Button>
      </div>
      <SelectionContext.Provider value={selection}>{grid}</SelectionContext.Provider>
    </div>
  );
}
