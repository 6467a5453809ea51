import type { QapFile, QapRow } from '../../contract/payableVouchers';
import { alphalistFile, quarterOf } from '../bir/public';
import { sql, type Db, type SQL } from '../db/db';
import { PAYEE_JOIN } from './vouchers';

/** A receiving report bills goods: its EWT at payment is the top withholding agent's 1 % on goods. */
const SUPPLIER_PAYMENT_ATC = 'WC158';

/**
 * The QAP (quarterly alphalist of payees, BIR Form 1601-EQ) of a quarter: all
 * expanded withholding credited in it (issue 25, defect 8), per payee and ATC,
 * as the BIR's DAT file (server/bir/alphalist.ts):
 * - the EWT of the approved payable vouchers dated in the quarter (their EWT lines);
 * - the EWT withheld when suppliers were paid for receiving reports (supplier
 *   payments, 1% of the receipt's net, ATC WC158), credited to 2110 on the
 *   payment date.
 */
const WITHHELD = (from: string): SQL => sql`
  SELECT COALESCE(s.tin, e.tin) AS tin,
         CASE WHEN h.payee_type = 'employee' THEN e.last_name || ', ' || e.first_name ELSE s.company_name END AS payee_name,
         e.last_name, e.first_name, e.middle_name, x.atc_code, x.rate, x.tax_base, x.tax_withheld
  FROM payable_voucher_hdr h ${PAYEE_JOIN} JOIN payable_voucher_ewt x ON x.payable_voucher_hdr_id = h.payable_voucher_hdr_id
  WHERE h.status = 'approved' AND h.pv_date >= ${from}::date AND h.pv_date < (${from}::date + interval '3 months')
  UNION ALL
  SELECT s.tin, s.company_name, NULL, NULL, NULL, a.atc_code, a.rate, rr.net, p.ewt
  FROM supplier_payments p JOIN suppliers s ON s.vendor_id = p.supplier_id JOIN receiving_reports rr ON rr.rr_id = p.rr_id
  JOIN atc_codes a ON a.atc_code = ${SUPPLIER_PAYMENT_ATC}
  WHERE p.ewt > 0 AND p.payment_date >= ${from}::date AND p.payment_date < (${from}::date + interval '3 months')`;

export async function qapOf(db: Db, year: number, quarter: number): Promise<QapFile> {
  const { from, period } = quarterOf(year, quarter);
  const rows = await db.rows<Omit<QapRow, 'seq'>>(sql`
    SELECT w.tin, w.payee_name, w.last_name, w.first_name, w.middle_name, w.atc_code, w.rate::text,
           SUM(w.tax_base)::numeric(16, 2)::text AS income_payment, SUM(w.tax_withheld)::numeric(16, 2)::text AS tax_withheld
    FROM (${WITHHELD(from)}) w
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    ORDER BY 2, 6`);
  const totals = (await db.one<{ income: string; withheld: string }>(sql`
    SELECT COALESCE(SUM(w.tax_base), 0)::numeric(16, 2)::text AS income, COALESCE(SUM(w.tax_withheld), 0)::numeric(16, 2)::text AS withheld
    FROM (${WITHHELD(from)}) w`))!;
  return alphalistFile({ list: 'QAP', form: '1601EQ' }, period, rows, totals);
}
