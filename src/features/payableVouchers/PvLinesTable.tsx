import type { PvAccountOption, PvSetupOptions } from '../../../contract/payableVouchers';
import { emptyLine, type PvFormLine } from './draftState';

interface Props {
  lines: PvFormLine[];
  accounts: PvAccountOption[];
  setup: PvSetupOptions | undefined;
  errors: Record<string, string>;
  onChange: (lines: PvFormLine[]) => void;
}

/**
 * The voucher's lines by account: the account list holds only the accounts
 * the user may post to on a payable voucher (the server checks again); each
 * line a debit or a credit, with its cost center, program and division.
 */
export default function PvLinesTable({ lines, accounts, setup, errors, onChange }: Props) {
  const set = (n: number, patch: Partial<PvFormLine>) => onChange(lines.map((l, k) => (k === n ? { ...l, ...patch } : l)));
  const select = (n: number, key: 'cost_center_id' | 'program_id' | 'division_id', label: string, options: { id: number; code: string; name: string }[] = []) => (
    <select className="form-select form-select-sm" aria-label={`${label} of line ${n + 1}`} value={lines[n][key]} onChange={(e) => set(n, { [key]: e.target.value })}>
      <option value="">—</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>{o.code} - {o.name}</option>
      ))}
    </select>
  );
  const err = (n: number, key: string) => errors[`lines.${n}.${key}`];
  return (
    <div className="table-responsive mb-2">
      <table className="table table-sm align-middle small mb-1">
        <caption className="caption-top">Lines</caption>
        <thead>
          <tr>
            <th scope="col" style={{ minWidth: 240 }}>Account</th>
            <th scope="col">Cost Center</th>
            <th scope="col">Program</th>
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
                  {l.account_code && !accounts.some((a) => a.account_code === l.account_code) && <option value={l.account_code}>{l.account_code} (not allowed)</option>}
                  {accounts.map((a) => (
                    <option key={a.account_code} value={a.account_code}>{a.account_code} - {a.account_name}</option>
                  ))}
                </select>
                {err(n, 'account_code') && <div className="invalid-feedback d-block">{err(n, 'account_code')}</div>}
              </td>
              <td>{select(n, 'cost_center_id', 'Cost Center', setup?.cost_centers)}</td>
              <td>{select(n, 'program_id', 'Program', setup?.programs)}</td>
              <td>{select(n, 'division_id', 'Division', setup?.divisions)}</td>
              <td>
                <input className="form-control form-control-sm" aria-label={`Description of line ${n + 1}`} maxLength={255} value={l.description} onChange={(e) => set(n, { description: e.target.value })} />
              </td>
              <td>
                <input
                  className={`form-control form-control-sm text-end${err(n, 'debit') ? ' is-invalid' : ''}`}
                  aria-label={`Debit of line ${n + 1}`}
                  aria-invalid={err(n, 'debit') ? true : undefined}
                  inputMode="decimal"
                  value={l.debit}
                  onChange={(e) => set(n, { debit: e.target.value })}
                />
                {err(n, 'debit') && <div className="invalid-feedback d-block">{err(n, 'debit')}</div>}
              </td>
              <td>
                <input className="form-control form-control-sm text-end" aria-label={`Credit of line ${n + 1}`} inputMode="decimal" value={l.credit} onChange={(e) => set(n, { credit: e.target.value })} />
              </td>
              <td>
                <button type="button" className="btn btn-sm btn-outline-danger" aria-label={`Remove line ${n + 1}`} onClick={() => onChange(lines.filter((_, k) => k !== n))}>
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onChange([...lines, emptyLine()])}>
        Add Line
      </button>
    </div>
  );
}
