/** A voucher line as its form holds it (every field text, as typed). */
export interface VoucherFormLine {
  account_code: string;
  cost_center_id: string;
  program_id: string;
  division_id: string;
  description: string;
  debit: string;
  credit: string;
}

export interface DimensionOption {
  id: number;
  label: string;
}

interface Props<L extends VoucherFormLine> {
  lines: L[];
  /** The accounts the user may post to on this kind of voucher (the server checks again). */
  accounts: { account_code: string; account_name: string }[];
  /** False while the accounts load: a line's saved account keeps its value then, and is called "not allowed" only once the list is known. */
  accountsKnown: boolean;
  costCenters?: DimensionOption[];
  programs?: DimensionOption[];
  divisions?: DimensionOption[];
  /** What the voucher calls the program column ("Program", "Program / Project"). */
  programLabel: string;
  descriptionMaxLength: number;
  /** Lines that cannot be removed (a journal voucher keeps one; a payable voucher may have none). */
  minLines: number;
  newLine: () => L;
  /** Messages by `lines.{n}.{field}`. */
  errors: Record<string, string>;
  onChange: (lines: L[]) => void;
}

/** Amount keys only: a minus sign never gets in (a line is never negative). */
const amountTyped = (v: string) => v.replace(/[^\d.,]/g, '');

type Dimension = 'cost_center_id' | 'program_id' | 'division_id';

/**
 * The lines of a journal or payable voucher: account, cost center, program,
 * division, description, and a debit or a credit (typing one side empties the
 * other). Every control is labelled by its line for keyboard and screen-reader use.
 */
export default function VoucherLinesTable<L extends VoucherFormLine>(props: Props<L>) {
  const { lines, accounts, accountsKnown, programLabel, errors, onChange } = props;
  const set = (n: number, patch: Partial<VoucherFormLine>) => onChange(lines.map((l, k) => (k === n ? { ...l, ...patch } : l)));
  const err = (n: number, key: string) => errors[`lines.${n}.${key}`];
  const message = (n: number, key: string) => err(n, key) && <div className="invalid-feedback d-block">{err(n, key)}</div>;
  const invalid = (n: number, key: string) => (err(n, key) ? ' is-invalid' : '');

  const dimension = (n: number, key: Dimension, label: string, options: DimensionOption[] = []) => (
    <>
      <select
        className={`form-select form-select-sm${invalid(n, key)}`}
        aria-label={`${label} of line ${n + 1}`}
        aria-invalid={err(n, key) ? true : undefined}
        value={lines[n][key]}
        onChange={(e) => set(n, { [key]: e.target.value })}
      >
        <option value="">—</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
      {message(n, key)}
    </>
  );
  const amount = (n: number, side: 'debit' | 'credit', label: string) => (
    <>
      <input
        className={`form-control form-control-sm text-end${invalid(n, side)}`}
        aria-label={`${label} of line ${n + 1}`}
        aria-invalid={err(n, side) ? true : undefined}
        inputMode="decimal"
        value={lines[n][side]}
        onChange={(e) => {
          const v = amountTyped(e.target.value);
          set(n, side === 'debit' ? { debit: v, ...(v ? { credit: '' } : {}) } : { credit: v, ...(v ? { debit: '' } : {}) });
        }}
      />
      {message(n, side)}
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
            <th scope="col">{programLabel}</th>
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
                  className={`form-select form-select-sm${invalid(n, 'account_code')}`}
                  aria-label={`Account of line ${n + 1}`}
                  aria-invalid={err(n, 'account_code') ? true : undefined}
                  value={l.account_code}
                  onChange={(e) => set(n, { account_code: e.target.value })}
                >
                  <option value="">Select…</option>
                  {/* A saved account the list lacks keeps its place: plain while the list loads, then marked. */}
                  {l.account_code && !accounts.some((a) => a.account_code === l.account_code) && (
                    <option value={l.account_code}>{accountsKnown ? `${l.account_code} (not allowed)` : l.account_code}</option>
                  )}
                  {accounts.map((a) => (
                    <option key={a.account_code} value={a.account_code}>
                      {a.account_code} - {a.account_name}
                    </option>
                  ))}
                </select>
                {message(n, 'account_code')}
              </td>
              <td>{dimension(n, 'cost_center_id', 'Cost Center', props.costCenters)}</td>
              <td>{dimension(n, 'program_id', programLabel, props.programs)}</td>
              <td>{dimension(n, 'division_id', 'Division', props.divisions)}</td>
              <td>
                <input
                  className="form-control form-control-sm"
                  aria-label={`Description of line ${n + 1}`}
                  maxLength={props.descriptionMaxLength}
                  value={l.description}
                  onChange={(e) => set(n, { description: e.target.value })}
                />
                {message(n, 'description')}
              </td>
              <td>{amount(n, 'debit', 'Debit')}</td>
              <td>{amount(n, 'credit', 'Credit')}</td>
              <td>
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  aria-label={`Remove line ${n + 1}`}
                  disabled={lines.length <= props.minLines}
                  onClick={() => onChange(lines.filter((_, k) => k !== n))}
                >
                  ×
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => onChange([...lines, props.newLine()])}>
        Add Line
      </button>
    </div>
  );
}
