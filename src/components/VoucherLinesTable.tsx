import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import {
  accountMatches,
  amountTyped,
  creditLine,
  pasteGrid,
  resolveAccount,
  withBalancingAmount,
  type AccountOption,
  type Dimension,
  type DimensionOption,
  type LineColumn,
  type VoucherFormLine,
} from './voucherLines/lineEntry';

export type { DimensionOption, VoucherFormLine } from './voucherLines/lineEntry';
export { withoutTrailingBlanks } from './voucherLines/lineEntry';

interface Props<L extends VoucherFormLine> {
  lines: L[];
  /** The accounts the user may post to on this kind of voucher (the server checks again). */
  accounts: AccountOption[];
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

/**
 * Where Enter goes from each field: the dimensions are reached by Tab, the way most lines leave them empty; from the
 * description to the amount on the side of the line above (debits come in a run, then credits), the debit first.
 */
const ENTER_NEXT: Record<LineColumn, LineColumn | 'side above' | 'credit if empty' | 'next line'> = {
  account_code: 'description',
  cost_center_id: 'description',
  program_id: 'description',
  division_id: 'description',
  description: 'side above',
  debit: 'credit if empty',
  credit: 'next line',
};

/**
 * The lines of a journal or payable voucher, made to be keyed without the mouse: account by code or by any part of
 * its code or name (the list offers the matches; Enter takes the only one), cost center, program, division,
 * description, and a debit or a credit (typing one side empties the other).
 *
 * Keys: Enter goes account → description → the amount on the side of the line above (from an empty debit on to the
 * credit) → the next line, opening a new one after the last; `=` in the account or an amount puts on that line what
 * balances the voucher; Ctrl+Enter submits the form. So a line costs three keys beyond what is typed (four where the
 * side turns), the balancing line one.
 * Cells copied from a spreadsheet paste across the columns and down the lines from where they land. Every control
 * is labelled by its line for keyboard and screen-reader use.
 */
export default function VoucherLinesTable<L extends VoucherFormLine>(props: Props<L>) {
  const { lines, accounts, accountsKnown, programLabel, errors, onChange } = props;
  const listId = `${useId()}-accounts`;
  const table = useRef<HTMLTableElement>(null);
  // A cell to focus once the lines it is on have rendered (Enter past the last line opens one).
  const [focusNext, setFocusNext] = useState<{ n: number; col: LineColumn } | null>(null);
  useEffect(() => {
    if (!focusNext) return;
    table.current?.querySelector<HTMLElement>(`[data-line="${focusNext.n}"][data-col="${focusNext.col}"]`)?.focus();
    setFocusNext(null);
  }, [focusNext, lines]);

  const set = (n: number, patch: Partial<VoucherFormLine>) => onChange(lines.map((l, k) => (k === n ? { ...l, ...patch } : l)));
  const err = (n: number, key: string) => errors[`lines.${n}.${key}`];
  const message = (n: number, key: string) => err(n, key) && <div className="invalid-feedback d-block">{err(n, key)}</div>;
  const invalid = (n: number, key: string) => (err(n, key) ? ' is-invalid' : '');
  const cell = (n: number, col: LineColumn) => ({ 'data-line': n, 'data-col': col });
  const dimensions: Record<Dimension, DimensionOption[]> = { cost_center_id: props.costCenters ?? [], program_id: props.programs ?? [], division_id: props.divisions ?? [] };

  function onKeyDown(e: KeyboardEvent<HTMLTableSectionElement>) {
    const target = e.target as HTMLElement;
    const col = target.dataset.col as LineColumn | undefined;
    if (!col) return;
    const n = Number(target.dataset.line);
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      target.closest('form')?.requestSubmit();
      return;
    }
    // "=" is no part of an account code or an amount: there it balances the voucher on this line.
    if (col !== 'description' && e.key === '=') {
      e.preventDefault();
      const withAccount = col === 'account_code' ? lines.map((l, k) => (k === n ? { ...l, account_code: resolveAccount((target as HTMLInputElement).value, accounts) } : l)) : lines;
      onChange(withBalancingAmount(withAccount, n));
      return;
    }
    if (e.key !== 'Enter' || e.shiftKey || e.altKey) return;
    e.preventDefault();
    let current = lines;
    if (col === 'account_code') {
      const code = resolveAccount((target as HTMLInputElement).value, accounts);
      if (code !== lines[n].account_code) onChange((current = lines.map((l, k) => (k === n ? { ...l, account_code: code } : l))));
    }
    const step = ENTER_NEXT[col];
    if (step === 'side above') return setFocusNext({ n, col: n > 0 && creditLine(current[n - 1]) ? 'credit' : 'debit' });
    if (step === 'credit if empty' && !current[n].debit.trim()) return setFocusNext({ n, col: 'credit' });
    if (step !== 'credit if empty' && step !== 'next line') return setFocusNext({ n, col: step });
    if (n === current.length - 1) onChange([...current, props.newLine()]);
    setFocusNext({ n: n + 1, col: 'account_code' });
  }

  function onPaste(e: ClipboardEvent<HTMLTableSectionElement>) {
    const target = e.target as HTMLElement;
    const col = target.dataset.col as LineColumn | undefined;
    const text = e.clipboardData.getData('text/plain');
    // One value pastes into its field as usual; cells (tabs or several rows) fill the grid.
    if (!col || !/[\t\n]/.test(text.replace(/\r?\n$/, ''))) return;
    e.preventDefault();
    onChange(pasteGrid(text, lines, Number(target.dataset.line), col, { accounts, dimensions, descriptionMaxLength: props.descriptionMaxLength, newLine: props.newLine }));
  }

  const accountHint = (l: VoucherFormLine): string => {
    if (!l.account_code) return '';
    const known = accounts.find((a) => a.account_code === l.account_code);
    if (known) return known.account_name;
    if (!accountsKnown) return '';
    const many = accountMatches(l.account_code, accounts);
    return many > 1 ? `${many} accounts match: type more of the code or name` : 'No account you may use matches';
  };

  const dimension = (n: number, key: Dimension, label: string) => (
    <>
      <select
        {...cell(n, key)}
        className={`form-select form-select-sm${invalid(n, key)}`}
        aria-label={`${label} of line ${n + 1}`}
        aria-invalid={err(n, key) ? true : undefined}
        value={lines[n][key]}
        onChange={(e) => set(n, { [key]: e.target.value })}
      >
        <option value="">—</option>
        {dimensions[key].map((o) => (
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
        {...cell(n, side)}
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
      <datalist id={listId}>
        {accounts.map((a) => (
          <option key={a.account_code} value={a.account_code} label={a.account_name} />
        ))}
      </datalist>
      <table ref={table} className="table table-sm align-middle small mb-1" aria-describedby={`${listId}-keys`}>
        <caption className="caption-top">
          Lines <span id={`${listId}-keys`} className="text-muted">(Enter: next field; = in an amount: the balancing amount; Ctrl+Enter: submit; cells copied from a spreadsheet paste in)</span>
        </caption>
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
        <tbody onKeyDown={onKeyDown} onPaste={onPaste}>
          {lines.map((l, n) => (
            <tr key={n}>
              <td>
                <input
                  {...cell(n, 'account_code')}
                  className={`form-control form-control-sm${invalid(n, 'account_code')}`}
                  aria-label={`Account of line ${n + 1}`}
                  aria-describedby={`${listId}-${n}`}
                  aria-invalid={err(n, 'account_code') ? true : undefined}
                  list={listId}
                  autoComplete="off"
                  placeholder="Code or name"
                  value={l.account_code}
                  onChange={(e) => set(n, { account_code: e.target.value })}
                  onBlur={(e) => {
                    const code = resolveAccount(e.target.value, accounts);
                    if (code !== l.account_code) set(n, { account_code: code });
                  }}
                />
                <div id={`${listId}-${n}`} className="form-text mt-0 text-truncate" style={{ maxWidth: 240 }}>
                  {accountHint(l)}
                </div>
                {message(n, 'account_code')}
              </td>
              <td>{dimension(n, 'cost_center_id', 'Cost Center')}</td>
              <td>{dimension(n, 'program_id', programLabel)}</td>
              <td>{dimension(n, 'division_id', 'Division')}</td>
              <td>
                <input
                  {...cell(n, 'description')}
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
