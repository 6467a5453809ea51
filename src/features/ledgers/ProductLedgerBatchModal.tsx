import './inventoryLedgers.css';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import {
  INVENTORY_LEDGER_MESSAGES as M,
  PRODUCT_LEDGER_MODULE_NAMES,
  productLedgerBatches,
  type ProductLedgerModule,
  type ProductLedgerRow,
} from '../../../contract/inventoryLedgers';
import SearchSelect from '../../components/filters/SearchSelect';
import ServerGrid from '../../components/grid/ServerGrid';
import { gridSource } from '../../components/grid/useGridData';
import Modal, { ModalBody } from '../../components/Modal';
import { searchBatches } from './lookups';
import ProductLedgerDetailModal from './ProductLedgerDetailModal';
import { productBatchGridColumns } from './productLedgerColumns';
import { Button } from 'react-bootstrap';

export interface ProductLedgerSearch {
  product_id: string;
  batch_no: string;
  date_from: string;
  date_to: string;
}

interface ProductLedgerBatchModalProps {
  module: ProductLedgerModule;
  search: ProductLedgerSearch;
  onClose: () => void;
}

const pendingClass = (status: number | undefined) => (status === 0 ? 'ledger-row-pending' : undefined);

/**
 * "Inventory Per Batch Number" (spec 000 §2.15): the module and the dates of
 * the search, a batch to pick (the search's batch at first, or every batch)
 * and Search; columns follow the module (§4). A row's Details (or Enter on
 * the row) opens its details. A load failure toasts "Unable to load Data".
 */
export default function ProductLedgerBatchModal({ module, search, onClose }: ProductLedgerBatchModalProps) {
  const [batch, setBatch] = useState(search.batch_no);
  // The search applied, and which press of Search it was: the grid reads the page through the cache,
  // and a new key with the same batch (Search pressed again) makes it ask the server again (refetch).
  const [applied, setApplied] = useState({ batch_no: search.batch_no, press: 0 });
  const [detail, setDetail] = useState<ProductLedgerRow | null>(null);
  const columns = useMemo(() => productBatchGridColumns(module, setDetail), [module]);
  const source = gridSource(productLedgerBatches, {
    body: { product_id: Number(search.product_id), batch_no: applied.batch_no, module, date_from: search.date_from, date_to: search.date_to },
  });

  return (
    <>
      <Modal
        title="Inventory Per Batch Number"
        subtitle={`${PRODUCT_LEDGER_MODULE_NAMES[module]} · ${search.date_from} to ${search.date_to}`}
        size="xl"
        onClose={onClose}
        footer={
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        }
      >
        <ModalBody>
          <form
            className="row g-2 align-items-end mb-2"
            onSubmit={(e) => {
              e.preventDefault();
              setApplied((a) => ({ batch_no: batch, press: a.press + 1 }));
            }}
          >
            <SearchSelect
              label="Batch No."
              value={batch}
              onChange={(v) => setBatch(v)}
              loadOptions={(k) => searchBatches(search.product_id, k)}
              placeholder="Every batch"
              className="col-12 col-md-4"
            />
            <div className="col-auto">
              <Button type="submit" size="sm">
                Search
              </Button>
            </div>
          </form>
          <ServerGrid<ProductLedgerRow>
            screenId={`ledgers-products-batches-${module}`}
            columns={columns}
            source={source}
            queryKey={`${applied.batch_no}#${applied.press}`}
            defaultSort={{ order_by: 'transaction_date', direction: 'asc' }}
            pagingInUrl={false}
            height={420}
            getRowClass={(p) => pendingClass(p.data?.status)}
            onError={() => toast.error(M.unableToLoad)}
            onRowOpen={setDetail}
          />
        </ModalBody>
      </Modal>
      {detail && <ProductLedgerDetailModal row={detail} onClose={() => setDetail(null)} />}
    </>
  );
}
