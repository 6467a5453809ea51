import { toast } from 'react-toastify';
import { INVENTORY_LEDGER_MESSAGES as M, inventorySubLedgerReport as report } from '../../../contract/inventoryLedgers';
import ExportButton from '../../components/export/ExportButton';
import MultiSearchSelect, { idsOf, parseOptions } from '../../components/filters/MultiSearchSelect';
import SearchSelect, { type SelectOption } from '../../components/filters/SearchSelect';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import { useReportFilters } from '../../components/report/useReportFilters';
import InventorySubLedgerCard, { type InventoryCardFilters } from './InventorySubLedgerCard';
import { lastDays } from './lastDays';
import LedgerDateRange from './LedgerDateRange';
import { searchActiveProducts, searchSuppliers } from './lookups';
import SubLedgerLayout from './SubLedgerLayout';

type Filters = { supplier_id: string; supplier_label: string; products: string; date_from: string; date_to: string };

// The pickers' labels stay in the URL for the screen; the calls take the ids and dates.
const toBody = ({ supplier_id, products, date_from, date_to }: Filters) => ({ supplier_id, product_id: idsOf(parseOptions(products)), date_from, date_to });

/** An empty supplier or product list warns "No Data Available" (spec 000 §8); typing that matches nothing does not. */
async function warnIfEmpty(load: Promise<SelectOption[]>, keyword: string): Promise<SelectOption[]> {
  const options = await load;
  if (options.length === 0 && keyword.trim() === '') toast.warning(M.noData);
  return options;
}

/**
 * Inventory Sub Ledger (spec 000 §2.12): supplier, one or more products
 * (required) and dates (last 20 days by default); one card per product with
 * its movements and running quantity and amount balances. Not a ReportPage:
 * the page call answers one group per product, each card a grid of its own.
 */
export default function InventorySubLedgerPage() {
  const f = useReportFilters<Filters>(report, { supplier_id: '', supplier_label: '', products: '', ...lastDays(20) }, toBody);
  const { applied, draft, set } = f;
  const cards = parseOptions(applied.products);
  // The applied filters as the contract read them (ids as numbers); each card asks for its own product.
  const filters = f.source.args?.body as InventoryCardFilters;

  async function chooseSupplier(id: string, o: SelectOption | null) {
    // Products of another supplier no longer fit the filter.
    set({ supplier_id: id, supplier_label: o?.label ?? '', products: '' });
    if (id) await warnIfEmpty(searchActiveProducts('', id), '');
  }

  return (
    <SubLedgerLayout active="inventories">
      <ReportFilters onSearch={f.search}>
        <SearchSelect
          label="Supplier"
          value={draft.supplier_id}
          valueLabel={draft.supplier_label}
          onChange={(v, o) => void chooseSupplier(v, o)}
          loadOptions={(k) => warnIfEmpty(searchSuppliers(k), k)}
          className="col-12 col-md-3"
        />
        <MultiSearchSelect
          label="Product"
          required
          value={parseOptions(draft.products)}
          onChange={(products) => set({ products: products.length ? JSON.stringify(products) : '' })}
          loadOptions={(k) => warnIfEmpty(searchActiveProducts(k, draft.supplier_id), k)}
        />
        <LedgerDateRange value={draft} onChange={set} />
        <div className="col-auto order-last">
          <ExportButton scope={report.scopes.export} path={report.export.path} body={f.exportBody} />
        </div>
      </ReportFilters>
      <Can scopes={report.scopes.view} fallback={<PermissionDenied what={`the ${report.title}`} />}>
        {f.queryKey === null || cards.length === 0 ? (
          <p className="text-muted">Choose one or more products and the dates, then press Search.</p>
        ) : (
          cards.map((p) => <InventorySubLedgerCard key={p.value} productId={Number(p.value)} title={p.label} filters={filters} queryKey={f.queryKey} />)
        )}
      </Can>
    </SubLedgerLayout>
  );
}
