import { useMemo, useRef, useState } from 'react';
import type { ProductListRow } from '../../../contract/products';
import { PRODUCT_PATHS } from '../../../contract/products';
import SearchBox from '../../components/filters/SearchBox';
import { getPage } from '../../components/grid/postPage';
import ServerGrid from '../../components/grid/ServerGrid';
import { useUrlState } from '../../components/grid/useUrlState';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import CreateProductModal from './CreateProductModal';
import { downloadCsv } from './csv';
import { productColumns, toCsv } from './productColumns';
import './products.css';

/** Rows of a product with a pending approval are greyed and disabled. */
export const pendingRowClass = (p: { data?: ProductListRow }) => (p.data && p.data.has_pending_approval.length > 0 ? 'product-row-pending' : undefined);

/** "List of Product Stocks" (spec 001 §2 Product list): search, CSV of the page shown, Create New Product. */
export default function ProductListPage() {
  const [applied, apply] = useUrlState({ search: '' });
  const [creating, setCreating] = useState(false);
  const [reloads, setReloads] = useState(0);
  const shown = useRef<ProductListRow[]>([]);
  const fetchPage = useMemo(() => getPage<ProductListRow>(PRODUCT_PATHS.list, { search: applied.search }), [applied.search]);

  return (
    <div className="p-3">
      <div className="d-flex align-items-center gap-2 mb-3">
        <h1 className="h4 me-auto mb-0">List of Product Stocks</h1>
        <SearchBox label="Search products" value={applied.search} onSearch={(text) => apply({ search: text })} />
        <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => downloadCsv(toCsv(shown.current), 'products.csv')}>
          Export CSV
        </button>
        <Can scopes={['add_product', 'add_products']}>
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setCreating(true)}>
            Create New Product
          </button>
        </Can>
      </div>
      <Can scopes="view_products" fallback={<PermissionDenied what="the product list" />}>
        <ServerGrid<ProductListRow>
          screenId="products"
          columns={productColumns}
          fetchPage={fetchPage}
          queryKey={`${applied.search}#${reloads}`}
          defaultSort={{ order_by: 'product_code', direction: 'asc' }}
          getRowClass={pendingRowClass}
          onLoaded={(r) => {
            shown.current = r.rows;
          }}
        />
      </Can>
      {creating && <CreateProductModal onClose={() => setCreating(false)} onSaved={() => setReloads((n) => n + 1)} />}
    </div>
  );
}
