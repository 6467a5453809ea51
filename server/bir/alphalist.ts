import { PAYOR, type QapFile, type QapRow } from '../../contract/payableVouchers';

/**
 * A BIR alphalist of a quarter as the DAT file the BIR's alphalist module
 * reads: a header (H<list>), one detail line per counterparty and ATC
 * (D<list>) and the control totals (C<list>), comma separated, names in
 * quotes and upper case, amounts with two decimals and no separators, the
 * period as MM/YYYY of the quarter's last month. The QAP (EWT we withheld,
 * form 1601-EQ) lists our payees; the SAWT (CWT withheld from us, form
 * 1702-Q) lists the customers that withheld.
 */
export interface AlphalistKind {
  /** QAP or SAWT: the record prefix after H, D and C. */
  list: 'QAP' | 'SAWT';
  /** The return the list goes with, e.g. 1601EQ. */
  form: '1601EQ' | '1702Q';
}

/** The BIR files' TIN (9 digits), branch (4 digits) and quoted upper-case text, shared by the alphalists and the SLSP. */
export const tin9 = (tin: string | null) => (tin ?? '').replace(/-/g, '').slice(0, 9);
export const branch = (tin: string | null) => ((tin ?? '').replace(/-/g, '').slice(9) || '0000').padStart(4, '0').slice(-4);
export const quoted = (s: string | null) => `"${(s ?? '').replace(/"/g, "'").toUpperCase()}"`;

/** The first day of a quarter and its MM/YYYY period. */
export function quarterOf(year: number, quarter: number): { from: string; period: string } {
  return { from: `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`, period: `${String(quarter * 3).padStart(2, '0')}/${year}` };
}

export function alphalistFile(
  kind: AlphalistKind,
  period: string,
  rows: Omit<QapRow, 'seq'>[],
  totals: { income: string; withheld: string },
): QapFile {
  const { list, form } = kind;
  const numbered: QapRow[] = rows.map((r, n) => ({ seq: n + 1, ...r }));
  const lines = [
    [`H${list}`, `H${form}`, tin9(PAYOR.tin), branch(PAYOR.tin), quoted(PAYOR.name), '""', '""', '""', period, PAYOR.rdo].join(','),
    ...numbered.map((r) =>
      [
        `D${list}`, `D${form}`, r.seq, tin9(r.tin), branch(r.tin),
        r.last_name ? '""' : quoted(r.payee_name), quoted(r.last_name), quoted(r.first_name), quoted(r.middle_name),
        period, r.atc_code, r.rate, r.income_payment, r.tax_withheld,
      ].join(','),
    ),
    [`C${list}`, `C${form}`, tin9(PAYOR.tin), branch(PAYOR.tin), period, totals.income, totals.withheld].join(','),
  ];
  return {
    file_name: `${tin9(PAYOR.tin)}${branch(PAYOR.tin)}${period.replace('/', '')}${form}.DAT`,
    content: `${lines.join('\r\n')}\r\n`,
    rows: numbered,
    total_income: totals.income,
    total_withheld: totals.withheld,
  };
}
