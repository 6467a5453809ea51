import { PAYOR, type QapFile, type QapRow } from '../../contract/payableVouchers';
import { sql, type Db } from '../db/db';
import { PAYEE_JOIN } from './vouchers';

/**
 * The QAP (quarterly alphalist of payees, BIR Form 1601-EQ) of a quarter as
 * the DAT file the BIR's alphalist module reads: a header (HQAP), one detail
 * line per payee and ATC (DQAP) and the control totals (CQAP), comma
 * separated, names in quotes, amounts with two decimals and no separators.
 * Read from the approved payable vouchers dated in the quarter.
 */
const tin9 = (tin: string | null) => (tin ?? '').replace(/-/g, '').slice(0, 9);
const branch = (tin: string | null) => ((tin ?? '').replace(/-/g, '').slice(9) || '0000').padStart(4, '0').slice(-4);
const quoted = (s: string | null) => `"${(s ?? '').replace(/"/g, "'").toUpperCase()}"`;

export async function qapOf(db: Db, year: number, quarter: number): Promise<QapFile> {
  const from = `${year}-${String(quarter * 3 - 2).padStart(2, '0')}-01`;
  const period = `${String(quarter * 3).padStart(2, '0')}/${year}`;
  const rows = await db.rows<Omit<QapRow, 'seq'>>(sql`
    SELECT COALESCE(s.tin, e.tin) AS tin,
           CASE WHEN h.payee_type = 'employee' THEN e.last_name || ', ' || e.first_name ELSE s.company_name END AS payee_name,
           e.last_name, e.first_name, e.middle_name, x.atc_code, x.rate::text,
           SUM(x.tax_base)::numeric(16, 2)::text AS income_payment, SUM(x.tax_withheld)::numeric(16, 2)::text AS tax_withheld
    FROM payable_voucher_hdr h ${PAYEE_JOIN} JOIN payable_voucher_ewt x ON x.payable_voucher_hdr_id = h.payable_voucher_hdr_id
    WHERE h.status = 'approved' AND h.pv_date >= ${from}::date AND h.pv_date < (${from}::date + interval '3 months')
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 2, 6`);
  const totals = (await db.one<{ income: string; withheld: string }>(sql`
    SELECT COALESCE(SUM(x.tax_base), 0)::numeric(16, 2)::text AS income, COALESCE(SUM(x.tax_withheld), 0)::numeric(16, 2)::text AS withheld
    FROM payable_voucher_hdr h JOIN payable_voucher_ewt x ON x.payable_voucher_hdr_id = h.payable_voucher_hdr_id
    WHERE h.status = 'approved' AND h.pv_date >= ${from}::date AND h.pv_date < (${from}::date + interval '3 months')`))!;
  const numbered: QapRow[] = rows.map((r, n) => ({ seq: n + 1, ...r }));
  const lines = [
    ['HQAP', 'H1601EQ', tin9(PAYOR.tin), branch(PAYOR.tin), quoted(PAYOR.name), '""', '""', '""', period, PAYOR.rdo].join(','),
    ...numbered.map((r) =>
      [
        'DQAP', 'D1601EQ', r.seq, tin9(r.tin), branch(r.tin),
        r.last_name ? '""' : quoted(r.payee_name), quoted(r.last_name), quoted(r.first_name), quoted(r.middle_name),
        period, r.atc_code, r.rate, r.income_payment, r.tax_withheld,
      ].join(','),
    ),
    ['CQAP', 'C1601EQ', tin9(PAYOR.tin), branch(PAYOR.tin), period, totals.income, totals.withheld].join(','),
  ];
  return {
    file_name: `${tin9(PAYOR.tin)}${branch(PAYOR.tin)}${period.replace('/', '')}1601EQ.DAT`,
    content: `${lines.join('\r\n')}\r\n`,
    rows: numbered,
    total_income: totals.income,
    total_withheld: totals.withheld,
  };
}
