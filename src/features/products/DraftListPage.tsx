import { useMemo } from 'react';
import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import { PRODUCT_PATHS, type DraftRow } from '../../../contract/products';
import SearchBox from '../../components/filters/SearchBox';
import { getPage } from '../../components/grid/postPage';
import ServerGrid from '../../components/grid/ServerGrid';
import { useUrlState } from '../../components/grid/useUrlState';

const columns: ColDef<DraftRow>[] = [
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
  {
    colId: 'action',
    headerName: 'Action',
    width: 140,
    sortable: false,
    cellRenderer: (p: { data?: DraftRow }) => (p.data ? <Link to={`/draft/products/${p.data.id}`}>Draft Product</Link> : null),
  },
];

/** /draft/list/products "Products Draft Masterlist" (spec 001 §2 Product drafts). */
export default function DraftListPage() {
  const [applied, apply] = useUrlState({ search: '' });
  const fetchPage = useMemo(() => getPage<DraftRow>(PRODUCT_PATHS.drafts, { search: applied.search }), [applied.search]);
  return (
    <div className="p-3">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">Products Draft Masterlist</h1>
        <SearchBox label="Search drafts" value={applied.search} onSearch={(text) => apply({ search: text })} />
      </div>
      <ServerGrid<DraftRow> screenId="product-drafts" columns={columns} fetchPage={fetchPage} queryKey={applied.search} defaultSort={{ order_by: 'id', direction: 'desc' }} />
    </div>
  );
}
