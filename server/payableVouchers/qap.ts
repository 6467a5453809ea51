import type { QapFile, QapRow } from '../../contract/payableVouchers';
import { alphalistFile, quarterOf } from '../bir/alphalist';
import { sql, type Db } from '../db/db';
import { PAYEE_JOIN } from './vouchers';

/**
 * The QAP (quarterly alphalist of payees, BIR Form 1601-EQ) of a quarter:
 * the EWT of the approved payable vouchers dated in the quarter, per payee
 * and ATC, as the BIR's DAT file (server/bir/alphalist.ts).
 */
export async function qapOf(db: Db, year: number, quarter: number): Promise<QapFile> {
  const { from, period } = quarterOf(year, quarter);
  const inQuarter = sql`h.status = 'approved' AND h.pv_date >= ${from}::date AND h.pv_date < (${from}::date + interval '3 months')`;
  const rows = await db.rows<Omit<QapRow, 'seq'>>(sql`
    SELECT COALESCE(s.tin, e.tin) AS tin,
           CASE WHEN h.payee_type = 'employee' THEN e.last_name || ', ' || e.first_name ELSE s.company_name END AS payee_name,
           e.last_name, e.first_name, e.middle_name, x.atc_code, x.rate::text,
           SUM(x.tax_base)::numeric(16, 2)::text AS income_payment, SUM(x.tax_withheld)::numeric(16, 2)::text AS tax_withheld
    FROM payable_voucher_hdr h ${PAYEE_JOIN} JOIN payable_voucher_ewt x ON x.payable_voucher_hdr_id = h.payable_voucher_hdr_id
    WHERE ${inQuarter}
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 2, 6`);
  const totals = (await db.one<{ income: string; withheld: string }>(sql`
    SELECT COALESCE(SUM(x.tax_base), 0)::numeric(16, 2)::text AS income, COALESCE(SUM(x.tax_withheld), 0)::numeric(16, 2)::text AS withheld
    FROM payable_voucher_hdr h JOIN payable_voucher_ewt x ON x.payable_voucher_hdr_id = h.payable_voucher_hdr_id
    WHERE ${inQuarter}`))!;
  return alphalistFile({ list: 'QAP', form: '1601EQ' }, period, rows, totals);
}
