import { useMemo, useState } from 'react';
import type { ColDef } from 'ag-grid-community';
import { toast } from 'react-toastify';
import { PURCHASING_PATHS, type PurchaseLogRow } from '../../../../contract/purchasing';
import { toApiError } from '../../../api/ApiError';
import ServerGrid from '../../../components/grid/ServerGrid';
import { moneyColumn } from '../../../components/grid/moneyColumn';
import { postPage } from '../../../components/grid/postPage';
import { Can } from '../../../components/permissions';
import PurchaseLogForm from './PurchaseLogForm';

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

/** The Purchase Logs tab of the product detail: receipts and logs entered by hand, paged on the server. */
export default function PurchaseLogsTab({ productId }: Props) {
  const [draftFilter, setDraftFilter] = useState('');
  const [filter, setFilter] = useState('');
  const [runs, setRuns] = useState(0);
  const [formOpen, setFormOpen] = useState(false);
  const fetchPage = useMemo(() => postPage<PurchaseLogRow>(PURCHASING_PATHS.purchaseLogList, { product_id: productId, ...(filter ? { filter } : {}) }), [productId, filter]);

  return (
    <div className="purchase-logs-tab">
      <form
        className="d-flex gap-2 mb-2"
        onSubmit={(e) => {
          e.preventDefault();
          setFilter(draftFilter.trim());
          setRuns((n) => n + 1);
        }}
      >
        <input type="search" className="form-control form-control-sm w-auto" placeholder="Batch, RR or PO number" aria-label="Search purchase logs" value={draftFilter} onChange={(e) => setDraftFilter(e.target.value)} />
        <button type="submit" className="btn btn-primary btn-sm">
          Search
        </button>
        <Can scopes="add_purchase_log">
          <button type="button" className="btn btn-outline-primary btn-sm ms-auto" onClick={() => setFormOpen(true)}>
            Add Purchase Log
          </button>
        </Can>
      </form>
      <ServerGrid<PurchaseLogRow>
        screenId="product-purchase-logs"
        columns={COLUMNS}
        fetchPage={fetchPage}
        queryKey={`${productId}|${filter}#${runs}`}
        defaultSort={{ order_by: 'log_date', direction: 'desc' }}
        pagingInUrl={false}
        height={480}
        emptyText="No purchase logs."
        onError={(e) => toast.error(toApiError(e).messages.join('\n') || 'Unable to load purchase logs.')}
      />
      {formOpen && (
        <PurchaseLogForm
          productId={productId}
          onClose={() => setFormOpen(false)}
          onSaved={() => {
            setFormOpen(false);
            setRuns((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}
