import type { ReactNode } from 'react';
import { MOVEMENT_MODULES, productOptionsEp, warehouseOptionsEp } from '../../../contract/inventoryReports';
import { useRead } from '../../api/kitApi';
import DateField from '../../components/filters/DateField';
import SearchSelect from '../../components/filters/SearchSelect';
import type { ReportFiltersState } from '../../components/report/useReportFilters';
import { usePermission } from '../../components/permissions';
import { Form } from 'react-bootstrap';

/** The movement filters as the URL keeps them (text), and as the calls take them (blanks left out). */
export type MovementFilterText = {
  date_from: string;
  date_to: string;
  module: string;
  product_code: string;
  batch_no: string;
  warehouse: string;
  pallet: string;
  search: string;
};
export const movementDefaults = (today: string): MovementFilterText => ({
  date_from: `${today.slice(0, 8)}01`,
  date_to: today,
  module: '',
  product_code: '',
  batch_no: '',
  warehouse: '',
  pallet: '',
  search: '',
});
export const movementBody = (f: MovementFilterText) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== ''));

/** Date range, module, product, batch, warehouse, pallet and a text search over documents and products. */
export function MovementFilterFields({ f, idPrefix }: { f: ReportFiltersState; idPrefix: string }): ReactNode {
  const draft = f.draft as MovementFilterText;
  const set = f.set as (patch: Partial<MovementFilterText>) => void;
  // The choices come with the reports' scope; without it the product is typed as a code and the warehouse list is empty.
  const canList = usePermission('view_inventory_reports');
  const products = useRead(productOptionsEp, {}, { skip: !canList });
  const warehouses = useRead(warehouseOptionsEp, {}, { skip: !canList });
  const productOptions = (products.data ?? []).map((p) => ({ value: p.product_code, label: `${p.product_name} (${p.product_code})` }));
  const loadProducts = async (keyword: string) => {
    const q = keyword.trim().toLowerCase();
    const found = productOptions.filter((o) => o.label.toLowerCase().includes(q)).slice(0, 50);
    return found.length || !q ? found : [{ value: keyword.trim().toUpperCase(), label: keyword.trim().toUpperCase() }];
  };
  const text = (key: keyof MovementFilterText, label: string, max: number) => (
    <div className="col-auto">
      <Form.Label htmlFor={`${idPrefix}-${key}`} className="small mb-1 d-block">
        {label}
      </Form.Label>
      <Form.Control id={`${idPrefix}-${key}`} size="sm" value={draft[key]} maxLength={max} onChange={(e) => set({ [key]: e.target.value })} />
    </div>
  );
  return (
    <>
      <DateField label="Date From" required value={draft.date_from} onChange={(v) => set({ date_from: v })} />
      <DateField label="Date To" required value={draft.date_to} onChange={(v) => set({ date_to: v })} />
      <div className="col-auto">
        <Form.Label htmlFor={`${idPrefix}-module`} className="small mb-1 d-block">
          Module
        </Form.Label>
        <Form.Select id={`${idPrefix}-module`} size="sm" value={draft.module} onChange={(e) => set({ module: e.target.value })}>
          <option value="">All modules</option>
          {Object.entries(MOVEMENT_MODULES).map(([code, label]) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </Form.Select>
      </div>
      <SearchSelect
        className="col-auto"
        label="Product"
        value={draft.product_code}
        valueLabel={productOptions.find((o) => o.value === draft.product_code)?.label}
        onChange={(v) => set({ product_code: v })}
        loadOptions={loadProducts}
        clearable
      />
      {text('batch_no', 'Batch No.', 60)}
      <div className="col-auto">
        <Form.Label htmlFor={`${idPrefix}-warehouse`} className="small mb-1 d-block">
          Warehouse
        </Form.Label>
        <Form.Select id={`${idPrefix}-warehouse`} size="sm" value={draft.warehouse} onChange={(e) => set({ warehouse: e.target.value })}>
          <option value="">All warehouses</option>
          {(warehouses.data ?? []).map((w) => (
            <option key={w.warehouse_code} value={w.warehouse_code}>
              {w.warehouse_name}
            </option>
          ))}
        </Form.Select>
      </div>
      {text('pallet', 'Pallet', 30)}
      {text('search', 'Search', 100)}
    </>
  );
}
