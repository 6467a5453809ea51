import type { ColDef } from 'ag-grid-community';
import { Link } from 'react-router-dom';
import type { ProductListRow } from '../../../contract/products';
import { csvText } from './csv';

/** Columns of "List of Product Stocks" (spec 001 §2 Product list). */
export const productColumns: ColDef<ProductListRow>[] = [
  {
    field: 'product_code',
    headerName: 'Product Code',
    width: 150,
    cellRenderer: (p: { data?: ProductListRow }) =>
      p.data ? <Link to={`/view/products/list/${encodeURIComponent(p.data.product_code)}`}>{p.data.product_code}</Link> : null,
  },
  { field: 'product_name', headerName: 'Product Name', width: 260 },
  { field: 'brand_name', headerName: 'Brand Name', width: 200 },
  { field: 'supplier', headerName: 'Supplier', width: 240 },
  { field: 'segment', headerName: 'Segment', width: 120 },
  { field: 'group', headerName: 'Group', width: 160 },
  { field: 'packaging', headerName: 'Packaging', width: 110 },
  { field: 'qty_per_pack', headerName: 'Qty per Pack', width: 120, type: 'rightAligned' },
  { field: 'stock_level', headerName: 'Stock Level', width: 120, type: 'rightAligned' },
  { field: 'cpr_no', headerName: 'CPR No.', width: 150 },
  { field: 'cpr_expiry', headerName: 'CPR Expiry', width: 120 },
];

/** The header row and the rows of a page, as CSV text (quotes doubled, every cell quoted). */
export function toCsv(rows: ProductListRow[]): string {
  return csvText(
    productColumns.map((c) => ({ key: c.field as keyof ProductListRow, header: c.headerName ?? String(c.field) })),
    rows,
  );
}
