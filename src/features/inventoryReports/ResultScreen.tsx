import { useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { REPORT_OF_TYPE, type ReportType } from '../../../contract/inventoryReports';
import type { ResultOf } from '../../../contract/kit';
import { useRead } from '../../api/kitApi';
import ExportButton from '../../components/export/ExportButton';
import { ReadState } from '../../components/report/reportParts';
import { bodyOf, canGenerate, formFromParam, formToParam } from './reportForm';
import { Form } from 'react-bootstrap';

/**
 * A result screen of the inventory report: the answer the form carried over
 * (spec §4: Generate loads, then navigates with the response), or, opened
 * from a bookmark, the same call made again from the filters in the URL;
 * Change Table Columns goes back to the form with those filters, a text
 * search narrows the rows, Export writes the same result as XLSX.
 */
type Result<T extends ReportType> = ResultOf<(typeof REPORT_OF_TYPE)[T]['ep']>;

interface Props<T extends ReportType> {
  type: T;
  title: string;
  children: (result: Result<T>, search: string, tableCol: string[]) => ReactNode;
}

export default function ResultScreen<T extends ReportType>({ type, title, children }: Props<T>) {
  const [params] = useSearchParams();
  const location = useLocation();
  const form = { ...formFromParam(params.get('form')), type };
  const valid = canGenerate(form);
  const carried = (location.state as { result?: Result<T>; type?: string } | null)?.type === type ? (location.state as { result: Result<T> }).result : undefined;
  const { ep, exportEp } = REPORT_OF_TYPE[type];
  const read = useRead(ep, { body: bodyOf(form) }, { skip: !valid || carried !== undefined });
  const result = carried ?? (read.currentData as Result<T> | undefined);
  const [search, setSearch] = useState('');
  const back = `/inventoryreport?form=${encodeURIComponent(formToParam(form))}`;
  return (
    <div className="p-3">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-2">
        <h1 className="h4 mb-0 me-auto">{title}</h1>
        <Link to={back}>Change Table Columns</Link>
      </div>
      {!valid ? (
        <p className="text-muted" role="status">
          Choose the report filters first. <Link to="/inventoryreport">Open the inventory report form</Link>.
        </p>
      ) : (
        <>
          <p className="small text-muted mb-2">
            {form.date_from} to {form.date_to}
            {form.products.length ? ` · ${form.products.length} product(s)` : ' · all products'}
            {form.warehouses.length ? ` · warehouses ${form.warehouses.join(', ')}` : ' · all warehouses'}
          </p>
          <div role="toolbar" aria-label="Result tools" className="d-flex flex-wrap gap-2 align-items-end mb-2">
            <div>
              <Form.Label htmlFor="inventory-result-search" className="small mb-1 d-block">
                Search
              </Form.Label>
              <Form.Control id="inventory-result-search" type="search" size="sm" value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
            </div>
            <ExportButton scope="view_inventory_reports" path={exportEp.path} body={() => bodyOf(form)} />
          </div>
          <ReadState loading={!carried && read.isFetching} failed={!carried && read.isError} empty={false} what="report">
            {result ? children(result, search, form.table_col) : null}
          </ReadState>
        </>
      )}
    </div>
  );
}
