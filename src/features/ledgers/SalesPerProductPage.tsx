import { useMemo, useState } from 'react';
import {
  INVENTORY_LEDGER_MESSAGES as M,
  salesPerProductColumns,
  salesPerProductReport as report,
  type SalesPerProductRow,
} from '../../../contract/inventoryLedgers';
import ExportButton from '../../components/export/ExportButton';
import MultiSearchSelect, { idsOf, parseOptions } from '../../components/filters/MultiSearchSelect';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { useReportFilters } from '../../components/report/useReportFilters';
import { formatMoney } from '../../lib/money';
import CustomerFilter from './CustomerFilter';
import { lastDays } from './lastDays';
import LedgerDateRange from './LedgerDateRange';
import { searchActiveProducts } from './lookups';
import SubLedgerLayout from './SubLedgerLayout';

type Filters = { customer_id: string; customer_label: string; products: string; date_from: string; date_to: string };
/** The page call answers the lines and the Overall Net Total of the whole range. */
type PageWithNetTotal = { rows: SalesPerProductRow[]; total: number; overall_net_total: string };
const withNetTotal = (result: unknown, total: number): PageWithNetTotal => {
  const r = result as { rows: SalesPerProductRow[]; overall_net_total: string };
  return { rows: r.rows, total, overall_net_total: r.overall_net_total };
};

// The pickers' labels stay in the URL for the screen; the calls take the ids and dates.
const toBody = ({ customer_id, products, date_from, date_to }: Filters) => ({ customer_id, products: idsOf(parseOptions(products)), date_from, date_to });
// A year reads without a thousands separator.
const columns = colDefsOf<SalesPerProductRow>(salesPerProductColumns, { year: { valueFormatter: (p) => (p.value == null ? '' : String(p.value)) } });

/**
 * Sales Per Product Ledger (spec 000 §2.13): customer, products and dates
 * (last 30 days by default); the invoice lines and the Overall Net Total of
 * the whole filtered range (summed by the server). Every control is disabled
 * while an export runs. Not a ReportPage: the page call answers the lines and
 * the total together.
 */
export default function SalesPerProductPage() {
  const f = useReportFilters<Filters>(report, { customer_id: '', customer_label: '', products: '', ...lastDays(30) }, toBody);
  const { draft, set } = f;
  const [exporting, setExporting] = useState(false);
  const [netTotal, setNetTotal] = useState<string | null>(null);

  const source = useMemo(() => ({ ...f.source, shape: withNetTotal }), [f.source]);

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
            <ExportButton scope={report.scopes.export} path={report.export.path} body={f.exportBody} onRunningChange={setExporting} />
          </div>
        </ReportFilters>
        <Can scopes={report.scopes.view} fallback={<PermissionDenied what={`the ${report.title}`} />}>
          <p className="fw-semibold mb-2" aria-live="polite">
            Overall Net Total: <span data-testid="overall-net-total">Php {formatMoney(f.queryKey && netTotal !== null ? netTotal : '0')}</span>
          </p>
          <ServerGrid<SalesPerProductRow>
            screenId="ledgers-sales-per-products"
            columns={columns}
            source={source}
            onLoaded={(page) => setNetTotal((page as PageWithNetTotal).overall_net_total)}
            queryKey={f.queryKey}
            defaultSort={report.defaultSort}
            progressText={M.progress}
          />
        </Can>
      </fieldset>
    </SubLedgerLayout>
  );
}
