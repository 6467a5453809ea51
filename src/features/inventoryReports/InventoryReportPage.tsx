import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  groupOptionsEp,
  INVENTORY_REPORT_MESSAGES,
  movementColumns,
  productOptionsEp,
  REPORT_OF_TYPE,
  REPORT_TYPES,
  segmentOptionsEp,
  summaryColumns,
  warehouseOptionsEp,
  type ReportType,
} from '../../../contract/inventoryReports';
import { toApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { useRead } from '../../api/kitApi';
import { showError } from '../../components/dialogs';
import DateField from '../../components/filters/DateField';
import MultiSearchSelect from '../../components/filters/MultiSearchSelect';
import type { SelectOption } from '../../components/filters/SearchSelect';
import { bodyOf, canGenerate, formFromParam, formToParam, rangeError, showsDates, type ReportForm } from './reportForm';
import { Alert, Button, Form, InputGroup, Spinner } from 'react-bootstrap';

/** Options filtered by a keyword in the browser (the lists are short and loaded once). */
const matching = (options: SelectOption[]) => async (keyword: string) => {
  const q = keyword.trim().toLowerCase();
  return (q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options).slice(0, 50);
};
const chosen = (values: (string | number)[], options: SelectOption[]) => values.map((v) => options.find((o) => o.value === String(v)) ?? { value: String(v), label: String(v) });

/** The columns a result may be limited to (the warehouse summary has its own, one set per warehouse). */
const COLUMNS_OF: Partial<Record<ReportType, readonly { key: string; header: string }[]>> = { summary: summaryColumns, movement: movementColumns };

/**
 * Inventory report form (/inventoryreport, spec 001 §2, §4, §5): products,
 * groups, segments and warehouses (blank = ALL), the report type (clearable),
 * the dates once a type is chosen, the table columns, and Generate for a
 * valid range only; Generate loads, then opens the result screen with the answer.
 */
export default function InventoryReportPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [form, setForm] = useState<ReportForm>(() => formFromParam(params.get('form')));
  const [running, setRunning] = useState(false);
  const set = (patch: Partial<ReportForm>) => setForm((f) => ({ ...f, ...patch }));

  const products = useRead(productOptionsEp);
  const warehouses = useRead(warehouseOptionsEp);
  const groups = useRead(groupOptionsEp);
  const segments = useRead(segmentOptionsEp);
  const productOptions = (products.data ?? []).map((p) => ({ value: p.product_code, label: `${p.product_name} (${p.product_code})` }));
  const warehouseOptions = (warehouses.data ?? []).map((w) => ({ value: w.warehouse_code, label: w.warehouse_name }));
  const groupOptions = (groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }));
  const segmentOptions = (segments.data ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const optionsFailed = products.isError || warehouses.isError || groups.isError || segments.isError;

  const problem = rangeError(form);
  const columns = form.type ? COLUMNS_OF[form.type] : undefined;
  const shownCols = (keys: string[]) => (keys.length ? keys : (columns ?? []).map((c) => c.key));

  function setType(type: ReportType | '') {
    // Without a type the dates are not shown: they start again with the next type; the columns belong to the type.
    set(type ? { type, table_col: [] } : { type: '', date_from: '', date_to: '', table_col: [] });
  }

  function toggleColumn(key: string, on: boolean) {
    const all = (columns ?? []).map((c) => c.key);
    const next = on ? [...new Set([...shownCols(form.table_col), key])] : shownCols(form.table_col).filter((k) => k !== key);
    if (!next.length) return;
    set({ table_col: next.length === all.length ? [] : all.filter((k) => next.includes(k)) });
  }

  async function generate() {
    if (!canGenerate(form) || !form.type) return;
    const { ep, path } = REPORT_OF_TYPE[form.type];
    setRunning(true);
    try {
      const res = await callEndpoint(ep, { body: bodyOf(form) });
      navigate(`${path}?form=${encodeURIComponent(formToParam(form))}`, { state: { type: form.type, result: res.result } });
    } catch (err) {
      const e = toApiError(err);
      if (e.isInvalidRequest) void showError('Invalid Request', e.messages.join('\n'));
      else void showError('Oops...', e.messages.join('\n') || 'Someting went wrong...');
    } finally {
      setRunning(false);
    }
  }

  return (
    <div className="p-3">
      <h1 className="h4">Inventory Report</h1>
      {optionsFailed && (
        <Alert variant="danger" transition={false} role="alert">
          {INVENTORY_REPORT_MESSAGES.loadFailed}
        </Alert>
      )}
      <form
        className="row g-3"
        aria-label="Inventory report filters"
        onSubmit={(e) => {
          e.preventDefault();
          void generate();
        }}
      >
        <p className="col-12 small text-muted mb-0">Leave a choice blank for all.</p>
        <MultiSearchSelect className="col-12 col-md-6" label="Product Name" value={chosen(form.products, productOptions)} onChange={(o) => set({ products: o.map((x) => x.value) })} loadOptions={matching(productOptions)} disabled={running} />
        <MultiSearchSelect className="col-12 col-md-6" label="Product Group" value={chosen(form.groups, groupOptions)} onChange={(o) => set({ groups: o.map((x) => Number(x.value)) })} loadOptions={matching(groupOptions)} disabled={running} />
        <MultiSearchSelect className="col-12 col-md-6" label="Product Segment" value={chosen(form.segments, segmentOptions)} onChange={(o) => set({ segments: o.map((x) => Number(x.value)) })} loadOptions={matching(segmentOptions)} disabled={running} />
        <MultiSearchSelect className="col-12 col-md-6" label="Warehouse" value={chosen(form.warehouses, warehouseOptions)} onChange={(o) => set({ warehouses: o.map((x) => x.value) })} loadOptions={matching(warehouseOptions)} disabled={running} />

        <div className="col-12 col-md-4">
          <Form.Label htmlFor="inventory-report-type" className="small mb-1 d-block">
            Report Type
          </Form.Label>
          <InputGroup size="sm">
            <Form.Select id="inventory-report-type" size="sm" value={form.type} disabled={running} onChange={(e) => setType(e.target.value as ReportType | '')}>
              <option value="">Choose a report type</option>
              {Object.entries(REPORT_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Form.Select>
            {form.type && (
              <Button variant="outline-secondary" onClick={() => setType('')} disabled={running}>
                Clear
              </Button>
            )}
          </InputGroup>
        </div>

        {showsDates(form) && (
          <>
            <DateField label="Date From" required value={form.date_from} onChange={(v) => set({ date_from: v })} disabled={running} />
            <DateField label="Date To" required value={form.date_to} onChange={(v) => set({ date_to: v })} disabled={running} />
          </>
        )}
        {problem && (
          <div className="col-12 text-danger" role="alert">
            {problem}
          </div>
        )}

        {columns && (
          <fieldset className="col-12">
            <Form.Label as="legend" className="small mb-1">Table Columns</Form.Label>
            <div className="d-flex flex-wrap gap-3">
              {columns.map((c) => (
                <Form.Check  key={c.key}>
                  <Form.Check.Input
                    
                    type="checkbox"
                    id={`inventory-col-${c.key}`}
                    checked={shownCols(form.table_col).includes(c.key)}
                    onChange={(e) => toggleColumn(c.key, e.target.checked)}
                    disabled={running}
                  />
                  <Form.Check.Label className="small" htmlFor={`inventory-col-${c.key}`}>
                    {c.header}
                  </Form.Check.Label>
                </Form.Check>
              ))}
            </div>
          </fieldset>
        )}

        {canGenerate(form) && (
          <div className="col-12">
            <Button type="submit"  disabled={running}>
              {running ? (
                <>
                  <Spinner as="span" animation="border" size="sm" className="me-1" aria-hidden="true" /> Generating…
                </>
              ) : (
                'Generate'
              )}
            </Button>
          </div>
        )}
      </form>
    </div>
  );
}
