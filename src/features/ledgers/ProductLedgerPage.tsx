import './inventoryLedgers.css';
import { useMemo, useState } from 'react';
import { INVENTORY_LEDGER_MESSAGES as M, productLedgerReport as report, type ProductLedgerModule, type ProductLedgerRow } from '../../../contract/inventoryLedgers';
import SearchSelect from '../../components/filters/SearchSelect';
import ReportPage from '../../components/report/ReportPage';
import { useReportFilters } from '../../components/report/useReportFilters';
import { lastDays } from './lastDays';
import LedgerDateRange from './LedgerDateRange';
import { searchActiveProducts, searchBatches } from './lookups';
import ProductLedgerBatchModal from './ProductLedgerBatchModal';
import { productLedgerSummaryColumns } from './productLedgerColumns';
import SubLedgerLayout from './SubLedgerLayout';

type Filters = { product_id: string; product_label: string; batch_no: string; date_from: string; date_to: string };

// The product's label stays in the URL for the screen; the call takes the id, the batch and the dates.
const toBody = ({ product_id, batch_no, date_from, date_to }: Filters) => ({ product_id, batch_no, date_from, date_to });

function rowClass(row: ProductLedgerRow | undefined): string | undefined {
  if (row?.module === 'END') return 'ledger-row-total';
  return row?.status === 0 ? 'ledger-row-pending' : undefined;
}

/**
 * Product Ledger (spec 000 §2.15): product (required), batch no. (marked
 * required; left empty it means every batch) and dates (last 20 days by
 * default). The module summary ends on the highlighted Ending Balance; a
 * module (click, or Enter on its row) opens "Inventory Per Batch Number". No
 * Export: the spec's button is hidden ("Not Yet Working").
 */
export default function ProductLedgerPage() {
  const f = useReportFilters<Filters>(report, { product_id: '', product_label: '', batch_no: '', ...lastDays(20) }, toBody);
  const { applied, draft, set } = f;
  const [module, setModule] = useState<ProductLedgerModule | null>(null);
  const columns = useMemo(() => productLedgerSummaryColumns(setModule), []);

  return (
    <ReportPage<ProductLedgerRow>
      def={report}
      hideExport
      filters={f}
      screenId="ledgers-products"
      columns={columns}
      frame={(content) => <SubLedgerLayout active="products">{content}</SubLedgerLayout>}
      grid={{ height: 320, getRowClass: (p) => rowClass(p.data), progressText: M.progress, onRowOpen: (row) => setModule(row.module) }}
      fields={
        <>
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
        </>
      }
      footer={module && <ProductLedgerBatchModal module={module} search={applied} onClose={() => setModule(null)} />}
    />
  );
}
