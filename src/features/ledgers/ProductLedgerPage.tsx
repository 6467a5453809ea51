import './inventoryLedgers.css';
import { useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { INVENTORY_LEDGER_MESSAGES as M, INVENTORY_LEDGER_PATHS, type ProductLedgerModule, type ProductLedgerRow } from '../../../contract/inventoryLedgers';
import SearchSelect from '../../components/filters/SearchSelect';
import { postPage } from '../../components/grid/postPage';
import ServerGrid from '../../components/grid/ServerGrid';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import LedgerDateRange from './LedgerDateRange';
import { searchActiveProducts, searchBatches } from './lookups';
import ProductLedgerBatchModal from './ProductLedgerBatchModal';
import { productLedgerSummaryColumns } from './productLedgerColumns';
import SubLedgerLayout from './SubLedgerLayout';
import { isValidRange, lastDays, useLedgerFilters } from './useLedgerFilters';

type Filters = { product_id: string; product_label: string; batch_no: string; date_from: string; date_to: string };

function rowClass(row: ProductLedgerRow | undefined): string | undefined {
  if (row?.module === 'END') return 'ledger-row-total';
  return row?.status === 0 ? 'ledger-row-pending' : undefined;
}

/**
 * Product Ledger (spec 000 §2.15): product (required), batch no. (marked
 * required; left empty it means every batch) and dates (last 20 days by
 * default). The module summary ends on the highlighted Ending Balance; a
 * module name opens "Inventory Per Batch Number". No Export: the spec's
 * button is hidden ("Not Yet Working").
 */
export default function ProductLedgerPage() {
  const f = useLedgerFilters<Filters>({ product_id: '', product_label: '', batch_no: '', ...lastDays(20) });
  const { applied, draft, set } = f;
  const [module, setModule] = useState<ProductLedgerModule | null>(null);
  const columns = useMemo(() => productLedgerSummaryColumns(setModule), []);
  const fetchPage = useMemo(
    () =>
      postPage<ProductLedgerRow>(INVENTORY_LEDGER_PATHS.productLedger, {
        product_id: Number(applied.product_id),
        batch_no: applied.batch_no,
        date_from: applied.date_from,
        date_to: applied.date_to,
      }),
    [applied.product_id, applied.batch_no, applied.date_from, applied.date_to],
  );

  function search() {
    if (isValidRange(draft) && !draft.product_id) {
      toast.warning(M.invalidData);
      return;
    }
    f.search();
  }

  return (
    <SubLedgerLayout active="products">
      <ReportFilters onSearch={search}>
        <SearchSelect
          label="Product"
          required
          value={draft.product_id}
          valueLabel={draft.product_label}
          // A batch belongs to one product.
          onChange={(v, o) => set({ product_id: v, product_label: o?.label ?? '', batch_no: '' })}
          loadOptions={(k) => searchActiveProducts(k)}
          className="col-12 col-md-3"
        />
        <SearchSelect
          label="Batch No."
          required
          value={draft.batch_no}
          onChange={(v) => set({ batch_no: v })}
          loadOptions={(k) => searchBatches(draft.product_id, k)}
          placeholder="Every batch"
          disabled={!draft.product_id}
          className="col-12 col-md-2"
        />
        <LedgerDateRange value={draft} onChange={set} />
      </ReportFilters>
      <Can scopes="view_product_ledger_list" fallback={<PermissionDenied what="the Product Ledger" />}>
        <ServerGrid<ProductLedgerRow>
          screenId="ledgers-products"
          columns={columns}
          fetchPage={fetchPage}
          queryKey={applied.product_id ? f.queryKey : null}
          defaultSort={{ order_by: 'module', direction: 'asc' }}
          height={320}
          getRowClass={(p) => rowClass(p.data)}
          progressText={M.progress}
        />
        {module && <ProductLedgerBatchModal module={module} search={applied} onClose={() => setModule(null)} />}
      </Can>
    </SubLedgerLayout>
  );
}
