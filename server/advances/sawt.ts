import type { QapFile, QapRow } from '../../contract/payableVouchers';
import { alphalistFile, quarterOf } from '../bir/public';
import { sql, type Db } from '../db/db';

/**
 * The SAWT (summary alphalist of withholding taxes, with BIR Form 1702-Q) of
 * a quarter: the CWT our customers withheld on receipts dated in the quarter
 * and certified by their 2307 (the CWT updating module), per customer and
 * ATC. Only certified CWT is claimed as a tax credit: a receipt whose 2307
 * is still missing appears in its quarter's SAWT once the certificate is recorded.
 * The income payment is the tax base, the withheld amount at the ATC's rate
 * (WC158, 1 % of goods, when the 2307 named no ATC).
 */
export async function sawtOf(db: Db, year: number, quarter: number): Promise<QapFile> {
  const { from, period } = quarterOf(year, quarter);
  const certified = sql`(
    SELECT r.customer_id, COALESCE(u.atc_code, 'WC158') AS atc_code, COALESCE(u.certified_cwt, r.cwt) AS withheld
    FROM collection_receipts r LEFT JOIN cwt_updates u ON u.receipt_id = r.receipt_id
    WHERE r.cwt > 0 AND r.status <> 'BOUNCED' AND COALESCE(u.received_2307, r.cwt_2307_received)
      AND r.receipt_date >= ${from}::date AND r.receipt_date < (${from}::date + interval '3 months'))`;
  const lines = sql`
    SELECT c.tin, c.customer_name AS payee_name, NULL AS last_name, NULL AS first_name, NULL AS middle_name,
           w.atc_code, a.rate::text AS rate,
           round(SUM(w.withheld) * 100 / a.rate, 2)::numeric(16, 2) AS income_payment,
           SUM(w.withheld)::numeric(16, 2) AS tax_withheld
    FROM ${certified} w JOIN customers c ON c.customer_id = w.customer_id JOIN atc_codes a ON a.atc_code = w.atc_code
    GROUP BY c.customer_id, c.tin, c.customer_name, w.atc_code, a.rate`;
  const rows = await db.rows<Omit<QapRow, 'seq'>>(sql`
    SELECT tin, payee_name, last_name, first_name, middle_name, atc_code, rate, income_payment::text, tax_withheld::text
    FROM (${lines}) l ORDER BY payee_name, atc_code`);
  // The control totals are the sums of the detail lines, so the file adds up however each line rounds.
  const totals = (await db.one<{ income: string; withheld: string }>(sql`
    SELECT COALESCE(SUM(income_payment), 0)::numeric(16, 2)::text AS income, COALESCE(SUM(tax_withheld), 0)::numeric(16, 2)::text AS withheld
    FROM (${lines}) l`))!;
  return alphalistFile({ list: 'SAWT', form: '1702Q' }, period, rows, totals);
}
