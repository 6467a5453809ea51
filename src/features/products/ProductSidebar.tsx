import { useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { listProducts } from '../../../contract/products';
import { usePage } from '../../api/kitApi';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import { Alert, Button, Form, ListGroup } from 'react-bootstrap';

const SIDEBAR_ROWS = 100;

/** `value`, once it has stayed the same for `ms` (the first value at once). */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The searchable product list beside a product's detail (spec 001 §2 Product detail), read through the cache. */
function ProductSearchList() {
  const [search, setSearch] = useState('');
  // Wait for a pause in typing before asking the server.
  const asked = useSettled(search.trim(), 300);
  const page = usePage(listProducts, { query: { search_param: asked || undefined, page: 0, page_size: SIDEBAR_ROWS, order_by: 'product_name', direction: 'asc' } });
  const rows = page.data?.rows;
  // Inline, not a toast: the page's own failure already speaks for a dropped connection (one message per failure).
  const failed = page.isError ? page.error?.messages.join('\n') || 'The product list could not be loaded.' : null;
  return (
    <>
      {failed !== null && (
        <Alert variant="warning" transition={false} className="py-1 px-2 small" role="alert">
          {failed}{' '}
          <Button variant="link" size="sm" className="p-0 align-baseline" onClick={() => void page.refetch()}>
            Retry
          </Button>
        </Alert>
      )}
      <Form.Control size="sm" className="mb-2" type="search" aria-label="Search product list" placeholder="Search…" value={search} onChange={(e) => setSearch(e.target.value)} />
      {rows && rows.length === 0 && <div className="text-muted small">No Product.</div>}
      <ListGroup as="nav" variant="flush" className="small" aria-label="Products">
        {rows?.map((r) => (
          <ListGroup.Item key={r.product_id} action as={NavLink} className="py-1" to={`/view/products/list/${encodeURIComponent(r.product_code)}`}>
            {r.product_name}
            <div className="text-muted">{r.product_code}</div>
          </ListGroup.Item>
        ))}
      </ListGroup>
    </>
  );
}

export default function ProductSidebar({ onAdd }: { onAdd: () => void }) {
  return (
    <aside className="border-end pe-2" style={{ width: 280, maxHeight: '85vh', overflowY: 'auto' }}>
      <Can scopes={['add_product', 'add_products']}>
        <Button size="sm" className="w-100 mb-2" onClick={onAdd}>
          Add Product
        </Button>
      </Can>
      <Can scopes="view_products" fallback={<PermissionDenied what="the product list" />}>
        <ProductSearchList />
      </Can>
    </aside>
  );
}
