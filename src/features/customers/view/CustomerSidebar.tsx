import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { customerPickListEp } from '../../../../contract/customerList';
import { useRead } from '../../../api/kitApi';
import { Can } from '../../../components/permissions';
import { useDebouncedValue } from '../../../lib/useDebouncedValue';
import { Badge, Button, Form } from 'react-bootstrap';

/** Spec 002 §2.4: the customer list searched by name (asked 1000 ms after typing stops), sorted by code. */
export const SIDEBAR_DEBOUNCE_MS = 1000;

export default function CustomerSidebar({ onAdd }: { onAdd: () => void }) {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed.trim(), SIDEBAR_DEBOUNCE_MS);
  const list = useRead(customerPickListEp, { query: { search: search || undefined, limit: 200 } });
  return (
    <nav className="customer-sidebar border-end pe-2" aria-label="Customers">
      <Can scopes="add_customer">
        <Button variant="success" size="sm" className="w-100 mb-2" onClick={onAdd}>
          Add Customer
        </Button>
      </Can>
      <label className="visually-hidden" htmlFor="customer-sidebar-search">
        Search customer name
      </label>
      <Form.Control id="customer-sidebar-search" type="search" size="sm" className="mb-2" placeholder="Search customer name" value={typed} onChange={(e) => setTyped(e.target.value)} />
      {list.isFetching && !list.data ? (
        <p role="status" className="small text-muted">
          Loading customers…
        </p>
      ) : list.error ? (
        <p role="alert" className="small text-danger">
          Unable to load the customers. {list.error.messages.join(' ')}
        </p>
      ) : !list.data?.length ? (
        <p className="small text-muted">No customer matches “{search}”.</p>
      ) : (
        <ul className="list-unstyled mb-0 small" style={{ maxHeight: 640, overflowY: 'auto' }}>
          {list.data.map((c) => (
            <li key={c.customer_code}>
              <NavLink to={`/view/customer/${encodeURIComponent(c.customer_code)}`} className={({ isActive }) => `d-block px-1 py-1 rounded text-decoration-none${isActive ? ' bg-primary text-white' : ''}`}>
                <span className="fw-semibold">{c.customer_code}</span> {c.customer_name}
                {c.status !== 1 && <Badge bg="secondary" className="ms-1">Inactive</Badge>}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}
