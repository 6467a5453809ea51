import { productColumns, type ProductListRow } from '../../../contract/products';
import { colDefsOf } from '../../components/grid/columnDefs';
import { csvText } from './csv';

/** The grid's columns of "List of Product Stocks" (declared in the contract): the code opens the product (click or Enter). */
export const productColDefs = colDefsOf<ProductListRow>(productColumns, {
  product_code: { link: (r) => `/view/products/list/${encodeURIComponent(r.product_code)}` },
});

/** The header row and the rows of a page, as CSV text (quotes doubled, every cell quoted). */
export const toCsv = (rows: readonly ProductListRow[]) => csvText(productColumns, rows);
