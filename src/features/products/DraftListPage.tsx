import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { DRAFT_DEFAULT_SORT, draftColumns, listProductDrafts, type DraftRow } from '../../../contract/products';
import SearchBox from '../../components/filters/SearchBox';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useGridSelection } from '../../components/grid/useGridSelection';
import { useListSearch } from '../../components/grid/useListSearch';
import { csvText, downloadCsv } from './csv';
import { Button } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

const keyOfDraft = (r: DraftRow) => String(r.id);

const columns: ColDef<DraftRow>[] = [
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
  const pick = useGridSelection<DraftRow>(keyOfDraft);
  const selected = pick.rows;

  return (
    <div className="p-3">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Products Draft Masterlist</h1>
      </div>
      <FilterBar label="Filter the product drafts">
        <SearchBox label="Search drafts" value={q.text} onSearch={q.search} />
      </FilterBar>
      <div className="d-flex align-items-center gap-2 mb-2 small">
        <span aria-live="polite" data-testid="draft-selection-count">
          {selected.length} selected
        </span>
        <Button variant="outline-secondary" size="sm" disabled={selected.length === 0} onClick={() => downloadCsv(draftsCsv(selected), 'product-drafts.csv')}>
          Export Selected
        </Button>
        <Button variant="link" size="sm" disabled={selected.length === 0} onClick={pick.clear}>
          Clear Selection
        </Button>
      </div>
      <ServerGrid<DraftRow>
        screenId="product-drafts"
        label="Product drafts"
        columns={columns}
        source={source}
        queryKey={q.queryKey}
        defaultSort={DRAFT_DEFAULT_SORT}
        selection={pick.selection}
      />
    </div>
  );
}
