import { useState } from 'react';
import {
  SRPF_HISTORICAL_PAGE_SIZE,
  SRPF_ORDER_SEARCH_DEBOUNCE_MS,
  customerHistoricalOrdersEp,
  customerOrdersEp,
  type CustomerOrderLine,
} from '../../../contract/srpf';
import { usePage, useRead } from '../../api/kitApi';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import { formatMoney } from '../../lib/money';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { Button, ButtonGroup, Form, Table } from 'react-bootstrap';

/**
 * The customer's orders to return from (spec §2.9): ERP orders (the last
 * year) or HISTORICAL ones (older, paged by 50, searched 800 ms after typing).
 * Lines already chosen are left out.
 */
export default function OrderSearchModal({ customerId, chosen, onPick, onClose }: { customerId: number; chosen: number[]; onPick: (o: CustomerOrderLine) => void; onClose: () => void }) {
  const [source, setSource] = useState<'ERP' | 'HISTORICAL'>('ERP');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const settled = useDebouncedValue(search.trim(), SRPF_ORDER_SEARCH_DEBOUNCE_MS);
  const erp = useRead(customerOrdersEp, { query: { customer_id: customerId } }, { skip: source !== 'ERP' });
  const hist = usePage(
    customerHistoricalOrdersEp,
    { query: { customer_id: customerId, page, page_size: SRPF_HISTORICAL_PAGE_SIZE, search: settled || undefined } },
    { skip: source !== 'HISTORICAL' },
  );
  const erpRows = (erp.data ?? []).filter((o) => !settled || `${o.si_number} ${o.dr_no} ${o.product_name} ${o.batch_no}`.toLowerCase().includes(settled.toLowerCase()));
  const rows = (source === 'ERP' ? erpRows : (hist.data?.rows ?? [])).filter((o) => !chosen.includes(o.transaction_id));
  const total = source === 'ERP' ? rows.length : (hist.data?.total ?? 0);
  const loading = source === 'ERP' ? erp.isFetching : hist.isFetching;
  const error = source === 'ERP' ? erp.error : hist.error;
  return (
    <Modal title="Customer Orders" size="xl" onClose={onClose}>
      <div className="d-flex gap-2 align-items-end mb-2">
        <ButtonGroup aria-label="Orders">
          {(['ERP', 'HISTORICAL'] as const).map((s) => (
            <Button key={s} size="sm" variant={source === s ? 'primary' : 'outline-primary'} aria-pressed={source === s} onClick={() => { setSource(s); setPage(0); }}>
              {s === 'ERP' ? 'ERP Orders' : 'Historical Orders'}
            </Button>
          ))}
        </ButtonGroup>
        <div>
          <label className="form-label small mb-0" htmlFor="srpf-order-search">Search SI, DR, product or batch</label>
          <Form.Control id="srpf-order-search" size="sm" value={search} maxLength={100} onChange={(e) => { setSearch(e.target.value); setPage(0); }} />
        </div>
      </div>
      <LoadState what="orders" isLoading={loading} error={error} empty={rows.length === 0} emptyText="No orders left to return.">
        <div className="table-responsive" style={{ maxHeight: 420 }}>
          <Table size="sm" hover className="small">
            <caption className="visually-hidden">Orders of the customer</caption>
            <thead>
              <tr>
                <th scope="col">SI No.</th>
                <th scope="col">DR No.</th>
                <th scope="col">Date</th>
                <th scope="col">Product</th>
                <th scope="col">Batch</th>
                <th scope="col">Expiry</th>
                <th scope="col" className="text-end">Ordered</th>
                <th scope="col" className="text-end">Returnable</th>
                <th scope="col" className="text-end">Price</th>
                <th scope="col"><span className="visually-hidden">Choose</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => (
                <tr key={o.transaction_id}>
                  <td>{o.si_number}</td>
                  <td>{o.dr_no}</td>
                  <td>{o.si_date}</td>
                  <td>{o.product_name}</td>
                  <td>{o.batch_no}</td>
                  <td>{o.expiry_date}</td>
                  <td className="text-end">{o.qty_ordered}</td>
                  <td className="text-end">{o.remaining_qty}</td>
                  <td className="text-end">{formatMoney(o.selling_price)}</td>
                  <td>
                    <Button variant="success" size="sm" onClick={() => onPick(o)} aria-label={`Choose ${o.product_name} of SI ${o.si_number}`}>
                      Choose
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      </LoadState>
      {source === 'HISTORICAL' && total > SRPF_HISTORICAL_PAGE_SIZE && (
        <div className="d-flex gap-2 align-items-center">
          <Button variant="outline-secondary" size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>Previous</Button>
          <span className="small">Page {page + 1} of {Math.ceil(total / SRPF_HISTORICAL_PAGE_SIZE)}</span>
          <Button variant="outline-secondary" size="sm" disabled={(page + 1) * SRPF_HISTORICAL_PAGE_SIZE >= total} onClick={() => setPage(page + 1)}>Next</Button>
        </div>
      )}
    </Modal>
  );
}
