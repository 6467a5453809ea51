import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { toast } from 'react-toastify';
import { listPurchaseLogsEp } from '../../../../contract/products';
import type { PurchaseLogRow } from '../../../../contract/purchasing';
import SearchBox from '../../../components/filters/SearchBox';
import ServerGrid from '../../../components/grid/ServerGrid';
import { moneyColumn } from '../../../components/grid/moneyColumn';
import { gridSource } from '../../../components/grid/useGridData';
import { useListSearch } from '../../../components/grid/useListSearch';
import { Can } from '../../../components/permissions';
import PurchaseLogForm from './PurchaseLogForm';
import { Button } from 'react-bootstrap';
import FilterBar from '../../../components/filters/FilterBar';

interface Props {
  productCode: string;
  productId: number;
  supplierId: number;
}

const COLUMNS: ColDef<PurchaseLogRow>[] = [
  { field: 'log_date', headerName: 'Date', width: 120 },
  { field: 'rr_no', headerName: 'RR No.', width: 130, valueFormatter: (p) => p.value ?? 'Manual' },
  { field: 'batch', headerName: 'Batch', width: 150 },
  { field: 'received_quantity', headerName: 'Received Qty', type: 'rightAligned', width: 130 },
  { field: 'free_goods', headerName: 'Free Goods', type: 'rightAligned', width: 120, sortable: false },
  moneyColumn<PurchaseLogRow>('unit_price', 'Unit Price'),
  moneyColumn<PurchaseLogRow>('unit_vat_inclusive', 'Unit VAT Inclusive', { sortable: false }),
  moneyColumn<PurchaseLogRow>('unit_vat_exclusive', 'Unit VAT Exclusive', { sortable: false }),
  moneyColumn<PurchaseLogRow>('unit_vat', 'Unit VAT', { sortable: false }),
  moneyColumn<PurchaseLogRow>('total_vat', 'Total VAT', { sortable: false }),
  moneyColumn<PurchaseLogRow>('diluted_cost', 'Diluted Cost', { sortable: false }),
  { field: 'expiry_date', headerName: 'Expiry Date', width: 130 },
  { field: 'manufacturing_date', headerName: 'Manufacturing Date', width: 160, sortable: false },
];

/**
 * The Purchase Logs tab of the product detail: receipts and logs entered by
 * hand, paged on the server through the cache; a saved log makes the list
 * stale (its endpoint invalidates it) and it is read again.
 */
export default function PurchaseLogsTab({ productId }: Props) {
  const q = useListSearch('product-purchase-logs');
  const [formOpen, setFormOpen] = useState(false);
  const source = useMemo(() => gridSource(listPurchaseLogsEp, { body: { product_id: productId, ...(q.text ? { filter: q.text } : {}) } }), [productId, q.text]);

  return (
    <div className="purchase-logs-tab">
      <FilterBar label="Filter the purchase logs">
        <SearchBox label="Search purchase logs" placeholder="Batch, RR or PO number" value={q.text} onSearch={q.search} maxLength={100} />
        <Can scopes="add_purchase_log">
          <Button variant="outline-primary" size="sm" className="ms-auto" onClick={() => setFormOpen(true)}>
            Add Purchase Log
          </Button>
        </Can>
      </FilterBar>
      <ServerGrid<PurchaseLogRow>
        screenId="product-purchase-logs"
        columns={COLUMNS}
        source={source}
        queryKey={`${productId}|${q.queryKey}`}
        defaultSort={{ order_by: 'log_date', direction: 'desc' }}
        pagingInUrl={false}
        height={480}
        emptyText="No purchase logs."
        onError={(e) => toast.error(e.messages.join('\n') || 'Unable to load purchase logs.')}
      />
      {formOpen && <PurchaseLogForm productId={productId} onClose={() => setFormOpen(false)} onSaved={() => setFormOpen(false)} />}
    </div>
  );
}
