import type { JvOptions } from '../../../contract/journalVouchers';
import { emptyJvLine, type JvFormLine } from './draftState';

interface Props {
  lines: JvFormLine[];
  options: JvOptions | undefined;
  errors: Record<string, string>;
  onChange: (lines: JvFormLine[]) => void;
}

/** Amount keys only: a minus sign never gets in (a line is never negative). */
const amountTyped = (v: string) => v.replace(/[^\d.,]/g, '');

/**
 * The voucher's lines: the account list holds only the accounts the user may
 * post to on a journal voucher (the server checks again). A line is a debit
 * or a credit: typing one side empties the other.
 */
export default function JvLinesTable({ lines, options, errors, onChange }: Props) {
  const set = (n: number, patch: Partial<JvFormLine>) => onChange(lines.map((l, k) => (k === n ? { ...l, ...patch } : l)));
  const err = (n: number, key: string) => errors[`lines.${n}.${key}`];
  const accounts = options?.accounts ?? [];
  const select = (n: number, key: 'cost_center_id' | 'program_id' | 'division_id', label: string, list: { id: number; label: string }[] = []) => (
    <>
      <select className={`form-select form-select-sm${err(n, key) ? ' is-invalid' : ''}`} aria-label={`${label} of line ${n + 1}`} value={lines[n][key]} onChange={(e) => set(n, { [key]: e.target.value })}>
        <option value="">—</option>
        {list.map((o) => (
          <option key={o.id} value={o.id}>{o.label}</option>
        ))}
      </select>
      {err(n, key) && <div className="invalid-feedback d-block">{err(n, key)}</div>}
    </>
  );
  const amount = (n: number, side: 'debit' | 'credit', label: string) => (
    <>
      <input
        className={`form-control form-control-sm text-end${err(n, side) ? ' is-invalid' : ''}`}
        aria-label={`${label} of line ${n + 1}`}
        aria-invalid={err(n, side) ? true : undefined}
        inputMode="decimal"
        value={lines[n][side]}
        onChange={(e) => {
          const v = amountTyped(e.target.value);
          set(n, side === 'debit' ? { debit: v, ...(v ? { credit: '' } : {}) } : { credit: v, ...(v ? { debit: '' } : {}) });
        }}
      />
      {err(n, side) && <div className="invalid-feedback d-block">{err(n, side)}</div>}
    </>
  );
  return (
    <div className="table-responsive mb-2">
      <table className="table table-sm align-middle small mb-1">
        <caption className="caption-top">Lines</caption>
        <thead>
          <tr>
            <th scope="col" style={{ minWidth: 240 }}>Account</th>
            <th scope="col">Cost Center</th>
            <th scope="col">Program / Project</th>
            <th scope="col">Division</th>
            <th scope="col">Description</th>
            <th scope="col" className="text-end">Debit</th>
            <th scope="col" className="text-end">Credit</th>
            <th scope="col"><span className="visually-hidden">Remove</span></th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l, n) => (
            <tr key={n}>
              <td>
                <select
                  className={`form-select form-select-sm${err(n, 'account_code') ? ' is-invalid' : ''}`}
                  aria-label={`Account of line ${n + 1}`}
                  aria-invalid={err(n, 'account_code') ? true : undefined}
                  value={l.account_code}
                  onChange={(e) => set(n, { account_code: e.target.value })}
                >
                  <option value="">Select…</option>
                  {l.account_code && options && !accounts.some((a) => a.account_code === l.account_code) && <option value={l.account_code}>{l.account_code} (not allowed)</option>}
                  {accounts.map((a) => (
                    <option key={a.account_code} value={a.account_code}>{a.account_code} - {a.account_name}</option>
                  ))}
                </select>
                {err(n, 'account_code') && <div className="invalid-feedback d-block">{err(n, 'account_code')}</div>}
              </td>
              <td>{select(n, 'cost_center_id', 'Cost Center', options?.cost_centers)}</td>
              <td>{select(n, 'program_id', 'Program / Project', options?.programs)}</td>
              <td>{select(n, 'division_id', 'Division', options?.divisions)}</td>
              <td>
                <input className="form-control form-control-sm" aria-label={`Description of line ${n + 1}`} maxLength={300} value={l.description} onChange={(e) => set(n, { description: e.target.value })} />
              </td>
              <td>{amount(n, 'debit', 'Debit')}</td>
              <td>{amount(n, 'credit', 'Credit')}</td>
              <td>
                <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`Remove line ${n + 1}`} disabled={lines.length <= 1} onClick={() => onChange(lines.filter((_, k) => k !== n))}>
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onChange([...lines, emptyJvLine()])}>
        Add Line
      </button>
    </div>
  );
}
