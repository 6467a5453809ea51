import { CPC_MESSAGES as M, IMPORT_HEADERS, IMPORT_MAX_ROWS, IMPORT_REQUIRED_HEADERS, smppProductCode, templateProductName } from '../../contract/customerProductCodes';
import type { SheetRow } from '../kit/xlsxReader';

/**
 * The sheet of an import as lines to apply, or every problem found, each
 * naming its line as Excel numbers it, so a person can fix the file in one go.
 * Only the shape of each row is checked here; whether its customer and
 * product exist is the database's part (import.routes.ts).
 */
export interface ImportLine {
  line: number;
  customer_code: string;
  product_code: string;
  smpp_product_code: string;
  template_product_name: string | null;
}

/** The header row may sit below title rows (our export has four): it is looked for among the first rows. */
const HEADER_SEARCH_ROWS = 20;
const norm = (s: string) => s.trim().toLowerCase();
export const atLine = (line: number, message: string) => `Line ${line}: ${message}`;

function headerColumns(rows: readonly SheetRow[]): { at: number; col: Record<keyof typeof IMPORT_HEADERS, number> } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const cells = rows[i].cells.map(norm);
    const col = Object.fromEntries(Object.entries(IMPORT_HEADERS).map(([k, h]) => [k, cells.indexOf(norm(h))])) as Record<keyof typeof IMPORT_HEADERS, number>;
    if (col.customer_code >= 0 && col.product_code >= 0 && col.smpp_product_code >= 0) return { at: i, col };
  }
  return null;
}

export function linesOf(rows: readonly SheetRow[]): { lines: ImportLine[]; problems: string[] } {
  const header = headerColumns(rows);
  if (!header) return { lines: [], problems: [M.missingHeaders(IMPORT_REQUIRED_HEADERS)] };
  const { col } = header;
  const cell = (r: SheetRow, i: number) => (i >= 0 ? (r.cells[i] ?? '') : '');
  const data = rows.slice(header.at + 1).filter((r) => Object.values(col).some((i) => cell(r, i).trim() !== ''));
  if (data.length === 0) return { lines: [], problems: [M.noRows] };
  if (data.length > IMPORT_MAX_ROWS) return { lines: [], problems: [M.tooManyRows(IMPORT_MAX_ROWS)] };

  const lines: ImportLine[] = [];
  const problems: string[] = [];
  for (const r of data) {
    const customer = cell(r, col.customer_code).trim();
    const product = cell(r, col.product_code).trim();
    // The same rules as a cell edit or the form: one schema per field (contract).
    const code = smppProductCode.safeParse(cell(r, col.smpp_product_code));
    const name = templateProductName.safeParse(cell(r, col.template_product_name));
    const rowProblems = [
      !customer && 'Customer code is required.',
      !product && 'Internal product code is required.',
      !code.success && code.error.issues[0].message,
      !name.success && name.error.issues[0].message,
    ].filter((p): p is string => Boolean(p));
    if (rowProblems.length) problems.push(...rowProblems.map((p) => atLine(r.line, p)));
    else lines.push({ line: r.line, customer_code: customer, product_code: product, smpp_product_code: code.data!, template_product_name: name.data ?? null });
  }
  return { lines, problems };
}
