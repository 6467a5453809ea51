import { useRef, useState } from 'react';
import { listProducts, PRODUCT_LIST_DEFAULT_SORT, type ProductListRow } from '../../../contract/products';
import SearchBox from '../../components/filters/SearchBox';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import { useListSearch } from '../../components/grid/useListSearch';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import CreateProductModal from './CreateProductModal';
import { downloadCsv } from './csv';
import { productColDefs, toCsv } from './productColumns';
import './products.css';
import { Button } from 'react-bootstrap';
import FilterBar from '../../components/filters/FilterBar';

/** Rows of a product with a pending approval are greyed and disabled. */
export const pendingRowClass = (p: { data?: ProductListRow }) => (p.data && p.data.has_pending_approval.length > 0 ? 'product-row-pending' : undefined);

/**
 * "List of Product Stocks" (spec 001 §2 Product list): search, CSV of the page
 * shown, Create New Product (its save makes the list stale: it is read again).
 */
export default function ProductListPage() {
  const q = useListSearch('products');
  const [creating, setCreating] = useState(false);
  const shown = useRef<readonly ProductListRow[]>([]);

  return (
    <div className="p-3">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">List of Product Stocks</h1>
        <Button variant="outline-secondary" size="sm" onClick={() => downloadCsv(toCsv(shown.current), 'products.csv')}>
          Export CSV
        </Button>
        <Can scopes={['add_product', 'add_products']}>
          <Button size="sm" onClick={() => setCreating(true)}>
            Create New Product
          </Button>
        </Can>
      </div>
      <FilterBar label="Filter the products">
        <SearchBox label="Search products" value={q.text} onSearch={q.search} />
      </FilterBar>
      <Can scopes="view_products" fallback={<PermissionDenied what="the product list" />}>
        <ServerGrid<ProductListRow>
          screenId="products"
          columns={productColDefs}
          source={gridSource(listProducts, { query: { search_param: q.text || undefined } })}
          queryKey={q.queryKey}
          defaultSort={PRODUCT_LIST_DEFAULT_SORT}
          getRowClass={pendingRowClass}
          onLoaded={(r) => {
            shown.current = r.rows;
          }}
        />
      </Can>
      {creating && <CreateProductModal onClose={() => setCreating(false)} />}
    </div>
  );
}
