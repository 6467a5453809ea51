import { amountOfCentavos } from '../../../contract/kit/centavos';
import { typedCents } from '../../lib/money';

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

export interface AccountOption {
  account_code: string;
  account_name: string;
}

/** The table's columns, left to right: a paste from a spreadsheet fills them in this order from the cell it lands in. */
export const LINE_COLUMNS = ['account_code', 'cost_center_id', 'program_id', 'division_id', 'description', 'debit', 'credit'] as const;
export type LineColumn = (typeof LINE_COLUMNS)[number];
export type Dimension = 'cost_center_id' | 'program_id' | 'division_id';

/** Amount keys only: a minus sign never gets in (a line is never negative). */
export const amountTyped = (v: string) => v.replace(/[^\d.,]/g, '');

/**
 * The account a person typed: its code, or a part of its code or name that only one account has ("cash in bank bdo",
 * "1100"). Anything else stays as typed, for the line to say that no single account matches.
 */
export function resolveAccount(typed: string, accounts: readonly AccountOption[]): string {
  const t = typed.trim();
  if (!t) return '';
  const lower = t.toLowerCase();
  const exact = accounts.find((a) => a.account_code.toLowerCase() === lower);
  if (exact) return exact.account_code;
  const words = lower.split(/\s+/);
  const matches = accounts.filter((a) => {
    const text = `${a.account_code} ${a.account_name}`.toLowerCase();
    return a.account_code.toLowerCase().startsWith(lower) || words.every((w) => text.includes(w));
  });
  return matches.length === 1 ? matches[0].account_code : t;
}

/** How many accounts a typed text could mean (for the line's hint). */
export function accountMatches(typed: string, accounts: readonly AccountOption[]): number {
  const words = typed.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return 0;
  return accounts.filter((a) => words.every((w) => `${a.account_code} ${a.account_name}`.toLowerCase().includes(w))).length;
}

/** The other lines' debits less their credits, in centavos (line `n` left out). */
const gapWithout = (lines: readonly VoucherFormLine[], n: number) => lines.reduce((s, l, k) => (k === n ? s : s + typedCents(l.debit) - typedCents(l.credit)), 0);

/** A line holding a credit (and no debit). */
export const creditLine = (l: VoucherFormLine) => typedCents(l.credit) > 0 && typedCents(l.debit) === 0;

/**
 * Line `n` takes the amount that balances the voucher: the other lines' debits less their credits, on the side that
 * evens them (nothing changes when they are already even).
 */
export function withBalancingAmount<L extends VoucherFormLine>(lines: readonly L[], n: number): L[] {
  const gap = gapWithout(lines, n);
  if (gap === 0) return [...lines];
  const patch = gap > 0 ? { debit: '', credit: amountOfCentavos(gap) } : { debit: amountOfCentavos(-gap), credit: '' };
  return lines.map((l, k) => (k === n ? { ...l, ...patch } : l));
}

/** A dimension's option for pasted text: its label, the code its label starts with, or its id. */
function dimensionOf(text: string, options: readonly DimensionOption[]): string {
  const t = text.trim().toLowerCase();
  if (!t) return '';
  const hit =
    options.find((o) => o.label.toLowerCase() === t) ??
    options.find((o) => o.label.toLowerCase().startsWith(`${t} `)) ??
    options.find((o) => String(o.id) === t);
  return hit ? String(hit.id) : '';
}

export interface PasteContext<L extends VoucherFormLine> {
  accounts: readonly AccountOption[];
  dimensions: Record<Dimension, readonly DimensionOption[]>;
  descriptionMaxLength: number;
  newLine: () => L;
}

/**
 * Cells copied from a spreadsheet (rows by line breaks, cells by tabs) laid over the lines from line `n`, column
 * `column` rightwards and downwards, adding lines as needed; cells past the last column are dropped.
 */
export function pasteGrid<L extends VoucherFormLine>(text: string, lines: readonly L[], n: number, column: LineColumn, ctx: PasteContext<L>): L[] {
  const rows = text.replace(/\r/g, '').replace(/\n+$/, '').split('\n').map((r) => r.split('\t'));
  const out = [...lines];
  const start = LINE_COLUMNS.indexOf(column);
  rows.forEach((cells, i) => {
    const k = n + i;
    const line: L = { ...(out[k] ?? ctx.newLine()) };
    cells.forEach((cell, j) => {
      const col = LINE_COLUMNS[start + j];
      if (!col) return;
      if (col === 'account_code') line.account_code = resolveAccount(cell, ctx.accounts);
      else if (col === 'description') line.description = cell.trim().slice(0, ctx.descriptionMaxLength);
      else if (col === 'debit' || col === 'credit') line[col] = amountTyped(cell.trim());
      else line[col] = dimensionOf(cell, ctx.dimensions[col]);
    });
    out[k] = line;
  });
  return out;
}

const blank = (l: VoucherFormLine) => LINE_COLUMNS.every((c) => !l[c].trim());

/** The lines to send: blank ones at the end left out (the key that opens a line may leave one); others keep their place. */
export function withoutTrailingBlanks<L extends VoucherFormLine>(lines: readonly L[]): L[] {
  let end = lines.length;
  while (end > 1 && blank(lines[end - 1])) end--;
  return lines.slice(0, end);
}
