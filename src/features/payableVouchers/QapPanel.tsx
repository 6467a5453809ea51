import { useState } from 'react';
import { pvQapEp, type QapFile } from '../../../contract/payableVouchers';
import type { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/endpoints';
import { todayManila } from '../../lib/dates';
import { formatMoney } from '../../lib/money';

/** Saves text as a file through a temporary link (the DAT file is small: it is built in memory). */
function saveText(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

/** The QAP (EWT alphalist, BIR 1601-EQ) of a quarter: its totals on screen and the DAT file to upload. */
export default function QapPanel() {
  const today = todayManila();
  const [year, setYear] = useState(today.slice(0, 4));
  const [quarter, setQuarter] = useState(String(Math.ceil(Number(today.slice(5, 7)) / 3)));
  const [file, setFile] = useState<QapFile | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function make() {
    setBusy(true);
    setError(undefined);
    try {
      const r = await callEndpoint(pvQapEp, { query: { year: Number(year), quarter: Number(quarter) } });
      setFile(r.result);
      saveText(r.result.file_name, r.result.content);
    } catch (e) {
      setError((e as ApiError).messages.join(' '));
    } finally {
      setBusy(false);
    }
  }
  const years = [0, 1, 2].map((k) => String(Number(today.slice(0, 4)) - k));
  return (
    <fieldset className="border rounded p-2 mb-3">
      <legend className="h6 w-auto px-1 mb-1">QAP (EWT) File</legend>
      <div className="d-flex flex-wrap align-items-end gap-2">
        <div>
          <label htmlFor="qap-year" className="form-label small mb-0">Year</label>
          <select id="qap-year" className="form-select form-select-sm" value={year} onChange={(e) => setYear(e.target.value)}>
            {years.map((y) => <option key={y} value={y}>{y}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="qap-quarter" className="form-label small mb-0">Quarter</label>
          <select id="qap-quarter" className="form-select form-select-sm" value={quarter} onChange={(e) => setQuarter(e.target.value)}>
            {['1', '2', '3', '4'].map((q) => <option key={q} value={q}>Quarter {q}</option>)}
          </select>
        </div>
        <button type="button" className="btn btn-success btn-sm" disabled={busy} onClick={make}>
          {busy ? 'Preparing…' : 'Download QAP File'}
        </button>
        <span className="small" aria-live="polite">
          {error ? <span className="text-danger" role="alert">{error}</span> : file ? `${file.file_name}: ${file.rows.length} payee line(s), income ${formatMoney(file.total_income)}, tax withheld ${formatMoney(file.total_withheld)}` : ''}
        </span>
      </div>
    </fieldset>
  );
}
