import { useCallback, useMemo, useState } from 'react';
import type { ColDef, ICellRendererParams } from 'ag-grid-community';
import { SRPF_HISTORICAL_PAGE_SIZE, SRPF_ORDER_SEARCH_DEBOUNCE_MS, customerHistoricalOrdersEp, customerOrdersEp, type CustomerOrderLine } from '../../../contract/srpf';
import { useRead } from '../../api/kitApi';
import LocalGrid from '../../components/grid/LocalGrid';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import LoadState from '../../components/LoadState';
import Modal from '../../components/Modal';
import { formatMoney } from '../../lib/money';
import { useDebouncedValue } from '../../lib/useDebouncedValue';
import { Button, ButtonGroup, Form } from 'react-bootstrap';

const number = { type: 'rightAligned', width: 110 } as const;
const COLUMNS: ColDef<CustomerOrderLine>[] = [
  { field: 'si_number', headerName: 'SI No.', width: 130 },
  { field: 'dr_no', headerName: 'DR No.', width: 130 },
  { field: 'si_date', headerName: 'Date', width: 115 },
  { field: 'product_name', headerName: 'Product', width: 240 },
  { field: 'batch_no', headerName: 'Batch', width: 120 },
  { field: 'expiry_date', headerName: 'Expiry', width: 115 },
  { field: 'qty_ordered', headerName: 'Ordered', ...number },
  { field: 'remaining_qty', headerName: 'Returnable', ...number },
  { field: 'selling_price', headerName: 'Price', ...number, width: 120, valueFormatter: (p) => formatMoney(p.value as string) },
  {
    colId: 'choose',
    headerName: 'Choose',
    sortable: false,
    width: 110,
    // The row chooses (click, or Enter on the row); the button says so and takes the click like any part of the row.
    cellRenderer: (p: ICellRendererParams<CustomerOrderLine>) =>
      p.data ? (
        <Button variant="success" size="sm" tabIndex={-1} aria-label={`Choose ${p.data.product_name} of SI ${p.data.si_number}`}>
          Choose
        </Button>
      ) : null,
  },
];

/**
 * The customer's orders to return from (spec §2.9): ERP orders (the last
 * year, in the kit's grid) or HISTORICAL ones (older, server-paged by 50,
 * searched 800 ms after typing). Lines already chosen are left out; a row is
 * chosen by a click or Enter.
 */
export default function OrderSearchModal({ customerId, chosen, onPick, onClose }: { customerId: number; chosen: number[]; onPick: (o: CustomerOrderLine) => void; onClose: () => void }) {
  const [source, setSource] = useState<'ERP' | 'HISTORICAL'>('ERP');
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search.trim(), SRPF_ORDER_SEARCH_DEBOUNCE_MS);
  const erp = useRead(customerOrdersEp, { query: { customer_id: customerId } }, { skip: source !== 'ERP' });
  const notChosen = useCallback((o: CustomerOrderLine) => !chosen.includes(o.transaction_id), [chosen]);
  const erpRows = useMemo(
    () => (erp.data ?? []).filter((o) => notChosen(o) && (!settled || `${o.si_number} ${o.dr_no} ${o.product_name} ${o.batch_no}`.toLowerCase().includes(settled.toLowerCase()))),
    [erp.data, notChosen, settled],
  );
  const historicalShape = useCallback((rows: unknown, total: number) => ({ rows: (rows as CustomerOrderLine[]).filter(notChosen), total }), [notChosen]);
  return (
    <Modal title="Customer Orders" size="xl" onClose={onClose}>
      <div className="d-flex gap-2 align-items-end mb-2">
        <ButtonGroup aria-label="Orders">
          {(['ERP', 'HISTORICAL'] as const).map((s) => (
            <Button key={s} size="sm" variant={source === s ? 'primary' : 'outline-primary'} aria-pressed={source === s} onClick={() => setSource(s)}>
              {s === 'ERP' ? 'ERP Orders' : 'Historical Orders'}
            </Button>
          ))}
        </ButtonGroup>
        <div>
          <Form.Label className="small mb-0" htmlFor="srpf-order-search">Search SI, DR, product or batch</Form.Label>
          <Form.Control id="srpf-order-search" size="sm" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        </div>
      </div>
      {source === 'ERP' ? (
        <LoadState what="orders" isLoading={erp.isFetching} error={erp.error} empty={erpRows.length === 0} emptyText="No orders left to return.">
          <LocalGrid label="Orders of the customer" columns={COLUMNS} rows={erpRows} emptyText="No orders left to return." height={420} onRowOpen={onPick} />
        </LoadState>
      ) : (
        <ServerGrid<CustomerOrderLine>
          screenId="srpf-historical-orders"
          label="Historical orders of the customer"
          columns={COLUMNS}
          source={{ ...gridSource(customerHistoricalOrdersEp, { query: { customer_id: customerId, search: settled || undefined } }), shape: historicalShape }}
          queryKey={settled}
          pagingInUrl={false}
          initialPageSize={SRPF_HISTORICAL_PAGE_SIZE}
          height={420}
          emptyText="No orders left to return."
          onRowOpen={onPick}
        />
      )}
    </Modal>
  );
}
