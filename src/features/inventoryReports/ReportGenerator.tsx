import { useEffect, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import {
  generatorChoiceEp,
  generatorExportEp,
  generatorRunEp,
  productOptionsEp,
  saveGeneratorChoiceEp,
  SHELF_LIFE_LABELS,
  stockPositionColumns,
  warehouseOptionsEp,
  type GeneratorChoice,
  type StockPositionKey,
  type StockPositionRow,
} from '../../../contract/inventoryReports';
import { useRead, useWrite } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import ExportButton from '../../components/export/ExportButton';
import DateField from '../../components/filters/DateField';
import MultiSearchSelect from '../../components/filters/MultiSearchSelect';
import type { SelectOption } from '../../components/filters/SearchSelect';
import { colDefsOf } from '../../components/grid/columnDefs';
import ServerGrid from '../../components/grid/ServerGrid';
import { todayManila } from '../../lib/dates';
import { ShelfLifeBandBadge } from '../../components/shelfLife';
import { Button, Form } from 'react-bootstrap';

type Band = keyof typeof SHELF_LIFE_LABELS;
const DEFAULT_CHOICE: GeneratorChoice = {
  columns: ['product_code', 'product_name', 'batch_no', 'expiry_date', 'shelf_life_status', 'warehouse', 'zone', 'pallet', 'quantity', 'value'],
  product_code: [],
  product_group: [],
  product_segment: [],
  warehouse: [],
  bands: [],
};
const matching = (options: SelectOption[]) => async (keyword: string) => options.filter((o) => o.label.toLowerCase().includes(keyword.trim().toLowerCase())).slice(0, 50);

/**
 * The report generator: pick the columns and the filters over the stock on a
 * date, run it (paged by the server), export the picked columns, and save the
 * choice for next time (per user).
 */
export default function ReportGenerator() {
  const saved = useRead(generatorChoiceEp);
  const [choice, setChoice] = useState<GeneratorChoice>(DEFAULT_CHOICE);
  const [asOf, setAsOf] = useState(todayManila());
  const [search, setSearch] = useState('');
  const [applied, setApplied] = useState<{ body: object; key: string } | null>(null);
  const save = useWrite(saveGeneratorChoiceEp);
  const products = useRead(productOptionsEp);
  const warehouses = useRead(warehouseOptionsEp);
  const productOptions = (products.data ?? []).map((p) => ({ value: p.product_code, label: `${p.product_name} (${p.product_code})` }));
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.warehouse_code, label: w.warehouse_name }));
  const labelled = (values: string[], options: SelectOption[]) => values.map((v) => options.find((o) => o.value === v) ?? { value: v, label: v });

  // The saved choice, once it arrives, is where the user starts.
  useEffect(() => {
    if (saved.data) setChoice({ ...DEFAULT_CHOICE, ...saved.data });
  }, [saved.data]);

  const set = (patch: Partial<GeneratorChoice>) => setChoice((c) => ({ ...c, ...patch }));
  const filters = () => ({ as_of: asOf, product_code: choice.product_code, product_group: choice.product_group, product_segment: choice.product_segment, warehouse: choice.warehouse, bands: choice.bands, ...(search.trim() ? { search: search.trim() } : {}) });
  const toggleColumn = (key: StockPositionKey, on: boolean) => {
    const next = on ? stockPositionColumns.map((c) => c.key).filter((k) => k === key || choice.columns.includes(k)) : choice.columns.filter((k) => k !== key);
    if (next.length) set({ columns: next });
  };
  const toggleBand = (band: Band, on: boolean) => set({ bands: on ? [...choice.bands, band] : choice.bands.filter((b) => b !== band) });

  const columns = useMemo(
    () =>
      colDefsOf<StockPositionRow>(
        stockPositionColumns.filter((c) => choice.columns.includes(c.key)),
        { shelf_life_status: { cellRenderer: (p: { data?: StockPositionRow }) => <ShelfLifeBandBadge band={p.data?.shelf_life_status} months={p.data?.months_to_expiry} /> } },
      ),
    [choice.columns],
  );

  async function saveChoice() {
    try {
      await save.run({ body: choice });
      toast.success('Your report choice was saved.');
    } catch (e) {
      void showError('Error', (e as Error).message);
    }
  }

  return (
    <section aria-label="Report generator">
      <form
        className="row g-2 align-items-end mb-2"
        onSubmit={(e) => {
          e.preventDefault();
          const body = filters();
          setApplied({ body, key: JSON.stringify(body) + Date.now() });
        }}
      >
        <DateField label="As Of" required value={asOf} onChange={setAsOf} />
        <MultiSearchSelect className="col-12 col-md-4" label="Products" value={labelled(choice.product_code, productOptions)} onChange={(o) => set({ product_code: o.map((x) => x.value) })} loadOptions={matching(productOptions)} />
        <MultiSearchSelect className="col-12 col-md-3" label="Warehouses" value={labelled(choice.warehouse, warehouseOptions)} onChange={(o) => set({ warehouse: o.map((x) => x.value) })} loadOptions={matching(warehouseOptions)} />
        <div className="col-auto">
          <Form.Label htmlFor="generator-search" className="small mb-1 d-block">
            Search
          </Form.Label>
          <Form.Control id="generator-search" size="sm" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <fieldset className="col-12">
          <Form.Label as="legend" className="small mb-1">Shelf Life (blank for all)</Form.Label>
          <div className="d-flex flex-wrap gap-3">
            {(Object.keys(SHELF_LIFE_LABELS) as Band[]).map((b) => (
              <Form.Check  key={b}>
                <Form.Check.Input  type="checkbox" id={`generator-band-${b}`} checked={choice.bands.includes(b)} onChange={(e) => toggleBand(b, e.target.checked)} />
                <Form.Check.Label className="small" htmlFor={`generator-band-${b}`}>
                  {SHELF_LIFE_LABELS[b]}
                </Form.Check.Label>
              </Form.Check>
            ))}
          </div>
        </fieldset>
        <fieldset className="col-12">
          <Form.Label as="legend" className="small mb-1">Columns</Form.Label>
          <div className="d-flex flex-wrap gap-3">
            {stockPositionColumns.map((c) => (
              <Form.Check  key={c.key}>
                <Form.Check.Input  type="checkbox" id={`generator-col-${c.key}`} checked={choice.columns.includes(c.key)} onChange={(e) => toggleColumn(c.key, e.target.checked)} />
                <Form.Check.Label className="small" htmlFor={`generator-col-${c.key}`}>
                  {c.header}
                </Form.Check.Label>
              </Form.Check>
            ))}
          </div>
        </fieldset>
        <div className="col-12 d-flex gap-2">
          <Button type="submit" size="sm" disabled={!asOf}>
            Run
          </Button>
          <ExportButton scope="view_inventory_reports" path={generatorExportEp.path} body={() => (asOf ? { ...filters(), columns: choice.columns } : null)} />
          <Button variant="outline-primary" size="sm" onClick={() => void saveChoice()} disabled={save.isLoading}>
            Save Choice
          </Button>
        </div>
      </form>
      <ServerGrid<StockPositionRow>
        screenId="inventory-report-generator"
        label="Stock on the date"
        columns={columns}
        source={{ endpoint: generatorRunEp, args: { body: applied?.body ?? {} } }}
        queryKey={applied?.key ?? null}
        defaultSort={{ order_by: 'product_code', direction: 'asc' }}
        pagingInUrl={false}
        notSearchedText="Choose the columns and filters and press Run."
      />
    </section>
  );
}
