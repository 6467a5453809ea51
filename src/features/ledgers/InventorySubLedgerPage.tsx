import { useMemo } from 'react';
import { toast } from 'react-toastify';
import { INVENTORY_LEDGER_MESSAGES as M, INVENTORY_LEDGER_PATHS, inventoryLedgerExportBody } from '../../../contract/inventoryLedgers';
import ExportButton from '../../components/export/ExportButton';
import SearchSelect, { type SelectOption } from '../../components/filters/SearchSelect';
import { Can } from '../../components/permissions';
import PermissionDenied from '../../components/PermissionDenied';
import ReportFilters from '../../components/ReportFilters';
import InventorySubLedgerCard from './InventorySubLedgerCard';
import LedgerDateRange from './LedgerDateRange';
import MultiSearchSelect, { idsOf, parseOptions } from '../../components/filters/MultiSearchSelect';
import { searchActiveProducts, searchSuppliers } from './lookups';
import SubLedgerLayout from './SubLedgerLayout';
import { idOrNone, isValidRange, lastDays, useLedgerFilters } from './useLedgerFilters';

type Filters = { supplier_id: string; supplier_label: string; products: string; date_from: string; date_to: string };

/** An empty supplier or product list warns "No Data Available" (spec 000 §8); typing that matches nothing does not. */
async function warnIfEmpty(load: Promise<SelectOption[]>, keyword: string): Promise<SelectOption[]> {
  const options = await load;
  if (options.length === 0 && keyword.trim() === '') toast.warning(M.noData);
  return options;
}

/**
 * Inventory Sub Ledger (spec 000 §2.12): supplier, one or more products
 * (required) and dates (last 20 days by default); one card per product with
 * its movements and running quantity and amount balances.
 */
export default function InventorySubLedgerPage() {
  const f = useLedgerFilters<Filters>({ supplier_id: '', supplier_label: '', products: '', ...lastDays(20) });
  const { applied, draft, set } = f;
  const chosen = parseOptions(draft.products);
  const cards = useMemo(() => parseOptions(applied.products), [applied.products]);
  const cardFilters = useMemo(
    () => ({ supplier_id: idOrNone(applied.supplier_id), date_from: applied.date_from, date_to: applied.date_to }),
    [applied.supplier_id, applied.date_from, applied.date_to],
  );

  function search() {
    // A reversed range is reported first (by f.search); then the product.
    if (isValidRange(draft) && chosen.length === 0) {
      toast.warning(M.invalidData);
      return;
    }
    f.search();
  }

  async function chooseSupplier(id: string, o: SelectOption | null) {
    // Products of another supplier no longer fit the filter.
    set({ supplier_id: id, supplier_label: o?.label ?? '', products: '' });
    if (id) await warnIfEmpty(searchActiveProducts('', id), '');
  }

  const exportBody = () =>
    f.exportBody(inventoryLedgerExportBody, {
      supplier_id: idOrNone(draft.supplier_id),
      product_id: idsOf(chosen),
      date_from: draft.date_from,
      date_to: draft.date_to,
    });

  return (
    <SubLedgerLayout active="inventories">
      <ReportFilters onSearch={search}>
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
          value={chosen}
          onChange={(products) => set({ products: products.length ? JSON.stringify(products) : '' })}
          loadOptions={(k) => warnIfEmpty(searchActiveProducts(k, draft.supplier_id), k)}
        />
        <LedgerDateRange value={draft} onChange={set} />
        <div className="col-auto order-last">
          <ExportButton scope="export_inventory_sub_ledger_list" path={INVENTORY_LEDGER_PATHS.inventoryExport} body={exportBody} />
        </div>
      </ReportFilters>
      <Can scopes="view_inventory_sub_ledger_list" fallback={<PermissionDenied what="the Inventory Sub Ledger" />}>
        {f.queryKey === null || cards.length === 0 ? (
          <p className="text-muted">Choose one or more products and the dates, then press Search.</p>
        ) : (
          cards.map((p) => <InventorySubLedgerCard key={p.value} productId={Number(p.value)} title={p.label} filters={cardFilters} queryKey={f.queryKey} />)
        )}
      </Can>
    </SubLedgerLayout>
  );
}
