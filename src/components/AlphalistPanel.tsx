import { useState } from 'react';
import type { Endpoint } from '../../contract/kit';
import type { QapFile, qapQuery } from '../../contract/payableVouchers';
import type { ApiError } from '../api/ApiError';
import { callEndpoint } from '../api/endpoints';
import DataAsOf from './DataAsOf';
import { browser } from './export/runExport';
import { todayManila } from '../lib/dates';
import { formatMoney } from '../lib/money';

interface AlphalistPanelProps {
  /** The list, e.g. QAP or SAWT: in the legend, the button and the control ids. */
  list: string;
  /** What the list holds, e.g. "EWT": the legend reads "QAP (EWT) File". */
  tax: string;
  /** The GET of the list for a year and quarter. */
  endpoint: Endpoint<QapFile, { method: 'GET'; path: string; query: typeof qapQuery }>;
  /** Who a detail line is, e.g. "payee" or "customer". */
  lineNoun: string;
}

/** A BIR alphalist of a quarter (QAP, SAWT): its totals on screen and the DAT file to upload. */
export default function AlphalistPanel({ list, tax, endpoint, lineNoun }: AlphalistPanelProps) {
  const id = list.toLowerCase();
  const today = todayManila();
  const [year, setYear] = useState(today.slice(0, 4));
  const [quarter, setQuarter] = useState(String(Math.ceil(Number(today.slice(5, 7)) / 3)));
  const [file, setFile] = useState<QapFile | null>(null);
  const [asOf, setAsOf] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function make() {
    setBusy(true);
    setError(undefined);
    try {
      const r = await callEndpoint(endpoint, { query: { year: Number(year), quarter: Number(quarter) } });
      setFile(r.result);
      setAsOf(r.as_of);
      // The DAT file is small and built on the server: saved as it came.
      browser.save(new Blob([r.result.content], { type: 'text/plain' }), r.result.file_name);
    } catch (e) {
      setError((e as ApiError).messages.join(' '));
    } finally {
      setBusy(false);
    }
  }
  const years = [0, 1, 2].map((k) => String(Number(today.slice(0, 4)) - k));
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="h6 w-auto px-1 mb-1">{`${list} (${tax}) File`}</legend>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label htmlFor={`${id}-year`} className="form-label small mb-0">Year</label>
          <select id={`${id}-year`} className="form-select form-select-sm" value={year} onChange={(e) => setYear(e.target.value)}>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-quarter`} className="form-label small mb-0">Quarter</label>
          <select id={`${id}-quarter`} className="form-select form-select-sm" value={quarter} onChange={(e) => setQuarter(e.target.value)}>
            {['1', '2', '3', '4'].map((q) => <option key={q} value={q}>Quarter {q}</option>)}
          </select>
        </div>
        <button type="button" className="btn btn-success btn-sm" disabled={busy} onClick={make}>
          {busy ? 'Preparing…' : `Download ${list} File`}
        </button>
        <span className="small" aria-live="polite">
          {error ? <span className="text-danger" role="alert">{error}</span> : file ? `${file.file_name}: ${file.rows.length} ${lineNoun} line(s), income ${formatMoney(file.total_income)}, tax withheld ${formatMoney(file.total_withheld)}` : ''}
        </span>
        {file && !error && <DataAsOf asOf={asOf} />}
      </div>
    </fieldset>
  );
}
