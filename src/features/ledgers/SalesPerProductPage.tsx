import { useMemo, useState } from 'react';
import {
  INVENTORY_LEDGER_MESSAGES as M,
  INVENTORY_LEDGER_PATHS,
  salesPerProductExportBody,
  type SalesPerProductResult,
  type SalesPerProductRow,
} from '../../../contract/inventoryLedgers';
import { api } from '../../api/client';
import ExportButton from '../../components/export/ExportButton';
import ServerGrid from '../../components/grid/ServerGrid';
import type { Paging } from '../../components/grid/usePaging';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { formatMoney } from '../../lib/money';
import CustomerFilter from './CustomerFilter';
import LedgerDateRange from './LedgerDateRange';
import MultiSearchSelect, { idsOf, parseOptions } from '../../components/filters/MultiSearchSelect';
import { searchActiveProducts } from './lookups';
import { salesPerProductColumns } from './salesPerProductColumns';
import SubLedgerLayout from './SubLedgerLayout';
import { idOrNone, lastDays, useLedgerFilters } from './useLedgerFilters';

type Filters = { customer_id: string; customer_label: string; products: string; date_from: string; date_to: string };

const filtersOf = (v: Filters) => ({
  customer_id: idOrNone(v.customer_id),
  products: idsOf(parseOptions(v.products)),
  date_from: v.date_from,
  date_to: v.date_to,
});

/**
 * Sales Per Product Ledger (spec 000 §2.13): customer, products and dates
 * (last 30 days by default); the invoice lines and the Overall Net Total of
 * the whole filtered range (summed by the server). Every control is disabled
 * while an export runs.
 */
export default function SalesPerProductPage() {
  const f = useLedgerFilters<Filters>({ customer_id: '', customer_label: '', products: '', ...lastDays(30) });
  const { applied, draft, set } = f;
  const [exporting, setExporting] = useState(false);
  const [netTotal, setNetTotal] = useState<string | null>(null);

  const fetchPage = useMemo(() => {
    const filters = filtersOf(applied);
    return async (p: Paging) => {
      const res = await api.post<SalesPerProductResult>(INVENTORY_LEDGER_PATHS.salesPerProduct, { ...filters, ...p });
      setNetTotal(res.result.overall_net_total);
      return { rows: res.result.rows, total: res.total_rows ?? 0 };
    };
  }, [applied]);

  return (
    <SubLedgerLayout active="sales-per-products">
      <fieldset disabled={exporting} className="border-0 p-0 m-0">
        <ReportFilters onSearch={f.search} disabled={exporting}>
          <CustomerFilter value={draft} onChange={set} disabled={exporting} />
          <MultiSearchSelect
            label="Products"
            value={parseOptions(draft.products)}
            onChange={(products) => set({ products: products.length ? JSON.stringify(products) : '' })}
            loadOptions={(k) => searchActiveProducts(k)}
            disabled={exporting}
          />
          <LedgerDateRange value={draft} onChange={set} />
          <div className="col-auto order-last">
            <ExportButton
              scope="export_sales_per_product_ledger_list"
              path={INVENTORY_LEDGER_PATHS.salesPerProductExport}
              body={() => f.exportBody(salesPerProductExportBody, filtersOf(draft))}
              onRunningChange={setExporting}
            />
          </div>
        </ReportFilters>
        <Can scopes="view_sales_per_product_ledger_list" fallback={<PermissionDenied what="the Sales Per Product Ledger" />}>
          <p className="fw-semibold mb-2" aria-live="polite">
            Overall Net Total: <span data-testid="overall-net-total">Php {formatMoney(f.queryKey && netTotal !== null ? netTotal : '0')}</span>
          </p>
          <ServerGrid<SalesPerProductRow>
            screenId="ledgers-sales-per-products"
            columns={salesPerProductColumns}
            fetchPage={fetchPage}
            queryKey={f.queryKey}
            defaultSort={{ order_by: 'si_date', direction: 'asc' }}
            progressText={M.progress}
          />
        </Can>
      </fieldset>
    </SubLedgerLayout>
  );
}
